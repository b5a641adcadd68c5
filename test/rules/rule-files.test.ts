import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import type { RuleFile } from "../../src/core/schema-types.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { schemas } from "../../src/io/schemas.js";
import { tempDir } from "../helpers/cli.js";
import { thrownIssues } from "../helpers/issues.js";

const shippedFiles = readdirSync(SHIPPED_RULES_DIR)
  .filter((n) => /\.ya?ml$/.test(n) && !/\.test\.ya?ml$/.test(n))
  .sort();
const MODELINE = /^# yaml-language-server: \$schema=(\S+)\n/;

describe("the shipped rules/*.yaml", () => {
  it("are a candidate file and a fact file", () => {
    const scopes = shippedFiles.map((n) => (load(readFileSync(join(SHIPPED_RULES_DIR, n), "utf8")) as RuleFile).scope).sort();
    expect(scopes).toEqual(["candidate", "fact"]);
  });

  it.each(shippedFiles)("%s starts with a modeline naming the rules schema", (name) => {
    const text = readFileSync(join(SHIPPED_RULES_DIR, name), "utf8");
    const m = MODELINE.exec(text);
    expect(m, "first line").not.toBeNull();
    const target = resolve(SHIPPED_RULES_DIR, m![1]!);
    expect(target).toBe(resolve(SHIPPED_RULES_DIR, "../schemas/rules.schema.json"));
    expect(existsSync(target)).toBe(true);
  });

  it.each(shippedFiles)("%s validates against schemas/rules.schema.json and carries a version", (name) => {
    const data = load(readFileSync(join(SHIPPED_RULES_DIR, name), "utf8")) as RuleFile;
    expect(schemas().validate("rules", data, name)).toEqual({ ok: true, value: data });
    expect(Number.isInteger(data.version) && data.version >= 1).toBe(true);
  });

  it("load as a rule set recording each file's name, scope, version and sha256", () => {
    const set = loadRuleSet(null);
    expect(set.files.map((f) => [f.file, f.scope, f.version])).toEqual(
      shippedFiles.map((n) => {
        const d = load(readFileSync(join(SHIPPED_RULES_DIR, n), "utf8")) as RuleFile;
        return [n, d.scope, d.version];
      }),
    );
    for (const f of set.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(set.candidate.map((r) => [r.name, r.priority, r.event.type])).toEqual([
      ["decline-by-operator", 110, "reject"],
      ["reject-previously-declined", 105, "reject"],
      ["reject-unlearnable-provenance", 100, "reject"],
      ["reject-human-source-not-human", 97, "reject"],
      ["reject-missing-quote", 96, "reject"],
      ["reject-unknown-source", 95, "reject"],
      ["reject-quote-not-in-record", 94, "reject"],
      ["reject-seed-change-not-operator", 93, "reject"],
      ["retire-by-operator", 92, "retire"],
      ["reject-retire", 91, "reject"],
      ["resolve-by-operator", 89, "resolve"],
      ["reject-resolve", 88, "reject"],
      ["reject-lookalike-value", 87, "reject"],
      ["duplicate-source", 90, "duplicate"],
      ["supersede-explicit", 85, "supersede"],
      ["bump-same-value", 80, "bump"],
      ["add-multi-valued-member", 70, "add"],
      ["add-new-key", 60, "add"],
      ["conflict-keep-both", 50, "conflict"],
    ]);
    // Every shipped reject says why, so the review shows the reason beside the outcome.
    for (const r of set.candidate.filter((r) => r.event.type === "reject")) expect(r.event.params?.reason, r.name).toMatch(/\w/);
    expect(set.fact.map((r) => r.event.type).sort()).toEqual(["decay-flag", "decay-flag", "promote"]);
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function rulesDir(files: Record<string, string>): string {
  const dir = join(tempDir("brain-rules-"), "rules");
  dirs.push(dirname(dir));
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const yamlFile = (rules: string, scope = "candidate") => `version: 1\nscope: ${scope}\nrules:\n${rules}`;
const rule = (name: string, condition: string, event = "add") =>
  `  - name: ${name}\n    priority: 10\n    conditions:\n      all:\n        - ${condition}\n    event: { type: ${event} }\n`;
const OK_CANDIDATE = rule("ok", "{ fact: candidate, path: provenance, operator: in, value: [published, human] }");
const OK_FACT = yamlFile(rule("ok-fact", "{ fact: fact, path: evidenceCount, operator: greaterThan, value: 2 }", "promote"), "fact");

function refusal(dir: string): string[] {
  return [...thrownIssues(() => loadRuleSet(dir), "the rules to be refused")];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("rule files that cannot be trusted are refused, naming file and JSON pointer", () => {
  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      "an unknown fact name",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: profile, path: key, operator: equal, value: x }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/fact: must be one of candidate, key, target, config in the candidate scope, got "profile"$/,
    ],
    [
      "a fact of the other scope",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: fact, path: kind, operator: equal, value: observed }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/fact: must be one of candidate, key, target, config in the candidate scope, got "fact"$/,
    ],
    [
      "a misspelt path",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: key, path: sameValeu, operator: equal, value: true }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/path: must be one of activeFacts, sameValue, sourceSeen, multiValued for fact "key", got "sameValeu"$/,
    ],
    [
      "a misspelt config path in a value reference",
      {
        "candidate.yaml": yamlFile(OK_CANDIDATE),
        "fact.yaml": yamlFile(
          rule("p", "{ fact: fact, path: evidenceCount, operator: greaterThanInclusive, value: { fact: config, path: promoteTreshold } }", "promote"),
          "fact",
        ),
      },
      "fact.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/value\/path: must be one of promoteThreshold, decayDays, staticDecayDays, learnFrom, nudge\.minNewPublished, nudge\.minDaysSinceRun, requireKnownSources, requireQuotes, multiValued, retireFrom for fact "config", got "promoteTreshold"$/,
    ],
    [
      "a missing path",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: key, operator: equal, value: true }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0: must name a path of fact "key" \(one of activeFacts, sameValue, sourceSeen, multiValued\), got none$/,
    ],
    [
      "a misspelt path deep in any / not",
      {
        "candidate.yaml": yamlFile(
          "  - name: deep\n    priority: 10\n    conditions:\n      any:\n        - not: { fact: target, path: exist, operator: equal, value: true }\n    event: { type: add }\n",
        ),
      },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/any\/0\/not\/path: must be one of exists, active, sameKey, observed, differentValue, claimed for fact "target", got "exist"$/,
    ],
    [
      "a JSONPath path ($.x)",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: candidate, path: $.provenance, operator: equal, value: human }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/path: must be a plain dotted name/,
    ],
    [
      "a JSONPath path (x[0])",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: config, path: 'learnFrom[0]', operator: equal, value: human }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/path: must be a plain dotted name/,
    ],
    [
      "a JSONPath path (x..y)",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: config, path: nudge..minNewPublished, operator: equal, value: 1 }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/path: must be a plain dotted name/,
    ],
    [
      "a JSONPath path in a value reference",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: candidate, path: provenance, operator: in, value: { fact: config, path: '$..learnFrom' } }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/value\/path: must be a plain dotted name/,
    ],
    [
      "an unknown operator",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: candidate, path: key, operator: regex, value: '.*' }")) },
      "candidate.yaml",
      /^: \/rules\/0\/conditions\/all\/0\/operator: must be one of "equal", .*"doesNotContain", "startsWith", "endsWith", got "regex"$/,
    ],
    [
      "a fact event in the candidate scope",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: key, path: activeFacts, operator: equal, value: 0 }", "promote")) },
      "candidate.yaml",
      /^: \/rules\/0\/event\/type: must be one of "reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve", got "promote"$/,
    ],
    [
      "a candidate event in the fact scope",
      {
        "candidate.yaml": yamlFile(OK_CANDIDATE),
        "fact.yaml": yamlFile(rule("f", "{ fact: fact, path: evidenceCount, operator: equal, value: 0 }", "add"), "fact"),
      },
      "fact.yaml",
      /^: \/rules\/0\/event\/type: must be one of "promote", "decay-flag", got "add"$/,
    ],
    [
      "a reason that is not a string",
      { "candidate.yaml": yamlFile(rule("r", "{ fact: key, path: activeFacts, operator: equal, value: 0 }", "reject, params: { reason: 3 }")) },
      "candidate.yaml",
      /^: \/rules\/0\/event\/params\/reason: must be string, got 3$/,
    ],
    ["a missing version", { "candidate.yaml": `scope: candidate\nrules:\n${OK_CANDIDATE}` }, "candidate.yaml", /^: \/version: is required \(missing\)$/],
    [
      "a rule name used twice in one scope (across files)",
      { "a.yaml": yamlFile(OK_CANDIDATE), "b.yaml": yamlFile(OK_CANDIDATE) },
      "b.yaml",
      /^: \/rules\/0\/name: must be unique within the candidate scope, got "ok" \(also in .*a\.yaml\)$/,
    ],
  ])("%s", (name, files, file, issue) => {
    const dir = rulesDir(files);
    const issues = refusal(dir);
    const expected = expect.stringMatching(new RegExp(`^${escapeRegex(join(dir, file))}${issue.source.slice(1)}`));
    if (name.includes("value reference") && name.includes("JSONPath")) {
      // Ajv also reports the anyOf branches the value did not take (not a constant, not an array).
      expect(issues).toEqual(expect.arrayContaining([expected]));
      for (const i of issues) expect(i.startsWith(`${join(dir, file)}: /rules/0/conditions/all/0/value`), i).toBe(true);
    } else {
      expect(issues).toEqual([expected]);
    }
  });

  it("a rule name may repeat across scopes", () => {
    const dir = rulesDir({
      "candidate.yaml": yamlFile(OK_CANDIDATE),
      "fact.yaml": yamlFile(rule("ok", "{ fact: fact, path: evidenceCount, operator: greaterThan, value: 2 }", "promote"), "fact"),
    });
    expect(loadRuleSet(dir).fact.map((r) => r.name)).toEqual(["ok"]);
  });

  it("a folder without a candidate-scope file is refused, naming the folder", () => {
    const dir = rulesDir({ "fact.yaml": OK_FACT });
    expect(refusal(dir)).toEqual([`${dir}: must contain at least one rule file with scope "candidate", got none`]);
  });

  it("reports every schema problem of every file at once", () => {
    const dir = rulesDir({
      "a.yaml": yamlFile(rule("r", "{ fact: key, path: activeFacts, operator: like, value: 0 }")),
      "b.yaml": yamlFile(rule("s", "{ fact: key, path: activeFacts, operator: equal, value: 0 }", "promote")),
    });
    expect(
      refusal(dir).map((i) =>
        i
          .slice(dir.length + 1)
          .split(": ")
          .slice(0, 2)
          .join(": "),
      ),
    ).toEqual(["a.yaml: /rules/0/conditions/all/0/operator", "b.yaml: /rules/0/event/type"]);
  });

  it("reports every catalog problem of every file at once", () => {
    const dir = rulesDir({
      "a.yaml": yamlFile(
        rule("r", "{ fact: key, path: sameValeu, operator: equal, value: true }") + rule("r", "{ fact: nope, path: x, operator: equal, value: 1 }"),
      ),
      "b.yaml": yamlFile(rule("s", "{ fact: target, operator: equal, value: true }")),
    });
    expect(
      refusal(dir).map((i) =>
        i
          .slice(dir.length + 1)
          .split(": ")
          .slice(0, 2)
          .join(": "),
      ),
    ).toEqual([
      "a.yaml: /rules/0/conditions/all/0/path",
      "a.yaml: /rules/1/name",
      "a.yaml: /rules/1/conditions/all/0/fact",
      "b.yaml: /rules/0/conditions/all/0",
    ]);
  });
});

