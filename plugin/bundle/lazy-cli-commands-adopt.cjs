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
var SHA_PREFIX = /^[0-9a-f]{12,64}$/;
async function adopt(o) {
  const layout = o.paths;
  if (o.expect !== void 0 && !SHA_PREFIX.test(o.expect)) {
    throw new import_chunk_hooks_session_start.UsageError(`--expect: expected the profile's sha256 that brain adopt printed (at least 12 lowercase hex characters), found "${o.expect}"`);
  }
  if (o.confirm && o.expect === void 0) {
    throw new import_chunk_hooks_session_start.UsageError(
      `adopt --confirm needs --expect <sha256>: run ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"])} first, read what changed, then run the command it prints.`
    );
  }
  const { config } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, layout.config);
  const lock = o.confirm ? (0, import_chunk_io_lock.lockForWrite)(layout, o.notice ?? (() => {
  }), o) : void 0;
  try {
    const history = (0, import_chunk_core_utf8_builder.readHistory)(layout.history);
    const bytes = (0, import_chunk_core_profile_format.readProfileBytes)(layout.profile);
    const current = (0, import_chunk_core_profile_format.readProfile)(layout.profile);
    const written = (0, import_chunk_diff_apply_diff.lastWritten)(o, history);
    if (!written) return { kind: "nothing", profile: (0, import_node_path.resolve)(layout.profile), reason: "no-write-recorded" };
    const sha256 = current.sha256;
    if (written.entry.result === sha256) return { kind: "nothing", profile: (0, import_node_path.resolve)(layout.profile), reason: "unedited" };
    const changes = (0, import_chunk_diff_apply_diff.profileChanges)(written.doc, current.doc);
    if (!o.confirm) {
      return {
        kind: "preview",
        profile: (0, import_node_path.resolve)(layout.profile),
        sha256,
        changes,
        command: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt", "--confirm", "--expect", (0, import_chunk_core_expected_id.shownId)(sha256)])
      };
    }
    if (!sha256.startsWith(o.expect)) {
      throw new import_chunk_hooks_session_start.StaleDiffError(
        `${layout.profile}: is now ${(0, import_chunk_core_expected_id.shownId)(sha256)}, not ${o.expect} (the profile you were shown); nothing was adopted. It changed since brain adopt listed it: run ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"])} again.`
      );
    }
    checkSources(layout.profile, changes, (0, import_chunk_core_record_content.recordsView)(layout).known);
    const canonical = Buffer.from((0, import_chunk_core_profile_format.serializeProfile)(current.doc), "utf8");
    const result = (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(canonical);
    const reserialized = result !== sha256;
    const at = o.now.toISOString();
    const body = { at, today: o.today, base: written.entry.result, edited: sha256, result, changes };
    const id = (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(body);
    const record = { id, ...body };
    const recordPath = (0, import_node_path.join)(layout.applied, `adopt-${id}.json`);
    for (const [sha, data] of [
      [written.entry.result, written.bytes],
      [sha256, bytes],
      [result, canonical]
    ]) {
      const path = (0, import_node_path.join)(layout.brain, (0, import_chunk_io_archive.backupName)(sha));
      if (!(0, import_chunk_io_file_status.pathExists)(path)) (0, import_chunk_core_utf8_builder.writeAtomic)(path, data);
    }
    (0, import_chunk_core_utf8_builder.writeAtomic)(recordPath, `${JSON.stringify(record, null, 2)}
`);
    const counts = (0, import_chunk_diff_apply_diff.changeCounts)(changes);
    const entry = {
      op: "adopt",
      at,
      today: o.today,
      diff: id,
      base: written.entry.result,
      result,
      backup: (0, import_chunk_io_archive.backupName)(written.entry.result),
      edited: sha256,
      changes: `applied/adopt-${id}.json`,
      counts
    };
    const prepared = (0, import_chunk_io_context_file.prepareContext)(layout, current.doc.facts, o.today, [...history, entry]);
    (0, import_chunk_io_lock.commitProfileChange)(layout, {
      profile: reserialized ? canonical : null,
      backup: null,
      entry,
      state: (0, import_chunk_io_lock.deriveState)((0, import_chunk_core_utf8_builder.effectiveApplies)(history).at(-1), config)
    });
    const context = (0, import_chunk_io_context_file.writeContextAfterCommit)(layout, prepared, result);
    return {
      kind: "adopted",
      id,
      profile: (0, import_node_path.resolve)(layout.profile),
      changes,
      reserialized,
      backup: (0, import_node_path.resolve)(layout.brain, entry.backup),
      edited: reserialized ? (0, import_node_path.resolve)(layout.brain, (0, import_chunk_io_archive.backupName)(sha256)) : null,
      record: (0, import_node_path.resolve)(recordPath),
      history: (0, import_node_path.resolve)(layout.history),
      context,
      contextNotice: (0, import_chunk_io_context_file.contextNotice)(context, (args) => (0, import_chunk_diff_render_diff_md.brainCommand)(o, args))
    };
  } finally {
    lock?.release();
  }
}
function checkSources(profile, changes, known) {
  const issues = [];
  for (const c of changes) {
    const f = c.after;
    if (!f) continue;
    const missing = f.sources.filter((s) => !(0, import_chunk_core_context_config.isOperatorStatement)(s) && !known.has(s));
    if (missing.length > 0) {
      issues.push(
        `${profile}: fact ${f.id} (${f.key}): expected sources that name ingested records or human:<label>, found ${missing.map((s) => JSON.stringify(s)).join(", ")} (no such record)`
      );
    }
    if (f.provenance === "published" && !f.sources.some((s) => known.get(s) === "published")) {
      issues.push(`${profile}: fact ${f.id} (${f.key}): provenance=published expected a published record among its sources, found none`);
    }
  }
  if (issues.length > 0) {
    throw new import_chunk_hooks_session_start.InvalidInputError(issues, "Nothing was adopted. Fix those facts in profile.md (or ingest the records they cite), then run brain adopt again.");
  }
}
function adoptText(r) {
  switch (r.kind) {
    case "nothing":
      return r.reason === "unedited" ? `${r.profile} is what brain last wrote: there is no hand edit to adopt.` : `${r.profile} has not been written by an apply, rollback or adopt yet: brain has nothing to compare it with, and takes it as it is.`;
    case "preview":
      return [
        `${r.profile} differs from what brain last wrote: ${changeSummary(r.changes)}.`,
        ...changeLines(r.changes),
        "",
        "Adopt exactly this profile as brain's (a backup of what brain wrote is kept; brain rollback undoes it):",
        `  ${r.command}`
      ].join("\n");
    case "adopted":
      return [
        `Adopted the hand edit of ${r.profile} (${changeSummary(r.changes)}) as adoption ${(0, import_chunk_core_expected_id.shownId)(r.id)}.`,
        r.reserialized ? `Rewrote ${r.profile} in brain's canonical form only (no fact changed); your text is kept as ${r.edited}.` : `${r.profile} was already in brain's canonical form: not rewritten.`,
        `Kept what brain had written as ${r.backup} and the change list as ${r.record}; recorded in ${r.history}.`,
        ...r.contextNotice
      ].join("\n");
  }
}
function changeSummary(changes) {
  if (changes.length === 0) return "no fact changed (only the text around them)";
  const { added, removed, changed } = (0, import_chunk_diff_apply_diff.changeCounts)(changes);
  return [added && `${added} added`, removed && `${removed} removed`, changed && `${changed} changed`].filter(Boolean).join(", ");
}
function changeLines(changes) {
  return changes.map((c) => {
    if (c.change === "added") return `  + ${c.id}  ${c.key} = ${jsonVisible(c.after.value)}  (added)`;
    if (c.change === "removed") return `  - ${c.id}  ${c.key} = ${jsonVisible(c.before.value)}  (removed)`;
    const value = c.fields.includes("value") ? `: ${jsonVisible(c.before.value)} \u2192 ${jsonVisible(c.after.value)}` : "";
    const others = c.fields.filter((f) => f !== "value");
    return `  ~ ${c.id}  ${c.key}${value}${others.length > 0 ? `  (${others.join(", ")} changed)` : "  (value changed)"}`;
  });
}
var jsonVisible = (s) => (0, import_chunk_hooks_session_start.visibleValue)(JSON.stringify(s));
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const expect = (0, import_chunk_cli_output.stringOption)(opts.expect, "--expect");
  const r = await adopt({ ...ctx, notice: import_chunk_cli_output.processOutput.err, confirm: opts.confirm === true, ...expect !== void 0 ? { expect } : {} });
  import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(r) : adoptText(r));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: c86bb523fa6f5981
