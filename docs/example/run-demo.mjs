#!/usr/bin/env node
// `npm run demo`: the whole consolidation loop on the bundled example, in a fresh temp data dir,
// through the real `brain` binary. Two sessions, as a person would run them months apart:
//   1. 2026-03-01 — seed the profile, ingest two posts, consolidate (candidates-1.json)
//   2. 2026-06-01 — ingest two more posts and a call note, consolidate again (candidates-2.json),
//      which shows every outcome: add, bump, duplicate, promote, conflict, supersede, stale, reject.
// docs/consolidation-loop.md walks through the same run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const bin = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const keep = process.argv.includes("--keep");
const dataDir = mkdtempSync(join(tmpdir(), "brain-demo-"));
const ex = (p) => join(here, p);

function brain(args, { today, expect = 0, quiet = false } = {}) {
  const full = ["--data-dir", dataDir, ...(today ? ["--today", today] : []), ...args];
  console.log(`\n$ brain ${args.join(" ")}${today ? `   # --today ${today}` : ""}`);
  const r = spawnSync(process.execPath, [bin, ...full], { encoding: "utf8" });
  if (!quiet) process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  if (r.status !== expect) {
    console.error(`\ndemo: step failed (exit ${r.status}, expected ${expect}): brain ${full.join(" ")}`);
    process.exit(1);
  }
  return r.stdout;
}

function heading(text) {
  console.log(`\n${"=".repeat(78)}\n${text}\n${"=".repeat(78)}`);
}

try {
  heading("Session 1 (2026-03-01): seed the profile and learn from the first two posts");
  brain(["init", "--from", ex("fields.yaml")], { today: "2026-03-01" });
  brain(["ingest", ex("posts/2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10"], { today: "2026-03-01" });
  brain(["ingest", ex("posts/2026-02-14-why-registers-matter.md"), "--date", "2026-02-14"], { today: "2026-03-01" });
  brain(["status"], { today: "2026-03-01" });
  brain(["consolidate", "--gather"], { today: "2026-03-01", quiet: true });
  console.log("(gather output shown in session 2)");
  brain(["consolidate", "--propose", "--candidates", ex("candidates-1.json")], { today: "2026-03-01" });
  brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], { today: "2026-03-01" });

  heading("Session 2 (2026-06-01): new posts and a call note; the extracting session reads --gather");
  brain(["ingest", ex("posts/2026-05-20-workshop-format.md"), "--date", "2026-05-20"], { today: "2026-06-01" });
  brain(["ingest", ex("posts/2026-05-28-written-guidance.md"), "--date", "2026-05-28"], { today: "2026-06-01" });
  brain(["ingest", ex("notes/2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--date", "2026-06-01"], { today: "2026-06-01" });
  brain(["status"], { today: "2026-06-01" });
  brain(["consolidate", "--gather"], { today: "2026-06-01" });
  brain(["consolidate", "--propose", "--candidates", ex("candidates-2.json")], { today: "2026-06-01" });

  heading("The review gate: brain/pending-diff.md, as the operator reads it");
  console.log(readFileSync(join(dataDir, "brain/pending-diff.md"), "utf8"));

  heading("The operator says yes: apply, then the profile");
  brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], { today: "2026-06-01" });
  brain(["show", "--all"], { today: "2026-06-01" });
  brain(["history"], { today: "2026-06-01" });
  console.log(`\n--- ${join(dataDir, "brain/profile.md")} ---\n${readFileSync(join(dataDir, "brain/profile.md"), "utf8")}`);
  console.log(keep ? `Demo data kept in ${dataDir}` : "Demo finished; its temp data dir was removed (pass --keep to keep it).");
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
