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
var import_chunk_2LUOQDIH = require("./chunk-2LUOQDIH.cjs");
var import_chunk_7BVA2XDX = require("./chunk-7BVA2XDX.cjs");
var import_chunk_WSNIWWQM = require("./chunk-WSNIWWQM.cjs");
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_HV3HDN3N = require("./chunk-HV3HDN3N.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AHSAOC47 = require("./chunk-AHSAOC47.cjs");
var import_chunk_H7HB73YK = require("./chunk-H7HB73YK.cjs");
var import_chunk_LGQW6VZ2 = require("./chunk-LGQW6VZ2.cjs");
var import_chunk_EFVSAHNO = require("./chunk-EFVSAHNO.cjs");
var import_chunk_TSXCY7I2 = require("./chunk-TSXCY7I2.cjs");
var import_chunk_XUHUXT2I = require("./chunk-XUHUXT2I.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
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
    const r = await (0, import_chunk_2LUOQDIH.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)({ findings: r.findings }) : (0, import_chunk_2LUOQDIH.checkRulesText)(r));
    return r.ok ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_2LUOQDIH.testRules)({ ...where, today: ctx.today, name });
    import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)((0, import_chunk_2LUOQDIH.testRulesJson)(r)) : (0, import_chunk_2LUOQDIH.testRulesText)(r));
    return r.ok ? import_chunk_WO6Y3IW2.EXIT.ok : import_chunk_WO6Y3IW2.EXIT.problems;
  }
  const result = (0, import_chunk_2LUOQDIH.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(result) : (0, import_chunk_2LUOQDIH.rulesText)(result));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
