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
var import_chunk_6UY5MRXR = require("./chunk-6UY5MRXR.cjs");
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_L7PYBWE7.UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  (0, import_chunk_6UY5MRXR.checkFlagText)("--source", source, 500, import_chunk_L7PYBWE7.KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) (0, import_chunk_6UY5MRXR.checkFlagText)("--reason", o.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  const key = (0, import_chunk_I2RTUJJH.normalizeKey)(o.key);
  const setup = (0, import_chunk_JTSAVRSB.loadProposeSetup)(o);
  const lock = (0, import_chunk_LW5KK7CN.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const { doc } = (0, import_chunk_TUWUUUZD.readProfile)(o.paths.profile);
    const conflict = (0, import_chunk_X327KYQS.openConflicts)(doc, setup.config.multiValued ?? []).find((c) => c.key === key);
    if (!conflict) {
      throw new import_chunk_L7PYBWE7.NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
    }
    const kept = conflict.values.find((f) => f.id === o.keep);
    if (!kept) {
      const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
      throw new import_chunk_L7PYBWE7.NotFoundError(o.keep, `an active observed value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
    }
    const candidate = {
      key,
      keeps: kept.id,
      ...o.reason !== void 0 ? { reason: o.reason } : {},
      provenance: "human",
      source,
      observed_date: o.today
    };
    const proposal = { ...o, candidatesFile: `resolve ${key} --keep ${kept.id}`, keepCursor: true, origins: (0, import_chunk_QQQA7R2G.originOfAll)(o.origin, 1) };
    return (await (0, import_chunk_JTSAVRSB.proposeHeld)(lock, proposal, setup, [candidate])).outcome;
  } finally {
    lock.release();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  resolveConflict
});
