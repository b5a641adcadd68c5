/**
 * `brain rules`: the loaded rules (list), `--check` (the rule set against every situation the
 * runtime can produce) and `--test` (the *.test.yaml files beside the rule files). Each works on
 * the data dir's rules (the config's `rules`, else the shipped rules/) or on any rule folder given
 * as an argument; for a folder the config is `--config` if given, else the defaults — a data
 * dir's config is not read for a folder argument.
 */
import { UsageError } from "../core/errors.js";
import type { ResolvedConfig, RuleFileRef } from "../core/schema-types.js";
import { formatRuleTestResult, type RuleTestResult, runRuleTest, uncoveredRules } from "../diff/rule-tests.js";
import { checkRuleFolder } from "../io/check-rule-folder.js";
import { DEFAULT_CONFIG, loadConfig } from "../io/load-config.js";
import { loadRuleTests } from "../io/load-rule-tests.js";
import { loadRuleSet } from "../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../io/package-paths.js";
import { type Finding, formatFinding, hasErrors } from "../rules/check-rules.js";

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
export interface RulesOptions {
  /** `--config`, when given. */
  configFile: string | undefined;
  /** `<data>/brain.config.yaml`: read (if it exists) only without a folder argument. */
  defaultConfig: string;
  /** A rule folder given as an argument; undefined: the rules the config names (else the shipped ones). */
  folder?: string | undefined;
}

const FOLDER_HINT = "check the folder argument";

/** The config in force and the rules folder (null: the shipped rules/). */
function resolveSource(o: RulesOptions): { config: ResolvedConfig; rulesDir: string | null; missingHint: string | undefined } {
  if (o.folder === undefined) return { ...loadConfig(o.configFile, o.defaultConfig), missingHint: undefined };
  const config = o.configFile !== undefined ? loadConfig(o.configFile, o.defaultConfig).config : DEFAULT_CONFIG;
  return { config, rulesDir: o.folder, missingHint: FOLDER_HINT };
}

/**
 * Loads the rules (see RulesOptions); every file is validated, so an invalid rule is an
 * InvalidInputError here.
 */
export function listRules(configFile: string | undefined, defaultConfig: string, folder?: string): RulesResult {
  const { rulesDir, missingHint } = resolveSource({ configFile, defaultConfig, folder });
  const set = loadRuleSet(rulesDir, missingHint);
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

/** `rules --check`: `ok` is false when a finding is an error, or with `strict` a warning (the CLI exits 5). */
export interface RulesChecked {
  kind: "checked";
  ok: boolean;
  /** Warnings fail the check too. */
  strict: boolean;
  folder: string;
  findings: Finding[];
  situations: { candidate: number; fact: number };
  /** How long the check took. */
  ms: number;
}

export async function checkRuleFiles(o: RulesOptions & { strict?: boolean }): Promise<RulesChecked> {
  const { config, rulesDir, missingHint } = resolveSource(o);
  const strict = o.strict === true;
  const started = performance.now();
  const { findings, situations, folder } = await checkRuleFolder(rulesDir, config, missingHint);
  const ms = Math.round(performance.now() - started);
  return { kind: "checked", ok: strict ? findings.length === 0 : !hasErrors(findings), strict, folder, findings, situations, ms };
}

/** The readable form: one line per finding, then the counts (and, with --strict, that warnings fail). */
export function checkRuleFilesText(r: RulesChecked): string {
  const errors = r.findings.filter((f) => f.level === "error").length;
  const warnings = r.findings.length - errors;
  return [
    ...r.findings.map(formatFinding),
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} in ${r.folder} ` +
      `(${r.situations.candidate} candidate and ${r.situations.fact} fact situations checked in ${r.ms} ms)` +
      (r.strict && warnings > 0 && errors === 0 ? "; --strict: the warnings fail the check" : ""),
  ].join("\n");
}

/** `rules --test`: `ok` is false when a test failed (the CLI exits 5); coverage gaps never fail it. */
export interface RulesTested {
  kind: "tested";
  ok: boolean;
  folder: string;
  /** `--name`, when given: only the tests whose name contains it ran. */
  name: string | undefined;
  results: RuleTestResult[];
  passed: number;
  failed: number;
  /** Rules no test made decide (empty with `--name`: a selection says nothing about coverage). */
  uncovered: { scope: "candidate" | "fact"; name: string; file: string }[];
}

/**
 * Runs the rule tests beside the rules (`*.test.yaml`), or only those whose name contains `name`
 * (case-insensitive; none matching is a usage error). `today` is used by tests that name none.
 */
export async function testRules(o: RulesOptions & { today: string; name?: string | undefined }): Promise<RulesTested> {
  const { rulesDir, missingHint } = resolveSource(o);
  const set = loadRuleSet(rulesDir, missingHint);
  const folder = rulesDir ?? SHIPPED_RULES_DIR;
  const all = loadRuleTests(folder);
  const wanted = o.name?.toLowerCase();
  const tests = wanted === undefined ? all : all.filter((t) => t.name.toLowerCase().includes(wanted));
  if (wanted !== undefined && tests.length === 0) {
    throw new UsageError(`--name: no rule test in ${folder} has a name containing "${o.name}" (${all.length} test${all.length === 1 ? "" : "s"} there)`);
  }
  const results: RuleTestResult[] = [];
  for (const t of tests) results.push(await runRuleTest(t, { rules: set, today: o.today }));
  const failed = results.filter((r) => !r.ok).length;
  return {
    kind: "tested",
    ok: failed === 0,
    folder,
    name: o.name,
    results,
    passed: results.length - failed,
    failed,
    uncovered: o.name === undefined ? uncoveredRules(set, results) : [],
  };
}

/** The `--json` document of `rules --test`. */
export function testRulesJson(r: RulesTested) {
  return {
    folder: r.folder,
    tests: r.results.map(({ file, pointer, name, ok, failures }) => ({ file, pointer, name, ok, failures })),
    passed: r.passed,
    failed: r.failed,
    uncovered: r.uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file })),
  };
}

/** The readable form: each test (a FAIL line per failure, naming file and test), the coverage, the counts. */
export function testRulesText(r: RulesTested): string {
  const lines: string[] = [];
  if (r.results.length === 0) lines.push(`no rule tests (*.test.yaml) in ${r.folder}`);
  for (const t of r.results) lines.push(formatRuleTestResult(t));
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
