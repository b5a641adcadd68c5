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
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_DWL62VX6 = require("./chunk-DWL62VX6.cjs");
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_7N3E2WF6 = require("./chunk-7N3E2WF6.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
async function needsAttention(o) {
  if (!(0, import_chunk_EFI262WX.pathExists)(o.paths.profile)) return { open_conflicts: 0, stale_facts: 0, attention: [] };
  const { config, rulesDir } = (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, o.paths.config);
  const rules = (0, import_chunk_JX3GKJUT.loadRuleSet)(rulesDir);
  const { doc, sha256 } = (0, import_chunk_KHLILX3Y.readProfile)(o.paths.profile);
  const conflicts = (0, import_chunk_RBI2CLBF.openConflicts)(doc, config.multiValued ?? []);
  const diff = await (0, import_chunk_7N3E2WF6.proposeDiff)({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const attention = [];
  if (conflicts.length > 0) {
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${conflicts.map((c) => c.key).join(", ")}): see ${(0, import_chunk_DWL62VX6.brainCommand)(o, ["show", "--conflicts"])}, then ${(0, import_chunk_DWL62VX6.brainCommand)(o, ["resolve", "<key>", "--keep", "<id>"])}`
    );
  }
  if (diff.staleFlags.length > 0) {
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${diff.staleFlags.map((f) => f.id).join(", ")}): confirm them with new evidence, or ${(0, import_chunk_DWL62VX6.brainCommand)(o, ["retire", "<id\u2026>", "--reason", "<why>"])}`
    );
  }
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention };
}
async function status(o) {
  const thresholds = o.configFile === void 0 ? void 0 : (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, o.paths.config).config.nudge;
  const recovering = (0, import_chunk_IC7MVDBH.pendingRecovery)(o.paths);
  const n = (0, import_chunk_S4PSTNN7.computeNudge)({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: (0, import_chunk_S4PSTNN7.brainInvocation)(),
    ...thresholds ? { thresholds } : {},
    ...recovering ? { state: recovering.state } : {}
  });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
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
    ...await needsAttention(o)
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
    ...s.attention.map((a) => `needs attention:   ${a}`)
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
