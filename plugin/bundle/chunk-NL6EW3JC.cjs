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
var import_chunk_263UZBZW = require("./chunk-263UZBZW.cjs");
var import_chunk_R5SMQUJ4 = require("./chunk-R5SMQUJ4.cjs");
var import_chunk_2JPP3GAZ = require("./chunk-2JPP3GAZ.cjs");
var import_chunk_7N3E2WF6 = require("./chunk-7N3E2WF6.cjs");
var import_chunk_Q6KOD2MW = require("./chunk-Q6KOD2MW.cjs");
var import_chunk_OHB3RS7W = require("./chunk-OHB3RS7W.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_3VBDENUI = require("./chunk-3VBDENUI.cjs");
var import_chunk_KI7D2T6K = require("./chunk-KI7D2T6K.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_S4PSTNN7.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_S4PSTNN7.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_S4PSTNN7.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_S4PSTNN7.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_263UZBZW.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_S4PSTNN7.processOutput.out(opts.json === true ? (0, import_chunk_S4PSTNN7.json)({ findings: r.findings }) : (0, import_chunk_263UZBZW.checkRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_263UZBZW.testRules)({ ...where, today: ctx.today, name });
    import_chunk_S4PSTNN7.processOutput.out(opts.json === true ? (0, import_chunk_S4PSTNN7.json)((0, import_chunk_263UZBZW.testRulesJson)(r)) : (0, import_chunk_263UZBZW.testRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  const result = (0, import_chunk_263UZBZW.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_S4PSTNN7.processOutput.out(opts.json === true ? (0, import_chunk_S4PSTNN7.json)(result) : (0, import_chunk_263UZBZW.rulesText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
