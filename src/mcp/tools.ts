/**
 * brain's MCP tools, one entry each: name, description, schemas and a handler that calls the same
 * use case as the CLI and returns the readable text plus the `--json` form. A handler refuses by
 * throwing a BrainError; src/mcp/server.ts turns that into an `isError` result.
 */
import { NotFoundError, UsageError } from "../core/errors.js";
import { parseExpectedId } from "../core/expected-id.js";
import type { Fact } from "../core/schema-types.js";
import { visible } from "../core/visible-text.js";
import type { Context } from "../usecases/context.js";
import { brainInvocation, clientRulesFolder, profileDigest } from "../usecases/server-support.js";
import { apply, applyText } from "../usecases/apply.js";
import { explain, explanationJson, explanationText } from "../usecases/explain.js";
import { gather, gatherText } from "../usecases/gather.js";
import { history, historyText } from "../usecases/history.js";
import { propose } from "../usecases/propose.js";
import { checkRuleFiles, checkRuleFilesText, listRules, rulesText, testRules, testRulesJson, testRulesText } from "../usecases/rules.js";
import { showProfile, showText } from "../usecases/show.js";
import { status, statusText } from "../usecases/status.js";
import { validatedText, validateValue } from "../usecases/validate.js";
import { retire } from "../usecases/retire.js";
import { decline, declineText } from "../usecases/decline.js";
import { declinedList, declinedText } from "../usecases/declined.js";
import { resolveConflict } from "../usecases/resolve.js";
import { statementText } from "../usecases/operator-statement.js";
import { init, initText } from "../usecases/init.js";
import { ingest, ingestText } from "../usecases/ingest.js";
import { note } from "../usecases/note.js";
import { checkApplyRequest } from "./apply-gate.js";
import { recall, recallText } from "../usecases/recall.js";
import {
  capText,
  DEFAULT_PAGE,
  DEFAULT_RECALL_HITS,
  jsonBytes,
  MAX_CANDIDATES,
  MAX_CANDIDATES_BYTES,
  MAX_FACT_BYTES,
  MAX_STRUCTURED_BYTES,
  makeCursor,
  page,
  readCursor,
} from "./limits.js";
import { argumentChecker } from "./arguments.js";
import type { ArgumentsOf } from "./arguments-of.js";
import { INPUT, OUTPUT, type ObjectSchema } from "./tool-schemas.js";
import { readWrittenFile } from "../usecases/files.js";

export interface ToolOutput {
  text: string;
  /** A second text block, for what the client needs next and `text` cannot carry (propose: the full diff id). */
  next?: string;
  /** The CLI's `--json` form: a JSON object at the top level. */
  data: Record<string, unknown>;
  /** The work was done but found problems (a failed rule check or test, exit 5 in the CLI): an `isError` result that keeps the text and `data`. */
  isError?: true;
}

/** What a handler may use besides its arguments: notices (stderr) and progress for the client. */
interface CallTools {
  notice: (text: string) => void;
  /** Awaited now and then during long work: sends a progress notification when the client asked for them, and lets other calls in. */
  pause: () => Promise<void>;
  /** The server was started with --allow-ingest-published. */
  allowIngestPublished: boolean;
}

/** What the server and clients see of a tool, whatever its arguments. */
interface ToolInfo {
  name: string;
  /** A short human-readable name clients show. */
  title: string;
  description: string;
  outputSchema?: () => ObjectSchema;
  /** Served only by `brain mcp --allow-apply`. */
  needsAllowApply?: boolean;
  /** What the tool writes, if anything (its annotations tell clients): the pending diff, or the profile. */
  writes?: "data-dir" | "pending-diff" | "profile";
}

/** A call whose arguments passed the input schema, ready to run once the call's context is resolved. */
type ToolCall = (ctx: Context, call: CallTools) => Promise<ToolOutput>;

export interface Tool extends ToolInfo {
  inputSchema: () => ObjectSchema;
  /** Checks the arguments against the input schema (a UsageError naming the argument) and returns the call. */
  accept: (args: Record<string, unknown> | undefined) => Promise<ToolCall>;
}

/** A tool as written: its handler receives the arguments typed from its input schema. */
interface ToolDefinition<S extends ObjectSchema> extends ToolInfo {
  inputSchema: () => S;
  /** `args` passed the input schema; `call.notice` takes one-line notices (stderr). */
  handler: (args: ArgumentsOf<S>, ctx: Context, call: CallTools) => Promise<ToolOutput>;
}

