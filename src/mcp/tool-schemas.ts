/**
 * The JSON Schemas of every MCP tool's arguments and results. Arguments are checked against these by
 * src/mcp/arguments.ts; a candidates array is the candidate schema itself, schemas/candidates.schema.json.
 */
import { readShippedSchema } from "../usecases/files.js";
import { DEFAULT_PAGE, DEFAULT_RECALL_HITS, MAX_CANDIDATES, MAX_RECALL_HITS } from "./limits.js";

export type JsonSchema = Record<string, unknown>;

/** A tool's arguments or result: MCP wants an object at the top level. */
export interface ObjectSchema extends JsonSchema {
  type: "object";
  properties: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean;
}

/**
 * A tool's arguments: exactly these properties, the `required` ones required. The literal types are
 * kept (`const` type parameters), so src/mcp/arguments-of.ts derives the handler's argument type from it.
 */
type ArgumentsSchema<P extends Record<string, JsonSchema>, R extends readonly (keyof P & string)[]> = {
  type: "object";
  properties: P;
  required?: R;
  additionalProperties: false;
};

const object = <const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required?: R,
): ArgumentsSchema<P, R> => ({
  type: "object",
  properties,
  ...(required !== undefined && required.length > 0 ? { required } : {}),
  additionalProperties: false,
});

/** A property's schema with its literal types kept (for schemas built outside `object`). */
const literal = <const S extends JsonSchema>(schema: S): S => schema;

/** An output schema lists what is always there; other properties may follow. */
const result = (properties: Record<string, JsonSchema>): ObjectSchema => ({ type: "object", properties, required: Object.keys(properties) });

let candidatesSchema: JsonSchema | undefined;

/** schemas/candidates.schema.json as shipped (read once), with the per-call limit. */
function candidatesArgument(): JsonSchema {
  candidatesSchema ??= { ...(JSON.parse(readShippedSchema("candidates")) as JsonSchema), maxItems: MAX_CANDIDATES };
  return candidatesSchema;
}

/** propose's candidates: the same array, described by reference so tools/list carries the schema once. */
const candidatesByReference: JsonSchema = {
  type: "array",
  maxItems: MAX_CANDIDATES,
  items: { type: "object" },
  description:
    "A candidates array valid against validate_candidates' input schema (schemas/candidates.schema.json); check it with validate_candidates first. Give every candidate citing a record a `quote`: the passage of that record, copied, that supports it (one line, at most 500 characters, 20 or more unless it is the whole record); brain checks it is in the record and rejects the candidate if not. Reuse the keys gather lists.",
};

const paging = (what: string) => ({
  limit: literal({
    type: "integer",
    minimum: 1,
    maximum: 10_000,
    description: `At most this many ${what} (default ${DEFAULT_PAGE}; fewer when 1 MB is reached).`,
  }),
  cursor: literal({ type: "string", minLength: 1, description: "The next_cursor of the previous page, with the same other arguments." }),
});

const nullable = (type: string): JsonSchema => ({ type: [type, "null"] });
const string: JsonSchema = { type: "string" };
const integer: JsonSchema = { type: "integer" };
const strings: JsonSchema = { type: "array", items: string };
const objects: JsonSchema = { type: "array", items: { type: "object" } };
/** Records skipped with a warning (stamped ahead of the clock, or edited since they were ingested). */
const skippedRecords: JsonSchema = { type: "array", items: result({ path: string, source: string, reason: string }) };
const diffId: JsonSchema = { type: "string", pattern: "^[0-9a-f]{64}$" };
/** The facts of a result that carry only some of their sources (too large for one result), and how to read the rest. */
const sourcesPages: JsonSchema = {
  type: "array",
  items: result({ id: string, from: integer, shown: integer, total: integer, next_cursor: nullable("string") }),
};

