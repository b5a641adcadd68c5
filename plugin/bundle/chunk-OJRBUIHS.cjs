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
var import_chunk_HO4W3C6G = require("./chunk-HO4W3C6G.cjs");
var import_chunk_Y2Z6V463 = require("./chunk-Y2Z6V463.cjs");
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const layer = (0, import_chunk_L7PYBWE7.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_L7PYBWE7.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_L7PYBWE7.stringOption)(opts.key, "--key");
  const includeExcluded = opts.includeExcluded === true;
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_L7PYBWE7.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_HO4W3C6G.showConflicts)({ ...ctx, includeExcluded });
    import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(result2) : (0, import_chunk_HO4W3C6G.conflictsText)(result2));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  const result = (0, import_chunk_HO4W3C6G.showProfile)({ ...ctx, includeExcluded }, { layer, key, all: opts.all === true });
  if (opts.json === true) {
    const note = (0, import_chunk_RANF7A2E.withheldNote)(result.withheld);
    if (note) import_chunk_L7PYBWE7.processOutput.err(`brain: ${note}`);
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ facts: result.facts, ...Object.keys(result.agentWritten).length > 0 ? { agent_written: result.agentWritten } : {} }));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_HO4W3C6G.showText)(result, { multiValued: (0, import_chunk_HO4W3C6G.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) }));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
