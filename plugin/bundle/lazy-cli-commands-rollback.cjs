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
async function rollback(o) {
  const layout = o.paths;
  const { config } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, layout.config);
  const lock = (0, import_chunk_io_lock.lockForWrite)(layout, o.notice ?? (() => {
  }), o);
  try {
    const history = (0, import_chunk_core_utf8_builder.readHistory)(layout.history);
    const writes = (0, import_chunk_core_utf8_builder.effectiveWrites)(history);
    const last = writes[writes.length - 1];
    if (!last) throw new import_chunk_hooks_session_start.RefusedError(`nothing to roll back: ${layout.history} records no apply or adopt that has not been rolled back already.`);
    const current = (0, import_chunk_core_profile_format.readProfileBytes)(layout.profile);
    const currentSha = (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(current);
    if (currentSha !== last.result) {
      throw new import_chunk_hooks_session_start.StaleDiffError(
        `${layout.profile}: edited since brain last wrote it (expected ${last.result.slice(0, 12)}, found ${currentSha.slice(0, 12)}); nothing was restored. Adopt the edit first (${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"])} lists it; rollback then undoes the adopt), or restore by hand from ${layout.backups}.`
      );
    }
    const backup = last.backup ? (0, import_node_path.resolve)((0, import_node_path.join)(layout.brain, last.backup)) : null;
    const restored = backup ? readBackup(backup) : current;
    if ((0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(restored) !== last.base) {
      throw new import_chunk_hooks_session_start.RefusedError(`${backup}: the backup does not match the profile recorded before the apply; nothing was restored.`);
    }
    const undone = { op: last.op, diff: last.diff, appliedAt: last.at, restores: last.base, backup };
    if (!o.confirm) return { kind: "preview", ...undone };
    const entry = { op: "rollback", at: o.now.toISOString(), today: o.today, diff: last.diff, base: currentSha, result: last.base };
    const prepared = (0, import_chunk_io_context_file.prepareContext)(layout, (0, import_chunk_core_profile_format.parseProfile)(restored.toString("utf8"), backup ?? layout.profile).facts, o.today, [...history, entry]);
    (0, import_chunk_io_lock.commitProfileChange)(layout, {
      profile: currentSha === last.base ? null : restored,
      backup: null,
      entry,
      // The sidecar follows the applies still in force once this one is undone (an adopt moves no cursor).
      state: (0, import_chunk_io_lock.deriveState)((0, import_chunk_core_utf8_builder.effectiveApplies)(history.slice(0, history.lastIndexOf(last))).at(-1), config)
    });
    const context = (0, import_chunk_io_context_file.writeContextAfterCommit)(layout, prepared, last.base);
    return {
      kind: "rolled-back",
      ...undone,
      profile: (0, import_node_path.resolve)(layout.profile),
      history: (0, import_node_path.resolve)(layout.history),
      context,
      contextNotice: (0, import_chunk_io_context_file.contextNotice)(context, (args) => (0, import_chunk_diff_render_diff_md.brainCommand)(o, args))
    };
  } finally {
    lock.release();
  }
}
function readBackup(path) {
  const bytes = (0, import_chunk_io_file_status.readBytesIfPresent)(path);
  if (bytes === void 0) {
    throw new import_chunk_hooks_session_start.RefusedError(`the backup ${path} does not exist; nothing was restored. The profile before that apply is gone from ${(0, import_node_path.resolve)(path, "..")}.`);
  }
  return bytes;
}
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const r = await rollback({ ...ctx, notice: import_chunk_cli_output.processOutput.err, confirm: opts.confirm === true });
  if (r.kind === "preview") import_chunk_cli_output.processOutput.err("brain: nothing was written \u2014 add --confirm to roll back.");
  if (opts.json === true) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)(r));
    return r.kind === "preview" ? import_chunk_cli_exit_codes.EXIT.usage : import_chunk_cli_exit_codes.EXIT.ok;
  }
  const what = r.op === "adopt" ? `the adopt of a hand edit (adoption ${r.diff.slice(0, 12)}, ${r.appliedAt})` : `the apply of diff ${r.diff.slice(0, 12)} (${r.appliedAt})`;
  if (r.kind === "preview") {
    import_chunk_cli_output.processOutput.out(`Would undo ${what}, restoring profile ${r.restores.slice(0, 12)}${r.backup ? ` from ${r.backup}` : " (it changed nothing)"}.`);
    return import_chunk_cli_exit_codes.EXIT.usage;
  }
  import_chunk_cli_output.processOutput.out([`Rolled back ${what}; ${r.profile} is as it was before it.`, ...r.contextNotice].join("\n"));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 22ddfc03f80c61c1
