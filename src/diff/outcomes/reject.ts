/** reject: the candidate changes nothing; the rejection names the rule (or the operator's decline) and why. */
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { reportedOnly } from "./support.js";

export const REJECT = candidateOutcome("reject", {
  list: "rejected",
  propose(step) {
    const { candidate, decision } = step;
    // What the candidate tried: the fact a retire or a resolve names, or a value.
    const what =
      step.shape === "retire"
        ? { retires: step.candidate.retires }
        : step.shape === "resolve"
          ? { keeps: step.candidate.keeps }
          : { value: step.candidate.value };
    step.ctx.out.rejected.push({
      candidate: step.index,
      key: step.key,
      ...what,
      provenance: candidate.provenance,
      source: candidate.source,
      rule: decision.rule,
      ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
    });
  },
  replay: reportedOnly,
  sortValue: (r) => r.value ?? "",
  pendingLine: (r, ctx) =>
    `- ${indexMark(r.candidate)} **${md(r.key)}**: ${r.retires !== undefined ? `retire \`${md(r.retires)}\`` : r.keeps !== undefined ? `resolve, keeping \`${md(r.keeps)}\`` : mdValue(r.value ?? "")} — ${r.provenance}, ${md(r.source)} (rule ${md(r.rule)})${ctx.why(`c${r.candidate}`)}${ctx.agentMark(r.candidate)}`,
  reviewLines: () => ["rejected: changes nothing"],
  // Told for the fact it was about, once the replay knows every id that fact had.
  explain: (r, ctx) => ctx.refused(r),
});