export const INPUT = {
  init: () => object({}),
  note: () =>
    object(
      {
        text: { type: "string", minLength: 1, maxLength: 100_000, description: "The operator's statement, in their own words." },
        date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "When it became true or was said, YYYY-MM-DD (default: today)." },
      },
      ["text"],
    ),
  ingest: () =>
    object(
      {
        text: { type: "string", minLength: 1, maxLength: 1_000_000, description: "The record's text (Markdown)." },
        provenance: {
          type: "string",
          enum: ["human", "ai-draft", "published"],
          description: "human: the operator's own words; ai-draft: text an AI wrote; published: only with --allow-ingest-published.",
        },
        tributary: {
          type: "string",
          pattern: "^[a-z0-9][a-z0-9-]*$",
          description: "The ingest/ folder (default: notes for human, drafts for ai-draft, published for published).",
        },
        name: { type: "string", minLength: 1, maxLength: 200, description: "What the record is reported as (e.g. a title)." },
        date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "The record's date, YYYY-MM-DD (default: today)." },
      },
      ["text", "provenance"],
    ),
  status: () => object({}),
  gather: () =>
    object({
      limit: { type: "integer", minimum: 1, description: "List only the oldest N new records; the result's `through` is where it stopped." },
    }),
  validate_candidates: () => object({ candidates: candidatesArgument() }, ["candidates"]),
  propose: () =>
    object(
      {
        candidates: candidatesByReference,
        through: { type: "string", minLength: 1, description: "The `through` gather returned: records ingested after it stay new." },
      },
      ["candidates"],
    ),
  show: () =>
    object({
      layer: { type: "string", enum: ["static", "dynamic"], description: "Only static or dynamic facts." },
      key: { type: "string", minLength: 1, description: "Only facts of this key (normalized; facts stored under one of its keyAliases count as its)." },
      all: { type: "boolean", description: "Include superseded and retired facts." },
      id: { type: "string", minLength: 1, description: "Only the fact with this id, whatever its status (to page its sources with sources_cursor)." },
      sources_cursor: {
        type: "string",
        minLength: 1,
        description: "With id: the next_cursor of the fact's sources_pages entry, for its next sources (a fact too large for one result).",
      },
      ...paging("facts"),
    }),
  decline: () =>
    object({
      indexes: {
        type: "array",
        minItems: 1,
        maxItems: MAX_CANDIDATES,
        items: { type: "integer", minimum: 0 },
        description: "The candidates the operator declines: 0-based indexes, as the review numbers them (#N).",
      },
      reason: { type: "string", minLength: 1, maxLength: 500, description: "Why, in the operator's own words (one line); for every index given." },
      decisions: {
        type: "array",
        minItems: 1,
        maxItems: MAX_CANDIDATES,
        items: {
          type: "object",
          properties: {
            candidate: { type: "integer", minimum: 0 },
            reason: { type: "string", minLength: 1, maxLength: 500 },
          },
          required: ["candidate"],
          additionalProperties: false,
        },
        description: "Declines each with its own reason: [{ candidate, reason? }] (with or instead of indexes).",
      },
      diff_id: {
        type: "string",
        pattern: "^[0-9a-f]{12,64}$",
        description:
          "The id of the pending diff whose review the operator read (from propose or the last decline; at least its first 12 hex digits): refused if the batch changed since, so the indexes are the ones the operator saw.",
      },
    }),
  resolve: () =>
    object(
      {
        key: { type: "string", minLength: 1, description: "The key with an open conflict (normalized before matching)." },
        keep: { type: "string", minLength: 1, description: "The id of the active value that holds (show lists the key's values and ids)." },
        reason: { type: "string", minLength: 1, maxLength: 500, description: "Why, in the operator's own words (optional)." },
        source: { type: "string", pattern: "^human:.+", description: "human:<label> naming the operator's statement (default human:resolve-<today>)." },
      },
      ["key", "keep"],
    ),
  declined: () => object({}),
  explain: () => object({ id: { type: "string", minLength: 1, description: "The fact's id, as show or gather print it." }, ...paging("events") }, ["id"]),
  recall: () =>
    object(
      {
        query: {
          type: "string",
          minLength: 1,
          maxLength: 1000,
          description: "Words to look for in the facts' keys and values (case, accents and width do not matter).",
        },
        limit: { type: "integer", minimum: 1, maximum: MAX_RECALL_HITS, description: `At most this many hits (default ${DEFAULT_RECALL_HITS}).` },
      },
      ["query"],
    ),
  rules: () =>
    object({
      folder: {
        type: "string",
        minLength: 1,
        description:
          "A rule folder inside the data dir to work on (relative to the data dir, or absolute; its config: the defaults); without it, the rules the data dir's config names, else the shipped ones.",
      },
      check: { type: "boolean", description: "Check the rule set against every situation the runtime can produce (as brain rules --check)." },
      test: { type: "boolean", description: "Run the *.test.yaml files beside the rule files (as brain rules --test)." },
      strict: { type: "boolean", description: "With check: warnings fail the check too." },
      name: { type: "string", minLength: 1, description: "With test: run only the tests whose name contains this text (case-insensitive)." },
    }),
  history: () => object(paging("entries")),
  retire: () =>
    object(
      {
        ids: {
          type: "array",
          minItems: 1,
          maxItems: 1000,
          items: { type: "string", minLength: 1 },
          description: "The ids of the active observed facts to retire (show lists them).",
        },
        reason: { type: "string", minLength: 1, maxLength: 500, description: "Why, in the operator's own words." },
        source: { type: "string", pattern: "^human:.+", description: "human:<label> naming the operator's statement (default human:retire-<today>)." },
        date: {
          type: "string",
          pattern: "^\\d{4}-\\d{2}-\\d{2}$",
          description: "YYYY-MM-DD, not after today: when the facts stopped being true, as the operator said it (default today).",
        },
      },
      ["ids", "reason"],
    ),
  apply: () =>
    object(
      {
        diff_id: {
          type: "string",
          pattern: "^[0-9a-f]{64}$",
          description: "The exact id (64 hex digits) of the diff whose review the operator approved, as propose or decline returned it.",
        },
        confirm: { type: "boolean", description: "true, and only after the operator said yes to the review." },
      },
      ["diff_id", "confirm"],
    ),
} satisfies Record<string, () => ObjectSchema>;

