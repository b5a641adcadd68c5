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
var import_chunk_XPJFUVZY = require("./chunk-XPJFUVZY.cjs");
var import_chunk_K7M4RCA4 = require("./chunk-K7M4RCA4.cjs");
var import_chunk_NPNIYJA7 = require("./chunk-NPNIYJA7.cjs");
var import_chunk_4O6N5P6A = require("./chunk-4O6N5P6A.cjs");
var import_chunk_5SB3CREB = require("./chunk-5SB3CREB.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_RRVBMALM = require("./chunk-RRVBMALM.cjs");
var import_chunk_VCYGDND6 = require("./chunk-VCYGDND6.cjs");
var import_chunk_G7WWQ3MX = require("./chunk-G7WWQ3MX.cjs");
var import_chunk_R3PMWPFA = require("./chunk-R3PMWPFA.cjs");
var import_chunk_2GHAU4RT = require("./chunk-2GHAU4RT.cjs");
var import_chunk_IO7BXOPY = require("./chunk-IO7BXOPY.cjs");
var import_chunk_MNVXMSVP = require("./chunk-MNVXMSVP.cjs");
var import_chunk_XMPHC7MV = require("./chunk-XMPHC7MV.cjs");
var import_chunk_7O3OFPCR = require("./chunk-7O3OFPCR.cjs");
var import_chunk_G3L4UDTV = require("./chunk-G3L4UDTV.cjs");
var import_chunk_5FWRZLTT = require("./chunk-5FWRZLTT.cjs");
var import_chunk_726C74VF = require("./chunk-726C74VF.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_YAGW2HMQ = require("./chunk-YAGW2HMQ.cjs");
var import_chunk_RCLXD6EV = require("./chunk-RCLXD6EV.cjs");
var import_chunk_BW3YDTAH = require("./chunk-BW3YDTAH.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_OFHEOMPZ = require("./chunk-OFHEOMPZ.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const reason = (0, import_chunk_VX56HOUR.stringOption)(opts.reason, "--reason");
  if (reason === void 0) throw new import_chunk_VX56HOUR.UsageError("retire: needs --reason <text> (why the facts are no longer true; kept on the retired line)");
  const ids = args.flat().map(String);
  const r = await (0, import_chunk_XPJFUVZY.retire)({
    ...(0, import_chunk_OA2IWRH3.useCaseOptions)(ctx),
    ids,
    reason,
    source: (0, import_chunk_VX56HOUR.stringOption)(opts.source, "--source"),
    date: (0, import_chunk_VX56HOUR.stringOption)(opts.date, "--date")
  });
  return (0, import_chunk_K7M4RCA4.reportProposed)(r, opts.json === true);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
