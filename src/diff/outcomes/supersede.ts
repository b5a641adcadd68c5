/**
 * supersede: the candidate's value replaces the fact its `supersedes` names. The old fact is
 * archived under a new id and the winner takes its id; when another active fact already holds the
 * new value, that conflict is resolved into the winner (`merged`).
 */
import { mintArchiveId, uniqueId } from "../../core/mint-id.js";
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import type { Observation } from "../profile-state.js";
import type { Supersede } from "../../core/schema-types.js";
import { candidateOutcome } from "./spec.js";
import { foundFact, guaranteed, mismatch, sameFact } from "./support.js";

export const SUPERSEDE = candidateOutcome("supersede", {
  list: "supersedes",
  propose(step) {
    const { candidate, ctx, holder, key } = step;
    const replaced = guaranteed(step.target, "a target");
    const archivedId = uniqueId(mintArchiveId({ id: replaced.id, value: replaced.value, on: candidate.observed_date }), ctx.state);
    ctx.claimed.set(replaced.id, { candidate: step.index, as: "superseded" });
    const old = packedAs({ id: replaced.id, archived_id: archivedId, value: replaced.value }, replaced);
    if (replaced.kind === "profile-field") {
      // The operator replaces a seed: a seed under its id (only origin operator gets here: the guard).
      ctx.state.supersedeSeed(replaced.id, archivedId, candidate.value, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, candidate.value, step) });
    } else if (holder === undefined) {
      ctx.state.supersede(replaced.id, archivedId, candidate.value, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, candidate.value, step) });
    } else {
      // Another active fact already holds the new value: the conflict is resolved into the target's id.
      const merged = packedAs({ id: holder.id, value: holder.value, evidence_before: holder.evidence_count }, holder);
      const { winner } = ctx.state.merge(replaced.id, archivedId, holder.id, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, winner.value, step), merged });
    }
  },
  replay(s, at, { state, fail }) {
    const f = state.get(s.old.id);
    if (f?.status === "active" && f.kind === "profile-field" && !s.merged && s.winner.id === s.old.id && sameFact(f, s.key, s.old.value, state)) {
      if (state.has(s.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${s.old.archived_id} already in use`);
      return void state.supersedeSeed(s.old.id, s.old.archived_id, s.winner.value, s.winner);
    }
    if (f?.status !== "active" || f.kind !== "observed") {
      return fail(`${at}/old`, `expected an active observed fact ${s.old.id}, found ${foundFact(f)}`);
    }
    if (!sameFact(f, s.key, s.old.value, state)) return fail(`${at}/old`, mismatch(f, s.key, s.old.value));
    if (s.winner.id !== s.old.id) return fail(`${at}/winner/id`, `expected the winner to take id ${s.old.id}, found ${s.winner.id}`);
    if (state.has(s.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${s.old.archived_id} already in use`);
    if (!s.merged) return void state.supersede(s.old.id, s.old.archived_id, s.winner.value, s.winner);
    const into = state.get(s.merged.id);
    if (into?.status !== "active" || into.kind !== "observed") {
      return fail(`${at}/merged`, `expected an active observed fact ${s.merged.id}, found ${foundFact(into)}`);
    }
    if (!sameFact(into, s.key, s.merged.value, state)) return fail(`${at}/merged`, mismatch(into, s.key, s.merged.value));
    // The winner takes the merged fact's value: a winner of another value names its own.
    if (!sameFact(into, s.key, s.winner.value, state)) return fail(`${at}/winner/value`, mismatch(into, s.key, s.winner.value));
    if (into.evidence_count !== s.merged.evidence_before) {
      return fail(`${at}/merged/evidence_before`, `expected fact ${into.id} to have ${s.merged.evidence_before} sources, found ${into.evidence_count}`);
    }
    state.merge(s.old.id, s.old.archived_id, s.merged.id, s.winner);
  },
  sortValue: (s) => s.winner.value,
  pendingLine: (s, ctx) =>
    `- ${indexMark(s.candidate)} **${md(s.key)}**: ${mdValue(s.old.value)} → ${mdValue(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); ` +
    `the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` +
    (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "") +
    ctx.why(`c${s.candidate}`) +
    ctx.mark(s.winner.source, s.candidate),
  reviewLines: (s) => [`supersedes ${s.key}: ${s.old.value} → ${s.winner.value} (the old value is archived as ${s.old.archived_id})`],
  explain(s, { forCandidate, lives }) {
    const at = forCandidate(s.candidate, s.winner.source, s.winner.observed_date);
    const winner = { id: s.winner.id, value: s.winner.value };
    lives.of(s.old.id).push({ ...at, op: "superseded", id: s.old.id, value: s.old.value, other: winner });
    lives.rename(s.old.id, s.old.archived_id);
    const next = lives.start(s.winner.id);
    next.push({ ...at, op: "supersede", id: s.winner.id, value: s.winner.value, other: { id: s.old.archived_id, value: s.old.value } });
    if (s.merged) {
      const into = { id: s.merged.id, value: s.merged.value };
      lives.of(s.merged.id).push({ ...at, op: "merge", id: s.merged.id, value: s.merged.value, other: winner });
      next.push({ ...at, op: "merge", id: s.winner.id, value: s.winner.value, other: into });
    }
  },
});

/** The winner as the diff records it: its id and value, and the observation (spelled out: the step holds more than the entry). */
function winnerEntry(id: string, value: string, obs: Observation): Supersede["winner"] {
  return { id, value, source: obs.source, observed_date: obs.observed_date, provenance: obs.provenance };
}