/** A tool whose arguments are checked against, and typed from, the same input schema. */
export function defineTool<S extends ObjectSchema>(definition: ToolDefinition<S>): Tool {
  const { handler, ...info } = definition;
  const check = argumentChecker(definition.name, definition.inputSchema);
  return {
    ...info,
    accept: async (given) => {
      const args = await check(given);
      return (ctx, call) => handler(args, ctx, call);
    },
  };
}

/**
 * Every tool, in the order clients list them. Only `init`, `note` and `ingest` (the data dir),
 * `propose`, `retire`, `decline` and `resolve` (the batch and the pending diff, never the profile)
 * and `apply` (served with --allow-apply only) write anything.
 */
export const TOOLS: readonly Tool[] = [
  defineTool({
    name: "init",
    title: "Set up brain",
    description:
      "Create the data dir and an empty profile; takes no arguments. Never overwrites a profile: an existing one is left unchanged (kind: exists). Seeding profile fields is the operator's own word, given at the command line (brain init --from <fields.yaml>), never over MCP.",
    inputSchema: INPUT.init,
    outputSchema: OUTPUT.init,
    writes: "data-dir",
    handler: async (_args, ctx) => {
      // No `from`: seeds are never changed by evidence, so only the operator may state them (docs/security.md).
      const r = init({ paths: ctx.paths, today: ctx.today });
      return { text: initText(r, brainInvocation()).replace(/Next: .*/, "Next: the ingest tool (or brain ingest <files…>), then gather."), data: { ...r } };
    },
  }),
  defineTool({
    name: "note",
    title: "Record the operator's statement",
    description:
      "Record something the operator said themselves, in their own words, as a human record in ingest/notes/ — never your own summary or guess. Returns the source to cite (notes:<id>) in a candidate with provenance human; the same text twice is the same record. Marked agent-written (gather and the review say so).",
    inputSchema: INPUT.note,
    outputSchema: OUTPUT.note,
    writes: "data-dir",
    handler: async (args, ctx) => {
      const r = note({
        ...ctx,
        text: args.text,
        brain: brainInvocation(),
        ingestedBy: "mcp",
        ...(args.date === undefined ? {} : { date: args.date }),
      });
      const text =
        r.status === "added"
          ? `Noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}`
          : `The same text is already recorded as ${r.path}; cite it as source ${r.source}`;
      return { text, data: { ...r } };
    },
  }),
  defineTool({
    name: "ingest",
    title: "Ingest a record",
    description:
      "Store text as a record in ingest/<tributary>/ (the same content twice is skipped). provenance: human for what the operator wrote or said themselves, ai-draft for text an AI wrote (never evidence); published only when the server was started with --allow-ingest-published (otherwise the operator ingests published work with brain ingest). Records are new until a consolidation reads them. Records stored here are marked agent-written (gather and the review say so).",
    inputSchema: INPUT.ingest,
    outputSchema: OUTPUT.ingest,
    writes: "data-dir",
    handler: async (args, ctx, call) => {
      const provenance = args.provenance;
      if (provenance === "published" && !call.allowIngestPublished) {
        throw new UsageError(
          "ingest: provenance published needs a server started with --allow-ingest-published; nothing was stored. Ask the operator to ingest their published work themselves (brain ingest <file>), or use provenance human for what they told you.",
        );
      }
      const r = ingest({
        ...ctx,
        files: [],
        texts: [{ label: args.name ?? "text", text: args.text }],
        into: args.tributary ?? (provenance === "published" ? "published" : provenance === "human" ? "notes" : "drafts"),
        provenance,
        ...(args.date === undefined ? {} : { date: args.date }),
        brain: brainInvocation(),
        ingestedBy: "mcp",
      });
      return { text: ingestText(r), data: { ...r } };
    },
  }),
  defineTool({
    name: "status",
    title: "Is consolidation due?",
    description:
      "Whether consolidation is due: what brain's session-start hook would say, and the counts behind it (published records, new since the last apply, last run, thresholds), plus the pending diff when there is one: its full id (pending_diff.id, what apply needs), whether it was applied, and the command that applies exactly it. Read-only.",
    inputSchema: INPUT.status,
    outputSchema: OUTPUT.status,
    handler: async (_args, ctx) => {
      const report = await status(ctx);
      return { text: statusText(report), data: { ...report } };
    },
  }),
  defineTool({
    name: "gather",
    title: "Gather new records",
    description:
      "Read-only. What is new since the last consolidation, oldest first: the new records with their text and their `source` for candidates, the active profile facts with their ids (for supersedes), the key vocabulary to reuse (the keys with the most values, the aliases, the multi-valued keys), the thresholds and how to write candidates (a quote from its record for every candidate). A page holds at most `limit` records and what fits 1 MB; `through` is the ingested_at of its last record — pass it to propose so only what you read is marked read, and gather again after the apply for the next page (new_remaining says how many are left).",
    inputSchema: INPUT.gather,
    outputSchema: OUTPUT.gather,
    handler: async (args, ctx) => {
      // Unlimited unless asked, as the CLI; a page too big for 1 MB is cut to fewer records.
      let limit = args.limit;
      for (;;) {
        const o = { ...ctx, ...(limit === undefined ? {} : { limit }) };
        const result = gather(o);
        // The facts are there to reuse keys; a profile too big to list beside the records is read with show, paged.
        const tooMany = jsonBytes(result.facts) > MAX_STRUCTURED_BYTES / 2;
        const listed = tooMany ? { ...result, facts: [] } : result;
        const data: Record<string, unknown> = tooMany ? { ...listed, facts_omitted: result.facts.length } : { ...listed };
        if (jsonBytes(data) <= MAX_STRUCTURED_BYTES || limit === 1) {
          const omitted = tooMany ? `\n\n(${result.facts.length} active facts are not listed here: read them with show, page by page.)` : "";
          const text = gatherText(listed, o) + omitted;
          return { text: capText(text, "call gather with a smaller limit"), data };
        }
        limit = Math.max(1, Math.min(limit ?? DEFAULT_PAGE, result.new_records.length) >> 1);
      }
    },
  }),
  defineTool({
    name: "validate_candidates",
    title: "Check candidates",
    description: `Check a candidates array against brain's candidate schema (this tool's input schema) before proposing it: one fact per candidate with key, value, provenance (published or human), source and observed_date. Returns every problem with its index and field. At most ${MAX_CANDIDATES} candidates and ${MAX_CANDIDATES_BYTES / 1024 / 1024} MiB of JSON per call. Read-only.`,
    inputSchema: INPUT.validate_candidates,
    outputSchema: OUTPUT.validate_candidates,
    handler: async (args) => {
      const count = checkCandidatesSize("validate_candidates", args.candidates);
      const v = await validateValue("candidates", args.candidates, "candidates");
      return { text: validatedText(v), data: { valid: true, kind: v.kind, count } };
    },
  }),
  defineTool({
    name: "propose",
    title: "Propose a profile change",
    description: `Classify a candidates array (the same array validate_candidates checks) with brain's rules against the profile and write the pending diff (brain/pending-diff.md and .json) and the archived batch; never the profile. Each candidate citing a record should carry a \`quote\` copied from that record: brain rejects a quote the record does not hold. Returns the review Markdown to show the operator verbatim (also the resource brain://pending-diff) then the diff's full \`id\` that apply needs (also in the structured result). through: the \`through\` gather returned, so records you have not read stay new. At most ${MAX_CANDIDATES} candidates and ${MAX_CANDIDATES_BYTES / 1024 / 1024} MiB of JSON per call.`,
    inputSchema: INPUT.propose,
    outputSchema: OUTPUT.propose,
    writes: "pending-diff",
    handler: async (args, ctx, call) => {
      checkCandidatesSize("propose", args.candidates);
      const r = await propose({
        ...ctx,
        ...call,
        candidatesFile: "candidates",
        candidates: args.candidates,
        through: args.through,
      });
      return reviewOutput(r);
    },
  }),
  defineTool({
    name: "retire",
    title: "Propose retiring facts",
    description:
      "Propose retiring active observed facts the operator says stopped being true (ids from show or the review; reason: the operator's own words). Added to the end of the pending batch while one is unapplied (its candidates keep their indexes and declines), else a batch of its own. Writes the pending diff like propose, never the profile: show the review to the operator and apply only after their yes.",
    inputSchema: INPUT.retire,
    outputSchema: OUTPUT.statement,
    writes: "pending-diff",
    handler: async (args, ctx, call) => {
      const r = await retire({
        ...ctx,
        ...call,
        ids: args.ids,
        reason: args.reason,
        ...(args.source === undefined ? {} : { source: args.source }),
        ...(args.date === undefined ? {} : { date: args.date }),
        origin: "agent",
      });
      return reviewOutput(r, `${statementText(r).join("\n")}\n`);
    },
  }),
  defineTool({
    name: "decline",
    title: "Decline candidates",
    description:
      "The operator says no to candidates of the pending batch: indexes as the review numbers them (#N), reason the operator's own words (one line), diff_id the id of the review the operator read (refused if the batch changed since, so the indexes are the ones they saw). brain proposes the batch again with them declined (the rule decline-by-operator rejects them) and returns the new review to show the operator, then the new diff id; declines add up over calls, and once applied a declined value is remembered (declined lists them, marked declined over MCP). decisions: several declines each with its own reason. Writes the pending diff like propose, never the profile. Decline only on the operator's answer, never on your own judgement.",
    inputSchema: INPUT.decline,
    outputSchema: OUTPUT.decline,
    writes: "pending-diff",
    handler: async (args, ctx, call) => {
      const r = await decline({
        ...ctx,
        ...call,
        indexes: args.indexes ?? [],
        ...(args.reason === undefined ? {} : { reason: args.reason }),
        ...(args.decisions === undefined ? {} : { decisions: args.decisions }),
        ...(args.diff_id === undefined ? {} : { expectedId: parseExpectedId(args.diff_id, "diff_id") }),
        by: "mcp",
      });
      return reviewOutput(r, `${declineText(r).join("\n")}\n`);
    },
  }),
  defineTool({
    name: "resolve",
    title: "Resolve a conflict",
    description:
      "Propose settling an open conflict the way the operator says: key, and keep — the id of the value that holds (status counts open conflicts; show lists the values and ids). Every other active value of the key is superseded by it once applied. reason: the operator's words; source: human:<label> (default human:resolve-<today>). Added to the end of the pending batch while one is unapplied, else a batch of its own. Writes the pending diff like propose, never the profile: show the review to the operator and apply only after their yes.",
    inputSchema: INPUT.resolve,
    outputSchema: OUTPUT.statement,
    writes: "pending-diff",
    handler: async (args, ctx, call) => {
      const r = await resolveConflict({
        ...ctx,
        ...call,
        key: args.key,
        keep: args.keep,
        ...(args.reason === undefined ? {} : { reason: args.reason }),
        ...(args.source === undefined ? {} : { source: args.source }),
        origin: "agent",
      });
      return reviewOutput(r, `${statementText(r).join("\n")}\n`);
    },
  }),
  defineTool({
    name: "declined",
    title: "Remembered declines",
    description:
      "What the operator declined in applied batches (not rolled back, not forgotten), oldest first: a later candidate matching one is rejected by reject-previously-declined. Forgetting one is the operator's own step at the command line (brain declined --forget <n…> --confirm). Read-only.",
    inputSchema: INPUT.declined,
    outputSchema: OUTPUT.declined,
    handler: async (_args, ctx) => {
      const r = declinedList(ctx);
      return { text: capText(declinedText(r, ctx), "run brain declined --json"), data: { ...r } };
    },
  }),
  defineTool({
    name: "show",
    title: "Show the profile",
    description: `The profile's facts with their ids, evidence and dates (active facts; all: true includes superseded and retired ones; id: only that fact), a page at a time: at most limit (default ${DEFAULT_PAGE}) facts and what fits 1 MB; pass next_cursor as cursor for the next page (a cursor is refused once the profile changed: start again). A fact with more sources than fit one result carries the first ones, and sources_pages gives the cursor for the rest: call show with its id and that sources_cursor. Read-only.`,
    inputSchema: INPUT.show,
    outputSchema: OUTPUT.show,
    handler: async (args, ctx) => {
      const id = args.id;
      if (args.sources_cursor !== undefined && id === undefined) {
        throw new UsageError("show: sources_cursor: only with id (the fact whose sources it pages); pass the id its sources_pages entry names.");
      }
      const query = { tool: "show", layer: args.layer ?? null, key: args.key ?? null, all: args.all === true, id: id ?? null };
      const pageOf = pager(args, ctx, query);
      // An agent is never given the facts of excluded keys (docs/session-context.md).
      const result = showProfile(ctx, {
        layer: args.layer,
        key: args.key,
        all: args.all === true || id !== undefined,
      });
      const facts = id === undefined ? result.facts : result.facts.filter((f) => f.id === id);
      if (id !== undefined && facts.length === 0) {
        throw new NotFoundError(id, "a fact with this id (and the layer and key given)", "call show with all: true to list every id");
      }
      // sources_cursor comes with an id (refused above otherwise).
      const from = args.sources_cursor === undefined || id === undefined ? 0 : readCursor("show", args.sources_cursor, pageOf.profileSha, sourcesQuery(id));
      const cut = facts.map((f) => cutSources(f, from, pageOf.profileSha));
      const { items, more, next_cursor } = pageOf("facts", cut);
      const shown = items.map((c) => c.fact);
      const sources_pages = items.flatMap((c) => (c.page ? [c.page] : []));
      const agentWritten = Object.fromEntries(shown.flatMap((f) => (result.agentWritten[f.id] ? [[f.id, result.agentWritten[f.id]!]] : [])));
      const text =
        showText({ ...result, facts: shown }) +
        (id !== undefined && (from > 0 || sources_pages.length > 0) ? sourcesText(shown[0]!, sources_pages[0]) : "") +
        sources_pages.map(sourcesMore).join("") +
        more;
      return {
        text: capText(text, `call show with a smaller limit${next_cursor ? ` or cursor ${next_cursor}` : ""}`),
        data: {
          facts: shown,
          total: facts.length,
          next_cursor,
          sources_pages,
          withheld: result.withheld,
          ...(Object.keys(agentWritten).length > 0 ? { agent_written: agentWritten } : {}),
        },
      };
    },
  }),
  defineTool({
    name: "recall",
    title: "Recall facts",
    description: `Look facts up by words: the active facts whose key or value holds the query's words (case, accents and width do not matter), the key equal to the query first, then keys starting with it, then the most words matched, then the session context's order; at most limit (default ${DEFAULT_RECALL_HITS}) hits, each with id, key, value, layer, independent evidence, last_seen, and agent-written where a source is a record an agent wrote. Facts of keys the operator excluded are never searched (withheld counts them). No hit is not an error. Read-only.`,
    inputSchema: INPUT.recall,
    outputSchema: OUTPUT.recall,
    handler: async (args, ctx) => {
      const r = recall({ ...ctx, words: [args.query], limit: args.limit ?? DEFAULT_RECALL_HITS });
      return { text: recallText(r), data: { ...r } };
    },
  }),
  defineTool({
    name: "explain",
    title: "Explain a fact",
    description: `The life of one fact, oldest first: each apply that added, bumped, promoted, superseded, merged or retired it, with the deciding rule, the candidate, its source and observed date, a page at a time (limit, default ${DEFAULT_PAGE} events, and what fits 1 MB; pass next_cursor as cursor for the next page). A fact with more sources than fit one result carries the first ones: sources_pages says how show pages the rest. Read-only.`,
    inputSchema: INPUT.explain,
    outputSchema: OUTPUT.explain,
    handler: async (args, ctx) => {
      const id = args.id;
      const result = explain(ctx, id);
      const sha = profileDigest(ctx.paths.profile);
      const query = { tool: "explain", id };
      const offset = args.cursor === undefined ? 0 : readCursor("explain", args.cursor, sha, query);
      const cut = result.fact ? cutSources(result.fact, 0, sha) : undefined;
      // The fact takes at most MAX_FACT_BYTES of the result; the events share the rest.
      const p = page(result.events, offset, args.limit ?? DEFAULT_PAGE, MAX_STRUCTURED_BYTES * 0.9 - MAX_FACT_BYTES);
      const next_cursor = p.next === null ? null : makeCursor(sha, p.next, query);
      const sources_pages = cut?.page ? [cut.page] : [];
      const shown = { ...result, fact: cut?.fact ?? null, events: p.items };
      const more =
        next_cursor === null
          ? ""
          : `\n\n(events ${offset + 1}–${offset + p.items.length} of ${result.events.length}; more: call explain with id ${id} and cursor ${next_cursor})`;
      const text = explanationText(shown) + sources_pages.map(sourcesMore).join("") + more;
      return {
        text: capText(text, `call explain with a smaller limit${next_cursor ? ` or cursor ${next_cursor}` : ""}`),
        data: { ...explanationJson(shown), total_events: result.events.length, next_cursor, sources_pages },
      };
    },
  }),
  defineTool({
    name: "rules",
    title: "List, check or test the rules",
    description:
      "The rules brain classifies with (file, version, scope, name, priority, outcome), after validating them — the data dir's rules, or those of `folder` (a folder inside the data dir, relative to it; with the default config). check: true checks the rule set against every situation the runtime can produce (strict: true makes warnings fail too); test: true runs the *.test.yaml files beside the rule files (name: only the tests whose name contains it). A failed check or test is an isError result that still carries the findings or test results. Read-only.",
    inputSchema: INPUT.rules,
    outputSchema: OUTPUT.rules,
    handler: async (args, ctx) => {
      const folder = args.folder === undefined ? undefined : clientRulesFolder(ctx, args.folder);
      const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
      if (args.check === true && args.test === true) {
        throw new UsageError("rules: check and test: expected one of them, found both; call rules once for each.");
      }
      if (args.name !== undefined && args.test !== true) throw new UsageError("rules: name: only with test: true (it selects the tests to run).");
      if (args.strict === true && args.check !== true && args.test !== true) {
        throw new UsageError("rules: strict: only with check: true (warnings then fail the check) or test: true.");
      }
      if (args.check === true) {
        const r = await checkRuleFiles({ ...where, strict: args.strict === true });
        return { text: checkRuleFilesText(r), data: { ...r }, ...(r.ok ? {} : { isError: true }) };
      }
      if (args.test === true) {
        const r = await testRules({ ...where, today: ctx.today, name: args.name });
        const data = { kind: r.kind, ok: r.ok, name: r.name ?? null, ...testRulesJson(r) };
        return { text: testRulesText(r), data, ...(r.ok ? {} : { isError: true }) };
      }
      const result = listRules(where.configFile, where.defaultConfig, where.folder);
      return { text: rulesText(result), data: { ...result } };
    },
  }),
  defineTool({
    name: "history",
    title: "Profile history",
    description: `The applies and rollbacks of the profile, newest first, with the counts of what each changed, a page at a time (limit, default ${DEFAULT_PAGE}; pass next_cursor as cursor for the next page; refused once the profile changed: start again). Read-only.`,
    inputSchema: INPUT.history,
    outputSchema: OUTPUT.history,
    handler: async (args, ctx) => {
      const pageOf = pager(args, ctx, { tool: "history" });
      const result = history(ctx);
      const { items, more, next_cursor } = pageOf("entries", result.entries);
      return {
        text: capText(historyText({ entries: items, withheld: result.withheld }) + more, "call history with a smaller limit"),
        data: { entries: items, total: result.entries.length, next_cursor, withheld: result.withheld },
      };
    },
  }),
  defineTool({
    name: "apply",
    title: "Apply the pending diff",
    description:
      "Write the pending diff into the profile — only after the operator read the review and said yes to it. diff_id: the exact id (all 64 hex digits, from propose, decline, status or brain://pending-diff) of the diff whose review the operator approved; confirm: true. A diff proposed again since (any other id), or made stale by a change of the profile, rules or records, is refused and nothing is written.",
    inputSchema: INPUT.apply,
    outputSchema: OUTPUT.apply,
    needsAllowApply: true,
    writes: "profile",
    handler: async (args, ctx, call) => {
      const { diffFile, expectedId } = checkApplyRequest(args, ctx.paths.pendingJson);
      // The use case checks the id against the file it reads, as `--expect` does (exit 4 in the CLI).
      const r = await apply({ ...ctx, ...call, diffFile, confirm: true, expectedId });
      return { text: applyText(r), data: { ...r } };
    },
  }),
];

