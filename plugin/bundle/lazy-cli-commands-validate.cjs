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
var import_chunk_io_check_data_dir = require("./chunk-io-check-data-dir.cjs");
var import_chunk_io_check_rule_folder = require("./chunk-io-check-rule-folder.cjs");
var import_chunk_io_file_kinds = require("./chunk-io-file-kinds.cjs");
var import_chunk_io_load_rule_tests = require("./chunk-io-load-rule-tests.cjs");
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
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = (0, import_chunk_cli_output.stringOption)(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new import_chunk_hooks_session_start.UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return reportDataDir(opts);
  }
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  let checked;
  try {
    checked = await (0, import_chunk_io_check_data_dir.validateFile)(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof import_chunk_hooks_session_start.InvalidInputError) || opts.json !== true) throw e;
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)({ file, valid: false, issues: e.issues }));
    return import_chunk_cli_exit_codes.EXIT.invalid;
  }
  if (opts.json === true) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings, changed_keys: checked.changed_keys }));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  for (const w of (0, import_chunk_io_check_data_dir.validatedWarnings)(checked)) import_chunk_cli_output.processOutput.err(w);
  import_chunk_cli_output.processOutput.out((0, import_chunk_io_check_data_dir.validatedText)(checked));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
async function reportDataDir(opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const r = await (0, import_chunk_io_check_data_dir.validateDataDir)({ paths: ctx.paths, configFile: ctx.configFile, now: ctx.now });
  if (opts.json === true) {
    import_chunk_cli_output.processOutput.out(
      (0, import_chunk_cli_output.json)({
        data_dir: r.data_dir,
        valid: r.valid,
        checked: r.checked,
        problems: r.problems,
        warnings: r.warnings,
        changed_keys: r.changed_keys,
        alias_keys: r.alias_keys
      })
    );
    return r.valid ? import_chunk_cli_exit_codes.EXIT.ok : import_chunk_cli_exit_codes.EXIT.invalid;
  }
  for (const w of (0, import_chunk_io_check_data_dir.validatedWarnings)(r)) import_chunk_cli_output.processOutput.err(w);
  const text = (0, import_chunk_io_check_data_dir.dataDirText)(r);
  if (text !== "") import_chunk_cli_output.processOutput.out(text);
  if (r.valid) return import_chunk_cli_exit_codes.EXIT.ok;
  import_chunk_cli_output.processOutput.err((0, import_chunk_io_check_data_dir.dataDirProblemsText)(r));
  return import_chunk_cli_exit_codes.EXIT.invalid;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: ea5f7b6a0c2dc779
