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
var import_chunk_JNYP5NBC = require("./chunk-JNYP5NBC.cjs");
var import_chunk_HNKV5JKU = require("./chunk-HNKV5JKU.cjs");
var import_chunk_4VCOELHN = require("./chunk-4VCOELHN.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_F63JMXOG = require("./chunk-F63JMXOG.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_JCQTMGPQ = require("./chunk-JCQTMGPQ.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  const r = (0, import_chunk_JNYP5NBC.ingest)({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: args[0].map(String),
    into: (0, import_chunk_5KZXF23Q.stringOption)(opts.into, "--into"),
    provenance: (0, import_chunk_5KZXF23Q.stringOption)(opts.provenance, "--provenance"),
    date: (0, import_chunk_5KZXF23Q.stringOption)(opts.date, "--date"),
    brain: (0, import_chunk_5KZXF23Q.brainAsTyped)(opts)
  });
  const { kind: _kind, ...document } = r;
  import_chunk_5KZXF23Q.processOutput.out(opts.json === true ? (0, import_chunk_5KZXF23Q.json)(document) : (0, import_chunk_JNYP5NBC.ingestText)(r));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
