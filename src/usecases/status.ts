import { computeNudge } from "../../hooks/session-start.mjs";

/** What `brain status` reports: the hook's verdict and the counts behind it (the `--json` form). */
export interface StatusReport {
  data_dir: string;
  today: string;
  profile_exists: boolean;
  published_count: number;
  new_published: number;
  last_run: string | null;
  days_since_run: number | null;
  nudge: { minNewPublished: number; minDaysSinceRun: number };
  /** The line the session-start hook would print, or null when it would stay silent. */
  message: string | null;
}

/** What the session-start hook would say, computed by the hook's own code (read-only). */
export function status(dataDir: string, today: string): StatusReport {
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
    message: n.message,
  };
}

/** The readable form, shared by the CLI and the MCP server. */
export function statusText(s: StatusReport): string {
  const days = s.nudge.minDaysSinceRun;
  return [
    s.message ?? "brain: nothing to do — the hook would stay silent.",
    `data dir:          ${s.data_dir}`,
    `profile:           ${s.profile_exists ? "present" : "missing"}`,
    `published records: ${s.published_count} (${s.new_published} new since the last consolidation)`,
    `last run:          ${s.last_run === null ? "never" : `${s.last_run} (${s.days_since_run} days ago)`}`,
    `nudge when:        ≥ ${s.nudge.minNewPublished} new and ≥ ${days} day${days === 1 ? "" : "s"} since the last run`,
  ].join("\n");
}
