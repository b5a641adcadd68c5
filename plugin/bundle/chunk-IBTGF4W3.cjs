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
var import_chunk_6Z3JAM34 = require("./chunk-6Z3JAM34.cjs");
var import_chunk_UGPLNAUN = require("./chunk-UGPLNAUN.cjs");
var import_chunk_BCSACEPD = require("./chunk-BCSACEPD.cjs");
var import_chunk_V3FGCCG3 = require("./chunk-V3FGCCG3.cjs");
var import_chunk_HNKV5JKU = require("./chunk-HNKV5JKU.cjs");
var import_chunk_CTISREJM = require("./chunk-CTISREJM.cjs");
var import_chunk_JWCE2EMF = require("./chunk-JWCE2EMF.cjs");
var import_chunk_Y5D57BPJ = require("./chunk-Y5D57BPJ.cjs");
var import_chunk_XKBEUC22 = require("./chunk-XKBEUC22.cjs");
var import_chunk_JPEM66SS = require("./chunk-JPEM66SS.cjs");
var import_chunk_7DXRTB5X = require("./chunk-7DXRTB5X.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_S3GTIKJR = require("./chunk-S3GTIKJR.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_F63JMXOG = require("./chunk-F63JMXOG.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_JCQTMGPQ = require("./chunk-JCQTMGPQ.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = (0, import_chunk_5KZXF23Q.stringOption)(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new import_chunk_5KZXF23Q.UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir2(opts);
  }
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  let checked;
  try {
    checked = await (0, import_chunk_6Z3JAM34.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_5KZXF23Q.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_5KZXF23Q.processOutput.out((0, import_chunk_5KZXF23Q.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_JBCIE4D6.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_5KZXF23Q.processOutput.out((0, import_chunk_5KZXF23Q.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  for (const w of (0, import_chunk_6Z3JAM34.validatedWarnings)(checked)) import_chunk_5KZXF23Q.processOutput.err(w);
  import_chunk_5KZXF23Q.processOutput.out((0, import_chunk_6Z3JAM34.validatedText)(checked));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  const r = (0, import_chunk_6Z3JAM34.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile });
  if (opts.json === true) {
    import_chunk_5KZXF23Q.processOutput.out((0, import_chunk_5KZXF23Q.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems }));
    return r.valid ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.invalid;
  }
  const text = (0, import_chunk_6Z3JAM34.dataDirText)(r);
  if (text !== "") import_chunk_5KZXF23Q.processOutput.out(text);
  if (r.valid) return import_chunk_JBCIE4D6.EXIT.ok;
  import_chunk_5KZXF23Q.processOutput.err((0, import_chunk_6Z3JAM34.dataDirProblemsText)(r));
  return import_chunk_JBCIE4D6.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
