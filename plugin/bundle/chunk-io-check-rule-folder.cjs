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
    const matched = scoped.map(() => false);
    const winners = scoped.map(() => /* @__PURE__ */ new Map());
    const decided = scoped.map(() => false);
    const ties = /* @__PURE__ */ new Map();
    const refused = /* @__PURE__ */ new Map();
    let untotal;
    const groups = /* @__PURE__ */ new Map();
    await walkSituations(situations(scope, scoped, config), scoped, (s, matches) => {
      counts[scope]++;
      let group = groups.get(matches);
      if (!group) {
        let best;
        for (const i of matches) {
          const r = scoped[i];
          if (!best || r.priority > best.priority || r.priority === best.priority && r.order < best.order) best = r;
        }
        groups.set(matches, group = { winner: best, count: 0 });
        if (!best && scope === "candidate" && !untotal) untotal = { situation: show(s), count: 0 };
      }
      group.count++;
      const winner = group.winner;
      if (winner && !refused.has(winner)) {
        const verdict = scope === "candidate" ? (0, import_chunk_core_agent_written.candidateGuard)(winner.event.type, s) : (0, import_chunk_core_agent_written.factGuard)(winner.event.type, s);
        if (verdict) refused.set(winner, { why: verdict.why, situation: show(s, verdict.paths) });
      }
      return false;
    });
    for (const [matches, { winner, count }] of groups) {
      if (!winner) {
        if (untotal) untotal.count += count;
        continue;
      }
      decided[scoped.indexOf(winner)] = true;
      for (const i of matches) {
        matched[i] = true;
        const r = scoped[i];
        if (r === winner) continue;
        winners[i].set(winner.name, (winners[i].get(winner.name) ?? 0) + count);
        if (r.priority === winner.priority) ties.set(`${winner.name}\0${r.name}`, { a: winner, b: r });
      }
    }
    if (untotal) {
      const first = scoped.reduce((a, b) => a.order <= b.order ? a : b);
      const { situation } = untotal;
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
        const { situation } = no;
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
function level(paths, universe, set, choices) {
  const all = universe.map((_, i) => i);
  return { paths, universe, choices: choices ?? (() => all), set };
}
function situations(scope, rules, config) {
  return scope === "candidate" ? candidateSituations(rules, config) : factSituations(rules, config);
}
function lookup(reads, sizes) {
  let span = 1;
  const strides = reads.map((l) => {
    const stride = span;
    span *= sizes[l];
    return stride;
  });
  if (!Number.isSafeInteger(span)) throw new Error("rules --check: too many situations to enumerate");
  return { reads, strides, table: /* @__PURE__ */ new Map() };
}
function keyOf(lookup2, ids, from = 0) {
  let key = 0;
  for (let j = from; j < lookup2.reads.length; j++) key += ids[lookup2.reads[j]] * lookup2.strides[j];
  return key;
}
var MatchNode = class _MatchNode {
  next = /* @__PURE__ */ new Map();
  matches;
  constructor(matches) {
    this.matches = matches;
  }
  with(more) {
    let node = this.next.get(more);
    if (!node) this.next.set(more, node = new _MatchNode([...this.matches, ...more].sort((a, b) => a - b)));
    return node;
  }
};
async function walkSituations({ situation: s, levels }, rules, visit, { matchingOnly = false } = {}) {
  const evaluators = rules.map((r) => (0, import_chunk_clone_clone.createEvaluator)([r]));
  const levelOf = new Map(levels.flatMap((l2, i) => l2.paths.map((p) => [p, i])));
  const levelAt = (path) => {
    const l2 = levelOf.get(path);
    if (l2 === void 0) throw new Error(`rules --check: no level sets ${path}`);
    return l2;
  };
  const reads = rules.map((rule) => [...new Set((0, import_chunk_rules_conditions.factReferences)([rule]).flatMap((r) => r.fact === "config" ? [] : [levelAt(`${r.fact}.${r.path ?? ""}`)]))]);
  const sizes = levels.map((l2) => l2.universe.length);
  const deciders = levels.map((_, l2) => {
    const at2 = rules.flatMap((_2, i) => Math.max(0, ...reads[i]) === l2 ? [i] : []);
    if (at2.length === 0) return void 0;
    const all = lookup([.../* @__PURE__ */ new Set([l2, ...at2.flatMap((i) => reads[i])])], sizes);
    return { rules: at2, all, each: at2.map((i) => lookup(reads[i], sizes)), lists: /* @__PURE__ */ new Map() };
  });
  if (matchingOnly && !await mayMatch(s, levels, deciders, evaluators)) return false;
  const last = levels.length - 1;
  const choices = levels.map(() => []);
  const at = levels.map(() => 0);
  const ids = levels.map(() => 0);
  const bases = levels.map(() => 0);
  const nodes = [new MatchNode([])];
  choices[0] = levels[0].choices(s);
  let l = 0;
  for (; ; ) {
    const id = choices[l][at[l]++];
    if (id === void 0) {
      if (l === 0) return false;
      l--;
      continue;
    }
    const lv = levels[l];
    if (!lv.set(s, lv.universe[id])) continue;
    ids[l] = id;
    let node = nodes[l];
    const d = deciders[l];
    if (d) {
      const key = bases[l] + id * d.all.strides[0];
      let matches = d.all.table.get(key);
      if (!matches) {
        const found = [];
        for (let r = 0; r < d.rules.length; r++) {
          const own = d.each[r];
          const ownKey = keyOf(own, ids);
          let verdict = own.table.get(ownKey);
          if (verdict === void 0) {
            const decision = evaluators[d.rules[r]].evaluate(s);
            own.table.set(ownKey, verdict = (decision instanceof Promise ? await decision.catch(import_chunk_clone_clone.cannotEvaluate) : decision) !== void 0);
          }
          if (verdict) found.push(d.rules[r]);
        }
        const name = found.join();
        matches = d.lists.get(name);
        if (!matches) d.lists.set(name, matches = found);
        d.all.table.set(key, matches);
      }
      if (matches.length > 0) node = node.with(matches);
    }
    if (l === last) {
      if (visit(s, node.matches)) return true;
      continue;
    }
    l++;
    nodes[l] = node;
    choices[l] = levels[l].choices(s);
    at[l] = 0;
    const below = deciders[l];
    if (below) bases[l] = keyOf(below.all, ids, 1);
  }
}
var MAY_MATCH_LIMIT = 1e3;
async function mayMatch(s, levels, deciders, evaluators) {
  for (let at = 0; at < deciders.length; at++) {
    const d = deciders[at];
    if (!d) continue;
    const sizes = levels.slice(0, at + 1).map((lv, l) => d.all.reads.includes(l) ? lv.universe.length : 1);
    if (sizes.reduce((n, size) => n * size, 1) > MAY_MATCH_LIMIT) return true;
    const pos = sizes.map(() => 0);
    for (let j = 0; j >= 0; ) {
      pos.forEach((p, l) => levels[l].set(s, levels[l].universe[p]));
      for (const i of d.rules) {
        const decision = evaluators[i].evaluate(s);
        if (decision instanceof Promise ? await decision : decision) return true;
      }
      for (j = at; j >= 0 && ++pos[j] === sizes[j]; j--) pos[j] = 0;
    }
  }
  return false;
}
var TARGET_NONE = { exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false };
var TARGETS = [
  TARGET_NONE,
  ...Array.from({ length: 32 }, (_, bits) => ({
    exists: true,
    active: !!(bits & 1),
    sameKey: !!(bits & 2),
    observed: !!(bits & 4),
    differentValue: !!(bits & 8),
    claimed: !!(bits & 16)
  })).filter((t) => !t.claimed || t.observed)
];
var TARGET_PATHS = Object.keys(TARGET_NONE).map((p) => `target.${p}`);
var BOOLEANS = [false, true];
var NO = [0];
var YES = [1];
function candidateSituations(rules, config) {
  const values = valuesFor("candidate", rules, config);
  const multi = config.multiValued ?? [];
  const keys = [.../* @__PURE__ */ new Set([...values("candidate", "key"), ...multi])];
  const modes = import_chunk_clone_clone.RETIRE_CANDIDATES ? ["plain", "supersedes", "retires", "keeps"] : ["plain", "supersedes"];
  const combos = stringCombos(
    rules,
    STRING_PATHS.map((p) => p === "key" ? keys : values("candidate", p))
  );
  const valueAt = STRING_PATHS.indexOf("value");
  const emptyValue = [...new Map(combos.map((c2) => c2.map((v, i) => i === valueAt ? "" : v)).map((c2) => [JSON.stringify(c2), c2])).values()];
  const strings = [...combos, ...emptyValue].map(([key, value, source, observedDate]) => ({
    key,
    value,
    source,
    observedDate,
    operatorStatement: (0, import_chunk_core_context_config.isOperatorStatement)(source),
    multiValued: multi.includes(key)
  }));
  const withValue = combos.map((_, i) => i);
  const withoutValue = emptyValue.map((_, i) => combos.length + i);
  const origins = readsPath(rules, "candidate", "origin") ? import_chunk_core_agent_written.FACT_DOMAINS.candidate.candidate.origin.values : ["session"];
  const quotes = readsPath(rules, "candidate", "quoteFound") ? [null, false, true] : [null];
  const similars = readsPath(rules, "candidate", "similarKey") ? values("candidate", "similarKey") : [null];
  const c = {};
  const k = {};
  const narrowed = /* @__PURE__ */ new Map();
  const narrow = (list, by, keep) => {
    let byValue = narrowed.get(list);
    if (!byValue) narrowed.set(list, byValue = /* @__PURE__ */ new Map());
    let out = byValue.get(by);
    if (!out) byValue.set(by, out = list.filter((i) => keep(strings[i])));
    return out;
  };
  let known;
  let quoted;
  let fitting;
  let mode;
  let noValue;
  let live;
  const levels = [
    level(["candidate.provenance"], import_chunk_core_agent_written.FACT_DOMAINS.candidate.candidate.provenance.values, (_, v) => {
      c.provenance = v;
      return true;
    }),
    level(["candidate.origin"], origins, (_, v) => {
      c.origin = v;
      return v === "session" || c.provenance === "human";
    }),
    level(["candidate.hasSupersedes", "candidate.hasRetires", "candidate.hasKeeps"], modes, (_, v) => {
      mode = v;
      c.hasSupersedes = v === "supersedes";
      c.hasRetires = v === "retires";
      c.hasKeeps = v === "keeps";
      noValue = c.hasRetires || c.hasKeeps;
      return true;
    }),
    level(
      TARGET_PATHS,
      TARGETS,
      (s, t) => {
        s.target = t;
        live = t.exists && t.active && t.observed && t.sameKey;
        return !(noValue && t.differentValue);
      },
      () => mode === "plain" ? NO : TARGET_CHOICES
    ),
    // changesSeed follows from the target for a retire or supersedes (it names an active seed of its
    // key: an active fact of the key that is not observed); a resolve may archive a seed or not.
    level(
      ["candidate.changesSeed"],
      BOOLEANS,
      (_, v) => {
        c.changesSeed = v;
        return true;
      },
      ({ target: t }) => mode === "keeps" ? BOTH : mode !== "plain" && t.exists && t.active && t.sameKey && !t.observed ? YES : NO
    ),
    level(["candidate.sourceKnown"], BOOLEANS, (s, v) => {
      c.sourceKnown = v;
      known = narrow(
        noValue && !s.target.exists ? withoutValue : withValue,
        `${c.provenance} ${c.origin} ${v}`,
        (x) => x.operatorStatement ? v : !(v && c.provenance === "ai-draft") && c.origin === "session"
      );
      return known.length > 0;
    }),
    level(["candidate.declinedByOperator", "candidate.previouslyDeclined"], OPERATOR_DECISIONS, (_, v) => {
      c.declinedByOperator = v.declinedByOperator;
      c.previouslyDeclined = v.previouslyDeclined;
      return true;
    }),
    level(["key.activeFacts"], values("key", "activeFacts"), (_, v) => {
      k.activeFacts = v;
      return !(live && v < 1);
    }),
    level(["candidate.lookalikeOf"], values("candidate", "lookalikeOf"), (_, v) => {
      c.lookalikeOf = v;
      return v === null || !(noValue || k.activeFacts < 1 || mode === "supersedes" && live && k.activeFacts < 2);
    }),
    level(["candidate.quoteFound"], quotes, (_, v) => {
      c.quoteFound = v;
      quoted = v === null ? known : narrow(known, "quoted", (x) => !x.operatorStatement);
      return quoted.length > 0;
    }),
    level(["candidate.similarKey"], similars, (_, v) => {
      c.similarKey = v;
      if (v !== null && (noValue || k.activeFacts > 0)) return false;
      fitting = v === null ? quoted : narrow(quoted, v, (x) => x.key !== v);
      return fitting.length > 0;
    }),
    level(["key.sameValue"], BOOLEANS, (s, v) => {
      k.sameValue = v;
      if (v && (noValue || k.activeFacts < 1 || c.lookalikeOf !== null)) return false;
      return !(c.hasSupersedes && live && (s.target.differentValue ? v && k.activeFacts < 2 : !v));
    }),
    level(["key.sourceSeen"], BOOLEANS, (_, v) => {
      k.sourceSeen = v;
      return !(noValue && v);
    }),
    level(
      ["candidate.key", "candidate.value", "candidate.source", "candidate.observedDate", "candidate.operatorStatement", "key.multiValued"],
      strings,
      (_, v) => {
        c.key = v.key;
        c.value = v.value;
        c.source = v.source;
        c.observedDate = v.observedDate;
        c.operatorStatement = v.operatorStatement;
        k.multiValued = v.multiValued;
        return true;
      },
      () => fitting
    )
  ];
  return { situation: { candidate: c, key: k, target: TARGET_NONE, config }, levels };
}
var TARGET_CHOICES = TARGETS.map((_, i) => i);
var BOTH = [0, 1];
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
function factSituations(rules, config) {
  const values = valuesFor("fact", rules, config);
  const d = import_chunk_core_agent_written.FACT_DOMAINS.fact.fact;
  const independentCounts = values("fact", "independentEvidence");
  const evidenceCounts = [.../* @__PURE__ */ new Set([...values("fact", "evidenceCount"), ...independentCounts])].sort((a, b) => a - b);
  const f = {};
  const levels = [
    level(["fact.kind"], d.kind.values, (_, v) => {
      f.kind = v;
      return true;
    }),
    level(["fact.layer"], d.layer.values, (_, v) => {
      f.layer = v;
      return true;
    }),
    level(["fact.status"], d.status.values, (_, v) => {
      f.status = v;
      return f.kind !== "profile-field" || f.layer === "static" && v === "active";
    }),
    level(["fact.provenance"], d.provenance.values, (_, v) => {
      f.provenance = v;
      return true;
    }),
    level(["fact.evidenceCount"], evidenceCounts, (_, v) => {
      f.evidenceCount = v;
      return true;
    }),
    level(["fact.independentEvidence"], independentCounts, (_, v) => {
      f.independentEvidence = v;
      return v <= f.evidenceCount;
    }),
    level(["fact.daysSinceSeen"], values("fact", "daysSinceSeen"), (_, v) => {
      f.daysSinceSeen = v;
      return true;
    }),
    level(["fact.key"], values("fact", "key"), (_, v) => {
      f.key = v;
      return true;
    }),
    level(["fact.changedByThisDiff"], BOOLEANS, (_, v) => {
      f.changedByThisDiff = v;
      return true;
    })
  ];
  return { situation: { fact: f, config }, levels };
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
  for (const variant of variants) {
    if (await walkSituations(situations(scope, [rule], variant), [rule], (_, matches) => matches.length > 0, { matchingOnly: true })) return true;
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
// brain-digest: 8f2dee280b29c5d0
