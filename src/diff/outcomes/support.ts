/** What several outcomes' parts share: checks of a replayed entry, the unused-`supersedes` warning. */
import { normalizeKey, normalizeValue } from "../../core/normalize.js";
import type { Addition, Fact } from "../../core/schema-types.js";
import type { ProfileState } from "../profile-state.js";
import type { ReplayContext, ValueStep } from "./spec.js";

/**
 * A value the guard has already proven present for the outcome chosen: its absence would be a bug
 * in brain (the guard and this code disagree), never bad input.
 */
export function guaranteed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal: the runtime guard admitted an outcome without ${what}`);
  return value;
}

/** A new fact for a value candidate (add, conflict): in the working profile under `id`, and its entry in `additions`. */
export function addFact(step: ValueStep, id: string): Addition {
  const { candidate, ctx, key } = step;
  ctx.state.add(id, key, candidate.value, step);
  // Spelled out, not spread: a spread entry keeps its fields in a separate array (~40 bytes × 80k at 100k).
  const entry: Addition = {
    candidate: step.index,
    id,
    key,
    value: candidate.value,
    source: step.source,
    observed_date: step.observed_date,
    provenance: step.provenance,
  };
  ctx.out.additions.push(entry);
  return entry;
}

/** The replay of an outcome that changes nothing in the profile (it is only reported). */
export function reportedOnly(): void {}

/** Whether `f` is the fact an entry names: its key (or the key it is filed under, for a fact stored under an alias) and its value. */
export function sameFact(f: Fact, key: string, value: string, state: ProfileState): boolean {
  // Diffs record the fact's own text, so the values are almost always identical strings and
  // the normalizing (run for every operation of a 100k diff) can be skipped.
  return (f.key === key || state.filedUnder(f.key) === state.filedUnder(key)) && (f.value === value || normalizeValue(f.value) === normalizeValue(value));
}

export function mismatch(f: Fact, key: string, value: string): string {
  return `expected fact ${f.id} to be ${key} = ${JSON.stringify(value)}, found ${f.key} = ${JSON.stringify(f.value)}`;
}

/** A fact a replay did not expect, as its refusal names it: "an active profile-field fact", "a retired observed fact", "none". */
export function foundFact(f: Fact | undefined): string {
  return f ? `${f.status === "active" ? "an" : "a"} ${f.status} ${f.kind} fact` : "none";
}

/** The checks every replayed addition passes (add and conflict): a new id, a normalized key, a value no active fact of the key holds. */
export function fitsAsNewFact(op: { id: string; key: string; value: string }, at: string, { state, fail }: ReplayContext): boolean {
  if (state.has(op.id)) fail(`${at}/id`, `expected a new id, found id ${op.id} already in the profile`);
  else if (normalizeKey(op.key) !== op.key) fail(`${at}/key`, `expected a normalized key, found ${JSON.stringify(op.key)}`);
  else if (state.activeWithValue(op.key, normalizeValue(op.value)))
    fail(at, `expected no active fact of key "${op.key}" to hold ${JSON.stringify(op.value)}, found one`);
  else return true;
  return false;
}

/**
 * An outcome that took a value candidate without using its `supersedes` (bump, add, duplicate,
 * conflict) says why in the diff's warnings, unless it was a harmless re-send of the same value.
 */
export function noteSupersedesUnused(step: ValueStep): void {
  const { candidate, ctx, decision } = step;
  if (candidate.supersedes === undefined) return;
  const why = supersedesIgnored(candidate.supersedes, step);
  if (why)
    ctx.out.warnings.push({
      candidate: step.index,
      message: `supersedes "${candidate.supersedes}" not used: ${why}; classified as ${decision.type} (rule ${decision.rule})`,
    });
}

/** Why a `supersedes` signal did not apply, or undefined when it was a harmless re-send of the same value. */
function supersedesIgnored(id: string, { target, key, value, ctx }: ValueStep): string | undefined {
  const { state, claimed } = ctx;
  if (!target) return "no fact has this id";
  const by = claimed.get(id);
  if (by !== undefined) return `already ${by.as} earlier in this batch by candidate /${by.candidate}`;
  if (target.status !== "active") return `that fact is already ${target.status}`;
  if (target.kind !== "observed") return "that fact is a profile-field seed, which consolidation never changes";
  if (target.key !== key) return `that fact is about key "${target.key}", not "${key}"`;
  if (state.normValue(target) === value) return undefined;
  return "this source already evidenced this value";
}
