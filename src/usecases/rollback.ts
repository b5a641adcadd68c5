/**
 * Rollback: restore the profile as it was before the most recent apply or adopt that has not been
 * rolled back (itself recorded in history). The backup is named by the sha256 of the profile it holds,
 * and is checked against it before anything is restored.
 */
import { join, resolve } from "node:path";
import { RefusedError, StaleDiffError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { parseProfile } from "../core/profile-format.js";
import { effectiveApplies, effectiveWrites, readHistory, type RollbackEntry } from "../io/history.js";
import { loadConfig } from "../io/load-config.js";
import { commitProfileChange, lockForWrite } from "../io/profile-commit.js";
import { readProfileBytes } from "../io/profile-store.js";
import { deriveState } from "../io/state.js";
import { readBytesIfPresent } from "../io/file-status.js";
import { brainCommand, type UseCaseOptions } from "./options.js";
import { type ContextWritten, contextNotice, prepareContext, writeContextAfterCommit } from "./write-session-context.js";

export interface RollbackOptions extends UseCaseOptions {
  confirm: boolean;
}

interface Undone {
  /** What is undone: an apply (of `diff`) or an adopt (`diff`: the adoption's id). */
  op: "apply" | "adopt";
  /** The diff whose apply is undone (or the adoption), and when it was applied (adopted). */
  diff: string;
  appliedAt: string;
  /** sha256 of the profile restored. */
  restores: string;
  /** The backup it is restored from (absolute), or null when that apply changed nothing and left none. */
  backup: string | null;
}

export type RollbackOutcome =
  | ({ kind: "preview" } & Undone)
  | ({
      kind: "rolled-back";
      profile: string;
      history: string;
      /** brain/context.md, rewritten for the profile restored. */
      context: ContextWritten | { error: string };
      contextNotice: string[];
    } & Undone);

export async function rollback(o: RollbackOptions): Promise<RollbackOutcome> {
  const layout = o.paths;
  const { config } = loadConfig(o.configFile, layout.config);
  const lock = lockForWrite(layout, o.notice ?? (() => {}), o);
  try {
    const history = readHistory(layout.history);
    const writes = effectiveWrites(history);
    const last = writes[writes.length - 1];
    if (!last) throw new RefusedError(`nothing to roll back: ${layout.history} records no apply or adopt that has not been rolled back already.`);
    const current = readProfileBytes(layout.profile);
    const currentSha = sha256Hex(current);
    if (currentSha !== last.result) {
      // What brain wrote last is the rollback's starting point: a hand edit since must be adopted
      // first (or undone by hand), so it is never lost under a rollback.
      throw new StaleDiffError(
        `${layout.profile}: edited since brain last wrote it (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. ` +
          `Adopt the edit first (${brainCommand(o, ["adopt"])} lists it; rollback then undoes the adopt), or restore by hand from ${layout.backups}.`,
      );
    }
    const backup = last.backup ? resolve(join(layout.brain, last.backup)) : null;
    const restored = backup ? readBackup(backup) : current;
    if (sha256Hex(restored) !== last.base) {
      throw new RefusedError(`${backup}: the backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const undone: Undone = { op: last.op, diff: last.diff, appliedAt: last.at, restores: last.base, backup };
    if (!o.confirm) return { kind: "preview", ...undone };
    const entry: RollbackEntry = { op: "rollback", at: o.now.toISOString(), today: o.today, diff: last.diff, base: currentSha, result: last.base };
    const prepared = prepareContext(layout, parseProfile(restored.toString("utf8"), backup ?? layout.profile).facts, o.today, [...history, entry]);
    commitProfileChange(layout, {
      profile: currentSha === last.base ? null : restored,
      backup: null,
      entry,
      // The sidecar follows the applies still in force once this one is undone (an adopt moves no cursor).
      state: deriveState(effectiveApplies(history.slice(0, history.lastIndexOf(last))).at(-1), config),
    });
    const context = writeContextAfterCommit(layout, prepared, last.base);
    return {
      kind: "rolled-back",
      ...undone,
      profile: resolve(layout.profile),
      history: resolve(layout.history),
      context,
      contextNotice: contextNotice(context, (args) => brainCommand(o, args)),
    };
  } finally {
    lock.release();
  }
}

function readBackup(path: string): Buffer {
  const bytes = readBytesIfPresent(path);
  if (bytes === undefined) {
    throw new RefusedError(`the backup ${path} does not exist; nothing was restored. The profile before that apply is gone from ${resolve(path, "..")}.`);
  }
  return bytes;
}
