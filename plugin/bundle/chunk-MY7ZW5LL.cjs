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
__defProp(stdin_exports, "clientRulesFolder", { value: clientRulesFolder, enumerable: true });
__defProp(stdin_exports, "pendingDiffId", { value: pendingDiffId, enumerable: true });
__defProp(stdin_exports, "profileDigest", { value: profileDigest, enumerable: true });
__defProp(stdin_exports, "readShippedSchema", { value: readShippedSchema, enumerable: true });
__defProp(stdin_exports, "readShippedText", { value: readShippedText, enumerable: true });
__defProp(stdin_exports, "readShownFile", { value: readShownFile, enumerable: true });
__defProp(stdin_exports, "readWrittenFile", { value: readWrittenFile, enumerable: true });
__defProp(stdin_exports, "serverReadScope", { value: serverReadScope, enumerable: true });
__defProp(stdin_exports, "status", { value: status, enumerable: true });
__defProp(stdin_exports, "statusText", { value: statusText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
var import_node_fs = require("node:fs");
function readHead(path, bytes) {
  const fd = (0, import_chunk_I2RTUJJH.openDataFile)(path);
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
  const fd = (0, import_chunk_I2RTUJJH.openDataFile)(path);
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
  return (0, import_chunk_I2RTUJJH.sha256)().update((0, import_chunk_75TG4X2Z.readBytesIfPresent)(path) ?? Buffer.alloc(0)).digest("hex");
}
function readShownFile(path) {
  return (0, import_chunk_75TG4X2Z.readTextIfPresent)(path);
}
function readWrittenFile(path) {
  return (0, import_chunk_75TG4X2Z.readText)(path);
}
function readShippedText(relative) {
  return (0, import_chunk_75TG4X2Z.readText)((0, import_chunk_I2RTUJJH.packagePath)(relative));
}
function readShippedSchema(name) {
  return (0, import_chunk_75TG4X2Z.readText)((0, import_chunk_I2RTUJJH.schemaPath)(name));
}
function serverReadScope(ctx) {
  const folders = [ctx.paths.dataDir, import_chunk_I2RTUJJH.SHIPPED_RULES_DIR, (0, import_chunk_I2RTUJJH.packagePath)("schemas"), (0, import_chunk_I2RTUJJH.packagePath)("hooks/commands")];
  const files = ctx.configFile === void 0 ? [] : [(0, import_node_path.resolve)(ctx.configFile)];
  try {
    const { rulesDir } = (0, import_chunk_2JUJKBZN.loadConfig)(ctx.configFile, ctx.paths.config);
    if (rulesDir !== null) folders.push(rulesDir);
  } catch {
  }
  return { folders, files };
}
function clientRulesFolder(ctx, folder) {
  const path = (0, import_node_path.isAbsolute)(folder) ? folder : (0, import_node_path.resolve)(ctx.paths.dataDir, folder);
  const real = (0, import_chunk_I2RTUJJH.realOrAsIs)(path);
  if ((0, import_chunk_I2RTUJJH.isInside)(real, (0, import_chunk_I2RTUJJH.realOrAsIs)(ctx.paths.dataDir)) || real === (0, import_chunk_I2RTUJJH.realOrAsIs)(import_chunk_I2RTUJJH.SHIPPED_RULES_DIR)) return path;
  throw new import_chunk_L7PYBWE7.UsageError(
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
function pendingDiff(o) {
  const id = pendingDiffId(o.paths.pendingJson);
  if (id === null) return null;
  const applied = (0, import_chunk_W4VUU7MV.effectiveApplies)((0, import_chunk_LW5KK7CN.readHistoryAsRecovered)(o.paths)).some((e) => e.diff === id);
  return { id, review: o.paths.pendingMd, diff: o.paths.pendingJson, applied, apply_command: applied ? null : (0, import_chunk_OGTKZBCL.applyCommand)(o, id) };
}
async function needsAttention(o) {
  if (!(0, import_chunk_75TG4X2Z.pathExists)(o.paths.profile)) return { open_conflicts: 0, stale_facts: 0, attention: [], withheld: 0 };
  const { config, rulesDir } = (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, o.paths.config);
  const rules = (0, import_chunk_333QZTHR.loadRuleSet)(rulesDir);
  const { doc, sha256: sha2562 } = (0, import_chunk_TUWUUUZD.readProfile)(o.paths.profile);
  const { exclusion } = (0, import_chunk_RANF7A2E.agentExclusion)(o);
  const offered = (key) => exclusion.excludedBy(key) === void 0;
  const conflicts = (0, import_chunk_X327KYQS.openConflicts)(doc, config.multiValued ?? []);
  const diff = await (0, import_chunk_W472L43B.proposeDiff)({ current: doc, base: sha2562, candidates: [], rules, config, today: o.today });
  const attention = [];
  const named = (shown, all) => [...shown, ...all > shown.length ? [`${all - shown.length} under excluded keys`] : []].join(", ");
  if (conflicts.length > 0) {
    const keys = conflicts.map((c) => c.key).filter(offered);
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${named(keys, conflicts.length)}): see ${(0, import_chunk_OGTKZBCL.brainCommand)(o, ["show", "--conflicts"])}, then ${(0, import_chunk_OGTKZBCL.brainCommand)(o, ["resolve", "<key>", "--keep", "<id>"])}`
    );
  }
  if (diff.staleFlags.length > 0) {
    const ids = diff.staleFlags.filter((f) => offered(f.key)).map((f) => f.id);
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${named(ids, diff.staleFlags.length)}): confirm them with new evidence, or ${(0, import_chunk_OGTKZBCL.brainCommand)(o, ["retire", "<id\u2026>", "--reason", "<why>"])}`
    );
  }
  const withheld = exclusion.globs.length === 0 ? 0 : doc.facts.filter((f) => f.status === "active" && !offered(f.key)).length;
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention, withheld };
}
async function status(o) {
  const thresholds = o.configFile === void 0 ? void 0 : (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, o.paths.config).config.nudge;
  const recovering = (0, import_chunk_LW5KK7CN.pendingRecovery)(o.paths);
  const n = (0, import_chunk_L7PYBWE7.computeNudge)({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: (0, import_chunk_L7PYBWE7.brainInvocation)(),
    ...thresholds ? { thresholds } : {},
    ...recovering ? { state: recovering.state } : {}
  });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
  const attention = await needsAttention(o);
  const records = (0, import_chunk_LZDD4S23.recordProblems)(o.paths, o.now);
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
    ...s.skipped_records.map(
      (r) => `skipped record:    ${(0, import_chunk_L7PYBWE7.visible)(r.path)}: ${(0, import_chunk_L7PYBWE7.visible)(r.reason)}; not new, not citable${r.source.startsWith("published:") ? " (the hook counts it until the next apply)" : ""}`
    ),
    ...s.withheld > 0 ? [`withheld:          ${(0, import_chunk_RANF7A2E.withheldNote)(s.withheld)}`] : [],
    `pending diff:      ${s.pending_diff === null ? "none" : s.pending_diff.applied ? `${s.pending_diff.id} (already applied)` : `${s.pending_diff.id} (review: ${s.pending_diff.review}); to apply exactly it: ${s.pending_diff.apply_command}`}`
  ].join("\n");
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
