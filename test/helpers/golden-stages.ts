/**
 * The golden data dirs' stages: docs/example's two sessions as docs/example/run-demo.mjs runs them,
 * each the `brain` arguments that build it from the stage before (in this order). Built once per
 * run by test/global-setup.ts; copied by tests through test/helpers/golden.ts.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const EXAMPLE = fileURLToPath(new URL("../../docs/example/", import.meta.url));
const SESSION_1 = "2026-03-01";
const SESSION_2 = "2026-06-01";

export const GOLDEN_STAGES = {
  /** Initialised and seeded from fields.yaml on 2026-03-01. */
  seeded: (): string[][] => [["--today", SESSION_1, "init", "--from", join(EXAMPLE, "fields.yaml")]],
  /** Then session 1's two posts ingested (on 2026-03-01), nothing proposed. */
  "session-1-ingested": (): string[][] => [
    ["--today", SESSION_1, "ingest", join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10"],
    ["--today", SESSION_1, "ingest", join(EXAMPLE, "posts", "2026-02-14-why-registers-matter.md"), "--date", "2026-02-14"],
  ],
  /** Then candidates-1 proposed and applied on 2026-03-01 (pending-diff.json is that applied diff). */
  "session-1-applied": (dir: string): string[][] => [
    ["--today", SESSION_1, "consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json")],
    ["--today", SESSION_1, "consolidate", "--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"],
  ],
  /** Then session 2's two posts and the call note ingested on 2026-06-01 (nothing proposed). */
  "session-2-ingested": (): string[][] => [
    ["--today", SESSION_2, "ingest", join(EXAMPLE, "posts", "2026-05-20-workshop-format.md"), "--date", "2026-05-20"],
    ["--today", SESSION_2, "ingest", join(EXAMPLE, "posts", "2026-05-28-written-guidance.md"), "--date", "2026-05-28"],
    ["--today", SESSION_2, "ingest", join(EXAMPLE, "notes", "2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--date", "2026-06-01"],
  ],
  /** Then candidates-2 proposed and applied on 2026-06-01: both sessions, as the demo ends them. */
  "both-sessions-applied": (dir: string): string[][] => [
    ["--today", SESSION_2, "consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-2.json")],
    ["--today", SESSION_2, "consolidate", "--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"],
  ],
} as const;

export type GoldenStage = keyof typeof GOLDEN_STAGES;
