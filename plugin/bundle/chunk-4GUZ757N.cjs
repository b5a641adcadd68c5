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
var import_chunk_FCSZYM6E = require("./chunk-FCSZYM6E.cjs");
var import_chunk_Y2Z6V463 = require("./chunk-Y2Z6V463.cjs");
var import_chunk_NKAGCYLK = require("./chunk-NKAGCYLK.cjs");
var import_chunk_UXUUUEGC = require("./chunk-UXUUUEGC.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
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
      const r = (0, import_chunk_FCSZYM6E.refreshContext)((0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx));
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_FCSZYM6E.refreshText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    case "log": {
      const r = (0, import_chunk_FCSZYM6E.contextLog)(ctx);
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_FCSZYM6E.contextLogText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    case "explain": {
      const r = (0, import_chunk_FCSZYM6E.explainContext)(view);
      import_chunk_L7PYBWE7.processOutput.out(opts.json === true ? (0, import_chunk_L7PYBWE7.json)(r) : (0, import_chunk_FCSZYM6E.contextExplanationText)(r));
      return import_chunk_WO6Y3IW2.EXIT.ok;
    }
    default: {
      const r = (0, import_chunk_FCSZYM6E.givenContext)(view);
      for (const line of (0, import_chunk_FCSZYM6E.givenContextNotices)(r)) import_chunk_L7PYBWE7.processOutput.err(line);
      if (opts.json === true) import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)({ cwd: r.cwd, path: r.path, ...r.given, freshness: r.freshness }));
      else {
        const text = (0, import_chunk_FCSZYM6E.givenContextText)(r);
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
