import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readBytesIfPresent
} from "./chunk-OHHH6UOM.mjs";
import {
  commitProfileChange,
  deriveState,
  effectiveApplies,
  lockForWrite,
  readHistory
} from "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import {
  readProfileBytes
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import {
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  RefusedError,
  StaleDiffError,
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/usecases/rollback.ts
import { join, resolve } from "node:path";
async function rollback(o) {
  const l = o.paths;
  const { config } = loadConfig(o.configFile, l.config);
  const lock = lockForWrite(l, o.notice ?? (() => {
  }));
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
    const backup = last.backup ? resolve(join(l.brain, last.backup)) : null;
    const restored = backup ? readBackup(backup) : current;
    if (sha256Hex(restored) !== last.base) {
      throw new RefusedError(`${backup}: the backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const undone = { diff: last.diff, appliedAt: last.at, restores: last.base, backup };
    if (!o.confirm) return { kind: "preview", ...undone };
    const entry = { op: "rollback", at: o.now.toISOString(), today: o.today, diff: last.diff, base: currentSha, result: last.base };
    commitProfileChange(l, {
      profile: currentSha === last.base ? null : restored,
      backup: null,
      entry,
      state: deriveState(applies[applies.length - 2], config)
    });
    return { kind: "rolled-back", ...undone, profile: resolve(l.profile), history: resolve(l.history) };
  } finally {
    lock.release();
  }
}
function readBackup(path) {
  const bytes = readBytesIfPresent(path);
  if (bytes === void 0) {
    throw new RefusedError(`the backup ${path} does not exist; nothing was restored. The profile before that apply is gone from ${resolve(path, "..")}.`);
  }
  return bytes;
}

// src/cli/commands/rollback.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const r = await rollback({ ...ctx, notice: processOutput.err, confirm: opts.confirm === true });
  if (r.kind === "preview") processOutput.err("brain: nothing was written \u2014 add --confirm to roll back.");
  if (opts.json === true) {
    processOutput.out(json(r));
    return r.kind === "preview" ? EXIT.usage : EXIT.ok;
  }
  const what = `the apply of diff ${r.diff.slice(0, 12)} (${r.appliedAt})`;
  if (r.kind === "preview") {
    processOutput.out(`Would undo ${what}, restoring profile ${r.restores.slice(0, 12)}${r.backup ? ` from ${r.backup}` : " (that apply changed nothing)"}.`);
    return EXIT.usage;
  }
  processOutput.out(`Rolled back ${what}; ${r.profile} is as it was before it.`);
  return EXIT.ok;
}
export {
  run
};
