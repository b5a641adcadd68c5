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
__defProp(stdin_exports, "apply", { value: apply2, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_SVDGHN4Q = require("./chunk-SVDGHN4Q.cjs");
var import_chunk_DWL62VX6 = require("./chunk-DWL62VX6.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_7N3E2WF6 = require("./chunk-7N3E2WF6.cjs");
var import_chunk_Q6KOD2MW = require("./chunk-Q6KOD2MW.cjs");
var import_chunk_MF7J646J = require("./chunk-MF7J646J.cjs");
var import_chunk_OHB3RS7W = require("./chunk-OHB3RS7W.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_3VBDENUI = require("./chunk-3VBDENUI.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_KI7D2T6K = require("./chunk-KI7D2T6K.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_3CQRI7LJ = require("./chunk-3CQRI7LJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_F3RURZDZ = require("./chunk-F3RURZDZ.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function apply2(opts, diffFile, confirm) {
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const r = await (0, import_chunk_SVDGHN4Q.apply)({
    ...(0, import_chunk_V2GJBCFY.useCaseOptions)(ctx),
    diffFile,
    confirm
  });
  const status = r.kind === "preview" ? import_chunk_JBCIE4D6.EXIT.usage : import_chunk_JBCIE4D6.EXIT.ok;
  if (r.kind === "preview") import_chunk_S4PSTNN7.processOutput.err("brain: nothing was written \u2014 add --confirm to apply this diff.");
  if (opts.json === true) {
    import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_S4PSTNN7.json)(r));
    return status;
  }
  import_chunk_S4PSTNN7.processOutput.out((0, import_chunk_SVDGHN4Q.applyText)(r));
  return status;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  apply
});
