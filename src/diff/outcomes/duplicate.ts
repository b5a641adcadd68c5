/** duplicate: this source already counted for the value; nothing changes. */
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { guaranteed, noteSupersedesUnused, reportedOnly } from "./support.js";

export const DUPLICATE = candidateOutcome("duplicate", {
  list: "duplicates",
  propose(step) {
    const evidenced = guaranteed(step.evidencedBy, "the fact this source evidenced");
    step.ctx.out.duplicates.push(
      packedAs({ candidate: step.index, id: evidenced.id, key: step.key, value: evidenced.value, source: step.candidate.source }, evidenced),
    );
    noteSupersedesUnused(step);
  },
  replay: reportedOnly,
  sortValue: (d) => d.value,
  pendingLine: (d) => `- ${indexMark(d.candidate)} **${md(d.key)}**: ${mdValue(d.value)} — ${md(d.source)} already counted for \`${d.id}\``,
  reviewLines: (d) => [`duplicate: ${d.source} already counted for ${d.id}; changes nothing`],
  explain(d, ctx) {
    ctx.lives.of(d.id).push({ ...ctx.forCandidate(d.candidate, d.source, null), op: "duplicate", id: d.id, value: d.value });
  },
});
