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
var import_chunk_usecases_note = require("./chunk-usecases-note.cjs");
var import_chunk_usecases_ingest = require("./chunk-usecases-ingest.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const text = args.flat().map(String).join(" ");
  const date = (0, import_chunk_cli_output.stringOption)(opts.date, "--date");
  const r = (0, import_chunk_usecases_note.note)({ paths: ctx.paths, today: ctx.today, now: ctx.now, text, brain: (0, import_chunk_cli_output.brainAsTyped)(opts), ...date !== void 0 ? { date } : {} });
  if (opts.json === true) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)({ data_dir: r.data_dir, status: r.status, source: r.source, id: r.id, path: r.path, date: r.date }));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  import_chunk_cli_output.processOutput.out(r.source);
  import_chunk_cli_output.processOutput.err(
    r.status === "added" ? `brain: noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}` : `brain: the same text is already recorded as ${r.path}; cite it as source ${r.source}`
  );
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 2af28183b6310d82
