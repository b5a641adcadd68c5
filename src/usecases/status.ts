import { computeNudge } from "../../hooks/session-start.mjs";
import { brainInvocation } from "../io/invocation.js";
import { loadConfig } from "../io/load-config.js";
import { pendingRecovery } from "../io/profile-commit.js";
import type { UseCaseOptions } from "./options.js";

/** What `brain status` reports: the hook's verdict and the counts behind it (the `--json` form). */
export interface StatusReport {
  data_dir: string;
  today: string;
  profile_exists: boolean;
  published_count: number;
  new_published: number;
  last_run: string | null;
  /** Null when never run, and when the last run is dated after `today` (never a negative count). */
  days_since_run: number | null;
  last_run_after_today: boolean;
  nudge: { minNewPublished: number; minDaysSinceRun: number };
  /** Where the thresholds come from: the sidecar the hook reads, or the `--config` file asked about. */
  nudge_from: string;
  /** The line the session-start hook would print, or null when it would stay silent. */
  message: string | null;
}

/**
 * What the session-start hook would say, computed by the hook's own code (read-only). The hook
 * reads its thresholds from the sidecar (written at each apply); an explicit config file asks
 * what that config's thresholds would say instead.
 */
export function status(o: Pick<UseCaseOptions, "paths" | "configFile" | "today">): StatusReport {
  const thresholds = o.configFile === undefined ? undefined : loadConfig(o.configFile, o.paths.config).config.nudge;
  // An apply killed before it wrote the sidecar: the counts the next writer will record.
  const recovering = pendingRecovery(o.paths);
  const n = computeNudge({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: brainInvocation(),
    ...(thresholds ? { thresholds } : {}),
    ...(recovering ? { state: recovering.state } : {}),
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
  };
}

/** The readable form, shared by the CLI and the MCP server. */
export function statusText(s: StatusReport): string {
  const days = s.nudge.minDaysSinceRun;
  const lastRun =
    s.last_run === null
      ? "never"
      : s.last_run_after_today
        ? `${s.last_run} (the last run is dated after --today ${s.today})`
        : `${s.last_run} (${ago(s.days_since_run ?? 0)})`;
  return [
    s.message ?? "brain: nothing to do — the hook would stay silent.",
    `data dir:          ${s.data_dir}`,
    `profile:           ${s.profile_exists ? "present" : "missing"}`,
    `published records: ${s.published_count} (${s.new_published} new since the last consolidation)`,
    `last run:          ${lastRun}`,
    `nudge when:        ≥ ${s.nudge.minNewPublished} new and ≥ ${days} day${days === 1 ? "" : "s"} since the last run${s.nudge_from === "sidecar" ? "" : ` (from ${s.nudge_from})`}`,
  ].join("\n");
}

function ago(days: number): string {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}
