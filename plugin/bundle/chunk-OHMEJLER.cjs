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
var import_chunk_OEZJGDHR = require("./chunk-OEZJGDHR.cjs");
var import_chunk_R5SMQUJ4 = require("./chunk-R5SMQUJ4.cjs");
var import_chunk_FVIIC2U6 = require("./chunk-FVIIC2U6.cjs");
var import_chunk_2JPP3GAZ = require("./chunk-2JPP3GAZ.cjs");
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_Q6KOD2MW = require("./chunk-Q6KOD2MW.cjs");
var import_chunk_MF7J646J = require("./chunk-MF7J646J.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_3VBDENUI = require("./chunk-3VBDENUI.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KI7D2T6K = require("./chunk-KI7D2T6K.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = (0, import_chunk_S4PSTNN7.stringOption)(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new import_chunk_S4PSTNN7.UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir2(opts);
  }
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  let checked;
  try {
    checked = await (0, import_chunk_OEZJGDHR.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_S4PSTNN7.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_S4PSTNN7.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_JBCIE4D6.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_S4PSTNN7.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  for (const w of (0, import_chunk_OEZJGDHR.validatedWarnings)(checked)) import_chunk_S4PSTNN7.processOutput.err(w);
  import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_OEZJGDHR.validatedText)(checked));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const r = (0, import_chunk_OEZJGDHR.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile });
  if (opts.json === true) {
    import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_S4PSTNN7.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems }));
    return r.valid ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.invalid;
  }
  const text = (0, import_chunk_OEZJGDHR.dataDirText)(r);
  if (text !== "") import_chunk_S4PSTNN7.processOutput.out(text);
  if (r.valid) return import_chunk_JBCIE4D6.EXIT.ok;
  import_chunk_S4PSTNN7.processOutput.err((0, import_chunk_OEZJGDHR.dataDirProblemsText)(r));
  return import_chunk_JBCIE4D6.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
