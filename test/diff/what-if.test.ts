import { describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { BrainConfig, Candidate, Fact } from "../../src/core/schema-types.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { compareReplay, compareToday, type Setup } from "../../src/diff/what-if.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { parseConditions } from "../../src/rules/conditions.js";
import { recordsCitedBy } from "../helpers/records.js";

const RULES = loadRuleSet(null);
const setup = (c: BrainConfig): Setup => ({ rules: RULES, config: resolveConfig({ requireKnownSources: false, ...c }) });
const NOW = setup({});

function fact(key: string, f: Partial<Fact> = {}): Fact {
  const sources = f.sources ?? ["published:a"];
  return {
    id: f.id ?? mintEntityId({ kind: f.kind ?? "observed", key }),
    kind: "observed",
    layer: "dynamic",
    key,
    value: `${key} value`,
    provenance: "published",
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    status: "active",
    ...f,
    sources,
    evidence_count: sources.length,
  };
}

const doc = (...facts: Fact[]): ProfileDoc => ({ title: "Profile", facts });

describe("compareToday", () => {
  const twoSources = fact("employer", { sources: ["published:a", "published:b"] });
  const oldOne = fact("city", { last_seen: "2026-03-01" });
  const staticWeak = fact("tone", { layer: "static", sources: ["published:a", "published:b", "published:c"] });
  const seed = fact("name", { kind: "profile-field", layer: "static", provenance: "human" });
  const profile = doc(twoSources, oldOne, staticWeak, seed);

  it.each([
    {
      name: "a lower threshold gains a promotion",
      alt: { promoteThreshold: 2 },
      expected: { promotions: { gained: [twoSources.id], lost: [] }, staleFlags: { gained: [], lost: [] }, belowThreshold: [] },
    },
    {
      name: "a shorter decay gains stale flags; a raised threshold lists static facts below it (never seeds)",
      alt: { decayDays: 30, promoteThreshold: 4 },
      expected: {
        promotions: { gained: [], lost: [] },
        staleFlags: { gained: [twoSources.id], lost: [] },
        belowThreshold: [staticWeak.id],
      },
    },
    {
      name: "a longer decay loses a stale flag",
      alt: { decayDays: 200 },
      expected: { promotions: { gained: [], lost: [] }, staleFlags: { gained: [], lost: [oldOne.id] }, belowThreshold: [] },
    },
  ])("$name", async ({ alt, expected }) => {
    expect(await compareToday(profile, "2026-06-15", NOW, setup(alt))).toEqual(expected);
  });

  it("lists gained and lost ids sorted, whatever the profile's order", async () => {
    // Ids out of order in the profile: the lists are sorted, not in the order propose found them.
    const two = (id: string) => fact(`key-${id}`, { id, sources: ["published:a", "published:b"] });
    const p = doc(two("p3"), two("p1"), two("p2"));
    const three = setup({ promoteThreshold: 3 });
    const twoNeeded = setup({ promoteThreshold: 2 });
    const none = { gained: [], lost: [] };
    expect(await compareToday(p, "2026-06-15", three, twoNeeded)).toEqual({
      promotions: { gained: ["p1", "p2", "p3"], lost: [] },
      staleFlags: none,
      belowThreshold: [],
    });
    expect(await compareToday(p, "2026-06-15", twoNeeded, three)).toEqual({
      promotions: { gained: [], lost: ["p1", "p2", "p3"] },
      staleFlags: none,
      belowThreshold: [],
    });
  });

  it("lists only active static observed facts below the threshold (not a superseded or retired one)", async () => {
    const weak = (key: string, f: Partial<Fact>) => fact(key, { layer: "static", ...f });
    const active = weak("tone", {});
    const superseded = weak("style", { status: "superseded", superseded_by: active.id, superseded_on: "2026-05-01" });
    const retired = weak("mood", { status: "retired", retired_on: "2026-05-01", retired_reason: "over" });
    const r = await compareToday(doc(superseded, active, retired), "2026-06-15", NOW, setup({ promoteThreshold: 2 }));
    expect(r.belowThreshold).toEqual([active.id]);
  });
});

describe("compareReplay", () => {
  const cand = (value: string, source: string): Candidate => ({ key: "employer", value, provenance: "published", source, observed_date: "2026-05-20" });
  const before = doc(fact("employer", { value: "Acme", sources: ["published:a", "published:b"] }));
  const batch = [cand("Acme", "published:c"), cand("Initech", "published:d")];
  // The batch's sources are ingested published records (nothing is stored as published without one).
  const records = recordsCitedBy(batch, before.facts);

  it("lists the facts whose promotion changes and leaves unchanged candidates out", async () => {
    const diff = await proposeDiff({
      current: before,
      base: "0".repeat(64),
      candidates: batch,
      today: "2026-05-20",
      records,
      ...setup({ promoteThreshold: 4 }),
    });
    const r = await compareReplay({ diff, before, candidates: batch, records }, setup({ promoteThreshold: 4 }), setup({ promoteThreshold: 3 }));
    expect(r).toEqual({
      diff: diff.id,
      today: "2026-05-20",
      candidates: [],
      facts: [{ id: before.facts[0]!.id, from: { outcome: "none", rule: null }, to: { outcome: "promote", rule: "promote-on-evidence" } }],
    });
  });

  it("lists a candidate whose outcome and rule change under an alternative rule set", async () => {
    const strict = { ...RULES, candidate: RULES.candidate.filter((r) => r.name !== "conflict-keep-both") };
    const noConflicts = {
      ...strict,
      candidate: [
        ...strict.candidate,
        {
          name: "reject-conflicts",
          priority: 50,
          order: 99,
          file: "custom.yaml",
          conditions: { all: [{ fact: "key", path: "sameValue", operator: "equal", value: false }] },
          condition: parseConditions({ all: [{ fact: "key", path: "sameValue", operator: "equal", value: false }] }),
          event: { type: "reject" },
        },
      ],
    };
    const diff = await proposeDiff({ current: before, base: "0".repeat(64), candidates: batch, today: "2026-05-20", records, ...NOW });
    const r = await compareReplay({ diff, before, candidates: batch, records }, NOW, { rules: noConflicts, config: NOW.config });
    // No fact's decision changes: the candidates' trace entries, which name no fact, are not facts.
    expect(r).toEqual({
      diff: diff.id,
      today: "2026-05-20",
      candidates: [{ candidate: 1, from: { outcome: "conflict", rule: "conflict-keep-both" }, to: { outcome: "reject", rule: "reject-conflicts" } }],
      facts: [],
    });
  });

  // Ids out of profile order (fc before fa); city is flagged stale under both setups.
  const threeSources = ["published:a", "published:b", "published:c"];
  const profile = doc(
    fact("employer", { id: "fc", sources: threeSources }),
    fact("city", { id: "fb", last_seen: "2026-01-01" }),
    fact("school", { id: "fa", sources: threeSources }),
  );
  const withFactRule = (name: string, change: (r: Setup["rules"]["fact"][number]) => Setup["rules"]["fact"][number]): Setup => ({
    rules: { ...RULES, fact: RULES.fact.map((r) => (r.name === name ? change(r) : r)) },
    config: NOW.config,
  });
  const replayOf = async (alt: Setup) => {
    const diff = await proposeDiff({ current: profile, base: "0".repeat(64), candidates: [], today: "2026-05-20", ...NOW });
    return compareReplay({ diff, before: profile, candidates: [] }, NOW, alt);
  };

  it("lists a fact whose rule alone changes, ids sorted, and leaves a fact decided alike out", async () => {
    const r = await replayOf(withFactRule("promote-on-evidence", (rule) => ({ ...rule, name: "promote-renamed" })));
    const change = { from: { outcome: "promote", rule: "promote-on-evidence" }, to: { outcome: "promote", rule: "promote-renamed" } };
    expect(r.facts).toEqual([
      { id: "fa", ...change },
      { id: "fc", ...change },
    ]);
  });

  it("lists a fact whose outcome alone changes (the same rule, another event)", async () => {
    const r = await replayOf(withFactRule("promote-on-evidence", (rule) => ({ ...rule, event: { type: "decay-flag" } })));
    const change = { from: { outcome: "promote", rule: "promote-on-evidence" }, to: { outcome: "decay-flag", rule: "promote-on-evidence" } };
    expect(r.facts).toEqual([
      { id: "fa", ...change },
      { id: "fc", ...change },
    ]);
  });

  it("names the archived batch in a rejection, or 'candidates' when no file is named", async () => {
    const diff = await proposeDiff({ current: before, base: "0".repeat(64), candidates: [], today: "2026-05-01", ...NOW });
    const input = { diff, before, candidates: batch, records };
    const future = (file: string) => [0, 1].map((i) => `${file}: /${i}/observed_date: must not be after today (2026-05-01), got "2026-05-20"`);
    await expect(compareReplay({ ...input, batchFile: "archive/batch.json" }, NOW, NOW)).rejects.toMatchObject({ issues: future("archive/batch.json") });
    await expect(compareReplay(input, NOW, NOW)).rejects.toMatchObject({ issues: future("candidates") });
  });
});
