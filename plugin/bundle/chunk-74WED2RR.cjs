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
var import_chunk_STZSKKFO = require("./chunk-STZSKKFO.cjs");
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_F3RURZDZ = require("./chunk-F3RURZDZ.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const r = (0, import_chunk_STZSKKFO.ingest)({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: args[0].map(String),
    into: (0, import_chunk_S4PSTNN7.stringOption)(opts.into, "--into"),
    provenance: (0, import_chunk_S4PSTNN7.stringOption)(opts.provenance, "--provenance"),
    date: (0, import_chunk_S4PSTNN7.stringOption)(opts.date, "--date"),
    brain: (0, import_chunk_S4PSTNN7.brainAsTyped)(opts)
  });
  const { kind: _kind, ...document } = r;
  import_chunk_S4PSTNN7.processOutput.out(opts.json === true ? (0, import_chunk_S4PSTNN7.json)(document) : (0, import_chunk_STZSKKFO.ingestText)(r));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
