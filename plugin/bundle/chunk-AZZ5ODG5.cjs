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
__defProp(stdin_exports, "status", { value: status, enumerable: true });
__defProp(stdin_exports, "statusText", { value: statusText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_ZQIVJGU5 = require("./chunk-ZQIVJGU5.cjs");
var import_chunk_A4C3V3UJ = require("./chunk-A4C3V3UJ.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AA34FNBZ = require("./chunk-AA34FNBZ.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
async function needsAttention(o) {
  if (!(0, import_chunk_ZQIVJGU5.pathExists)(o.paths.profile)) return { open_conflicts: 0, stale_facts: 0, attention: [], withheld: 0 };
  const { config, rulesDir } = (0, import_chunk_KCAMFDNF.loadConfig)(o.configFile, o.paths.config);
  const rules = (0, import_chunk_7QHFYIMW.loadRuleSet)(rulesDir);
  const { doc, sha256 } = (0, import_chunk_YPLLLP26.readProfile)(o.paths.profile);
  const { exclusion } = (0, import_chunk_A4C3V3UJ.agentExclusion)(o);
  const offered = (key) => exclusion.excludedBy(key) === void 0;
  const conflicts = (0, import_chunk_X327KYQS.openConflicts)(doc, config.multiValued ?? []);
  const diff = await (0, import_chunk_ETYRLC4D.proposeDiff)({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const attention = [];
  const named = (shown, all) => [...shown, ...all > shown.length ? [`${all - shown.length} under excluded keys`] : []].join(", ");
  if (conflicts.length > 0) {
    const keys = conflicts.map((c) => c.key).filter(offered);
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${named(keys, conflicts.length)}): see ${(0, import_chunk_AA34FNBZ.brainCommand)(o, ["show", "--conflicts"])}, then ${(0, import_chunk_AA34FNBZ.brainCommand)(o, ["resolve", "<key>", "--keep", "<id>"])}`
    );
  }
  if (diff.staleFlags.length > 0) {
    const ids = diff.staleFlags.filter((f) => offered(f.key)).map((f) => f.id);
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${named(ids, diff.staleFlags.length)}): confirm them with new evidence, or ${(0, import_chunk_AA34FNBZ.brainCommand)(o, ["retire", "<id\u2026>", "--reason", "<why>"])}`
    );
  }
  const withheld = exclusion.globs.length === 0 ? 0 : doc.facts.filter((f) => f.status === "active" && !offered(f.key)).length;
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention, withheld };
}
async function status(o) {
  const thresholds = o.configFile === void 0 ? void 0 : (0, import_chunk_KCAMFDNF.loadConfig)(o.configFile, o.paths.config).config.nudge;
  const recovering = (0, import_chunk_PAWCQ57R.pendingRecovery)(o.paths);
  const n = (0, import_chunk_L7PYBWE7.computeNudge)({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: (0, import_chunk_L7PYBWE7.brainInvocation)(),
    ...thresholds ? { thresholds } : {},
    ...recovering ? { state: recovering.state } : {}
  });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
  const attention = await needsAttention(o);
  const records = (0, import_chunk_77JXG66K.recordProblems)(o.paths, o.now);
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
    skipped_records: records.skipped
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
    ...s.withheld > 0 ? [`withheld:          ${(0, import_chunk_A4C3V3UJ.withheldNote)(s.withheld)}`] : []
  ].join("\n");
}
function ago(days) {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  status,
  statusText
});
