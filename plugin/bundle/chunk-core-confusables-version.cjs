var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  CONFUSABLES_VERSION: () => CONFUSABLES_VERSION,
  DIFF_FORMAT: () => DIFF_FORMAT,
  canonicalDeclines: () => canonicalDeclines,
  changedByThisDiff: () => changedByThisDiff,
  deriveDiff: () => deriveDiff,
  earlierTodayWarning: () => earlierTodayWarning,
  formatOf: () => formatOf,
  proposeDiff: () => proposeDiff,
  proposeWithResult: () => proposeWithResult,
  quotedSources: () => quotedSources
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var CONFUSABLES_VERSION = "17.0.0";
var loading;
function loadLookalikeForm() {
  loading ??= Promise.resolve().then(() => __toESM(require("./lazy-core-confusables-table.cjs"))).then(lookalikeFormOfTable);
  return loading;
}
function lookalikeFormOfTable({ PROTOTYPES, IGNORABLE }) {
  return lookalikeFormOf(prototypesOf(PROTOTYPES, IGNORABLE));
}
function prototypesOf(json, ignorable) {
  const table = JSON.parse(json);
  const ascii = Array.from({ length: 128 }, (_, cp) => table[cp]);
  const first = ignorable[0][0];
  return (cp) => {
    if (cp < 128) return ascii[cp];
    if (cp >= first) {
      for (const [lo, hi] of ignorable) {
        if (cp < lo) break;
        if (cp <= hi) return "";
      }
    }
    return table[cp];
  };
}
var PLAIN_ASCII = /^[\x20-\x24\x26-\x7e]*$/;
var RARE_ASCII = /[`"|10]/;
var SPACE_RUNS = / {2,}/;
var WHITESPACE_RUNS = /\s+/gu;
var MAY_NEED_COLLAPSE = /^\s|\s$|\s\s|[^\S ]/u;
var MAX_ROUNDS = 8;
function asciiForm(value) {
  let s = value.replaceAll("I", "l");
  if (RARE_ASCII.test(s)) s = s.replaceAll("1", "l").replaceAll("0", "O").replaceAll("|", "l").replaceAll("`", "'").replaceAll('"', "''");
  s = s.toLowerCase().trim().replaceAll("m", "rn");
  return SPACE_RUNS.test(s) ? s.replace(/ +/g, " ") : s;
}
function lookalikeFormOf(prototypeOf) {
  const mapped = (text) => {
    let out = "";
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i);
      const width = cp > 65535 ? 2 : 1;
      const prototype = prototypeOf(cp);
      if (prototype !== void 0) {
        out += text.slice(from, i) + prototype;
        from = i + width;
      }
      i += width - 1;
    }
    return from === 0 ? text : out + text.slice(from);
  };
  const round = (text) => {
    let s = mapped(text);
    if (s !== text) s = s.normalize("NFKD");
    const folded = (0, import_chunk_js_yaml_dist_js_yaml.caseFold)(s);
    if (folded !== s) s = folded.normalize("NFKD");
    return MAY_NEED_COLLAPSE.test(s) ? s.trim().replace(WHITESPACE_RUNS, " ") : s;
  };
  const settled = (text) => {
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i);
      if (prototypeOf(cp) !== void 0) return false;
      if (cp > 65535) i++;
    }
    return true;
  };
  return (value) => {
    if (PLAIN_ASCII.test(value)) return asciiForm(value);
    let text = round(value.normalize("NFKD"));
    for (let i = 1; i < MAX_ROUNDS && !settled(text); i++) text = round(text);
    return text;
  };
}
var DIFF_FORMAT = 2;
function formatOf(diff) {
  return diff.format ?? 1;
}
function agentWrittenMarks(candidates, out, state, { written, agentOrigin }) {
  const none = written === void 0 || written.size === 0;
  const agent = [...agentOrigin].flatMap(([i, origin]) => origin === "agent" ? [i] : []);
  if (none && agent.length === 0) return void 0;
  const marked = new Set(agent);
  if (!none) candidates.forEach((c, i) => written.has(c.source) && marked.add(i));
  const promotions = none ? [] : out.promotions.flatMap((p) => state.get(p.id)?.sources.some((s) => written.has(s)) ? [p.id] : []);
  if (marked.size === 0 && promotions.length === 0) return void 0;
  return { candidates: [...marked].sort((a, b) => a - b), promotions };
}
function canonicalDeclines(declined) {
  const byCandidate = /* @__PURE__ */ new Map();
  for (const d of declined) {
    byCandidate.set(d.candidate, {
      candidate: d.candidate,
      ...d.reason === void 0 ? {} : { reason: d.reason },
      ...d.by === void 0 ? {} : { by: d.by }
    });
  }
  return [...byCandidate.values()].sort((a, b) => a.candidate - b.candidate);
}
function quotedSources(candidates) {
  const sources = /* @__PURE__ */ new Set();
  for (const c of candidates) if (c.quote !== void 0 && !(0, import_chunk_core_context_config.isOperatorStatement)(c.source)) sources.add(c.source);
  return sources;
}
function isSourceKnown(source, provenance, known, operatorStatement) {
  if (operatorStatement) return true;
  const recorded = known?.get(source);
  return recorded !== void 0 && recorded !== "ai-draft" && recorded === provenance;
}
async function proposeDiff(input) {
  return (await proposeWithResult(input)).diff;
}
async function proposeWithResult(input) {
  const { body, next } = await deriveDiff(input);
  return { diff: { id: (0, import_chunk_js_yaml_dist_js_yaml.diffId)(body), ...body }, next };
}
async function deriveDiff(input) {
  const { candidates, rules, config, today } = input;
  const file = input.candidatesFile ?? "candidates";
  const future = candidates.flatMap(
    (c, i) => c.observed_date > today ? [`${file}: /${i}/observed_date: must not be after today (${today}), got "${c.observed_date}"`] : []
  );
  if (future.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(future, "Nothing was proposed. A fact cannot be observed in the future; check the date or --today.");
  const state = new import_chunk_core_origin.ProfileState(input.current, { adopt: input.adoptCurrent, aliases: config.keyAliases });
  const candidateRules = (0, import_chunk_clone_clone.createEvaluator)(rules.candidate, { memo: input.memo, fixed: { config } });
  const factRules = (0, import_chunk_clone_clone.createEvaluator)(rules.fact, { memo: input.memo, fixed: { config } });
  const out = emptyOperations();
  const ctx = {
    state,
    config,
    evaluator: candidateRules,
    claimed: /* @__PURE__ */ new Map(),
    conflictByKey: /* @__PURE__ */ new Map(),
    multiValued: new Set(config.multiValued ?? []),
    out,
    file,
    ruleFiles: rules.files.filter((f) => f.scope === "candidate").map((f) => f.file),
    known: input.records?.known,
    declines: canonicalDeclines(input.declined ?? []),
    originAt: new Map((0, import_chunk_core_origin.canonicalOrigins)(input.origins ?? []).map((o) => [o.candidate, o.origin])),
    declinedAt: /* @__PURE__ */ new Map(),
    coveredBy: /* @__PURE__ */ new Map(),
    remembered: rememberedIndex(input.remembered ?? [], state),
    rememberedList: input.remembered ?? [],
    rememberedForms: void 0,
    lookalikeForm: void 0,
    lookalikeRules: rulesReading(rules, "lookalikeOf"),
    quoteRules: rulesReading(rules, "quoteFound"),
    bodies: input.records?.bodies,
    hasAliases: Object.keys(config.keyAliases ?? {}).length > 0,
    similar: void 0,
    declineRules: rulesReading(rules, "previouslyDeclined")
  };
  for (const d of ctx.declines) {
    if (d.candidate >= candidates.length) {
      throw new import_chunk_hooks_session_start.InvalidInputError([`${file}: declined candidate /${d.candidate}: the batch has ${candidates.length} candidate(s)`]);
    }
    ctx.declinedAt.set(d.candidate, d);
  }
  for (const at of ctx.originAt.keys()) {
    if (at >= candidates.length) throw new import_chunk_hooks_session_start.InvalidInputError([`${file}: origin of candidate /${at}: the batch has ${candidates.length} candidate(s)`]);
  }
  for (let i = 0; i < candidates.length; i++) {
    if ((i & 1023) === 1023) await input.pause?.();
    await classifyCandidate(candidates[i], i, ctx);
  }
  await classifyFacts(state, { config, today, evaluator: factRules }, out);
  const earlier = earlierTodayWarning(today, input.lastAppliedToday);
  if (earlier !== void 0) out.warnings.unshift({ message: earlier });
  if (input.profileWarning !== void 0) out.warnings.unshift({ message: input.profileWarning });
  if (input.counters) input.counters.steps = state.steps;
  const decisions = (0, import_chunk_core_origin.decisionsRecord)({ declined: [...ctx.declines], origins: (0, import_chunk_core_origin.canonicalOrigins)(input.origins ?? []) });
  const agentWritten = agentWrittenMarks(candidates, out, state, { written: input.records?.agentWritten, agentOrigin: ctx.originAt });
  const body = {
    format: DIFF_FORMAT,
    base: input.base,
    today,
    rules: rules.files.map((f) => ({ ...f })),
    config: structuredClone(config),
    confusables: CONFUSABLES_VERSION,
    candidates: {
      sha256: input.candidatesSha256 ?? (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(candidates),
      count: candidates.length,
      ...decisions !== void 0 ? { decisions: (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(decisions) } : {}
    },
    ...input.records ? { records: { ...input.records.summary } } : {},
    ...withoutEmptyDecisions(out),
    ...agentWritten ? { agent_written: agentWritten } : {}
  };
  for (const p of out.promotions) state.promote(p.id);
  return { body, next: state.toDoc() };
}
function withoutEmptyDecisions(out) {
  const copy = { ...out };
  if (out.resolutions.length === 0) delete copy.resolutions;
  if (out.declined.length === 0) delete copy.declined;
  if (out.declined_matches.length === 0) delete copy.declined_matches;
  return copy;
}
function emptyOperations() {
  return {
    resolutions: [],
    declined: [],
    declined_matches: [],
    additions: [],
    evidenceBumps: [],
    promotions: [],
    conflicts: [],
    supersedes: [],
    staleFlags: [],
    retirements: [],
    rejected: [],
    duplicates: [],
    warnings: [],
    trace: []
  };
}
function rulesReading(rules, path) {
  return new Set(rules.candidate.filter((r) => (0, import_chunk_rules_conditions.factReferences)([r]).some((f) => f.fact === "candidate" && f.path === path)).map((r) => `${r.file}\0${r.name}`));
}
function rememberedIndex(list, state) {
  const m = /* @__PURE__ */ new Map();
  for (const r of list) {
    const key = state.filedUnder(r.key);
    const at = r.retires !== void 0 ? `retires\0${r.retires}` : r.source !== void 0 ? `${key}\0${r.value ?? ""}\0${r.source}` : `${key}\0${r.value ?? ""}`;
    if (!m.has(at)) m.set(at, r);
  }
  return m;
}
function rememberedMatch(ctx, { key, value, source, retires }) {
  if (ctx.remembered.size === 0) return void 0;
  if (retires !== void 0) return ctx.remembered.get(`retires\0${retires}`);
  if (value === void 0) return void 0;
  return ctx.remembered.get(`${key}\0${value}`) ?? ctx.remembered.get(`${key}\0${value}\0${source}`);
}
function rememberedLookalike(ctx, { key, form, source }, lookalikeForm) {
  if (ctx.rememberedForms === void 0) {
    ctx.rememberedForms = /* @__PURE__ */ new Map();
    for (const r of ctx.rememberedList) {
      if (r.retires !== void 0 || r.value === void 0) continue;
      const at = `${r.key}\0${lookalikeForm(r.value)}${r.source !== void 0 ? `\0${r.source}` : ""}`;
      if (!ctx.rememberedForms.has(at)) ctx.rememberedForms.set(at, r);
    }
  }
  return ctx.rememberedForms.get(`${key}\0${form}`) ?? ctx.rememberedForms.get(`${key}\0${form}\0${source}`);
}
function isRetire(candidate) {
  return candidate.retires !== void 0;
}
function isResolve(c) {
  return c.keeps !== void 0;
}
async function classifyCandidate(candidate, index, ctx) {
  if (isRetire(candidate)) await classifyRetireCandidate(candidate, index, ctx);
  else if (isResolve(candidate)) await classifyResolveCandidate(candidate, index, ctx);
  else await classifyValueCandidate(candidate, index, ctx);
}
function operatorWord(ctx, index, { sameAsKey, match, remember }) {
  const origin = ctx.originAt.get(index) ?? import_chunk_core_origin.DEFAULT_ORIGIN;
  if (ctx.declines.length === 0 && match === void 0) return origin === import_chunk_core_origin.DEFAULT_ORIGIN ? NO_WORD : { ...NO_WORD, origin };
  const sameAs = sameAsKey();
  const own = ctx.declinedAt.get(index);
  const decline = own ?? ctx.coveredBy.get(sameAs);
  if (own) {
    if (!ctx.coveredBy.has(sameAs)) ctx.coveredBy.set(sameAs, own);
    ctx.out.declined.push({ ...own, ...remember ? { remember: own.by === void 0 ? remember : { ...remember, by: own.by } } : {} });
  }
  if (match) ctx.out.declined_matches.push({ candidate: index, match });
  return {
    origin,
    declinedByOperator: decline !== void 0,
    previouslyDeclined: match !== void 0,
    ...decline?.reason !== void 0 ? { reason: decline.reason } : {}
  };
}
var NO_WORD = { origin: import_chunk_core_origin.DEFAULT_ORIGIN, declinedByOperator: false, previouslyDeclined: false };
function candidateFacts(ctx, candidate, { key, value, changesSeed }, word) {
  const operatorStatement = (0, import_chunk_core_context_config.isOperatorStatement)(candidate.source);
  return {
    provenance: candidate.provenance,
    hasSupersedes: !isRetire(candidate) && !isResolve(candidate) && candidate.supersedes !== void 0,
    hasRetires: isRetire(candidate),
    hasKeeps: isResolve(candidate),
    origin: word.origin,
    declinedByOperator: word.declinedByOperator,
    previouslyDeclined: word.previouslyDeclined,
    sourceKnown: isSourceKnown(candidate.source, candidate.provenance, ctx.known, operatorStatement),
    operatorStatement,
    lookalikeOf: null,
    changesSeed,
    quoteFound: quoteFound(candidate, operatorStatement, ctx),
    similarKey: null,
    key,
    value,
    source: candidate.source,
    observedDate: candidate.observed_date
  };
}
function quoteFound(candidate, operatorStatement, ctx) {
  if (candidate.quote === void 0 || operatorStatement) return null;
  const folded = ctx.bodies?.get(candidate.source);
  return folded !== void 0 && (0, import_chunk_core_quote.quoteInBody)(candidate.quote, folded);
}
async function decide(ctx, situation, { candidate, index, word, lookalike }) {
  const evaluated = ctx.evaluator.evaluate(situation);
  const decision = evaluated instanceof Promise ? await evaluated : evaluated;
  if (!decision) {
    const ruleFiles = ctx.ruleFiles.join(", ");
    throw new import_chunk_hooks_session_start.InvalidInputError([
      `${ctx.file}: /${index}: no rule classifies candidate /${index} (key ${JSON.stringify(candidate.key)}, provenance ${candidate.provenance}${isRetire(candidate) ? ", a retire" : ""}); the candidate rule set (${ruleFiles}) must be total`
    ]);
  }
  const refusal = (0, import_chunk_core_agent_written.candidateGuard)(decision.type, situation);
  if (refusal) throw ruleMisfire(decision, index, candidate, refusal.why);
  const reason = word.reason ?? lookalikeReason(decision, candidate, lookalike, ctx) ?? quoteReason(decision, situation, ctx) ?? decision.reason;
  const outcome = decision.type;
  const entry = reason !== void 0 ? { candidate: index, rule: decision.rule, file: decision.file, reason, outcome } : { candidate: index, rule: decision.rule, file: decision.file, outcome };
  if (word.origin !== "session") entry.origin = word.origin;
  if (candidate.quote !== void 0) entry.quote = candidate.quote;
  const alias = keyAliasOf(candidate, situation.candidate.key, ctx);
  if (alias !== void 0) entry.key_alias = alias;
  if (situation.candidate.similarKey !== null) entry.similar_key = situation.candidate.similarKey;
  if (situation.candidate.quoteFound !== null) entry.quote_found = situation.candidate.quoteFound;
  ctx.out.trace.push(entry);
  if (situation.candidate.similarKey !== null) ctx.out.warnings.push({ candidate: index, message: (0, import_chunk_diff_similar_keys.similarKeyNote)(situation.candidate.similarKey) });
  return reason !== decision.reason && reason !== void 0 ? { ...decision, reason } : decision;
}
function keyAliasOf(candidate, filed, ctx) {
  if (!ctx.hasAliases) return void 0;
  const given = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(candidate.key);
  return given !== filed ? given : void 0;
}
function similarKey(key, ctx) {
  const { state } = ctx;
  if (ctx.similar === void 0) {
    const keys = /* @__PURE__ */ new Set();
    for (const f of state.facts()) if (f.status === "active") keys.add(state.filedUnder(f.key));
    ctx.similar = {
      index: new import_chunk_diff_similar_keys.SimilarKeys(keys),
      seeds: new Set(state.facts().flatMap((f) => f.kind === "profile-field" && f.status === "active" ? [state.filedUnder(f.key)] : []))
    };
  }
  const { index, seeds } = ctx.similar;
  const before = index.steps;
  const found = index.similarTo(key, (k) => seeds.has(k) || state.activeCount(k) > 0);
  state.steps += index.steps - before;
  return found;
}
function quoteReason(decision, situation, ctx) {
  if (decision.type !== "reject" || situation.candidate.quoteFound !== false || !ctx.quoteRules.has(`${decision.file}\0${decision.rule}`)) return void 0;
  return `${decision.reason ?? "the quote is not in the cited record"}: not found in ${situation.candidate.source}`;
}
function lookalikeReason(decision, candidate, lookalike, ctx) {
  if (lookalike === void 0 || decision.type !== "reject") return void 0;
  const rule = `${decision.file}\0${decision.rule}`;
  const value = (0, import_chunk_hooks_session_start.spelledOut)(candidate.value);
  if (lookalike.fact !== void 0 && ctx.lookalikeRules.has(rule)) {
    return `${decision.reason ?? "looks like an active value of this key"}: "${value}" looks like "${(0, import_chunk_hooks_session_start.spelledOut)(lookalike.fact.value)}" (${lookalike.fact.id})`;
  }
  if (lookalike.decline?.value !== void 0 && ctx.declineRules.has(rule)) {
    return `${decision.reason ?? "the operator declined this before"}: "${value}" looks like the declined "${(0, import_chunk_hooks_session_start.spelledOut)(lookalike.decline.value)}"`;
  }
  return void 0;
}
function take(step) {
  const spec = (0, import_chunk_core_agent_written.candidateOutcomeSpec)(step.decision.type);
  if (!spec) throw ruleMisfire(step.decision, step.index, step.candidate, `"${step.decision.type}" is not a candidate outcome`);
  spec.propose(step);
}
function namedFactSituation(ctx, { candidate, key, word }, targetId, target) {
  const seeds = ctx.state.activeSeeds(key);
  const changesSeed = isRetire(candidate) ? target?.kind === "profile-field" && target.status === "active" && target.key === key : seeds.some((s) => s.id !== targetId);
  const facts = candidateFacts(ctx, candidate, { key, value: target?.value ?? "", changesSeed }, word);
  return {
    candidate: facts,
    key: { activeFacts: ctx.state.activeCount(key) + seeds.length, sameValue: false, sourceSeen: false, multiValued: ctx.multiValued.has(key) },
    target: {
      exists: target !== void 0,
      active: target?.status === "active",
      sameKey: target !== void 0 && ctx.state.filedUnder(target.key) === key,
      observed: target?.kind === "observed",
      differentValue: false,
      claimed: ctx.claimed.has(targetId)
    },
    config: ctx.config
  };
}
async function classifyRetireCandidate(candidate, index, ctx) {
  const key = ctx.state.filedUnder((0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(candidate.key));
  const target = ctx.state.get(candidate.retires);
  const remember = ctx.declinedAt.has(index) ? { key, retires: candidate.retires } : void 0;
  const word = operatorWord(ctx, index, {
    sameAsKey: () => `${key}\0retires\0${candidate.retires}`,
    match: rememberedMatch(ctx, { key, source: candidate.source, retires: candidate.retires }),
    remember
  });
  const situation = namedFactSituation(ctx, { candidate, key, word }, candidate.retires, target);
  const decision = await decide(ctx, situation, { candidate, index, word });
  take({ shape: "retire", ctx, candidate, index, key, decision, target });
}
async function classifyResolveCandidate(candidate, index, ctx) {
  const key = ctx.state.filedUnder((0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(candidate.key));
  const target = ctx.state.get(candidate.keeps);
  const word = operatorWord(ctx, index, { sameAsKey: () => `${key}\0keeps\0${candidate.keeps}` });
  const situation = namedFactSituation(ctx, { candidate, key, word }, candidate.keeps, target);
  const decision = await decide(ctx, situation, { candidate, index, word });
  take({ shape: "resolve", ctx, candidate, index, key, decision, target });
}
async function classifyValueCandidate(candidate, index, ctx) {
  const { state } = ctx;
  const key = state.filedUnder((0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(candidate.key));
  const value = (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(candidate.value);
  const activeFacts = state.valuesBeside(key, value);
  const holder = state.activeWithValue(key, value);
  const evidencedBy = state.evidencedBy(key, value, candidate.source);
  const targetId = candidate.supersedes;
  const target = targetId === void 0 ? void 0 : state.get(targetId);
  const multiValued = ctx.multiValued.has(key);
  const remember = ctx.declinedAt.has(index) ? holder !== void 0 && evidencedBy === void 0 ? { key, value, source: candidate.source } : { key, value } : void 0;
  const heedsDeclines = ctx.originAt.get(index) !== "operator";
  const exact = heedsDeclines ? rememberedMatch(ctx, { key, value, source: candidate.source }) : void 0;
  const remembered = heedsDeclines && ctx.remembered.size > 0;
  const asks = holder === void 0 && (activeFacts > 0 || exact === void 0 && remembered);
  const lookalikeForm = asks ? ctx.lookalikeForm ??= await loadLookalikeForm() : void 0;
  const form = lookalikeForm?.(candidate.value);
  const lookalike = form !== void 0 && activeFacts > 0 ? state.lookalike(key, form, lookalikeForm, targetId) : void 0;
  const lookalikeDecline = exact === void 0 && form !== void 0 && remembered ? rememberedLookalike(ctx, { key, form, source: candidate.source }, lookalikeForm) : void 0;
  const match = exact ?? lookalikeDecline;
  const word = operatorWord(ctx, index, { sameAsKey: () => `${key}\0${value}`, match, remember });
  const changesSeed = target?.kind === "profile-field" && target.status === "active" && target.key === key;
  const facts = candidateFacts(ctx, candidate, { key, value: candidate.value, changesSeed }, word);
  facts.lookalikeOf = lookalike?.id ?? null;
  facts.similarKey = activeFacts === 0 ? similarKey(key, ctx) : null;
  const situation = {
    candidate: facts,
    key: { activeFacts, sameValue: holder !== void 0, sourceSeen: evidencedBy !== void 0, multiValued },
    target: {
      exists: target !== void 0,
      active: target?.status === "active",
      sameKey: target !== void 0 && state.filedUnder(target.key) === key,
      observed: target?.kind === "observed",
      differentValue: target !== void 0 && state.normValue(target) !== value,
      claimed: targetId !== void 0 && ctx.claimed.has(targetId)
    },
    config: ctx.config
  };
  const decision = await decide(ctx, situation, {
    candidate,
    index,
    word,
    lookalike: lookalike || lookalikeDecline ? { fact: lookalike, decline: lookalikeDecline } : void 0
  });
  take({
    shape: "value",
    ctx,
    candidate,
    index,
    key,
    value,
    decision,
    holder,
    evidencedBy,
    target,
    multiValued,
    source: candidate.source,
    observed_date: candidate.observed_date,
    provenance: candidate.provenance
  });
}
function earlierTodayWarning(today, lastAppliedToday) {
  if (lastAppliedToday === void 0 || today >= lastAppliedToday) return void 0;
  return `today ${today} is earlier than ${lastAppliedToday}, the today of the last apply: decay and promotion are computed as of ${today} (check --today)`;
}
function changedByThisDiff(out) {
  const ids = /* @__PURE__ */ new Set();
  for (const a of out.additions) ids.add(a.id);
  for (const b of out.evidenceBumps) ids.add(b.id);
  for (const s of out.supersedes) ids.add(s.winner.id);
  return ids;
}
async function classifyFacts(state, { config, today, evaluator }, out) {
  const ages = /* @__PURE__ */ new Map();
  const changed = changedByThisDiff(out);
  for (const fact of state.facts()) {
    let age = ages.get(fact.last_seen);
    if (age === void 0) {
      age = (0, import_chunk_hooks_session_start.daysBetween)(fact.last_seen, today);
      ages.set(fact.last_seen, age);
    }
    const situation = (0, import_chunk_clone_clone.factSituation)(fact, age, config, changed.has(fact.id));
    const evaluated = evaluator.evaluate(situation);
    const decision = evaluated instanceof Promise ? await evaluated : evaluated;
    if (!decision) continue;
    const refusal = (0, import_chunk_core_agent_written.factGuard)(decision.type, situation);
    if (refusal) throw factMisfire(decision, fact, refusal.why);
    out.trace.push({
      fact: fact.id,
      rule: decision.rule,
      file: decision.file,
      ...decision.reason !== void 0 ? { reason: decision.reason } : {},
      outcome: decision.type
    });
    const spec = (0, import_chunk_core_agent_written.factOutcomeSpec)(decision.type);
    if (!spec) throw factMisfire(decision, fact, `"${decision.type}" is not a fact outcome`);
    spec.propose(fact, age, out);
  }
}
function ruleMisfire(decision, index, candidate, why) {
  return new import_chunk_hooks_session_start.InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for candidate /${index} (key ${JSON.stringify(candidate.key)}), which is not allowed: ${why}`
  ]);
}
function factMisfire(decision, fact, why) {
  return new import_chunk_hooks_session_start.InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for fact ${fact.id} (key "${fact.key}"), which is not allowed: ${why}`
  ]);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CONFUSABLES_VERSION,
  DIFF_FORMAT,
  canonicalDeclines,
  changedByThisDiff,
  deriveDiff,
  earlierTodayWarning,
  formatOf,
  proposeDiff,
  proposeWithResult,
  quotedSources
});
// brain-digest: f1468fa584850bc9
