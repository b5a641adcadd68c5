/**
 * conflict: a different value of a single-valued key that already has one, kept beside it. The new
 * value is an addition marked `conflict`; the key's one entry in `conflicts` lists both sides.
 */
import { mintConflictId, uniqueId } from "../../core/mint-id.js";
import { normalizeValue } from "../../core/normalize.js";
import type { Conflict, ProfileDiff } from "../../core/schema-types.js";
import { packedAs } from "../../core/packed-value.js";
import { indexMark, md, mdValue } from "../markdown-text.js";
import { candidateOutcome, type Fail } from "./spec.js";
import { addFact, fitsAsNewFact, noteSupersedesUnused } from "./support.js";

export const CONFLICT = candidateOutcome("conflict", {
  list: "additions",
  holds: (a) => a.conflict === true,
  propose(step) {
    const { candidate, key, ctx } = step;
    let entry = ctx.conflictByKey.get(key);
    if (!entry) {
      // Once per key: the key's active facts just before its first conflict of the batch.
      // Its active seeds of another value count as values it had (a seed of the same value is no conflict).
      const norm = ctx.state.normValue.bind(ctx.state);
      const beside = ctx.state.activeValues(key).filter((f) => f.kind === "observed" || norm(f) !== normalizeValue(candidate.value));
      entry = { key, existing: beside.map((f) => packedAs({ id: f.id, value: f.value }, f)), incoming: [] };
      ctx.conflictByKey.set(key, entry);
      ctx.out.conflicts.push(entry);
    }
    const id = uniqueId(mintConflictId({ kind: "observed", key, value: candidate.value }), ctx.state);
    addFact(step, id).conflict = true;
    entry.incoming.push({ candidate: step.index, id, value: candidate.value });
    noteSupersedesUnused(step);
  },
  replay(a, at, ctx) {
    if (!fitsAsNewFact(a, at, ctx)) return;
    const active = ctx.state.valuesBeside(a.key, normalizeValue(a.value));
    if (active === 0 || ctx.multiValued.has(a.key)) {
      return ctx.fail(
        `${at}/conflict`,
        `expected a conflict only beside active facts of a key that is not multi-valued, found ${active} active fact(s) of "${a.key}"`,
      );
    }
    ctx.state.add(a.id, a.key, a.value, a);
  },
  verify: checkConflicts,
  sortValue: (a) => a.value,
  pendingLine: (a, ctx) =>
    `- ${indexMark(a.candidate)} **${md(a.key)}**: ${mdValue(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\` — kept beside the key's other values (see Conflicts)${ctx.why(`c${a.candidate}`)}${ctx.mark(a.source, a.candidate)}`,
  reviewLines(a, ctx) {
    const c = ctx.conflictOf(a.candidate);
    return [
      `adds a conflicting value ${a.key}: ${a.value} as ${a.id}`,
      ...(c ? [`conflicts with ${c.existing.map((e) => `${e.value} (${e.id})`).join(", ")} — ${c.existing.length > 1 ? "all" : "both"} kept`] : []),
    ];
  },
  // Each side learns of the other: the new value (its `conflict` event) and the values it met (a `conflicted` event each).
  explain(a, ctx) {
    const c = ctx.conflictOf(a.candidate);
    const at = ctx.forCandidate(a.candidate, a.source, a.observed_date);
    const others = c && [...c.existing, ...c.incoming.filter((x) => x.id !== a.id)].map(({ id, value }) => ({ id, value }));
    ctx.lives.start(a.id).push({ ...at, op: "conflict", id: a.id, value: a.value, ...(others ? { others } : {}) });
    for (const e of c?.existing ?? []) {
      ctx.lives.of(e.id).push({ ...at, op: "conflicted", id: e.id, value: e.value, others: [{ id: a.id, value: a.value }] });
    }
  },
});

/** The conflict entry (one per key) each candidate is an incoming value of: what the review and explain tell beside a conflict addition. */
export function conflictOfCandidate(diff: ProfileDiff): (candidate: number) => Conflict | undefined {
  const byCandidate = new Map(diff.conflicts.flatMap((c) => c.incoming.map((x) => [x.candidate, c] as const)));
  return (candidate) => byCandidate.get(candidate);
}

/** Conflict entries only describe additions: each incoming value is a conflict addition, and each conflict addition is listed once. */
function checkConflicts(diff: ProfileDiff, fail: Fail): void {
  const byCandidate = new Map(diff.additions.map((a) => [a.candidate, a]));
  const listed = new Set<number>();
  diff.conflicts.forEach((c, i) => {
    c.incoming.forEach((inc, j) => {
      const a = byCandidate.get(inc.candidate);
      if (a?.conflict !== true || a.id !== inc.id || a.key !== c.key || a.value !== inc.value || listed.has(inc.candidate)) {
        fail(`/conflicts/${i}/incoming/${j}`, `expected one matching conflict addition for candidate /${inc.candidate}, found none`);
      }
      listed.add(inc.candidate);
    });
  });
  diff.additions.forEach((a, i) => {
    if (a.conflict === true && !listed.has(a.candidate))
      fail(`/additions/${i}/conflict`, `expected candidate /${a.candidate} in the conflicts of key "${a.key}", found none`);
  });
}
