/** add: a new fact, for a key with no active value or a new member of a multi-valued key. */
import { mintEntityId, mintMemberId, uniqueId } from "../../core/mint-id.js";
import { normalizeValue } from "../../core/normalize.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { addFact, fitsAsNewFact, noteSupersedesUnused } from "./support.js";

export const ADD = candidateOutcome("add", {
  list: "additions",
  // A conflict's new value is an addition too, marked `conflict`.
  holds: (a) => a.conflict !== true,
  propose(step) {
    const { candidate, key } = step;
    const minted = step.multiValued ? mintMemberId({ kind: "observed", key, value: candidate.value }) : mintEntityId({ kind: "observed", key });
    addFact(step, uniqueId(minted, step.ctx.state));
    noteSupersedesUnused(step);
  },
  replay(a, at, ctx) {
    if (!fitsAsNewFact(a, at, ctx)) return;
    const active = ctx.state.valuesBeside(a.key, normalizeValue(a.value));
    if (active > 0 && !ctx.multiValued.has(a.key)) {
      return ctx.fail(at, `expected key "${a.key}" to have no active fact (or to be multi-valued), found ${active}`);
    }
    ctx.state.add(a.id, a.key, a.value, a);
  },
  sortValue: (a) => a.value,
  pendingLine: (a, ctx) =>
    `- ${indexMark(a.candidate)} **${md(a.key)}**: ${mdValue(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${ctx.why(`c${a.candidate}`)}${ctx.mark(a.source, a.candidate)}`,
  reviewLines: (a) => [`adds ${a.key}: ${a.value} as ${a.id}`],
  explain(a, ctx) {
    ctx.lives.start(a.id).push({ ...ctx.forCandidate(a.candidate, a.source, a.observed_date), op: "add", id: a.id, value: a.value });
  },
});
