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
  apply: () => apply2
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_DSYOYCFU = require("./chunk-DSYOYCFU.cjs");
var import_chunk_5SB3CREB = require("./chunk-5SB3CREB.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_YJSS6HSL = require("./chunk-YJSS6HSL.cjs");
var import_chunk_VCYGDND6 = require("./chunk-VCYGDND6.cjs");
var import_chunk_RRGNHK5N = require("./chunk-RRGNHK5N.cjs");
var import_chunk_LNL6QT3Q = require("./chunk-LNL6QT3Q.cjs");
var import_chunk_UHAH7YL2 = require("./chunk-UHAH7YL2.cjs");
var import_chunk_AQIHFUQA = require("./chunk-AQIHFUQA.cjs");
var import_chunk_ITLCYZZ5 = require("./chunk-ITLCYZZ5.cjs");
var import_chunk_ZTMTY4ML = require("./chunk-ZTMTY4ML.cjs");
var import_chunk_SQE7UQC7 = require("./chunk-SQE7UQC7.cjs");
var import_chunk_G3L4UDTV = require("./chunk-G3L4UDTV.cjs");
var import_chunk_2YUGE6XC = require("./chunk-2YUGE6XC.cjs");
var import_chunk_726C74VF = require("./chunk-726C74VF.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_2IZLRQOE = require("./chunk-2IZLRQOE.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_BW3YDTAH = require("./chunk-BW3YDTAH.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_OFHEOMPZ = require("./chunk-OFHEOMPZ.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function apply2(opts, diffFile, confirm) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = await (0, import_chunk_DSYOYCFU.apply)({
    ...(0, import_chunk_OA2IWRH3.useCaseOptions)(ctx),
    diffFile,
    confirm
  });
  const status = r.kind === "preview" ? import_chunk_JBCIE4D6.EXIT.usage : import_chunk_JBCIE4D6.EXIT.ok;
  if (r.kind === "preview") import_chunk_VX56HOUR.processOutput.err("brain: nothing was written \u2014 add --confirm to apply this diff.");
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)(r));
    return status;
  }
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_DSYOYCFU.applyText)(r));
  return status;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  apply
});
