import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { RuleFile } from "../../src/core/schema-types.js";
import { loadRuleTests } from "../../src/io/load-rule-tests.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { formatRuleTestResult, runRuleTest, uncoveredRules, type RuleTestResult } from "../../src/diff/rule-tests.js";
import { leaf, rule, ruleFile } from "../helpers/builders.js";
import { tempDir } from "../helpers/cli.js";

const SHIPPED = loadRuleSet(null);
const TODAY = "2026-06-01";
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A rules folder holding the shipped rule files plus the given test files. */
function folderWith(tests: Record<string, string>): string {
  const dir = join(tempDir("brain-rule-tests-"), "rules");
  dirs.push(dirname(dir));
  mkdirSync(dir);
  for (const f of ["candidate.yaml", "fact.yaml"]) copyFileSync(join(SHIPPED_RULES_DIR, f), join(dir, f));
  for (const [name, text] of Object.entries(tests)) writeFileSync(join(dir, name), text);
  return dir;
}

async function runFolder(dir: string, rules: RuleSet = SHIPPED): Promise<RuleTestResult[]> {
  const results: RuleTestResult[] = [];
  for (const t of loadRuleTests(dir)) results.push(await runRuleTest(t, { rules, today: TODAY }));
  return results;
}

const CONFLICT = `version: 1
tests:
  - name: a contradiction
    profile:
      - { label: old, key: job-title, value: Policy Lead, sources: ["published:aaaaaaaaaaaa"] }
    candidates:
      - { key: job-title, value: Head of AI, provenance: human, source: "human:call", observed_date: 2026-06-01 }
    expect:
      - { candidate: 0, outcome: EXPECTED }
      - { fact: "@old", outcome: none }
`;

// A rule set that rejects evidence pointing at nothing shows which records a test has.
const KNOWN_ONLY = buildRuleSet(
  [
    ruleFile("candidate.yaml", "candidate", [
      rule("reject-unknown", 2, [leaf("candidate", "sourceKnown", "equal", false)], "reject"),
      rule("add-any", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "add"),
    ]),
  ],
  "r",
);