describe("the rules schema alone refuses JSONPath", () => {
  const ruleFile = (path: string, inValue = false): unknown => ({
    version: 1,
    scope: "candidate",
    rules: [
      {
        name: "r",
        priority: 1,
        conditions: {
          all: [
            inValue
              ? { fact: "candidate", path: "provenance", operator: "in", value: { fact: "config", path } }
              : { fact: "config", path, operator: "equal", value: 1 },
          ],
        },
        event: { type: "add" },
      },
    ],
  });

  const refused = (path: string, pointer: string) =>
    `r.yaml: ${pointer}: must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted), got ${JSON.stringify(path)}`;
  const PATHS = ["$.x", "$", "x[0]", "x..y", "x.", ".x", "x.*", "x['y']", "x[?(@.y)]", "x y", "1x", "x.constructor()"];

  it.each(PATHS)("%s as a condition path", (path) => {
    expect(schemas().validate("rules", ruleFile(path), "r.yaml")).toEqual({ ok: false, issues: [refused(path, "/rules/0/conditions/all/0/path")] });
  });

  it.each(PATHS)("%s as a value reference path", (path) => {
    const result = schemas().validate("rules", ruleFile(path, true), "r.yaml");
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toContain(refused(path, "/rules/0/conditions/all/0/value/path"));
  });

  it.each(["promoteThreshold", "nudge.minNewPublished", "a_b.c1"])("accepts the plain dotted name %s", (path) => {
    expect(schemas().validate("rules", ruleFile(path), "r.yaml").ok).toBe(true);
  });
});
