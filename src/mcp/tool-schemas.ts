/**
 * The JSON Schemas of every MCP tool's arguments and results, including the tools wired once their
 * use cases land (gather, propose, explain, apply). Arguments are checked against these by
 * src/mcp/arguments.ts; a candidates array is the candidate schema itself, schemas/candidates.schema.json.
 */
import { readFileSync } from "node:fs";
import { schemaPath } from "../io/package-paths.js";

export type JsonSchema = Record<string, unknown>;

/** A tool's arguments or result: MCP wants an object at the top level. */
export interface ObjectSchema extends JsonSchema {
  type: "object";
  properties: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

const object = (properties: Record<string, JsonSchema>, required: string[] = []): ObjectSchema => ({
  type: "object",
  properties,
  ...(required.length > 0 ? { required } : {}),
  additionalProperties: false,
});

/** An output schema lists what is always there; other properties may follow. */
const result = (properties: Record<string, JsonSchema>): ObjectSchema => ({ type: "object", properties, required: Object.keys(properties) });

let candidatesSchema: JsonSchema | undefined;

/** schemas/candidates.schema.json as shipped, read once. */
export function candidatesArgument(): JsonSchema {
  candidatesSchema ??= JSON.parse(readFileSync(schemaPath("candidates"), "utf8")) as JsonSchema;
  return candidatesSchema;
}

const nullable = (type: string): JsonSchema => ({ type: [type, "null"] });

export const INPUT = {
  status: () => object({}),
  gather: () =>
    object({
      limit: { type: "integer", minimum: 1, description: "List only the oldest N new records; the result's `through` is where it stopped." },
    }),
  validate_candidates: () => object({ candidates: candidatesArgument() }, ["candidates"]),
  propose: () =>
    object(
      {
        candidates: candidatesArgument(),
        through: { type: "string", minLength: 1, description: "The `through` a limited gather returned: records after it stay new." },
      },
      ["candidates"],
    ),
  show: () =>
    object({
      layer: { type: "string", enum: ["static", "dynamic"], description: "Only static or dynamic facts." },
      key: { type: "string", minLength: 1, description: "Only facts of this key (normalized before matching)." },
      all: { type: "boolean", description: "Include superseded facts." },
    }),
  explain: () => object({ id: { type: "string", minLength: 1, description: "The fact's id, as show or gather print it." } }, ["id"]),
  rules: () => object({}),
  history: () => object({}),
  apply: () =>
    object(
      {
        diff_id: { type: "string", pattern: "^[0-9a-f]{64}$", description: "The pending diff's exact id, as propose returned it." },
        confirm: { type: "boolean", const: true, description: "true, and only after the operator said yes to the review." },
      },
      ["diff_id", "confirm"],
    ),
} satisfies Record<string, () => ObjectSchema>;

export const OUTPUT = {
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
    }),
  validate_candidates: () => result({ valid: { type: "boolean", const: true }, kind: { type: "string" }, count: { type: "integer" } }),
  show: () => result({ facts: { type: "array", items: { type: "object" } } }),
  rules: () =>
    result({
      folder: { type: "string" },
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
    }),
  history: () => result({ entries: { type: "array", items: { type: "object" } } }),
} satisfies Record<string, () => ObjectSchema>;
