/**
 * `brain explain <id>`: reads the profile, the history and the applied-diff archive, and tells the
 * life of one fact (src/diff/explain-fact.ts). Read-only. Applies rolled back are left out; applies
 * recorded before the archive existed (no `brain/applied/<id>.json`) are listed as skipped.
 */
import { existsSync } from "node:fs";
import { NotFoundError } from "../core/errors.js";
import { type AppliedDiff, type Explanation, explainFact } from "../diff/explain-fact.js";
import { appliedPath } from "../io/archive.js";
import type { Layout } from "../io/data-dir.js";
import { readDiffFile } from "../io/diff-file.js";
import { effectiveApplies, readHistory } from "../io/history.js";
import { readProfile } from "../io/profile-store.js";

export interface ExplainResult extends Explanation {
  /** Applies whose diff was never archived (recorded by an earlier version): their events are unknown. */
  skipped: { diff: string; at: string; reason: string }[];
}

export function explain(l: Layout, id: string): ExplainResult {
  const profile = readProfile(l.profile);
  const applies: AppliedDiff[] = [];
  const skipped: ExplainResult["skipped"] = [];
  for (const entry of effectiveApplies(readHistory(l.history))) {
    const path = appliedPath(l, entry.diff);
    if (!existsSync(path)) {
      skipped.push({ diff: entry.diff, at: entry.at, reason: "applied before brain kept an archive of applied diffs" });
      continue;
    }
    applies.push({ at: entry.at, diff: readDiffFile(path) });
  }
  const explanation = explainFact(id, profile.doc, applies);
  if (!explanation) {
    throw new NotFoundError(id, "a fact with this id", "no fact of the profile and no applied diff names it; see brain show --all");
  }
  return { ...explanation, skipped };
}
