/** bump: one more distinct source for the active fact already holding the value. */
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { foundFact, guaranteed, mismatch, noteSupersedesUnused, sameFact } from "./support.js";

export const BUMP = candidateOutcome("bump", {
  list: "evidenceBumps",
  propose(step) {
    const { ctx } = step;
    const fact = guaranteed(step.holder, "an active fact holding the value");
    const before = fact.evidence_count;
    const { id, value: held } = fact;
    ctx.state.bump(id, step);
    ctx.out.evidenceBumps.push(
      packedAs(
        {
          candidate: step.index,
          id,
          key: step.key,
          value: held,
          source: step.source,
          observed_date: step.observed_date,
          provenance: step.provenance,
          evidence_before: before,
          evidence_after: before + 1,
        },
        fact,
      ),
    );
    noteSupersedesUnused(step);
  },
  replay(b, at, { state, fail }) {
    const f = state.get(b.id);
    if (f?.status !== "active") return fail(at, `expected an active fact ${b.id}, found ${foundFact(f)}`);
    if (!sameFact(f, b.key, b.value, state)) return fail(at, mismatch(f, b.key, b.value));
    if (f.evidence_count !== b.evidence_before || b.evidence_after !== b.evidence_before + 1) {
      return fail(at, `expected fact ${b.id} to go from ${b.evidence_before} to ${b.evidence_after} sources, found ${f.evidence_count}`);
    }
    // An index lookup, not a scan of the fact's sources: 20k bumps of one fact stay linear.
    if (state.evidencedBy(f.key, state.normValue(f), b.source)?.id === f.id) {
      return fail(`${at}/source`, `expected a new source, found ${JSON.stringify(b.source)} already counted`);
    }
    state.bump(b.id, b);
  },
  sortValue: (b) => b.value,
  pendingLine: (b, ctx) =>
    `- ${indexMark(b.candidate)} **${md(b.key)}**: ${mdValue(b.value)} — ${b.evidence_before} → ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\`${ctx.why(`c${b.candidate}`)}${ctx.mark(b.source, b.candidate)}`,
  reviewLines: (b) => [`bumps ${b.id} (${b.key}: ${b.value}) from ${b.evidence_before} to ${b.evidence_after} sources`],
  explain(b, ctx) {
    ctx.lives.of(b.id).push({ ...ctx.forCandidate(b.candidate, b.source, b.observed_date), op: "bump", id: b.id, value: b.value });
  },
});
