/**
 * docs/security.md ("The lock"), concurrency half: writers are locked out of each other and the `base` check
 * runs under the lock, so racing applies never both win, the same diff is never applied twice,
 * an apply racing a rollback leaves a profile the history explains, and a lock is only ever
 * reclaimed from a process that is gone.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/hash.js";
import type { ProfileEntry } from "../../src/io/history.js";
import { goldenCopy } from "../helpers/golden.js";
import { brain, brainAsync, completion, EXAMPLE, snapshotTree, tempDir, type TimedRunResult } from "../helpers/cli.js";
import { soak } from "../helpers/soak.js";

const TODAY = "2026-06-01";
const ROUNDS = soak({ differentDiffs: 4, sameDiff: 3, applyVsRollback: 3 }, { differentDiffs: 20, sameDiff: 8, applyVsRollback: 9 });

let base: string;
/** Two diffs proposed against the same profile, and the profile each one produces. */
const diffs = { a: { id: "", result: Buffer.alloc(0) }, b: { id: "", result: Buffer.alloc(0) } };
/** The profile after init (before the first apply) and after the first apply (the base of a and b). */
let seeded: Buffer;
let applied: Buffer;
let firstApply: string;
const dirs: string[] = [];

type Run = TimedRunResult;

function run(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return completion(brainAsync(dir, ["--today", TODAY, ...args], env));
}

const applyArgs = (dir: string, which: "a" | "b") => ["consolidate", "--apply", "--diff", join(dir, "diffs", `${which}.json`), "--confirm"];

function copyOfBase(): string {
  const dir = tempDir("brain-races-");
  dirs.push(dir);
  rmSync(dir, { recursive: true });
  cpSync(base, dir, { recursive: true });
  return dir;
}

