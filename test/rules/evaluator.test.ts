import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Candidate, ResolvedConfig, RuleFile } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { CUSTOM_OPERATORS, createEvaluator, MemoKeys, numericThresholds, situationKey } from "../../src/rules/evaluator.js";
import { resolveDottedPath } from "../../src/rules/path-resolver.js";
import { buildRuleSet, factReferences, type ScopedRule } from "../../src/rules/rule-set.js";
import type { CandidateSituation, FactSituation } from "../../src/rules/situation.js";
import { parseConditions } from "../../src/rules/conditions.js";
import { runs } from "../helpers/runs.js";
import { InvalidInputError } from "../../src/core/errors.js";

const SHIPPED = loadRuleSet(null);
const SAMPLES = 10_000;

const configArb: fc.Arbitrary<ResolvedConfig> = fc.record({
  promoteThreshold: fc.integer({ min: 1, max: 4 }),
  decayDays: fc.constantFrom(0, 30, 90),
  staticDecayDays: fc.constantFrom(null, 30, 365),
  learnFrom: fc.constantFrom<ResolvedConfig["learnFrom"]>(["published", "human"], ["published"], ["human"]),
  nudge: fc.record({ minNewPublished: fc.integer({ min: 0, max: 3 }), minDaysSinceRun: fc.integer({ min: 0, max: 3 }) }),
  rules: fc.constantFrom(null, "custom-rules"),
  requireKnownSources: fc.boolean(),
  // Off by default, as requireKnownSources is on: mostly so, so situations repeat.
  requireQuotes: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
  keyAliases: fc.constant({}),
  multiValued: fc.constantFrom([], ["languages"], ["job-title"]),
  retireFrom: fc.constantFrom<NonNullable<ResolvedConfig["retireFrom"]>>(["human"], ["published", "human"]),
});

// Values the rules never read (key, value, source, dates, nudge) vary freely, so equal memo keys
// are shared by situations that differ elsewhere: exactly where a wrong memo would show.
const rarely = fc.oneof({ arbitrary: fc.constant(false), weight: 19 }, { arbitrary: fc.constant(true), weight: 1 });
const candidateSituationArb: fc.Arbitrary<CandidateSituation> = fc.record({
  candidate: fc.record({
    provenance: fc.constantFrom("published", "human", "ai-draft"),
    hasSupersedes: fc.boolean(),
    hasRetires: fc.boolean(),
    // The operator's word is rare in real batches: mostly false, so situations repeat and the memo is hit.
    hasKeeps: rarely,
    // Almost every candidate of a real batch is a session's; the shipped rules read the origin (seed changes).
    origin: fc.oneof(
      { arbitrary: fc.constant("session" as const), weight: 38 },
      { arbitrary: fc.constantFrom("operator" as const, "agent" as const), weight: 2 },
    ),
    declinedByOperator: rarely,
    previouslyDeclined: rarely,
    sourceKnown: fc.boolean(),
    operatorStatement: fc.boolean(),
    lookalikeOf: fc.oneof({ arbitrary: fc.constant(null), weight: 19 }, { arbitrary: fc.constantFrom("f1", "f2"), weight: 1 }),
    // A seed change is rarer still (a seed is a handful of facts, changed by the operator's say).
    changesSeed: fc.oneof({ arbitrary: fc.constant(false), weight: 49 }, { arbitrary: fc.constant(true), weight: 1 }),
    // Most candidates carry no quote (or a true one): situations still repeat, as in real batches.
    quoteFound: fc.oneof({ arbitrary: fc.constant(null), weight: 39 }, { arbitrary: fc.constantFrom(false, true), weight: 1 }),
    similarKey: fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: fc.constant("job-titles"), weight: 1 }),
    key: fc.constantFrom("job-title", "employer", "tone"),
    value: fc.constantFrom("A", "B", "Head of AI"),
    source: fc.constantFrom("published:p1", "human:c1", "2026-05-01"),
    observedDate: fc.constantFrom("2026-01-01", "2026-05-01", "2026-06-01"),
  }),
  key: fc.record({ activeFacts: fc.integer({ min: 0, max: 3 }), sameValue: fc.boolean(), sourceSeen: fc.boolean(), multiValued: fc.boolean() }),
  // Mostly "no supersedes target" (as in real batches), so situations repeat and the memo is hit.
  target: fc.oneof(
    { arbitrary: fc.constant({ exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false }), weight: 3 },
    fc.record({
      exists: fc.boolean(),
      active: fc.boolean(),
      sameKey: fc.boolean(),
      observed: fc.boolean(),
      differentValue: fc.boolean(),
      claimed: fc.boolean(),
    }),
  ),
  config: configArb,
});

