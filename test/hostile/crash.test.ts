/**
 * SPEC invariant 9, crash half: `consolidate --apply --confirm` is SIGKILLed at random instants
 * (seeded, spread over the real duration of an apply on a ~20k-fact profile). After every kill
 * profile.md is exactly the old or the new profile, and the next apply is not confused by
 * whatever the killed one left: it applies (the kill came before the commit point) or reports
 * "already applied" (after it), exits 0, and leaves no lock, no temp file, no intent, and
 * exactly one history line for the diff.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { parseProfile, serializeProfile } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import type { HistoryEntry } from "../../src/io/history.js";
import { brain, brainAsync, tempDir, type RunResult } from "../helpers/cli.js";

const FACTS = 20_000;
const KILLS = 100;
/** Kills run in parallel lanes (one data dir each): the machine has two cores. */
const LANES = 2;
const SEED = 0x5eed_b4a1;
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

let pristine: string;
let oldBytes: Buffer;
let newBytes: Buffer;
let diffId: string;
/** Median wall time of a full apply, measured with LANES applies running side by side. */
let applyMs: number;
const dirs: string[] = [];

const applyArgs = (dir: string) => ["--today", TODAY, "consolidate", "--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"];

function run(dir: string, args: string[]): Promise<RunResult & { ms: number }> {
  const started = performance.now();
  const child = brainAsync(dir, args);
  return collect(child, started);
}

function collect(child: ReturnType<typeof brainAsync>, started: number): Promise<RunResult & { ms: number }> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    child.stderr!.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

function restore(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(pristine, dir, { recursive: true });
}

/** Everything under brain/ that a writer may leave behind: the lock, its reclaim guard, the intent, temp files. */
function leftovers(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p, `${rel}${name}/`);
      else if (/^\.lock/.test(name) || name === ".intent.json" || /\.\d+$/.test(name)) found.push(`${rel}${name}`);
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

