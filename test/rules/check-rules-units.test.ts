/**
 * `rules --check` on small rule sets, each test a check of its own that takes milliseconds: the
 * condition checks (each operator against each kind of fact, each message), the values the
 * enumeration tries for each path, the findings' wording and the rule set's own shape (rules in two
 * files, a set without candidate rules). test/rules/check-rules.test.ts checks the shipped rules.
 */
import { describe, expect, it } from "vitest";
import type { ResolvedConfig, Rule } from "../../src/core/schema-types.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { type CheckResult, checkRules, type Finding, forEachSituation, hasErrors, isConsistentCandidate } from "../../src/rules/check-rules.js";
import { buildRuleSet, type LoadedRuleFile } from "../../src/rules/rule-set.js";
import type { CandidateSituation } from "../../src/rules/situation.js";
import { leaf, rule, ruleFile } from "../helpers/builders.js";

const DEFAULT = resolveConfig({});

const ref = (fact: string, path: string) => ({ fact, path });
/** A fact rule that the runtime allows wherever it matches (an active observed fact, flagged). */
const flag = (name: string, priority: number, all: unknown[]): Rule =>
  rule(name, priority, [leaf("fact", "kind", "equal", "observed"), leaf("fact", "status", "equal", "active"), ...all], "decay-flag");

/** Checks rule files (no candidate file needed), findings naming each file by its path. */
function check(files: LoadedRuleFile[], config: ResolvedConfig = DEFAULT): Promise<CheckResult> {
  const rules = buildRuleSet(files, "r", { requireCandidateScope: false });
  return checkRules({ rules, config, origin: "r", paths: new Map(files.map((f) => [f.file, f.path])) });
}

const ISSUES = new Set(["bad-value", "type-mismatch", "operator-type"]);
/** The condition findings, each as `rule code pointer: message`. */
const issues = (findings: readonly Finding[]) =>
  findings.filter((f) => ISSUES.has(f.code)).map((f) => `${f.rule} ${f.code} ${f.file}: ${f.pointer}: ${f.message}`);

describe("hasErrors", () => {
  it("is true exactly when some finding is an error", () => {
    const finding = (level: Finding["level"]): Finding => ({ level, code: "unreachable", file: "f", pointer: "/", message: "m" });
    expect([hasErrors([]), hasErrors([finding("warning")]), hasErrors([finding("warning"), finding("error")])]).toEqual([false, false, true]);
  });
});

