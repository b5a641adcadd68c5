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
var import_chunk_TSUBZLIA = require("./chunk-TSUBZLIA.cjs");
var import_chunk_GAFG3LOM = require("./chunk-GAFG3LOM.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_L7PYBWE7.UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  (0, import_chunk_TSUBZLIA.checkFlagText)("--source", source, 500, import_chunk_L7PYBWE7.KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) (0, import_chunk_TSUBZLIA.checkFlagText)("--reason", o.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  const key = (0, import_chunk_4HVNRAM7.normalizeKey)(o.key);
  const { config } = (0, import_chunk_KCAMFDNF.loadConfig)(o.configFile, o.paths.config);
  const { doc } = (0, import_chunk_YPLLLP26.readProfile)(o.paths.profile);
  const conflict = (0, import_chunk_X327KYQS.openConflicts)(doc, config.multiValued ?? []).find((c) => c.key === key);
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
  return (0, import_chunk_GAFG3LOM.propose)({ ...o, candidatesFile: `resolve ${key} --keep ${kept.id}`, candidates: [candidate], keepCursor: true });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  resolveConflict
});
