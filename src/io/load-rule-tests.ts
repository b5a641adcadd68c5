/**
 * Reads the rule tests (`*.test.yaml` / `*.test.yml`) beside a rules folder's rule files and
 * checks them: the test-file schema, each test's config overrides against the config schema,
 * its candidates against the candidates schema, and every `@label`, candidate index and outcome
 * it names. Every problem is reported as `file: /pointer: message`; none → the prepared tests.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { candidateIssues } from "../core/candidates.js";
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import { InvalidInputError } from "../core/errors.js";
import type { BrainConfig, Candidate, RuleTestFile } from "../core/schema-types.js";
import { isOutcome } from "../rules/fact-catalog.js";
import type { PreparedRuleTest } from "../diff/rule-tests.js";
import { resolveConfig } from "./load-config.js";
import { decodeUtf8, parseYamlText, readInputBytes } from "./read-input.js";
import { checkReadable } from "./read-scope.js";
import { schemas } from "./schemas.js";

function isRuleTestFileName(name: string): boolean {
  return /\.test\.ya?ml$/.test(name);
}

/** The rule test files of a rules folder, by name. */
function ruleTestFiles(folder: string): string[] {
  checkReadable(folder);
  return readdirSync(folder)
    .filter(isRuleTestFileName)
    .sort()
    .map((n) => join(folder, n));
}

/** Reads and checks every test file of the folder. Throws InvalidInputError naming each problem. */
export function loadRuleTests(folder: string): PreparedRuleTest[] {
  const issues: string[] = [];
  const tests: PreparedRuleTest[] = [];
  for (const path of ruleTestFiles(folder)) {
    try {
      const raw = parseYamlText(decodeUtf8(readInputBytes(path, path), path), path);
      tests.push(...prepareRuleTestFile(raw, path, issues));
    } catch (e) {
      if (e instanceof InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rule test was run. See docs/rules.md (Checking and testing rules).");
  return tests;
}

/**
 * Checks one parsed test file (`label` names it in issues): the schema, then every test. Pushes
 * each problem onto `issues` and returns the tests that are sound.
 */
export function prepareRuleTestFile(raw: unknown, label: string, issues: string[]): PreparedRuleTest[] {
  const result = schemas().validate<RuleTestFile>("rule-tests", raw, label);
  if (!result.ok) {
    issues.push(...result.issues);
    return [];
  }
  return result.value.tests.flatMap((t, i) => prepareTest(t, label, `/tests/${i}`, issues) ?? []);
}

function prepareTest(t: RuleTestFile["tests"][number], file: string, at: string, issues: string[]): PreparedRuleTest | undefined {
  const before = issues.length;
  const nested = (found: readonly string[], pointer: string) => issues.push(...found.map((issue) => rebase(issue, file, pointer)));

  const overrides = (t.config ?? {}) as Record<string, unknown>;
  if (Object.hasOwn(overrides, "rules")) issues.push(`${file}: ${at}/config/rules: a test cannot swap the rule set; it runs with the loaded rules`);
  const config = schemas().validate<BrainConfig>("config", overrides, file);
  if (!config.ok) nested(config.issues, `${at}/config`);

  const labels = new Set<string>();
  (t.profile ?? []).forEach((f, j) => {
    if (f.label === undefined) return;
    if (labels.has(f.label)) issues.push(`${file}: ${at}/profile/${j}/label: must be unique within the test, got "${f.label}" twice`);
    labels.add(f.label);
  });
  const label = (v: unknown, pointer: string) => {
    if (typeof v === "string" && v.startsWith("@") && !labels.has(v.slice(1))) {
      issues.push(`${file}: ${pointer}: must name a profile fact of this test by its label, got "${v}" (labels: ${[...labels].join(", ") || "none"})`);
    }
  };

  const candidates = t.candidates ?? [];
  const valid = schemas().validate<Candidate[]>("candidates", candidates, file);
  if (!valid.ok) nested(valid.issues, `${at}/candidates`);
  else nested(candidateIssues(valid.value, file), `${at}/candidates`);
  candidates.forEach((c, j) => {
    for (const field of ["supersedes", "retires", "keeps"]) label((c as Record<string, unknown>)[field], `${at}/candidates/${j}/${field}`);
  });

  (t.declined ?? []).forEach((d, j) => {
    if (d.candidate >= candidates.length)
      issues.push(`${file}: ${at}/declined/${j}/candidate: must be the index of a candidate of this test (0–${candidates.length - 1}), got ${d.candidate}`);
  });

  t.expect.forEach((e, j) => {
    const p = `${at}/expect/${j}`;
    if (e.candidate !== undefined) {
      if (e.candidate >= candidates.length)
        issues.push(`${file}: ${p}/candidate: must be the index of a candidate of this test (0–${candidates.length - 1}), got ${e.candidate}`);
      if (!isOutcome("candidate", e.outcome)) issues.push(`${file}: ${p}/outcome: must be a candidate outcome, got "${e.outcome}"`);
    } else {
      label(e.fact, `${p}/fact`);
      if (e.outcome !== "none" && !isOutcome("fact", e.outcome)) issues.push(`${file}: ${p}/outcome: must be promote, decay-flag or none, got "${e.outcome}"`);
    }
  });

  if (issues.length > before || !config.ok || !valid.ok) return undefined;
  return {
    file,
    pointer: at,
    name: t.name,
    today: t.today,
    config: resolveConfig(config.value),
    records: t.records?.map((r) =>
      typeof r === "string"
        ? { source: r, provenance: undefined }
        : { source: r.source, provenance: r.provenance, ...(r.text !== undefined ? { text: r.text } : {}) },
    ),
    profile: t.profile ?? [],
    candidates: valid.value,
    declined: t.declined ?? [],
    // Remembered declines hold normalized keys and values, as brain declined lists them.
    previouslyDeclined: (t.previouslyDeclined ?? []).map((r) => ({
      key: normalizeKey(r.key),
      value: normalizeValue(r.value),
      ...(r.source !== undefined ? { source: r.source } : {}),
    })),
    expect: t.expect,
  };
}

/** `file: /x: …` from a nested validation → `file: <pointer>/x: …`. */
function rebase(issue: string, file: string, pointer: string): string {
  const head = `${file}: /`;
  if (!issue.startsWith(head)) return issue;
  const rest = issue.slice(head.length);
  return rest.startsWith(": ") ? `${file}: ${pointer}${rest}` : `${file}: ${pointer}/${rest}`;
}
