import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, snapshotTree, tempDir, type RunResult } from "../helpers/cli.js";
import { expectUserError, STACK_LINE } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const SHIPPED = join(ROOT, "rules");
const shippedCandidate = readFileSync(join(SHIPPED, "candidate.yaml"), "utf8");
const shippedRuleCount = (shippedCandidate.match(/^ {2}- name: /gm) ?? []).length;

interface Findings {
  findings: { level: string; code: string; file: string; pointer: string; message: string; rule?: string; situation?: Record<string, unknown> }[];
}

/** A data dir whose config names `my-rules`: the shipped files, `extraRules` appended to candidate.yaml, and the given extra files. */
function dataWithRules(extraRules = "", files: Record<string, string> = {}): { data: string; folder: string } {
  const data = tempDir();
  const folder = join(data, "my-rules");
  mkdirSync(folder);
  writeFileSync(join(folder, "candidate.yaml"), shippedCandidate + extraRules);
  copyFileSync(join(SHIPPED, "fact.yaml"), join(folder, "fact.yaml"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  writeFileSync(join(data, "brain.config.yaml"), "rules: my-rules\n");
  return { data, folder };
}

const rule = (name: string, priority: number, condition: string, event: string) =>
  `\n  - name: ${name}\n    priority: ${priority}\n    conditions:\n      all:\n        - ${condition}\n    event: { type: ${event} }\n`;
const HUMNA = rule("typo", 200, "{ fact: candidate, path: provenance, operator: equal, value: humna }", "reject");
const SHADOWED = rule("late-duplicate", 10, "{ fact: key, path: sourceSeen, operator: equal, value: true }", "duplicate");

/** Runs brain and asserts the data dir's files are byte-identical afterwards. */
function readOnly(data: string, args: string[]): RunResult {
  const before = snapshotTree(data);
  const r = brain(data, args);
  expect(snapshotTree(data)).toEqual(before);
  expect(r.stderr).not.toMatch(STACK_LINE);
  return r;
}

describe("brain rules --check", () => {
  it("the shipped rules check clean: exit 0, no finding, a summary with the situations checked", () => {
    const r = readOnly(tempDir(), ["rules", "--check"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^0 errors, 0 warnings in .*rules \(\d+ candidate and \d+ fact situations checked in \d+ ms\)\n$/);
    const j = readOnly(tempDir(), ["rules", "--check", "--json"]);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toEqual({ findings: [], warnings: [] });
  });

  it("an error finding: exit 5, one line with level, code, file and pointer; --json carries the rule", () => {
    const { data, folder } = dataWithRules(HUMNA);
    const file = join(folder, "candidate.yaml");
    const r = readOnly(data, ["rules", "--check"]);
    expect(r.code).toBe(5);
    expect(r.stdout.split("\n")[0]).toBe(
      `error  bad-value  ${file}: /rules/${shippedRuleCount}/conditions/all/0/value: must be one of human, published, ai-draft (the domain of candidate.provenance), got "humna"`,
    );
    const j = readOnly(data, ["rules", "--check", "--json"]);
    expect(j.code).toBe(5);
    expect((JSON.parse(j.stdout) as Findings).findings).toEqual([
      {
        level: "error",
        code: "bad-value",
        file,
        pointer: `/rules/${shippedRuleCount}/conditions/all/0/value`,
        message: 'must be one of human, published, ai-draft (the domain of candidate.provenance), got "humna"',
        rule: "typo",
      },
    ]);
  });

  it("not-total names an example situation in the line and in --json", () => {
    const { data, folder } = dataWithRules();
    writeFileSync(join(folder, "candidate.yaml"), shippedCandidate.replace(/\n {2}- name: conflict-keep-both[\s\S]*$/, "\n"));
    const j = readOnly(data, ["rules", "--check", "--json"]);
    expect(j.code).toBe(5);
    const [f] = (JSON.parse(j.stdout) as Findings).findings;
    expect(f).toMatchObject({ level: "error", code: "not-total", file: join(folder, "candidate.yaml"), pointer: "/rules" });
    expect(f!.situation).toMatchObject({ "key.activeFacts": expect.any(Number), "key.sameValue": false, "key.sourceSeen": false });
    expect(f!.situation!["key.activeFacts"]).toBeGreaterThan(0);
    expect(readOnly(data, ["rules", "--check"]).stdout).toMatch(
      /^error {2}not-total {2}.*candidate\.yaml: \/rules: no candidate rule classifies \d+ situations? .*e\.g\. .*key\.activeFacts=[1-9]/,
    );
  });

  it("warnings only: exit 0, the warning printed, the shadowing rule named", () => {
    const { data } = dataWithRules(SHADOWED);
    const r = readOnly(data, ["rules", "--check"]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^warning {2}unreachable {2}.*candidate\.yaml: \/rules\/\d+: rule "late-duplicate" never decides: .*"duplicate-source"/m);
    expect(r.stdout).toMatch(/^0 errors, 1 warning in /m);
  });

  it("--check with --test is a usage error", () => {
    expectUserError(brain(tempDir(), ["rules", "--check", "--test"]), 2);
  });
});

describe("brain rules --test", () => {
  it("the shipped tests pass and make every shipped rule decide", () => {
    const r = readOnly(tempDir(), ["rules", "--test"]);
    expect(r.code, r.stdout).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.slice(0, -2).every((l) => l.startsWith("ok "))).toBe(true);
    expect(lines.at(-2)).toBe("coverage: every rule decided in at least one test");
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    const j = JSON.parse(readOnly(tempDir(), ["rules", "--test", "--json"]).stdout) as {
      tests: { file: string; name: string; ok: boolean; failures: string[] }[];
      passed: number;
      failed: number;
      uncovered: unknown[];
    };
    expect(j.failed).toBe(0);
    expect(j.uncovered).toEqual([]);
    expect(j.tests.length).toBe(j.passed);
    expect(j.tests.map((t) => t.file.slice(SHIPPED.length + 1))).toContain("fact.test.yaml");
  });

  describe("in a custom folder", () => {
    const FAILING = `version: 1\ntests:\n  - name: a contradiction is a conflict\n    profile:\n      - { key: job-title, value: Policy Lead, sources: ["published:aaaaaaaaaaaa"] }\n    candidates:\n      - { key: job-title, value: Head of AI, provenance: human, source: "human:call", observed_date: 2026-06-01 }\n    expect:\n      - { candidate: 0, outcome: add, rule: add-new-key }\n`;
    let data: string;
    beforeAll(() => {
      data = dataWithRules("", { "mine.test.yaml": FAILING }).data;
    });

    it("a failing test: exit 5, a FAIL line with expected and got, coverage naming the rules no test decided", () => {
      // The test names no today: at --today 2026-06-01 the new fact is fresh, so flag-stale decides nothing.
      const r = readOnly(data, ["rules", "--test", "--today", "2026-06-01"]);
      expect(r.code).toBe(5);
      expect(r.stdout).toContain(
        `FAIL ${join(data, "my-rules", "mine.test.yaml")}: /tests/0 (a contradiction is a conflict): expected candidate 0 add (add-new-key), got conflict (conflict-keep-both)\n`,
      );
      const uncovered = [
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
      ]
        .map((n) => `${n} (candidate.yaml)`)
        .concat(["promote-on-evidence (fact.yaml)", "flag-stale (fact.yaml)", "flag-stale-static (fact.yaml)"]);
      expect(r.stdout).toContain(`\ncoverage: no test made these rules decide: ${uncovered.join(", ")}\n`);
      expect(r.stdout).toMatch(/^0 passed, 1 failed$/m);
      const j = JSON.parse(readOnly(data, ["rules", "--test", "--json"]).stdout) as { failed: number; tests: { ok: boolean; failures: string[] }[] };
      expect(j.failed).toBe(1);
      expect(j.tests[0]!.failures).toEqual(["expected candidate 0 add (add-new-key), got conflict (conflict-keep-both)"]);
    });

    it("a malformed test file: exit 3 naming the file and the pointer", () => {
      const { data: bad, folder } = dataWithRules("", { "bad.test.yaml": FAILING.replace("outcome: add, rule: add-new-key", "outcome: ad") });
      const r = readOnly(bad, ["rules", "--test"]);
      expectUserError(r, 3);
      expect(r.stderr).toContain(`${join(folder, "bad.test.yaml")}: /tests/0/expect/0/outcome: must be a candidate outcome, got "ad"`);
    });
  });
});

describe("brain rules --check / --test on a rule folder", () => {
  it("a bare folder: checked and tested with the default config, the data dir's config not read", () => {
    const { data, folder } = dataWithRules("", { "mine.test.yaml": readFileSync(join(SHIPPED, "fact.test.yaml"), "utf8") });
    // A data dir config that would fail the shipped fact tests (promoteThreshold 9) and names another folder.
    writeFileSync(join(data, "brain.config.yaml"), "rules: elsewhere\npromoteThreshold: 9\n");
    const check = readOnly(data, ["rules", "--check", folder]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain(`0 errors, 0 warnings in ${folder} `);
    const test = readOnly(data, ["rules", "--test", folder]);
    expect(test.code, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toMatch(/^\d+ passed, 0 failed$/m);
    // --config is used when given: a bad one is reported.
    writeFileSync(join(data, "bad.config.yaml"), "promoteThreshold: 0\n");
    expectUserError(readOnly(data, ["rules", "--check", folder, "--config", join(data, "bad.config.yaml")]), 3);
  });

  it("a folder that does not exist: exit 1 naming it", () => {
    const r = readOnly(tempDir(), ["rules", "--check", "/nonexistent/rules"]);
    expectUserError(r, 1);
    expect(r.stderr).toContain("/nonexistent/rules");
    expect(r.stderr).not.toContain("rules:` in the config");
  });

  it("--strict makes a warning fail the check (exit 5); without it exit 0", () => {
    const { data, folder } = dataWithRules(SHADOWED);
    expect(readOnly(data, ["rules", "--check", folder]).code).toBe(0);
    const strict = readOnly(data, ["rules", "--check", folder, "--strict"]);
    expect(strict.code).toBe(5);
    expect(strict.stdout).toMatch(/^0 errors, 1 warning in .*; --strict: the warnings fail the check$/m);
    expect(readOnly(tempDir(), ["rules", "--check", "--strict"]).code).toBe(0);
  });

  it("--strict with --test: coverage gaps stay informational", () => {
    const { data, folder } = dataWithRules("", { "one.test.yaml": readFileSync(join(SHIPPED, "fact.test.yaml"), "utf8") });
    const r = readOnly(data, ["rules", "--test", folder, "--strict"]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain("coverage: no test made these rules decide: ");
  });

  it("--name runs only the tests whose name contains the text; none matching is a usage error", () => {
    const r = readOnly(tempDir(), ["rules", "--test", "--name", "PROMOTES"]);
    expect(r.code, r.stdout).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    const ran = lines.filter((l) => l.startsWith("ok "));
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.every((l) => l.toLowerCase().includes("promotes"))).toBe(true);
    expect(r.stdout).toContain('coverage: not reported with --name (only the tests whose name contains "PROMOTES" ran)');
    const none = readOnly(tempDir(), ["rules", "--test", "--name", "no such test"]);
    expectUserError(none, 2);
    expect(none.stderr).toContain('"no such test"');
    expectUserError(brain(tempDir(), ["rules", "--check", "--name", "x"]), 2);
  });
});

describe("brain validate runs the checks on the rules it is given", () => {
  it("a config naming a rules folder with an error finding: exit 3 with the finding", () => {
    const { data, folder } = dataWithRules(HUMNA);
    const r = readOnly(data, ["validate", join(data, "brain.config.yaml")]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(`error  bad-value  ${join(folder, "candidate.yaml")}: /rules/${shippedRuleCount}/conditions/all/0/value: `);
  });

  it("a rules folder given with --as rules: exit 3 with the finding", () => {
    const { data, folder } = dataWithRules(HUMNA);
    const r = readOnly(data, ["validate", folder, "--as", "rules"]);
    expectUserError(r, 3);
    expect(r.stderr).toContain("error  bad-value  ");
  });

  it("warnings do not make a config invalid; they are printed on stderr", () => {
    const { data } = dataWithRules(SHADOWED);
    const r = ok(data, ["validate", join(data, "brain.config.yaml")]);
    expect(r.stdout).toBe(`${join(data, "brain.config.yaml")}: valid config (rules from ${join(data, "my-rules")}: 2 files)\n`);
    expect(r.stderr).toMatch(/^warning {2}unreachable {2}/);
  });

  it("the shipped rules folder and a config using them are valid", () => {
    const data = tempDir();
    writeFileSync(join(data, "brain.config.yaml"), "promoteThreshold: 2\n");
    expect(ok(data, ["validate", join(data, "brain.config.yaml")]).stderr).toBe("");
    expect(ok(data, ["validate", SHIPPED, "--as", "rules"]).stdout).toMatch(new RegExp(`^${SHIPPED}: valid rules \\(2 rule files, \\d+ rules\\)\n$`));
  });
});

describe("brain validate (the data dir) runs the checks on the rules in force", () => {
  it("an error finding: exit 3, the finding among the problems; a warning: exit 0, the finding on stderr", () => {
    const bad = dataWithRules(HUMNA);
    const r = readOnly(bad.data, ["validate"]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain(`INVALID  rules-folder ${bad.folder}\n`);
    expect(r.stderr).toContain(`error  bad-value  ${join(bad.folder, "candidate.yaml")}: /rules/${shippedRuleCount}/conditions/all/0/value: `);
    const warned = dataWithRules(SHADOWED);
    expect(brain(warned.data, ["init"]).code).toBe(0);
    const w = readOnly(warned.data, ["validate", "--json"]);
    expect(w.code, w.stderr).toBe(0);
    expect(JSON.parse(w.stdout)).toMatchObject({
      valid: true,
      warnings: [{ level: "warning", code: "unreachable", file: join(warned.folder, "candidate.yaml") }],
    });
    expect(readOnly(warned.data, ["validate"]).stderr).toMatch(/^warning {2}unreachable {2}/);
  });
});
