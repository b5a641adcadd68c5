/**
 * factSituation (src/rules/situation.ts): what the fact-scope rules see of one fact, field by field
 * (docs/rules.md, "What each scope sees"). `independentEvidence` counts each cited record once and
 * all `human:<label>` statements together once.
 */
import { describe, expect, it } from "vitest";
import type { Fact } from "../../src/core/schema-types.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { factSituation, RETIRE_CANDIDATES } from "../../src/rules/situation.js";

const config = resolveConfig({ promoteThreshold: 2 });
const fact = (over: Partial<Fact>): Fact => ({
  id: "tone00000000",
  kind: "observed",
  layer: "dynamic",
  key: "tone",
  value: "Direct",
  provenance: "published",
  sources: ["published:aaaaaaaaaaaa"],
  evidence_count: 1,
  first_seen: "2026-01-01",
  last_seen: "2026-05-01",
  status: "active",
  ...over,
});

describe("factSituation: what a fact-scope rule sees of one fact", () => {
  it("copies the fact's kind, layer, status, key and provenance, its evidence, the age and the switch given, and the config", () => {
    const f = fact({
      kind: "profile-field",
      layer: "static",
      status: "superseded",
      key: "employer",
      provenance: "human",
      sources: ["human:call", "published:aaaaaaaaaaaa", "notes:bbbbbbbbbbbb"],
      evidence_count: 3,
    });
    const s = factSituation(f, 42, config, true);
    expect(s).toEqual({
      fact: {
        kind: "profile-field",
        layer: "static",
        status: "superseded",
        key: "employer",
        provenance: "human",
        evidenceCount: 3,
        independentEvidence: 3,
        daysSinceSeen: 42,
        changedByThisDiff: true,
      },
      config,
    });
    expect(s.config).toBe(config);
  });

  it("a fact unseen for a negative number of days (dated after today) and not changed by this diff", () => {
    expect(factSituation(fact({}), -3, config, false).fact).toMatchObject({ daysSinceSeen: -3, changedByThisDiff: false });
  });

  it.each([
    { sources: ["published:aaaaaaaaaaaa"], evidence: 1, independent: 1 },
    { sources: ["published:aaaaaaaaaaaa", "published:bbbbbbbbbbbb"], evidence: 2, independent: 2 },
    { sources: ["human:call", "human:email"], evidence: 2, independent: 1 },
    { sources: ["human:call", "human:email", "human:chat", "published:aaaaaaaaaaaa"], evidence: 4, independent: 2 },
  ])("sources $sources: evidenceCount $evidence (the fact's evidence_count), independentEvidence $independent", ({ sources, evidence, independent }) => {
    const s = factSituation(fact({ sources, evidence_count: evidence }), 0, config, false);
    expect([s.fact.evidenceCount, s.fact.independentEvidence]).toEqual([evidence, independent]);
  });

  it("evidenceCount is the fact's recorded evidence_count, not a count of its sources", () => {
    expect(factSituation(fact({ evidence_count: 5 }), 0, config, false).fact.evidenceCount).toBe(5);
  });
});

describe("RETIRE_CANDIDATES", () => {
  it("is true: the candidates schema has retire candidates, so rules --check enumerates hasRetires", () => {
    expect(RETIRE_CANDIDATES).toBe(true);
  });
});
