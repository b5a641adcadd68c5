var __brainUrl = require("node:url").pathToFileURL(__filename).href;
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
__export(stdin_exports, {
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_EUSAGDHQ = require("./chunk-EUSAGDHQ.cjs");
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_ATE7AVG2 = require("./chunk-ATE7AVG2.cjs");
var import_chunk_XD5EG5WU = require("./chunk-XD5EG5WU.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const layer = (0, import_chunk_VX56HOUR.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_VX56HOUR.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_VX56HOUR.stringOption)(opts.key, "--key");
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_VX56HOUR.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_EUSAGDHQ.showConflicts)({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(result2) : (0, import_chunk_EUSAGDHQ.conflictsText)(result2));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  const result = (0, import_chunk_EUSAGDHQ.showProfile)(ctx.paths.profile, { layer, key, all: opts.all === true });
  import_chunk_VX56HOUR.processOutput.out(
    opts.json === true ? (0, import_chunk_VX56HOUR.json)({ facts: result.facts }) : (0, import_chunk_EUSAGDHQ.showText)(result, { multiValued: (0, import_chunk_EUSAGDHQ.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) })
  );
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
