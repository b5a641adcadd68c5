/**
 * Agent-written evidence: a record an agent stored through brain's MCP server (`ingested_by: mcp`
 * in its frontmatter) is "agent-written", the one word brain uses for it everywhere the operator
 * decides (the review, `brain review`, promotions, `show`, `explain`). Pure: which records are
 * agent-written is read by src/io/records.ts (`readAgentWritten`).
 */
import type { Fact } from "./schema-types.js";

/** The mark brain prints beside what rests on agent-written evidence, or was added by an MCP tool. */
export const AGENT_WRITTEN = "agent-written";

/** How a decline an agent made through the MCP `decline` tool is listed (`brain declined`, history, the review). */
export const DECLINED_OVER_MCP = "declined over MCP";

/** The sources of `fact` that are agent-written records, in the fact's order (empty when none). */
export function agentWrittenSources(fact: Pick<Fact, "sources">, written: ReadonlySet<string>): string[] {
  if (written.size === 0) return [];
  return fact.sources.filter((s) => written.has(s));
}
