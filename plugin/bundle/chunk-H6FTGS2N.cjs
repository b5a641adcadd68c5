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
var import_chunk_OGZCKOGK = require("./chunk-OGZCKOGK.cjs");
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_UXUUUEGC = require("./chunk-UXUUUEGC.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const words = args.flat().map(String);
  const limitText = (0, import_chunk_L7PYBWE7.stringOption)(opts.limit, "--limit");
  if (limitText !== void 0 && !/^[0-9]+$/.test(limitText)) throw new import_chunk_L7PYBWE7.UsageError(`--limit: expected a whole number, found "${limitText}"`);
  const r = (0, import_chunk_OGZCKOGK.recall)({ ...ctx, words, ...limitText === void 0 ? {} : { limit: Number(limitText) }, includeExcluded: opts.includeExcluded === true });
  if (opts.json !== true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_OGZCKOGK.recallText)(r));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  const note = (0, import_chunk_OGZCKOGK.recallText)({ ...r, hits: [], total: 0 }).split("\n").slice(1);
  for (const line of note) import_chunk_L7PYBWE7.processOutput.err(`brain: ${line.replace(/^\((.*)\)$/, "$1")}`);
  import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)(r.hits));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