describe("each condition against its fact's domain", () => {
  it("every operator on every kind of fact, constants and references (fact scope)", async () => {
    // Each case is one rule with one condition (after the two `flag` adds), so its pointer is /rules/<i>/conditions/all/2.
    const CASES: { leaf: ReturnType<typeof leaf>; expected: string[] }[] = [
      // A list (the config's) is compared only by contains and doesNotContain.
      {
        leaf: leaf("config", "learnFrom", "lessThan", 1),
        expected: ["operator-type operator: lessThan cannot compare config.learnFrom, a list of one of published, human"],
      },
      {
        leaf: leaf("config", "learnFrom", "startsWith", "p"),
        expected: ["operator-type operator: startsWith cannot compare config.learnFrom, a list of one of published, human"],
      },
      {
        leaf: leaf("config", "learnFrom", "in", ["human"]),
        expected: ["operator-type operator: in cannot compare config.learnFrom, a list of one of published, human; use contains or doesNotContain"],
      },
      {
        leaf: leaf("config", "learnFrom", "equal", "human"),
        expected: ["operator-type operator: equal cannot compare config.learnFrom, a list of one of published, human; use contains or doesNotContain"],
      },
      {
        leaf: leaf("config", "multiValued", "notEqual", "x"),
        expected: ["operator-type operator: notEqual cannot compare config.multiValued, a list of a string; use contains or doesNotContain"],
      },
      { leaf: leaf("config", "learnFrom", "contains", "human"), expected: [] },
      {
        leaf: leaf("config", "learnFrom", "doesNotContain", "humna"),
        expected: ['bad-value value: must be one of published, human (the domain of an item of config.learnFrom), got "humna"'],
      },
      { leaf: leaf("config", "multiValued", "contains", ref("fact", "key")), expected: [] },
      {
        leaf: leaf("config", "learnFrom", "contains", ref("fact", "evidenceCount")),
        expected: ["type-mismatch value: contains compares config.learnFrom (a list of one of published, human) with fact.evidenceCount (an integer ≥ 1)"],
      },
      // startsWith and endsWith: a string fact and a string value.
      {
        leaf: leaf("fact", "evidenceCount", "startsWith", "1"),
        expected: ["operator-type operator: startsWith needs a string, but fact.evidenceCount is an integer ≥ 1"],
      },
      { leaf: leaf("fact", "key", "startsWith", "a"), expected: [] },
      { leaf: leaf("fact", "key", "endsWith", 5), expected: ["type-mismatch value: endsWith needs a string value, got 5"] },
      // contains and doesNotContain: a list fact.
      {
        leaf: leaf("fact", "key", "doesNotContain", "a"),
        expected: ["operator-type operator: doesNotContain needs a list, but fact.key is a string; use equal or in"],
      },
      // A constant of another kind, or null where the fact is never null.
      { leaf: leaf("fact", "key", "equal", ["a"]), expected: ['type-mismatch value: fact.key is a string, so the value must be a string, got ["a"] (a list)'] },
      { leaf: leaf("fact", "key", "equal", null), expected: ["type-mismatch value: fact.key is a string, so the value must be a string, got null (a null)"] },
      {
        leaf: leaf("fact", "changedByThisDiff", "equal", null),
        expected: ["type-mismatch value: fact.changedByThisDiff is a boolean, so the value must be a boolean, got null (a null)"],
      },
      {
        leaf: leaf("fact", "changedByThisDiff", "notEqual", "yes"),
        expected: ['type-mismatch value: fact.changedByThisDiff is a boolean, so the value must be a boolean, got "yes" (a string)'],
      },
      { leaf: leaf("fact", "changedByThisDiff", "equal", true), expected: [] },
      {
        leaf: leaf("fact", "daysSinceSeen", "equal", "5"),
        expected: ['type-mismatch value: fact.daysSinceSeen is an integer, so the value must be a number, got "5" (a string)'],
      },
      // An integer may be negative; it may not have a fraction.
      { leaf: leaf("fact", "daysSinceSeen", "greaterThan", -3), expected: [] },
      { leaf: leaf("fact", "daysSinceSeen", "lessThan", 1.5), expected: ["bad-value value: must be an integer (the domain of fact.daysSinceSeen), got 1.5"] },
      {
        leaf: leaf("fact", "evidenceCount", "lessThanInclusive", 0),
        expected: ["bad-value value: must be an integer ≥ 1 (the domain of fact.evidenceCount), got 0"],
      },
      {
        leaf: leaf("fact", "evidenceCount", "greaterThan", 2.5),
        expected: ["bad-value value: must be an integer ≥ 1 (the domain of fact.evidenceCount), got 2.5"],
      },
      // A nullable config number: null, or a count.
      { leaf: leaf("config", "staticDecayDays", "notEqual", null), expected: [] },
      { leaf: leaf("config", "staticDecayDays", "equal", 30), expected: [] },
      {
        leaf: leaf("config", "staticDecayDays", "equal", 0),
        expected: ["bad-value value: must be an integer ≥ 1 (the domain of config.staticDecayDays), got 0"],
      },
      {
        leaf: leaf("config", "staticDecayDays", "equal", "30"),
        expected: ['type-mismatch value: config.staticDecayDays is an integer ≥ 1, so the value must be a number, got "30" (a string)'],
      },
      // in and notIn: a list of values of the fact's own domain, or a list the config holds.
      { leaf: leaf("fact", "kind", "in", "observed"), expected: ['type-mismatch value: in needs a list of values for fact.kind, got "observed"'] },
      {
        leaf: leaf("fact", "kind", "notIn", ["observed", 1]),
        expected: ["type-mismatch value/1: fact.kind is one of observed, profile-field, so the value must be a string, got 1 (a number)"],
      },
      { leaf: leaf("fact", "provenance", "in", ref("config", "learnFrom")), expected: [] },
      { leaf: leaf("fact", "key", "notIn", ref("config", "multiValued")), expected: [] },
      {
        leaf: leaf("fact", "evidenceCount", "in", ref("config", "learnFrom")),
        expected: ["type-mismatch value: in compares fact.evidenceCount (an integer ≥ 1) with config.learnFrom (a list of one of published, human)"],
      },
      {
        leaf: leaf("fact", "evidenceCount", "in", ref("config", "promoteThreshold")),
        expected: ["type-mismatch value: in compares fact.evidenceCount (an integer ≥ 1) with config.promoteThreshold (an integer ≥ 1)"],
      },
      { leaf: leaf("fact", "independentEvidence", "greaterThanInclusive", ref("config", "promoteThreshold")), expected: [] },
      {
        leaf: leaf("fact", "key", "equal", ref("config", "promoteThreshold")),
        expected: ["type-mismatch value: equal compares fact.key (a string) with config.promoteThreshold (an integer ≥ 1)"],
      },
    ];
    const rules = CASES.map((c, i) => flag(`r${i}`, 10 + i, [c.leaf]));
    const { findings } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(issues(findings)).toEqual(
      CASES.flatMap((c, i) =>
        c.expected.map((e) => {
          const [, code, where, message] = /^(\S+) (\S+): (.*)$/.exec(e)!;
          return `r${i} ${code} r/fact.yaml: /rules/${i}/conditions/all/2/${where}: ${message}`;
        }),
      ),
    );
  });
});

