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
var import_chunk_X7744VA4 = require("./chunk-X7744VA4.cjs");
var import_chunk_5M4CVKVU = require("./chunk-5M4CVKVU.cjs");
var import_chunk_TLZI4LF6 = require("./chunk-TLZI4LF6.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_VXF2QXXE = require("./chunk-VXF2QXXE.cjs");
var import_chunk_C2PO3BSF = require("./chunk-C2PO3BSF.cjs");
var import_chunk_ZT63D7DV = require("./chunk-ZT63D7DV.cjs");
var import_chunk_NIMGWVB5 = require("./chunk-NIMGWVB5.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
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
  if (args.length !== 1 || typeof args[0] !== "string" || args[0] === "") throw new import_chunk_VX56HOUR.UsageError("explain: expected one fact id (see brain show)");
  const result = (0, import_chunk_X7744VA4.explain)(ctx.paths, args[0]);
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)((0, import_chunk_X7744VA4.explanationJson)(result)));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_X7744VA4.explanationText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
