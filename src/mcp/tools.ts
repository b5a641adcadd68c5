/**
 * brain's MCP tools, one entry each: name, description, schemas and a handler that calls the same
 * use case as the CLI and returns the readable text plus the `--json` form. A handler refuses by
 * throwing a BrainError; src/mcp/server.ts turns that into an `isError` result.
 */
import type { Context } from "../cli/context.js";
import { history, historyText } from "../usecases/history.js";
import { listRules, rulesText } from "../usecases/rules.js";
import { showProfile, showText, type Layer } from "../usecases/show.js";
import { status, statusText } from "../usecases/status.js";
import { validatedText, validateValue } from "../usecases/validate.js";
import { INPUT, OUTPUT, type ObjectSchema } from "./tool-schemas.js";

export interface ToolOutput {
  text: string;
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
  /** `args` have passed the input schema's top-level checks. */
  handler: (args: Record<string, unknown>, ctx: Context) => Promise<ToolOutput>;
}

/**
 * gather, propose, explain and apply join this table when their use cases land: their schemas are
 * in INPUT already. apply's entry has `needsAllowApply: true`, and its handler runs
 * checkApplyRequest(args, ctx.paths.pendingJson) (src/mcp/apply-gate.ts) before the apply use case.
 */
export const TOOLS: readonly Tool[] = [
  {
    name: "status",
    description:
      "Whether consolidation is due: what brain's session-start hook would say, and the counts behind it (published records, new since the last apply, last run, thresholds). Read-only.",
    inputSchema: INPUT.status,
    outputSchema: OUTPUT.status,
    handler: async (_args, ctx) => {
      const report = status({ paths: ctx.paths, configFile: ctx.configFile, today: ctx.today });
      return { text: statusText(report), data: { ...report } };
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
    name: "show",
    description: "The profile's facts with their ids, evidence and dates (active facts; all: true includes superseded ones). Read-only.",
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
      const result = history(ctx.paths.history);
      return { text: historyText(result), data: { ...result } };
    },
  },
];

/** The tools a server started with or without `--allow-apply` serves. */
export function servedTools(allowApply: boolean, tools: readonly Tool[] = TOOLS): Tool[] {
  return tools.filter((t) => allowApply || t.needsAllowApply !== true);
}