beforeAll(async () => {
  pristine = tempDir("brain-crash-");
  dirs.push(pristine);
  expect(brain(pristine, ["init"]).code).toBe(0);
  const facts = Array.from({ length: FACTS }, (_, i) => fact(i));
  writeFileSync(join(pristine, "brain", "profile.md"), serializeProfile({ title: "Profile", facts }));
  // A diff that touches the whole file: new keys, bumps (which also promote) and a conflict.
  const candidates = [
    ...Array.from({ length: 20 }, (_, i) => ({ key: `new-key-${i}`, value: `New value ${i}`, provenance: "published", source: "published:feedfacecafe", observed_date: TODAY })),
    ...Array.from({ length: 20 }, (_, i) => ({ key: fact(i * 997).key, value: fact(i * 997).value, provenance: "human", source: "human:call-2026-06-01", observed_date: TODAY })),
    { key: fact(FACTS - 1).key, value: "A different value", provenance: "published", source: "published:feedfacecafe", observed_date: TODAY },
  ];
  writeFileSync(join(pristine, "candidates.json"), JSON.stringify(candidates));
  const proposed = brain(pristine, ["--today", TODAY, "consolidate", "--propose", "--candidates", join(pristine, "candidates.json")]);
  expect(proposed.code, proposed.stderr).toBe(0);
  expect(proposed.stdout).toContain("21 additions, 20 evidence bumps, 20 promotions, 1 conflict");
  oldBytes = readFileSync(join(pristine, "brain", "profile.md"));
  diffId = (JSON.parse(readFileSync(join(pristine, "brain", "pending-diff.json"), "utf8")) as { id: string }).id;

  const samples: number[] = [];
  for (let round = 0; round < 2; round++) {
    const lanes = Array.from({ length: LANES }, () => tempDir("brain-crash-measure-"));
    dirs.push(...lanes);
    lanes.forEach(restore);
    const results = await Promise.all(lanes.map((d) => run(d, applyArgs(d))));
    for (const r of results) {
      expect(r.code, r.stderr).toBe(0);
      samples.push(r.ms);
    }
    newBytes = readFileSync(join(lanes[0]!, "brain", "profile.md"));
  }
  applyMs = samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  expect(newBytes.equals(oldBytes)).toBe(false);
}, 300_000);

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("crash safety: SIGKILL at any instant of an apply (SPEC invariant 9)", () => {
  it(`${KILLS} kills: the profile is old or new, never torn, and the next apply finishes the job`, async () => {
    const random = rng(SEED);
    const delays = Array.from({ length: KILLS }, () => random() * applyMs * 1.1);
    const stats = { before: 0, after: 0, exitedFirst: 0, lockLeft: 0, intentLeft: 0, tempsLeft: 0, recovered: 0 };

    async function lane(index: number): Promise<void> {
      const dir = tempDir(`brain-crash-lane${index}-`);
      dirs.push(dir);
      for (let k = index; k < KILLS; k += LANES) {
        restore(dir);
        const started = performance.now();
        const child = brainAsync(dir, applyArgs(dir));
        const done = collect(child, started);
        await new Promise((r) => setTimeout(r, delays[k]));
        child.kill("SIGKILL");
        const killed = await done;
        const context = `kill ${k} after ${delays[k]!.toFixed(0)} ms (seed ${SEED})`;
        if (killed.code === 0) stats.exitedFirst++;

        const bytes = readFileSync(join(dir, "brain", "profile.md"));
        expect(() => parseProfile(bytes.toString("utf8")), context).not.toThrow();
        const landed = bytes.equals(newBytes) ? "after" : "before";
        if (landed === "before") expect(bytes.equals(oldBytes), `${context}: profile.md is neither old nor new`).toBe(true);
        stats[landed]++;
        const left = leftovers(dir);
        if (left.some((n) => n.startsWith(".lock"))) stats.lockLeft++;
        if (left.includes(".intent.json")) stats.intentLeft++;
        if (left.some((n) => /\.\d+$/.test(n))) stats.tempsLeft++;

        const next = await run(dir, applyArgs(dir));
        expect(next.code, `${context}\n${next.stderr}`).toBe(0);
        if (landed === "before") expect(next.stdout, context).toContain(`Applied diff ${diffId.slice(0, 12)}`);
        else expect(next.stdout, context).toContain(`Already applied: diff ${diffId.slice(0, 12)}`);
        if (next.stderr.includes("finished recording an interrupted apply")) stats.recovered++;

        expect(readFileSync(join(dir, "brain", "profile.md")).equals(newBytes), context).toBe(true);
        expect(leftovers(dir), context).toEqual([]);
        const applies = history(dir).filter((e) => e.op === "apply" && e.diff === diffId);
        expect(applies, context).toHaveLength(1);
        expect(history(dir), context).toHaveLength(1);
        const state = JSON.parse(readFileSync(join(dir, "brain", "consolidation-state.json"), "utf8")) as { last_diff: string };
        expect(state.last_diff, context).toBe(diffId);
      }
    }

    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    // Both sides of the commit point must have been hit, or the kill schedule proves little.
    expect(stats.before).toBeGreaterThan(0);
    expect(stats.after).toBeGreaterThan(0);
    expect(stats.before + stats.after).toBe(KILLS);
    console.log(`crash: ${KILLS} kills survived over a ${applyMs.toFixed(0)} ms apply of ${FACTS} facts: ${JSON.stringify(stats)}`);
  }, 900_000);

  it("files brain writes are private: 0600 files in 0700 folders, even over a looser profile.md", async () => {
    const dir = tempDir("brain-crash-modes-");
    dirs.push(dir);
    restore(dir);
    chmodSync(join(dir, "brain", "profile.md"), 0o644);
    const r = await run(dir, applyArgs(dir));
    expect(r.code, r.stderr).toBe(0);
    const mode = (p: string) => statSync(join(dir, p)).mode & 0o777;
    const backups = readdirSync(join(dir, "brain", "backups"));
    expect(backups).toHaveLength(1);
    for (const file of ["brain/profile.md", "brain/history.jsonl", "brain/consolidation-state.json", "brain/pending-diff.json", `brain/backups/${backups[0]}`]) {
      expect(mode(file).toString(8), file).toBe("600");
    }
    for (const folder of ["brain", "brain/backups", "brain/journal"]) expect(mode(folder).toString(8), folder).toBe("700");
    expect(existsSync(join(dir, "brain", ".lock"))).toBe(false);
  });
});
