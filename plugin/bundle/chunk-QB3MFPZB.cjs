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
var import_chunk_K242SRYA = require("./chunk-K242SRYA.cjs");
var import_chunk_NHTCL7OR = require("./chunk-NHTCL7OR.cjs");
var import_chunk_DL7YT6TS = require("./chunk-DL7YT6TS.cjs");
var import_chunk_V27SEXAA = require("./chunk-V27SEXAA.cjs");
var import_chunk_YWWH7TWV = require("./chunk-YWWH7TWV.cjs");
var import_chunk_CVNI3773 = require("./chunk-CVNI3773.cjs");
var import_chunk_4OQMDQDN = require("./chunk-4OQMDQDN.cjs");
var import_chunk_AQIHFUQA = require("./chunk-AQIHFUQA.cjs");
var import_chunk_UFXUY4MR = require("./chunk-UFXUY4MR.cjs");
var import_chunk_SGTGFANN = require("./chunk-SGTGFANN.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_FMCNPRZO = require("./chunk-FMCNPRZO.cjs");
var import_chunk_OOPPMYX4 = require("./chunk-OOPPMYX4.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_VX56HOUR.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_VX56HOUR.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_VX56HOUR.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_VX56HOUR.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_K242SRYA.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)({ findings: r.findings }) : (0, import_chunk_K242SRYA.checkRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_K242SRYA.testRules)({ ...where, today: ctx.today, name });
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)((0, import_chunk_K242SRYA.testRulesJson)(r)) : (0, import_chunk_K242SRYA.testRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  const result = (0, import_chunk_K242SRYA.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(result) : (0, import_chunk_K242SRYA.rulesText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
