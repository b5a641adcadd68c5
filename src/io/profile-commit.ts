/**
 * Committing a profile change (apply, rollback or adopt) so that a crash at any instant leaves a
 * consistent data dir. An intent record is written first; the profile rename is the commit
 * point; history and sidecar follow; the intent is removed last. `recover` (run under the lock
 * before every write) finishes or discards whatever a killed run left behind.
 */
import { closeSync, existsSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { localToday } from "../../hooks/session-start.mjs";
import { errorMessage } from "../core/error-message.js";
import { BrainError, StaleDiffError, UsageError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { commitStaged, discardStaged, stageCopy, writeAtomic, type StagedFile } from "./atomic-write.js";
import type { Layout } from "./data-dir.js";
import { acquireLock, type Lock } from "./lock.js";
import { namingFile } from "./file-errors.js";
import { appendHistory, type HistoryEntry, readHistory, type ProfileEntry } from "./history.js";
import { removeTempFiles } from "./interrupt.js";
import { missingProfile, readProfileBytes } from "./profile-store.js";
import { openDataFile, readDataFile, readDataText } from "./read-input.js";
import { writeState, type ConsolidationState } from "./state.js";

interface Intent {
  from: string;
  to: string;
  entry: ProfileEntry;
  state: ConsolidationState;
}

export interface ProfileChange {
  /**
   * The new profile: its bytes, or a temp file already written beside profile.md (stageStream; a
   * large profile is never held whole); null when the profile stays as it is.
   */
  profile: Buffer | StagedFile | null;
  /**
   * Where to keep the profile as it was, relative to brain/, or null for no backup: a copy of
   * `copyOf`, which must still hold the bytes brain read (`sha256`), or nothing is written.
   */
  backup: { name: string; copyOf: string; sha256: string } | null;
  entry: ProfileEntry;
  state: ConsolidationState;
}

function intentPath(layout: Layout): string {
  return join(layout.brain, ".intent.json");
}

export function commitProfileChange(layout: Layout, change: ProfileChange): void {
  // Backups are content-addressed: one already there holds these very bytes. A new one is copied
  // from the file (not held in memory) and checked before anything else is written.
  const backup = change.backup && !existsSync(join(layout.brain, change.backup.name)) ? stageBackup(layout, change.backup) : undefined;
  try {
    const intent: Intent = { from: change.entry.base, to: change.entry.result, entry: change.entry, state: change.state };
    writeAtomic(intentPath(layout), JSON.stringify(intent));
  } catch (e) {
    if (backup) discardStaged(backup);
    throw e;
  }
  if (backup) commitStaged(backup);
  // The commit point: profile.md is renamed into place only after the intent and the backup exist.
  if (Buffer.isBuffer(change.profile)) writeAtomic(layout.profile, change.profile);
  else if (change.profile) commitStaged(change.profile);
  try {
    appendHistory(layout.history, change.entry);
    writeState(layout.state, change.state);
    namingFile(intentPath(layout), "remove it", () => unlinkSync(intentPath(layout)));
  } catch (e) {
    throw new UnfinishedCommitError(layout, change.entry, e);
  }
}

/**
 * A commit that failed after its commit point: profile.md already holds the new profile, but the
 * history line, the sidecar or the intent's removal did not happen (a full disk, a permission).
 * The intent record is still there, so the next writer's recovery finishes the record.
 */
class UnfinishedCommitError extends BrainError {
  constructor(layout: Layout, entry: ProfileEntry, cause: unknown) {
    const what =
      entry.op === "apply"
        ? `applied diff ${entry.diff.slice(0, 12)}`
        : entry.op === "adopt"
          ? `adopted (adoption ${entry.diff.slice(0, 12)})`
          : `rolled back diff ${entry.diff.slice(0, 12)}`;
    const again =
      entry.op === "apply"
        ? " Running the same apply again finishes it and reports the diff as already applied."
        : entry.op === "adopt"
          ? " The adopt itself is done: do not run it again before that."
          : " The rollback itself is done: running rollback again would also undo the apply before it.";
    super(
      "IO",
      `${errorMessage(cause).replace(/^brain: /, "")}\n` +
        `${layout.profile} was replaced: it now holds the profile as ${what}, but recording it (${layout.history}, ${layout.state}) did not finish. ` +
        `Once the cause is fixed, the next command that writes (propose, apply, decline, retire, resolve, rollback, adopt, declined --forget) finishes recording it first (from ${intentPath(layout)}); until then, commands that only read already show it as recorded.${again}`,
    );
  }
}

/**
 * The backup staged as a copy of the profile. The lock keeps other brain commands out, not an
 * editor: a profile changed since brain read and checked it is refused, so the backup always holds
 * exactly the bytes the change was computed from.
 */
function stageBackup(layout: Layout, backup: NonNullable<ProfileChange["backup"]>): StagedFile {
  const source = openDataFile(backup.copyOf);
  if (source === undefined) throw missingProfile(backup.copyOf);
  let staged: StagedFile;
  try {
    staged = stageCopy(join(layout.brain, backup.name), source);
  } finally {
    closeSync(source);
  }
  if (staged.sha256 !== backup.sha256) {
    discardStaged(staged);
    throw new StaleDiffError(
      `${backup.copyOf}: changed while brain was writing (brain read ${backup.sha256.slice(0, 12)}, found ${staged.sha256.slice(0, 12)}); nothing was written. Run the command again.`,
    );
  }
  return staged;
}

/**
 * Locks an initialized data dir for a writing command and first finishes or discards whatever a
 * killed run left behind (`report` tells the operator). A missing profile is reported, pointing at
 * `brain init`, before anything is created; so is a `today` past tomorrow (checkWriterToday).
 */
export function lockForWrite(layout: Layout, report: (notice: string) => void, when: { today: string; now: Date }): Lock {
  checkWriterToday(when);
  if (!existsSync(layout.profile)) throw missingProfile(layout.profile);
  const lock = acquireLock(layout.lock);
  try {
    const notice = recover(layout);
    if (notice) report(notice);
  } catch (e) {
    lock.release();
    throw e;
  }
  return lock;
}

/**
 * A writer (any command that takes the data dir's lock) refuses a `--today` later than tomorrow's
 * wall-clock date: it would record that day as the last run, and the session-start hook and
 * `brain status` count the days since it, so both would stay silent until then. Tomorrow, not
 * today, so an operator a time zone ahead of the clock's is never refused. Read-only commands
 * take any `--today`.
 */
export function checkWriterToday({ today, now }: { today: string; now: Date }): void {
  const tomorrow = localToday(new Date(now.getTime() + 86_400_000));
  if (today > tomorrow) {
    throw new UsageError(
      `--today: ${today} is after tomorrow (${tomorrow}); nothing was written. A command that writes records its today as the last run, and the session-start hook and brain status would stay silent until that date. Pass a date up to tomorrow, or leave --today out.`,
    );
  }
}

/**
 * What `recover` would record of an interrupted commit (killed after the profile rename, before
 * the history append or the sidecar write), read without writing: read-only commands see the
 * data dir the way the next writer will record it. `entry` is the history line still to append
 * (undefined when it is there already), `state` the sidecar the commit was writing.
 */
export function pendingRecovery(layout: Layout, history?: readonly HistoryEntry[]): { entry: ProfileEntry | undefined; state: ConsolidationState } | undefined {
  let intent: Intent;
  try {
    const text = readDataText(intentPath(layout));
    if (text === undefined) return undefined;
    intent = JSON.parse(text) as Intent;
  } catch {
    // A torn or irregular intent is discarded by the next writer: nothing to record.
    return undefined;
  }
  const profile = readDataFile(layout.profile);
  if (profile === undefined || sha256Hex(profile) !== intent.to) return undefined;
  return { entry: isRecorded(history ?? readHistory(layout.history), intent.entry) ? undefined : intent.entry, state: intent.state };
}

/** brain/history.jsonl as the next writer will leave it: with the line of an interrupted commit (pendingRecovery). */
export function readHistoryAsRecovered(layout: Layout): HistoryEntry[] {
  const entries = readHistory(layout.history);
  const pending = pendingRecovery(layout, entries);
  return pending?.entry ? [...entries, pending.entry] : entries;
}

/** True when the history already holds the line an interrupted commit was to append. */
function isRecorded(history: readonly HistoryEntry[], entry: ProfileEntry): boolean {
  return history.some((e) => e.op === entry.op && e.at === entry.at && e.diff === entry.diff);
}

/** Finishes or discards an interrupted commit and removes temp files. Returns a notice for the operator, if any. */
function recover(layout: Layout): string | undefined {
  // The same sweep the Ctrl-C handler runs: brain/ (profile, sidecar, intent, pending diff) and
  // the archive folders, whose content-addressed names only the killed run knew.
  removeTempFiles(layout.brain);
  const path = intentPath(layout);
  if (!existsSync(path)) return undefined;
  let intent: Intent | undefined;
  try {
    intent = JSON.parse(readDataText(path) ?? "") as Intent;
  } catch {
    intent = undefined;
  }
  let notice: string | undefined;
  if (intent && existsSync(layout.profile)) {
    const current = sha256Hex(readProfileBytes(layout.profile));
    if (current === intent.to) {
      if (!isRecorded(readHistory(layout.history), intent.entry)) appendHistory(layout.history, intent.entry);
      writeState(layout.state, intent.state);
      notice = `brain: finished recording an interrupted ${intent.entry.op} of diff ${intent.entry.diff.slice(0, 12)}`;
    } else if (current !== intent.from) {
      notice = `brain: an interrupted ${intent.entry.op} was found but profile.md has changed since; it was not recorded`;
    }
  }
  unlinkSync(path);
  return notice;
}
