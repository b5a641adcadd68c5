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
  checkRuleFolder: () => checkRuleFolder,
  formatFinding: () => formatFinding,
  hasErrors: () => hasErrors,
  validateRuleFolder: () => validateRuleFolder
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
var LEVEL = {
  "not-total": "error",
  "never-matches": "error",
  "bad-value": "error",
  "type-mismatch": "error",
  "operator-type": "error",
  "outcome-not-allowed": "error",
  unreachable: "warning",
  "priority-tie": "warning",
  "no-fact-rules": "warning"
};
function formatFinding(f) {
  return `${f.level}  ${f.code}  ${f.file}: ${f.pointer}: ${f.message}`;
}
function hasErrors(findings) {
  return findings.some((f) => f.level === "error");
}
async function checkRules(input) {
  const { rules, config } = input;
  const where = (rule, scope) => ({
    file: input.paths?.get(rule.file) ?? rule.file,
    pointer: `/rules/${rules[scope].filter((r) => r.file === rule.file).indexOf(rule)}`
  });
  const findings = [];
  const add = (code, { file, pointer }, message, extra = {}) => findings.push({ level: LEVEL[code], code, file, pointer, message, ...extra });
  const typeBroken = /* @__PURE__ */ new Set();
  for (const scope of ["candidate", "fact"]) {
    for (const rule of rules[scope]) {
      const at = where(rule, scope);
      for (const issue of conditionIssues(scope, rule.condition, `${at.pointer}/conditions`)) {
        add(issue.code, { file: at.file, pointer: issue.pointer }, issue.message, { rule: rule.name });
        typeBroken.add(rule);
      }
    }
  }
  const counts = { candidate: 0, fact: 0 };
  for (const scope of ["candidate", "fact"]) {
    const scoped = rules[scope];
    if (scoped.length === 0) continue;
    const shownPaths = (0, import_chunk_rules_conditions.factReferences)(scoped).map((r) => `${r.fact}.${r.path ?? ""}`);
    const show = (s, extra = []) => valuesAtPaths(s, [.../* @__PURE__ */ new Set([...shownPaths, ...extra])]);
    const evaluators = scoped.map((r) => (0, import_chunk_clone_clone.createEvaluator)([r]));
    const matched = scoped.map(() => false);
    const winners = scoped.map(() => /* @__PURE__ */ new Map());
    const decided = scoped.map(() => false);
    const ties = /* @__PURE__ */ new Map();
    const refused = /* @__PURE__ */ new Map();
    let untotal;
    for (const s of enumerate(scope, scoped, config)) {
      counts[scope]++;
      const matches = [];
      for (let i = 0; i < scoped.length; i++) {
        const decision = evaluators[i].evaluate(s);
        if (decision instanceof Promise ? await decision : decision) matches.push(i);
      }
      if (matches.length === 0) {
        if (scope === "candidate") untotal = { situation: untotal?.situation ?? s, count: (untotal?.count ?? 0) + 1 };
        continue;
      }
      let best = matches[0];
      for (const i of matches) {
        matched[i] = true;
        const r = scoped[i];
        const b = scoped[best];
        if (r.priority > b.priority || r.priority === b.priority && r.order < b.order) best = i;
      }
      decided[best] = true;
      const winner = scoped[best];
      for (const i of matches) {
        if (i === best) continue;
        winners[i].set(winner.name, (winners[i].get(winner.name) ?? 0) + 1);
        const r = scoped[i];
        if (r.priority === winner.priority) ties.set(`${winner.name}\0${r.name}`, { a: winner, b: r });
      }
      if (!refused.has(winner)) {
        const verdict = scope === "candidate" ? (0, import_chunk_core_agent_written.candidateGuard)(winner.event.type, s) : (0, import_chunk_core_agent_written.factGuard)(winner.event.type, s);
        if (verdict) refused.set(winner, { why: verdict.why, situation: s, paths: verdict.paths });
      }
    }
    if (untotal) {
      const first = scoped.reduce((a, b) => a.order <= b.order ? a : b);
      const situation = show(untotal.situation);
      add(
        "not-total",
        { file: input.paths?.get(first.file) ?? first.file, pointer: "/rules" },
        `no candidate rule classifies ${untotal.count} situation${untotal.count === 1 ? "" : "s"} the runtime can produce, e.g. ${oneLine(situation)}; the candidate rule set must be total`,
        { situation }
      );
    }
    const priority = new Map(scoped.map((r) => [r.name, r.priority]));
    for (let i = 0; i < scoped.length; i++) {
      const rule = scoped[i];
      const at = where(rule, scope);
      if (!matched[i]) {
        if (typeBroken.has(rule) || await matchesUnderOtherConfig(scope, rule, config)) continue;
        add(
          "never-matches",
          { file: at.file, pointer: `${at.pointer}/conditions` },
          `rule "${rule.name}" matches no situation the runtime can produce: its conditions contradict each other or the facts' domains`,
          {
            rule: rule.name
          }
        );
      } else if (!decided[i]) {
        const instead = [...winners[i].entries()].sort((a, b) => b[1] - a[1] || priority.get(a[0]) - priority.get(b[0])).map(([name]) => name);
        add(
          "unreachable",
          at,
          `rule "${rule.name}" never decides: wherever it matches, a higher rule wins instead: ${instead.map((n) => `"${n}"`).join(", ")}`,
          {
            rule: rule.name
          }
        );
      }
      const no = refused.get(rule);
      if (no) {
        const situation = show(no.situation, no.paths);
        add(
          "outcome-not-allowed",
          { file: at.file, pointer: `${at.pointer}/event/type` },
          `rule "${rule.name}" chooses "${rule.event.type}" where the runtime refuses it (${no.why}), e.g. ${oneLine(situation)}`,
          { rule: rule.name, situation }
        );
      }
    }
    for (const { a, b } of ties.values()) {
      const at = where(b, scope);
      add(
        "priority-tie",
        { file: at.file, pointer: `${at.pointer}/priority` },
        `rule "${b.name}" ties with "${a.name}" at priority ${b.priority} where both match; load order decides ("${a.name}" wins)`,
        {
          rule: b.name
        }
      );
    }
  }
  if (rules.fact.length === 0) add("no-fact-rules", { file: input.origin, pointer: "/" }, 'no rule file has scope "fact": promotion and decay are off');
  findings.sort((x, y) => x.level === y.level ? 0 : x.level === "error" ? -1 : 1);
  return { findings, situations: counts };
}
function kindOf(d) {
  switch (d.type) {
    case "boolean":
      return "boolean";
    case "count":
    case "integer":
      return "number";
    case "list":
      return "list";
    default:
      return "string";
  }
}
function kindOfConstant(v, d) {
  if (v === null && d?.type === "count" && d.nullable) return "number";
  if (v === null && d?.type === "string" && d.nullable) return "string";
  if (v === null && d?.type === "boolean" && d.nullable) return "boolean";
  if (Array.isArray(v)) return "list";
  if (v === null) return "null";
  return typeof v === "number" ? "number" : typeof v === "boolean" ? "boolean" : "string";
}
var NUMERIC = /* @__PURE__ */ new Set(["lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive"]);
var MEMBERSHIP = /* @__PURE__ */ new Set(["in", "notIn"]);
var CONTAINS = /* @__PURE__ */ new Set(["contains", "doesNotContain"]);
var AFFIX = /* @__PURE__ */ new Set(["startsWith", "endsWith"]);
function describeDomain(d) {
  switch (d.type) {
    case "count":
      return `an integer \u2265 ${d.min}`;
    case "integer":
      return "an integer";
    case "enum":
      return `one of ${d.values.join(", ")}`;
    case "date":
      return "a date YYYY-MM-DD";
    case "list":
      return `a list of ${describeDomain(d.of)}`;
    default:
      return `a ${d.type}`;
  }
}
function outsideDomain(d, v) {
  if (d.type === "enum" && !d.values.includes(v)) return `must be one of ${d.values.join(", ")}`;
  if (d.type === "count" && !(v === null && d.nullable) && (!Number.isInteger(v) || v < d.min)) return `must be an integer \u2265 ${d.min}`;
  if (d.type === "integer" && !Number.isInteger(v)) return "must be an integer";
  if (d.type === "date" && !(0, import_chunk_hooks_session_start.isIsoDate)(v)) return "must be a date YYYY-MM-DD";
  return void 0;
}
function constantIssues(d, v, pointer, against) {
  const want = kindOf(d);
  const got = kindOfConstant(v, d);
  if (got !== want) {
    return [
      { code: "type-mismatch", pointer, message: `${against} is ${describeDomain(d)}, so the value must be a ${want}, got ${JSON.stringify(v)} (a ${got})` }
    ];
  }
  const why = outsideDomain(d, v);
  return why ? [{ code: "bad-value", pointer, message: `${why} (the domain of ${against}), got ${JSON.stringify(v)}` }] : [];
}
function conditionIssues(scope, node, pointer) {
  const out = [];
  for (const leaf of (0, import_chunk_rules_conditions.conditionLeaves)(node)) leafIssues(scope, leaf, `${pointer}${leaf.pointer}`, out);
  return out;
}
function leafIssues(scope, leaf, at, out) {
  const left = (0, import_chunk_core_agent_written.factDomain)(scope, leaf.fact, leaf.path);
  if (!left) return;
  const name = `${leaf.fact}.${leaf.path ?? ""}`;
  const op = leaf.operator;
  const ref = leaf.reference;
  const right = ref ? (0, import_chunk_core_agent_written.factDomain)(scope, ref.fact, ref.path) : void 0;
  const refName = ref ? `${ref.fact}.${ref.path ?? ""}` : "";
  const leftKind = kindOf(left);
  const mismatch = (message) => void out.push({ code: "type-mismatch", pointer: `${at}/value`, message });
  const wrongOperator = (message) => void out.push({ code: "operator-type", pointer: `${at}/operator`, message });
  if (NUMERIC.has(op) || AFFIX.has(op) || MEMBERSHIP.has(op) || op === "equal" || op === "notEqual") {
    if (leftKind === "list") {
      wrongOperator(
        `${op} cannot compare ${name}, ${describeDomain(left)}${MEMBERSHIP.has(op) || op.endsWith("qual") ? "; use contains or doesNotContain" : ""}`
      );
      return;
    }
  }
  if (NUMERIC.has(op) && leftKind !== "number") return wrongOperator(`${op} needs a number, but ${name} is ${describeDomain(left)}`);
  if (AFFIX.has(op) && leftKind !== "string") return wrongOperator(`${op} needs a string, but ${name} is ${describeDomain(left)}`);
  if (CONTAINS.has(op) && leftKind !== "list") return wrongOperator(`${op} needs a list, but ${name} is ${describeDomain(left)}; use equal or in`);
  if (ref) {
    if (!right) return;
    const want = MEMBERSHIP.has(op) ? "list" : CONTAINS.has(op) && left.type === "list" ? left.of : left;
    const wantKind = typeof want === "string" ? want : kindOf(want);
    const rightKind = kindOf(right);
    if (rightKind !== wantKind || MEMBERSHIP.has(op) && right.type === "list" && kindOf(right.of) !== leftKind) {
      mismatch(`${op} compares ${name} (${describeDomain(left)}) with ${refName} (${describeDomain(right)})`);
    }
    return;
  }
  const v = leaf.constant;
  if (MEMBERSHIP.has(op)) {
    if (!Array.isArray(v)) return mismatch(`${op} needs a list of values for ${name}, got ${JSON.stringify(v)}`);
    v.forEach((item, i) => {
      out.push(...constantIssues(left, item, `${at}/value/${i}`, name));
    });
    return;
  }
  if (CONTAINS.has(op) && left.type === "list") return void out.push(...constantIssues(left.of, v, `${at}/value`, `an item of ${name}`));
  if (AFFIX.has(op)) {
    if (typeof v !== "string") mismatch(`${op} needs a string value, got ${JSON.stringify(v)}`);
    return;
  }
  out.push(...constantIssues(left, v, `${at}/value`, name));
}
var DEFAULTS = {
  key: "some-key",
  value: "some value",
  source: "published:aaaaaaaaaaaa",
  statement: "human:some-label",
  factId: "some-fact-id",
  similarKey: "some-similar-key",
  date: "2026-01-01",
  unrelated: "unrelated"
};
function valuesFor(scope, rules, config) {
  const numbers = /* @__PURE__ */ new Map();
  const strings = /* @__PURE__ */ new Map();
  const note = (m, k, v) => m.set(k, [...m.get(k) ?? [], v]);
  for (const rule of rules) {
    for (const leaf of (0, import_chunk_rules_conditions.conditionLeaves)(rule.condition)) {
      const k = `${leaf.fact}.${leaf.path ?? ""}`;
      const constants = leaf.reference ? [refValue(config, leaf.reference)] : (0, import_chunk_rules_conditions.leafConstants)(leaf);
      for (const c of constants.flat()) {
        if (typeof c === "number" && Number.isFinite(c)) note(numbers, k, c);
        if (typeof c === "string") note(strings, k, c);
      }
    }
  }
  const cache = /* @__PURE__ */ new Map();
  return (fact, path) => {
    const k = `${fact}.${path}`;
    let values = cache.get(k);
    if (values) return values;
    const d = (0, import_chunk_core_agent_written.factDomain)(scope, fact, path);
    values = domainValues(d, numbers.get(k) ?? [], strings.get(k) ?? [], k);
    cache.set(k, values);
    return values;
  };
}
function domainValues(d, numbers, strings, k) {
  switch (d.type) {
    case "boolean":
      return [false, true];
    case "enum":
      return d.values;
    case "count":
    case "integer": {
      const min = d.type === "count" ? d.min : -Infinity;
      const base = d.type === "count" ? [d.min, d.min + 1, d.min + 2] : [0];
      const around = numbers.flatMap((v) => [Math.floor(v) - 1, Math.floor(v), Math.ceil(v), Math.ceil(v) + 1]);
      return [.../* @__PURE__ */ new Set([...base, ...around])].filter((v) => v >= min).sort((a, b) => a - b);
    }
    case "date": {
      const near = strings.filter(import_chunk_hooks_session_start.isIsoDate).flatMap((c) => [shiftDate(c, -1), c, shiftDate(c, 1)]);
      return [.../* @__PURE__ */ new Set([...near, DEFAULTS.date])];
    }
    case "string": {
      const base = k === "candidate.key" || k === "fact.key" ? DEFAULTS.key : k === "candidate.source" ? DEFAULTS.source : k === "candidate.lookalikeOf" ? DEFAULTS.factId : k === "candidate.similarKey" ? DEFAULTS.similarKey : DEFAULTS.value;
      const statement = k === "candidate.source" ? [DEFAULTS.statement] : [];
      const none = d.nullable ? [null] : [];
      if (strings.length === 0) return [...none, ...statement, base];
      const near = strings.flatMap((c) => [c, `${c}x`, `x${c}`]);
      let other = DEFAULTS.unrelated;
      while (near.includes(other)) other += "-";
      return [.../* @__PURE__ */ new Set([...none, ...near, ...statement, other])];
    }
    case "list":
      return [];
  }
}
function shiftDate(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}
function refValue(config, ref) {
  return ref.fact === "config" && ref.path !== void 0 ? (0, import_chunk_clone_clone.resolveDottedPath)(config, ref.path) : void 0;
}
function enumerate(scope, rules, config) {
  return scope === "candidate" ? candidateSituations(rules, config) : factSituations(rules, config);
}
var TARGET_NONE = { exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false };
function* targets() {
  yield TARGET_NONE;
  for (let bits = 0; bits < 32; bits++) {
    const t = { exists: true, active: !!(bits & 1), sameKey: !!(bits & 2), observed: !!(bits & 4), differentValue: !!(bits & 8), claimed: !!(bits & 16) };
    if (t.claimed && !t.observed) continue;
    yield t;
  }
}
function* candidateSituations(rules, config) {
  const values = valuesFor("candidate", rules, config);
  const multi = config.multiValued ?? [];
  const keys = [.../* @__PURE__ */ new Set([...values("candidate", "key"), ...multi])];
  const modes = import_chunk_clone_clone.RETIRE_CANDIDATES ? ["plain", "supersedes", "retires", "keeps"] : ["plain", "supersedes"];
  const combos = stringCombos(
    rules,
    STRING_PATHS.map((p) => p === "key" ? keys : values("candidate", p))
  );
  const valueAt = STRING_PATHS.indexOf("value");
  const emptyValue = [...new Map(combos.map((c) => c.map((v, i) => i === valueAt ? "" : v)).map((c) => [JSON.stringify(c), c])).values()];
  const origins = readsPath(rules, "candidate", "origin") ? import_chunk_core_agent_written.FACT_DOMAINS.candidate.candidate.origin.values : ["session"];
  const seedChanges = (mode, t) => mode === "keeps" ? [false, true] : [mode !== "plain" && t.exists && t.active && t.sameKey && !t.observed];
  const quotes = readsPath(rules, "candidate", "quoteFound") ? [null, false, true] : [null];
  const similars = readsPath(rules, "candidate", "similarKey") ? values("candidate", "similarKey") : [null];
  for (const provenance of import_chunk_core_agent_written.FACT_DOMAINS.candidate.candidate.provenance.values)
    for (const origin of origins) {
      if (origin !== "session" && provenance !== "human") continue;
      for (const mode of modes) {
        const noValue = mode === "retires" || mode === "keeps";
        for (const t of mode === "plain" ? [TARGET_NONE] : targets()) {
          if (noValue && t.differentValue) continue;
          const live = t.exists && t.active && t.observed && t.sameKey;
          for (const changesSeed of seedChanges(mode, t))
            for (const sourceKnown of [false, true])
              for (const operator of OPERATOR_DECISIONS)
                for (const activeFacts of values("key", "activeFacts")) {
                  if (live && activeFacts < 1) continue;
                  for (const lookalikeOf of values("candidate", "lookalikeOf")) {
                    if (lookalikeOf !== null && (noValue || activeFacts < 1 || mode === "supersedes" && live && activeFacts < 2)) continue;
                    for (const quoteFound of quotes)
                      for (const similarKey of similars) {
                        if (similarKey !== null && (noValue || activeFacts > 0)) continue;
                        for (const sameValue of [false, true]) {
                          if (sameValue && (noValue || activeFacts < 1 || lookalikeOf !== null)) continue;
                          for (const sourceSeen of [false, true]) {
                            if (noValue && sourceSeen) continue;
                            for (const [key, value, source, observedDate] of noValue && !t.exists ? emptyValue : combos) {
                              const s = {
                                candidate: {
                                  provenance,
                                  hasSupersedes: mode === "supersedes",
                                  hasRetires: mode === "retires",
                                  hasKeeps: mode === "keeps",
                                  origin,
                                  ...operator,
                                  sourceKnown,
                                  operatorStatement: (0, import_chunk_core_context_config.isOperatorStatement)(source),
                                  lookalikeOf,
                                  changesSeed,
                                  quoteFound,
                                  similarKey,
                                  key,
                                  value,
                                  source,
                                  observedDate
                                },
                                key: { activeFacts, sameValue, sourceSeen, multiValued: multi.includes(key) },
                                target: t,
                                config
                              };
                              if (isConsistentCandidate(s)) yield s;
                            }
                          }
                        }
                      }
                  }
                }
        }
      }
    }
}
var STRING_PATHS = ["key", "value", "source", "observedDate"];
function readsPath(rules, fact, path) {
  return rules.some((rule) => [...(0, import_chunk_rules_conditions.conditionLeaves)(rule.condition)].some((leaf) => leaf.fact === fact && leaf.path === path));
}
var OPERATOR_DECISIONS = [
  { declinedByOperator: false, previouslyDeclined: false },
  { declinedByOperator: true, previouslyDeclined: false },
  { declinedByOperator: false, previouslyDeclined: true },
  { declinedByOperator: true, previouslyDeclined: true }
];
var STRING_PRODUCT_LIMIT = 16;
function stringCombos(rules, lists) {
  const product = lists.reduce((n, list) => n * list.length, 1);
  if (product <= STRING_PRODUCT_LIMIT) {
    return lists.reduce((acc, list) => acc.flatMap((combo) => list.map((v) => [...combo, v])), [[]]);
  }
  const base = lists.map((list) => list.at(-1));
  const combos = /* @__PURE__ */ new Map();
  const put = (c) => combos.set(JSON.stringify(c), c);
  put(base);
  lists.forEach((list, i) => {
    for (const v of list) put(base.map((b, j) => j === i ? v : b));
  });
  for (const rule of rules) {
    const named = base.slice();
    for (const leaf of (0, import_chunk_rules_conditions.conditionLeaves)(rule.condition)) {
      const i = STRING_PATHS.indexOf(leaf.path);
      const c = (0, import_chunk_rules_conditions.leafConstants)(leaf)[0];
      if (leaf.fact === "candidate" && i >= 0 && typeof c === "string" && lists[i].includes(c)) named[i] = c;
    }
    put(named);
  }
  return [...combos.values()];
}
function isConsistentCandidate(s) {
  const { candidate: c, key: k, target: t } = s;
  if (k.sameValue && k.activeFacts < 1) return false;
  if (c.operatorStatement !== (0, import_chunk_core_context_config.isOperatorStatement)(c.source)) return false;
  if (c.operatorStatement) {
    if (!c.sourceKnown) return false;
  } else if (c.sourceKnown && c.provenance === "ai-draft") return false;
  if (c.origin !== "session" && (c.provenance !== "human" || !c.operatorStatement)) return false;
  const noValue = c.hasRetires || c.hasKeeps;
  if (noValue && (k.sameValue || k.sourceSeen || t.differentValue)) return false;
  if (noValue && !t.exists && c.value !== "") return false;
  const live = t.exists && t.active && t.observed && t.sameKey;
  if (live && k.activeFacts < 1) return false;
  if (c.lookalikeOf !== null && (noValue || k.sameValue || k.activeFacts < 1 || c.hasSupersedes && live && k.activeFacts < 2)) return false;
  if (c.quoteFound !== null && c.operatorStatement) return false;
  if (c.similarKey !== null && (noValue || k.activeFacts > 0 || c.similarKey === c.key)) return false;
  if (c.hasSupersedes && live) {
    if (!t.differentValue && !k.sameValue) return false;
    if (t.differentValue && k.sameValue && k.activeFacts < 2) return false;
  }
  return true;
}
function* factSituations(rules, config) {
  const values = valuesFor("fact", rules, config);
  const f = import_chunk_core_agent_written.FACT_DOMAINS.fact.fact;
  const independentCounts = values("fact", "independentEvidence");
  const evidenceCounts = [.../* @__PURE__ */ new Set([...values("fact", "evidenceCount"), ...independentCounts])].sort((a, b) => a - b);
  for (const kind of f.kind.values)
    for (const layer of f.layer.values)
      for (const status of f.status.values)
        for (const provenance of f.provenance.values)
          for (const evidenceCount of evidenceCounts)
            for (const independentEvidence of independentCounts)
              for (const daysSinceSeen of values("fact", "daysSinceSeen"))
                for (const key of values("fact", "key"))
                  for (const changedByThisDiff of [false, true]) {
                    if (kind === "profile-field" && (layer !== "static" || status !== "active")) continue;
                    if (independentEvidence > evidenceCount) continue;
                    yield { fact: { kind, layer, status, key, provenance, evidenceCount, independentEvidence, daysSinceSeen, changedByThisDiff }, config };
                  }
}
async function matchesUnderOtherConfig(scope, rule, config) {
  const refs = (0, import_chunk_rules_conditions.factReferences)([rule]);
  const read = new Set(refs.filter((r) => r.fact === "config").map((r) => r.path ?? ""));
  if (refs.some((r) => r.fact === "key" && r.path === "multiValued")) read.add("multiValued");
  const variants = [config];
  for (const path of read) {
    const d = (0, import_chunk_core_agent_written.factDomain)(scope, "config", path);
    if (!d) continue;
    let options;
    if (d.type === "boolean") options = [false, true];
    else if (path === "multiValued") options = [[], [DEFAULTS.key]];
    else if (d.type === "list" && d.of.type === "enum") options = subsets(d.of.values);
    else if (d.type === "count" && d.nullable) {
      const v = (0, import_chunk_clone_clone.resolveDottedPath)(config, path) ?? config.decayDays;
      options = [null, ...[v - 1, v, v + 1].filter((n) => n >= d.min)];
    } else continue;
    const next = [];
    for (const v of variants) for (const o of options) next.push(setPath(v, path, o));
    variants.splice(0, variants.length, ...next);
  }
  if (variants.length === 1) return false;
  const evaluator = (0, import_chunk_clone_clone.createEvaluator)([rule]);
  for (const variant of variants) {
    for (const s of enumerate(scope, [rule], variant)) if (await evaluator.evaluate(s)) return true;
  }
  return false;
}
function subsets(values) {
  const out = [[]];
  for (const v of values) {
    const n = out.length;
    for (let i = 0; i < n; i++) out.push([...out[i], v]);
  }
  return out;
}
function setPath(config, path, value) {
  const copy = structuredClone(config);
  const parts = path.split(".");
  let cur = copy;
  for (const p of parts.slice(0, -1)) cur = cur[p];
  cur[parts.at(-1)] = value;
  return copy;
}
function valuesAtPaths(s, paths) {
  return Object.fromEntries(paths.map((p) => [p, (0, import_chunk_clone_clone.resolveDottedPath)(s, p)]));
}
function oneLine(situation) {
  return Object.entries(situation).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ");
}
async function checkRuleFolder(rulesDir, config, missingHint) {
  const folder = rulesDir ?? import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR;
  const set = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir, missingHint);
  const paths = new Map(set.files.map((f) => [f.file, (0, import_node_path.join)(folder, f.file)]));
  return { ...await checkRules({ rules: set, config, origin: folder, paths }), folder, set };
}
async function validateRuleFolder(rulesDir, config) {
  const { findings } = await checkRuleFolder(rulesDir, config);
  const errors = findings.filter((f) => f.level === "error");
  if (errors.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(errors.map(formatFinding), "See docs/rules.md (Checking and testing rules).");
  return findings;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkRuleFolder,
  formatFinding,
  hasErrors,
  validateRuleFolder
});
// brain-digest: 09bcf981d1711cd5
