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
var import_chunk_SEGFX7JN = require("./chunk-SEGFX7JN.cjs");
var import_chunk_7BVA2XDX = require("./chunk-7BVA2XDX.cjs");
var import_chunk_XGTEEQTU = require("./chunk-XGTEEQTU.cjs");
var import_chunk_WSNIWWQM = require("./chunk-WSNIWWQM.cjs");
var import_chunk_ZQIVJGU5 = require("./chunk-ZQIVJGU5.cjs");
var import_chunk_HV3HDN3N = require("./chunk-HV3HDN3N.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AHSAOC47 = require("./chunk-AHSAOC47.cjs");
var import_chunk_LGQW6VZ2 = require("./chunk-LGQW6VZ2.cjs");
var import_chunk_EFVSAHNO = require("./chunk-EFVSAHNO.cjs");
var import_chunk_XUHUXT2I = require("./chunk-XUHUXT2I.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
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
    checked = await (0, import_chunk_SEGFX7JN.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_L7PYBWE7.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_WO6Y3IW2.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings, changed_keys: checked.changed_keys }));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  for (const w of (0, import_chunk_SEGFX7JN.validatedWarnings)(checked)) import_chunk_L7PYBWE7.processOutput.err(w);
  import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_SEGFX7JN.validatedText)(checked));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const r = (0, import_chunk_SEGFX7JN.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile, now: ctx.now });
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems, changed_keys: r.changed_keys }));
    return r.valid ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.invalid;
  }
  const text = (0, import_chunk_SEGFX7JN.dataDirText)(r);
  if (text !== "") import_chunk_L7PYBWE7.processOutput.out(text);
  if (r.valid) return import_chunk_WO6Y3IW2.EXIT.ok;
  import_chunk_L7PYBWE7.processOutput.err((0, import_chunk_SEGFX7JN.dataDirProblemsText)(r));
  return import_chunk_WO6Y3IW2.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
