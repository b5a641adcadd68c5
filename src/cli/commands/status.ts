import { computeNudge } from "../../../hooks/session-start.mjs";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** What the session-start hook would say, computed by the hook's own code. */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const n = computeNudge({ dataDir: ctx.paths.dataDir, today: ctx.today });
  if (opts.json === true) {
    io.out(
      json({
        data_dir: n.dataDir,
        today: ctx.today,
        profile_exists: n.profileExists,
        published_count: n.publishedCount,
        new_published: n.newPublished,
        last_run: n.lastRun,
        days_since_run: n.daysSinceRun,
        nudge: n.thresholds,
        message: n.message,
      }),
    );
    return EXIT.ok;
  }
  io.out(n.message ?? "brain: nothing to do — the hook would stay silent.");
  io.out(
    [
      `data dir:          ${n.dataDir}`,
      `profile:           ${n.profileExists ? "present" : "missing"}`,
      `published records: ${n.publishedCount} (${n.newPublished} new since the last consolidation)`,
      `last run:          ${n.lastRun === null ? "never" : `${n.lastRun} (${n.daysSinceRun} days ago)`}`,
      `nudge when:        ≥ ${n.thresholds.minNewPublished} new and ≥ ${n.thresholds.minDaysSinceRun} day${n.thresholds.minDaysSinceRun === 1 ? "" : "s"} since the last run`,
    ].join("\n"),
  );
  return EXIT.ok;
}
