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
  checkRuleFiles: () => checkRuleFiles,
  checkRuleFilesText: () => checkRuleFilesText,
  listRules: () => listRules,
  rulesText: () => rulesText,
  testRules: () => testRules,
  testRulesJson: () => testRulesJson,
  testRulesText: () => testRulesText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_check_rule_folder = require("./chunk-io-check-rule-folder.cjs");
var import_chunk_io_load_rule_tests = require("./chunk-io-load-rule-tests.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var HOLDS = {
  equal: "=",
  notEqual: "\u2260",
  lessThan: "<",
  lessThanInclusive: "\u2264",
  greaterThan: ">",
  greaterThanInclusive: "\u2265",
  in: "in",
  notIn: "not in",
  contains: "contains",
  doesNotContain: "does not contain",
  startsWith: "starts with",
  endsWith: "ends with"
};
var FAILS = {
  equal: "\u2260",
  notEqual: "=",
  lessThan: "\u2265",
  lessThanInclusive: ">",
  greaterThan: "\u2264",
  greaterThanInclusive: "<",
  in: "not in",
  notIn: "in",
  contains: "does not contain",
  doesNotContain: "contains",
  startsWith: "does not start with",
  endsWith: "does not end with"
};
function compare(operator, fact, value) {
  const a = fact;
  const b = value;
  switch (operator) {
    case "equal":
      return fact === value;
    case "notEqual":
      return fact !== value;
    case "in":
      return searchable(value) && value.indexOf(fact) > -1;
    case "notIn":
      return searchable(value) && value.indexOf(fact) === -1;
    case "contains":
      return Array.isArray(fact) && fact.indexOf(value) > -1;
    case "doesNotContain":
      return Array.isArray(fact) && fact.indexOf(value) === -1;
    case "lessThan":
      return numeric(fact) && a < b;
    case "lessThanInclusive":
      return numeric(fact) && a <= b;
    case "greaterThan":
      return numeric(fact) && a > b;
    case "greaterThanInclusive":
      return numeric(fact) && a >= b;
    default: {
      const custom = import_chunk_clone_clone.CUSTOM_OPERATORS[operator];
      return custom ? custom(fact, value) : false;
    }
  }
}
var numeric = (v) => Number.parseFloat(v).toString() !== "NaN";
var searchable = (v) => Array.isArray(v) || typeof v === "string";
function nameOf({ fact, path }) {
  if (path === void 0) return fact;
  const parts = path.split(".");
  return parts[parts.length - 1];
}
function situationValue({ fact, path }, situation) {
  const root = situation[fact];
  return path === void 0 ? root : (0, import_chunk_clone_clone.resolveDottedPath)(root, path);
}
var show = (v) => JSON.stringify(v) ?? "undefined";
function evaluateLeaf(leaf, situation) {
  const actual = situationValue(leaf, situation);
  const value = leaf.reference ? situationValue(leaf.reference, situation) : leaf.constant;
  const right = leaf.reference ? `${nameOf(leaf.reference)} ${show(value)}` : show(value);
  const holds = compare(leaf.operator, actual, value);
  const op = (holds ? HOLDS : FAILS)[leaf.operator] ?? leaf.operator;
  return { holds, text: `${nameOf(leaf)} ${show(actual)} ${op} ${right}` };
}
function evaluateNode(node, situation) {
  switch (node.kind) {
    case "all": {
      const parts = node.children.map((c) => evaluateNode(c, situation));
      const failed = parts.filter((p) => !p.holds);
      return failed.length === 0 ? { holds: true, reasons: parts.flatMap((p) => p.reasons) } : { holds: false, reasons: failed.flatMap((p) => p.reasons) };
    }
    case "any": {
      const parts = node.children.map((c) => evaluateNode(c, situation));
      const held = parts.filter((p) => p.holds);
      return held.length > 0 ? { holds: true, reasons: held.flatMap((p) => p.reasons) } : { holds: false, reasons: parts.flatMap((p) => p.reasons) };
    }
    case "not": {
      const inner = evaluateNode(node.child, situation);
      return { holds: !inner.holds, reasons: inner.reasons.map((r) => `not (${r})`) };
    }
    case "leaf": {
      const leaf = evaluateLeaf(node, situation);
      return { holds: leaf.holds, reasons: [leaf.text] };
    }
  }
}
function whyRule(condition, situation) {
  const { holds, reasons } = evaluateNode(condition, situation);
  return { matches: holds, reasons };
}
var NO_BASE = "0".repeat(64);
async function runRuleTest(test, { rules, today }) {
  const date = test.today ?? today;
  const { facts, labels } = buildProfile(test.profile, date);
  const candidates = test.candidates.map((c) => resolveLabels(c, labels));
  const result = (failures2, decided2) => ({
    file: test.file,
    pointer: test.pointer,
    name: test.name,
    ok: failures2.length === 0,
    failures: failures2,
    decided: decided2
  });
  let diff;
  let next;
  try {
    ({ diff, next } = await (0, import_chunk_core_confusables_version.proposeWithResult)({
      current: { title: "Profile", facts },
      base: NO_BASE,
      candidates,
      declined: test.declined,
      remembered: test.previouslyDeclined,
      rules,
      config: test.config,
      today: date,
      records: testRecords(test, facts, candidates),
      candidatesFile: `${test.file}: ${test.pointer}/candidates`
    }));
  } catch (e) {
    if (e instanceof import_chunk_hooks_session_start.InvalidInputError) return result([`expected a diff, got an error: ${e.issues.join("; ")}`], []);
    throw e;
  }
  const decided = diff.trace.map((t) => `${t.candidate !== void 0 ? "candidate" : "fact"}:${t.rule}`);
  const failures = [];
  for (const want of test.expect) {
    const scope = want.candidate !== void 0 ? "candidate" : "fact";
    if (want.rule !== void 0 && !rules[scope].some((r) => r.name === want.rule)) {
      failures.push(
        `expects rule ${want.rule}, but no ${scope} rule of that name is loaded (${scope} rules: ${rules[scope].map((r) => r.name).join(", ") || "none"})`
      );
      continue;
    }
    let what;
    let got;
    let why = [];
    if (want.candidate !== void 0) {
      what = `candidate ${want.candidate}`;
      got = diff.trace.find((t) => t.candidate === want.candidate);
    } else {
      const ref = want.fact;
      what = `fact ${ref}`;
      const id = archivedId(diff, ref.startsWith("@") ? labels.get(ref.slice(1)) : ref);
      got = diff.trace.find((t) => t.fact === id);
      const fact = next.facts.find((f) => f.id === id);
      if (fact) {
        const seen = got?.outcome === "promote" ? { ...fact, layer: "dynamic" } : fact;
        why = whyFact(rules.fact, (0, import_chunk_clone_clone.factSituation)(seen, (0, import_chunk_hooks_session_start.daysBetween)(seen.last_seen, date), test.config, (0, import_chunk_core_confusables_version.changedByThisDiff)(diff).has(id)), want, got);
      }
    }
    const outcome = got?.outcome ?? "none";
    if (outcome !== want.outcome || want.rule !== void 0 && got?.rule !== want.rule) {
      const reason = got?.reason !== void 0 ? `: ${got.reason}` : "";
      failures.push(
        `expected ${what} ${want.outcome}${want.rule ? ` (${want.rule})` : ""}, got ${outcome}${got ? ` (${got.rule}${reason})` : ""}` + (why.length > 0 ? ` \u2014 ${why.join("; ")}` : "")
      );
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
function whyFact(factRules, situation, want, got) {
  if (want.outcome === "none") {
    const rule = factRules.find((r) => r.name === got?.rule);
    if (!rule) return [];
    const { reasons } = whyRule(rule.condition, situation);
    return [`${rule.name} matched: ${preferComparisons(reasons).join(", ")}`];
  }
  const expected = factRules.filter((r) => want.rule !== void 0 ? r.name === want.rule : r.event.type === want.outcome);
  if (expected.length === 0) return [`no fact rule has the outcome ${want.outcome}`];
  const winner = factRules.find((r) => r.name === got?.rule);
  return expected.map((r) => {
    const { matches, reasons } = whyRule(r.condition, situation);
    if (!matches) return `${r.name} did not match: ${reasons.join(", ")}`;
    if (winner && winner !== r) return `${r.name} matched, but ${winner.name} (priority ${winner.priority}) outranks it (priority ${r.priority})`;
    return `${r.name} matched`;
  });
}
function preferComparisons(reasons) {
  const compared = reasons.filter((r) => /[<>≤≥]/.test(r));
  return compared.length > 0 ? compared : [...reasons];
}
function formatRuleTestResult(r) {
  return r.ok ? `ok ${r.name}` : r.failures.map((f) => `FAIL ${r.file}: ${r.pointer} (${r.name}): ${f}`).join("\n");
}
function buildProfile(profile, today) {
  const taken = new Set(profile.flatMap((f) => f.id ? [f.id] : []));
  const labels = /* @__PURE__ */ new Map();
  const facts = profile.map((f) => {
    const kind = f.kind ?? "observed";
    const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(f.key);
    let id = f.id;
    if (id === void 0) {
      id = (0, import_chunk_core_agent_written.uniqueId)((0, import_chunk_core_agent_written.mintEntityId)({ kind, key }), taken);
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
      provenance: f.provenance ?? (f.sources.every(import_chunk_core_context_config.isOperatorStatement) ? "human" : "published"),
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
  for (const field of ["supersedes", "retires", "keeps"]) {
    const v = out[field];
    if (typeof v === "string" && v.startsWith("@")) out[field] = labels.get(v.slice(1));
  }
  return out;
}
function archivedId(diff, id) {
  return diff.supersedes.find((s) => s.old.id === id)?.old.archived_id ?? id;
}
function testRecords(test, facts, candidates) {
  const citedBy = /* @__PURE__ */ new Map();
  for (const c of candidates) if (!citedBy.has(c.source)) citedBy.set(c.source, c.provenance);
  for (const f of facts) for (const s of f.sources) if (!citedBy.has(s)) citedBy.set(s, f.provenance);
  const known = /* @__PURE__ */ new Map();
  const bodies = /* @__PURE__ */ new Map();
  if (test.records) {
    for (const r of test.records) {
      known.set(r.source, r.provenance ?? citedBy.get(r.source) ?? "published");
      if (r.text !== void 0) bodies.set(r.source, (0, import_chunk_core_quote.foldQuoteText)(r.text));
    }
  } else {
    for (const [source, provenance] of citedBy) if (!source.startsWith("human:") && /^[a-z0-9][a-z0-9-]{0,63}:/.test(source)) known.set(source, provenance);
  }
  const list = [...known.keys()].sort();
  return {
    summary: { through: null, published: [...known.values()].filter((p) => p === "published").length, sha256: (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(list.join("\n")) },
    known,
    bodies
  };
}
var FOLDER_HINT = "check the folder argument";
function resolveSource(o) {
  if (o.folder === void 0) return { ...(0, import_chunk_core_context_config.loadConfig)(o.configFile, o.defaultConfig), missingHint: void 0 };
  const config = o.configFile !== void 0 ? (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.defaultConfig).config : import_chunk_core_context_config.DEFAULT_CONFIG;
  return { config, rulesDir: o.folder, missingHint: FOLDER_HINT };
}
function listRules(configFile, defaultConfig, folder) {
  const { rulesDir, missingHint } = resolveSource({ configFile, defaultConfig, folder });
  const set = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir, missingHint);
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
  return { folder: rulesDir ?? import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR, files: set.files, rules };
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
async function checkRuleFiles(o) {
  const { config, rulesDir, missingHint } = resolveSource(o);
  const strict = o.strict === true;
  const started = performance.now();
  const { findings, situations, folder } = await (0, import_chunk_io_check_rule_folder.checkRuleFolder)(rulesDir, config, missingHint);
  const ms = Math.round(performance.now() - started);
  return { kind: "checked", ok: strict ? findings.length === 0 : !(0, import_chunk_io_check_rule_folder.hasErrors)(findings), strict, folder, findings, situations, ms };
}
function checkRuleFilesText(r) {
  const errors = r.findings.filter((f) => f.level === "error").length;
  const warnings = r.findings.length - errors;
  return [
    ...r.findings.map(import_chunk_io_check_rule_folder.formatFinding),
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} in ${r.folder} (${r.situations.candidate} candidate and ${r.situations.fact} fact situations checked in ${r.ms} ms)` + (r.strict && warnings > 0 && errors === 0 ? "; --strict: the warnings fail the check" : "")
  ].join("\n");
}
async function testRules(o) {
  const { rulesDir, missingHint } = resolveSource(o);
  const set = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir, missingHint);
  const folder = rulesDir ?? import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR;
  const all = (0, import_chunk_io_load_rule_tests.loadRuleTests)(folder);
  const wanted = o.name?.toLowerCase();
  const tests = wanted === void 0 ? all : all.filter((t) => t.name.toLowerCase().includes(wanted));
  if (wanted !== void 0 && tests.length === 0) {
    throw new import_chunk_hooks_session_start.UsageError(`--name: no rule test in ${folder} has a name containing "${o.name}" (${all.length} test${all.length === 1 ? "" : "s"} there)`);
  }
  const results = [];
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
    uncovered: o.name === void 0 ? uncoveredRules(set, results) : []
  };
}
function testRulesJson(r) {
  return {
    folder: r.folder,
    tests: r.results.map(({ file, pointer, name, ok, failures }) => ({ file, pointer, name, ok, failures })),
    passed: r.passed,
    failed: r.failed,
    uncovered: r.uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file }))
  };
}
function testRulesText(r) {
  const lines = [];
  if (r.results.length === 0) lines.push(`no rule tests (*.test.yaml) in ${r.folder}`);
  for (const t of r.results) lines.push(formatRuleTestResult(t));
  if (r.name !== void 0) lines.push(`coverage: not reported with --name (only the tests whose name contains "${r.name}" ran)`);
  else
    lines.push(
      r.uncovered.length === 0 ? "coverage: every rule decided in at least one test" : `coverage: no test made ${r.uncovered.length === 1 ? "this rule" : "these rules"} decide: ${r.uncovered.map((u) => `${u.name} (${u.file})`).join(", ")}`
    );
  lines.push(`${r.passed} passed, ${r.failed} failed`);
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkRuleFiles,
  checkRuleFilesText,
  listRules,
  rulesText,
  testRules,
  testRulesJson,
  testRulesText
});
// brain-digest: 1b380b0e6d0fac41
