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
var import_chunk_DOZMS2MG = require("./chunk-DOZMS2MG.cjs");
var import_chunk_TSUBZLIA = require("./chunk-TSUBZLIA.cjs");
var import_chunk_46VOPWFK = require("./chunk-46VOPWFK.cjs");
var import_chunk_GAFG3LOM = require("./chunk-GAFG3LOM.cjs");
var import_chunk_L77ECCIO = require("./chunk-L77ECCIO.cjs");
var import_chunk_A4C3V3UJ = require("./chunk-A4C3V3UJ.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_HV3HDN3N = require("./chunk-HV3HDN3N.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AHSAOC47 = require("./chunk-AHSAOC47.cjs");
var import_chunk_AA34FNBZ = require("./chunk-AA34FNBZ.cjs");
var import_chunk_MCIY4CX3 = require("./chunk-MCIY4CX3.cjs");
var import_chunk_H7HB73YK = require("./chunk-H7HB73YK.cjs");
var import_chunk_LGQW6VZ2 = require("./chunk-LGQW6VZ2.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_EFVSAHNO = require("./chunk-EFVSAHNO.cjs");
var import_chunk_TSXCY7I2 = require("./chunk-TSXCY7I2.cjs");
var import_chunk_XUHUXT2I = require("./chunk-XUHUXT2I.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_VWI5RSMI = require("./chunk-VWI5RSMI.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const keep = (0, import_chunk_L7PYBWE7.stringOption)(opts.keep, "--keep");
  if (keep === void 0) throw new import_chunk_L7PYBWE7.UsageError("resolve: needs --keep <id> (the value that holds; brain show --conflicts lists the ids)");
  const key = String(args[0]);
  const r = await (0, import_chunk_DOZMS2MG.resolveConflict)({
    ...(0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx),
    key,
    keep,
    reason: (0, import_chunk_L7PYBWE7.stringOption)(opts.reason, "--reason"),
    source: (0, import_chunk_L7PYBWE7.stringOption)(opts.source, "--source")
  });
  return (0, import_chunk_46VOPWFK.reportProposed)(r, opts.json === true);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
