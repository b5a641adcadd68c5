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
__defProp(stdin_exports, "resolveConflict", { value: resolveConflict, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_2IRY5DZ4 = require("./chunk-2IRY5DZ4.cjs");
var import_chunk_ARRSKXNZ = require("./chunk-ARRSKXNZ.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_S4PSTNN7.UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  (0, import_chunk_2IRY5DZ4.checkFlagText)("--source", source, 500, import_chunk_S4PSTNN7.KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) (0, import_chunk_2IRY5DZ4.checkFlagText)("--reason", o.reason, 500, import_chunk_S4PSTNN7.VALUE_FORBIDDEN_CHAR);
  const key = (0, import_chunk_YM4JW7MF.normalizeKey)(o.key);
  const { config } = (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, o.paths.config);
  const { doc } = (0, import_chunk_KHLILX3Y.readProfile)(o.paths.profile);
  const conflict = (0, import_chunk_RBI2CLBF.openConflicts)(doc, config.multiValued ?? []).find((c) => c.key === key);
  if (!conflict) {
    throw new import_chunk_S4PSTNN7.NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
  }
  const kept = conflict.values.find((f) => f.id === o.keep);
  if (!kept) {
    const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
    throw new import_chunk_S4PSTNN7.NotFoundError(o.keep, `an active observed value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
  }
  const candidate = {
    key,
    keeps: kept.id,
    ...o.reason !== void 0 ? { reason: o.reason } : {},
    provenance: "human",
    source,
    observed_date: o.today
  };
  return (0, import_chunk_ARRSKXNZ.propose)({ ...o, candidatesFile: `resolve ${key} --keep ${kept.id}`, candidates: [candidate], keepCursor: true });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  resolveConflict
});
