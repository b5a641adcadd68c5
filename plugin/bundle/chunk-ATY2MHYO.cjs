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
var import_chunk_2US7QIPC = require("./chunk-2US7QIPC.cjs");
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_ONFHJPAR = require("./chunk-ONFHJPAR.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_VLIUMTJI = require("./chunk-VLIUMTJI.cjs");
var import_chunk_G6QATOXM = require("./chunk-G6QATOXM.cjs");
var import_chunk_HWSS4OXI = require("./chunk-HWSS4OXI.cjs");
var import_chunk_FCM6CHII = require("./chunk-FCM6CHII.cjs");
var import_chunk_D7GYQSDL = require("./chunk-D7GYQSDL.cjs");
var import_chunk_GKS3NGRT = require("./chunk-GKS3NGRT.cjs");
var import_chunk_E3LZGYYQ = require("./chunk-E3LZGYYQ.cjs");
var import_chunk_KGRSEF6Q = require("./chunk-KGRSEF6Q.cjs");
var import_chunk_BHF5RK5U = require("./chunk-BHF5RK5U.cjs");
var import_chunk_D7HSZVOX = require("./chunk-D7HSZVOX.cjs");
var import_chunk_MVUXVC43 = require("./chunk-MVUXVC43.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_A6Q2CDDD = require("./chunk-A6Q2CDDD.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_B4W2WHGS = require("./chunk-B4W2WHGS.cjs");
var import_chunk_AKN5YSZ7 = require("./chunk-AKN5YSZ7.cjs");
var import_chunk_AUV3PLCL = require("./chunk-AUV3PLCL.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const report = await (0, import_chunk_2US7QIPC.status)(ctx);
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(report) : (0, import_chunk_2US7QIPC.statusText)(report));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
