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
var import_chunk_FWPICK7D = require("./chunk-FWPICK7D.cjs");
var import_chunk_ZQIVJGU5 = require("./chunk-ZQIVJGU5.cjs");
var import_chunk_A4C3V3UJ = require("./chunk-A4C3V3UJ.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_AHSAOC47 = require("./chunk-AHSAOC47.cjs");
var import_chunk_H7HB73YK = require("./chunk-H7HB73YK.cjs");
var import_chunk_LGQW6VZ2 = require("./chunk-LGQW6VZ2.cjs");
var import_chunk_TSXCY7I2 = require("./chunk-TSXCY7I2.cjs");
var import_chunk_XUHUXT2I = require("./chunk-XUHUXT2I.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_VWI5RSMI = require("./chunk-VWI5RSMI.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  if (args.length !== 1 || typeof args[0] !== "string" || args[0] === "") throw new import_chunk_L7PYBWE7.UsageError("explain: expected one fact id (see brain show)");
  const result = (0, import_chunk_FWPICK7D.explain)({ ...ctx, includeExcluded: opts.includeExcluded === true }, args[0]);
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)((0, import_chunk_FWPICK7D.explanationJson)(result)));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_FWPICK7D.explanationText)(result));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