/** The tools a server started with or without `--allow-apply` serves. */
export function servedTools(allowApply: boolean, tools: readonly Tool[] = TOOLS): Tool[] {
  return tools.filter((t) => allowApply || t.needsAllowApply !== true);
}

/**
 * What a tool that wrote the pending diff returns: the review verbatim (what the operator approves),
 * then — after `before`, if any — the diff's full id (the review shows only its first 12 digits)
 * and what to do with it.
 */
function reviewOutput<R extends { id: string; summary: string; applyCommand: string; pendingMd: string }>(r: R, before = ""): ToolOutput {
  const next = `${before}Diff id: ${r.id}\n${r.summary}. Show the review above to the operator verbatim; only after their explicit yes to it: apply with this diff_id and confirm: true, or they run: ${r.applyCommand}`;
  return { text: capText(readWrittenFile(r.pendingMd), `read ${r.pendingMd}`), next, data: { ...r } };
}

/**
 * The pages of a paged tool (show, history): the cursor is checked at once (refused once the
 * profile changed); the function returned cuts a list to the page it names — at most `args.limit`
 * items and what fits 1 MB — with the cursor for the next page and the line that tells the client
 * how to get it. `profileSha` is the profile the cursors name.
 */
function pager(args: { cursor?: string; limit?: number }, ctx: Context, query: { tool: string } & Record<string, unknown>) {
  const sha = profileDigest(ctx.paths.profile);
  const offset = args.cursor === undefined ? 0 : readCursor(query.tool, args.cursor, sha, query);
  const pageOf = <T>(what: string, all: readonly T[]): { items: T[]; more: string; next_cursor: string | null } => {
    const p = page(all, offset, args.limit ?? DEFAULT_PAGE, MAX_STRUCTURED_BYTES * 0.9);
    const next_cursor = p.next === null ? null : makeCursor(sha, p.next, query);
    const more =
      next_cursor === null
        ? ""
        : `\n\n(${what} ${offset + 1}–${offset + p.items.length} of ${all.length}; more: call ${query.tool} with cursor ${next_cursor})`;
    return { items: p.items, more, next_cursor };
  };
  return Object.assign(pageOf, { profileSha: sha });
}

