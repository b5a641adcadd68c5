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
var import_chunk_TMVW64I6 = require("./chunk-TMVW64I6.cjs");
var import_chunk_BBLW4YA6 = require("./chunk-BBLW4YA6.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const text = args.flat().map(String).join(" ");
  const date = (0, import_chunk_L7PYBWE7.stringOption)(opts.date, "--date");
  const r = (0, import_chunk_TMVW64I6.note)({ paths: ctx.paths, today: ctx.today, now: ctx.now, text, brain: (0, import_chunk_L7PYBWE7.brainAsTyped)(opts), ...date !== void 0 ? { date } : {} });
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ data_dir: r.data_dir, status: r.status, source: r.source, id: r.id, path: r.path, date: r.date }));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  import_chunk_L7PYBWE7.processOutput.out(r.source);
  import_chunk_L7PYBWE7.processOutput.err(
    r.status === "added" ? `brain: noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}` : `brain: the same text is already recorded as ${r.path}; cite it as source ${r.source}`
  );
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
