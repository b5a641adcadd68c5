import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  checkRuleFolder,
  formatFinding,
  hasErrors
} from "./chunk-BV3XKEBN.mjs";
import {
  proposeDiff
} from "./chunk-SBYWWAGM.mjs";
import {
  mintEntityId,
  uniqueId
} from "./chunk-LGODSIJO.mjs";
import {
  loadRuleSet
} from "./chunk-FV42EVWR.mjs";
import {
  candidateIssues
} from "./chunk-MOBJXAJH.mjs";
import {
  loadConfig,
  resolveConfig
} from "./chunk-MSDKM2NO.mjs";
import {
  isOperatorStatement
} from "./chunk-NK7G2TRU.mjs";
import {
  isOutcome
} from "./chunk-HNVQTAUQ.mjs";
import {
  SHIPPED_RULES_DIR,
  schemas
} from "./chunk-J66PNI4I.mjs";
import {
  normalizeKey
} from "./chunk-FFBGNPJR.mjs";
import {
  decodeUtf8,
  parseYamlText,
  readInputBytes,
  sha256Hex
} from "./chunk-EBWEML6O.mjs";
import {
  InvalidInputError
} from "./chunk-JLYW6UGX.mjs";

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
      const result = schemas().validate("rule-tests", raw, path);
      if (!result.ok) {
        issues.push(...result.issues);
        continue;
      }
      result.value.tests.forEach((t, i) => {
        const prepared = prepare(t, path, `/tests/${i}`, issues);
        if (prepared) tests.push(prepared);
      });
    } catch (e) {
      if (e instanceof InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rule test was run. See docs/rules.md (Checking and testing rules).");
  return tests;
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
    for (const field of ["supersedes", "retires"]) label(c[field], `${at}/candidates/${j}/${field}`);
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
    expect: t.expect
  };
}
function rebase(issue, file, pointer) {
  const head = `${file}: /`;
  if (!issue.startsWith(head)) return issue;
  const rest = issue.slice(head.length);
  return rest.startsWith(": ") ? `${file}: ${pointer}${rest}` : `${file}: ${pointer}/${rest}`;
}

// src/diff/rule-tests.ts
var NO_BASE = "0".repeat(64);
async function runRuleTest(test, { rules, today }) {
  const date = test.today ?? today;
  const { facts, labels } = buildProfile(test.profile, date);
  const candidates = test.candidates.map((c) => resolveLabels(c, labels));
  const result = (failures2, decided2) => ({
    file: test.file,
    name: test.name,
    ok: failures2.length === 0,
    failures: failures2,
    decided: decided2
  });
  let diff;
  try {
    diff = await proposeDiff({
      current: { title: "Profile", facts },
      base: NO_BASE,
      candidates,
      rules,
      config: test.config,
      today: date,
      records: recordsView(test, facts, candidates),
      candidatesFile: `${test.file}: ${test.pointer}/candidates`
    });
  } catch (e) {
    if (e instanceof InvalidInputError) return result([`expected a diff, got an error: ${e.issues.join("; ")}`], []);
    throw e;
  }
  const decided = diff.trace.map((t) => `${t.candidate !== void 0 ? "candidate" : "fact"}:${t.rule}`);
  const failures = [];
  for (const want of test.expect) {
    let what;
    let got;
    if (want.candidate !== void 0) {
      what = `candidate ${want.candidate}`;
      got = diff.trace.find((t) => t.candidate === want.candidate);
    } else {
      const ref = want.fact;
      what = `fact ${ref}`;
      const id = archivedId(diff, ref.startsWith("@") ? labels.get(ref.slice(1)) : ref);
      got = diff.trace.find((t) => t.fact === id);
    }
    const outcome = got?.outcome ?? "none";
    if (outcome !== want.outcome || want.rule !== void 0 && got?.rule !== want.rule) {
      failures.push(`expected ${what} ${want.outcome}${want.rule ? ` (${want.rule})` : ""}, got ${outcome}${got ? ` (${got.rule})` : ""}`);
    }
  }
  return result(failures, decided);
}
function uncoveredRules(rules, results) {
  const decided = new Set(results.flatMap((r) => r.decided));
  return ["candidate", "fact"].flatMap(
    (scope) => rules[scope].filter((r) => !decided.has(`${scope}:${r.name}`)).map((r) => ({ scope, name: r.name, file: r.file }))
  );
}
function formatRuleTestResult(r) {
  return r.ok ? `ok ${r.name}` : `FAIL ${r.name}: ${r.failures.join("; ")}`;
}
function buildProfile(profile, today) {
  const taken = new Set(profile.flatMap((f) => f.id ? [f.id] : []));
  const labels = /* @__PURE__ */ new Map();
  const facts = profile.map((f) => {
    const kind = f.kind ?? "observed";
    const key = normalizeKey(f.key);
    let id = f.id;
    if (id === void 0) {
      id = uniqueId(mintEntityId({ kind, key }), taken);
      taken.add(id);
    }
    if (f.label) labels.set(f.label, id);
    const status = f.status ?? "active";
    return {
      id,
      kind,
      layer: f.layer ?? (kind === "profile-field" ? "static" : "dynamic"),
      key,
      value: f.value,
      provenance: f.provenance ?? (f.sources.every(isOperatorStatement) ? "human" : "published"),
      sources: [...f.sources],
      first_seen: f.first_seen ?? f.last_seen ?? today,
      last_seen: f.last_seen ?? today,
      evidence_count: f.sources.length,
      status
    };
  });
  return { facts, labels };
}
function resolveLabels(c, labels) {
  const out = { ...c };
  for (const field of ["supersedes", "retires"]) {
    const v = out[field];
    if (typeof v === "string" && v.startsWith("@")) out[field] = labels.get(v.slice(1));
  }
  return out;
}
function archivedId(diff, id) {
  return diff.supersedes.find((s) => s.old.id === id)?.old.archived_id ?? id;
}
function recordsView(test, facts, candidates) {
  const citedBy = /* @__PURE__ */ new Map();
  for (const c of candidates) if (!citedBy.has(c.source)) citedBy.set(c.source, c.provenance);
  for (const f of facts) for (const s of f.sources) if (!citedBy.has(s)) citedBy.set(s, f.provenance);
  const known = /* @__PURE__ */ new Map();
  if (test.records) {
    for (const r of test.records) known.set(r.source, r.provenance ?? citedBy.get(r.source) ?? "published");
  } else {
    for (const [source, provenance] of citedBy) if (!source.startsWith("human:") && /^[a-z0-9][a-z0-9-]{0,63}:/.test(source)) known.set(source, provenance);
  }
  const list = [...known.keys()].sort();
  return {
    summary: { through: null, published: [...known.values()].filter((p) => p === "published").length, sha256: sha256Hex(list.join("\n")) },
    known
  };
}

