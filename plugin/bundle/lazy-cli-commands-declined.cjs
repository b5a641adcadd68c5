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
var import_chunk_usecases_declined = require("./chunk-usecases-declined.cjs");
var import_chunk_cli_commands_decline = require("./chunk-cli-commands-decline.cjs");
var import_chunk_usecases_decline = require("./chunk-usecases-decline.cjs");
var import_chunk_usecases_operator_statement = require("./chunk-usecases-operator-statement.cjs");
var import_chunk_cli_commands_consolidate_propose = require("./chunk-cli-commands-consolidate-propose.cjs");
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_usecases_gather = require("./chunk-usecases-gather.cjs");
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_core_version = require("./chunk-core-version.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
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
  const o = (0, import_chunk_cli_context.useCaseOptions)(ctx);
  if (opts.forget === void 0) {
    const r2 = (0, import_chunk_usecases_declined.declinedList)(o);
    import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r2) : (0, import_chunk_usecases_declined.declinedText)(r2, o));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  const r = (0, import_chunk_usecases_declined.forgetDeclines)({ ...o, indexes: (0, import_chunk_cli_commands_decline.indexArgs)([opts.forget, ...args], "declined --forget"), confirm: opts.confirm === true });
  if (r.kind === "preview") import_chunk_cli_output.processOutput.err("brain: nothing was written \u2014 add --confirm to forget.");
  import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r) : (0, import_chunk_usecases_declined.forgetText)(r));
  return r.kind === "preview" ? import_chunk_cli_exit_codes.EXIT.usage : import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 32ac88cf35d5a826
