/**
 * The fact catalog (src/rules/fact-catalog.ts): the paths each scope's rules may name (the table of
 * docs/rules.md, part of brain's contract: a path is added, never renamed), the domain of each path,
 * and the outcomes of each scope.
 */
import { describe, expect, it } from "vitest";
import { FACT_CATALOG, FACT_DOMAINS, factDomain, isOutcome } from "../../src/rules/fact-catalog.js";

const CONFIG_PATHS = [
  "promoteThreshold",
  "decayDays",
  "staticDecayDays",
  "learnFrom",
  "nudge.minNewPublished",
  "nudge.minDaysSinceRun",
  "requireKnownSources",
  "requireQuotes",
  "multiValued",
  "retireFrom",
];

describe("FACT_CATALOG: the paths a rule may name", () => {
  it("candidate scope: candidate, key, target and config, each with its documented paths", () => {
    expect(FACT_CATALOG.candidate).toEqual({
      candidate: [
        "provenance",
        "hasSupersedes",
        "hasRetires",
        "hasKeeps",
        "origin",
        "declinedByOperator",
        "previouslyDeclined",
        "sourceKnown",
        "operatorStatement",
        "lookalikeOf",
        "changesSeed",
        "quoteFound",
        "similarKey",
        "key",
        "value",
        "source",
        "observedDate",
      ],
      key: ["activeFacts", "sameValue", "sourceSeen", "multiValued"],
      target: ["exists", "active", "sameKey", "observed", "differentValue", "claimed"],
      config: CONFIG_PATHS,
    });
  });

  it("fact scope: fact and config", () => {
    expect(FACT_CATALOG.fact).toEqual({
      fact: ["kind", "layer", "status", "key", "provenance", "evidenceCount", "independentEvidence", "daysSinceSeen", "changedByThisDiff"],
      config: CONFIG_PATHS,
    });
  });

  it("rules and keyAliases are config keys no condition can use", () => {
    expect(FACT_CATALOG.candidate.config).not.toContain("rules");
    expect(FACT_CATALOG.candidate.config).not.toContain("keyAliases");
  });
});

describe("factDomain: the type and values of one path", () => {
  it.each([
    { scope: "candidate", fact: "candidate", path: "provenance", want: { type: "enum", values: ["human", "published", "ai-draft"] } },
    { scope: "candidate", fact: "candidate", path: "origin", want: { type: "enum", values: ["operator", "agent", "session"] } },
    { scope: "candidate", fact: "candidate", path: "lookalikeOf", want: { type: "string", nullable: true } },
    { scope: "candidate", fact: "candidate", path: "quoteFound", want: { type: "boolean", nullable: true } },
    { scope: "candidate", fact: "candidate", path: "observedDate", want: { type: "date" } },
    { scope: "candidate", fact: "key", path: "activeFacts", want: { type: "count", min: 0 } },
    { scope: "candidate", fact: "target", path: "claimed", want: { type: "boolean" } },
    { scope: "candidate", fact: "config", path: "learnFrom", want: { type: "list", of: { type: "enum", values: ["published", "human"] } } },
    { scope: "candidate", fact: "config", path: "staticDecayDays", want: { type: "count", min: 1, nullable: true } },
    { scope: "candidate", fact: "config", path: "nudge.minDaysSinceRun", want: { type: "count", min: 0 } },
    { scope: "fact", fact: "fact", path: "status", want: { type: "enum", values: ["active", "superseded", "retired"] } },
    { scope: "fact", fact: "fact", path: "kind", want: { type: "enum", values: ["observed", "profile-field"] } },
    { scope: "fact", fact: "fact", path: "evidenceCount", want: { type: "count", min: 1 } },
    { scope: "fact", fact: "fact", path: "independentEvidence", want: { type: "count", min: 1 } },
    { scope: "fact", fact: "fact", path: "daysSinceSeen", want: { type: "integer" } },
    { scope: "fact", fact: "config", path: "multiValued", want: { type: "list", of: { type: "string" } } },
  ] as const)("$scope $fact.$path", ({ scope, fact, path, want }) => {
    expect(factDomain(scope, fact, path)).toEqual(want);
  });

  it.each([
    { name: "an unknown fact", scope: "candidate", fact: "profile", path: "key" },
    { name: "a fact of the other scope", scope: "candidate", fact: "fact", path: "kind" },
    { name: "a fact of the other scope (fact scope)", scope: "fact", fact: "candidate", path: "provenance" },
    { name: "no path", scope: "candidate", fact: "key", path: undefined },
    { name: "an unknown path", scope: "candidate", fact: "key", path: "activeFact" },
    { name: "an inherited property", scope: "candidate", fact: "key", path: "constructor" },
    { name: "the prototype", scope: "fact", fact: "fact", path: "__proto__" },
    { name: "a path of another fact", scope: "candidate", fact: "target", path: "activeFacts" },
  ] as const)("$name has none", ({ scope, fact, path }) => {
    expect(factDomain(scope, fact, path)).toBeUndefined();
  });

  it("every path FACT_CATALOG lists has a domain", () => {
    for (const scope of ["candidate", "fact"] as const) {
      for (const [fact, paths] of Object.entries(FACT_CATALOG[scope])) {
        for (const path of paths)
          expect(factDomain(scope, fact, path), `${scope} ${fact}.${path}`).toBe((FACT_DOMAINS[scope] as Record<string, Record<string, unknown>>)[fact]![path]);
      }
    }
  });
});

describe("isOutcome: the event types of each scope", () => {
  it.each(["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"])("%s is a candidate outcome, not a fact one", (type) => {
    expect(isOutcome("candidate", type)).toBe(true);
    expect(isOutcome("fact", type)).toBe(false);
  });

  it.each(["promote", "decay-flag"])("%s is a fact outcome, not a candidate one", (type) => {
    expect(isOutcome("fact", type)).toBe(true);
    expect(isOutcome("candidate", type)).toBe(false);
  });

  it.each(["", "Add", "decay", "none", "toString"])("%j is no outcome of either scope", (type) => {
    expect(isOutcome("candidate", type)).toBe(false);
    expect(isOutcome("fact", type)).toBe(false);
  });
});