describe("a rule json-rules-engine cannot run", () => {
  it("`in` against a number is reported as a type mismatch: the check does not stop at the engine's TypeError", async () => {
    const rules = [
      flag("in-a-number", 10, [leaf("fact", "evidenceCount", "in", 5)]),
      flag("in-the-threshold", 9, [leaf("fact", "evidenceCount", "notIn", ref("config", "promoteThreshold"))]),
    ];
    const { findings, situations } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(findings.map((f) => `${f.rule} ${f.code} ${f.pointer}: ${f.message}`)).toEqual([
      "in-a-number type-mismatch /rules/0/conditions/all/2/value: in needs a list of values for fact.evidenceCount, got 5",
      "in-the-threshold type-mismatch /rules/1/conditions/all/2/value: notIn compares fact.evidenceCount (an integer ≥ 1) with config.promoteThreshold (an integer ≥ 1)",
    ]);
    expect(situations).toEqual({ candidate: 0, fact: 420 });
  });
});

/** Each finding as `code file pointer: message`. */
const lines = (findings: readonly Finding[]) => findings.map((f) => `${f.code} ${f.file} ${f.pointer}: ${f.message}`);

describe("the findings of a fact rule set", () => {
  it("name each rule by its place in its own file, and set no candidate situation when no file has candidate rules", async () => {
    const { findings, situations } = await check([
      ruleFile("a.yaml", "fact", [flag("human", 10, [leaf("fact", "provenance", "equal", "human")])]),
      ruleFile("b.yaml", "fact", [
        flag("published", 10, [leaf("fact", "provenance", "equal", "published")]),
        flag("never", 10, [leaf("fact", "evidenceCount", "lessThan", 1)]),
        flag("typo", 10, [leaf("fact", "layer", "equal", "dynamc")]),
      ]),
    ]);
    expect(lines(findings)).toEqual([
      'bad-value r/b.yaml /rules/2/conditions/all/2/value: must be one of static, dynamic (the domain of fact.layer), got "dynamc"',
      'never-matches r/b.yaml /rules/1/conditions: rule "never" matches no situation the runtime can produce: its conditions contradict each other or the facts\' domains',
    ]);
    expect(situations).toEqual({ candidate: 0, fact: 168 });
  });

  it("a tie is told once for each pair of rules, the rule loaded first winning it", async () => {
    const rules = [
      flag("human", 10, [leaf("fact", "provenance", "equal", "human"), leaf("fact", "changedByThisDiff", "equal", false)]),
      flag("dynamic", 10, [leaf("fact", "layer", "equal", "dynamic")]),
      flag("published", 20, [leaf("fact", "provenance", "equal", "published"), leaf("fact", "layer", "equal", "static")]),
      flag("changed", 20, [leaf("fact", "changedByThisDiff", "equal", true)]),
    ];
    const { findings } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(lines(findings)).toEqual([
      // In the order the situations were enumerated: published facts first.
      'priority-tie r/fact.yaml /rules/3/priority: rule "changed" ties with "published" at priority 20 where both match; load order decides ("published" wins)',
      'priority-tie r/fact.yaml /rules/1/priority: rule "dynamic" ties with "human" at priority 10 where both match; load order decides ("human" wins)',
    ]);
  });

  it("ties found in one situation are told in rule order, whichever level decides each rule", async () => {
    // The first situation enumerated (a published fact, unchanged) matches all three; "late" is
    // decided at the last level (changedByThisDiff), "early" at the provenance level above it.
    const rules = [
      flag("first", 10, []),
      flag("late", 10, [leaf("fact", "changedByThisDiff", "equal", false)]),
      flag("early", 10, [leaf("fact", "provenance", "equal", "published")]),
    ];
    const { findings } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(lines(findings)).toEqual([
      'unreachable r/fact.yaml /rules/1: rule "late" never decides: wherever it matches, a higher rule wins instead: "first"',
      'unreachable r/fact.yaml /rules/2: rule "early" never decides: wherever it matches, a higher rule wins instead: "first"',
      'priority-tie r/fact.yaml /rules/1/priority: rule "late" ties with "first" at priority 10 where both match; load order decides ("first" wins)',
      'priority-tie r/fact.yaml /rules/2/priority: rule "early" ties with "first" at priority 10 where both match; load order decides ("first" wins)',
    ]);
  });

  it("a rule that never decides names the rules that win instead: most situations first, then the lower priority", async () => {
    // published wins the most; then changed and unchanged human facts as many each, the unchanged enumerated first.
    const rules = [
      flag("anything", 1, [leaf("fact", "evidenceCount", "greaterThanInclusive", 1)]),
      flag("published", 60, [leaf("fact", "provenance", "equal", "published")]),
      flag("human", 55, [leaf("fact", "provenance", "equal", "human"), leaf("fact", "changedByThisDiff", "equal", false)]),
      flag("changed-human", 45, [leaf("fact", "provenance", "equal", "human"), leaf("fact", "changedByThisDiff", "equal", true)]),
    ];
    const { findings } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(lines(findings)).toEqual([
      'unreachable r/fact.yaml /rules/0: rule "anything" never decides: wherever it matches, a higher rule wins instead: "published", "changed-human", "human"',
    ]);
  });
});