/** What a proposal returns (propose, retire, resolve, decline): as `brain consolidate --propose --json`. */
const PROPOSED: Record<string, JsonSchema> = {
  kind: { const: "proposed" },
  id: diffId,
  pendingJson: string,
  pendingMd: string,
  batch: string,
  records: { type: "object" },
  summary: string,
  counts: { type: "object", additionalProperties: integer },
  empty: { type: "boolean" },
  applyCommand: string,
  skipped: strings,
  skippedRecords: skippedRecords,
};

export const OUTPUT = {
  init: () => result({ kind: { type: "string", enum: ["created", "exists"] }, data_dir: string, profile: string, fields: integer }),
  note: () =>
    result({ kind: { const: "noted" }, status: { type: "string", enum: ["added", "skipped"] }, source: string, id: string, path: string, date: string }),
  ingest: () => result({ kind: { const: "ingested" }, tributary: string, provenance: string, added: integer, skipped: integer, records: objects }),
  status: () =>
    result({
      data_dir: { type: "string" },
      today: { type: "string" },
      profile_exists: { type: "boolean" },
      published_count: { type: "integer" },
      new_published: { type: "integer" },
      last_run: nullable("string"),
      days_since_run: nullable("integer"),
      nudge: result({ minNewPublished: { type: "integer" }, minDaysSinceRun: { type: "integer" } }),
      message: nullable("string"),
      open_conflicts: { type: "integer" },
      stale_facts: { type: "integer" },
      pending_diff: {
        type: ["object", "null"],
        properties: { id: diffId, review: string, diff: string, applied: { type: "boolean" }, apply_command: nullable("string") },
      },
      skipped_records: skippedRecords,
    }),
  gather: () =>
    result({
      data_dir: string,
      today: string,
      last_run: nullable("object"),
      new_records: {
        type: "array",
        items: result({ id: string, tributary: string, provenance: string, date: string, ingested_at: string, source: string, path: string, text: string }),
      },
      through: nullable("string"),
      new_remaining: integer,
      tributaries: { type: "array", items: result({ name: string, count: integer, new: integer, newest_date: string }) },
      facts: objects,
      thresholds: result({ promoteThreshold: integer, decayDays: integer, learnFrom: strings }),
      key_vocabulary: result({
        keys: { type: "array", items: result({ key: string, values: integer }) },
        more: integer,
        aliases: { type: "array", items: result({ alias: string, target: string }) },
        multi_valued: strings,
      }),
      candidate_schema: string,
      instructions: string,
      unreadable_records: strings,
      not_regular_files: strings,
      skipped_records: skippedRecords,
    }),
  validate_candidates: () => result({ valid: { type: "boolean", const: true }, kind: { type: "string" }, count: { type: "integer" } }),
  propose: () => result(PROPOSED),
  /** retire's and resolve's: propose's result, plus the indexes they added and the pending batch they joined (the one pending batch). */
  statement: () => {
    const proposed = result({ ...PROPOSED, added: { type: "array", items: integer } });
    // `joined` only when there was an unapplied pending batch (MCP has no --new, so nothing is dropped).
    return { ...proposed, properties: { ...proposed.properties, joined: { type: "object" } } };
  },
  /** propose's result, plus every decision on the batch now and the candidates whose outcome changed. */
  decline: () => result({ ...PROPOSED, declined: objects, changed: objects }),
  declined: () => result({ declined: objects, numbers: { type: "array", items: integer }, withheld: integer }),
  show: () => result({ facts: objects, total: integer, next_cursor: nullable("string"), sources_pages: sourcesPages, withheld: integer }),
  recall: () =>
    result({
      query: string,
      hits: {
        type: "array",
        items: result({
          id: string,
          key: string,
          value: string,
          layer: { type: "string", enum: ["static", "dynamic"] },
          independent_evidence: integer,
          last_seen: string,
          agent_written: { type: "boolean" },
        }),
      },
      total: integer,
      withheld: integer,
    }),
  explain: () =>
    result({
      id: string,
      fact: nullable("object"),
      events: { type: "array", items: result({ at: nullable("string"), diff: nullable("string"), today: string, op: string, id: string, value: string }) },
      total_events: integer,
      next_cursor: nullable("string"),
      sources_pages: sourcesPages,
    }),
  /**
   * The list (folder, files, rules); with check or test the report instead (kind `checked` or
   * `tested`), an `isError` result carrying it when the check or a test failed.
   */
  rules: (): ObjectSchema => ({
    type: "object",
    required: ["folder"],
    properties: {
      folder: { type: "string" },
      kind: { type: "string", enum: ["checked", "tested"] },
      ok: { type: "boolean" },
      strict: { type: "boolean" },
      findings: objects,
      situations: result({ candidate: integer, fact: integer }),
      name: nullable("string"),
      tests: objects,
      passed: integer,
      failed: integer,
      uncovered: objects,
      files: { type: "array", items: { type: "object" } },
      rules: {
        type: "array",
        items: result({
          file: { type: "string" },
          version: { type: "integer" },
          scope: { type: "string", enum: ["candidate", "fact"] },
          name: { type: "string" },
          priority: { type: "integer" },
          event: { type: "string" },
        }),
      },
    },
  }),
  history: () => result({ entries: objects, total: integer, next_cursor: nullable("string"), withheld: integer }),
  /** An apply that wrote, or found the diff already applied; a refused one is an error result. */
  apply: () => result({ kind: { type: "string", enum: ["applied", "already-applied"] }, id: diffId, history: string }),
} satisfies Record<string, () => ObjectSchema>;
