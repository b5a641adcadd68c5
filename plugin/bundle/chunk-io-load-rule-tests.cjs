var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  loadRuleTests: () => loadRuleTests,
  prepareRuleTestFile: () => prepareRuleTestFile
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function isRuleTestFileName(name) {
  return /\.test\.ya?ml$/.test(name);
}
function ruleTestFiles(folder) {
  (0, import_chunk_js_yaml_dist_js_yaml.checkReadable)(folder);
  return (0, import_node_fs.readdirSync)(folder).filter(isRuleTestFileName).sort().map((n) => (0, import_node_path.join)(folder, n));
}
function loadRuleTests(folder) {
  const issues = [];
  const tests = [];
  for (const path of ruleTestFiles(folder)) {
    try {
      const raw = (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)((0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)((0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(path, path), path), path);
      tests.push(...prepareRuleTestFile(raw, path, issues));
    } catch (e) {
      if (e instanceof import_chunk_hooks_session_start.InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues, "No rule test was run. See docs/rules.md (Checking and testing rules).");
  return tests;
}
function prepareRuleTestFile(raw, label, issues) {
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("rule-tests", raw, label);
  if (!result.ok) {
    issues.push(...result.issues);
    return [];
  }
  return result.value.tests.flatMap((t, i) => prepareTest(t, label, `/tests/${i}`, issues) ?? []);
}
function prepareTest(t, file, at, issues) {
  const before = issues.length;
  const nested = (found, pointer) => issues.push(...found.map((issue) => rebase(issue, file, pointer)));
  const overrides = t.config ?? {};
  if (Object.hasOwn(overrides, "rules")) issues.push(`${file}: ${at}/config/rules: a test cannot swap the rule set; it runs with the loaded rules`);
  const config = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("config", overrides, file);
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
  const valid = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("candidates", candidates, file);
  if (!valid.ok) nested(valid.issues, `${at}/candidates`);
  else nested((0, import_chunk_core_candidates.candidateIssues)(valid.value, file), `${at}/candidates`);
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
      if (!(0, import_chunk_core_agent_written.isOutcome)("candidate", e.outcome)) issues.push(`${file}: ${p}/outcome: must be a candidate outcome, got "${e.outcome}"`);
    } else {
      label(e.fact, `${p}/fact`);
      if (e.outcome !== "none" && !(0, import_chunk_core_agent_written.isOutcome)("fact", e.outcome)) issues.push(`${file}: ${p}/outcome: must be promote, decay-flag or none, got "${e.outcome}"`);
    }
  });
  if (issues.length > before || !config.ok || !valid.ok) return void 0;
  return {
    file,
    pointer: at,
    name: t.name,
    today: t.today,
    config: (0, import_chunk_core_context_config.resolveConfig)(config.value),
    records: t.records?.map(
      (r) => typeof r === "string" ? { source: r, provenance: void 0 } : { source: r.source, provenance: r.provenance, ...r.text !== void 0 ? { text: r.text } : {} }
    ),
    profile: t.profile ?? [],
    candidates: valid.value,
    declined: t.declined ?? [],
    // Remembered declines hold normalized keys and values, as brain declined lists them.
    previouslyDeclined: (t.previouslyDeclined ?? []).map((r) => ({
      key: (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(r.key),
      value: (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(r.value),
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadRuleTests,
  prepareRuleTestFile
});
// brain-digest: 59ef2209d03aa006
