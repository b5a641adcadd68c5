/**
 * applyDiff: a pure projector of a ProfileDiff onto the profile it was proposed against.
 * Operations are replayed in candidate order (as they were decided), then promotions; every
 * operation first checks that the fact it touches still holds the value and evidence the diff
 * recorded, so a diff can never be projected onto a profile it does not describe.
 *
 * Apply itself no longer projects: it writes the profile `proposeWithResult` re-derives. This is
 * the independent oracle the tests and the benchmark check that re-derivation against
 * (docs/architecture.md).
 */
import { InvalidInputError } from "../core/errors.js";
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { Addition, EvidenceBump, Fact, ProfileDiff, Resolution, Retirement, Supersede } from "../core/schema-types.js";
import { ProfileState } from "./profile-state.js";

type Step =
  | { candidate: number; pointer: string; kind: "add"; op: Addition }
  | { candidate: number; pointer: string; kind: "bump"; op: EvidenceBump }
  | { candidate: number; pointer: string; kind: "supersede"; op: Supersede }
  | { candidate: number; pointer: string; kind: "retire"; op: Retirement }
  | { candidate: number; pointer: string; kind: "resolve"; op: Resolution };

/** Returns the profile with `diff` applied. Throws InvalidInputError listing every operation that does not fit. */
export function applyDiff(current: ProfileDoc, diff: ProfileDiff, file = "diff"): ProfileDoc {
  const state = new ProfileState(current);
  const issues: string[] = [];
  const fail = (pointer: string, message: string): void => {
    issues.push(`${file}: ${pointer}: ${message}`);
  };

  const multiValued = new Set(diff.config.multiValued ?? []);
  const steps: Step[] = [
    ...diff.additions.map((op, i) => ({ candidate: op.candidate, pointer: `/additions/${i}`, kind: "add" as const, op })),
    ...diff.evidenceBumps.map((op, i) => ({ candidate: op.candidate, pointer: `/evidenceBumps/${i}`, kind: "bump" as const, op })),
    ...diff.supersedes.map((op, i) => ({ candidate: op.candidate, pointer: `/supersedes/${i}`, kind: "supersede" as const, op })),
    ...(diff.retirements ?? []).map((op, i) => ({ candidate: op.candidate, pointer: `/retirements/${i}`, kind: "retire" as const, op })),
    ...(diff.resolutions ?? []).map((op, i) => ({ candidate: op.candidate, pointer: `/resolutions/${i}`, kind: "resolve" as const, op })),
  ].sort((a, b) => a.candidate - b.candidate);

  for (let s = 0; s < steps.length; s++) {
    const step = steps[s]!;
    if (s > 0 && steps[s - 1]!.candidate === step.candidate) {
      fail(step.pointer, `expected one operation per candidate, found a second for candidate /${step.candidate}`);
      continue;
    }
    if (step.kind === "add") applyAddition(state, step.op, step.pointer, multiValued, fail);
    else if (step.kind === "retire") applyRetirement(state, step.op, step.pointer, fail);
    else if (step.kind === "resolve") applyResolution(state, step.op, step.pointer, fail);
    else if (step.kind === "bump") applyBump(state, step.op, step.pointer, fail);
    else applySupersede(state, step.op, step.pointer, fail);
  }
  checkConflicts(diff, fail);
  diff.promotions.forEach((op, i) => {
    const f = state.get(op.id);
    const at = `/promotions/${i}`;
    if (!f) return fail(at, `expected fact ${op.id} to exist, found none`);
    if (f.status !== "active" || f.layer !== "dynamic" || f.kind !== "observed") {
      return fail(at, `expected fact ${op.id} to be an active dynamic observed fact, found ${f.status} ${f.layer} ${f.kind}`);
    }
    if (!sameFact(f, op.key, op.value)) return fail(at, mismatch(f, op.key, op.value));
    if (f.evidence_count !== op.evidence_count) {
      return fail(at, `expected fact ${op.id} to have ${op.evidence_count} sources, found ${f.evidence_count}`);
    }
    state.promote(op.id);
  });
  if (issues.length > 0) {
    throw new InvalidInputError(issues, "The diff does not fit the profile; nothing was written. Propose again.");
  }
  return state.toDoc();
}

type Fail = (pointer: string, message: string) => void;

function applyAddition(state: ProfileState, op: Addition, at: string, multiValued: ReadonlySet<string>, fail: Fail): void {
  if (state.has(op.id)) return fail(`${at}/id`, `expected a new id, found id ${op.id} already in the profile`);
  if (normalizeKey(op.key) !== op.key) return fail(`${at}/key`, `expected a normalized key, found ${JSON.stringify(op.key)}`);
  if (state.activeWithValue(op.key, normalizeValue(op.value))) {
    return fail(at, `expected no active fact of key "${op.key}" to hold ${JSON.stringify(op.value)}, found one`);
  }
  const active = state.activeCount(op.key);
  if (op.conflict === true && (active === 0 || multiValued.has(op.key))) {
    return fail(
      `${at}/conflict`,
      `expected a conflict only beside active facts of a key that is not multi-valued, found ${active} active fact(s) of "${op.key}"`,
    );
  }
  if (op.conflict !== true && active > 0 && !multiValued.has(op.key)) {
    return fail(at, `expected key "${op.key}" to have no active fact (or to be multi-valued), found ${active}`);
  }
  state.add(op.id, op.key, op.value, op);
}

