/** retire: the fact a retire candidate names stopped being true; it keeps its id and its line, marked retired. */
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { guaranteed, mismatch, sameFact } from "./support.js";

export const RETIRE = candidateOutcome("retire", {
  list: "retirements",
  propose(step) {
    const { candidate, ctx } = step;
    // The guard admits retire only for a live target.
    const retired = guaranteed(step.target, "a target");
    ctx.claimed.set(retired.id, { candidate: step.index, as: "retired" });
    ctx.state.retire(retired.id, candidate.observed_date, candidate.reason);
    ctx.out.retirements.push(
      packedAs(
        {
          candidate: step.index,
          id: retired.id,
          key: step.key,
          value: retired.value,
          reason: candidate.reason,
          source: candidate.source,
          observed_date: candidate.observed_date,
        },
        retired,
      ),
    );
  },
  replay(r, at, { state, fail }) {
    const f = state.get(r.id);
    // A seed is retired too, when the operator asked (the rules decided that at propose).
    if (f?.status !== "active") return fail(at, `expected an active fact ${r.id}, found ${f ? `a ${f.status} ${f.kind} fact` : "none"}`);
    if (!sameFact(f, r.key, r.value, state)) return fail(at, mismatch(f, r.key, r.value));
    state.retire(r.id, r.observed_date, r.reason);
  },
  sortValue: (r) => r.value,
  pendingLine: (r, ctx) =>
    `- ${indexMark(r.candidate)} **${md(r.key)}**: ${mdValue(r.value)} — retired on ${r.observed_date} (${md(r.source)}): ${mdValue(r.reason)}; the fact stays in the profile, marked retired \`${r.id}\`` +
    ctx.why(`c${r.candidate}`) +
    ctx.mark(r.source, r.candidate),
  reviewLines: (r) => [`retires ${r.id} (${r.key}: ${r.value}): ${r.reason}`],
  explain(r, ctx) {
    ctx.lives.of(r.id).push({ ...ctx.forCandidate(r.candidate, r.source, r.observed_date), op: "retire", id: r.id, value: r.value, reason: r.reason });
  },
});
