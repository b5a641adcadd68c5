/**
 * `brain rules`: list the loaded rules, `--check` them (static analysis), `--test` them (their
 * *.test.yaml files). Each works on the data dir's rules (the config's `rules`, else the shipped
 * rules/) or on any rule folder given as an argument; for a folder the config is `--config` if
 * given, else the defaults — a data dir's config is not read for a folder argument.
 */
import { UsageError } from "../core/errors.js";
import type { ResolvedConfig, RuleFileRef } from "../core/schema-types.js";
import { checkRuleFolder } from "../io/check-rule-folder.js";
import { DEFAULT_CONFIG, loadConfig } from "../io/load-config.js";
import { loadRuleTests } from "../io/load-rule-tests.js";
import { loadRuleSet } from "../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../io/package-paths.js";
import { type Finding, formatFinding } from "../rules/check-rules.js";
import { formatRuleTestResult, type RuleTestResult, runRuleTest, uncoveredRules } from "../rules/rule-tests.js";

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
  /** The folder the rules were read from: the argument, else the config's `rules`, else the shipped rules/. */
  folder: string;
  files: RuleFileRef[];
  rules: ListedRule[];
}

/** Which rules and which config: a folder argument, else the data dir's config and the rules it names. */
export interface RulesSource {
  /** A rule folder given as an argument; undefined: the data dir's rules. */
  folder?: string;
  /** `--config`, when given. */
  configFile: string | undefined;
  /** `<data>/brain.config.yaml`: read (if it exists) only without a folder argument. */
  defaultConfig: string;
}

const FOLDER_HINT = "check the folder argument";

/** The config in force and the rules folder (null: the shipped rules/). */
function resolveSource(src: RulesSource): { config: ResolvedConfig; rulesDir: string | null } {
  if (src.folder === undefined) return loadConfig(src.configFile, src.defaultConfig);
  const config = src.configFile !== undefined ? loadConfig(src.configFile, src.defaultConfig).config : DEFAULT_CONFIG;
  return { config, rulesDir: src.folder };
}

/**
 * Loads the rules (see RulesSource); every file is validated, so an invalid rule is an
 * InvalidInputError here.
 */
export function listRules(configFile: string | undefined, defaultConfig: string, folder?: string): RulesResult {
  const { rulesDir } = resolveSource({ configFile, defaultConfig, folder });
  const set = loadRuleSet(rulesDir, folder === undefined ? undefined : FOLDER_HINT);
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

/** `rules --check`: the findings, and whether they fail the check (errors; with `strict`, warnings too). */
export interface RulesCheckResult {
  folder: string;
  findings: Finding[];
  errors: number;
  warnings: number;
  strict: boolean;
  failed: boolean;
  situations: { candidate: number; fact: number };
  ms: number;
}

export async function checkRulesUseCase(src: RulesSource, { strict = false }: { strict?: boolean } = {}): Promise<RulesCheckResult> {
  const { config, rulesDir } = resolveSource(src);
  const started = performance.now();
  const { findings, situations, folder } = await checkRuleFolder(rulesDir, config, src.folder === undefined ? undefined : FOLDER_HINT);
  const ms = Math.round(performance.now() - started);
  const errors = findings.filter((f) => f.level === "error").length;
  const warnings = findings.length - errors;
  return { folder, findings, errors, warnings, strict, failed: errors > 0 || (strict && warnings > 0), situations, ms };
}

export function rulesCheckText(r: RulesCheckResult): string {
  const lines = r.findings.map(formatFinding);
  lines.push(
    `${r.errors} error${r.errors === 1 ? "" : "s"}, ${r.warnings} warning${r.warnings === 1 ? "" : "s"} in ${r.folder} ` +
      `(${r.situations.candidate} candidate and ${r.situations.fact} fact situations checked in ${r.ms} ms)` +
      (r.strict && r.warnings > 0 && r.errors === 0 ? "; --strict: the warnings fail the check" : ""),
  );
  return lines.join("\n");
}

/** `rules --test`: every test's result, and the rules no test made decide (informational, never a failure). */
export interface RulesTestResult {
  folder: string;
  /** `--name`, when given: only the tests whose name contains it ran. */
  name: string | undefined;
  tests: RuleTestResult[];
  passed: number;
  failed: number;
  /** Empty with `--name`: a selection says nothing about coverage. */
  uncovered: { scope: "candidate" | "fact"; name: string; file: string }[];
}

/**
 * Runs the rule tests beside the rules (`*.test.yaml`), or only those whose name contains `name`
 * (case-insensitive; none matching is a usage error). `today` is used by tests that name none.
 */
export async function testRulesUseCase(src: RulesSource, { today, name }: { today: string; name?: string }): Promise<RulesTestResult> {
  const { rulesDir } = resolveSource(src);
  const folder = rulesDir ?? SHIPPED_RULES_DIR;
  const set = loadRuleSet(rulesDir, src.folder === undefined ? undefined : FOLDER_HINT);
  const all = loadRuleTests(folder);
  const wanted = name?.toLowerCase();
  const tests = wanted === undefined ? all : all.filter((t) => t.name.toLowerCase().includes(wanted));
  if (wanted !== undefined && tests.length === 0) {
    throw new UsageError(`--name: no rule test in ${folder} has a name containing "${name}" (${all.length} test${all.length === 1 ? "" : "s"} there)`);
  }
  const results: RuleTestResult[] = [];
  for (const t of tests) results.push(await runRuleTest(t, { rules: set, today }));
  const failed = results.filter((r) => !r.ok).length;
  return { folder, name, tests: results, passed: results.length - failed, failed, uncovered: name === undefined ? uncoveredRules(set, results) : [] };
}

export function rulesTestText(r: RulesTestResult): string {
  const lines: string[] = [];
  if (r.tests.length === 0) lines.push(`no rule tests (*.test.yaml) in ${r.folder}`);
  for (const t of r.tests) lines.push(formatRuleTestResult(t));
  if (r.name !== undefined) lines.push(`coverage: not reported with --name (only the tests whose name contains "${r.name}" ran)`);
  else
    lines.push(
      r.uncovered.length === 0
        ? "coverage: every rule decided in at least one test"
        : `coverage: no test made ${r.uncovered.length === 1 ? "this rule" : "these rules"} decide: ${r.uncovered.map((u) => `${u.name} (${u.file})`).join(", ")}`,
    );
  lines.push(`${r.passed} passed, ${r.failed} failed`);
  return lines.join("\n");
}

/** The `--json` form of a test run (rule files and names, as before; `uncovered` names the rule as `rule`). */
export function rulesTestJson(r: RulesTestResult) {
  return {
    folder: r.folder,
    tests: r.tests.map(({ file, pointer, name, ok, failures }) => ({ file, pointer, name, ok, failures })),
    passed: r.passed,
    failed: r.failed,
    uncovered: r.uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file })),
  };
}
