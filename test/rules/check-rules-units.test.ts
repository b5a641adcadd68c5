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
