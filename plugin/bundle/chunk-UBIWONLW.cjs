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
var import_chunk_MLFKUQRE = require("./chunk-MLFKUQRE.cjs");
var import_chunk_UGPLNAUN = require("./chunk-UGPLNAUN.cjs");
var import_chunk_V3FGCCG3 = require("./chunk-V3FGCCG3.cjs");
var import_chunk_HHCAOHZ7 = require("./chunk-HHCAOHZ7.cjs");
var import_chunk_CTISREJM = require("./chunk-CTISREJM.cjs");
var import_chunk_27KKMIMA = require("./chunk-27KKMIMA.cjs");
var import_chunk_Y5D57BPJ = require("./chunk-Y5D57BPJ.cjs");
var import_chunk_XKBEUC22 = require("./chunk-XKBEUC22.cjs");
var import_chunk_7DXRTB5X = require("./chunk-7DXRTB5X.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_F63JMXOG = require("./chunk-F63JMXOG.cjs");
var import_chunk_JCQTMGPQ = require("./chunk-JCQTMGPQ.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_5KZXF23Q.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_5KZXF23Q.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_5KZXF23Q.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_5KZXF23Q.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_MLFKUQRE.checkRules)({ ...where, strict: opts.strict === true });
    import_chunk_5KZXF23Q.processOutput.out(opts.json === true ? (0, import_chunk_5KZXF23Q.json)({ findings: r.findings }) : (0, import_chunk_MLFKUQRE.checkRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_MLFKUQRE.testRules)({ ...where, today: ctx.today, name });
    import_chunk_5KZXF23Q.processOutput.out(opts.json === true ? (0, import_chunk_5KZXF23Q.json)((0, import_chunk_MLFKUQRE.testRulesJson)(r)) : (0, import_chunk_MLFKUQRE.testRulesText)(r));
    return r.ok ? import_chunk_JBCIE4D6.EXIT.ok : import_chunk_JBCIE4D6.EXIT.problems;
  }
  const result = (0, import_chunk_MLFKUQRE.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_5KZXF23Q.processOutput.out(opts.json === true ? (0, import_chunk_5KZXF23Q.json)(result) : (0, import_chunk_MLFKUQRE.rulesText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
