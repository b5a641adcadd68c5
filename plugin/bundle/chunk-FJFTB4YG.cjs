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
var import_chunk_URXM4AMC = require("./chunk-URXM4AMC.cjs");
var import_chunk_BHTSW7EG = require("./chunk-BHTSW7EG.cjs");
var import_chunk_VYMCRKSO = require("./chunk-VYMCRKSO.cjs");
var import_chunk_JOQD3F42 = require("./chunk-JOQD3F42.cjs");
var import_chunk_33EBKRLJ = require("./chunk-33EBKRLJ.cjs");
var import_chunk_WJFRKFRA = require("./chunk-WJFRKFRA.cjs");
var import_chunk_6DVDIS2I = require("./chunk-6DVDIS2I.cjs");
var import_chunk_X7LODOSQ = require("./chunk-X7LODOSQ.cjs");
var import_chunk_JU2RC3DC = require("./chunk-JU2RC3DC.cjs");
var import_chunk_UJLQBNIL = require("./chunk-UJLQBNIL.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_MUNVS7E5 = require("./chunk-MUNVS7E5.cjs");
var import_chunk_DHCKMRBR = require("./chunk-DHCKMRBR.cjs");
var import_chunk_DUZVUBOO = require("./chunk-DUZVUBOO.cjs");
var import_chunk_T3EF53DI = require("./chunk-T3EF53DI.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_R62X2BZH = require("./chunk-R62X2BZH.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_R62X2BZH.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_R62X2BZH.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_R62X2BZH.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_R62X2BZH.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_R62X2BZH.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_URXM4AMC.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_R62X2BZH.processOutput.out(opts.json === true ? (0, import_chunk_R62X2BZH.json)({ findings: r.findings }) : (0, import_chunk_URXM4AMC.checkRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_URXM4AMC.testRules)({ ...where, today: ctx.today, name });
    import_chunk_R62X2BZH.processOutput.out(opts.json === true ? (0, import_chunk_R62X2BZH.json)((0, import_chunk_URXM4AMC.testRulesJson)(r)) : (0, import_chunk_URXM4AMC.testRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  const result = (0, import_chunk_URXM4AMC.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_R62X2BZH.processOutput.out(opts.json === true ? (0, import_chunk_R62X2BZH.json)(result) : (0, import_chunk_URXM4AMC.rulesText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
