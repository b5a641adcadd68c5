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
var import_chunk_SVTQV6DD = require("./chunk-SVTQV6DD.cjs");
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const layer = (0, import_chunk_S4PSTNN7.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_S4PSTNN7.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_S4PSTNN7.stringOption)(opts.key, "--key");
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_S4PSTNN7.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_SVTQV6DD.showConflicts)({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    import_chunk_S4PSTNN7.processOutput.out(opts.json === true ? (0, import_chunk_S4PSTNN7.json)(result2) : (0, import_chunk_SVTQV6DD.conflictsText)(result2));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  const result = (0, import_chunk_SVTQV6DD.showProfile)(ctx.paths.profile, { layer, key, all: opts.all === true });
  import_chunk_S4PSTNN7.processOutput.out(
    opts.json === true ? (0, import_chunk_S4PSTNN7.json)({ facts: result.facts }) : (0, import_chunk_SVTQV6DD.showText)(result, { multiValued: (0, import_chunk_SVTQV6DD.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) })
  );
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
