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
var import_chunk_6NDKZVL5 = require("./chunk-6NDKZVL5.cjs");
var import_chunk_U6VD6TGJ = require("./chunk-U6VD6TGJ.cjs");
var import_chunk_JJDRULY7 = require("./chunk-JJDRULY7.cjs");
var import_chunk_7JFBUE5T = require("./chunk-7JFBUE5T.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = (0, import_chunk_L7PYBWE7.stringOption)(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new import_chunk_L7PYBWE7.UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir2(opts);
  }
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  let checked;
  try {
    checked = await (0, import_chunk_6NDKZVL5.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_L7PYBWE7.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_WO6Y3IW2.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings, changed_keys: checked.changed_keys }));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  for (const w of (0, import_chunk_6NDKZVL5.validatedWarnings)(checked)) import_chunk_L7PYBWE7.processOutput.err(w);
  import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_6NDKZVL5.validatedText)(checked));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const r = (0, import_chunk_6NDKZVL5.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile, now: ctx.now });
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems, changed_keys: r.changed_keys }));
    return r.valid ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.invalid;
  }
  const text = (0, import_chunk_6NDKZVL5.dataDirText)(r);
  if (text !== "") import_chunk_L7PYBWE7.processOutput.out(text);
  if (r.valid) return import_chunk_WO6Y3IW2.EXIT.ok;
  import_chunk_L7PYBWE7.processOutput.err((0, import_chunk_6NDKZVL5.dataDirProblemsText)(r));
  return import_chunk_WO6Y3IW2.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
