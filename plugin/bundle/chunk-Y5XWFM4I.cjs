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
var import_chunk_VCU3B2ZS = require("./chunk-VCU3B2ZS.cjs");
var import_chunk_NHTCL7OR = require("./chunk-NHTCL7OR.cjs");
var import_chunk_4BHQE7Q4 = require("./chunk-4BHQE7Q4.cjs");
var import_chunk_DL7YT6TS = require("./chunk-DL7YT6TS.cjs");
var import_chunk_5BGKKZ6L = require("./chunk-5BGKKZ6L.cjs");
var import_chunk_YWWH7TWV = require("./chunk-YWWH7TWV.cjs");
var import_chunk_WWCVA2IP = require("./chunk-WWCVA2IP.cjs");
var import_chunk_4OQMDQDN = require("./chunk-4OQMDQDN.cjs");
var import_chunk_AQIHFUQA = require("./chunk-AQIHFUQA.cjs");
var import_chunk_3U5XQEV4 = require("./chunk-3U5XQEV4.cjs");
var import_chunk_UFXUY4MR = require("./chunk-UFXUY4MR.cjs");
var import_chunk_SGTGFANN = require("./chunk-SGTGFANN.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_63QADWCL = require("./chunk-63QADWCL.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_O2DEDEM4 = require("./chunk-O2DEDEM4.cjs");
var import_chunk_FMCNPRZO = require("./chunk-FMCNPRZO.cjs");
var import_chunk_OOPPMYX4 = require("./chunk-OOPPMYX4.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = (0, import_chunk_VX56HOUR.stringOption)(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new import_chunk_VX56HOUR.UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir2(opts);
  }
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  let checked;
  try {
    checked = await (0, import_chunk_VCU3B2ZS.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_VX56HOUR.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_JBCIE4D6.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  for (const w of (0, import_chunk_VCU3B2ZS.validatedWarnings)(checked)) import_chunk_VX56HOUR.processOutput.err(w);
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VCU3B2ZS.validatedText)(checked));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = (0, import_chunk_VCU3B2ZS.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile });
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems }));
    return r.valid ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.invalid;
  }
  const text = (0, import_chunk_VCU3B2ZS.dataDirText)(r);
  if (text !== "") import_chunk_VX56HOUR.processOutput.out(text);
  if (r.valid) return import_chunk_JBCIE4D6.EXIT.ok;
  import_chunk_VX56HOUR.processOutput.err((0, import_chunk_VCU3B2ZS.dataDirProblemsText)(r));
  return import_chunk_JBCIE4D6.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
