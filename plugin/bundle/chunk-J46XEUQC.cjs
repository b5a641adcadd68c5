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
  propose: () => import_chunk_IDSLSTP7.propose,
  reportProposed: () => import_chunk_IDSLSTP7.reportProposed
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_IDSLSTP7 = require("./chunk-IDSLSTP7.cjs");
var import_chunk_Z3HDIWWS = require("./chunk-Z3HDIWWS.cjs");
var import_chunk_MT44PYZZ = require("./chunk-MT44PYZZ.cjs");
var import_chunk_5SB3CREB = require("./chunk-5SB3CREB.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_UNLERDLG = require("./chunk-UNLERDLG.cjs");
var import_chunk_VCYGDND6 = require("./chunk-VCYGDND6.cjs");
var import_chunk_ABZPCWVC = require("./chunk-ABZPCWVC.cjs");
var import_chunk_CI2QXTJW = require("./chunk-CI2QXTJW.cjs");
var import_chunk_PKQW2HBQ = require("./chunk-PKQW2HBQ.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_N3ESBESV = require("./chunk-N3ESBESV.cjs");
var import_chunk_ZG5ZYKG5 = require("./chunk-ZG5ZYKG5.cjs");
var import_chunk_ATE7AVG2 = require("./chunk-ATE7AVG2.cjs");
var import_chunk_G3L4UDTV = require("./chunk-G3L4UDTV.cjs");
var import_chunk_XD5EG5WU = require("./chunk-XD5EG5WU.cjs");
var import_chunk_726C74VF = require("./chunk-726C74VF.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_BW3YDTAH = require("./chunk-BW3YDTAH.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_OFHEOMPZ = require("./chunk-OFHEOMPZ.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  reportProposed
});
