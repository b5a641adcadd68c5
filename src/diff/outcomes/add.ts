/** add: a new fact, for a key with no active value or a new member of a multi-valued key. */
import { mintEntityId, mintMemberId, uniqueId } from "../../core/mint-id.js";
import { md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { fitsAsNewFact, noteSupersedesUnused } from "./support.js";

export const ADD = candidateOutcome("add", {
  list: "additions",
  // A conflict's new value is an addition too, marked `conflict`.
  holds: (a) => a.conflict !== true,
  propose(step) {
    const { candidate, key, ctx } = step;
    const minted = step.multiValued ? mintMemberId({ kind: "observed", key, value: candidate.value }) : mintEntityId({ kind: "observed", key });
    const id = uniqueId(minted, ctx.state);
    ctx.state.add(id, key, candidate.value, step);
    // Spelled out, not spread: a spread entry keeps its fields in a separate array (~40 bytes × 80k at 100k).
    ctx.out.additions.push({
      candidate: step.index,
      id,
      key,
      value: candidate.value,
      source: step.source,
      observed_date: step.observed_date,
      provenance: step.provenance,
    });
    noteSupersedesUnused(step);
  },
  replay(a, at, ctx) {
    if (!fitsAsNewFact(a, at, ctx)) return;
    const active = ctx.state.activeCount(a.key);
    if (active > 0 && !ctx.multiValued.has(a.key)) {
      return ctx.fail(at, `expected key "${a.key}" to have no active fact (or to be multi-valued), found ${active}`);
    }
    ctx.state.add(a.id, a.key, a.value, a);
  },
  sortValue: (a) => a.value,
  pendingLine: (a, ctx) =>
    `- **${md(a.key)}**: ${mdValue(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${ctx.why(`c${a.candidate}`)}${ctx.mark(a.source)}`,
  reviewLines: (a) => [`adds ${a.key}: ${a.value} as ${a.id}`],
  explain(a, ctx) {
    ctx.lives.start(a.id).push({ ...ctx.forCandidate(a.candidate, a.source, a.observed_date), op: "add", id: a.id, value: a.value });
  },
});
