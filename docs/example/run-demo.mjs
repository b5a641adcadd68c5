#!/usr/bin/env node
// `npm run demo`: the whole consolidation loop on the bundled example, in a fresh temp data dir,
// through the program the `brain` binary runs (dist/cli/program.js, loaded once, so the whole
// demo takes about a second rather than a process start per command), with the example config (brain.config.yaml: `languages` is
// multi-valued). Three sessions, as a person would run them months apart:
//   1. 2026-03-01 — seed the profile, ingest two posts, consolidate (candidates-1.json)
//   2. 2026-06-01 — ingest two more posts and a call note, consolidate again (candidates-2.json),
//      which shows every outcome: add, bump, duplicate, promote, conflict, supersede, stale, reject.
//   3. 2026-09-15 — the open conflicts, observed languages as members of one key (candidates-3.json),
//      a stale side project retired through the gate, the story of one fact, and a lower
//      promotion threshold tried with --what-if before adopting it.
// docs/consolidation-loop.md walks through the same run.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
// Built by `npm ci` (its prepare step) or `npm run build`.
const { main } = await import(new URL("../../dist/cli/program.js", import.meta.url).href);
const { stdio } = await import(new URL("../../dist/cli/output.js", import.meta.url).href);
const keep = process.argv.includes("--keep");
const dataDir = mkdtempSync(join(tmpdir(), "brain-demo-"));
const ex = (p) => join(here, p);
// Ids are deterministic (docs/profile-format.md), so the demo can name the facts it retires and explains.
const SIDE_PROJECT = "6c310d222551";
const PRIMARY_EXPERTISE = "4b248230183e";
const OLD_JOB_TITLE = "2ab275526cb7";

class StepFailed extends Error {}

/** Runs `brain …args` (with --data-dir and --today) as the binary would, printing what it prints. */
async function brain(args, { today, expect = 0, quiet = false } = {}) {
  const full = ["--data-dir", dataDir, ...(today ? ["--today", today] : []), ...args];
  console.log(`\n$ brain ${args.join(" ")}${today ? `   # --today ${today}` : ""}`);
  const code = await main(["node", "brain", ...full], quiet ? { out: () => {}, err: stdio.err } : stdio);
  if (code !== expect) throw new StepFailed(`demo: step failed (exit ${code}, expected ${expect}): brain ${full.join(" ")}`);
}

function heading(text) {
  console.log(`\n${"=".repeat(78)}\n${text}\n${"=".repeat(78)}`);
}

try {
  copyFileSync(ex("brain.config.yaml"), join(dataDir, "brain.config.yaml"));
  heading("Session 1 (2026-03-01): seed the profile and learn from the first two posts");
  await brain(["init", "--from", ex("fields.yaml")], { today: "2026-03-01" });
  await brain(["ingest", ex("posts/2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10"], { today: "2026-03-01" });
  await brain(["ingest", ex("posts/2026-02-14-why-registers-matter.md"), "--date", "2026-02-14"], { today: "2026-03-01" });
  await brain(["status"], { today: "2026-03-01" });
  await brain(["consolidate", "--gather"], { today: "2026-03-01", quiet: true });
  console.log("(gather output shown in session 2)");
  await brain(["consolidate", "--propose", "--candidates", ex("candidates-1.json")], { today: "2026-03-01" });
  await brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], { today: "2026-03-01" });

  heading("Session 2 (2026-06-01): new posts and a call note; the extracting session reads --gather");
  await brain(["ingest", ex("posts/2026-05-20-workshop-format.md"), "--date", "2026-05-20"], { today: "2026-06-01" });
  await brain(["ingest", ex("posts/2026-05-28-written-guidance.md"), "--date", "2026-05-28"], { today: "2026-06-01" });
  await brain(["ingest", ex("notes/2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--date", "2026-06-01"], { today: "2026-06-01" });
  await brain(["status"], { today: "2026-06-01" });
  await brain(["consolidate", "--gather"], { today: "2026-06-01" });
  await brain(["consolidate", "--propose", "--candidates", ex("candidates-2.json")], { today: "2026-06-01" });

  heading("The review gate: brain/pending-diff.md, as the operator reads it");
  console.log(readFileSync(join(dataDir, "brain/pending-diff.md"), "utf8"));

  heading("The operator says yes: apply, then the profile");
  await brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], { today: "2026-06-01" });
  await brain(["show", "--all"], { today: "2026-06-01" });

  heading("Session 3 (2026-09-15): what is open, what is over, where a fact came from");
  const t3 = { today: "2026-09-15" };
  await brain(["show", "--conflicts"], t3);
  console.log("(two preferred formats, and the observed Rotterdam beside the seed Rotterdam, NL, stay open until resolved or superseded)");
  await brain(["ingest", ex("posts/2026-09-01-three-languages.md"), "--date", "2026-09-01"], t3);
  await brain(["consolidate", "--propose", "--candidates", ex("candidates-3.json")], t3);
  await brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], t3);
  await brain(["show", "--key", "languages"], t3);
  console.log("(the two seeded languages and three observed members: languages is multiValued in brain.config.yaml, so no conflict)");
  await brain(["show", "--conflicts"], t3);

  heading("The side project ended: the operator retires it, through the same gate");
  await brain(["retire", SIDE_PROJECT, "--reason", "Toolkit handed over to the municipalities in August", "--source", "human:call-2026-09-15"], t3);
  const review = readFileSync(join(dataDir, "brain/pending-diff.md"), "utf8");
  console.log(review.slice(review.indexOf("## Retirements")));
  await brain(["show", "--key", "side-project"], t3);
  console.log("(proposed, not applied: the profile still shows it)");
  await brain(["consolidate", "--apply", "--diff", join(dataDir, "brain/pending-diff.json"), "--confirm"], t3);
  await brain(["show", "--key", "side-project"], t3);
  await brain(["show", "--key", "side-project", "--all"], t3);

  heading("Where did a fact come from? brain explain reads the archive of applied diffs");
  await brain(["explain", PRIMARY_EXPERTISE], t3);
  await brain(["explain", OLD_JOB_TITLE], t3);

  heading("Would a lower promotion threshold help? Try it before adopting it (writes nothing)");
  await brain(["consolidate", "--what-if", "--with-config", ex("what-if-threshold-2.yaml")], t3);
  await brain(["history"], t3);
  console.log(`\n--- ${join(dataDir, "brain/profile.md")} ---\n${readFileSync(join(dataDir, "brain/profile.md"), "utf8")}`);
  console.log(keep ? `Demo data kept in ${dataDir}` : "Demo finished; its temp data dir was removed (pass --keep to keep it).");
} catch (e) {
  if (!(e instanceof StepFailed)) throw e;
  console.error(`\n${e.message}`);
  process.exitCode = 1;
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
