/**
 * One key collecting many different values must cost linear time and give a linear-size diff:
 * every question a candidate asks is an index lookup, and `conflicts` holds one entry per key.
 * Work is counted (index lookups, values normalized, facts visited), never timed.
 */
import { describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { Fact, ValueCandidate } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";

const RULES = loadRuleSet(null);
const KEY = "recurring-topic";
const FIRST: Fact = {
  id: mintEntityId({ kind: "observed", key: KEY }),
  kind: "observed",
  layer: "dynamic",
  key: KEY,
  value: "Algorithm registers",
  provenance: "human",
  sources: ["human:call-0"],
  first_seen: "2026-05-01",
  last_seen: "2026-05-01",
  evidence_count: 1,
  status: "active",
};

const batch = (n: number, key = KEY): ValueCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ key, value: `Topic number ${i}`, provenance: "human", source: `human:call-${i + 1}`, observed_date: "2026-05-20" }));

async function run(n: number, config = {}) {
  const counters = { steps: 0 };
  const current = { title: "Profile", facts: [FIRST] };
  const diff = await proposeDiff({
    current,
    base: "0".repeat(64),
    candidates: batch(n),
    rules: RULES,
    config: resolveConfig(config),
    today: "2026-06-01",
    counters,
  });
  return { diff, steps: counters.steps, bytes: JSON.stringify(diff).length, current };
}

describe("one key with many different values", () => {
  it("20k values classify in linear work, with a linear-size diff holding one conflict entry", async () => {
    const [small, large] = [await run(10_000), await run(20_000)];
    expect(large.diff.additions).toHaveLength(20_000);
    expect(large.diff.additions.every((a) => a.conflict === true)).toBe(true);
    expect(large.diff.conflicts).toHaveLength(1);
    expect(large.diff.conflicts[0]!.existing).toEqual([{ id: FIRST.id, value: FIRST.value }]);
    expect(large.diff.conflicts[0]!.incoming.map((c) => c.candidate)).toEqual(large.diff.additions.map((a) => a.candidate));
    // Twice the candidates, twice the work and twice the bytes (a scan per candidate would be 4×).
    expect(large.steps / small.steps).toBeGreaterThan(1.9);
    expect(large.steps / small.steps).toBeLessThan(2.1);
    expect(large.steps).toBeLessThan(10 * 20_000);
    expect(large.bytes / small.bytes).toBeLessThan(2.1);
  });

  it("the same holds for members of a multi-valued key, and apply projects the 20k diff", async () => {
    const [small, large] = [await run(10_000, { multiValued: [KEY] }), await run(20_000, { multiValued: [KEY] })];
    expect(large.diff.conflicts).toEqual([]);
    expect(large.diff.additions.filter((a) => a.conflict)).toEqual([]);
    expect(large.steps / small.steps).toBeLessThan(2.1);
    const after = applyDiff(large.current, large.diff);
    expect(after.facts.filter((f) => f.key === KEY && f.status === "active")).toHaveLength(20_001);
  });

  it("re-sending the 20k batch is 20k duplicates, still in linear work", async () => {
    const first = await run(20_000);
    const profile = applyDiff(first.current, first.diff);
    const counters = { steps: 0 };
    const again = await proposeDiff({
      current: profile,
      base: "1".repeat(64),
      candidates: batch(20_000),
      rules: RULES,
      config: resolveConfig({}),
      today: "2026-06-01",
      counters,
    });
    expect(again.duplicates).toHaveLength(20_000);
    expect(again.additions).toEqual([]);
    expect(counters.steps).toBeLessThan(10 * 20_000);
  });

  it("20k new sources for one value are 20k bumps of one fact, in linear work, and apply projects them", async () => {
    const bumps = (n: number): ValueCandidate[] =>
      Array.from({ length: n }, (_, i) => ({
        key: KEY,
        value: "algorithm  REGISTERS",
        provenance: "human",
        source: `human:call-${i + 1}`,
        observed_date: "2026-05-20",
      }));
    const steps: number[] = [];
    let last: Awaited<ReturnType<typeof proposeDiff>> | undefined;
    for (const n of [10_000, 20_000]) {
      const counters = { steps: 0 };
      last = await proposeDiff({
        current: { title: "Profile", facts: [FIRST] },
        base: "0".repeat(64),
        candidates: bumps(n),
        rules: RULES,
        config: resolveConfig({}),
        today: "2026-06-01",
        counters,
      });
      steps.push(counters.steps);
    }
    expect(last!.evidenceBumps).toHaveLength(20_000);
    expect(steps[1]! / steps[0]!).toBeLessThan(2.1);
    const after = applyDiff({ title: "Profile", facts: [FIRST] }, last!);
    expect(after.facts[0]!.evidence_count).toBe(20_001);
    expect(FIRST.sources).toEqual(["human:call-0"]);
  });
});