/** Which sources of a fact a result carries, when not all of them (`from` 0-based). */
interface SourcesPage {
  id: string;
  from: number;
  shown: number;
  total: number;
  /** show's `sources_cursor` for the next ones; null when these are the last. */
  next_cursor: string | null;
}

/** The query a sources cursor is cut for: one fact's sources. */
const sourcesQuery = (id: string) => ({ tool: "show", sources_of: id });

/**
 * The fact with the sources from `from` on that keep it within MAX_FACT_BYTES (at least one), and,
 * when that is not all of them, the page it carries; a fact that fits whole is left as it is.
 */
function cutSources(fact: Fact, from: number, profileSha: string): { fact: Fact; page?: SourcesPage } {
  if (from === 0 && jsonBytes(fact) <= MAX_FACT_BYTES) return { fact };
  const budget = MAX_FACT_BYTES - jsonBytes({ ...fact, sources: [] });
  const p = page(fact.sources, from, fact.sources.length, budget);
  const next_cursor = p.next === null ? null : makeCursor(profileSha, p.next, sourcesQuery(fact.id));
  return { fact: { ...fact, sources: p.items }, page: { id: fact.id, from, shown: p.items.length, total: fact.sources.length, next_cursor } };
}

/** The line that tells the client how to read the sources a result left out. */
function sourcesMore(p: SourcesPage): string {
  return p.next_cursor === null
    ? ""
    : `\n\n(fact ${p.id}: sources ${p.from + 1}–${p.from + p.shown} of ${p.total}; more: call show with id ${p.id} and sources_cursor ${p.next_cursor})`;
}

/** show with `id` on a fact too large for one result: the page of its sources, as text. */
function sourcesText(fact: Fact, p: SourcesPage | undefined): string {
  const from = p?.from ?? 0;
  return `\n\nSources ${from + 1}–${from + fact.sources.length} of ${p?.total ?? fact.sources.length}:\n${fact.sources.map((s) => `- ${visible(s)}`).join("\n")}`;
}

/** A candidates array over the documented limits is refused before anything reads it; returns how many it holds. */
function checkCandidatesSize(tool: string, candidates: unknown): number {
  const count = Array.isArray(candidates) ? candidates.length : 0;
  if (count > MAX_CANDIDATES) {
    throw new UsageError(
      `${tool}: candidates: ${count} candidates is over the limit of ${MAX_CANDIDATES} per call; nothing was written. Send at most ${MAX_CANDIDATES} per call (gather with a limit, or the CLI for larger batches).`,
    );
  }
  const bytes = jsonBytes(candidates);
  if (bytes > MAX_CANDIDATES_BYTES) {
    throw new UsageError(
      `${tool}: candidates: ${bytes} bytes of JSON is over the limit of ${MAX_CANDIDATES_BYTES} bytes per call; nothing was written. Send fewer candidates per call.`,
    );
  }
  return count;
}