function applyRetirement(state: ProfileState, op: Retirement, at: string, fail: Fail): void {
  const f = state.get(op.id);
  if (f?.status !== "active" || f.kind !== "observed") {
    return fail(at, `expected an active observed fact ${op.id}, found ${f ? `a ${f.status} ${f.kind} fact` : "none"}`);
  }
  if (!sameFact(f, op.key, op.value)) return fail(at, mismatch(f, op.key, op.value));
  state.retire(op.id, op.observed_date, op.reason);
}

/** The kept fact stays as it is; every other active value of the key must be exactly the ones listed, each archived as superseded by it. */
function applyResolution(state: ProfileState, op: Resolution, at: string, fail: Fail): void {
  const kept = state.get(op.kept.id);
  if (kept?.status !== "active" || kept.kind !== "observed") {
    return fail(`${at}/kept`, `expected an active observed fact ${op.kept.id}, found ${kept ? `a ${kept.status} ${kept.kind} fact` : "none"}`);
  }
  if (!sameFact(kept, op.key, op.kept.value)) return fail(`${at}/kept`, mismatch(kept, op.key, op.kept.value));
  const others = state
    .activeFor(op.key)
    .filter((f) => f.id !== kept.id)
    .map((f) => f.id);
  const listed = op.superseded.map((s) => s.id);
  if (others.length === 0 || others.join("\0") !== listed.join("\0")) {
    return fail(`${at}/superseded`, `expected the other active values of "${op.key}" (${others.join(", ") || "none"}), found ${listed.join(", ") || "none"}`);
  }
  for (const s of op.superseded) state.supersedeBy(s.id, kept.id, op.observed_date);
}

function applyBump(state: ProfileState, op: EvidenceBump, at: string, fail: Fail): void {
  const f = state.get(op.id);
  if (f?.status !== "active") return fail(at, `expected an active fact ${op.id}, found ${f ? "a superseded one" : "none"}`);
  if (!sameFact(f, op.key, op.value)) return fail(at, mismatch(f, op.key, op.value));
  if (f.evidence_count !== op.evidence_before || op.evidence_after !== op.evidence_before + 1) {
    return fail(at, `expected fact ${op.id} to go from ${op.evidence_before} to ${op.evidence_after} sources, found ${f.evidence_count}`);
  }
  // An index lookup, not a scan of the fact's sources: 20k bumps of one fact stay linear.
  if (state.evidencedBy(f.key, state.normValue(f), op.source)?.id === f.id) {
    return fail(`${at}/source`, `expected a new source, found ${JSON.stringify(op.source)} already counted`);
  }
  state.bump(op.id, op);
}

function applySupersede(state: ProfileState, op: Supersede, at: string, fail: Fail): void {
  const f = state.get(op.old.id);
  if (f?.status !== "active" || f.kind !== "observed") {
    return fail(
      `${at}/old`,
      `expected an active observed fact ${op.old.id}, found ${f ? `${f.status === "active" ? "an" : "a"} ${f.status} ${f.kind} fact` : "none"}`,
    );
  }
  if (!sameFact(f, op.key, op.old.value)) return fail(`${at}/old`, mismatch(f, op.key, op.old.value));
  if (op.winner.id !== op.old.id) return fail(`${at}/winner/id`, `expected the winner to take id ${op.old.id}, found ${op.winner.id}`);
  if (state.has(op.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${op.old.archived_id} already in use`);
  if (!op.merged) return void state.supersede(op.old.id, op.old.archived_id, op.winner.value, op.winner);
  const into = state.get(op.merged.id);
  if (into?.status !== "active" || into.kind !== "observed") {
    return fail(`${at}/merged`, `expected an active observed fact ${op.merged.id}, found ${into ? `a ${into.status} ${into.kind} fact` : "none"}`);
  }
  if (!sameFact(into, op.key, op.merged.value) || !sameFact(into, op.key, op.winner.value))
    return fail(`${at}/merged`, mismatch(into, op.key, op.merged.value));
  if (into.evidence_count !== op.merged.evidence_before) {
    return fail(`${at}/merged/evidence_before`, `expected fact ${into.id} to have ${op.merged.evidence_before} sources, found ${into.evidence_count}`);
  }
  state.merge(op.old.id, op.old.archived_id, op.merged.id, op.winner);
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

function sameFact(f: Fact, key: string, value: string): boolean {
  // Diffs record the fact's own text, so the values are almost always identical strings and
  // the normalizing (run for every operation of a 100k diff) can be skipped.
  return f.key === key && (f.value === value || normalizeValue(f.value) === normalizeValue(value));
}

function mismatch(f: Fact, key: string, value: string): string {
  return `expected fact ${f.id} to be ${key} = ${JSON.stringify(value)}, found ${f.key} = ${JSON.stringify(f.value)}`;
}
