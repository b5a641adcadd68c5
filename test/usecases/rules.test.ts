/** The rules use cases, in-process: list, check and test the shipped rules, and a rule folder with a failing test. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRuleFiles, checkRuleFilesText, listRules, testRules, testRulesJson, testRulesText } from "../../src/usecases/rules.js";
import { ROOT, tempDir } from "../helpers/cli.js";

const NO_CONFIG = { configFile: undefined, defaultConfig: join(ROOT, "no-such-config.yaml") };

describe("rules use cases", () => {
  it("lists the shipped rules of both scopes", () => {
    const r = listRules(NO_CONFIG.configFile, NO_CONFIG.defaultConfig);
    expect(r.folder).toBe(join(ROOT, "rules"));
    expect(new Set(r.rules.map((x) => x.scope))).toEqual(new Set(["candidate", "fact"]));
  });

  it("the shipped rules check clean and their tests pass", async () => {
    const checked = await checkRuleFiles(NO_CONFIG);
    expect(checked.kind).toBe("checked");
    expect(checked.ok).toBe(true);
    expect(checked.findings.filter((f) => f.level === "error")).toEqual([]);
    expect(checkRuleFilesText(checked)).toMatch(/^0 errors, \d+ warnings? in /m);
    const tested = await testRules({ ...NO_CONFIG, today: "2026-06-01" });
    expect(tested.ok).toBe(true);
    expect(tested.failed).toBe(0);
    expect(tested.passed).toBeGreaterThan(0);
    expect(testRulesText(tested)).toContain(`${tested.passed} passed, 0 failed`);
  });

  it("a failing rule test makes the outcome not ok and is named in the JSON", async () => {
    const dir = tempDir();
    const rules = join(dir, "rules");
    cpSync(join(ROOT, "rules"), rules, { recursive: true });
    const config = join(dir, "brain.config.yaml");
    writeFileSync(config, "rules: rules\n");
    const testFile = join(rules, "fact.test.yaml");
    // The fact seen exactly decayDays ago is not flagged: expecting the flag must fail.
    const text = readFileSync(testFile, "utf8");
    const flipped = text.replace('{ fact: "@edge", outcome: none }', '{ fact: "@edge", outcome: decay-flag, rule: flag-stale }');
    expect(flipped).not.toBe(text);
    writeFileSync(testFile, flipped);
    const r = await testRules({ configFile: config, defaultConfig: config, today: "2026-06-01" });
    expect(r.ok).toBe(false);
    expect(r.failed).toBeGreaterThan(0);
    expect(testRulesJson(r).tests.some((t) => !t.ok && t.file.endsWith("fact.test.yaml"))).toBe(true);
  });
});
