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
  reportProposed: () => reportProposed,
  runPropose: () => runPropose
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
async function runPropose(opts, candidatesFile, through) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const r = await (0, import_chunk_usecases_carry_over.propose)({
    ...(0, import_chunk_cli_context.useCaseOptions)(ctx),
    candidatesFile,
    through
  });
  const carried = r.carried ? [
    `Carried over from the pending batch (diff ${r.carried.from.slice(0, 12)}): your candidates ${r.carried.candidates.map((n) => `#${n}`).join(", ") || "none"}; declined again: ${r.carried.declined.map((n) => `#${n}`).join(", ") || "none"}.`
  ] : [];
  return reportProposed(r, opts.json === true, carried);
}
function reportProposed(r, asJson, more = []) {
  for (const w of (0, import_chunk_core_record_content.irregularWarnings)(r.skipped)) import_chunk_cli_output.processOutput.err(w);
  for (const w of (0, import_chunk_core_record_content.skippedRecordWarnings)(r.skippedRecords)) import_chunk_cli_output.processOutput.err(w);
  for (const w of r.warnings) import_chunk_cli_output.processOutput.err(`brain: warning: ${w}`);
  if (asJson) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)(r));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  import_chunk_cli_output.processOutput.out(`Wrote ${r.pendingMd}`);
  import_chunk_cli_output.processOutput.out(`Wrote ${r.pendingJson}`);
  import_chunk_cli_output.processOutput.out(`Archived the batch as ${r.batch}`);
  import_chunk_cli_output.processOutput.out(`Records read: ${r.records.through === null ? "none ingested yet" : `ingested up to ${r.records.through}`}.`);
  import_chunk_cli_output.processOutput.out(`${r.summary}.`);
  for (const line of more) import_chunk_cli_output.processOutput.out(line);
  import_chunk_cli_output.processOutput.out(`Review ${r.pendingMd}, then: ${r.applyCommand}`);
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  reportProposed,
  runPropose
});
// brain-digest: ef6d0f9f6eed751c