describe("a rule the loaded config switches off is not reported: the config values it reads are tried", () => {
  const neverMatches = (findings: readonly Finding[]) => findings.filter((f) => f.code === "never-matches").map((f) => f.rule);

  it("booleans, a nullable number around decayDays, subsets of a list; not a number that is not nullable", async () => {
    const rules = [
      flag("known-sources-off", 10, [leaf("config", "requireKnownSources", "equal", false)]),
      flag("static-on", 11, [leaf("config", "staticDecayDays", "notEqual", null)]),
      // Off by default: decayDays (90) and the days around it.
      flag("static-89", 12, [leaf("config", "staticDecayDays", "equal", 89)]),
      flag("static-91", 13, [leaf("config", "staticDecayDays", "equal", 91)]),
      flag("static-92", 14, [leaf("config", "staticDecayDays", "equal", 92)]),
      flag("threshold-4", 15, [leaf("config", "promoteThreshold", "equal", 4)]),
      flag("learn-human-only", 16, [leaf("config", "learnFrom", "contains", "human"), leaf("config", "learnFrom", "doesNotContain", "published")]),
      flag("learn-nothing", 17, [leaf("config", "learnFrom", "doesNotContain", "human"), leaf("config", "learnFrom", "doesNotContain", "published")]),
      // No config value is neither.
      flag("neither", 18, [leaf("config", "requireKnownSources", "notEqual", true), leaf("config", "requireKnownSources", "notEqual", false)]),
      // Some config switches it on, but no fact matches it then either.
      flag("no-evidence", 18, [leaf("config", "requireKnownSources", "equal", false), leaf("fact", "evidenceCount", "lessThan", 1)]),
      // Some value of each path it reads matches, but never together: a seed is active.
      rule(
        "retired-seed",
        19,
        [leaf("config", "requireKnownSources", "equal", false), leaf("fact", "kind", "equal", "profile-field"), leaf("fact", "status", "equal", "retired")],
        "decay-flag",
      ),
    ];
    const { findings } = await check([ruleFile("fact.yaml", "fact", rules)]);
    expect(neverMatches(findings)).toEqual(["static-92", "threshold-4", "neither", "no-evidence", "retired-seed"]);
  });

  it("a rule reading too many combinations of values to try them all first is walked", async () => {
    // 2 × 2 × 3 × 2 × 48 combinations of kind, layer, status, provenance and evidenceCount.
    const rules = [
      flag("many-values", 20, [
        leaf("config", "requireKnownSources", "equal", false),
        leaf("fact", "layer", "equal", "dynamic"),
        leaf("fact", "provenance", "equal", "human"),
        leaf(
          "fact",
          "evidenceCount",
          "in",
          Array.from({ length: 15 }, (_, i) => 10 * (i + 1)),
        ),
      ]),
    ];
    expect(await check([ruleFile("fact.yaml", "fact", rules)])).toEqual({ findings: [], situations: { candidate: 0, fact: 3948 } });
  });

  it("a nullable number set: the value in force and the days around it, never below its minimum", async () => {
    const rules = [
      flag("static-1", 10, [leaf("config", "staticDecayDays", "equal", 1)]),
      flag("static-3", 11, [leaf("config", "staticDecayDays", "equal", 3)]),
      flag("static-4", 12, [leaf("config", "staticDecayDays", "equal", 4)]),
    ];
    const at2 = await check([ruleFile("fact.yaml", "fact", rules)], resolveConfig({ staticDecayDays: 2 }));
    expect(neverMatches(at2.findings)).toEqual(["static-4"]);
    const below = [flag("static-below-1", 10, [leaf("config", "staticDecayDays", "lessThan", 1)])];
    const at1 = await check([ruleFile("fact.yaml", "fact", below)], resolveConfig({ staticDecayDays: 1 }));
    expect(neverMatches(at1.findings)).toEqual(["static-below-1"]);
  });
});

