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
var import_chunk_usecases_session_context = require("./chunk-usecases-session-context.cjs");
var import_chunk_io_context_file = require("./chunk-io-context-file.cjs");
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
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
var import_node_path = require("node:path");
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const modes = ["explain", "refresh", "log"].filter((m) => opts[m] === true);
  if (modes.length > 1) throw new import_chunk_hooks_session_start.UsageError(`context: --${modes[0]} and --${modes[1]}: expected at most one of --explain, --refresh, --log`);
  const cwdFlag = (0, import_chunk_cli_output.stringOption)(opts.cwd, "--cwd");
  if (cwdFlag !== void 0 && modes.length === 1 && modes[0] !== "explain")
    throw new import_chunk_hooks_session_start.UsageError(`context: --cwd: only without --${modes[0]} (or with --explain)`);
  const view = { ...ctx, cwd: (0, import_node_path.resolve)(cwdFlag ?? process.cwd()), env: process.env };
  switch (modes[0]) {
    case "refresh": {
      const r = (0, import_chunk_usecases_session_context.refreshContext)((0, import_chunk_cli_context.useCaseOptions)(ctx));
      import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r) : (0, import_chunk_usecases_session_context.refreshText)(r));
      return import_chunk_cli_exit_codes.EXIT.ok;
    }
    case "log": {
      const r = (0, import_chunk_usecases_session_context.contextLog)(ctx);
      import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r) : (0, import_chunk_usecases_session_context.contextLogText)(r));
      return import_chunk_cli_exit_codes.EXIT.ok;
    }
    case "explain": {
      const r = (0, import_chunk_usecases_session_context.explainContext)(view);
      import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r) : (0, import_chunk_usecases_session_context.contextExplanationText)(r));
      return import_chunk_cli_exit_codes.EXIT.ok;
    }
    default: {
      const r = (0, import_chunk_usecases_session_context.givenContext)(view);
      for (const line of (0, import_chunk_usecases_session_context.givenContextNotices)(r)) import_chunk_cli_output.processOutput.err(line);
      if (opts.json === true) import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)({ cwd: r.cwd, path: r.path, ...r.given, freshness: r.freshness }));
      else {
        const text = (0, import_chunk_usecases_session_context.givenContextText)(r);
        if (text !== "") import_chunk_cli_output.processOutput.out(text);
      }
      return import_chunk_cli_exit_codes.EXIT.ok;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: ecdbe21750a11969
