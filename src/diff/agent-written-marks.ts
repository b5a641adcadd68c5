/**
 * Which parts of a diff rest on what an agent wrote (src/core/agent-written.ts): the candidates
 * whose source is an agent-written record or whose origin is `agent` (an MCP tool added them), and
 * the promotions of facts with an agent-written source. Named in the diff as `agent_written`, so
 * the review, `brain review` and `explain` mark them, and re-derived by apply like the rest.
 */
import type { Candidate, ProfileDiff } from "../core/schema-types.js";
import type { ProfileState } from "./profile-state.js";

export type AgentWrittenMarks = NonNullable<ProfileDiff["agent_written"]>;

export function agentWrittenMarks(
  candidates: readonly Candidate[],
  out: Pick<ProfileDiff, "promotions">,
  state: ProfileState,
  { written, agentOrigin }: { written: ReadonlySet<string> | undefined; agentOrigin: ReadonlyMap<number, string> },
): AgentWrittenMarks | undefined {
  const none = written === undefined || written.size === 0;
  const agent = [...agentOrigin].flatMap(([i, origin]) => (origin === "agent" ? [i] : []));
  if (none && agent.length === 0) return undefined;
  const marked = new Set(agent);
  if (!none) candidates.forEach((c, i) => written.has(c.source) && marked.add(i));
  const promotions = none ? [] : out.promotions.flatMap((p) => (state.get(p.id)?.sources.some((s) => written.has(s)) ? [p.id] : []));
  if (marked.size === 0 && promotions.length === 0) return undefined;
  return { candidates: [...marked].sort((a, b) => a - b), promotions };
}