/** Resolve candidates of a key with an open conflict, keeping a live value: what resolve-by-operator needs at once. */
const resolveSituationArb: fc.Arbitrary<CandidateSituation> = candidateSituationArb.map((s) => ({
  ...s,
  candidate: { ...s.candidate, hasKeeps: true, hasRetires: false, hasSupersedes: false, declinedByOperator: false, previouslyDeclined: false },
  key: { ...s.key, activeFacts: 2, sameValue: false, sourceSeen: false },
  target: { exists: true, active: true, sameKey: true, observed: true, differentValue: false, claimed: false },
}));
/** Supersede candidates naming a live fact of their key with another value: what supersede-explicit needs at once. */
const supersedeSituationArb: fc.Arbitrary<CandidateSituation> = candidateSituationArb.map((s) => ({
  ...s,
  candidate: { ...s.candidate, hasKeeps: false, hasRetires: false, hasSupersedes: true, declinedByOperator: false, previouslyDeclined: false },
  key: { ...s.key, activeFacts: 1, sameValue: false, sourceSeen: false },
  target: { exists: true, active: true, sameKey: true, observed: true, differentValue: true, claimed: false },
}));
const mixedSituationArb = fc.oneof(
  { arbitrary: candidateSituationArb, weight: 18 },
  { arbitrary: resolveSituationArb, weight: 1 },
  { arbitrary: supersedeSituationArb, weight: 1 },
);

const factSituationArb: fc.Arbitrary<FactSituation> = fc.record({
  fact: fc.record({
    kind: fc.constantFrom("observed", "profile-field"),
    layer: fc.constantFrom("static", "dynamic"),
    status: fc.constantFrom("active", "superseded"),
    key: fc.constantFrom("job-title", "tone"),
    provenance: fc.constantFrom("published", "human"),
    evidenceCount: fc.integer({ min: 1, max: 5 }),
    independentEvidence: fc.integer({ min: 1, max: 5 }),
    // Around every threshold configArb can pick, plus the far ends.
    daysSinceSeen: fc.constantFrom(-1, 0, 1, 29, 30, 31, 89, 90, 91, 400),
    // Mostly false, so the stale rules decide often enough.
    changedByThisDiff: fc.constantFrom(false, false, false, true),
  }),
  config: configArb,
});

// A custom rule set that reaches into every corner factReferences must walk: any / all / not,
// fact references as values, nested config paths, and paths the shipped rules never read.
const CUSTOM = buildRuleSet(
  [
    {
      path: "custom/candidate.yaml",
      file: "candidate.yaml",
      sha256: "c".repeat(64),
      content: {
        version: 1,
        scope: "candidate",
        rules: [
          {
            name: "nested",
            priority: 30,
            conditions: {
              any: [
                {
                  all: [
                    { fact: "candidate", path: "key", operator: "equal", value: "job-title" },
                    { not: { fact: "key", path: "activeFacts", operator: "greaterThan", value: { fact: "config", path: "nudge.minNewPublished" } } },
                  ],
                },
                { fact: "candidate", path: "observedDate", operator: "greaterThan", value: "2026-03-01" },
              ],
            },
            event: { type: "add" },
          },
          {
            name: "value-reference",
            priority: 40,
            conditions: { all: [{ fact: "candidate", path: "source", operator: "equal", value: { fact: "candidate", path: "observedDate" } }] },
            event: { type: "duplicate" },
          },
          {
            name: "membership",
            priority: 20,
            conditions: {
              all: [
                { fact: "candidate", path: "value", operator: "in", value: ["A", "Head of AI"] },
                { fact: "target", path: "claimed", operator: "equal", value: false },
              ],
            },
            event: { type: "conflict" },
          },
        ],
      } satisfies RuleFile,
    },
    {
      path: "custom/fact.yaml",
      file: "fact.yaml",
      sha256: "f".repeat(64),
      content: {
        version: 1,
        scope: "fact",
        rules: [
          {
            name: "recent",
            priority: 5,
            conditions: {
              any: [
                { fact: "fact", path: "daysSinceSeen", operator: "lessThan", value: { fact: "config", path: "nudge.minDaysSinceRun" } },
                {
                  all: [
                    { fact: "fact", path: "key", operator: "equal", value: "tone" },
                    { fact: "fact", path: "provenance", operator: "notEqual", value: "human" },
                  ],
                },
              ],
            },
            event: { type: "decay-flag" },
          },
        ],
      } satisfies RuleFile,
    },
  ],
  "custom",
);

async function differential<S extends object>(rules: readonly ScopedRule[], arb: fc.Arbitrary<S>, seed: number, samples: number) {
  const situations = fc.sample(arb, { seed, numRuns: samples });
  const memo = createEvaluator<S>(rules, { memo: true });
  const direct = createEvaluator<S>(rules, { memo: false });
  const outcomes = new Set<string>();
  for (const s of situations) {
    const [a, b] = [await memo.evaluate(s), await direct.evaluate(s)];
    expect(a, JSON.stringify(s)).toEqual(b);
    outcomes.add(a?.rule ?? "none");
  }
  return { memo: memo.stats, direct: direct.stats, outcomes };
}

