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
var import_chunk_XROG4C2J = require("./chunk-XROG4C2J.cjs");
var import_chunk_5M4CVKVU = require("./chunk-5M4CVKVU.cjs");
var import_chunk_6HIKCHOK = require("./chunk-6HIKCHOK.cjs");
var import_chunk_DP2JZRLP = require("./chunk-DP2JZRLP.cjs");
var import_chunk_3L4E7FKY = require("./chunk-3L4E7FKY.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_XNLKTLWO = require("./chunk-XNLKTLWO.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = (0, import_chunk_XROG4C2J.ingest)({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: args[0].map(String),
    into: (0, import_chunk_VX56HOUR.stringOption)(opts.into, "--into"),
    provenance: (0, import_chunk_VX56HOUR.stringOption)(opts.provenance, "--provenance"),
    date: (0, import_chunk_VX56HOUR.stringOption)(opts.date, "--date"),
    brain: (0, import_chunk_VX56HOUR.brainAsTyped)(opts)
  });
  const { kind: _kind, ...document } = r;
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(document) : (0, import_chunk_XROG4C2J.ingestText)(r));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
