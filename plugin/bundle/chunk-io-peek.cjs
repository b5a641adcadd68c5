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
  clientRulesFolder: () => clientRulesFolder,
  pendingDiffId: () => pendingDiffId,
  profileDigest: () => profileDigest,
  readShippedSchema: () => readShippedSchema,
  readShippedText: () => readShippedText,
  readShownFile: () => readShownFile,
  readWrittenFile: () => readWrittenFile,
  serverReadScope: () => serverReadScope,
  status: () => status,
  statusText: () => statusText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
var import_node_fs = require("node:fs");
function readHead(path, bytes) {
  const fd = (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(path);
  if (fd === void 0) return void 0;
  try {
    const buf = Buffer.alloc(bytes);
    const n = (0, import_node_fs.readSync)(fd, buf, 0, bytes, 0);
    return buf.toString("utf8", 0, n);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readTail(path, bytes) {
  const fd = (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(path);
  if (fd === void 0) return void 0;
  try {
    const size = (0, import_node_fs.fstatSync)(fd).size;
    const length = Math.min(bytes, size);
    const buf = Buffer.alloc(length);
    const n = (0, import_node_fs.readSync)(fd, buf, 0, length, size - length);
    return buf.toString("utf8", 0, n);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function fileSha256(path) {
  return (0, import_chunk_js_yaml_dist_js_yaml.sha256)().update((0, import_chunk_io_file_status.readBytesIfPresent)(path) ?? Buffer.alloc(0)).digest("hex");
}
function readShownFile(path) {
  return (0, import_chunk_io_file_status.readTextIfPresent)(path);
}
function readWrittenFile(path) {
  return (0, import_chunk_io_file_status.readText)(path);
}
function readShippedText(relative) {
  return (0, import_chunk_io_file_status.readText)((0, import_chunk_js_yaml_dist_js_yaml.packagePath)(relative));
}
function readShippedSchema(name) {
  return (0, import_chunk_io_file_status.readText)((0, import_chunk_js_yaml_dist_js_yaml.schemaPath)(name));
}
function serverReadScope(ctx) {
  const folders = [ctx.paths.dataDir, import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR, (0, import_chunk_js_yaml_dist_js_yaml.packagePath)("schemas"), (0, import_chunk_js_yaml_dist_js_yaml.packagePath)("hooks/commands")];
  const files = ctx.configFile === void 0 ? [] : [(0, import_node_path.resolve)(ctx.configFile)];
  try {
    const { rulesDir } = (0, import_chunk_core_context_config.loadConfig)(ctx.configFile, ctx.paths.config);
    if (rulesDir !== null) folders.push(rulesDir);
  } catch {
  }
  return { folders, files };
}
function clientRulesFolder(ctx, folder) {
  const path = (0, import_node_path.isAbsolute)(folder) ? folder : (0, import_node_path.resolve)(ctx.paths.dataDir, folder);
  const real = (0, import_chunk_js_yaml_dist_js_yaml.realOrAsIs)(path);
  if ((0, import_chunk_js_yaml_dist_js_yaml.isInside)(real, (0, import_chunk_js_yaml_dist_js_yaml.realOrAsIs)(ctx.paths.dataDir)) || real === (0, import_chunk_js_yaml_dist_js_yaml.realOrAsIs)(import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR)) return path;
  throw new import_chunk_hooks_session_start.UsageError(
    `rules: folder: ${folder} is not inside the data dir ${ctx.paths.dataDir}${real === path ? "" : ` (it resolves to ${real})`}; nothing was read. Over MCP brain reads rule folders only there (or brain's shipped rules): copy the folder into the data dir, or ask the operator to run brain rules <folder> at the command line.`
  );
}
function profileDigest(profile) {
  return fileSha256(profile);
}
function pendingDiffId(pendingJson) {
  const tail = readTail(pendingJson, 256);
  if (tail === void 0) return null;
  const last = /"id":"([0-9a-f]{64})"\}\s*$/.exec(tail);
  if (last) return last[1];
  const first = /^\s*\{\s*"id"\s*:\s*"([0-9a-f]{64})"/.exec(readHead(pendingJson, 4096) ?? "");
  if (first) return first[1];
  try {
    const id = JSON.parse(readShownFile(pendingJson) ?? "null")?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}
var STATUS_LIST_MAX = 10;
function pendingDiff(o) {
  const id = pendingDiffId(o.paths.pendingJson);
  if (id === null) return null;
  const applied = (0, import_chunk_core_utf8_builder.effectiveApplies)((0, import_chunk_io_lock.readHistoryAsRecovered)(o.paths)).some((e) => e.diff === id);
  return { id, review: o.paths.pendingMd, diff: o.paths.pendingJson, applied, apply_command: applied ? null : (0, import_chunk_diff_render_diff_md.applyCommand)(o, id) };
}
async function needsAttention(o) {
  if (!(0, import_chunk_io_file_status.pathExists)(o.paths.profile))
    return {
      open_conflicts: 0,
      stale_facts: 0,
      attention: [],
      withheld: 0,
      hand_edit: null,
      listed: { conflicts: [], stale: [], offered: { conflicts: 0, stale: 0 }, commands: { conflicts: "", stale: "" } }
    };
  const { config, rulesDir } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config);
  const rules = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir);
  const { doc, sha256: sha2562 } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const { exclusion } = (0, import_chunk_usecases_withheld.agentExclusion)(o);
  const offered = (key) => exclusion.excludedBy(key) === void 0;
  const conflicts = (0, import_chunk_core_open_conflicts.openConflicts)(doc, config.multiValued ?? [], config.keyAliases);
  const diff = await (0, import_chunk_core_confusables_version.proposeDiff)({ current: doc, base: sha2562, candidates: [], rules, config, today: o.today });
  const attention = [];
  const edit = (0, import_chunk_diff_apply_diff.handEditChanges)(o, { sha256: sha2562, doc });
  const hand_edit = edit ? { facts_edited: edit.changes?.length ?? null, adopt_command: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"]) } : null;
  if (edit) attention.push((0, import_chunk_diff_apply_diff.handEditWarning)(o.paths.profile, edit, hand_edit.adopt_command));
  const bounded = (offeredCount, all) => [
    offeredCount > STATUS_LIST_MAX ? `the first ${STATUS_LIST_MAX} below` : offeredCount > 0 ? "below" : "",
    all > offeredCount ? `${all - offeredCount} under excluded keys` : ""
  ].filter(Boolean).join("; ");
  const shownConflicts = conflicts.filter((c) => offered(c.key));
  const shownStale = diff.staleFlags.filter((f) => offered(f.key));
  if (conflicts.length > 0) {
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${bounded(shownConflicts.length, conflicts.length)}): settle one with ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["resolve", "<key>", "--keep", "<id>"])}; all: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["show", "--conflicts"])}`
    );
  }
  if (diff.staleFlags.length > 0) {
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${bounded(shownStale.length, diff.staleFlags.length)}): confirm them with new evidence, or ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["retire", "<id\u2026>", "--reason", "<why>"])}; all: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["show", "--stale"])}`
    );
  }
  const listed = {
    conflicts: shownConflicts.slice(0, STATUS_LIST_MAX).map((c) => ({ key: c.key, values: c.values.map((v) => ({ id: v.id, value: v.value })) })),
    stale: shownStale.slice(0, STATUS_LIST_MAX).map((f) => ({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen })),
    offered: { conflicts: shownConflicts.length, stale: shownStale.length },
    commands: { conflicts: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["show", "--conflicts"]), stale: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["show", "--stale"]) }
  };
  const withheld = exclusion.globs.length === 0 ? 0 : doc.facts.filter((f) => f.status === "active" && !offered(f.key)).length;
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention, withheld, hand_edit, listed };
}
async function status(o) {
  const thresholds = o.configFile === void 0 ? void 0 : (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config).config.nudge;
  const recovering = (0, import_chunk_io_lock.pendingRecovery)(o.paths);
  const n = (0, import_chunk_hooks_session_start.computeNudge)({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: (0, import_chunk_cli_output.brainInvocation)(),
    ...thresholds ? { thresholds } : {},
    ...recovering ? { state: recovering.state } : {}
  });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
  const attention = await needsAttention(o);
  const records = (0, import_chunk_core_record_content.recordProblems)(o.paths, o.now);
  return {
    data_dir: n.dataDir,
    today: o.today,
    profile_exists: n.profileExists,
    published_count: n.publishedCount,
    new_published: n.newPublished,
    last_run: n.lastRun,
    days_since_run: future ? null : n.daysSinceRun,
    last_run_after_today: future,
    nudge: { ...n.thresholds },
    nudge_from: o.configFile ?? "sidecar",
    message: n.message,
    ...attention,
    attention: [...attention.attention, ...records.invalid.map((issue) => `${issue} \u2014 fix the record or remove it (brain validate lists every problem)`)],
    skipped_records: records.skipped,
    pending_diff: pendingDiff(o)
  };
}
function statusText(s) {
  const days = s.nudge.minDaysSinceRun;
  const lastRun = s.last_run === null ? "never" : s.last_run_after_today ? `${s.last_run} (the last run is dated after --today ${s.today})` : `${s.last_run} (${ago(s.days_since_run ?? 0)})`;
  return [
    s.message ?? "brain: nothing to do \u2014 the hook would stay silent.",
    `data dir:          ${s.data_dir}`,
    `profile:           ${s.profile_exists ? "present" : "missing"}`,
    `published records: ${s.published_count} (${s.new_published} new since the last consolidation)`,
    `last run:          ${lastRun}`,
    `nudge when:        \u2265 ${s.nudge.minNewPublished} new and \u2265 ${days} day${days === 1 ? "" : "s"} since the last run${s.nudge_from === "sidecar" ? "" : ` (from ${s.nudge_from})`}`,
    `open conflicts:    ${s.open_conflicts}`,
    `stale facts:       ${s.stale_facts} (as of ${s.today})`,
    ...s.attention.map((a) => `needs attention:   ${a}`),
    ...listedLines(s),
    ...s.skipped_records.map(
      (r) => `skipped record:    ${(0, import_chunk_hooks_session_start.visible)(r.path)}: ${(0, import_chunk_hooks_session_start.visible)(r.reason)}; not new, not citable${r.source.startsWith("published:") ? " (the hook counts it until the next apply)" : ""}`
    ),
    ...s.withheld > 0 ? [`withheld:          ${(0, import_chunk_usecases_withheld.withheldNote)(s.withheld)}`] : [],
    `pending diff:      ${s.pending_diff === null ? "none" : s.pending_diff.applied ? `${s.pending_diff.id} (already applied)` : `${s.pending_diff.id} (review: ${s.pending_diff.review}); to apply exactly it: ${s.pending_diff.apply_command}`}`
  ].join("\n");
}
function listedLines(s) {
  const lines = [];
  const more = (shown, all, command) => all > shown ? [`  and ${all - shown} more: ${command}`] : [];
  const { conflicts, stale, offered, commands } = s.listed;
  for (const c of conflicts) lines.push(`  conflict  ${(0, import_chunk_hooks_session_start.visible)(c.key)}: ${c.values.map((v) => `${shortValue(v.value)} (${v.id})`).join(", ")}`);
  lines.push(...more(conflicts.length, offered.conflicts, commands.conflicts));
  for (const f of stale) lines.push(`  stale     ${(0, import_chunk_hooks_session_start.visible)(f.key)}: ${shortValue(f.value)} (${f.id}, last seen ${f.last_seen})`);
  lines.push(...more(stale.length, offered.stale, commands.stale));
  return lines;
}
var SHORT_VALUE_MAX = 60;
function shortValue(value) {
  const v = (0, import_chunk_hooks_session_start.visibleValue)(JSON.stringify(value));
  return v.length > SHORT_VALUE_MAX ? `${v.slice(0, SHORT_VALUE_MAX - 2)}\u2026"` : v;
}
function ago(days) {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  clientRulesFolder,
  pendingDiffId,
  profileDigest,
  readShippedSchema,
  readShippedText,
  readShownFile,
  readWrittenFile,
  serverReadScope,
  status,
  statusText
});
// brain-digest: 370d9d8d195d0913