/** The values each path takes over the situations enumerated, each list in the order first seen. */
async function valuesSeen(scope: "candidate" | "fact", rules: Rule[], paths: readonly string[], config: ResolvedConfig = DEFAULT) {
  const set = buildRuleSet([ruleFile(`${scope}.yaml`, scope, rules)], "r", { requireCandidateScope: false });
  const seen = new Map<string, Set<unknown>>(paths.map((p) => [p, new Set()]));
  let count = 0;
  await forEachSituation(scope, set[scope], config, (s) => {
    count++;
    for (const p of paths) {
      const [fact, key] = p.split(".") as [string, string];
      seen.get(p)!.add((s as Record<string, Record<string, unknown>>)[fact]![key]);
    }
  });
  return { count, values: Object.fromEntries(paths.map((p) => [p, [...seen.get(p)!]])) };
}

describe("the values the enumeration tries", () => {
  const FACT_PATHS = ["fact.evidenceCount", "fact.independentEvidence", "fact.daysSinceSeen", "fact.key"];

  it("fact paths no rule compares with anything: the smallest counts, day 0, a key", async () => {
    expect(await valuesSeen("fact", [flag("any", 1, [])], FACT_PATHS)).toEqual({
      count: 168,
      values: { "fact.evidenceCount": [1, 2, 3], "fact.independentEvidence": [1, 2, 3], "fact.daysSinceSeen": [0], "fact.key": ["some-key"] },
    });
  });

  it("fact paths around the numbers and strings rules name, in order (an independent count needs as many sources)", async () => {
    const rules = [
      flag("many-sources", 1, [leaf("fact", "evidenceCount", "equal", 20)]),
      flag("independent", 2, [leaf("fact", "independentEvidence", "greaterThan", 5)]),
      // Not numbers: the string "7" (a type mismatch) and Infinity are not values to try around.
      flag("string-seven", 3, [leaf("fact", "evidenceCount", "equal", "7")]),
      flag("infinite", 4, [leaf("fact", "evidenceCount", "lessThan", Number.POSITIVE_INFINITY)]),
      flag("days", 5, [leaf("fact", "daysSinceSeen", "lessThan", -3), leaf("fact", "daysSinceSeen", "greaterThan", 2.5)]),
      // A key named "unrelated": the unrelated key is another one.
      flag("keys", 6, [leaf("fact", "key", "in", ["unrelated", "b"])]),
    ];
    const { values } = await valuesSeen("fact", rules, FACT_PATHS);
    expect(values).toEqual({
      "fact.evidenceCount": [1, 2, 3, 4, 5, 6, 19, 20, 21],
      "fact.independentEvidence": [1, 2, 3, 4, 5, 6],
      "fact.daysSinceSeen": [-4, -3, -2, 0, 1, 2, 3, 4],
      "fact.key": ["unrelated", "unrelatedx", "xunrelated", "b", "bx", "xb", "unrelated-"],
    });
  });
});

