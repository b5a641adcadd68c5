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
var import_chunk_NKAGCYLK = require("./chunk-NKAGCYLK.cjs");
var import_chunk_UXUUUEGC = require("./chunk-UXUUUEGC.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
async function rollback(o) {
  const l = o.paths;
  const { config } = (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, l.config);
  const lock = (0, import_chunk_LW5KK7CN.lockForWrite)(l, o.notice ?? (() => {
  }), o);
  try {
    const applies = (0, import_chunk_W4VUU7MV.effectiveApplies)((0, import_chunk_W4VUU7MV.readHistory)(l.history));
    const last = applies[applies.length - 1];
    if (!last) throw new import_chunk_L7PYBWE7.RefusedError(`nothing to roll back: ${l.history} records no apply that has not been rolled back already.`);
    const current = (0, import_chunk_TUWUUUZD.readProfileBytes)(l.profile);
    const currentSha = (0, import_chunk_I2RTUJJH.sha256Hex)(current);
    if (currentSha !== last.result) {
      throw new import_chunk_L7PYBWE7.StaleDiffError(
        `${l.profile}: changed since the last apply (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. Restore by hand from ${l.backups} if you mean to.`
      );
    }
    const backup = last.backup ? (0, import_node_path.resolve)((0, import_node_path.join)(l.brain, last.backup)) : null;
    const restored = backup ? readBackup(backup) : current;
    if ((0, import_chunk_I2RTUJJH.sha256Hex)(restored) !== last.base) {
      throw new import_chunk_L7PYBWE7.RefusedError(`${backup}: the backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const undone = { diff: last.diff, appliedAt: last.at, restores: last.base, backup };
    if (!o.confirm) return { kind: "preview", ...undone };
    const entry = { op: "rollback", at: o.now.toISOString(), today: o.today, diff: last.diff, base: currentSha, result: last.base };
    const prepared = (0, import_chunk_NKAGCYLK.prepareContext)(l, (0, import_chunk_QSVB2TNY.parseProfile)(restored.toString("utf8"), backup ?? l.profile).facts, o.today);
    (0, import_chunk_LW5KK7CN.commitProfileChange)(l, {
      profile: currentSha === last.base ? null : restored,
      backup: null,
      entry,
      state: (0, import_chunk_LW5KK7CN.deriveState)(applies[applies.length - 2], config)
    });
    const context = (0, import_chunk_NKAGCYLK.writeContextAfterCommit)(l, prepared, last.base);
    return {
      kind: "rolled-back",
      ...undone,
      profile: (0, import_node_path.resolve)(l.profile),
      history: (0, import_node_path.resolve)(l.history),
      context,
      contextNotice: (0, import_chunk_NKAGCYLK.contextNotice)(context, (args) => (0, import_chunk_OGTKZBCL.brainCommand)(o, args))
    };
  } finally {
    lock.release();
  }
}
function readBackup(path) {
  const bytes = (0, import_chunk_75TG4X2Z.readBytesIfPresent)(path);
  if (bytes === void 0) {
    throw new import_chunk_L7PYBWE7.RefusedError(`the backup ${path} does not exist; nothing was restored. The profile before that apply is gone from ${(0, import_node_path.resolve)(path, "..")}.`);
  }
  return bytes;
}
async function run(_args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const r = await rollback({ ...ctx, notice: import_chunk_L7PYBWE7.processOutput.err, confirm: opts.confirm === true });
  if (r.kind === "preview") import_chunk_L7PYBWE7.processOutput.err("brain: nothing was written \u2014 add --confirm to roll back.");
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)(r));
    return r.kind === "preview" ? import_chunk_WO6Y3IW2.EXIT.usage : import_chunk_WO6Y3IW2.EXIT.ok;
  }
  const what = `the apply of diff ${r.diff.slice(0, 12)} (${r.appliedAt})`;
  if (r.kind === "preview") {
    import_chunk_L7PYBWE7.processOutput.out(`Would undo ${what}, restoring profile ${r.restores.slice(0, 12)}${r.backup ? ` from ${r.backup}` : " (that apply changed nothing)"}.`);
    return import_chunk_WO6Y3IW2.EXIT.usage;
  }
  import_chunk_L7PYBWE7.processOutput.out([`Rolled back ${what}; ${r.profile} is as it was before it.`, ...r.contextNotice].join("\n"));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