describe("the memoized evaluator decides exactly like the engine", () => {
  // The shipped rules get the full sample; the custom sets only prove factReferences walks every shape.
  it.each([
    ["shipped candidate rules", SHIPPED.candidate, 1, SAMPLES],
    ["custom candidate rules", CUSTOM.candidate, 2, 2_000],
  ] as const)("random candidate situations, %s", async (_name, rules, seed, samples) => {
    const { memo, direct, outcomes } = await differential(rules, mixedSituationArb, seed, samples);
    expect(direct.runs).toBe(samples);
    expect(memo.runs + memo.hits).toBe(samples);
    // The shipped candidate rules read 20 paths (retire, resolve, declines, known sources, multi-valued
    // keys), so random situations repeat less than real batches do; a tenth still comes from the memo.
    expect(memo.hits).toBeGreaterThan(samples / 10);
    for (const r of rules) expect(outcomes).toContain(r.name);
  });

  it.each([
    ["shipped fact rules", SHIPPED.fact, 3, SAMPLES],
    ["custom fact rules", CUSTOM.fact, 4, 2_000],
  ] as const)("random fact situations, %s", async (_name, rules, seed, samples) => {
    const { memo, direct, outcomes } = await differential(rules, factSituationArb, seed, samples);
    expect(direct.runs).toBe(samples);
    expect(memo.runs + memo.hits).toBe(samples);
    expect(memo.hits).toBeGreaterThan(samples / 4);
    for (const r of rules) expect(outcomes).toContain(r.name);
  });

  it("proposeDiff gives the same diff (events and trace) with and without the memo", async () => {
    const KEYS = ["job-title", "Job Title", "employer", "tone"];
    const VALUES = ["Head of AI", "head of ai", "Director", "Policy Lead"];
    const candidateArb = fc.record({
      key: fc.constantFrom(...KEYS),
      value: fc.constantFrom(...VALUES),
      provenance: fc.constantFrom<Candidate["provenance"]>("published", "human", "ai-draft"),
      source: fc.constantFrom("published:p1", "published:p2", "human:c1", "human:c2"),
      observed_date: fc.constantFrom("2025-10-01", "2026-03-01", "2026-05-20"),
      supersedes: fc.constantFrom(
        undefined,
        "bogus0000001",
        mintEntityId({ kind: "observed", key: "job-title" }),
        mintEntityId({ kind: "observed", key: "employer" }),
      ),
    });
    const batch = fc.array(candidateArb, { maxLength: 10 }).map((cs) => cs.map(({ supersedes, ...c }) => (supersedes ? { ...c, supersedes } : c)));
    await fc.assert(
      fc.asyncProperty(batch, batch, configArb, fc.constantFrom("2026-06-01", "2026-12-01"), async (earlier, candidates, config, today) => {
        const empty: ProfileDoc = { title: "Profile", facts: [] };
        const stock = resolveConfig({});
        const profile = applyDiff(
          empty,
          await proposeDiff({ current: empty, base: "0".repeat(64), candidates: earlier, rules: SHIPPED, config: stock, today: "2026-06-01" }),
        );
        const input = { current: profile, base: "1".repeat(64), candidates, rules: SHIPPED, config, today };
        const [memo, direct] = [await proposeDiff({ ...input, memo: true }), await proposeDiff({ ...input, memo: false })];
        expect(JSON.stringify(memo)).toBe(JSON.stringify(direct));
      }),
      { seed: 5, numRuns: runs(200) },
    );
  });
});

