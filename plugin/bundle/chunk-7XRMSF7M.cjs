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
__defProp(stdin_exports, "propose", { value: propose2, enumerable: true });
__defProp(stdin_exports, "reportProposed", { value: reportProposed, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
async function propose2(opts, candidatesFile, through) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const r = await (0, import_chunk_JTSAVRSB.propose)({
    ...(0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx),
    candidatesFile,
    through
  });
  return reportProposed(r, opts.json === true);
}
function reportProposed(r, asJson) {
  for (const w of (0, import_chunk_LZDD4S23.irregularWarnings)(r.skipped)) import_chunk_L7PYBWE7.processOutput.err(w);
  for (const w of (0, import_chunk_LZDD4S23.skippedRecordWarnings)(r.skippedRecords)) import_chunk_L7PYBWE7.processOutput.err(w);
  for (const w of r.warnings) import_chunk_L7PYBWE7.processOutput.err(`brain: warning: ${w}`);
  if (asJson) {
    import_chunk_L7PYBWE7.processOutput.out((0, import_chunk_L7PYBWE7.json)(r));
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  import_chunk_L7PYBWE7.processOutput.out(`Wrote ${r.pendingMd}`);
  import_chunk_L7PYBWE7.processOutput.out(`Wrote ${r.pendingJson}`);
  import_chunk_L7PYBWE7.processOutput.out(`Archived the batch as ${r.batch}`);
  import_chunk_L7PYBWE7.processOutput.out(`Records read: ${r.records.through === null ? "none ingested yet" : `ingested up to ${r.records.through}`}.`);
  import_chunk_L7PYBWE7.processOutput.out(`${r.summary}.`);
  import_chunk_L7PYBWE7.processOutput.out(`Review ${r.pendingMd}, then: ${r.applyCommand}`);
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  reportProposed
});
