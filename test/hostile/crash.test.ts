/**
 * docs/security.md ("Files brain writes"), crash half. `consolidate --apply --confirm` on a large profile is SIGKILLed
 * at seeded random instants spread over the real duration of an apply; after every kill
 * profile.md is exactly the old or the new profile, and the next apply is not confused by what
 * the killed one left: it applies (the kill came before the commit point) or reports "already
 * applied" (after it), exits 0, and leaves no lock, intent or temp file and exactly one history
 * line for the diff. Random kills rarely land inside the commit itself (a few fsyncs), so every
 * state a kill can leave mid-commit is also built by hand and recovered from.
 */
import { chmodSync, cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { parseProfile, serializeProfile } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import type { ApplyEntry, HistoryEntry } from "../../src/io/history.js";
import { brainAsync, completion, EXAMPLE, tempDir, type TimedRunResult } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";
import { SOAK, soak } from "../helpers/soak.js";

// 5k facts (2k in the short run): a 1.2 MB profile, written twice per apply (backup, then profile),
// so the writes are a visible part of an apply. 20k facts cost ~70% more CPU per apply (about 0.9 s against 0.55 s on
// an idle core), and with two runs per kill that would put 100 kills well past a minute.
const FACTS = soak(2_000, 5_000);
/** `npm run test:soak`: 100 kills at random instants. `npm test`: 12, one in each twelfth of the span, so both sides of the commit point are always hit. */
const KILLS = soak(12, 100);
/** Kills run in parallel lanes, one data dir each. */
const LANES = 2;
const SEED = 0x5eedb4a1;
const TODAY = "2026-06-01";

/** mulberry32: a small seeded PRNG, so a failing kill schedule can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fact(i: number): Fact {
  const key = `topic-${String(i).padStart(5, "0")}`;
  return {
    id: mintEntityId({ kind: "observed", key }),
    kind: "observed",
    layer: "dynamic",
    key,
    value: `Observation ${i}: a line long enough to look like a real value`,
    provenance: "published",
    sources: [`published:${i.toString(16).padStart(12, "0")}`, `published:${(i + 1).toString(16).padStart(12, "0")}`],
    first_seen: "2026-01-01",
    last_seen: "2026-05-01",
    evidence_count: 2,
    status: "active",
  };
}

type Run = TimedRunResult;

let pristine: string;
let oldBytes: Buffer;
/** What one clean apply wrote: the new profile, its history line and sidecar. */
let clean: { profile: Buffer; entry: ApplyEntry; state: string };
let diffId: string;
/** Wall time of a full apply in this environment; updated from every full apply the test runs. */
const applyTimes: number[] = [];
const dirs: string[] = [];

const applyArgs = (dir: string) => ["--today", TODAY, "consolidate", "--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"];

function run(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return completion(brainAsync(dir, args, env));
}

function freshCopy(prefix: string): string {
  const dir = tempDir(prefix);
  dirs.push(dir);
  restore(dir);
  return dir;
}

function restore(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(pristine, dir, { recursive: true });
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What a writer may leave under brain/: the lock and its reclaim guard, the intent, temp files (`<file>.<digits>`). */
function leftovers(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p, `${rel}${name}/`);
      else if (name.startsWith(".lock") || name.startsWith(".intent.json") || /\.\d+$/.test(name)) found.push(`${rel}${name}`);
    }
  };
  walk(join(dir, "brain"), "");
  return found;
}

