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
    expect(r.candidates).toEqual([
      { candidate: 1, from: { outcome: "conflict", rule: "conflict-keep-both" }, to: { outcome: "reject", rule: "reject-conflicts" } },
    ]);
  });
});
