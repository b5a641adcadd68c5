/**
 * buildRuleSet, factReferences and ruleSetDigest (src/rules/rule-set.ts) called with plain objects:
 * what a rule set records (files in name order, load order across files, each rule as loaded and
 * parsed), every refusal with its exact words and pointer, the paths the memo key reads and the
 * digest docs/rules.md tells how to compute by hand. test/rules/rule-files.test.ts shows the same
 * refusals through the folder loader.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { InvalidInputError } from "../../src/core/errors.js";
import type { Rule, RuleFile } from "../../src/core/schema-types.js";
import { parseConditions } from "../../src/rules/conditions.js";
import { buildRuleSet, factReferences, type LoadedRuleFile, ruleSetDigest } from "../../src/rules/rule-set.js";
import { thrownIssues } from "../helpers/issues.js";

const leaf = (fact: string, path: string | undefined, value: unknown = true) =>
  path === undefined ? { fact, operator: "equal", value } : { fact, path, operator: "equal", value };
const rule = (name: string, conditions: unknown, over: Partial<Rule> = {}): Rule =>
  ({ name, priority: 10, conditions, event: { type: "add" }, ...over }) as Rule;
const file = (name: string, scope: RuleFile["scope"], rules: Rule[], version = 1): LoadedRuleFile => ({
  path: `/r/${name}`,
  file: name,
  sha256: name.charCodeAt(0).toString(16).padStart(2, "0").repeat(32),
  content: { version, scope, rules },
});
const OK = leaf("key", "sameValue");

const issuesOf = (build: () => unknown) => thrownIssues(build, "the rule set to be refused");

describe("buildRuleSet: what a loaded set records", () => {
  const conditions = { all: [OK, { not: leaf("target", "claimed") }] };
  const set = buildRuleSet(
    [
      file("b.yaml", "candidate", [rule("b1", conditions, { priority: 5, event: { type: "reject", params: { reason: "why" } } }), rule("b2", { all: [OK] })]),
      file("B.yaml", "fact", [rule("f1", { all: [leaf("fact", "layer", "dynamic")] }, { event: { type: "promote" } })], 4),
      file("a.yaml", "candidate", [rule("a1", { any: [OK] }, { priority: 50 })]),
    ],
    "/r",
  );

  it("lists the files in code-unit order of their names (upper case first), each with scope, version and sha256", () => {
    expect(set.files).toEqual([
      { file: "B.yaml", scope: "fact", version: 4, sha256: "42".repeat(32) },
      { file: "a.yaml", scope: "candidate", version: 1, sha256: "61".repeat(32) },
      { file: "b.yaml", scope: "candidate", version: 1, sha256: "62".repeat(32) },
    ]);
  });

  it("numbers the rules in load order (files by name, then in file order) across both scopes", () => {
    expect(set.fact.map((r) => [r.name, r.order])).toEqual([["f1", 0]]);
    expect(set.candidate.map((r) => [r.name, r.order])).toEqual([
      ["a1", 1],
      ["b1", 2],
      ["b2", 3],
    ]);
  });

  it("keeps each rule as loaded, beside its parsed tree", () => {
    expect(set.candidate[1]).toEqual({
      name: "b1",
      priority: 5,
      order: 2,
      file: "b.yaml",
      conditions,
      condition: parseConditions(conditions),
      event: { type: "reject", params: { reason: "why" } },
    });
    expect(set.candidate[1]!.conditions).toBe(conditions);
  });

  it("a fact-only set is refused by default, accepted when no candidate scope is required", () => {
    const only = [file("fact.yaml", "fact", [rule("f", { all: [leaf("fact", "layer", "dynamic")] })])];
    expect(issuesOf(() => buildRuleSet(only, "/my-rules"))).toEqual(['/my-rules: must contain at least one rule file with scope "candidate", got none']);
    expect(issuesOf(() => buildRuleSet(only, "/my-rules", {}))).toEqual(['/my-rules: must contain at least one rule file with scope "candidate", got none']);
    const set = buildRuleSet(only, "/my-rules", { requireCandidateScope: false });
    expect(set.candidate).toEqual([]);
    expect(set.fact.map((r) => r.name)).toEqual(["f"]);
  });

  it("a candidate file with no rules is no candidate scope", () => {
    expect(issuesOf(() => buildRuleSet([file("candidate.yaml", "candidate", [])], "/x"))).toEqual([
      '/x: must contain at least one rule file with scope "candidate", got none',
    ]);
  });

  it("the error says no rules were applied", () => {
    const error = (() => {
      try {
        buildRuleSet([], "/x");
      } catch (e) {
        return e as InvalidInputError;
      }
    })();
    expect(error?.message).toContain("No rules were applied. See docs/rules.md.");
  });
});

describe("buildRuleSet: refusals, each naming the file and the JSON pointer", () => {
  it("a rule name used twice in one scope, naming where it was first", () => {
    const issues = issuesOf(() =>
      buildRuleSet([file("a.yaml", "candidate", [rule("x", OK), rule("y", OK)]), file("b.yaml", "candidate", [rule("x", OK)])], "/r"),
    );
    expect(issues).toEqual(['/r/b.yaml: /rules/0/name: must be unique within the candidate scope, got "x" (also in /r/a.yaml)']);
  });

  it("a name used twice in one file, and a third time, is reported each time", () => {
    const issues = issuesOf(() => buildRuleSet([file("a.yaml", "candidate", [rule("x", OK), rule("x", OK), rule("x", OK)])], "/r"));
    expect(issues).toEqual([
      '/r/a.yaml: /rules/1/name: must be unique within the candidate scope, got "x" (also in /r/a.yaml)',
      '/r/a.yaml: /rules/2/name: must be unique within the candidate scope, got "x" (also in /r/a.yaml)',
    ]);
  });

  it("the same name in the other scope is allowed", () => {
    const set = buildRuleSet([file("a.yaml", "candidate", [rule("x", OK)]), file("b.yaml", "fact", [rule("x", leaf("fact", "layer"))])], "/r");
    expect([set.candidate[0]!.name, set.fact[0]!.name]).toEqual(["x", "x"]);
  });

  it.each([
    {
      name: "an unknown fact",
      conditions: { all: [OK, leaf("profile", "key")] },
      issue: '/r/c.yaml: /rules/0/conditions/all/1/fact: must be one of candidate, key, target, config in the candidate scope, got "profile"',
    },
    {
      name: "a fact without a path",
      conditions: { any: [leaf("target", undefined)] },
      issue:
        '/r/c.yaml: /rules/0/conditions/any/0: must name a path of fact "target" (one of exists, active, sameKey, observed, differentValue, claimed), got none',
    },
    {
      name: "a path the fact does not have",
      conditions: { all: [{ not: leaf("key", "activeFact") }] },
      issue: '/r/c.yaml: /rules/0/conditions/all/0/not/path: must be one of activeFacts, sameValue, sourceSeen, multiValued for fact "key", got "activeFact"',
    },
    {
      name: "a value reference to an unknown fact",
      conditions: { all: [{ fact: "key", path: "activeFacts", operator: "lessThan", value: { fact: "conf", path: "decayDays" } }] },
      issue: '/r/c.yaml: /rules/0/conditions/all/0/value/fact: must be one of candidate, key, target, config in the candidate scope, got "conf"',
    },
    {
      name: "a value reference without a path",
      conditions: { all: [{ fact: "key", path: "activeFacts", operator: "lessThan", value: { fact: "config" } }] },
      issue: expect.stringMatching(
        /^\/r\/c\.yaml: \/rules\/0\/conditions\/all\/0\/value: must name a path of fact "config" \(one of promoteThreshold, .*\), got none$/,
      ),
    },
    {
      name: "an inherited property is no path",
      conditions: { all: [leaf("key", "constructor")] },
      issue: '/r/c.yaml: /rules/0/conditions/all/0/path: must be one of activeFacts, sameValue, sourceSeen, multiValued for fact "key", got "constructor"',
    },
  ])("$name", ({ conditions, issue }) => {
    expect(issuesOf(() => buildRuleSet([file("c.yaml", "candidate", [rule("r", conditions)])], "/r"))).toEqual([issue]);
  });

  it("the fact scope is checked against its own catalog", () => {
    const issues = issuesOf(() =>
      buildRuleSet([file("c.yaml", "candidate", [rule("r", OK)]), file("f.yaml", "fact", [rule("p", { all: [leaf("fact", "sameValue")] })])], "/r"),
    );
    expect(issues).toEqual([
      '/r/f.yaml: /rules/0/conditions/all/0/path: must be one of kind, layer, status, key, provenance, evidenceCount, independentEvidence, daysSinceSeen, changedByThisDiff for fact "fact", got "sameValue"',
    ]);
  });

  it("every problem of every file is reported at once, in load order", () => {
    const issues = issuesOf(() =>
      buildRuleSet(
        [
          file("b.yaml", "candidate", [rule("r", leaf("nope", "x"))]),
          file("a.yaml", "candidate", [rule("r", leaf("key", "x")), rule("s", leaf("key", undefined))]),
        ],
        "/r",
      ),
    );
    expect(issues.map((i) => i.split(": ").slice(0, 2).join(": "))).toEqual([
      "/r/a.yaml: /rules/0/conditions/path",
      "/r/a.yaml: /rules/1/conditions",
      "/r/b.yaml: /rules/0/name",
      "/r/b.yaml: /rules/0/conditions/fact",
    ]);
  });
});

describe("factReferences: every fact/path the rules read, once, in a stable order", () => {
  const set = buildRuleSet(
    [
      file("c.yaml", "candidate", [
        rule("one", {
          all: [
            leaf("target", "exists"),
            { fact: "key", path: "activeFacts", operator: "greaterThan", value: { fact: "config", path: "nudge.minNewPublished" } },
          ],
        }),
        rule("two", { any: [{ not: leaf("target", "exists") }, leaf("candidate", "origin", "operator"), leaf("config", "learnFrom")] }),
      ]),
    ],
    "/r",
  );

  it("left sides and references, deduplicated, sorted by fact then path in code-unit order", () => {
    expect(factReferences(set.candidate)).toEqual([
      { fact: "candidate", path: "origin" },
      { fact: "config", path: "learnFrom" },
      { fact: "config", path: "nudge.minNewPublished" },
      { fact: "key", path: "activeFacts" },
      { fact: "target", path: "exists" },
    ]);
  });

  it("the order does not depend on the order of the rules", () => {
    expect(factReferences([...set.candidate].reverse())).toEqual(factReferences(set.candidate));
  });

  it("no rules read nothing", () => {
    expect(factReferences([])).toEqual([]);
  });

  it("a fact named without a path is one reference, apart from its paths", () => {
    const rules = [{ ...set.candidate[0]!, condition: parseConditions({ all: [leaf("config", undefined), leaf("config", "decayDays")] }) }];
    expect(factReferences(rules)).toEqual([
      { fact: "config", path: undefined },
      { fact: "config", path: "decayDays" },
    ]);
  });
});

describe("ruleSetDigest: sha256 of `<file> TAB <sha256> LF` per file, sorted by file name", () => {
  const files = [
    { file: "fact.yaml", sha256: "f".repeat(64) },
    { file: "Candidate.yaml", sha256: "c".repeat(64) },
  ];
  const byHand = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

  it("is the hash docs/rules.md computes by hand", () => {
    expect(ruleSetDigest(files)).toBe(byHand(`Candidate.yaml\t${"c".repeat(64)}\nfact.yaml\t${"f".repeat(64)}\n`));
  });

  it("does not depend on the order it is given the files in", () => {
    expect(ruleSetDigest([...files].reverse())).toBe(ruleSetDigest(files));
  });

  it("of no files is the hash of nothing", () => {
    expect(ruleSetDigest([])).toBe(byHand(""));
  });
});
