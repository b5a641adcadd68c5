/**
 * One writer of the pending batch at a time, between real processes (the race is the subject):
 * two `brain decline` runs at once both survive, round after round; a decline racing an apply
 * never reports "Declined" for a candidate that was applied. docs/security.md, "One writer of the
 * pending batch".
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { brain, brainAsync, completion, tempDir } from "../helpers/cli.js";
import { soak } from "../helpers/soak.js";

const TODAY = "2026-06-01";
const ROUNDS = soak({ declines: 4, declineVsApply: 4 }, { declines: 20, declineVsApply: 8 });
const PARALLEL = 4;
const KEYS = ["job-title", "employer", "city", "hobby", "language", "team"];

let template: string;

beforeAll(() => {
  template = tempDir("brain-batch-races-");
  const must = (args: string[]) => {
    const r = brain(template, ["--today", TODAY, ...args]);
    if (r.code !== 0) throw new Error(`setup: brain ${args.join(" ")}\n${r.stderr}`);
  };
  must(["init"]);
  const file = join(tempDir(), "c.json");
  writeFileSync(file, JSON.stringify(KEYS.map((key) => ({ key, value: `a ${key}`, provenance: "human", source: "human:call", observed_date: TODAY }))));
  must(["consolidate", "--propose", "--candidates", file]);
});

function copy(): string {
  const dir = tempDir("brain-batch-round-");
  rmSync(dir, { recursive: true });
  cpSync(template, dir, { recursive: true });
  return dir;
}

const run = (dir: string, args: string[]) => completion(brainAsync(dir, ["--today", TODAY, ...args]));
const pending = (dir: string) => JSON.parse(readFileSync(join(dir, "brain", "pending-diff.json"), "utf8")) as ProfileDiff;
const profile = (dir: string) => readFileSync(join(dir, "brain", "profile.md"), "utf8");

describe("the pending batch between processes", () => {
  it(`two brain decline at once: both declines survive, ${ROUNDS.declines} rounds out of ${ROUNDS.declines}`, async () => {
    const round = async (n: number) => {
      const dir = copy();
      const [a, b] = await Promise.all([run(dir, ["decline", "3", "--reason", "no"]), run(dir, ["decline", "5", "--reason", "no"])]);
      expect([a.code, b.code], `round ${n}: ${a.stderr}${b.stderr}`).toEqual([0, 0]);
      for (const r of [a, b]) expect(r.stdout).toMatch(/^Declined: /m);
      // Whichever came second saw the first: the pending batch holds both, and nothing was reported and then lost.
      expect(
        pending(dir).declined?.map((d) => d.candidate),
        `round ${n}`,
      ).toEqual([3, 5]);
      expect([a.stdout, b.stdout].some((out) => out.includes("Declined: #3 (no), #5 (no)."))).toBe(true);
    };
    // Rounds in separate data dirs run PARALLEL at a time: the race is within a round.
    for (let n = 0; n < ROUNDS.declines; n += PARALLEL) await Promise.all(Array.from({ length: PARALLEL }, (_, i) => round(n + i)));
  }, 600_000);

  it(`a decline racing an apply never reports "Declined" for a candidate that was applied (${ROUNDS.declineVsApply} rounds)`, async () => {
    const outcomes = new Set<string>();
    const round = async (n: number) => {
      const dir = copy();
      const [declined, applied] = await Promise.all([run(dir, ["decline", "2", "--reason", "not my city"]), run(dir, ["consolidate", "--apply", "--confirm"])]);
      expect(applied.code, `round ${n}: ${applied.stderr}`).toBe(0);
      const cityApplied = /a city/.test(profile(dir));
      if (declined.code === 0) {
        // The decline came first: the apply read the batch under the lock, with the decline.
        expect(declined.stdout).toContain("Declined: #2 (not my city).");
        expect(cityApplied, `round ${n}: declined, yet applied`).toBe(false);
        outcomes.add("declined, then applied without it");
      } else {
        // The apply came first: the decline found the batch applied and said so.
        expect(declined.code).toBe(1);
        expect(declined.stderr).toContain("was already applied");
        expect(declined.stdout).not.toContain("Declined");
        expect(cityApplied).toBe(true);
        outcomes.add("applied, then refused");
      }
    };
    for (let n = 0; n < ROUNDS.declineVsApply; n += PARALLEL) await Promise.all(Array.from({ length: PARALLEL }, (_, i) => round(n + i)));
    expect(outcomes.size).toBeGreaterThan(0);
  }, 600_000);
});
