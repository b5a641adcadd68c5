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
var import_chunk_WV2Z2UJM = require("./chunk-WV2Z2UJM.cjs");
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_ZT63D7DV = require("./chunk-ZT63D7DV.cjs");
var import_chunk_KSCUPOR2 = require("./chunk-KSCUPOR2.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_XNLKTLWO = require("./chunk-XNLKTLWO.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const layer = (0, import_chunk_VX56HOUR.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_VX56HOUR.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_VX56HOUR.stringOption)(opts.key, "--key");
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_VX56HOUR.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_WV2Z2UJM.showConflicts)({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(result2) : (0, import_chunk_WV2Z2UJM.conflictsText)(result2));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  const result = (0, import_chunk_WV2Z2UJM.showProfile)(ctx.paths.profile, { layer, key, all: opts.all === true });
  import_chunk_VX56HOUR.processOutput.out(
    opts.json === true ? (0, import_chunk_VX56HOUR.json)({ facts: result.facts }) : (0, import_chunk_WV2Z2UJM.showText)(result, { multiValued: (0, import_chunk_WV2Z2UJM.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) })
  );
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
