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
var import_chunk_usecases_history = require("./chunk-usecases-history.cjs");
var import_chunk_usecases_declined = require("./chunk-usecases-declined.cjs");
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
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
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const result = (0, import_chunk_usecases_history.history)(ctx);
  import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(result) : (0, import_chunk_usecases_history.historyText)(result));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 567db7dd8ce563ce
