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
var import_chunk_core_search_tokens = require("./chunk-core-search-tokens.cjs");
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
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
  const words = args.flat().map(String);
  const limitText = (0, import_chunk_cli_output.stringOption)(opts.limit, "--limit");
  if (limitText !== void 0 && !/^[0-9]+$/.test(limitText)) throw new import_chunk_hooks_session_start.UsageError(`--limit: expected a whole number, found "${limitText}"`);
  const r = (0, import_chunk_core_search_tokens.recall)({ ...ctx, words, ...limitText === void 0 ? {} : { limit: Number(limitText) }, includeExcluded: opts.includeExcluded === true });
  if (opts.json !== true) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_core_search_tokens.recallText)(r));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  const note = (0, import_chunk_core_search_tokens.recallText)({ ...r, hits: [], total: 0 }).split("\n").slice(1);
  for (const line of note) import_chunk_cli_output.processOutput.err(`brain: ${line.replace(/^\((.*)\)$/, "$1")}`);
  import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)(r.hits));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 67cc7ca91da5ae94