describe("the memo key", () => {
  const fact: FactSituation["fact"] = {
    kind: "observed",
    layer: "dynamic",
    status: "active",
    key: "tone",
    provenance: "published",
    evidenceCount: 2,
    independentEvidence: 2,
    daysSinceSeen: 10,
    changedByThisDiff: false,
  };
  const config = resolveConfig({});

  it("holds every config path the rules read", () => {
    expect(factReferences(SHIPPED.fact)).toEqual(
      expect.arrayContaining([
        { fact: "config", path: "promoteThreshold" },
        { fact: "config", path: "decayDays" },
      ]),
    );
    expect(factReferences(SHIPPED.candidate)).toEqual(expect.arrayContaining([{ fact: "config", path: "learnFrom" }]));
    expect(factReferences(CUSTOM.candidate)).toEqual(
      expect.arrayContaining([
        { fact: "config", path: "nudge.minNewPublished" },
        { fact: "key", path: "activeFacts" },
        { fact: "candidate", path: "observedDate" },
      ]),
    );
  });

  it.each([
    ["promoteThreshold", { ...config, promoteThreshold: 4 }],
    ["decayDays", { ...config, decayDays: 9 }],
  ])("two configs differing only in %s get different fact-scope keys", (_name, other) => {
    const refs = factReferences(SHIPPED.fact);
    expect(situationKey({ fact, config }, refs)).not.toBe(situationKey({ fact, config: other }, refs));
  });

  it("values the rules never read do not split the memo", () => {
    const refs = factReferences(SHIPPED.fact);
    const other = {
      fact: { ...fact, key: "job-title", provenance: "human" as const },
      config: { ...config, nudge: { minNewPublished: 9, minDaysSinceRun: 9 }, learnFrom: ["human" as const] },
    };
    expect(situationKey(other, refs)).toBe(situationKey({ fact, config }, refs));
  });

  it("a count compared only with constants is keyed by where it falls among them, not by its value", () => {
    const thresholds = numericThresholds(SHIPPED.candidate);
    expect(thresholds.get("key\0activeFacts")).toEqual({ constants: [0, 1], references: [] });
    const refs = factReferences(SHIPPED.candidate);
    const s = fc.sample(candidateSituationArb, { seed: 9, numRuns: 1 })[0]!;
    const withActive = (n: number) => situationKey({ ...s, key: { ...s.key, activeFacts: n } }, refs, thresholds);
    expect(withActive(2)).toBe(withActive(20_000));
    expect(withActive(0)).not.toBe(withActive(1));
  });

  it("a number compared only with a config value is keyed by which side of it it lies on; the config value stays raw", () => {
    const thresholds = numericThresholds(SHIPPED.fact);
    expect(thresholds.get("fact\0daysSinceSeen")).toEqual({
      constants: [],
      references: [
        { fact: "config", path: "decayDays" },
        { fact: "config", path: "staticDecayDays" },
      ],
    });
    expect(thresholds.has("config\0decayDays")).toBe(false);
    const refs = factReferences(SHIPPED.fact);
    // daysSinceSeen is keyed by its side of both; unset (null), the engine's order operators read
    // staticDecayDays as 0, so its side of 0 stands in for it (and null itself stays in the key).
    const key = (daysSinceSeen: number, decayDays = 90, independentEvidence = 2) =>
      situationKey({ fact: { ...fact, daysSinceSeen, independentEvidence }, config: { ...config, decayDays, staticDecayDays: 365 } }, refs, thresholds);
    const unset = (daysSinceSeen: number) => situationKey({ fact: { ...fact, daysSinceSeen }, config: { ...config, staticDecayDays: null } }, refs, thresholds);
    expect(unset(120)).toBe(unset(121));
    expect(unset(89)).not.toBe(unset(91));
    expect(unset(0)).not.toBe(unset(1));
    expect(unset(120)).not.toBe(key(120));
    expect(key(120)).toBe(key(121));
    expect(key(364)).not.toBe(key(366));
    expect(key(10)).toBe(key(89));
    expect(key(89)).not.toBe(key(90));
    expect(key(90)).not.toBe(key(91));
    expect(key(120, 90)).not.toBe(key(120, 200));
    expect(config.promoteThreshold).toBe(3);
    expect(key(10, 90, 4)).toBe(key(10, 90, 7));
    expect(key(10, 90, 2)).not.toBe(key(10, 90, 3));
  });

  it("learnFrom is part of the candidate-scope key", () => {
    const refs = factReferences(SHIPPED.candidate);
    const s = fc.sample(candidateSituationArb, { seed: 9, numRuns: 1 })[0]!;
    const a = situationKey({ ...s, config: { ...s.config, learnFrom: ["published", "human"] } }, refs);
    const b = situationKey({ ...s, config: { ...s.config, learnFrom: ["published"] } }, refs);
    expect(a).not.toBe(b);
  });
});

