import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  pendingRecovery
} from "./chunk-XGBLVHUA.mjs";
import {
  loadConfig
} from "./chunk-LMLNDUQB.mjs";
import {
  brainInvocation,
  computeNudge
} from "./chunk-YLHGQIST.mjs";

// src/usecases/status.ts
function status(o) {
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
    message: n.message
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
    `nudge when:        \u2265 ${s.nudge.minNewPublished} new and \u2265 ${days} day${days === 1 ? "" : "s"} since the last run${s.nudge_from === "sidecar" ? "" : ` (from ${s.nudge_from})`}`
  ].join("\n");
}
function ago(days) {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}

export {
  status,
  statusText
};