describe("the candidate values the enumeration tries", () => {
  const PATHS = [
    "candidate.key",
    "candidate.value",
    "candidate.source",
    "candidate.observedDate",
    "candidate.lookalikeOf",
    "candidate.similarKey",
    "candidate.quoteFound",
    "candidate.origin",
    "key.activeFacts",
  ];

  it("the defaults of each string, dates around a date named, a similar key when a rule reads it, keys the config makes multi-valued", async () => {
    // 2 keys × 1 value × 2 sources × 4 dates: 16 combinations, still the full product.
    const rules = [
      rule("similar-in-march", 1, [leaf("candidate", "similarKey", "notEqual", null), leaf("candidate", "observedDate", "equal", "2026-03-01")], "reject"),
      // Compares with a fact, not the config (a type mismatch): no value of its own to try.
      rule("key-vs-multi", 2, [leaf("candidate", "key", "notEqual", ref("key", "multiValued"))], "reject"),
    ];
    expect(await valuesSeen("candidate", rules, PATHS, resolveConfig({ multiValued: ["m"] }))).toEqual({
      count: 124672,
      values: {
        "candidate.key": ["some-key", "m"],
        "candidate.value": ["some value", ""],
        "candidate.source": ["published:aaaaaaaaaaaa", "human:some-label"],
        "candidate.observedDate": ["2026-02-28", "2026-03-01", "2026-03-02", "2026-01-01"],
        "candidate.lookalikeOf": [null, "some-fact-id"],
        "candidate.similarKey": [null, "some-similar-key"],
        // No rule reads them: null and session only.
        "candidate.quoteFound": [null],
        "candidate.origin": ["session"],
        "key.activeFacts": [0, 1, 2],
      },
    });
  });
});

