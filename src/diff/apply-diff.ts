/**
 * applyDiff: a pure projector of a ProfileDiff onto the profile it was proposed against.
 * Operations are replayed in candidate order (as they were decided), then the fact outcomes; every
 * operation first checks that the fact it touches still holds the value and evidence the diff
 * recorded, so a diff can never be projected onto a profile it does not describe. Each outcome's
 * checks and change are its `replay` in the outcome table (src/diff/outcomes.ts).
 *
 * Apply itself no longer projects: it writes the profile `proposeWithResult` re-derives. This is
 * the independent oracle the tests and the benchmark check that re-derivation against
 * (docs/architecture.md).
 */
import { InvalidInputError } from "../core/errors.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { ProfileDiff } from "../core/schema-types.js";
import { OPERATIONS } from "./operations.js";
import { candidateOperations, candidateSpecs, factOperations } from "./outcomes.js";
import type { ReplayContext } from "./outcomes/spec.js";
import { ProfileState } from "./profile-state.js";

/** The lists whose entries change the profile: a candidate has at most one entry among them. */
const CHANGING = new Set(OPERATIONS.filter((op) => op.changesProfile).map((op) => op.list));

/** Returns the profile with `diff` applied. Throws InvalidInputError listing every operation that does not fit. */
export function applyDiff(current: ProfileDoc, diff: ProfileDiff, file = "diff"): ProfileDoc {
  const state = new ProfileState(current, { aliases: diff.config.keyAliases });
  const issues: string[] = [];
  const ctx: ReplayContext = {
    state,
    fail: (pointer, message) => {
      issues.push(`${file}: ${pointer}: ${message}`);
    },
    multiValued: new Set(diff.config.multiValued ?? []),
  };

  let previous: number | undefined;
  for (const { spec, entry, list, index } of candidateOperations(diff)) {
    const at = `/${list}/${index}`;
    if (CHANGING.has(list)) {
      if (previous === entry.candidate) {
        ctx.fail(at, `expected one operation per candidate, found a second for candidate /${entry.candidate}`);
        continue;
      }
      previous = entry.candidate;
    }
    spec.replay(entry, at, ctx);
  }
  for (const spec of candidateSpecs()) spec.verify?.(diff, ctx.fail);
  for (const { spec, entry, list, index } of factOperations(diff)) spec.replay(entry, `/${list}/${index}`, ctx);
  if (issues.length > 0) {
    throw new InvalidInputError(issues, "The diff does not fit the profile; nothing was written. Propose again.");
  }
  return state.toDoc();
}
