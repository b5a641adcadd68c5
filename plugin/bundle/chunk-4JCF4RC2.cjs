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
var import_chunk_T3FIVRS3 = require("./chunk-T3FIVRS3.cjs");
var import_chunk_OCUPQPBV = require("./chunk-OCUPQPBV.cjs");
var import_chunk_E5TIHDMI = require("./chunk-E5TIHDMI.cjs");
var import_chunk_UZDLW6NA = require("./chunk-UZDLW6NA.cjs");
var import_chunk_DSWVMLUQ = require("./chunk-DSWVMLUQ.cjs");
var import_chunk_T63Y44PH = require("./chunk-T63Y44PH.cjs");
var import_chunk_VM3YR7MB = require("./chunk-VM3YR7MB.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_RRK6TLWC = require("./chunk-RRK6TLWC.cjs");
var import_chunk_KSCUPOR2 = require("./chunk-KSCUPOR2.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_3L4E7FKY = require("./chunk-3L4E7FKY.cjs");
var import_chunk_XNLKTLWO = require("./chunk-XNLKTLWO.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_VX56HOUR.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_VX56HOUR.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_VX56HOUR.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_VX56HOUR.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_T3FIVRS3.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)({ findings: r.findings }) : (0, import_chunk_T3FIVRS3.checkRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_T3FIVRS3.testRules)({ ...where, today: ctx.today, name });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)((0, import_chunk_T3FIVRS3.testRulesJson)(r)) : (0, import_chunk_T3FIVRS3.testRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  const result = (0, import_chunk_T3FIVRS3.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(result) : (0, import_chunk_T3FIVRS3.rulesText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
