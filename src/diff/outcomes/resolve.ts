/**
 * resolve: the operator settles an open conflict (brain resolve). The kept fact stays as it is;
 * every other active value of the key is archived as superseded by it.
 */
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome } from "./spec.js";
import { guaranteed, mismatch, sameFact } from "./support.js";

export const RESOLVE = candidateOutcome("resolve", {
  list: "resolutions",
  propose(step) {
    const { candidate, ctx, key } = step;
    // The guard admits resolve only for a live, unclaimed kept fact of a key with an open conflict.
    const kept = guaranteed(step.target, "a kept fact");
    // Every other active value, seeds included.
    const losers = ctx.state.activeValues(key).filter((f) => f.id !== kept.id);
    ctx.claimed.set(kept.id, { candidate: step.index, as: "kept" });
    for (const f of losers) {
      ctx.claimed.set(f.id, { candidate: step.index, as: "superseded" });
      ctx.state.supersedeBy(f.id, kept.id, candidate.observed_date);
    }
    ctx.out.resolutions.push({
      candidate: step.index,
      key,
      kept: packedAs({ id: kept.id, value: kept.value }, kept),
      superseded: losers.map((f) => packedAs({ id: f.id, value: f.value }, f)),
      ...(candidate.reason !== undefined ? { reason: candidate.reason } : {}),
      source: candidate.source,
      observed_date: candidate.observed_date,
    });
  },
  /** The kept fact stays as it is; every other active value of the key must be exactly the ones listed, each archived as superseded by it. */
  replay(r, at, { state, fail }) {
    const kept = state.get(r.kept.id);
    if (kept?.status !== "active") {
      return fail(`${at}/kept`, `expected an active fact ${r.kept.id}, found ${kept ? `a ${kept.status} ${kept.kind} fact` : "none"}`);
    }
    if (!sameFact(kept, r.key, r.kept.value, state)) return fail(`${at}/kept`, mismatch(kept, r.key, r.kept.value));
    const others = state
      .activeValues(r.key)
      .filter((f) => f.id !== kept.id)
      .map((f) => f.id);
    const listed = r.superseded.map((s) => s.id);
    if (others.length === 0 || others.join("\0") !== listed.join("\0")) {
      return fail(`${at}/superseded`, `expected the other active values of "${r.key}" (${others.join(", ") || "none"}), found ${listed.join(", ") || "none"}`);
    }
    for (const s of r.superseded) state.supersedeBy(s.id, kept.id, r.observed_date);
  },
  sortValue: (r) => r.kept.value,
  pendingLine: (r, ctx) =>
    `- ${indexMark(r.candidate)} **${md(r.key)}**: keeps ${mdValue(r.kept.value)} \`${r.kept.id}\` unchanged; ` +
    `${r.superseded.map((s) => `${mdValue(s.value)} \`${s.id}\``).join(", ")} archived as superseded by it on ${r.observed_date} (${md(r.source)})` +
    (r.reason !== undefined ? `: ${mdValue(r.reason)}` : "") +
    ctx.why(`c${r.candidate}`) +
    ctx.mark(r.source, r.candidate),
  reviewLines: (r) => [`keeps ${r.kept.id} (${r.kept.value}); archives ${r.superseded.map((s) => `${s.value} (${s.id})`).join(", ")} as superseded`],
  explain(r, ctx) {
    // The operator kept one value of an open conflict: the resolve source is named, added to no fact.
    const at = ctx.forCandidate(r.candidate, r.source, r.observed_date);
    const kept = { id: r.kept.id, value: r.kept.value };
    ctx.lives.of(r.kept.id).push({ ...at, op: "resolve", id: r.kept.id, value: r.kept.value, ...(r.reason !== undefined ? { reason: r.reason } : {}) });
    for (const s of r.superseded) ctx.lives.of(s.id).push({ ...at, op: "superseded", id: s.id, value: s.value, other: kept });
  },
});
