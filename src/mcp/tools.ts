/**
 * brain's MCP tools, one entry each: name, description, schemas and a handler that calls the same
 * use case as the CLI and returns the readable text plus the `--json` form. A handler refuses by
 * throwing a BrainError; src/mcp/server.ts turns that into an `isError` result.
 */
import type { Context } from "../usecases/context.js";
import { apply, applyText } from "../usecases/apply.js";
import { explain, explanationJson, explanationText } from "../usecases/explain.js";
import { gather, gatherText } from "../usecases/gather.js";
import { history, historyText } from "../usecases/history.js";
import { propose } from "../usecases/propose.js";
import { listRules, rulesText } from "../usecases/rules.js";
import { showProfile, showText, type Layer } from "../usecases/show.js";
import { status, statusText } from "../usecases/status.js";
import { validatedText, validateValue } from "../usecases/validate.js";
import { checkApplyRequest } from "./apply-gate.js";
import { INPUT, OUTPUT, type ObjectSchema } from "./tool-schemas.js";
import { readWrittenFile } from "../usecases/files.js";

interface ToolOutput {
  text: string;
  /** A second text block, for what the client needs next and `text` cannot carry (propose: the full diff id). */
  next?: string;
  /** The CLI's `--json` form: a JSON object at the top level. */
  data: Record<string, unknown>;
}

export interface Tool {
  name: string;
  description: string;
  inputSchema: () => ObjectSchema;
  outputSchema?: () => ObjectSchema;
  /** Served only by `brain mcp --allow-apply`. */
  needsAllowApply?: boolean;
  /** What the tool writes, if anything (its annotations tell clients): the pending diff, or the profile. */
  writes?: "pending-diff" | "profile";
  /** `args` have passed the input schema's top-level checks; `notice` takes one-line notices (stderr). */
  handler: (args: Record<string, unknown>, ctx: Context, notice: (text: string) => void) => Promise<ToolOutput>;
}

/**
 * Every tool, in the order clients list them. Only `propose` (the batch and the pending diff, never
 * the profile) and `apply` (served with --allow-apply only) write anything.
 */
export const TOOLS: readonly Tool[] = [
  {
    name: "status",
    description:
      "Whether consolidation is due: what brain's session-start hook would say, and the counts behind it (published records, new since the last apply, last run, thresholds). Read-only.",
    inputSchema: INPUT.status,
    outputSchema: OUTPUT.status,
    handler: async (_args, ctx) => {
      const report = await status(ctx);
      return { text: statusText(report), data: { ...report } };
    },
  },
  {
    name: "gather",
    description:
      "Read-only. What is new since the last consolidation: the new records with their text and their `source` for candidates, the active profile facts with their ids (for reusing keys and for supersedes), the thresholds, the candidate schema and how to write candidates. limit: only the oldest N new records; then pass the returned `through` to propose.",
    inputSchema: INPUT.gather,
    outputSchema: OUTPUT.gather,
    handler: async (args, ctx) => {
      const o = { ...ctx, ...(args.limit === undefined ? {} : { limit: args.limit as number }) };
      const result = gather(o);
      return { text: gatherText(result, o), data: { ...result } };
    },
  },
  {
    name: "validate_candidates",
    description:
      "Check a candidates array against brain's candidate schema before proposing it: one fact per candidate with key, value, provenance (published or human), source and observed_date. Returns every problem with its index and field. Read-only.",
    inputSchema: INPUT.validate_candidates,
    outputSchema: OUTPUT.validate_candidates,
    handler: async (args) => {
      const v = await validateValue("candidates", args.candidates, "candidates");
      return { text: validatedText(v), data: { valid: true, kind: v.kind, count: (args.candidates as unknown[]).length } };
    },
  },
  {
    name: "propose",
    description:
      "Classify a candidates array with brain's rules against the profile and write the pending diff (brain/pending-diff.md and .json) and the archived batch; never the profile. Returns the review Markdown to show the operator verbatim (also the resource brain://pending-diff) then the diff's full `id` that apply needs (also in the structured result). through: the `through` a limited gather returned.",
    inputSchema: INPUT.propose,
    outputSchema: OUTPUT.propose,
    writes: "pending-diff",
    handler: async (args, ctx, notice) => {
      const r = await propose({
        ...ctx,
        notice,
        candidatesFile: "candidates",
        candidates: args.candidates,
        through: args.through as string | undefined,
      });
      // The review verbatim (what the operator approves), then the id apply needs: the review shows only its first 12 digits.
      const next = `Diff id: ${r.id}\n${r.summary}. Show the review above to the operator verbatim; only after their explicit yes: apply with this diff_id and confirm: true, or they run: ${r.applyCommand}`;
      return { text: readWrittenFile(r.pendingMd), next, data: { ...r } };
    },
  },
  {
    name: "show",
    description: "The profile's facts with their ids, evidence and dates (active facts; all: true includes superseded and retired ones). Read-only.",
    inputSchema: INPUT.show,
    outputSchema: OUTPUT.show,
    handler: async (args, ctx) => {
      const result = showProfile(ctx.paths.profile, {
        layer: args.layer as Layer | undefined,
        key: args.key as string | undefined,
        all: args.all === true,
      });
      return { text: showText(result), data: { facts: result.facts } };
    },
  },
  {
    name: "explain",
    description:
      "The life of one fact, oldest first: each apply that added, bumped, promoted, superseded, merged or retired it, with the deciding rule, the candidate, its source and observed date. Read-only.",
    inputSchema: INPUT.explain,
    outputSchema: OUTPUT.explain,
    handler: async (args, ctx) => {
      const result = explain(ctx.paths, args.id as string);
      return { text: explanationText(result), data: { ...explanationJson(result) } };
    },
  },
  {
    name: "rules",
    description: "The rules brain classifies with (file, version, scope, name, priority, outcome), after validating them. Read-only.",
    inputSchema: INPUT.rules,
    outputSchema: OUTPUT.rules,
    handler: async (_args, ctx) => {
      const result = listRules(ctx.configFile, ctx.paths.config);
      return { text: rulesText(result), data: { ...result } };
    },
  },
  {
    name: "history",
    description: "The applies and rollbacks of the profile, newest first, with the counts of what each changed. Read-only.",
    inputSchema: INPUT.history,
    outputSchema: OUTPUT.history,
    handler: async (_args, ctx) => {
      const result = history(ctx.paths);
      return { text: historyText(result), data: { ...result } };
    },
  },
  {
    name: "apply",
    description:
      "Write the pending diff into the profile — only after the operator read the review and said yes. diff_id: the pending diff's exact id (from propose); confirm: true. A diff proposed again since, or made stale by a change of the profile, rules or records, is refused and nothing is written.",
    inputSchema: INPUT.apply,
    outputSchema: OUTPUT.apply,
    needsAllowApply: true,
    writes: "profile",
    handler: async (args, ctx, notice) => {
      const diffFile = checkApplyRequest(args, ctx.paths.pendingJson);
      const r = await apply({
        ...ctx,
        notice,
        diffFile,
        confirm: true,
        expectedId: args.diff_id as string,
      });
      return { text: applyText(r), data: { ...r } };
    },
  },
];

/** The tools a server started with or without `--allow-apply` serves. */
export function servedTools(allowApply: boolean, tools: readonly Tool[] = TOOLS): Tool[] {
  return tools.filter((t) => allowApply || t.needsAllowApply !== true);
}
