import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import type { ResolvedConfig, Rule, RuleFile } from "../../src/core/schema-types.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { type CheckResult, checkRules, type Finding, forEachSituation, formatFinding, isConsistentCandidate } from "../../src/rules/check-rules.js";
import { buildRuleSet } from "../../src/rules/rule-set.js";
import type { CandidateSituation } from "../../src/rules/situation.js";
import { candidateSituation as situation } from "../helpers/situations.js";
import { leaf, rule } from "../helpers/builders.js";

const shipped = (name: string) => load(readFileSync(join(SHIPPED_RULES_DIR, name), "utf8")) as RuleFile;
const CANDIDATE = shipped("candidate.yaml");
const FACT = shipped("fact.yaml");
const DEFAULT = resolveConfig({});

/** The shipped files with `extra` rules appended to the candidate file (or replacing it with `only`). */
async function check({
  extra = [],
  only,
  fact = FACT.rules,
  config = DEFAULT,
}: {
  extra?: Rule[];
  only?: Rule[];
  fact?: Rule[] | null;
  config?: ResolvedConfig;
} = {}): Promise<CheckResult> {
  const files = [
    {
      path: "my-rules/candidate.yaml",
      file: "candidate.yaml",
      sha256: "c".repeat(64),
      content: { ...CANDIDATE, rules: only ?? [...CANDIDATE.rules, ...extra] },
    },
  ];
  if (fact) files.push({ path: "my-rules/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: { ...FACT, rules: fact } });
  const rules = buildRuleSet(files, "my-rules");
  const paths = new Map(files.map((f) => [f.file, f.path]));
  return checkRules({ rules, config, origin: "my-rules", paths });
}

/** Where the i-th rule appended to the shipped candidate file is. */
const extraAt = (i: number) => `/rules/${CANDIDATE.rules.length + i}`;

/** Each finding expected, among the others, with the case it stands for in the failure message. */
function expectFindings(findings: readonly Finding[], cases: readonly { name: string; expected: Partial<Finding> }[]): void {
  for (const { name, expected } of cases) expect(findings, name).toContainEqual(expect.objectContaining(expected));
}

/** The finding each case expects of its rule at `at(i)` of the candidate file (a never-matches finding says the same of every rule). */
function asAppended(cases: readonly { name: string; rule: Rule; expected: Partial<Finding> }[], at: (i: number) => string) {
  return cases.map(({ name, rule: { name: ruleName }, expected }, i) => ({
    name,
    expected: {
      level: "error",
      file: "my-rules/candidate.yaml",
      rule: ruleName,
      ...expected,
      pointer: `${at(i)}${expected.pointer}`,
      ...(expected.code === "never-matches"
        ? { message: `rule "${ruleName}" matches no situation the runtime can produce: its conditions contradict each other or the facts' domains` }
        : {}),
    } satisfies Partial<Finding>,
  }));
}

// Each check of the shipped rules enumerates 35k situations or more, so the cases whose rules cannot
// change one another's findings share one check, in one test: a test asserts what it computed itself
// (mutation testing runs, for each mutant, only the tests whose own run reached it).
describe("checkRules finds each problem with its code, file and pointer", () => {
  it("rules reported for their conditions alone, or that match no situation (one check, no fact rules)", async () => {
    const CASES: { name: string; rule: Rule; expected: Partial<Finding> }[] = [
      {
        name: "never-matches: a same-value fact on a key with no active fact",
        rule: rule("impossible", 200, [leaf("key", "activeFacts", "equal", 0), leaf("key", "sameValue", "equal", true)], "reject"),
        expected: { code: "never-matches", pointer: "/conditions" },
      },
      {
        name: "bad-value: provenance humna",
        rule: rule("typo", 200, [leaf("candidate", "provenance", "equal", "humna")], "reject"),
        expected: {
          code: "bad-value",
          pointer: "/conditions/all/0/value",
          message: 'must be one of human, published, ai-draft (the domain of candidate.provenance), got "humna"',
        },
      },
      {
        name: "bad-value: an item of an in-list",
        rule: rule("typo-in", 200, [leaf("candidate", "provenance", "in", ["human", "pubished"])], "reject"),
        expected: {
          code: "bad-value",
          pointer: "/conditions/all/0/value/1",
          message: 'must be one of human, published, ai-draft (the domain of candidate.provenance), got "pubished"',
        },
      },
      {
        name: "bad-value: an origin brain never gives (candidate.origin is operator, agent or session)",
        rule: rule("origin-typo", 200, [leaf("candidate", "origin", "equal", "opreator")], "reject"),
        expected: {
          code: "bad-value",
          pointer: "/conditions/all/0/value",
          message: 'must be one of operator, agent, session (the domain of candidate.origin), got "opreator"',
        },
      },
      {
        name: "never-matches: a value candidate of origin agent that cites a record (only operator statements have another origin)",
        rule: rule("agent-record", 200, [leaf("candidate", "origin", "equal", "agent"), leaf("candidate", "operatorStatement", "equal", false)], "reject"),
        expected: { code: "never-matches", pointer: "/conditions" },
      },
      {
        name: "bad-value: a negative count",
        rule: rule("negative", 200, [leaf("key", "activeFacts", "equal", -1)], "reject"),
        expected: { code: "bad-value", pointer: "/conditions/all/0/value", message: "must be an integer ≥ 0 (the domain of key.activeFacts), got -1" },
      },
      {
        name: 'type-mismatch: activeFacts equal "0"',
        rule: rule("string-zero", 200, [leaf("key", "activeFacts", "equal", "0")], "reject"),
        expected: {
          code: "type-mismatch",
          pointer: "/conditions/all/0/value",
          message: 'key.activeFacts is an integer ≥ 0, so the value must be a number, got "0" (a string)',
        },
      },
      {
        name: "type-mismatch: a count compared with a list of the config",
        rule: rule("count-vs-list", 200, [leaf("key", "activeFacts", "greaterThan", { fact: "config", path: "learnFrom" })], "reject"),
        expected: {
          code: "type-mismatch",
          pointer: "/conditions/all/0/value",
          message: "greaterThan compares key.activeFacts (an integer ≥ 0) with config.learnFrom (a list of one of published, human)",
        },
      },
      {
        name: "operator-type: the look-alike's fact id (a nullable string) compared with a number",
        rule: rule("lookalike-count", 200, [leaf("candidate", "lookalikeOf", "greaterThan", 0)], "reject"),
        expected: {
          code: "operator-type",
          pointer: "/conditions/all/0/operator",
          message: "greaterThan needs a number, but candidate.lookalikeOf is a string",
        },
      },
      {
        name: "type-mismatch: the look-alike's fact id equal true",
        rule: rule("lookalike-true", 200, [leaf("candidate", "lookalikeOf", "equal", true)], "reject"),
        expected: {
          code: "type-mismatch",
          pointer: "/conditions/all/0/value",
          message: "candidate.lookalikeOf is a string, so the value must be a string, got true (a boolean)",
        },
      },
      {
        name: "never-matches: a look-alike on a key with no active fact",
        rule: rule("lookalike-alone", 200, [leaf("candidate", "lookalikeOf", "notEqual", null), leaf("key", "activeFacts", "equal", 0)], "reject"),
        expected: { code: "never-matches", pointer: "/conditions" },
      },
      {
        name: "operator-type: greaterThan on a boolean",
        rule: rule("ordered-boolean", 200, [leaf("key", "sameValue", "greaterThan", 0)], "reject"),
        expected: { code: "operator-type", pointer: "/conditions/all/0/operator", message: "greaterThan needs a number, but key.sameValue is a boolean" },
      },
    ];
    const { findings } = await check({ extra: CASES.map((c) => c.rule), fact: null });
    expectFindings(findings, asAppended(CASES, extraAt));
    expectFindings(findings, [
      {
        name: "no-fact-rules: no fact scope",
        expected: {
          level: "warning",
          code: "no-fact-rules",
          file: "my-rules",
          pointer: "/",
          message: 'no rule file has scope "fact": promotion and decay are off',
        },
      },
    ]);
    // Errors first, then warnings.
    expect(findings.map((f) => f.level)).toEqual([...findings.map((f) => f.level)].sort());
    // One line per finding.
    const typo = findings.find((f) => f.rule === "typo")!;
    expect(formatFinding(typo)).toBe(
      `error  bad-value  my-rules/candidate.yaml: ${extraAt(1)}/conditions/all/0/value: must be one of human, published, ai-draft (the domain of candidate.provenance), got "humna"`,
    );
  });

  it("rules naming string constants: their own check, beside a rule for everything else (each key constant multiplies the situations)", async () => {
    const CASES: { name: string; rule: Rule; expected: Partial<Finding> }[] = [
      {
        name: "never-matches: a key equal to two constants",
        rule: rule("two-keys", 200, [leaf("candidate", "key", "equal", "languages"), leaf("candidate", "key", "in", ["skills", "tools"])], "reject"),
        expected: { code: "never-matches", pointer: "/conditions" },
      },
      {
        name: "operator-type: contains on a string fact",
        rule: rule("contains-string", 200, [leaf("candidate", "key", "contains", "title")], "reject"),
        expected: {
          code: "operator-type",
          pointer: "/conditions/all/0/operator",
          message: "contains needs a list, but candidate.key is a string; use equal or in",
        },
      },
    ];
    const only = [...CASES.map((c) => c.rule), rule("everything-else", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "reject")];
    const { findings } = await check({ only });
    expectFindings(
      findings,
      asAppended(CASES, (i) => `/rules/${i}`),
    );
  });

  it("rules that decide somewhere, each where the others do not match or never win (one check)", async () => {
    const extra = [
      rule("add-anyway", 200, [leaf("key", "sameValue", "equal", false), leaf("key", "sourceSeen", "equal", false)], "add"),
      rule("late-duplicate", 10, [leaf("key", "sourceSeen", "equal", true)], "duplicate"),
      rule("tied", 90, [leaf("key", "sourceSeen", "equal", true), leaf("key", "sameValue", "equal", true)], "duplicate"),
    ];
    const { findings } = await check({ extra, fact: [rule("promote-seeds", 30, [leaf("fact", "kind", "equal", "profile-field")], "promote")] });
    expectFindings(findings, [
      {
        name: "outcome-not-allowed: add on a key that has an active fact",
        expected: { level: "error", code: "outcome-not-allowed", rule: "add-anyway", file: "my-rules/candidate.yaml", pointer: `${extraAt(0)}/event/type` },
      },
      {
        name: "outcome-not-allowed: promote a seed",
        expected: {
          level: "error",
          code: "outcome-not-allowed",
          rule: "promote-seeds",
          file: "my-rules/fact.yaml",
          pointer: "/rules/0/event/type",
          message:
            'rule "promote-seeds" chooses "promote" where the runtime refuses it (only active observed facts can be flagged, and only dynamic ones promoted), e.g. fact.kind="profile-field", fact.status="active", fact.layer="static"',
          situation: { "fact.kind": "profile-field", "fact.status": "active", "fact.layer": "static" },
        },
      },
      {
        name: "unreachable: a duplicate rule below duplicate-source",
        expected: {
          level: "warning",
          code: "unreachable",
          rule: "late-duplicate",
          file: "my-rules/candidate.yaml",
          pointer: extraAt(1),
          // Where late-duplicate matches, duplicate-source wins unless an earlier reject does (the operator's declines,
          // ai-draft, an unknown source, or a quote not found): most often the declines, then the nearest rule above.
          message:
            'rule "late-duplicate" never decides: wherever it matches, a higher rule wins instead: "decline-by-operator", "reject-previously-declined", "duplicate-source", "reject-unknown-source", "reject-unlearnable-provenance", "reject-quote-not-in-record", "reject-human-source-not-human", "reject-seed-change-not-operator"',
        },
      },
      {
        name: "priority-tie: two overlapping rules at 90",
        expected: {
          level: "warning",
          code: "priority-tie",
          rule: "tied",
          file: "my-rules/candidate.yaml",
          pointer: `${extraAt(2)}/priority`,
          message: 'rule "tied" ties with "duplicate-source" at priority 90 where both match; load order decides ("duplicate-source" wins)',
        },
      },
    ]);
  });

  it("not-total: only new keys and ai-drafts are classified, with an example situation", async () => {
    const only = [
      rule("add", 60, [leaf("key", "activeFacts", "equal", 0)], "add"),
      rule("no-ai", 100, [leaf("candidate", "provenance", "equal", "ai-draft")], "reject"),
    ];
    const { findings, situations } = await check({ only });
    expect(situations).toEqual({ candidate: 14176, fact: 1120 });
    expect(findings[0]).toEqual({
      level: "error",
      code: "not-total",
      file: "my-rules/candidate.yaml",
      pointer: "/rules",
      message:
        'no candidate rule classifies 8784 situations the runtime can produce, e.g. candidate.provenance="human", key.activeFacts=1; the candidate rule set must be total',
      situation: { "candidate.provenance": "human", "key.activeFacts": 1 },
    });
  });
});

describe("what checks clean", () => {
  it("a rule that needs three string constants at once (beyond the full product of strings)", async () => {
    // Two such rules and one for everything else: the covering set of the candidate's strings
    // must hold each rule's own three constants together.
    const only = [
      ...["a", "b"].map((k, i) =>
        rule(
          `only-${k}`,
          99 - i,
          [leaf("candidate", "key", "equal", `k-${k}`), leaf("candidate", "source", "equal", `published:${k}`), leaf("candidate", "value", "equal", `v-${k}`)],
          "reject",
        ),
      ),
      rule("everything-else", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "reject"),
    ];
    expect(await check({ only })).toEqual({ findings: [], situations: { candidate: 190296, fact: 1120 } });
  });

  it("rules reading candidate.similarKey and candidate.quoteFound are enumerated: a rule on each decides somewhere", async () => {
    const extra = [
      rule("similar-key-aside", 99, [leaf("candidate", "similarKey", "notEqual", null)], "reject"),
      rule("quote-not-checked", 98, [leaf("candidate", "quoteFound", "equal", null), leaf("candidate", "operatorStatement", "equal", false)], "reject"),
    ];
    expect(await check({ extra })).toEqual({ findings: [], situations: { candidate: 38960, fact: 1120 } });
  });

  it("the shipped rules under the default config", async () => {
    expect(await check()).toEqual({ findings: [], situations: { candidate: 35440, fact: 1120 } });
    expect(await checkRules({ rules: loadRuleSet(null), config: DEFAULT, origin: SHIPPED_RULES_DIR })).toEqual({
      findings: [],
      situations: { candidate: 35440, fact: 1120 },
    });
  });

  it.each([
    { name: "promoteThreshold 2", config: resolveConfig({ promoteThreshold: 2 }), expected: [] as string[] },
    // Only human retires (retireFrom) and resolves, but human is never learned from: no retire or resolve can be accepted.
    {
      name: "decayDays 1 and learnFrom published",
      config: resolveConfig({ decayDays: 1, learnFrom: ["published"] }),
      expected: ["warning unreachable retire-by-operator", "warning unreachable resolve-by-operator"],
    },
    {
      name: "learnFrom and retireFrom published",
      config: resolveConfig({ learnFrom: ["published"], retireFrom: ["published"] }),
      expected: ["warning unreachable resolve-by-operator"],
    },
    { name: "requireKnownSources off", config: resolveConfig({ requireKnownSources: false }), expected: [] },
    { name: "a multi-valued key", config: resolveConfig({ multiValued: ["languages"] }), expected: [] },
    // Every fact has at least one source, so promotion always outranks the stale flag.
    { name: "promoteThreshold 1", config: resolveConfig({ promoteThreshold: 1 }), expected: ["warning unreachable flag-stale"] },
  ])("the shipped rules plus a rule the config switches off ($name)", async ({ config, expected }) => {
    const off = rule(
      "only-without-known-sources",
      86,
      [leaf("config", "requireKnownSources", "equal", false), leaf("candidate", "sourceKnown", "equal", false)],
      "reject",
    );
    const { findings } = await check({ extra: [off], config });
    expect(findings.map((f) => `${f.level} ${f.code} ${f.rule}`)).toEqual(expected);
  });
});

describe("the situations enumerated", () => {
  it("are exactly the consistent ones: each passes isConsistentCandidate, and there are as many as ever", async () => {
    // The shipped rules (they read candidate.origin and .lookalikeOf), rules reading .similarKey and
    // .quoteFound, a multi-valued key and a nullable config number: every level takes more than one value.
    const extra = [
      rule("similar-key-aside", 99, [leaf("candidate", "similarKey", "notEqual", null)], "reject"),
      rule("quote-not-checked", 98, [leaf("candidate", "quoteFound", "equal", null), leaf("candidate", "operatorStatement", "equal", false)], "reject"),
    ];
    const config = resolveConfig({ multiValued: ["languages"], staticDecayDays: 30 });
    const rules = buildRuleSet(
      [{ path: "r/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: { ...CANDIDATE, rules: [...CANDIDATE.rules, ...extra] } }],
      "r",
    );
    let count = 0;
    const inconsistent: object[] = [];
    await forEachSituation("candidate", rules.candidate, config, (s) => {
      count++;
      if (!isConsistentCandidate(s as CandidateSituation) && inconsistent.length < 3) inconsistent.push(structuredClone(s));
    });
    expect(inconsistent).toEqual([]);
    expect(count).toBe(77920);
  });
});

describe("consistent situations (docs/rules.md)", () => {
  const LIVE = { exists: true, active: true, sameKey: true, observed: true };
  it.each([
    { name: "sameValue needs an active fact", s: situation({ key: { activeFacts: 0, sameValue: true } }), ok: false },
    { name: "operatorStatement is exactly a human:<label> source", s: situation({ candidate: { source: "published:a", operatorStatement: true } }), ok: false },
    { name: "a human:<label> source is an operator statement", s: situation({ candidate: { source: "human:a", operatorStatement: false } }), ok: false },
    { name: "sourceSeen without active facts (a retired value's source)", s: situation({ key: { activeFacts: 0, sourceSeen: true } }), ok: true },
    { name: "an ai-draft source is never known", s: situation({ candidate: { provenance: "ai-draft", source: "published:a", sourceKnown: true } }), ok: false },
    {
      name: "an ai-draft candidate citing a human:<label> statement: the statement is known",
      s: situation({ candidate: { provenance: "ai-draft", source: "human:x", sourceKnown: true } }),
      ok: true,
    },
    {
      name: "human:<label> is known whatever the provenance",
      s: situation({ candidate: { provenance: "published", source: "human:x", sourceKnown: true } }),
      ok: true,
    },
    { name: "human:<label> is never unknown", s: situation({ candidate: { provenance: "human", source: "human:x", sourceKnown: false } }), ok: false },
    {
      name: "a record of the candidate's provenance may be missing",
      s: situation({ candidate: { provenance: "human", source: "notes:a", sourceKnown: false } }),
      ok: true,
    },
    { name: "a retire candidate has no value", s: situation({ candidate: { hasRetires: true }, key: { sameValue: true } }), ok: false },
    {
      name: "a retire candidate's target never holds a different value",
      s: situation({ candidate: { hasRetires: true, value: "v" }, target: { ...LIVE, differentValue: true } }),
      ok: false,
    },
    { name: "a retire candidate naming no fact has an empty value", s: situation({ candidate: { hasRetires: true, value: "v" } }), ok: false },
    { name: "a retire candidate naming no fact", s: situation({ candidate: { hasRetires: true, value: "" } }), ok: true },
    {
      name: "a retire candidate naming a fact claimed earlier (superseded: its id lives on)",
      s: situation({ candidate: { hasRetires: true }, target: { ...LIVE, claimed: true } }),
      ok: true,
    },
    {
      name: "a live supersedes target is an active fact",
      s: situation({ candidate: { hasSupersedes: true }, key: { activeFacts: 0 }, target: { ...LIVE, differentValue: true } }),
      ok: false,
    },
    { name: "a live target with the same value is sameValue", s: situation({ candidate: { hasSupersedes: true }, target: LIVE }), ok: false },
    {
      name: "a different target and another holder make two facts",
      s: situation({ candidate: { hasSupersedes: true }, key: { sameValue: true }, target: { ...LIVE, differentValue: true } }),
      ok: false,
    },
    {
      name: "the conflict a supersede resolves",
      s: situation({ candidate: { hasSupersedes: true }, key: { activeFacts: 2, sameValue: true }, target: { ...LIVE, differentValue: true } }),
      ok: true,
    },
    { name: "a look-alike is an active fact of the key", s: situation({ candidate: { lookalikeOf: "f1" }, key: { activeFacts: 0 } }), ok: false },
    { name: "a look-alike of a value no active fact holds", s: situation({ candidate: { lookalikeOf: "f1" }, key: { activeFacts: 1 } }), ok: true },
    { name: "no look-alike when an active fact holds the value", s: situation({ candidate: { lookalikeOf: "f1" }, key: { sameValue: true } }), ok: false },
    { name: "a retire candidate has no look-alike", s: situation({ candidate: { hasRetires: true, value: "", lookalikeOf: "f1" } }), ok: false },
    {
      name: "the look-alike is never the supersedes target: beside a live target it is a second fact",
      s: situation({ candidate: { hasSupersedes: true, lookalikeOf: "f1" }, key: { activeFacts: 1 }, target: { ...LIVE, differentValue: true } }),
      ok: false,
    },
    { name: "a value candidate naming no fact has no target", s: situation({ target: { exists: true } }), ok: false },
    { name: "a target that does not exist is nothing else", s: situation({ candidate: { hasSupersedes: true }, target: { active: true } }), ok: false },
    {
      name: "only an observed fact is claimed",
      s: situation({
        candidate: { hasSupersedes: true, changesSeed: true },
        target: { exists: true, active: true, sameKey: true, differentValue: true, claimed: true },
      }),
      ok: false,
    },
    { name: "a candidate of another origin is the operator's statement", s: situation({ candidate: { origin: "agent" } }), ok: true },
    {
      name: "a candidate of another origin never cites a record",
      s: situation({ candidate: { origin: "agent", source: "notes:a", sourceKnown: false } }),
      ok: false,
    },
    { name: "a candidate of another origin is human", s: situation({ candidate: { origin: "operator", provenance: "published" } }), ok: false },
    { name: "nothing evidenced a retire candidate", s: situation({ candidate: { hasRetires: true, value: "" }, key: { sourceSeen: true } }), ok: false },
    { name: "a quote is looked for only in a record", s: situation({ candidate: { quoteFound: false } }), ok: false },
    { name: "a quote found in a record", s: situation({ candidate: { quoteFound: true, source: "notes:a", sourceKnown: true } }), ok: true },
    { name: "a similar key of a key with no active fact", s: situation({ candidate: { similarKey: "k2" }, key: { activeFacts: 0 } }), ok: true },
    { name: "no similar key for a key with an active fact", s: situation({ candidate: { similarKey: "k2" } }), ok: false },
    { name: "a similar key is another key", s: situation({ candidate: { similarKey: "k" }, key: { activeFacts: 0 } }), ok: false },
    {
      name: "no similar key for a retire candidate",
      s: situation({ candidate: { hasRetires: true, value: "", similarKey: "k2" }, key: { activeFacts: 0 } }),
      ok: false,
    },
    {
      name: "a retire naming an active seed of its key changes it",
      s: situation({ candidate: { hasRetires: true, value: "", changesSeed: true }, target: { exists: true, active: true, sameKey: true, observed: false } }),
      ok: true,
    },
    {
      name: "a retire naming an observed fact changes no seed",
      s: situation({ candidate: { hasRetires: true, changesSeed: true }, target: LIVE }),
      ok: false,
    },
    {
      name: "a supersedes naming an active seed of its key changes it",
      s: situation({ candidate: { hasSupersedes: true, changesSeed: false }, target: { exists: true, active: true, sameKey: true, observed: false } }),
      ok: false,
    },
    { name: "a value candidate naming no fact changes no seed", s: situation({ candidate: { changesSeed: true } }), ok: false },
    { name: "a resolve may archive a seed", s: situation({ candidate: { hasKeeps: true, changesSeed: true }, target: LIVE }), ok: true },
    { name: "a key the config lists is multi-valued", s: situation({ candidate: { key: "k" }, key: { multiValued: true } }), ok: false },
    {
      name: "a key the config lists is multi-valued (and only such a key)",
      s: situation({ candidate: { key: "k" }, key: { multiValued: true }, config: resolveConfig({ multiValued: ["k"] }) }),
      ok: true,
    },
    {
      name: "a look-alike beside a live supersedes target",
      s: situation({ candidate: { hasSupersedes: true, lookalikeOf: "f1" }, key: { activeFacts: 2 }, target: { ...LIVE, differentValue: true } }),
      ok: true,
    },
  ])("$name", ({ s, ok }) => {
    expect(isConsistentCandidate(s)).toBe(ok);
  });
});
