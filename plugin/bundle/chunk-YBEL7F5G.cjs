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
var import_chunk_KT6L3TYP = require("./chunk-KT6L3TYP.cjs");
var import_chunk_XROG4C2J = require("./chunk-XROG4C2J.cjs");
var import_chunk_5M4CVKVU = require("./chunk-5M4CVKVU.cjs");
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
  const text = args.flat().map(String).join(" ");
  const date = (0, import_chunk_VX56HOUR.stringOption)(opts.date, "--date");
  const r = (0, import_chunk_KT6L3TYP.note)({ paths: ctx.paths, today: ctx.today, now: ctx.now, text, brain: (0, import_chunk_VX56HOUR.brainAsTyped)(opts), ...date !== void 0 ? { date } : {} });
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ data_dir: r.data_dir, status: r.status, source: r.source, id: r.id, path: r.path, date: r.date }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  import_chunk_VX56HOUR.processOutput.out(r.source);
  import_chunk_VX56HOUR.processOutput.err(
    r.status === "added" ? `brain: noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}` : `brain: the same text is already recorded as ${r.path}; cite it as source ${r.source}`
  );
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
