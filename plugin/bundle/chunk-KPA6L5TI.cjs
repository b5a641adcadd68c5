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
var import_chunk_PAMGJ664 = require("./chunk-PAMGJ664.cjs");
var import_chunk_B4QYU4VZ = require("./chunk-B4QYU4VZ.cjs");
var import_chunk_3RICJBLO = require("./chunk-3RICJBLO.cjs");
var import_chunk_CYPNET2L = require("./chunk-CYPNET2L.cjs");
var import_chunk_4S44HEQD = require("./chunk-4S44HEQD.cjs");
var import_chunk_E7JOKYQI = require("./chunk-E7JOKYQI.cjs");
var import_chunk_RDTNIXOL = require("./chunk-RDTNIXOL.cjs");
var import_chunk_LS6D325K = require("./chunk-LS6D325K.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_5M4CVKVU = require("./chunk-5M4CVKVU.cjs");
var import_chunk_UZDLW6NA = require("./chunk-UZDLW6NA.cjs");
var import_chunk_DSWVMLUQ = require("./chunk-DSWVMLUQ.cjs");
var import_chunk_TLZI4LF6 = require("./chunk-TLZI4LF6.cjs");
var import_chunk_T63Y44PH = require("./chunk-T63Y44PH.cjs");
var import_chunk_VM3YR7MB = require("./chunk-VM3YR7MB.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_VXF2QXXE = require("./chunk-VXF2QXXE.cjs");
var import_chunk_C2PO3BSF = require("./chunk-C2PO3BSF.cjs");
var import_chunk_ZT63D7DV = require("./chunk-ZT63D7DV.cjs");
var import_chunk_RRK6TLWC = require("./chunk-RRK6TLWC.cjs");
var import_chunk_KSCUPOR2 = require("./chunk-KSCUPOR2.cjs");
var import_chunk_NIMGWVB5 = require("./chunk-NIMGWVB5.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_6HIKCHOK = require("./chunk-6HIKCHOK.cjs");
var import_chunk_DP2JZRLP = require("./chunk-DP2JZRLP.cjs");
var import_chunk_3L4E7FKY = require("./chunk-3L4E7FKY.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_XNLKTLWO = require("./chunk-XNLKTLWO.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const o = (0, import_chunk_OA2IWRH3.useCaseOptions)(ctx);
  if (opts.forget === void 0) {
    const r2 = (0, import_chunk_PAMGJ664.declinedList)(o);
    import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(r2) : (0, import_chunk_PAMGJ664.declinedText)(r2, o));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  const r = (0, import_chunk_PAMGJ664.forgetDeclines)({ ...o, indexes: (0, import_chunk_B4QYU4VZ.indexArgs)([opts.forget, ...args], "declined --forget"), confirm: opts.confirm === true });
  if (r.kind === "preview") import_chunk_VX56HOUR.processOutput.err("brain: nothing was written \u2014 add --confirm to forget.");
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(r) : (0, import_chunk_PAMGJ664.forgetText)(r));
  return r.kind === "preview" ? import_chunk_JBCIE4D6.EXIT.usage : import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
