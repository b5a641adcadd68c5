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
var import_chunk_OAFTJFET = require("./chunk-OAFTJFET.cjs");
var import_chunk_RJJKURKJ = require("./chunk-RJJKURKJ.cjs");
var import_chunk_JIXV63JA = require("./chunk-JIXV63JA.cjs");
var import_chunk_EHFVSB6R = require("./chunk-EHFVSB6R.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_AA34FNBZ = require("./chunk-AA34FNBZ.cjs");
var import_chunk_MCIY4CX3 = require("./chunk-MCIY4CX3.cjs");
var import_chunk_H7HB73YK = require("./chunk-H7HB73YK.cjs");
var import_chunk_LGQW6VZ2 = require("./chunk-LGQW6VZ2.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_EFVSAHNO = require("./chunk-EFVSAHNO.cjs");
var import_chunk_TSXCY7I2 = require("./chunk-TSXCY7I2.cjs");
var import_chunk_XUHUXT2I = require("./chunk-XUHUXT2I.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_VWI5RSMI = require("./chunk-VWI5RSMI.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
async function run(_args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const modes = ["explain", "refresh", "log"].filter((m) => opts[m] === true);
  if (modes.length > 1) throw new import_chunk_L7PYBWE7.UsageError(`context: --${modes[0]} and --${modes[1]}: expected at most one of --explain, --refresh, --log`);
  const cwdFlag = (0, import_chunk_L7PYBWE7.stringOption)(opts.cwd, "--cwd");
  if (cwdFlag !== void 0 && modes.length === 1 && modes[0] !== "explain")
    throw new import_chunk_L7PYBWE7.UsageError(`context: --cwd: only without --${modes[0]} (or with --explain)`);
  const view = { ...ctx, cwd: (0, import_node_path.resolve)(cwdFlag ?? process.cwd()), env: process.env };
  switch (modes[0]) {
    case "refresh": {
      const r = (0, import_chunk_OAFTJFET.refreshContext)((0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx));
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_OAFTJFET.refreshText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    case "log": {
      const r = (0, import_chunk_OAFTJFET.contextLog)(ctx);
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_OAFTJFET.contextLogText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    case "explain": {
      const r = (0, import_chunk_OAFTJFET.explainContext)(view);
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_OAFTJFET.contextExplanationText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    default: {
      const r = (0, import_chunk_OAFTJFET.givenContext)(view);
      for (const line of (0, import_chunk_OAFTJFET.givenContextNotices)(r)) import_chunk_L7PYBWE7.processOutput.err(line);
      if (opts.json === true) import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ cwd: r.cwd, path: r.path, ...r.given, freshness: r.freshness }));
      else {
        const text = (0, import_chunk_OAFTJFET.givenContextText)(r);
        if (text !== "") import_chunk_L7PYBWE7.processOutput.out(text);
      }
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
