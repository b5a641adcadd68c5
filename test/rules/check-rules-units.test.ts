/**
 * `rules --check` on small rule sets, each test a check of its own that takes milliseconds: the
 * condition checks (each operator against each kind of fact, each message), the values the
 * enumeration tries for each path, the findings' wording and the rule set's own shape (rules in two
 * files, a set without candidate rules). test/rules/check-rules.test.ts checks the shipped rules.
 */
import { describe, expect, it } from "vitest";
import type { ResolvedConfig, Rule, RuleFile } from "../../src/core/schema-types.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { type CheckResult, checkRules, type Finding } from "../../src/rules/check-rules.js";
import { buildRuleSet, type LoadedRuleFile } from "../../src/rules/rule-set.js";

const DEFAULT = resolveConfig({});

const leaf = (fact: string, path: string, operator: string, value: unknown) => ({ fact, path, operator, value });
const ref = (fact: string, path: string) => ({ fact, path });
const rule = (name: string, priority: number, all: unknown[], type: string): Rule => ({
  name,
  priority,
  conditions: { all } as Rule["conditions"],
  event: { type },
});
/** A fact rule that the runtime allows wherever it matches (an active observed fact, flagged). */
const flag = (name: string, priority: number, all: unknown[]): Rule =>
  rule(name, priority, [leaf("fact", "kind", "equal", "observed"), leaf("fact", "status", "equal", "active"), ...all], "decay-flag");

const ruleFile = (file: string, scope: "candidate" | "fact", rules: Rule[]): LoadedRuleFile => ({
  path: `r/${file}`,
  file,
  sha256: "0".repeat(64),
  content: { version: 1, scope, rules } as RuleFile,
});

/** Checks rule files (no candidate file needed), findings naming each file by its path. */
function check(files: LoadedRuleFile[], config: ResolvedConfig = DEFAULT): Promise<CheckResult> {
  const rules = buildRuleSet(files, "r", { requireCandidateScope: false });
  return checkRules({ rules, config, origin: "r", paths: new Map(files.map((f) => [f.file, f.path])) });
}

const ISSUES = new Set(["bad-value", "type-mismatch", "operator-type"]);
/** The condition findings, each as `rule code pointer: message`. */
const _issues = (findings: readonly Finding[]) =>
  findings.filter((f) => ISSUES.has(f.code)).map((f) => `${f.rule} ${f.code} ${f.file}: ${f.pointer}: ${f.message}`);

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
    expect(neverMatches(findings)).toEqual(["static-92", "threshold-4", "no-evidence", "retired-seed"]);
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
