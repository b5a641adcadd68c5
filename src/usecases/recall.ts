/**
 * `brain recall <words…> [--limit <n>] [--include-excluded]` and the MCP `recall` tool: the active
 * facts that match, ranked (src/diff/recall-facts.ts). Read-only. Facts of excluded keys are left
 * out unless the operator asks at the command line; the MCP tool never asks.
 */
import { UsageError } from "../core/errors.js";
import { independentEvidence } from "../core/provenance.js";
import type { Fact } from "../core/schema-types.js";
import { visible, visibleValue } from "../core/visible-text.js";
import { recallFacts } from "../diff/recall-facts.js";
import { isAgentWritten } from "../diff/session-context.js";
import { agentWrittenAmong } from "../io/agent-written.js";
import { readProfile } from "../io/profile-store.js";
import type { UseCaseOptions } from "./options.js";
import { agentExclusion } from "./withheld.js";

const DEFAULT_RECALL_LIMIT = 10;
/** The most hits one call returns. */
const MAX_RECALL_LIMIT = 1000;

export interface RecallOptions extends Pick<UseCaseOptions, "paths" | "configFile" | "today"> {
  words: readonly string[];
  limit?: number;
  includeExcluded?: boolean;
}

interface RecallHit {
  id: string;
  key: string;
  value: string;
  layer: Fact["layer"];
  independent_evidence: number;
  last_seen: string;
  /** A source of the fact is a record an agent wrote (through the MCP server). */
  agent_written: boolean;
  /** With --include-excluded: the glob that keeps this key from agents. */
  excluded_by?: string;
}

/** The `--json` form (the MCP tool's structured result). */
export interface RecallResult {
  query: string;
  hits: RecallHit[];
  /** Hits before the limit. */
  total: number;
  /** Active facts of excluded keys, never searched (0 with --include-excluded). */
  withheld: number;
}

export function recall(o: RecallOptions): RecallResult {
  const words = o.words.map((w) => w.trim()).filter((w) => w !== "");
  if (words.length === 0) throw new UsageError("recall: expected at least one word to search for");
  const limit = o.limit ?? DEFAULT_RECALL_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECALL_LIMIT) {
    throw new UsageError(`recall: --limit: expected a whole number from 1 to ${MAX_RECALL_LIMIT}, found ${String(o.limit)}`);
  }
  const { doc } = readProfile(o.paths.profile);
  const { config, exclude } = agentExclusion(o);
  const found = recallFacts({ facts: doc.facts, config, context: { exclude }, today: o.today }, { words, limit, includeExcluded: o.includeExcluded === true });
  // Only the hits' records are read to mark what an agent wrote.
  const agentWritten = agentWrittenAmong(
    o.paths,
    found.matches.flatMap((m) => m.fact.sources),
  );
  return {
    query: words.join(" "),
    hits: found.matches.map(({ fact, excludedBy }) => ({
      id: fact.id,
      key: fact.key,
      value: fact.value,
      layer: fact.layer,
      independent_evidence: independentEvidence(fact.sources),
      last_seen: fact.last_seen,
      agent_written: isAgentWritten(fact, agentWritten),
      ...(excludedBy === null ? {} : { excluded_by: excludedBy }),
    })),
    total: found.total,
    withheld: found.withheld,
  };
}

/** The readable form, shared by the CLI and the MCP server. */
export function recallText(r: RecallResult): string {
  const withheld =
    r.withheld > 0 ? `(${r.withheld} fact${r.withheld === 1 ? "" : "s"} of excluded keys ${r.withheld === 1 ? "is" : "are"} withheld and never searched.)` : "";
  if (r.hits.length === 0) return ["no match", withheld].filter((l) => l !== "").join("\n");
  const lines = r.hits.map((h) => {
    const marks = [`${h.layer}`, `${h.independent_evidence} source${h.independent_evidence === 1 ? "" : "s"}`, `last seen ${h.last_seen}`];
    if (h.agent_written) marks.push("agent-written");
    if (h.excluded_by) marks.push(`excluded from agents by \`${h.excluded_by}\``);
    return `${h.id}  ${visible(h.key)}: ${visibleValue(h.value)}  (${marks.join(", ")})`;
  });
  const more = r.total - r.hits.length;
  if (more > 0) lines.push(`(${more} more match${more === 1 ? "" : "es"}: raise the limit)`);
  if (withheld) lines.push(withheld);
  return lines.join("\n");
}
