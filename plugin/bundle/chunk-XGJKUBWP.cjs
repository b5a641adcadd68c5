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
var import_chunk_SIOSLKZR = require("./chunk-SIOSLKZR.cjs");
var import_chunk_OBY3N6KA = require("./chunk-OBY3N6KA.cjs");
var import_chunk_N5DRULAX = require("./chunk-N5DRULAX.cjs");
var import_chunk_35CRJCD6 = require("./chunk-35CRJCD6.cjs");
var import_chunk_DHCKMRBR = require("./chunk-DHCKMRBR.cjs");
var import_chunk_DUZVUBOO = require("./chunk-DUZVUBOO.cjs");
var import_chunk_T3EF53DI = require("./chunk-T3EF53DI.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_R62X2BZH = require("./chunk-R62X2BZH.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_R62X2BZH.resolveContext)(opts);
  const r = (0, import_chunk_SIOSLKZR.ingest)({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: args[0].map(String),
    into: (0, import_chunk_R62X2BZH.stringOption)(opts.into, "--into"),
    provenance: (0, import_chunk_R62X2BZH.stringOption)(opts.provenance, "--provenance"),
    date: (0, import_chunk_R62X2BZH.stringOption)(opts.date, "--date"),
    brain: (0, import_chunk_R62X2BZH.brainAsTyped)(opts)
  });
  const { kind: _kind, ...document } = r;
  import_chunk_R62X2BZH.processOutput.out(opts.json === true ? (0, import_chunk_R62X2BZH.json)(document) : (0, import_chunk_SIOSLKZR.ingestText)(r));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
