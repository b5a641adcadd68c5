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
__defProp(stdin_exports, "indexArgs", { value: indexArgs, enumerable: true });
__defProp(stdin_exports, "run", { value: run, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_EHYRGRLS = require("./chunk-EHYRGRLS.cjs");
var import_chunk_7XRMSF7M = require("./chunk-7XRMSF7M.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
function indexArgs(args, what) {
  return args.flat().map((a) => {
    const s = String(a);
    if (!/^(0|[1-9][0-9]{0,8})$/.test(s)) throw new import_chunk_L7PYBWE7.UsageError(`${what}: expected 0-based indexes (0, 1, 2, \u2026), found "${s}"`);
    return Number(s);
  });
}
async function run(args, opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const expect = (0, import_chunk_L7PYBWE7.stringOption)(opts.expect, "--expect");
  const r = await (0, import_chunk_EHYRGRLS.decline)({
    ...(0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx),
    indexes: indexArgs(args, "decline"),
    reason: (0, import_chunk_L7PYBWE7.stringOption)(opts.reason, "--reason"),
    ...expect === void 0 ? {} : { expectedId: (0, import_chunk_E7NPQXV2.parseExpectedId)(expect) }
  });
  if (opts.json === true) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)(r));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  (0, import_chunk_7XRMSF7M.reportProposed)(r, false);
  for (const line of (0, import_chunk_EHYRGRLS.declineText)(r)) import_chunk_L7PYBWE7.processOutput.out(line);
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  indexArgs,
  run
});