function history(dir: string): HistoryEntry[] {
  const text = readFileSync(join(dir, "brain", "history.jsonl"), "utf8");
  expect(text.endsWith("\n")).toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** The follow-up run after a crash: it must finish the job and leave the data dir clean. */
async function expectNextApplyFinishes(dir: string, committed: boolean, context: string): Promise<Run> {
  const next = await run(dir, applyArgs(dir));
  expect(next.code, `${context}\n${next.stderr}`).toBe(0);
  if (committed) expect(next.stdout, context).toContain(`Already applied: diff ${diffId.slice(0, 12)}`);
  else {
    expect(next.stdout, context).toContain(`Applied diff ${diffId.slice(0, 12)}`);
    applyTimes.push(next.ms);
  }
  expect(readFileSync(join(dir, "brain", "profile.md")).equals(clean.profile), context).toBe(true);
  expect(leftovers(dir), context).toEqual([]);
  const entries = history(dir);
  expect(entries, context).toHaveLength(1);
  expect(entries[0], context).toMatchObject({ op: "apply", diff: diffId, base: clean.entry.base, result: clean.entry.result });
  expect(JSON.parse(readFileSync(join(dir, "brain", "consolidation-state.json"), "utf8")), context).toMatchObject({ last_diff: diffId });
  return next;
}

beforeAll(async () => {
  pristine = tempDir("brain-crash-");
  dirs.push(pristine);
  expect(brain(pristine, ["init"]).code).toBe(0);
  const facts = Array.from({ length: FACTS }, (_, i) => fact(i));
  writeFileSync(join(pristine, "brain", "profile.md"), serializeProfile({ title: "Profile", facts }));
  // The published candidates cite a record that was really ingested (unknown sources are rejected).
  writeFileSync(join(pristine, "post.md"), "A post with twenty new things and one changed one.\n");
  const ingested = brain(pristine, ["--today", TODAY, "ingest", join(pristine, "post.md"), "--date", TODAY, "--json"]);
  expect(ingested.code, ingested.stderr).toBe(0);
  const record = `published:${(JSON.parse(ingested.stdout) as { records: { id: string }[] }).records[0]!.id}`;
  // New keys, bumps that promote, and a conflict: the diff touches facts all over the file.
  const candidates = [
    ...Array.from({ length: 20 }, (_, i) => ({ key: `new-key-${i}`, value: `New value ${i}`, provenance: "published", source: record, observed_date: TODAY })),
    ...Array.from({ length: 20 }, (_, i) => fact(i * Math.floor(FACTS / 20))).map((f) => ({
      key: f.key,
      value: f.value,
      provenance: "human",
      source: "human:call-2026-06-01",
      observed_date: TODAY,
    })),
    { key: fact(FACTS - 1).key, value: "A different value", provenance: "published", source: record, observed_date: TODAY },
  ];
  writeFileSync(join(pristine, "candidates.json"), JSON.stringify(candidates));
  const proposed = brain(pristine, ["--today", TODAY, "consolidate", "--propose", "--candidates", join(pristine, "candidates.json")]);
  expect(proposed.code, proposed.stderr).toBe(0);
  expect(proposed.stdout).toContain("21 additions, 20 evidence bumps, 20 promotions, 1 conflict,");
  oldBytes = readFileSync(join(pristine, "brain", "profile.md"));
  diffId = (JSON.parse(readFileSync(join(pristine, "brain", "pending-diff.json"), "utf8")) as { id: string }).id;

  // Measure with LANES applies side by side, as the kills will run.
  for (let round = 0; round < 2; round++) {
    const lanes = Array.from({ length: LANES }, () => freshCopy("brain-crash-measure-"));
    for (const r of await Promise.all(lanes.map((d) => run(d, applyArgs(d))))) {
      expect(r.code, r.stderr).toBe(0);
      applyTimes.push(r.ms);
    }
    const dir = lanes[0]!;
    const entry = history(dir)[0] as ApplyEntry;
    clean = { profile: readFileSync(join(dir, "brain", "profile.md")), entry, state: readFileSync(join(dir, "brain", "consolidation-state.json"), "utf8") };
  }
  expect(clean.profile.equals(oldBytes)).toBe(false);
  expect(() => parseProfile(oldBytes.toString("utf8"))).not.toThrow();
  expect(parseProfile(clean.profile.toString("utf8")).facts).toHaveLength(FACTS + 21);
}, 300_000);

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("crash safety: SIGKILL at a random instant of an apply (docs/security.md)", () => {
  it(`${KILLS} kills: profile.md is old or new, never torn, and the next apply finishes the job`, async () => {
    const random = rng(SEED);
    // The short run spans a little further past the apply's median, so its last strata land after the commit.
    const fractions = Array.from({ length: KILLS }, (_, k) => (SOAK ? random() * 1.1 : ((k + random()) / KILLS) * 1.3));
    const stats = {
      before: { total: 0, lockHeld: 0, midCommit: 0 },
      after: { total: 0, killedBeforeExit: 0, recordedByRecovery: 0 },
      tempsLeftByKill: 0,
    };

    /** One apply killed `delay` ms after it starts, in `dir` restored first, counted in `stats` on its side of the commit. */
    async function killOnce(dir: string, delay: number, k: number): Promise<void> {
      restore(dir);
      const started = performance.now();
      const child = brainAsync(dir, applyArgs(dir));
      const done = completion(child, started);
      await new Promise((r) => setTimeout(r, delay));
      child.kill("SIGKILL");
      const killed = await done;
      const context = `kill ${k}: ${delay.toFixed(0)} ms into the apply (seed ${SEED})`;

      const bytes = readFileSync(join(dir, "brain", "profile.md"));
      const committed = bytes.equals(clean.profile);
      // Both known contents parse (checked once in beforeAll); anything else must be reported as torn.
      if (!committed && !bytes.equals(oldBytes)) {
        expect(() => parseProfile(bytes.toString("utf8")), context).not.toThrow();
        expect.fail(`${context}: profile.md is neither the old nor the new profile`);
      }
      const left = leftovers(dir);
      if (left.some((n) => /\.\d+$/.test(n))) stats.tempsLeftByKill++;
      if (committed) {
        stats.after.total++;
        if (killed.code !== 0) stats.after.killedBeforeExit++;
      } else {
        stats.before.total++;
        if (left.includes(".lock")) stats.before.lockHeld++;
        if (left.includes(".intent.json")) stats.before.midCommit++;
      }
      const next = await expectNextApplyFinishes(dir, committed, context);
      if (next.stderr.includes("finished recording an interrupted apply")) stats.after.recordedByRecovery++;
    }

    async function lane(index: number): Promise<void> {
      const dir = freshCopy(`brain-crash-lane${index}-`);
      // Spread over the apply's real duration here and now (a loaded machine stretches it), and a
      // little past it: the commit point is near the end, and run times vary.
      for (let k = index; k < KILLS; k += LANES) await killOnce(dir, fractions[k]! * median(applyTimes), k);
    }

    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    // Both sides of the commit point must be hit, or the schedule proved little. A load that
    // changed since the applies were timed can put every kill on one side: then kills aim again
    // at the side missed, each twice as far from the commit as the one before.
    let extra = 0;
    const retry = freshCopy("brain-crash-retry-");
    for (let f = 0.25; extra < 8 && (stats.before.total === 0 || stats.after.total === 0); extra++, f /= 2) {
      const fraction = stats.before.total === 0 ? f : 1 / f;
      await killOnce(retry, fraction * median(applyTimes), KILLS + extra);
    }
    expect(stats.before.total).toBeGreaterThan(0);
    expect(stats.after.total).toBeGreaterThan(0);
    expect(stats.before.total + stats.after.total).toBe(KILLS + extra);
    console.log(`crash: ${KILLS + extra} kills survived; full apply ${median(applyTimes).toFixed(0)} ms (${FACTS} facts); ${JSON.stringify(stats)}`);
  }, 900_000);

  // Each row is what a kill at one step of commitProfileChange leaves (src/io/profile-commit.ts:
  // intent → backup → profile → history → sidecar → intent removed), with the killed
  // process's lock still on disk.
  const STEPS: { state: string; committed: boolean; build(dir: string, intent: string): void }[] = [
    { state: "intent being written", committed: false, build: (dir, intent) => writeFileSync(join(dir, "brain", ".intent.json.123456"), intent.slice(0, 40)) },
    { state: "intent written", committed: false, build: (dir, intent) => writeFileSync(join(dir, "brain", ".intent.json"), intent) },
    {
      state: "backup being written",
      committed: false,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", `${clean.entry.backup}.987654`), oldBytes.subarray(0, 1000));
      },
    },
    {
      state: "backup written, profile being written",
      committed: false,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", clean.entry.backup!), oldBytes);
        writeFileSync(join(dir, "brain", "profile.md.424242"), clean.profile.subarray(0, clean.profile.length >> 1));
      },
    },
    {
      state: "profile renamed, history not yet appended",
      committed: true,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", clean.entry.backup!), oldBytes);
        writeFileSync(join(dir, "brain", "profile.md"), clean.profile);
      },
    },
    {
      state: "history appended, sidecar not yet written",
      committed: true,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", clean.entry.backup!), oldBytes);
        writeFileSync(join(dir, "brain", "profile.md"), clean.profile);
        writeFileSync(join(dir, "brain", "history.jsonl"), `${JSON.stringify(clean.entry)}\n`);
      },
    },
    {
      state: "history line torn mid-append",
      committed: true,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", clean.entry.backup!), oldBytes);
        writeFileSync(join(dir, "brain", "profile.md"), clean.profile);
        writeFileSync(join(dir, "brain", "history.jsonl"), JSON.stringify(clean.entry).slice(0, 50));
      },
    },
    {
      state: "sidecar written, intent not yet removed",
      committed: true,
      build: (dir, intent) => {
        writeFileSync(join(dir, "brain", ".intent.json"), intent);
        writeFileSync(join(dir, "brain", clean.entry.backup!), oldBytes);
        writeFileSync(join(dir, "brain", "profile.md"), clean.profile);
        writeFileSync(join(dir, "brain", "history.jsonl"), `${JSON.stringify(clean.entry)}\n`);
        writeFileSync(join(dir, "brain", "consolidation-state.json"), clean.state);
      },
    },
  ];

  it.each(STEPS)("a kill with the $state: the next apply recovers", async ({ committed, build }) => {
    const dir = freshCopy("brain-crash-step-");
    const intent = JSON.stringify({ from: clean.entry.base, to: clean.entry.result, entry: clean.entry, state: JSON.parse(clean.state) as object });
    build(dir, intent);
    // The killed writer's lock: a pid that cannot exist on Linux (above the 2^22 pid_max ceiling).
    writeFileSync(
      join(dir, "brain", ".lock"),
      JSON.stringify({ pid: 2 ** 22 + 777, host: hostname(), token: "0123456789abcdef", acquired: new Date().toISOString() }),
    );
    const next = await expectNextApplyFinishes(dir, committed, "crafted crash state");
    // Past the commit point recovery records the apply (once) and says so; before it, it discards the intent silently.
    if (committed) expect(next.stderr).toContain(`finished recording an interrupted apply of diff ${diffId.slice(0, 12)}`);
    else expect(next.stderr).toBe("");
  });

  it("an empty lock (a kill between creating and writing it) holds the next run off for 2 s, then is reclaimed", async () => {
    const dir = freshCopy("brain-crash-torn-lock-");
    writeFileSync(join(dir, "brain", ".lock"), "");
    const next = await expectNextApplyFinishes(dir, false, "torn lock");
    // A lock with no pid in it could belong to a writer that is still starting up, so it is only reclaimed once 2 s old.
    expect(next.ms).toBeGreaterThan(1500);
  });

  it("files brain writes are private: 0600 files in 0700 folders, even over a looser profile.md", () => {
    const dir = tempDir("brain-modes-");
    dirs.push(dir);
    const ok = (args: string[]) => expect(brain(dir, ["--today", TODAY, ...args]).code).toBe(0);
    ok(["init", "--from", join(EXAMPLE, "fields.yaml")]);
    // The records candidates-1 cites, so its additions are accepted and the apply writes the profile.
    ok(["ingest", join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10"]);
    ok(["ingest", join(EXAMPLE, "posts", "2026-02-14-why-registers-matter.md"), "--date", "2026-02-14"]);
    ok(["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json")]);
    chmodSync(join(dir, "brain", "profile.md"), 0o644);
    ok(["consolidate", "--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"]);
    const mode = (p: string) => (statSync(join(dir, p)).mode & 0o777).toString(8);
    const backups = readdirSync(join(dir, "brain", "backups"));
    expect(backups).toHaveLength(1);
    for (const file of [
      "brain/profile.md",
      "brain/history.jsonl",
      "brain/consolidation-state.json",
      "brain/pending-diff.json",
      `brain/backups/${backups[0]}`,
    ]) {
      expect(mode(file), file).toBe("600");
    }
    for (const folder of ["brain", "brain/backups", "brain/journal", "ingest", "ingest/published"]) expect(mode(folder), folder).toBe("700");
  });
});
