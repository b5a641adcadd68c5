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
var import_chunk_6UY5MRXR = require("./chunk-6UY5MRXR.cjs");
var import_chunk_7XRMSF7M = require("./chunk-7XRMSF7M.cjs");
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_A5C5NKFZ = require("./chunk-A5C5NKFZ.cjs");
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const reason = (0, import_chunk_L7PYBWE7.stringOption)(opts.reason, "--reason");
  if (reason === void 0) throw new import_chunk_L7PYBWE7.UsageError("retire: needs --reason <text> (why the facts are no longer true; kept on the retired line)");
  const ids = args.flat().map(String);
  const r = await (0, import_chunk_6UY5MRXR.retire)({
    ...(0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx),
    ids,
    reason,
    source: (0, import_chunk_L7PYBWE7.stringOption)(opts.source, "--source"),
    date: (0, import_chunk_L7PYBWE7.stringOption)(opts.date, "--date"),
    origin: "operator"
  });
  return (0, import_chunk_7XRMSF7M.reportProposed)(r, opts.json === true);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