function history(dir: string): ProfileEntry[] {
  return readFileSync(join(dir, "brain", "history.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as ProfileEntry);
}

const profile = (dir: string) => readFileSync(join(dir, "brain", "profile.md"));

/** Resolves once `brain/.lock` exists (the first command holds it) or that command has finished. */
async function lockTakenOrDone(dir: string, first: Promise<Run>): Promise<void> {
  let done = false;
  void first.then(() => (done = true));
  while (!done && !existsSync(join(dir, "brain", ".lock"))) await new Promise((r) => setTimeout(r, 1));
}

function expectNoLeftovers(dir: string): void {
  expect(readdirSync(join(dir, "brain")).filter((n) => n.startsWith(".lock") || n.startsWith(".intent") || /\.\d+$/.test(n))).toEqual([]);
}

beforeAll(() => {
  // docs/example's session 1 applied and session 2's records ingested: the golden data dir (test/helpers/golden.ts).
  base = goldenCopy("session-2-ingested", join(tempDir("brain-races-base-"), "data"));
  dirs.push(base);
  const ok = (args: string[], today = TODAY) => {
    const r = brain(base, ["--today", today, ...args]);
    if (r.code !== 0) throw new Error(`setup failed: brain ${args.join(" ")}\n${r.stderr}`);
  };
  seeded = profile(goldenCopy("seeded"));
  applied = profile(goldenCopy("session-1-applied"));
  firstApply = history(base)[0]!.diff;

  mkdirSync(join(base, "diffs"));
  cpSync(join(EXAMPLE, "candidates-2.json"), join(base, "diffs-input-a.json"));
  writeFileSync(
    join(base, "diffs-input-b.json"),
    JSON.stringify([{ key: "hobby", value: "Cycling", provenance: "human", source: "human:call-2026-06-01", observed_date: TODAY }]),
  );
  for (const which of ["a", "b"] as const) {
    ok(["consolidate", "--propose", "--candidates", join(base, `diffs-input-${which}.json`)]);
    cpSync(join(base, "brain", "pending-diff.json"), join(base, "diffs", `${which}.json`));
  }
  for (const which of ["a", "b"] as const) {
    const diff = JSON.parse(readFileSync(join(base, "diffs", `${which}.json`), "utf8")) as { id: string; base: string };
    expect(diff.base).toBe(sha256Hex(applied));
    const dir = copyOfBase();
    expect(brain(dir, ["--today", TODAY, ...applyArgs(dir, which)]).code).toBe(0);
    diffs[which] = { id: diff.id, result: profile(dir) };
  }
  expect(diffs.a.result.equals(diffs.b.result)).toBe(false);
});

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("racing writers (docs/security.md)", () => {
  it(`two applies of different diffs against the same base, ${ROUNDS.differentDiffs} rounds: exactly one wins, the other is stale`, async () => {
    const wins = { a: 0, b: 0 };
    for (let round = 0; round < ROUNDS.differentDiffs; round++) {
      const dir = copyOfBase();
      const [ra, rb] = await Promise.all([run(dir, applyArgs(dir, "a")), run(dir, applyArgs(dir, "b"))]);
      const context = `round ${round}\na: ${ra.code} ${ra.stderr}\nb: ${rb.code} ${rb.stderr}`;
      expect([ra.code, rb.code].sort(), context).toEqual([0, 4]);
      const winner = ra.code === 0 ? "a" : "b";
      const [won, lost] = winner === "a" ? [ra, rb] : [rb, ra];
      const loser = winner === "a" ? "b" : "a";
      wins[winner]++;
      expect(won.stdout, context).toContain(`Applied diff ${diffs[winner].id.slice(0, 12)}`);
      expect(lost.stdout, context).toBe("");
      expect(lost.stderr, context).toContain(`${loser}.json: stale diff — it was proposed against profile ${sha256Hex(applied).slice(0, 12)}`);
      expect(lost.stderr, context).toContain(`but profile.md is now ${sha256Hex(diffs[winner].result).slice(0, 12)}; nothing was written`);
      expect(profile(dir).equals(diffs[winner].result), context).toBe(true);
      expect(
        history(dir).map((e) => `${e.op} ${e.diff}`),
        context,
      ).toEqual([`apply ${firstApply}`, `apply ${diffs[winner].id}`]);
      expectNoLeftovers(dir);
    }
    expect(wins.a + wins.b).toBe(ROUNDS.differentDiffs);
    console.log(`races: different diffs, ${ROUNDS.differentDiffs} rounds: a won ${wins.a}, b won ${wins.b}`);
  }, 600_000);

  it(`two applies of the same diff, ${ROUNDS.sameDiff} rounds: one applies, the other says "already applied"`, async () => {
    for (let round = 0; round < ROUNDS.sameDiff; round++) {
      const dir = copyOfBase();
      const results = await Promise.all([run(dir, applyArgs(dir, "a")), run(dir, applyArgs(dir, "a"))]);
      const context = `round ${round}\n${results.map((r) => `${r.code} ${r.stdout} ${r.stderr}`).join("\n")}`;
      expect(
        results.map((r) => r.code),
        context,
      ).toEqual([0, 0]);
      const applied = results.filter((r) => r.stdout.includes(`Applied diff ${diffs.a.id.slice(0, 12)}`));
      const already = results.filter((r) => r.stdout.includes(`Already applied: diff ${diffs.a.id.slice(0, 12)}`));
      expect([applied.length, already.length], context).toEqual([1, 1]);
      expect(profile(dir).equals(diffs.a.result), context).toBe(true);
      expect(
        history(dir).filter((e) => e.op === "apply" && e.diff === diffs.a.id),
        context,
      ).toHaveLength(1);
      expect(history(dir), context).toHaveLength(2);
      expectNoLeftovers(dir);
    }
  }, 600_000);

  it(`apply racing rollback, ${ROUNDS.applyVsRollback} rounds: the profile is what the last history entry says, no update lost`, async () => {
    // A rollback loads less than an apply and usually reaches the lock first, so rounds alternate:
    // started together, the apply given the lock first, the rollback given the lock first.
    const MODES = ["together", "apply first", "rollback first"] as const;
    const orders = { applyFirst: 0, rollbackFirst: 0 };
    for (let round = 0; round < ROUNDS.applyVsRollback; round++) {
      const mode = MODES[round % MODES.length]!;
      const dir = copyOfBase();
      const startApply = () => run(dir, applyArgs(dir, "a"));
      const startRollback = () => run(dir, ["rollback", "--confirm"]);
      let ap: Run;
      let rb: Run;
      if (mode === "together") [ap, rb] = await Promise.all([startApply(), startRollback()]);
      else if (mode === "apply first") {
        const first = startApply();
        await lockTakenOrDone(dir, first);
        [ap, rb] = await Promise.all([first, startRollback()]);
      } else {
        const first = startRollback();
        await lockTakenOrDone(dir, first);
        [rb, ap] = await Promise.all([first, startApply()]);
      }
      const context = `round ${round} (${mode})\napply: ${ap.code} ${ap.stderr}\nrollback: ${rb.code} ${rb.stderr}`;
      const entries = history(dir);
      expect(sha256Hex(profile(dir)), context).toBe(entries[entries.length - 1]!.result);
      expect(rb.code, context).toBe(0);
      if (ap.code === 0) {
        // The apply went first; the rollback then undid exactly that apply.
        orders.applyFirst++;
        expect(mode, context).not.toBe("rollback first");
        expect(
          entries.map((e) => `${e.op} ${e.diff}`),
          context,
        ).toEqual([`apply ${firstApply}`, `apply ${diffs.a.id}`, `rollback ${diffs.a.id}`]);
        expect(profile(dir).equals(applied), context).toBe(true);
      } else {
        // The rollback went first and undid the earlier apply, so the diff's base is gone: stale.
        orders.rollbackFirst++;
        expect(mode, context).not.toBe("apply first");
        expect(ap.code, context).toBe(4);
        expect(ap.stderr, context).toContain("stale diff");
        expect(
          entries.map((e) => `${e.op} ${e.diff}`),
          context,
        ).toEqual([`apply ${firstApply}`, `rollback ${firstApply}`]);
        expect(profile(dir).equals(seeded), context).toBe(true);
      }
      expectNoLeftovers(dir);
    }
    expect(orders.applyFirst).toBeGreaterThan(0);
    expect(orders.rollbackFirst).toBeGreaterThan(0);
    console.log(`races: apply vs rollback, ${ROUNDS.applyVsRollback} rounds: ${JSON.stringify(orders)}`);
  }, 600_000);
});

describe("the lock", () => {
  const lockFile = (dir: string) => join(dir, "brain", ".lock");
  const lockOf = (pid: number) => JSON.stringify({ pid, host: hostname(), token: "0123456789abcdef", acquired: "2026-06-01T08:00:00.000Z" });

  it("a lock left by a dead process is reclaimed at once", async () => {
    // Linux pids never exceed 2^22 (pid_max's ceiling), so these cannot name a live process.
    let pid = 2 ** 22 + 4321;
    const isAlive = (p: number) => {
      try {
        process.kill(p, 0);
        return true;
      } catch (e) {
        return (e as NodeJS.ErrnoException).code !== "ESRCH";
      }
    };
    while (isAlive(pid)) pid++;
    const dir = copyOfBase();
    writeFileSync(lockFile(dir), lockOf(pid));
    // No waiting allowed: with a 0 ms timeout, only an immediate reclaim lets the apply through.
    const r = await run(dir, applyArgs(dir, "a"), { BRAIN_LOCK_TIMEOUT_MS: "0" });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Applied diff ${diffs.a.id.slice(0, 12)}`);
    expect(profile(dir).equals(diffs.a.result)).toBe(true);
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("a lock held by a live process makes apply wait, then fail with exit 1, writing nothing", async () => {
    const holder = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      const dir = copyOfBase();
      writeFileSync(lockFile(dir), lockOf(holder.pid!));
      const before = snapshotTree(dir);
      const r = await run(dir, applyArgs(dir, "a"), { BRAIN_LOCK_TIMEOUT_MS: "300" });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(`${lockFile(dir)}: brain is locked by process ${holder.pid} on ${hostname()}`);
      expect(r.stderr).toContain("nothing was changed");
      expect(r.stderr).not.toMatch(/^\s{4}at /m);
      expect(r.ms).toBeGreaterThanOrEqual(300);
      expect(snapshotTree(dir)).toEqual(before);
    } finally {
      holder.kill();
    }
  });
});
