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
var import_chunk_ADOP6XQ5 = require("./chunk-ADOP6XQ5.cjs");
var import_chunk_CCEJUPBH = require("./chunk-CCEJUPBH.cjs");
var import_chunk_OJLFWOL6 = require("./chunk-OJLFWOL6.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_5KZXF23Q.UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  (0, import_chunk_ADOP6XQ5.checkFlagText)("--source", source, 500, import_chunk_5KZXF23Q.KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) (0, import_chunk_ADOP6XQ5.checkFlagText)("--reason", o.reason, 500, import_chunk_5KZXF23Q.VALUE_FORBIDDEN_CHAR);
  const key = (0, import_chunk_JK2WYQJV.normalizeKey)(o.key);
  const { config } = (0, import_chunk_MP427JM6.loadConfig)(o.configFile, o.paths.config);
  const { doc } = (0, import_chunk_OJLFWOL6.readProfile)(o.paths.profile);
  const conflict = (0, import_chunk_RBI2CLBF.openConflicts)(doc, config.multiValued ?? []).find((c) => c.key === key);
  if (!conflict) {
    throw new import_chunk_5KZXF23Q.NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
  }
  const kept = conflict.values.find((f) => f.id === o.keep);
  if (!kept) {
    const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
    throw new import_chunk_5KZXF23Q.NotFoundError(o.keep, `an active observed value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
  }
  const candidate = {
    key,
    keeps: kept.id,
    ...o.reason !== void 0 ? { reason: o.reason } : {},
    provenance: "human",
    source,
    observed_date: o.today
  };
  return (0, import_chunk_CCEJUPBH.propose)({ ...o, candidatesFile: `resolve ${key} --keep ${kept.id}`, candidates: [candidate], keepCursor: true });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  resolveConflict
});
