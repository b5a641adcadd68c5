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
var import_chunk_COEX5AMK = require("./chunk-COEX5AMK.cjs");
var import_chunk_U6VD6TGJ = require("./chunk-U6VD6TGJ.cjs");
var import_chunk_7JFBUE5T = require("./chunk-7JFBUE5T.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_L7PYBWE7.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_L7PYBWE7.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_L7PYBWE7.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_L7PYBWE7.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_COEX5AMK.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)({ findings: r.findings }) : (0, import_chunk_COEX5AMK.checkRulesText)(r));
    return r.ok ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_COEX5AMK.testRules)({ ...where, today: ctx.today, name });
    import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)((0, import_chunk_COEX5AMK.testRulesJson)(r)) : (0, import_chunk_COEX5AMK.testRulesText)(r));
    return r.ok ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.problems;
  }
  const result = (0, import_chunk_COEX5AMK.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(result) : (0, import_chunk_COEX5AMK.rulesText)(result));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
