var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_show = require("./chunk-usecases-show.cjs");
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
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
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const layer = (0, import_chunk_cli_output.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_hooks_session_start.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_cli_output.stringOption)(opts.key, "--key");
  const includeExcluded = opts.includeExcluded === true;
  if (opts.stale === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true || opts.conflicts === true) {
      throw new import_chunk_hooks_session_start.UsageError("--stale: not used with --layer, --key, --all or --conflicts");
    }
    const { showStale, staleText } = await Promise.resolve().then(() => __toESM(require("./lazy-usecases-stale.cjs")));
    const result2 = await showStale({ ...ctx, includeExcluded });
    import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(result2) : staleText(result2));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_hooks_session_start.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_usecases_show.showConflicts)({ ...ctx, includeExcluded });
    import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(result2) : (0, import_chunk_usecases_show.conflictsText)(result2));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  const result = (0, import_chunk_usecases_show.showProfile)({ ...ctx, includeExcluded }, { layer, key, all: opts.all === true });
  if (opts.json === true) {
    const note = (0, import_chunk_usecases_withheld.withheldNote)(result.withheld);
    if (note) import_chunk_cli_output.processOutput.err(`brain: ${note}`);
    import_chunk_cli_output.processOutput.out(
      (0, import_chunk_cli_output.json)({
        facts: result.facts,
        ...Object.keys(result.agentWritten).length > 0 ? { agent_written: result.agentWritten } : {},
        ...result.handEdited?.length ? { hand_edited: result.handEdited } : {}
      })
    );
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  import_chunk_cli_output.processOutput.out((0, import_chunk_usecases_show.showText)(result, { multiValued: (0, import_chunk_usecases_show.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) }));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 79251a6b511fb54e
