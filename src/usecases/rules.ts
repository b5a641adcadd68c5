/**
 * `brain rules`: the loaded rules (list), `--check` (the rule set against every situation the
 * runtime can produce) and `--test` (the *.test.yaml files beside the rule files).
 */
import type { RuleFileRef } from "../core/schema-types.js";
import { checkRuleFolder } from "../io/check-rule-folder.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleTests } from "../io/load-rule-tests.js";
import { loadRuleSet } from "../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../io/package-paths.js";
import { type Finding, formatFinding, hasErrors } from "../rules/check-rules.js";
import { formatRuleTestResult, type RuleTestResult, runRuleTest, uncoveredRules } from "../diff/rule-tests.js";

interface ListedRule {
  file: string;
  version: number;
  scope: "candidate" | "fact";
  name: string;
  priority: number;
  event: string;
}

/** The loaded rules after validation (the `--json` form). */
export interface RulesResult {
  /** The folder the rules were read from: the config's `rules`, else the shipped rules/. */
  folder: string;
  files: RuleFileRef[];
  rules: ListedRule[];
}

/**
 * Loads the config (`configFile` when given, else `defaultConfigPath` if it exists) and the rule
 * folder it names; every file is validated, so an invalid rule is an InvalidInputError here.
 */
export function listRules(configFile: string | undefined, defaultConfigPath: string): RulesResult {
  const { rulesDir } = loadConfig(configFile, defaultConfigPath);
  const set = loadRuleSet(rulesDir);
  const version = new Map(set.files.map((f) => [f.file, f.version]));
  const scoped = [...set.candidate.map((r) => ({ r, scope: "candidate" as const })), ...set.fact.map((r) => ({ r, scope: "fact" as const }))];
  const rules = scoped.map(({ r, scope }) => ({
    file: r.file,
    version: version.get(r.file)!,
    scope,
    name: r.name,
    priority: r.priority,
    event: r.event.type,
  }));
  return { folder: rulesDir ?? SHIPPED_RULES_DIR, files: set.files, rules };
}

/** The readable form, shared by the CLI and the MCP server: each scope, highest priority first. */
export function rulesText({ folder, rules }: RulesResult): string {
  const lines = [`Rules from ${folder}`];
  for (const scope of ["candidate", "fact"] as const) {
    lines.push("", `${scope} scope (highest priority decides):`);
    for (const r of rules.filter((x) => x.scope === scope).sort((a, b) => b.priority - a.priority)) {
      lines.push(`  ${String(r.priority).padStart(4)}  ${r.name.padEnd(32)} → ${r.event.padEnd(10)} ${r.file} v${r.version}`);
    }
  }
  return lines.join("\n");
}

/** Where the config in force is: `configFile` when given, else `defaultConfig` if it exists. */
export interface RulesOptions {
  configFile: string | undefined;
  defaultConfig: string;
}

/** `rules --check`: `ok` is false when a finding is an error (the CLI exits 5). */
export interface RulesChecked {
  kind: "checked";
  ok: boolean;
  folder: string;
  findings: Finding[];
  situations: { candidate: number; fact: number };
  /** How long the check took. */
  ms: number;
}

export async function checkRules(o: RulesOptions): Promise<RulesChecked> {
  const { config, rulesDir } = loadConfig(o.configFile, o.defaultConfig);
  const started = performance.now();
  const { findings, situations, folder } = await checkRuleFolder(rulesDir, config);
  const ms = Math.round(performance.now() - started);
  return { kind: "checked", ok: !hasErrors(findings), folder, findings, situations, ms };
}

/** The readable form: one line per finding, then the counts. */
export function checkRulesText(r: RulesChecked): string {
  const errors = r.findings.filter((f) => f.level === "error").length;
  const warnings = r.findings.length - errors;
  return [
    ...r.findings.map(formatFinding),
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} in ${r.folder} ` +
      `(${r.situations.candidate} candidate and ${r.situations.fact} fact situations checked in ${r.ms} ms)`,
  ].join("\n");
}

/** `rules --test`: `ok` is false when a test failed (the CLI exits 5). */
export interface RulesTested {
  kind: "tested";
  ok: boolean;
  folder: string;
  results: RuleTestResult[];
  passed: number;
  failed: number;
  /** Rules no test made decide. */
  uncovered: { scope: "candidate" | "fact"; name: string; file: string }[];
}

export async function testRules(o: RulesOptions & { today: string }): Promise<RulesTested> {
  const { rulesDir } = loadConfig(o.configFile, o.defaultConfig);
  const set = loadRuleSet(rulesDir);
  const folder = rulesDir ?? SHIPPED_RULES_DIR;
  const tests = loadRuleTests(folder);
  const results: RuleTestResult[] = [];
  for (const t of tests) results.push(await runRuleTest(t, { rules: set, today: o.today }));
  const failed = results.filter((r) => !r.ok).length;
  return { kind: "tested", ok: failed === 0, folder, results, passed: results.length - failed, failed, uncovered: uncoveredRules(set, results) };
}

/** The `--json` document of `rules --test`. */
export function testRulesJson(r: RulesTested) {
  return {
    folder: r.folder,
    tests: r.results.map(({ file, name, ok, failures }) => ({ file, name, ok, failures })),
    passed: r.passed,
    failed: r.failed,
    uncovered: r.uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file })),
  };
}

/** The readable form: each test, the coverage, the counts. */
export function testRulesText(r: RulesTested): string {
  const lines: string[] = [];
  if (r.results.length === 0) lines.push(`no rule tests (*.test.yaml) in ${r.folder}`);
  for (const t of r.results) lines.push(formatRuleTestResult(t));
  lines.push(
    r.uncovered.length === 0
      ? `coverage: every rule decided in at least one test`
      : `coverage: no test made ${r.uncovered.length === 1 ? "this rule" : "these rules"} decide: ${r.uncovered.map((u) => `${u.name} (${u.file})`).join(", ")}`,
  );
  lines.push(`${r.passed} passed, ${r.failed} failed`);
  return lines.join("\n");
}