// src/usecases/rules.ts
function listRules(configFile, defaultConfigPath) {
  const { rulesDir } = loadConfig(configFile, defaultConfigPath);
  const set = loadRuleSet(rulesDir);
  const version = new Map(set.files.map((f) => [f.file, f.version]));
  const scoped = [...set.candidate.map((r) => ({ r, scope: "candidate" })), ...set.fact.map((r) => ({ r, scope: "fact" }))];
  const rules = scoped.map(({ r, scope }) => ({
    file: r.file,
    version: version.get(r.file),
    scope,
    name: r.name,
    priority: r.priority,
    event: r.event.type
  }));
  return { folder: rulesDir ?? SHIPPED_RULES_DIR, files: set.files, rules };
}
function rulesText({ folder, rules }) {
  const lines = [`Rules from ${folder}`];
  for (const scope of ["candidate", "fact"]) {
    lines.push("", `${scope} scope (highest priority decides):`);
    for (const r of rules.filter((x) => x.scope === scope).sort((a, b) => b.priority - a.priority)) {
      lines.push(`  ${String(r.priority).padStart(4)}  ${r.name.padEnd(32)} \u2192 ${r.event.padEnd(10)} ${r.file} v${r.version}`);
    }
  }
  return lines.join("\n");
}
async function checkRules(o) {
  const { config, rulesDir } = loadConfig(o.configFile, o.defaultConfig);
  const started = performance.now();
  const { findings, situations, folder } = await checkRuleFolder(rulesDir, config);
  const ms = Math.round(performance.now() - started);
  return { kind: "checked", ok: !hasErrors(findings), folder, findings, situations, ms };
}
function checkRulesText(r) {
  const errors = r.findings.filter((f) => f.level === "error").length;
  const warnings = r.findings.length - errors;
  return [
    ...r.findings.map(formatFinding),
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} in ${r.folder} (${r.situations.candidate} candidate and ${r.situations.fact} fact situations checked in ${r.ms} ms)`
  ].join("\n");
}
async function testRules(o) {
  const { rulesDir } = loadConfig(o.configFile, o.defaultConfig);
  const set = loadRuleSet(rulesDir);
  const folder = rulesDir ?? SHIPPED_RULES_DIR;
  const tests = loadRuleTests(folder);
  const results = [];
  for (const t of tests) results.push(await runRuleTest(t, { rules: set, today: o.today }));
  const failed = results.filter((r) => !r.ok).length;
  return { kind: "tested", ok: failed === 0, folder, results, passed: results.length - failed, failed, uncovered: uncoveredRules(set, results) };
}
function testRulesJson(r) {
  return {
    folder: r.folder,
    tests: r.results.map(({ file, name, ok, failures }) => ({ file, name, ok, failures })),
    passed: r.passed,
    failed: r.failed,
    uncovered: r.uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file }))
  };
}
function testRulesText(r) {
  const lines = [];
  if (r.results.length === 0) lines.push(`no rule tests (*.test.yaml) in ${r.folder}`);
  for (const t of r.results) lines.push(formatRuleTestResult(t));
  lines.push(
    r.uncovered.length === 0 ? `coverage: every rule decided in at least one test` : `coverage: no test made ${r.uncovered.length === 1 ? "this rule" : "these rules"} decide: ${r.uncovered.map((u) => `${u.name} (${u.file})`).join(", ")}`
  );
  lines.push(`${r.passed} passed, ${r.failed} failed`);
  return lines.join("\n");
}

export {
  listRules,
  rulesText,
  checkRules,
  checkRulesText,
  testRules,
  testRulesJson,
  testRulesText
};
