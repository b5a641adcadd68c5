import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  commitProfileChange,
  deriveState,
  lockForWrite
} from "./chunk-STAPUCQR.mjs";
import "./chunk-IE55JXOP.mjs";
import {
  loadConfig
} from "./chunk-DFTF7OLU.mjs";
import {
  effectiveApplies,
  readHistory
} from "./chunk-FLPQW2NR.mjs";
import "./chunk-I7WFPCDF.mjs";
import "./chunk-E47IECWR.mjs";
import {
  readProfileBytes
} from "./chunk-XIAZKYYO.mjs";
import "./chunk-QDPQYILK.mjs";
import {
  sha256Hex
} from "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-A7YJ7XEN.mjs";
import {
  RefusedError,
  StaleDiffError
} from "./chunk-IMDQXH3F.mjs";

// src/cli/commands/rollback.ts
import { join } from "node:path";
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  const { config } = loadConfig(ctx.configFile, l.config);
  const lock = lockForWrite(l, processOutput.err);
  try {
    const applies = effectiveApplies(readHistory(l.history));
    const last = applies[applies.length - 1];
    if (!last) throw new RefusedError(`nothing to roll back: ${l.history} records no apply that has not been rolled back already.`);
    const current = readProfileBytes(l.profile);
    const currentSha = sha256Hex(current);
    if (currentSha !== last.result) {
      throw new StaleDiffError(
        `${l.profile}: changed since the last apply (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. Restore by hand from ${l.backups} if you mean to.`
      );
    }
    const restored = last.backup ? readProfileBytes(join(l.brain, last.backup)) : current;
    if (sha256Hex(restored) !== last.base) {
      throw new RefusedError(`${join(l.brain, last.backup ?? "")}: backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const what = `the apply of diff ${last.diff.slice(0, 12)} (${last.at})`;
    if (opts.confirm !== true) {
      processOutput.out(`Would undo ${what}, restoring profile ${last.base.slice(0, 12)}${last.backup ? ` from ${last.backup}` : " (that apply changed nothing)"}.`);
      processOutput.err("brain: nothing was written \u2014 add --confirm to roll back.");
      return EXIT.usage;
    }
    const entry = { op: "rollback", at: ctx.now.toISOString(), today: ctx.today, diff: last.diff, base: currentSha, result: last.base };
    commitProfileChange(l, {
      profile: last.backup ? restored : null,
      backup: null,
      entry,
      state: deriveState(applies[applies.length - 2], config)
    });
    processOutput.out(`Rolled back ${what}; ${l.profile} is as it was before it.`);
    return EXIT.ok;
  } finally {
    lock.release();
  }
}
export {
  run
};
