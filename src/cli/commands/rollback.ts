import { RefusedError, StaleDiffError } from "../../core/errors.js";
import { sha256Hex } from "../../core/hash.js";
import { join } from "node:path";
import { effectiveApplies, readHistory, type RollbackEntry } from "../../io/history.js";
import { loadConfig } from "../../io/load-config.js";
import { commitProfileChange, lockForWrite } from "../../io/profile-commit.js";
import { readProfileBytes } from "../../io/profile-store.js";
import { deriveState } from "../../io/state.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

/** Restores the profile as it was before the most recent apply that has not been rolled back. */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  const { config } = loadConfig(ctx.configFile, l.config);
  const lock = lockForWrite(l, io.err);
  try {
    const applies = effectiveApplies(readHistory(l.history));
    const last = applies[applies.length - 1];
    if (!last) throw new RefusedError(`nothing to roll back: ${l.history} records no apply that has not been rolled back already.`);
    const current = readProfileBytes(l.profile);
    const currentSha = sha256Hex(current);
    if (currentSha !== last.result) {
      throw new StaleDiffError(
        `${l.profile}: changed since the last apply (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. ` +
          `Restore by hand from ${l.backups} if you mean to.`,
      );
    }
    const restored = last.backup ? readProfileBytes(join(l.brain, last.backup)) : current;
    if (sha256Hex(restored) !== last.base) {
      throw new RefusedError(`${join(l.brain, last.backup ?? "")}: backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const what = `the apply of diff ${last.diff.slice(0, 12)} (${last.at})`;
    if (opts.confirm !== true) {
      io.out(`Would undo ${what}, restoring profile ${last.base.slice(0, 12)}${last.backup ? ` from ${last.backup}` : " (that apply changed nothing)"}.`);
      io.err("brain: nothing was written — add --confirm to roll back.");
      return EXIT.usage;
    }
    const entry: RollbackEntry = { op: "rollback", at: ctx.now.toISOString(), today: ctx.today, diff: last.diff, base: currentSha, result: last.base };
    commitProfileChange(l, {
      profile: last.backup ? restored : null,
      backup: null,
      entry,
      state: deriveState(applies[applies.length - 2], config),
    });
    io.out(`Rolled back ${what}; ${l.profile} is as it was before it.`);
    return EXIT.ok;
  } finally {
    lock.release();
  }
}
