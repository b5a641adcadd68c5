import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  candidateIssues
} from "./chunk-HDN7XO3X.mjs";
import {
  isOutcome
} from "./chunk-WMZ3IMH4.mjs";
import {
  resolveConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  normalizeKey,
  normalizeValue,
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  decodeUtf8,
  parseYamlText,
  readInputBytes
} from "./chunk-NBGDC34C.mjs";
import {
  InvalidInputError
} from "./chunk-YLHGQIST.mjs";

// src/io/load-rule-tests.ts
import { readdirSync } from "node:fs";
import { join } from "node:path";
function isRuleTestFileName(name) {
  return /\.test\.ya?ml$/.test(name);
}
function ruleTestFiles(folder) {
  return readdirSync(folder).filter(isRuleTestFileName).sort().map((n) => join(folder, n));
}
function loadRuleTests(folder) {
  const issues = [];
  const tests = [];
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
function prepareRuleTestFile(raw, label, issues) {
  const result = schemas().validate("rule-tests", raw, label);
  if (!result.ok) {
    issues.push(...result.issues);
    return [];
  }
  return result.value.tests.flatMap((t, i) => prepare(t, label, `/tests/${i}`, issues) ?? []);
}
function prepare(t, file, at, issues) {
  const before = issues.length;
  const nested = (found, pointer) => issues.push(...found.map((issue) => rebase(issue, file, pointer)));
  const overrides = t.config ?? {};
  if (Object.hasOwn(overrides, "rules")) issues.push(`${file}: ${at}/config/rules: a test cannot swap the rule set; it runs with the loaded rules`);
  const config = schemas().validate("config", overrides, file);
  if (!config.ok) nested(config.issues, `${at}/config`);
  const labels = /* @__PURE__ */ new Set();
  (t.profile ?? []).forEach((f, j) => {
    if (f.label === void 0) return;
    if (labels.has(f.label)) issues.push(`${file}: ${at}/profile/${j}/label: must be unique within the test, got "${f.label}" twice`);
    labels.add(f.label);
  });
  const label = (v, pointer) => {
    if (typeof v === "string" && v.startsWith("@") && !labels.has(v.slice(1))) {
      issues.push(`${file}: ${pointer}: must name a profile fact of this test by its label, got "${v}" (labels: ${[...labels].join(", ") || "none"})`);
    }
  };
  const candidates = t.candidates ?? [];
  const valid = schemas().validate("candidates", candidates, file);
  if (!valid.ok) nested(valid.issues, `${at}/candidates`);
  else nested(candidateIssues(valid.value, file), `${at}/candidates`);
  candidates.forEach((c, j) => {
    for (const field of ["supersedes", "retires", "keeps"]) label(c[field], `${at}/candidates/${j}/${field}`);
  });
  (t.declined ?? []).forEach((d, j) => {
    if (d.candidate >= candidates.length)
      issues.push(`${file}: ${at}/declined/${j}/candidate: must be the index of a candidate of this test (0\u2013${candidates.length - 1}), got ${d.candidate}`);
  });
  t.expect.forEach((e, j) => {
    const p = `${at}/expect/${j}`;
    if (e.candidate !== void 0) {
      if (e.candidate >= candidates.length)
        issues.push(`${file}: ${p}/candidate: must be the index of a candidate of this test (0\u2013${candidates.length - 1}), got ${e.candidate}`);
      if (!isOutcome("candidate", e.outcome)) issues.push(`${file}: ${p}/outcome: must be a candidate outcome, got "${e.outcome}"`);
    } else {
      label(e.fact, `${p}/fact`);
      if (e.outcome !== "none" && !isOutcome("fact", e.outcome)) issues.push(`${file}: ${p}/outcome: must be promote, decay-flag or none, got "${e.outcome}"`);
    }
  });
  if (issues.length > before || !config.ok || !valid.ok) return void 0;
  return {
    file,
    pointer: at,
    name: t.name,
    today: t.today,
    config: resolveConfig(config.value),
    records: t.records?.map((r) => typeof r === "string" ? { source: r, provenance: void 0 } : { source: r.source, provenance: r.provenance }),
    profile: t.profile ?? [],
    candidates: valid.value,
    declined: t.declined ?? [],
    // Remembered declines hold normalized keys and values, as brain declined lists them.
    previouslyDeclined: (t.previouslyDeclined ?? []).map((r) => ({
      key: normalizeKey(r.key),
      value: normalizeValue(r.value),
      ...r.source !== void 0 ? { source: r.source } : {}
    })),
    expect: t.expect
  };
}
function rebase(issue, file, pointer) {
  const head = `${file}: /`;
  if (!issue.startsWith(head)) return issue;
  const rest = issue.slice(head.length);
  return rest.startsWith(": ") ? `${file}: ${pointer}${rest}` : `${file}: ${pointer}/${rest}`;
}

export {
  loadRuleTests,
  prepareRuleTestFile
};