describe("the path resolver never walks prototypes", () => {
  it.each([
    [{ a: { b: 1 } }, "a.b", 1],
    [{ nudge: { minNewPublished: 0 } }, "nudge.minNewPublished", 0],
    [{ a: { b: 1 } }, "a.c", undefined],
    [{ a: null }, "a.b", undefined],
    [{ a: "text" }, "a.length", undefined],
    [{}, "__proto__", undefined],
    [{}, "constructor", undefined],
    [{}, "toString", undefined],
    [{}, "hasOwnProperty", undefined],
    [{ a: {} }, "a.constructor.name", undefined],
    [{ a: {} }, "a.__proto__.toString", undefined],
    [Object.create({ inherited: 1 }) as object, "inherited", undefined],
    [{ provenance: "human" }, "$.provenance", undefined],
  ] as const)("%j at %s → %s", (value, path, expected) => {
    expect(resolveDottedPath(value, path)).toBe(expected);
  });

  it("is the resolver the engine uses: prototype and JSONPath lookups never match", async () => {
    const rule = (name: string, priority: number, path: string, value: string): ScopedRule => ({
      name,
      priority,
      order: priority,
      file: "test.yaml",
      conditions: { all: [{ fact: "candidate", path, operator: "equal", value }] },
      condition: parseConditions({ all: [{ fact: "candidate", path, operator: "equal", value }] }),
      event: { type: "add" },
    });
    const evaluator = createEvaluator<object>([
      rule("prototype", 30, "constructor.name", "Object"),
      rule("to-string", 25, "toString.name", "toString"),
      rule("jsonpath", 20, "$.provenance", "human"),
      rule("plain", 10, "provenance", "human"),
    ]);
    expect(await evaluator.evaluate({ candidate: { provenance: "human" } })).toEqual({ type: "add", rule: "plain", file: "test.yaml" });
    expect(await evaluator.evaluate({ candidate: { provenance: "published" } })).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("operators brain adds: startsWith and endsWith (string fact, string value, no regular expressions)", () => {
  const rule = (operator: string, value: unknown): ScopedRule => ({
    name: `${operator}-rule`,
    priority: 10,
    order: 0,
    file: "custom.yaml",
    conditions: { all: [{ fact: "candidate", path: "source", operator, value }] },
    condition: parseConditions({ all: [{ fact: "candidate", path: "source", operator, value }] }),
    event: { type: "reject", params: { reason: `source ${operator} ${String(value)}` } },
  });

  it.each([
    ["startsWith", "notes:", "notes:abc", true],
    ["startsWith", "notes:", "published:notes:", false],
    ["startsWith", "", "anything", true],
    ["startsWith", ".*", "notes:abc", false],
    ["startsWith", "notes:", 42, false],
    ["startsWith", 4, "4abc", false],
    ["endsWith", "-draft", "summary-draft", true],
    ["endsWith", "-draft", "-draft-2", false],
    ["endsWith", "$", "price$", true],
    ["endsWith", "[a-z]", "abc", false],
    ["endsWith", "x", null, false],
    ["endsWith", "5", 15, false],
    ["endsWith", 5, "15", false],
  ] as const)("%s %j on %j → %s", async (operator, value, source, matches) => {
    expect(CUSTOM_OPERATORS[operator]!(source, value)).toBe(matches);
    const decision = await createEvaluator<object>([rule(operator, value)]).evaluate({ candidate: { source } });
    expect(decision).toEqual(
      matches ? { type: "reject", rule: `${operator}-rule`, file: "custom.yaml", reason: `source ${operator} ${String(value)}` } : undefined,
    );
  });

  it("a decision carries the deciding rule's reason, and none when the rule has none", async () => {
    const evaluator = createEvaluator<object>([
      { ...rule("startsWith", "human:"), name: "with-reason", priority: 20 },
      {
        name: "plain",
        priority: 10,
        order: 1,
        file: "custom.yaml",
        conditions: { all: [{ fact: "candidate", path: "source", operator: "endsWith", value: "1" }] },
        condition: parseConditions({ all: [{ fact: "candidate", path: "source", operator: "endsWith", value: "1" }] }),
        event: { type: "add" },
      },
    ]);
    expect(await evaluator.evaluate({ candidate: { source: "human:call-1" } })).toEqual({
      type: "reject",
      rule: "with-reason",
      file: "custom.yaml",
      reason: "source startsWith human:",
    });
    const plain = await evaluator.evaluate({ candidate: { source: "published:p1" } });
    expect(plain).toEqual({ type: "add", rule: "plain", file: "custom.yaml" });
    // No reason key at all (JSON drops an undefined one, but the diff's trace is built from this object).
    expect(Object.keys(plain ?? {})).toEqual(["type", "rule", "file"]);
  });
});

describe("a run stops after the first priority set with a match", () => {
  const rule = (name: string, priority: number, order: number, path: string): ScopedRule => ({
    name,
    priority,
    order,
    file: "order.yaml",
    conditions: { all: [{ fact: "candidate", path, operator: "equal", value: true }] },
    condition: parseConditions({ all: [{ fact: "candidate", path, operator: "equal", value: true }] }),
    event: { type: "add" },
  });
  const rules = [rule("high", 30, 2, "a"), rule("tie-later", 20, 4, "b"), rule("tie-first", 20, 3, "b"), rule("low", 10, 1, "c")];

  /** A situation whose paths count their reads: a rule that is evaluated reads its path. */
  function counted(values: Record<string, boolean>) {
    const reads: Record<string, number> = {};
    const candidate = Object.fromEntries(Object.keys(values).map((k) => [k, undefined]));
    for (const [k, v] of Object.entries(values)) {
      Object.defineProperty(candidate, k, {
        enumerable: true,
        get: () => {
          reads[k] = (reads[k] ?? 0) + 1;
          return v;
        },
      });
    }
    return { situation: { candidate }, reads };
  }

  it.each([
    [{ a: true, b: true, c: true }, "high", ["a"]],
    [{ a: false, b: true, c: true }, "tie-first", ["a", "b"]],
    [{ a: false, b: false, c: true }, "low", ["a", "b", "c"]],
  ] as const)("%j → %s; rules below the deciding set are never evaluated (paths read: %j)", async (values, decided, read) => {
    const evaluator = createEvaluator<object>(rules, { memo: false });
    const { situation, reads } = counted(values);
    expect((await evaluator.evaluate(situation))?.rule).toBe(decided);
    expect(Object.keys(reads).sort()).toEqual([...read]);
    // The next run of the same engine runs every set again.
    const again = counted({ a: false, b: false, c: true });
    expect((await evaluator.evaluate(again.situation))?.rule).toBe("low");
    expect(Object.keys(again.reads).sort()).toEqual(["a", "b", "c"]);
  });

  it("of two matching rules of one priority, the first in file order decides, in whichever order they were given or finish", async () => {
    const first = rule("tie-first", 20, 3, "b");
    // The later rule reads two conditions: its evaluation ends after the first's.
    const later: ScopedRule = {
      ...rule("tie-later", 20, 4, "b"),
      conditions: {
        all: [
          { fact: "candidate", path: "b", operator: "equal", value: true },
          { fact: "candidate", path: "c", operator: "equal", value: true },
        ],
      },
      condition: parseConditions({
        all: [
          { fact: "candidate", path: "b", operator: "equal", value: true },
          { fact: "candidate", path: "c", operator: "equal", value: true },
        ],
      }),
    };
    for (const given of [
      [first, later],
      [later, first],
      [first, rule("tie-later", 20, 4, "b")],
    ]) {
      expect((await createEvaluator<object>(given, { memo: false }).evaluate({ candidate: { b: true, c: true } }))?.rule).toBe("tie-first");
    }
  });

  it("no match: every set runs and nothing is decided", async () => {
    const { situation, reads } = counted({ a: false, b: false, c: false });
    expect(await createEvaluator<object>(rules, { memo: false }).evaluate(situation)).toBeUndefined();
    expect(Object.keys(reads).sort()).toEqual(["a", "b", "c"]);
  });
});

describe("a rule json-rules-engine cannot run", () => {
  it("`in` a number: a clear error naming the rule files and rules --check, not the engine's TypeError", async () => {
    const conditions = { all: [{ fact: "key", path: "activeFacts", operator: "in", value: 5 }] };
    const rule = (file: string, order: number): ScopedRule => ({
      name: `in-a-number-${order}`,
      priority: 10,
      order,
      file,
      conditions,
      condition: parseConditions(conditions),
      event: { type: "reject" },
    });
    for (const memo of [true, false]) {
      const evaluator = createEvaluator<object>([rule("b.yaml", 0), rule("a.yaml", 1), rule("b.yaml", 2)], { memo });
      const error = await Promise.resolve(evaluator.evaluate({ key: { activeFacts: 1 } })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).issues).toEqual(["b.yaml, a.yaml: a rule cannot be evaluated (json-rules-engine: b.indexOf is not a function)"]);
      expect((error as Error).message).toContain("Run `brain rules --check`: it names the condition.");
    }
  });
});

describe("the memo key's parts, one path at a time", () => {
  const at = (fact: string, path: string) => ({ fact, path });
  const DAYS = at("fact", "daysSinceSeen");
  /** The key of `value` at fact.daysSinceSeen, with `config` beside it, under `cuts`. */
  const keyOf = (value: unknown, cuts: { constants: number[]; references: { fact: string; path: string }[] }, config: object = {}) =>
    situationKey({ fact: { daysSinceSeen: value }, config }, [DAYS], new Map([["fact\0daysSinceSeen", cuts]]));
  /** Groups of values that share a key, in the order given. */
  const classes = (values: unknown[], key: (v: unknown) => string) => {
    const groups = new Map<string, unknown[]>();
    for (const v of values) groups.set(key(v), [...(groups.get(key(v)) ?? []), v]);
    return [...groups.values()];
  };

  it("a number compared with constants is keyed by where it falls: below, on or between them; anything else by itself", () => {
    const cuts = { constants: [0, 3], references: [] };
    // Every number fact is an integer, or null where a config number is off (src/rules/fact-catalog.ts).
    expect(classes([-2, -1, 0, 1, 2, 3, 4, 5, "a", "b", null, undefined], (v) => keyOf(v, cuts))).toEqual([
      [-2, -1],
      [0],
      [1, 2],
      [3],
      [4, 5],
      ["a"],
      ["b"],
      [null],
      [undefined],
    ]);
  });

  it("a number compared with other facts' values is keyed by its side of each, in order; one compared with a non-number by itself", () => {
    const cuts = { constants: [], references: [at("config", "decayDays"), at("config", "staticDecayDays")] };
    const key = (value: number, decayDays: unknown, staticDecayDays: unknown) => keyOf(value, cuts, { decayDays, staticDecayDays });
    // Below the first and above the second is not above the first and below the second.
    expect(key(50, 60, 40)).not.toBe(key(50, 40, 60));
    expect(key(50, 60, 40)).toBe(key(45, 60, 40));
    expect(key(60, 60, 40)).not.toBe(key(59, 60, 40));
    expect(key(60, 60, 40)).not.toBe(key(61, 60, 40));
    // On the first and below the second is not below the first and on the second.
    expect(key(40, 40, 60)).not.toBe(key(40, 60, 40));
    // An unset value compares as 0, as the engine's order operators read null.
    expect(key(0, 60, null)).not.toBe(key(1, 60, null));
    expect(key(1, 60, null)).toBe(key(2, 60, null));
    expect(key(1, "sixty", 40)).not.toBe(key(2, "sixty", 40));
  });

  it("no two values of different types share a key, nor do an unset and a missing value trade places", () => {
    const refs = [at("a", "x"), at("a", "y")];
    const key = (x: unknown, y: unknown) => situationKey({ a: { x, y } }, refs);
    const values = [undefined, null, "", "1", 1, true, false, "T", "u", "z", [1], { n: 1 }];
    const keys = values.flatMap((x) => values.map((y) => key(x, y)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the evaluator's memo keys: each value numbered at its place", () => {
  const at = (fact: string, path: string) => ({ fact, path });
  const refs = [at("a", "x"), at("a", "y")];
  // Numbers JSON writes alike (NaN, ±Infinity: null) and a string holding an object's JSON are apart.
  const VALUES = [
    undefined,
    null,
    "",
    "1",
    1,
    true,
    false,
    "T",
    "u",
    "z",
    [1],
    "[1]",
    { n: 1 },
    0,
    -0,
    Number.NaN,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    "null",
    "x",
  ];

  it('two situations share a key exactly when situationKey gives them one (0 and -0, NaN and NaN alike; 1, "1" and [1] apart)', () => {
    const keys = new MemoKeys(refs, new Map());
    const pairs = VALUES.flatMap((x) => VALUES.map((y) => ({ a: { x, y } })));
    // Equal keys on one side exactly where equal on the other: each side's key names one key of the other.
    const textOf = new Map<string, string>();
    const numberedOf = new Map<string, string>();
    for (const s of pairs) {
      const [numbered, text] = [keys.keyOf(s), situationKey(s, refs)];
      expect([s, textOf.get(numbered) ?? text, numberedOf.get(text) ?? numbered]).toEqual([s, text, numbered]);
      textOf.set(numbered, text);
      numberedOf.set(text, numbered);
    }
    expect(textOf.size).toBe(new Set(pairs.map((s) => situationKey(s, refs))).size);
  });

  it("tells apart more values at one place than one UTF-16 unit can number", () => {
    const keys = new MemoKeys([at("a", "x")], new Map());
    const seen = new Set<string>();
    for (let i = 0; i < 70_000; i++) seen.add(keys.keyOf({ a: { x: `v${i}` } }));
    expect(seen.size).toBe(70_000);
    // Asked again, a value numbered early and one numbered past 65,535 each keep their key.
    expect(seen.has(keys.keyOf({ a: { x: "v3" } }))).toBe(true);
    expect(seen.has(keys.keyOf({ a: { x: "v69999" } }))).toBe(true);
    expect(keys.keyOf({ a: { x: "v3" } })).not.toBe(keys.keyOf({ a: { x: "v69999" } }));
  });

  it("a fixed root's part is numbered once, as its value: an equal object shares the key, another value does not", () => {
    const cfgRefs = [at("c", "list"), at("a", "x")];
    const fixed = { list: ["p", "h"] };
    const keys = new MemoKeys(cfgRefs, new Map(), { c: fixed });
    const key = (c: object, x: unknown) => keys.keyOf({ c, a: { x } });
    expect(key(fixed, 1)).toBe(key({ list: ["p", "h"] }, 1));
    expect(key(fixed, 1)).not.toBe(key({ list: ["p"] }, 1));
    expect(key(fixed, 1)).not.toBe(key(fixed, 2));
  });

  it("under a fixed root, a part with cuts is still placed against the situation's own values", () => {
    const cutRefs = [at("c", "limit"), at("a", "n")];
    const cuts = new Map([["a\0n", { constants: [], references: [{ fact: "c", path: "limit" }] }]]);
    const fixed = { limit: 10 };
    const keys = new MemoKeys(cutRefs, cuts, { c: fixed });
    const key = (c: object, n: number) => keys.keyOf({ c, a: { n } });
    expect(key(fixed, 5)).toBe(key(fixed, 9));
    expect(key(fixed, 5)).not.toBe(key(fixed, 11));
    expect(key({ limit: 4 }, 5)).not.toBe(key(fixed, 5));
    expect(key({ limit: 4 }, 5)).toBe(key({ limit: 4 }, 6));
  });

  it("an evaluator with a fixed config decides a situation holding another config by that config", async () => {
    const rules = SHIPPED.candidate;
    const config = resolveConfig({});
    const s = fc.sample(candidateSituationArb, { seed: 3, numRuns: 1 })[0]!;
    const fixedOne = createEvaluator<CandidateSituation>(rules, { fixed: { config } });
    const direct = createEvaluator<CandidateSituation>(rules, { memo: false });
    for (const learnFrom of [["published", "human"], ["human"], ["published"]] as const) {
      const situation = {
        ...s,
        candidate: { ...s.candidate, provenance: "published" as const, sourceKnown: true },
        config: { ...config, learnFrom: [...learnFrom] },
      };
      expect(await fixedOne.evaluate(situation)).toEqual(await direct.evaluate(situation));
    }
    expect(fixedOne.stats.runs).toBe(3);
  });
});

describe("numericThresholds and the memo key of hand-made rules", () => {
  const ruleOf = (name: string, leaves: Record<string, unknown>[]): ScopedRule => ({
    name,
    priority: 10,
    order: 0,
    file: "custom.yaml",
    conditions: { all: leaves } as RuleFile["rules"][number]["conditions"],
    condition: parseConditions({ all: leaves }),
    event: { type: "add" },
  });

  it("constants are sorted as numbers, each once", () => {
    const cuts = numericThresholds([
      ruleOf("a", [
        { fact: "candidate", path: "n", operator: "greaterThan", value: 10 },
        { fact: "candidate", path: "n", operator: "lessThan", value: 9 },
      ]),
      ruleOf("b", [
        { fact: "candidate", path: "n", operator: "equal", value: 100 },
        { fact: "candidate", path: "n", operator: "lessThanInclusive", value: 9 },
      ]),
    ]);
    expect(cuts.get("candidate\0n")).toEqual({ constants: [9, 10, 100], references: [] });
  });

  it.each([
    ["a string constant", { operator: "equal", value: "3" }],
    ["a number under an operator that is no comparison", { operator: "in", value: [1, 2] }],
    ["a reference under an operator that is no comparison", { operator: "in", value: { fact: "config", path: "list" } }],
  ])("a path also compared with %s keeps its raw value", (_what, leaf) => {
    const rules = [
      ruleOf("a", [{ fact: "candidate", path: "n", operator: "greaterThan", value: 1 }]),
      ruleOf("b", [{ fact: "candidate", path: "n", ...leaf }]),
    ];
    const cuts = numericThresholds(rules);
    expect(cuts.has("candidate\0n")).toBe(false);
    const refs = factReferences(rules);
    // Raw, 2 and 3 are different situations (the other leaf may tell them apart).
    const key = (n: number) => situationKey({ candidate: { n }, config: { list: [2] } }, refs, cuts);
    expect(key(2)).not.toBe(key(3));
  });

  it("a number that is not finite is no constant: its path stays raw", () => {
    expect(
      numericThresholds([ruleOf("a", [{ fact: "candidate", path: "n", operator: "greaterThan", value: Number.POSITIVE_INFINITY }])]).has("candidate\0n"),
    ).toBe(false);
  });

  it("a fact compared whole (no path) is keyed by its own value, bucketed by its constants and references", () => {
    const rules = [
      ruleOf("a", [
        { fact: "count", operator: "greaterThan", value: 5 },
        { fact: "count", operator: "lessThan", value: { fact: "limit" } },
      ]),
    ];
    const cuts = numericThresholds(rules);
    expect(cuts.get("count\0")).toEqual({ constants: [5], references: [{ fact: "limit" }] });
    const refs = factReferences(rules);
    const key = (count: number, limit: number | null) => situationKey({ count, limit }, refs, cuts);
    expect(key(7, 100)).toBe(key(8, 100));
    expect(key(7, 100)).not.toBe(key(5, 100));
    expect(key(7, 100)).not.toBe(key(3, 100));
    // Past the limit, at it, below it; null is read as 0, as the engine's comparisons read it.
    expect(key(7, 6)).not.toBe(key(7, 100));
    expect(key(7, 7)).not.toBe(key(7, 6));
    expect(key(7, 7)).not.toBe(key(7, 100));
    expect(key(5, 100)).not.toBe(key(3, 100));
    expect(key(7, null)).toBe(key(8, null));
    expect(key(-1, null)).not.toBe(key(1, null));
    expect(key(0, null)).not.toBe(key(1, null));
  });

  it("a number compared with two references is keyed by its side of each: nine situations, nine keys", () => {
    const rules = [
      ruleOf("a", [
        { fact: "n", operator: "lessThan", value: { fact: "low" } },
        { fact: "n", operator: "greaterThan", value: { fact: "high" } },
      ]),
    ];
    const cuts = numericThresholds(rules);
    const refs = factReferences(rules);
    const keys = new Set<string>();
    for (const low of [4, 5, 6]) for (const high of [4, 5, 6]) keys.add(situationKey({ n: 5, low, high }, refs, cuts));
    expect(keys.size).toBe(9);
  });

  it("an undefined or null value is a part of the key of its own: moved to another path, a different situation", async () => {
    const rules = [
      ruleOf("a-is-x", [{ fact: "candidate", path: "a", operator: "equal", value: "x" }]),
      ruleOf("b-set", [{ fact: "candidate", path: "b", operator: "notEqual", value: "y" }]),
    ];
    const refs = factReferences(rules);
    for (const missing of [undefined, null]) {
      expect(situationKey({ candidate: { a: missing, b: "x" } }, refs)).not.toBe(situationKey({ candidate: { a: "x", b: missing } }, refs));
    }
    const evaluator = createEvaluator<object>([{ ...rules[0]!, priority: 20 }, rules[1]!]);
    expect((await evaluator.evaluate({ candidate: { b: "x" } }))?.rule).toBe("b-set");
    expect((await evaluator.evaluate({ candidate: { a: "x" } }))?.rule).toBe("a-is-x");
  });

  it("keys agree with the engine on a fact compared whole", async () => {
    const rules = [ruleOf("over", [{ fact: "count", operator: "greaterThan", value: { fact: "limit" } }])];
    const evaluator = createEvaluator<object>(rules);
    const seen = new Map<string, unknown>();
    const cuts = numericThresholds(rules);
    const refs = factReferences(rules);
    for (const [count, limit] of [
      [1, 2],
      [2, 2],
      [3, 2],
      [5, 9],
      [9, 5],
      [0, null],
      [1, null],
      [-1, null],
    ] as const) {
      const decision = (await evaluator.evaluate({ count, limit }))?.rule;
      const key = situationKey({ count, limit }, refs, cuts);
      if (seen.has(key)) expect(decision, `${count} ${limit}`).toBe(seen.get(key));
      seen.set(key, decision);
      expect(decision, `${count} ${limit}`).toBe(count > (limit ?? 0) ? "over" : undefined);
    }
  });
});
