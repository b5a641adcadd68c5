/**
 * Whether profile.md still holds what brain last wrote, and what a hand edit changed. Every writer
 * of the profile (apply, rollback, adopt) records the sha256 of what it wrote as its history line's
 * `result`; a profile whose bytes hash otherwise was edited by hand (or by anything but brain) and
 * has not been adopted (`brain adopt`).
 */
import { join } from "node:path";
import { RefusedError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { parseProfile, serializeProfile, type ProfileDoc } from "../core/profile-format.js";
import { applyDiff } from "../diff/apply-diff.js";
import { type FactChange, profileChanges } from "../diff/profile-changes.js";
import { appliedPath, backupName } from "../io/archive.js";
import { readDiffFile } from "../io/diff-file.js";
import { pathExists, readBytesIfPresent, readTextIfPresent } from "../io/file-status.js";
import { type AdoptEntry, effectiveAdopts, type HistoryEntry, type ProfileEntry } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";
import type { UseCaseOptions } from "./options.js";

/** The mark of a fact an adopted hand edit added or changed (show, the session context, explain). */
export const HAND_EDITED = "hand-edited";

/**
 * True when `profileSha256` is not the `result` of the last history line that wrote the profile
 * (apply, rollback, adopt). A profile only `brain init` wrote has no such line and counts as brain's.
 */
export function unadoptedEdit(o: Pick<UseCaseOptions, "paths">, profileSha256: string): boolean {
  const last = lastWrite(readHistoryAsRecovered(o.paths));
  return last !== undefined && last.result !== profileSha256;
}

/** The last history line that wrote (or kept) the profile. */
function lastWrite(history: readonly HistoryEntry[]): ProfileEntry | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i]!;
    if (e.op !== "forget") return e;
  }
  return undefined;
}

/** What brain last wrote: its bytes (checked against the history's `result`) and the line that wrote it. */
export interface LastWritten {
  entry: ProfileEntry;
  bytes: Buffer;
  doc: ProfileDoc;
}

/**
 * The profile as brain last wrote it, or undefined when no history line wrote one. A rollback
 * restored a backup and an adopt kept its result as one (`backups/<sha256>.md`); an apply's result
 * is its backup (the profile before it) with its archived diff replayed. Throws when none of these
 * gives bytes hashing to the recorded `result` (a backup or the archive removed).
 */
export function lastWritten(o: Pick<UseCaseOptions, "paths">, history: readonly HistoryEntry[] = readHistoryAsRecovered(o.paths)): LastWritten | undefined {
  const layout = o.paths;
  const entry = lastWrite(history);
  if (!entry) return undefined;
  const kept = readBytesIfPresent(join(layout.brain, backupName(entry.result)));
  if (kept !== undefined && sha256Hex(kept) === entry.result)
    return { entry, bytes: kept, doc: parseProfile(kept.toString("utf8"), join(layout.brain, backupName(entry.result))) };
  if (entry.op === "apply" && entry.backup !== null && pathExists(appliedPath(layout, entry.diff))) {
    const backup = join(layout.brain, entry.backup);
    const before = readBytesIfPresent(backup);
    if (before !== undefined) {
      const doc = applyDiff(parseProfile(before.toString("utf8"), backup), readDiffFile(appliedPath(layout, entry.diff)), appliedPath(layout, entry.diff));
      const bytes = Buffer.from(serializeProfile(doc), "utf8");
      if (sha256Hex(bytes) === entry.result) return { entry, bytes, doc };
    }
  }
  throw new RefusedError(
    `${layout.profile}: brain cannot find what it last wrote (the ${entry.op} of ${entry.at}, profile ${entry.result.slice(0, 12)}): ` +
      `neither ${join(layout.brain, backupName(entry.result))} nor that apply's backup and archived diff give it. Nothing was written.`,
  );
}

/**
 * What an unadopted hand edit changed (`changes` null when brain cannot tell: its copy of what it
 * wrote is gone), or undefined when the profile is brain's. For status, validate and propose.
 */
export function handEditChanges(o: Pick<UseCaseOptions, "paths">, current: { sha256: string; doc: ProfileDoc }): { changes: FactChange[] | null } | undefined {
  const history = readHistoryAsRecovered(o.paths);
  const last = lastWrite(history);
  if (last === undefined || last.result === current.sha256) return undefined;
  let written: LastWritten | undefined;
  try {
    written = lastWritten(o, history);
  } catch {
    return { changes: null };
  }
  return { changes: written ? profileChanges(written.doc, current.doc) : null };
}

/** "N facts edited" (or "an edit brain cannot itemize"), for the warnings. */
function editedCount(edit: { changes: FactChange[] | null }): string {
  if (edit.changes === null) return "an edit brain cannot itemize (its copy of what it wrote is gone)";
  const n = edit.changes.length;
  return `${n} fact${n === 1 ? "" : "s"} edited`;
}

/** The warning every reader gives while profile.md holds an unadopted hand edit. */
export function handEditWarning(profile: string, edit: { changes: FactChange[] | null }, adopt: string): string {
  return `${profile} was edited by hand since brain last wrote it (${editedCount(edit)}); brain has not adopted the edit. Review and adopt it: ${adopt}`;
}

const HAND_EDIT_WARNING = "profile.md was edited by hand since brain last wrote it";

/** Whether a diff's warning is the one a propose over an unadopted hand edit gives. */
export function isHandEditWarning(message: string): boolean {
  return message.startsWith(HAND_EDIT_WARNING);
}

/**
 * The warning a diff proposed over an unadopted hand edit carries (propose's stderr, the diff's
 * `warnings`, so the review). It names no path: apply re-derives the diff and must find the same
 * text, whatever options it is run with.
 */
export function proposeOverEditWarning(o: Pick<UseCaseOptions, "paths">, current: { sha256: string; doc: ProfileDoc }): string | undefined {
  const edit = handEditChanges(o, current);
  if (!edit) return undefined;
  return `${HAND_EDIT_WARNING} (${editedCount(edit)}) and brain has not adopted the edit: this diff was classified against the edited profile, and applying it adopts the edit as it stands. To review the edit first: brain adopt.`;
}

/**
 * The facts an adopt not rolled back added or changed by hand (their ids in the adopts' change
 * lists, brain/applied/adopt-<id>.json): `show`, the context and `explain` mark them "hand-edited".
 * A change list that is gone or unreadable marks nothing (the history line still tells the adopt).
 */
export function handEditedIds(o: Pick<UseCaseOptions, "paths">, history: readonly HistoryEntry[] = readHistoryAsRecovered(o.paths)): Set<string> {
  const ids = new Set<string>();
  for (const record of adoptionRecords(o, history)) for (const c of record.changes) if (c.change !== "removed") ids.add(c.id);
  return ids;
}

/** The change lists of the adopts not rolled back, oldest first, each with its history line. */
export function adoptionRecords(o: Pick<UseCaseOptions, "paths">, history: readonly HistoryEntry[]): { entry: AdoptEntry; changes: FactChange[] }[] {
  const out: { entry: AdoptEntry; changes: FactChange[] }[] = [];
  for (const entry of effectiveAdopts(history)) {
    try {
      const text = readTextIfPresent(join(o.paths.brain, entry.changes));
      const parsed = text === undefined ? undefined : (JSON.parse(text) as { changes?: unknown });
      if (parsed && Array.isArray(parsed.changes)) out.push({ entry, changes: parsed.changes as FactChange[] });
    } catch {
      // An edited or torn change list: its facts go unmarked.
    }
  }
  return out;
}
