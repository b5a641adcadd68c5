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
var import_chunk_G5B2HHRU = require("./chunk-G5B2HHRU.cjs");
var import_chunk_IGKQTWBH = require("./chunk-IGKQTWBH.cjs");
var import_chunk_NZ3MR3VV = require("./chunk-NZ3MR3VV.cjs");
var import_chunk_TDHMELSX = require("./chunk-TDHMELSX.cjs");
var import_chunk_YAO2SWTF = require("./chunk-YAO2SWTF.cjs");
var import_chunk_VCYGDND6 = require("./chunk-VCYGDND6.cjs");
var import_chunk_ABZPCWVC = require("./chunk-ABZPCWVC.cjs");
var import_chunk_PKQW2HBQ = require("./chunk-PKQW2HBQ.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_ZG5ZYKG5 = require("./chunk-ZG5ZYKG5.cjs");
var import_chunk_G3L4UDTV = require("./chunk-G3L4UDTV.cjs");
var import_chunk_XD5EG5WU = require("./chunk-XD5EG5WU.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_OFHEOMPZ = require("./chunk-OFHEOMPZ.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
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
    checked = await (0, import_chunk_G5B2HHRU.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_VX56HOUR.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_JBCIE4D6.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  for (const w of (0, import_chunk_G5B2HHRU.validatedWarnings)(checked)) import_chunk_VX56HOUR.processOutput.err(w);
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_G5B2HHRU.validatedText)(checked));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = (0, import_chunk_G5B2HHRU.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile });
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems }));
    return r.valid ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.invalid;
  }
  const text = (0, import_chunk_G5B2HHRU.dataDirText)(r);
  if (text !== "") import_chunk_VX56HOUR.processOutput.out(text);
  if (r.valid) return import_chunk_JBCIE4D6.EXIT.ok;
  import_chunk_VX56HOUR.processOutput.err((0, import_chunk_G5B2HHRU.dataDirProblemsText)(r));
  return import_chunk_JBCIE4D6.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
