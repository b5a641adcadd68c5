import { computeNudge } from "../../../hooks/session-start.mjs";
import { loadConfig } from "../../io/load-config.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/**
 * What the session-start hook would say, computed by the hook's own code. The hook reads its
 * thresholds from the sidecar (written at each apply); `--config` asks what that config's
 * thresholds would say instead.
 */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const thresholds = ctx.configFile === undefined ? undefined : loadConfig(ctx.configFile, ctx.paths.config).config.nudge;
  const n = computeNudge({ dataDir: ctx.paths.dataDir, today: ctx.today, ...(thresholds ? { thresholds } : {}) });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
  if (opts.json === true) {
    io.out(
      json({
        data_dir: n.dataDir,
        today: ctx.today,
        profile_exists: n.profileExists,
        published_count: n.publishedCount,
        new_published: n.newPublished,
        last_run: n.lastRun,
        // A last run dated after --today has no meaningful age: null, never a negative count.
        days_since_run: future ? null : n.daysSinceRun,
        last_run_after_today: future,
        nudge: n.thresholds,
        nudge_from: thresholds ? ctx.configFile : "sidecar",
        message: n.message,
      }),
    );
    return EXIT.ok;
  }
  const lastRun =
    n.lastRun === null ? "never" : future ? `${n.lastRun} (the last run is dated after --today ${ctx.today})` : `${n.lastRun} (${ago(n.daysSinceRun ?? 0)})`;
  io.out(n.message ?? "brain: nothing to do — the hook would stay silent.");
  io.out(
    [
      `data dir:          ${n.dataDir}`,
      `profile:           ${n.profileExists ? "present" : "missing"}`,
      `published records: ${n.publishedCount} (${n.newPublished} new since the last consolidation)`,
      `last run:          ${lastRun}`,
      `nudge when:        ≥ ${n.thresholds.minNewPublished} new and ≥ ${n.thresholds.minDaysSinceRun} day${n.thresholds.minDaysSinceRun === 1 ? "" : "s"} since the last run${thresholds ? ` (from ${ctx.configFile})` : ""}`,
    ].join("\n"),
  );
  return EXIT.ok;
}

function ago(days: number): string {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}
