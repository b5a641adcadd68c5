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
__defProp(stdin_exports, "propose", { get: () => import_chunk_WDWF5HSR.propose, enumerable: true });
__defProp(stdin_exports, "reportProposed", { get: () => import_chunk_WDWF5HSR.reportProposed, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_WDWF5HSR = require("./chunk-WDWF5HSR.cjs");
var import_chunk_CCEJUPBH = require("./chunk-CCEJUPBH.cjs");
var import_chunk_O4ST4QB6 = require("./chunk-O4ST4QB6.cjs");
var import_chunk_ZKLDKBZO = require("./chunk-ZKLDKBZO.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_HHCAOHZ7 = require("./chunk-HHCAOHZ7.cjs");
var import_chunk_CTISREJM = require("./chunk-CTISREJM.cjs");
var import_chunk_JWCE2EMF = require("./chunk-JWCE2EMF.cjs");
var import_chunk_27KKMIMA = require("./chunk-27KKMIMA.cjs");
var import_chunk_Y5D57BPJ = require("./chunk-Y5D57BPJ.cjs");
var import_chunk_XKBEUC22 = require("./chunk-XKBEUC22.cjs");
var import_chunk_UIZZWR4Z = require("./chunk-UIZZWR4Z.cjs");
var import_chunk_JPEM66SS = require("./chunk-JPEM66SS.cjs");
var import_chunk_OJLFWOL6 = require("./chunk-OJLFWOL6.cjs");
var import_chunk_7DXRTB5X = require("./chunk-7DXRTB5X.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_MGDTPUOQ = require("./chunk-MGDTPUOQ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_S3GTIKJR = require("./chunk-S3GTIKJR.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_4VCOELHN = require("./chunk-4VCOELHN.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_F63JMXOG = require("./chunk-F63JMXOG.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_JCQTMGPQ = require("./chunk-JCQTMGPQ.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  reportProposed
});
