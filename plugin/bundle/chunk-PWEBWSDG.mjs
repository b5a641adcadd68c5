import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  openConflicts
} from "./chunk-E2KXFB3K.mjs";
import {
  brainCommand
} from "./chunk-ZTOEEPF6.mjs";
import {
  pathExists
} from "./chunk-OHHH6UOM.mjs";
import {
  proposeDiff
} from "./chunk-SBEHRH6Y.mjs";
import {
  loadRuleSet
} from "./chunk-I26IK4LJ.mjs";
import {
  pendingRecovery
} from "./chunk-2CDRRSEX.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  brainInvocation,
  computeNudge
} from "./chunk-YLHGQIST.mjs";

// src/usecases/status.ts
async function needsAttention(o) {
  if (!pathExists(o.paths.profile)) return { open_conflicts: 0, stale_facts: 0, attention: [] };
  const { config, rulesDir } = loadConfig(o.configFile, o.paths.config);
  const rules = loadRuleSet(rulesDir);
  const { doc, sha256 } = readProfile(o.paths.profile);
  const conflicts = openConflicts(doc, config.multiValued ?? []);
  const diff = await proposeDiff({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const attention = [];
  if (conflicts.length > 0) {
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${conflicts.map((c) => c.key).join(", ")}): see ${brainCommand(o, ["show", "--conflicts"])}, then ${brainCommand(o, ["resolve", "<key>", "--keep", "<id>"])}`
    );
  }
  if (diff.staleFlags.length > 0) {
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${diff.staleFlags.map((f) => f.id).join(", ")}): confirm them with new evidence, or ${brainCommand(o, ["retire", "<id\u2026>", "--reason", "<why>"])}`
    );
  }
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention };
}
async function status(o) {
  const thresholds = o.configFile === void 0 ? void 0 : loadConfig(o.configFile, o.paths.config).config.nudge;
  const recovering = pendingRecovery(o.paths);
  const n = computeNudge({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: brainInvocation(),
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

export {
  status,
  statusText
};