describe("candidate rule sets", () => {
  it("the candidate's strings beyond the full product: each value alone, and each rule's constants together", async () => {
    // 4 keys × 4 values × 2 sources: 32 combinations, more than the full product takes.
    const rules = [
      rule(
        "k-v",
        1,
        [leaf("candidate", "key", "equal", "k"), leaf("candidate", "value", "equal", "v"), leaf("candidate", "provenance", "equal", "human")],
        "reject",
      ),
      // Not a date (a bad value): not among the dates tried, so not named either.
      rule("no-date", 2, [leaf("candidate", "observedDate", "equal", "not-a-date")], "reject"),
    ];
    const set = buildRuleSet([ruleFile("candidate.yaml", "candidate", rules)], "r");
    const combos = new Set<string>();
    await forEachSituation("candidate", set.candidate, DEFAULT, (s) => {
      const { key, value, source, observedDate } = (s as CandidateSituation).candidate;
      combos.add([key, value, source, observedDate].join(" | "));
    });
    // The unrelated value of each path, then each value alone, then k and v together (k-v); each with
    // the empty value a retire or resolve naming no fact has.
    expect([...combos].sort()).toEqual([
      "k |  | published:aaaaaaaaaaaa | 2026-01-01",
      "k | unrelated | published:aaaaaaaaaaaa | 2026-01-01",
      "k | v | published:aaaaaaaaaaaa | 2026-01-01",
      "kx |  | published:aaaaaaaaaaaa | 2026-01-01",
      "kx | unrelated | published:aaaaaaaaaaaa | 2026-01-01",
      "unrelated |  | human:some-label | 2026-01-01",
      "unrelated |  | published:aaaaaaaaaaaa | 2026-01-01",
      "unrelated | unrelated | human:some-label | 2026-01-01",
      "unrelated | unrelated | published:aaaaaaaaaaaa | 2026-01-01",
      "unrelated | v | published:aaaaaaaaaaaa | 2026-01-01",
      "unrelated | vx | published:aaaaaaaaaaaa | 2026-01-01",
      "unrelated | xv | published:aaaaaaaaaaaa | 2026-01-01",
      "xk |  | published:aaaaaaaaaaaa | 2026-01-01",
      "xk | unrelated | published:aaaaaaaaaaaa | 2026-01-01",
    ]);
  });

  it("not-total for one situation: named by the first rule's file; each rule by its place in its own file", async () => {
    // Everything but a human statement on a new key, known, not declined, naming no fact and never seen.
    const allButOne = {
      name: "all-but-one",
      priority: 1,
      conditions: {
        any: [
          leaf("candidate", "provenance", "notEqual", "human"),
          leaf("candidate", "hasSupersedes", "equal", true),
          leaf("candidate", "hasRetires", "equal", true),
          leaf("candidate", "hasKeeps", "equal", true),
          leaf("candidate", "sourceKnown", "equal", false),
          leaf("candidate", "declinedByOperator", "equal", true),
          leaf("candidate", "previouslyDeclined", "equal", true),
          leaf("key", "activeFacts", "notEqual", 0),
          leaf("key", "sourceSeen", "equal", true),
          leaf("candidate", "operatorStatement", "equal", false),
        ],
      },
      event: { type: "reject" },
    } as Rule;
    const { findings, situations } = await check([
      ruleFile("a.yaml", "candidate", [rule("ai-draft", 2, [leaf("candidate", "provenance", "equal", "ai-draft")], "reject")]),
      ruleFile("b.yaml", "candidate", [allButOne, rule("negative", 3, [leaf("key", "activeFacts", "lessThan", 0)], "reject")]),
    ]);
    expect(lines(findings)).toEqual([
      'not-total r/a.yaml /rules: no candidate rule classifies 1 situation the runtime can produce, e.g. candidate.declinedByOperator=false, candidate.hasKeeps=false, candidate.hasRetires=false, candidate.hasSupersedes=false, candidate.operatorStatement=true, candidate.previouslyDeclined=false, candidate.provenance="human", candidate.sourceKnown=true, key.activeFacts=0, key.sourceSeen=false; the candidate rule set must be total',
      'never-matches r/b.yaml /rules/1/conditions: rule "negative" matches no situation the runtime can produce: its conditions contradict each other or the facts\' domains',
      'no-fact-rules r /: no rule file has scope "fact": promotion and decay are off',
    ]);
    expect(situations).toEqual({ candidate: 14176, fact: 0 });
  });

  it("a candidate's date, look-alike and quote conditions; a rule on a multi-valued key is on under some config", async () => {
    const rules = [
      rule("date-number", 10, [leaf("candidate", "observedDate", "equal", 5)], "reject"),
      rule("no-such-day", 11, [leaf("candidate", "observedDate", "equal", "2026-02-30")], "reject"),
      rule("lookalike-of", 12, [leaf("candidate", "lookalikeOf", "notEqual", "f1")], "reject"),
      rule("no-quote", 13, [leaf("candidate", "quoteFound", "equal", null)], "reject"),
      rule("quote-yes", 14, [leaf("candidate", "quoteFound", "equal", "yes")], "reject"),
      rule("multi-valued", 15, [leaf("key", "multiValued", "equal", true)], "reject"),
      rule("from-a-record", 16, [leaf("candidate", "source", "startsWith", "published:")], "reject"),
    ];
    const { findings } = await check([ruleFile("candidate.yaml", "candidate", rules)]);
    expect(lines(findings.filter((f) => f.level === "error"))).toEqual([
      "type-mismatch r/candidate.yaml /rules/0/conditions/all/0/value: candidate.observedDate is a date YYYY-MM-DD, so the value must be a string, got 5 (a number)",
      'bad-value r/candidate.yaml /rules/1/conditions/all/0/value: must be a date YYYY-MM-DD (the domain of candidate.observedDate), got "2026-02-30"',
      'type-mismatch r/candidate.yaml /rules/4/conditions/all/0/value: candidate.quoteFound is a boolean, so the value must be a boolean, got "yes" (a string)',
      // No never-matches for multi-valued: the key is multi-valued once the config lists it.
      'not-total r/candidate.yaml /rules: no candidate rule classifies 7360 situations the runtime can produce, e.g. candidate.lookalikeOf="f1", candidate.observedDate="2026-01-01", candidate.quoteFound=false, candidate.source="xpublished:", key.multiValued=false; the candidate rule set must be total',
    ]);
  });

  it("a similar key is never the candidate's own key, though both are among the values tried; a quote only in a record", async () => {
    // An empty similar key too: the candidates it leaves are not those a quote leaves.
    const rules = [
      rule("similar-k", 1, [leaf("candidate", "similarKey", "in", ["k", ""])], "reject"),
      rule("quoted", 2, [leaf("candidate", "quoteFound", "equal", true)], "reject"),
    ];
    const set = buildRuleSet([ruleFile("candidate.yaml", "candidate", rules)], "r");
    const config = resolveConfig({ multiValued: ["k"] });
    let count = 0;
    const pairs = new Set<string>();
    const inconsistent: object[] = [];
    await forEachSituation("candidate", set.candidate, config, (s) => {
      count++;
      const { candidate: c } = s as CandidateSituation;
      pairs.add(`${c.key} ${c.similarKey}`);
      if (!isConsistentCandidate(s as CandidateSituation) && inconsistent.length < 3) inconsistent.push(structuredClone(s));
    });
    expect(inconsistent).toEqual([]);
    expect([...pairs].sort()).toEqual([
      "k ",
      "k kx",
      "k null",
      "k unrelated",
      "k x",
      "k xk",
      "some-key ",
      "some-key k",
      "some-key kx",
      "some-key null",
      "some-key unrelated",
      "some-key x",
      "some-key xk",
    ]);
    expect(count).toBe(98640);
  });
});

describe("an enumeration too large to key exactly", () => {
  it("is refused before it starts", async () => {
    // ~7,500 values of each of three counts and of the key (each constant and the two around it), all
    // read by one rule with kind (2) and status (3): 6 × 7,500⁴ ≈ 1.9e16 combinations, beyond 2^53.
    const spaced = Array.from({ length: 2500 }, (_, i) => 10 * (i + 1));
    const rules = [
      flag("huge", 1, [
        leaf("fact", "evidenceCount", "in", spaced),
        leaf("fact", "independentEvidence", "in", spaced),
        leaf("fact", "daysSinceSeen", "in", spaced),
        leaf(
          "fact",
          "key",
          "in",
          spaced.map((n) => `k${n}`),
        ),
      ]),
    ];
    await expect(check([ruleFile("fact.yaml", "fact", rules)])).rejects.toThrow(new Error("rules --check: too many situations to enumerate"));
  });
});
