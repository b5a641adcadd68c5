var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "run", { value: run, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_3CQRI7LJ = require("./chunk-3CQRI7LJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
async function rollback(o) {
  const l = o.paths;
  const { config } = (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, l.config);
  const lock = (0, import_chunk_IC7MVDBH.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const applies = (0, import_chunk_IC7MVDBH.effectiveApplies)((0, import_chunk_IC7MVDBH.readHistory)(l.history));
    const last = applies[applies.length - 1];
    if (!last) throw new import_chunk_S4PSTNN7.RefusedError(`nothing to roll back: ${l.history} records no apply that has not been rolled back already.`);
    const current = (0, import_chunk_KHLILX3Y.readProfileBytes)(l.profile);
    const currentSha = (0, import_chunk_FZ4K7N5W.sha256Hex)(current);
    if (currentSha !== last.result) {
      throw new import_chunk_S4PSTNN7.StaleDiffError(
        `${l.profile}: changed since the last apply (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. Restore by hand from ${l.backups} if you mean to.`
      );
    }
    const backup = last.backup ? (0, import_node_path.resolve)((0, import_node_path.join)(l.brain, last.backup)) : null;
    const restored = backup ? readBackup(backup) : current;
    if ((0, import_chunk_FZ4K7N5W.sha256Hex)(restored) !== last.base) {
      throw new import_chunk_S4PSTNN7.RefusedError(`${backup}: the backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const undone = { diff: last.diff, appliedAt: last.at, restores: last.base, backup };
    if (!o.confirm) return { kind: "preview", ...undone };
    const entry = { op: "rollback", at: o.now.toISOString(), today: o.today, diff: last.diff, base: currentSha, result: last.base };
    (0, import_chunk_IC7MVDBH.commitProfileChange)(l, {
      profile: currentSha === last.base ? null : restored,
      backup: null,
      entry,
      state: (0, import_chunk_IC7MVDBH.deriveState)(applies[applies.length - 2], config)
    });
    return { kind: "rolled-back", ...undone, profile: (0, import_node_path.resolve)(l.profile), history: (0, import_node_path.resolve)(l.history) };
  } finally {
    lock.release();
  }
}
function readBackup(path) {
  const bytes = (0, import_chunk_EFI262WX.readBytesIfPresent)(path);
  if (bytes === void 0) {
    throw new import_chunk_S4PSTNN7.RefusedError(`the backup ${path} does not exist; nothing was restored. The profile before that apply is gone from ${(0, import_node_path.resolve)(path, "..")}.`);
  }
  return bytes;
}
async function run(_args, opts) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const r = await rollback({ ...ctx, notice: import_chunk_S4PSTNN7.processOutput.err, confirm: opts.confirm === true });
  if (r.kind === "preview") import_chunk_S4PSTNN7.processOutput.err("brain: nothing was written \u2014 add --confirm to roll back.");
  if (opts.json === true) {
    import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_S4PSTNN7.json)(r));
    return r.kind === "preview" ? import_chunk_JBCIE4D6.EXIT.usage : import_chunk_JBCIE4D6.EXIT.ok;
  }
  const what = `the apply of diff ${r.diff.slice(0, 12)} (${r.appliedAt})`;
  if (r.kind === "preview") {
    import_chunk_S4PSTNN7.processOutput.out(`Would undo ${what}, restoring profile ${r.restores.slice(0, 12)}${r.backup ? ` from ${r.backup}` : " (that apply changed nothing)"}.`);
    return import_chunk_JBCIE4D6.EXIT.usage;
  }
  import_chunk_S4PSTNN7.processOutput.out(`Rolled back ${what}; ${r.profile} is as it was before it.`);
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