describe("runRuleTest", () => {
  it("passes every shipped test, and together they make every shipped rule decide", async () => {
    const results = await runFolder(SHIPPED_RULES_DIR);
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(results.filter((r) => !r.ok).map(formatRuleTestResult)).toEqual([]);
    expect(uncoveredRules(SHIPPED, results)).toEqual([]);
  });

  it.each([
    { name: "expected outcome", expected: "conflict, rule: conflict-keep-both", line: "ok a contradiction" },
    { name: "wrong outcome", expected: "add", line: "FAIL FILE: /tests/0 (a contradiction): expected candidate 0 add, got conflict (conflict-keep-both)" },
    {
      name: "wrong rule",
      expected: "conflict, rule: add-new-key",
      line: "FAIL FILE: /tests/0 (a contradiction): expected candidate 0 conflict (add-new-key), got conflict (conflict-keep-both)",
    },
    {
      name: "a rule that does not exist",
      expected: "conflict, rule: conflict-keep-bothh",
      line: "FAIL FILE: /tests/0 (a contradiction): expects rule conflict-keep-bothh, but no candidate rule of that name is loaded (candidate rules: CANDIDATE_RULES)",
    },
  ])("prints one line per failure, naming the file and the test: $name", async ({ expected, line }) => {
    const dir = folderWith({ "x.test.yaml": CONFLICT.replace("EXPECTED", expected) });
    const [result] = await runFolder(dir);
    expect(formatRuleTestResult(result!)).toBe(
      line.replace("FILE", join(dir, "x.test.yaml")).replace("CANDIDATE_RULES", SHIPPED.candidate.map((r) => r.name).join(", ")),
    );
  });

  const FACT = `version: 1
tests:
  - name: promotion
    today: 2026-06-01
    config: CONFIG
    profile:
      - { label: f, key: tone, value: direct, sources: ["published:aaaaaaaaaaaa", "published:bbbbbbbbbbbb"], last_seen: LAST_SEEN }
    expect:
      - EXPECT
`;
  it.each([
    {
      name: "too little evidence",
      config: "{}",
      lastSeen: "2026-05-01",
      expect: "{ fact: '@f', outcome: promote }",
      why: "expected fact @f promote, got none — promote-on-evidence did not match: independentEvidence 2 < promoteThreshold 3",
    },
    {
      name: "the named rule does not match, another decides",
      config: "{ decayDays: 10 }",
      lastSeen: "2026-05-01",
      expect: "{ fact: '@f', outcome: promote, rule: promote-on-evidence }",
      why: "expected fact @f promote (promote-on-evidence), got decay-flag (flag-stale) — promote-on-evidence did not match: independentEvidence 2 < promoteThreshold 3",
    },
    {
      name: "outranked",
      config: "{ promoteThreshold: 2, decayDays: 10 }",
      lastSeen: "2026-05-01",
      expect: "{ fact: '@f', outcome: decay-flag }",
      why: 'expected fact @f decay-flag, got promote (promote-on-evidence) — flag-stale matched, but promote-on-evidence (priority 20) outranks it (priority 10); flag-stale-static did not match: layer "dynamic" ≠ "static", staticDecayDays null = null',
    },
    {
      name: "none expected",
      config: "{}",
      lastSeen: "2026-01-01",
      expect: "{ fact: '@f', outcome: none }",
      why: "expected fact @f none, got decay-flag (flag-stale) — flag-stale matched: daysSinceSeen 151 > decayDays 90",
    },
    {
      name: "a fact rule that does not exist",
      config: "{}",
      lastSeen: "2026-05-01",
      expect: "{ fact: '@f', outcome: promote, rule: promote-on-evidense }",
      why: "expects rule promote-on-evidense, but no fact rule of that name is loaded (fact rules: promote-on-evidence, flag-stale, flag-stale-static)",
    },
  ])("a failed fact expectation says why: $name", async ({ config, lastSeen, expect: want, why }) => {
    const [result] = await runFolder(folderWith({ "f.test.yaml": FACT.replace("CONFIG", config).replace("LAST_SEEN", lastSeen).replace("EXPECT", want) }));
    expect(result!.failures).toEqual([why]);
  });

  it("reports a batch the rules cannot classify as a failure naming the error", async () => {
    const shipped = load(readFileSync(join(SHIPPED_RULES_DIR, "candidate.yaml"), "utf8")) as RuleFile;
    const onlyAdd = buildRuleSet([ruleFile("candidate.yaml", "candidate", [shipped.rules.find((r) => r.name === "add-new-key")!])], "r");
    const [result] = await runFolder(folderWith({ "x.test.yaml": CONFLICT.replace("EXPECTED", "conflict") }), onlyAdd);
    expect(result!.ok).toBe(false);
    expect(result!.failures[0]).toMatch(/^expected a diff, got an error: .*x\.test\.yaml: \/tests\/0\/candidates: \/0: no rule classifies candidate \/0/);
  });

  it("names in the coverage every rule no test made decide", async () => {
    const results = await runFolder(folderWith({ "x.test.yaml": CONFLICT.replace("EXPECTED", "conflict") }));
    expect(uncoveredRules(SHIPPED, results).map((u) => u.name)).toEqual([
      "decline-by-operator",
      "reject-previously-declined",
      "reject-unlearnable-provenance",
      "reject-human-source-not-human",
      "reject-missing-quote",
      "reject-unknown-source",
      "reject-quote-not-in-record",
      "reject-seed-change-not-operator",
      "retire-by-operator",
      "reject-retire",
      "resolve-by-operator",
      "reject-resolve",
      "reject-lookalike-value",
      "duplicate-source",
      "supersede-explicit",
      "bump-same-value",
      "add-multi-valued-member",
      "add-new-key",
      "promote-on-evidence",
      "flag-stale",
      "flag-stale-static",
    ]);
  });

  it.each([
    { name: "by default every cited record exists with the citing provenance", records: "", provenance: "published", outcome: "add" },
    { name: "records: [] means none exists", records: "    records: []\n", provenance: "published", outcome: "reject" },
    { name: "a listed record takes the citing provenance", records: '    records: ["published:aaaaaaaaaaaa"]\n', provenance: "published", outcome: "add" },
    {
      name: "a record with another provenance backs nothing",
      records: '    records: [{ source: "published:aaaaaaaaaaaa", provenance: human }]\n',
      provenance: "published",
      outcome: "reject",
    },
    { name: "human:<label> needs human provenance", records: "", provenance: "human", source: "human:call", outcome: "add" },
  ])("records: $name", async ({ records, provenance, source, outcome }) => {
    const text = `version: 1\ntests:\n  - name: t\n${records}    candidates:\n      - { key: k, value: v, provenance: ${provenance}, source: "${source ?? "published:aaaaaaaaaaaa"}", observed_date: 2026-06-01 }\n    expect:\n      - { candidate: 0, outcome: ${outcome} }\n`;
    const [result] = await runFolder(folderWith({ "x.test.yaml": text }), KNOWN_ONLY);
    expect(formatRuleTestResult(result!)).toBe("ok t");
  });
});

