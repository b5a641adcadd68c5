import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  computeNudge
} from "./chunk-LJENIF7U.mjs";

// src/usecases/status.ts
function status(dataDir, today) {
  const n = computeNudge({ dataDir, today });
  return {
    data_dir: n.dataDir,
    today,
    profile_exists: n.profileExists,
    published_count: n.publishedCount,
    new_published: n.newPublished,
    last_run: n.lastRun,
    days_since_run: n.daysSinceRun,
    nudge: { ...n.thresholds },
    message: n.message
  };
}
function statusText(s) {
  const days = s.nudge.minDaysSinceRun;
  return [
    s.message ?? "brain: nothing to do \u2014 the hook would stay silent.",
    `data dir:          ${s.data_dir}`,
    `profile:           ${s.profile_exists ? "present" : "missing"}`,
    `published records: ${s.published_count} (${s.new_published} new since the last consolidation)`,
    `last run:          ${s.last_run === null ? "never" : `${s.last_run} (${s.days_since_run} days ago)`}`,
    `nudge when:        \u2265 ${s.nudge.minNewPublished} new and \u2265 ${days} day${days === 1 ? "" : "s"} since the last run`
  ].join("\n");
}

export {
  status,
  statusText
};
