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
  propose: () => import_chunk_AAOFR6CU.propose,
  reportProposed: () => import_chunk_AAOFR6CU.reportProposed
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_AAOFR6CU = require("./chunk-AAOFR6CU.cjs");
var import_chunk_FXTDMNLJ = require("./chunk-FXTDMNLJ.cjs");
var import_chunk_WILRBCEE = require("./chunk-WILRBCEE.cjs");
var import_chunk_UGZI5MCK = require("./chunk-UGZI5MCK.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_V27SEXAA = require("./chunk-V27SEXAA.cjs");
var import_chunk_YWWH7TWV = require("./chunk-YWWH7TWV.cjs");
var import_chunk_WWCVA2IP = require("./chunk-WWCVA2IP.cjs");
var import_chunk_CVNI3773 = require("./chunk-CVNI3773.cjs");
var import_chunk_4OQMDQDN = require("./chunk-4OQMDQDN.cjs");
var import_chunk_AQIHFUQA = require("./chunk-AQIHFUQA.cjs");
var import_chunk_NDRWDBQA = require("./chunk-NDRWDBQA.cjs");
var import_chunk_3U5XQEV4 = require("./chunk-3U5XQEV4.cjs");
var import_chunk_EJC6LDJJ = require("./chunk-EJC6LDJJ.cjs");
var import_chunk_UFXUY4MR = require("./chunk-UFXUY4MR.cjs");
var import_chunk_SGTGFANN = require("./chunk-SGTGFANN.cjs");
var import_chunk_Y7NH3MNZ = require("./chunk-Y7NH3MNZ.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_63QADWCL = require("./chunk-63QADWCL.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_N6PPFKUY = require("./chunk-N6PPFKUY.cjs");
var import_chunk_O2DEDEM4 = require("./chunk-O2DEDEM4.cjs");
var import_chunk_FMCNPRZO = require("./chunk-FMCNPRZO.cjs");
var import_chunk_OOPPMYX4 = require("./chunk-OOPPMYX4.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  reportProposed
});
