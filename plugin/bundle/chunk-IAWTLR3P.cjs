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
var import_chunk_ILOPLORY = require("./chunk-ILOPLORY.cjs");
var import_chunk_WDWF5HSR = require("./chunk-WDWF5HSR.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
function indexArgs(args, what) {
  return args.flat().map((a) => {
    const s = String(a);
    if (!/^(0|[1-9][0-9]{0,8})$/.test(s)) throw new import_chunk_5KZXF23Q.UsageError(`${what}: expected 0-based indexes (0, 1, 2, \u2026), found "${s}"`);
    return Number(s);
  });
}
async function run(args, opts) {
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  const r = await (0, import_chunk_ILOPLORY.decline)({ ...(0, import_chunk_54USVGOH.useCaseOptions)(ctx), indexes: indexArgs(args, "decline"), reason: (0, import_chunk_5KZXF23Q.stringOption)(opts.reason, "--reason") });
  if (opts.json === true) {
    import_chunk_5KZXF23Q.processOutput.out((0, import_chunk_5KZXF23Q.json)(r));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  (0, import_chunk_WDWF5HSR.reportProposed)(r, false);
  for (const line of (0, import_chunk_ILOPLORY.declineText)(r)) import_chunk_5KZXF23Q.processOutput.out(line);
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  indexArgs,
  run
});