describe("loadRuleTests refuses a malformed test file, naming file and pointer", () => {
  const test = (body: string) => `version: 1\ntests:\n  - name: t\n${body}`;
  const CANDIDATE = '      - { key: k, value: v, provenance: human, source: "human:x", observed_date: 2026-06-01 }\n';
  const CASES = [
    { name: "not YAML", text: "version: [1\n", issue: /^FILE:2:1: expected YAML/ },
    { name: "no expectations", text: test("    candidates: []\n"), issue: /^FILE: \/tests\/0\/expect: is required/ },
    {
      name: "an unknown top-level key",
      text: test("    expect: [{ candidate: 0, outcome: add }]\n    candidates: []\n").replace("version: 1", "version: 1\nrulez: x"),
      issue: /^FILE: \/rulez: is not an allowed property/,
    },
    {
      name: "a misspelt config override",
      text: test("    config: { promoteTreshold: 2 }\n    expect: [{ fact: x, outcome: none }]\n"),
      issue: /^FILE: \/tests\/0\/config\/promoteTreshold: is not an allowed property/,
    },
    {
      name: "a config override of the rules folder",
      text: test("    config: { rules: other }\n    expect: [{ fact: x, outcome: none }]\n"),
      issue: /^FILE: \/tests\/0\/config\/rules: a test cannot swap the rule set/,
    },
    {
      name: "a candidate without a date",
      text: test('    candidates:\n      - { key: k, value: v, provenance: human, source: "human:x" }\n    expect: [{ candidate: 0, outcome: add }]\n'),
      issue: /^FILE: \/tests\/0\/candidates\/0\/observed_date: is required/,
    },
    {
      name: "an unknown label in supersedes",
      text: test(`    candidates:\n${CANDIDATE.replace(" }", ', supersedes: "@nope" }')}    expect: [{ candidate: 0, outcome: add }]\n`),
      issue: /^FILE: \/tests\/0\/candidates\/0\/supersedes: must name a profile fact of this test by its label, got "@nope"/,
    },
    {
      name: "an unknown label in an expectation",
      text: test('    expect: [{ fact: "@nope", outcome: none }]\n'),
      issue: /^FILE: \/tests\/0\/expect\/0\/fact: must name a profile fact/,
    },
    {
      name: "a candidate index past the batch",
      text: test(`    candidates:\n${CANDIDATE}    expect: [{ candidate: 1, outcome: add }]\n`),
      issue: /^FILE: \/tests\/0\/expect\/0\/candidate: must be the index of a candidate of this test \(0–0\), got 1/,
    },
    {
      name: "a fact outcome for a candidate",
      text: test(`    candidates:\n${CANDIDATE}    expect: [{ candidate: 0, outcome: promote }]\n`),
      issue: /^FILE: \/tests\/0\/expect\/0\/outcome: must be a candidate outcome, got "promote"/,
    },
    {
      name: "an unknown fact outcome",
      text: test("    expect: [{ fact: x, outcome: demote }]\n"),
      issue: /^FILE: \/tests\/0\/expect\/0\/outcome: must be promote, decay-flag or none, got "demote"/,
    },
    {
      name: "a duplicate label",
      text: test(
        '    profile:\n      - { label: a, key: k, value: v, sources: ["human:x"] }\n      - { label: a, key: k, value: w, sources: ["human:y"] }\n    expect: [{ fact: "@a", outcome: none }]\n',
      ),
      issue: /^FILE: \/tests\/0\/profile\/1\/label: must be unique within the test, got "a" twice/,
    },
  ];

  it.each(CASES)("$name", ({ text, issue }) => {
    const dir = folderWith({ "bad.test.yaml": text });
    const file = join(dir, "bad.test.yaml");
    let issues: readonly string[] = [];
    try {
      loadRuleTests(dir);
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidInputError);
      issues = (e as InvalidInputError).issues;
    }
    expect(issues.length, "expected the file to be refused").toBeGreaterThan(0);
    const pattern = new RegExp(issue.source.replace("FILE", file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(
      issues.some((i) => pattern.test(i)),
      issues.join("\n"),
    ).toBe(true);
  });

  it("leaves a folder's rules alone: a test file, even a broken one, is never a rule file", () => {
    const dir = folderWith({ "bad.test.yaml": "version: [1\n", "more.test.yml": "not: rules\n" });
    const set = loadRuleSet(dir);
    expect(set.files.map((f) => f.file)).toEqual(["candidate.yaml", "fact.yaml"]);
    expect(set.files).toEqual(SHIPPED.files);
  });
});

describe("runRuleTest: what a test names and what a failure says", () => {
  const run = async (body: string, rules: RuleSet = SHIPPED) =>
    (await runFolder(folderWith({ "x.test.yaml": `version: 1\ntests:\n  - name: t\n${body}` }), rules))[0]!;
  const stale = (extra = "") =>
    `    profile:\n      - { label: f, key: tone, value: direct, sources: ["published:aaaaaaaaaaaa"], last_seen: 2026-01-01${extra} }\n`;
  const factRules = (rules: RuleFile["rules"]) => buildRuleSet([ruleFile("fact.yaml", "fact", rules)], "r", { requireCandidateScope: false });

  it("the test's own date, not the run's, decides what is stale", async () => {
    // Nine days after last_seen under the test's date; 151 under the run's (2026-06-01).
    const result = await run(`    today: 2026-01-10\n${stale()}    expect:\n      - { fact: "@f", outcome: none }\n`);
    expect(result.failures).toEqual([]);
  });

  it("a fact named by its id, and its id given in the profile, is that fact", async () => {
    const result = await run(
      `${stale(", id: tone-old").replace("label: f, ", "")}      - { id: tone-new, key: tone, value: warm, sources: ["published:bbbbbbbbbbbb"] }\n    expect:\n      - { fact: tone-old, outcome: decay-flag }\n      - { fact: tone-new, outcome: none }\n`,
    );
    expect(result.failures).toEqual([]);
  });

  it("a profile fact without an id gets one no other fact of the test has", async () => {
    // The first fact's given id is the one the second, without an id, would be minted.
    const result = await run(
      `    profile:\n      - { id: ID, label: a, key: tone, value: direct, sources: ["published:aaaaaaaaaaaa"], last_seen: 2026-01-01 }\n      - { label: b, key: tone, value: warm, sources: ["published:bbbbbbbbbbbb"] }\n    expect:\n      - { fact: "@a", outcome: decay-flag }\n      - { fact: "@b", outcome: none }\n`.replace(
        "ID",
        mintEntityId({ kind: "observed", key: "tone" }),
      ),
    );
    expect(result.failures).toEqual([]);
    expect(result.decided).toEqual(["fact:flag-stale"]);
  });

  it("the why of a failed expectation is the named fact's, among several", async () => {
    const result = await run(
      `    profile:\n      - { label: fresh, key: city, value: Oslo, sources: ["published:bbbbbbbbbbbb"] }\n${stale().replace("    profile:\n", "")}    expect:\n      - { fact: "@f", outcome: none }\n`,
    );
    expect(result.failures).toEqual(["expected fact @f none, got decay-flag (flag-stale) — flag-stale matched: daysSinceSeen 151 > decayDays 90"]);
  });

  it("a static fact is seen as static when it is not promoted", async () => {
    const result = await run(`    config: { staticDecayDays: 30 }\n${stale(", layer: static")}    expect:\n      - { fact: "@f", outcome: none }\n`);
    expect(result.failures).toEqual([
      "expected fact @f none, got decay-flag (flag-stale-static: static, unseen for more than staticDecayDays) — flag-stale-static matched: daysSinceSeen 151 > staticDecayDays 30",
    ]);
  });

  it("a named rule when nothing decided: got none, and why the rule did not match", async () => {
    const result = await run(
      `${stale().replace("2026-01-01", "2026-05-30")}    expect:\n      - { fact: "@f", outcome: promote, rule: promote-on-evidence }\n`,
    );
    expect(result.failures).toEqual([
      "expected fact @f promote (promote-on-evidence), got none — promote-on-evidence did not match: independentEvidence 1 < promoteThreshold 3",
    ]);
  });

  it("a named rule is the only one explained, even when another rule of its outcome decided", async () => {
    const result = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: decay-flag, rule: flag-stale-static }\n`);
    expect(result.failures).toEqual([
      'expected fact @f decay-flag (flag-stale-static), got decay-flag (flag-stale) — flag-stale-static did not match: layer "dynamic" ≠ "static", staticDecayDays null = null',
    ]);
  });

  it("the deciding candidate rule's reason is in the failure", async () => {
    const result = await run(
      `    candidates:\n      - { key: k, value: v, provenance: ai-draft, source: "published:aaaaaaaaaaaa", observed_date: 2026-06-01 }\n    expect:\n      - { candidate: 0, outcome: add }\n`,
    );
    expect(result.failures).toEqual(["expected candidate 0 add, got reject (reject-unlearnable-provenance: provenance not in learnFrom: never learned from)"]);
  });

  it("one line per failure, each naming the file and the test", async () => {
    const result = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: promote }\n      - { fact: "@f", outcome: none }\n`);
    expect(result.failures).toHaveLength(2);
    const lines = formatRuleTestResult(result).split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^FAIL .*x\.test\.yaml: \/tests\/0 \(t\): expected fact @f /);
  });

  it("with no fact rules loaded: a named fact rule is missing among none, an outcome no rule has is said so", async () => {
    const noFact = buildRuleSet([], "r", { requireCandidateScope: false });
    const named = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: promote, rule: promote-on-evidence }\n`, noFact);
    expect(named.failures).toEqual(["expects rule promote-on-evidence, but no fact rule of that name is loaded (fact rules: none)"]);
    const outcome = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: promote }\n`, noFact);
    expect(outcome.failures).toEqual(["expected fact @f promote, got none — no fact rule has the outcome promote"]);
  });

  it.each([
    {
      name: "flag-dynamic",
      why: "without a comparison, by all its conditions",
      all: [
        { fact: "fact", path: "layer", operator: "equal", value: "dynamic" },
        { fact: "fact", path: "key", operator: "equal", value: "tone" },
      ],
      matched: 'layer "dynamic" = "dynamic", key "tone" = "tone"',
    },
    {
      name: "old-and-thin",
      why: "with two comparisons, by both",
      all: [
        { fact: "fact", path: "daysSinceSeen", operator: "greaterThan", value: 100 },
        { fact: "fact", path: "independentEvidence", operator: "lessThan", value: 2 },
        { fact: "fact", path: "layer", operator: "equal", value: "dynamic" },
      ],
      matched: "daysSinceSeen 151 > 100, independentEvidence 1 < 2",
    },
  ])("a rule that matched $why", async ({ name, all, matched }) => {
    const rules = factRules([rule(name, 1, all, "decay-flag")]);
    const result = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: none }\n`, rules);
    expect(result.failures).toEqual([`expected fact @f none, got decay-flag (${name}) — ${name} matched: ${matched}`]);
  });

  it("none with a named rule, when nothing decided: the rule was expected", async () => {
    const result = await run(`${stale().replace("2026-01-01", "2026-05-30")}    expect:\n      - { fact: "@f", outcome: none, rule: flag-stale }\n`);
    expect(result.failures).toEqual(["expected fact @f none (flag-stale), got none"]);
  });

  it("a fact the profile does not hold: got none, and no why", async () => {
    const result = await run(`${stale()}    expect:\n      - { fact: nope, outcome: promote }\n`);
    expect(result.failures).toEqual(["expected fact nope promote, got none"]);
  });

  it("a named rule that matched and decided another outcome than expected: it matched", async () => {
    const result = await run(`${stale()}    expect:\n      - { fact: "@f", outcome: promote, rule: flag-stale }\n`);
    expect(result.failures).toEqual(["expected fact @f promote (flag-stale), got decay-flag (flag-stale) — flag-stale matched"]);
  });

  it("a fact superseded in the batch is expected as the archived fact, whichever supersede names it", async () => {
    const body = [
      "    profile:",
      '      - { label: x, key: city, value: Oslo, sources: ["published:cccccccccccc"] }',
      '      - { label: old, key: tone, value: direct, sources: ["published:aaaaaaaaaaaa", "published:bbbbbbbbbbbb", "published:dddddddddddd"] }',
      "    candidates:",
      '      - { key: city, value: Bergen, provenance: published, source: "published:eeeeeeeeeeee", observed_date: 2026-06-01, supersedes: "@x" }',
      '      - { key: tone, value: warm, provenance: published, source: "published:ffffffffffff", observed_date: 2026-06-01, supersedes: "@old" }',
      "    expect:",
      '      - { fact: "@old", outcome: promote }',
      "",
    ].join("\n");
    // The archived fact has the three sources the rule asks for (only its status fails); the winner
    // under its old id and the other archived fact have one.
    expect((await run(body)).failures).toEqual(['expected fact @old promote, got none — promote-on-evidence did not match: status "superseded" ≠ "active"']);
  });

  it("a fact's provenance, by default, is human when every source is the operator's statement, else published", async () => {
    const rules = factRules([
      rule("flag-human", 1, [leaf("fact", "provenance", "equal", "human")], "decay-flag"),
      rule("promote-published", 1, [leaf("fact", "provenance", "equal", "published")], "promote"),
    ]);
    const body = [
      "    profile:",
      '      - { label: said, key: tone, value: direct, sources: ["human:call"] }',
      '      - { label: mixed, key: city, value: Oslo, sources: ["human:call", "published:aaaaaaaaaaaa"] }',
      "    expect:",
      '      - { fact: "@said", outcome: decay-flag }',
      '      - { fact: "@mixed", outcome: promote }',
      "",
    ].join("\n");
    expect((await run(body, rules)).failures).toEqual([]);
  });

  it("a seed without a layer is static", async () => {
    const body = `    config: { staticDecayDays: 30 }\n    profile:\n      - { label: s, kind: profile-field, key: name, value: Ada, sources: ["human:setup"], last_seen: 2026-01-01 }\n    expect:\n      - { fact: "@s", outcome: decay-flag, rule: flag-stale-static }\n`;
    // Only its kind keeps the rule from matching: its layer is static.
    expect((await run(body)).failures).toEqual([
      'expected fact @s decay-flag (flag-stale-static), got none — flag-stale-static did not match: kind "profile-field" ≠ "observed"',
    ]);
  });

  it("by default a record takes the provenance of the first candidate citing it, before a profile fact's", async () => {
    const body = [
      "    profile:",
      '      - { label: f, key: tone, value: direct, provenance: published, sources: ["published:aaaaaaaaaaaa"] }',
      "    candidates:",
      '      - { key: a, value: v, provenance: human, source: "published:aaaaaaaaaaaa", observed_date: 2026-06-01 }',
      '      - { key: b, value: v, provenance: published, source: "published:aaaaaaaaaaaa", observed_date: 2026-06-01 }',
      "    expect:",
      "      - { candidate: 0, outcome: add }",
      "      - { candidate: 1, outcome: reject }",
      "",
    ].join("\n");
    expect((await run(body, KNOWN_ONLY)).failures).toEqual([]);
  });

  it("a batch the rules cannot classify decided nothing", async () => {
    const result = await run(
      `    candidates:\n      - { key: k, value: v, provenance: human, source: "human:x", observed_date: 2026-06-01 }\n    expect:\n      - { candidate: 0, outcome: add }\n`,
      buildRuleSet([], "r", { requireCandidateScope: false }),
    );
    expect(result.ok).toBe(false);
    expect(result.decided).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^expected a diff, got an error: .*x\.test\.yaml: \/tests\/0\/candidates: \/0: no rule classifies candidate \/0 /);
  });
  it("an error of several issues names each, one after another", async () => {
    const later = '{ key: k, value: v, provenance: human, source: "human:x", observed_date: 2099-01-01 }';
    const result = await run(`    candidates:\n      - ${later}\n      - ${later}\n    expect:\n      - { candidate: 0, outcome: add }\n`);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(
      /^expected a diff, got an error: .*\/candidates: \/0\/observed_date: must not be after today .*; .*\/candidates: \/1\/observed_date: must not be after today /,
    );
  });
});
