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
__defProp(stdin_exports, "CONFUSABLES_VERSION", { get: () => CONFUSABLES_VERSION, enumerable: true });
__defProp(stdin_exports, "DIFF_FORMAT", { get: () => DIFF_FORMAT, enumerable: true });
__defProp(stdin_exports, "canonicalDeclines", { value: canonicalDeclines, enumerable: true });
__defProp(stdin_exports, "deriveDiff", { value: deriveDiff, enumerable: true });
__defProp(stdin_exports, "earlierTodayWarning", { value: earlierTodayWarning, enumerable: true });
__defProp(stdin_exports, "formatOf", { value: formatOf, enumerable: true });
__defProp(stdin_exports, "proposeDiff", { value: proposeDiff, enumerable: true });
__defProp(stdin_exports, "proposeWithResult", { value: proposeWithResult, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var CONFUSABLES_VERSION = "17.0.0";
var DIFF_FORMAT = 2;
function formatOf(diff) {
  return diff.format ?? 1;
}
var loading;
function loadLookalikeForm() {
  loading ??= Promise.resolve().then(() => __toESM(require("./chunk-DWZ35KTW.cjs"))).then(({ PROTOTYPES, IGNORABLE }) => lookalikeFormOf(prototypesOf(PROTOTYPES, IGNORABLE)));
  return loading;
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
    const folded = (0, import_chunk_I2RTUJJH.caseFold)(s);
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
var ProfileState = class {
  title;
  #facts;
  /** id → position in #facts. */
  #index = /* @__PURE__ */ new Map();
  /**
   * Normalized key → ids of its active observed facts, in the order they became active: the id
   * itself while the key has one (almost every key), a Set from the second on. A one-element Set
   * per key cost ~130 bytes × ~90k keys at 100k facts.
   */
  #activeByKey = /* @__PURE__ */ new Map();
  /**
   * Normalized key → what the index knows of each normalized value of it (its active holder and
   * its sources' evidence): the one slot itself while the key has one value (almost every key), a
   * Map from normalized value to slot from the second on. One small object per value replaced a
   * `key NUL value` string per fact and a `key NUL value NUL source` string per source (~49 MB of
   * index at 100k facts; see docs/performance.md).
   */
  #values = /* @__PURE__ */ new Map();
  #normValues = /* @__PURE__ */ new WeakMap();
  /**
   * Normalized key → look-alike form → its active observed facts' ids (one id as itself): built for
   * a key on its first look-alike question (`lookalike`), then kept as facts start and stop being
   * active, so a batch that never asks computes no form at all.
   */
  #forms = /* @__PURE__ */ new Map();
  #factForms = /* @__PURE__ */ new WeakMap();
  #lookalikeForm;
  /**
   * Observed fact ids of keys not yet indexed. A key is indexed on first use, so a batch that
   * touches a few keys of a 100k-fact profile does not normalize every value of the profile.
   */
  #pending = /* @__PURE__ */ new Map();
  /** Facts created or copied by this state: changed in place, never shared with the input. */
  #owned = /* @__PURE__ */ new WeakSet();
  /** The input's facts are this state's own: changed in place, never copied. */
  #adopt;
  /**
   * Work done so far: index lookups, values normalized and facts visited. Tests use it to show
   * that classification is linear (a scan of a key's facts per candidate would make it quadratic).
   */
  steps = 0;
  /**
   * `adopt`: the caller hands `doc` over (it will not read it again), so its facts and its list are
   * changed in place instead of copied.
   */
  constructor(doc, options = {}) {
    this.title = doc.title;
    this.#adopt = options.adopt === true;
    this.#facts = this.#adopt ? doc.facts : doc.facts.slice();
    this.#facts.forEach((f, i) => {
      this.#index.set(f.id, i);
      if (f.kind !== "observed") return;
      const ids = this.#pending.get(f.key);
      if (ids === void 0) this.#pending.set(f.key, f.id);
      else if (typeof ids === "string") this.#pending.set(f.key, [ids, f.id]);
      else ids.push(f.id);
    });
  }
  get(id) {
    const i = this.#index.get(id);
    return i === void 0 ? void 0 : this.#facts[i];
  }
  has(id) {
    return this.#index.has(id);
  }
  /** How many active `observed` facts a normalized key has (seeds are never counted). */
  activeCount(key) {
    this.steps++;
    this.#touch(key);
    const ids = this.#activeByKey.get(key);
    return ids === void 0 ? 0 : typeof ids === "string" ? 1 : ids.size;
  }
  /** Active `observed` facts of a normalized key, oldest first. O(facts of the key): call it once per key, not per candidate. */
  activeFor(key) {
    this.#touch(key);
    const ids = this.#activeByKey.get(key);
    if (ids === void 0) return [];
    if (typeof ids === "string") {
      this.steps += 1;
      return [this.get(ids)];
    }
    this.steps += ids.size;
    return [...ids].map((id) => this.get(id));
  }
  /** The active observed fact of `key` whose normalized value is `normValue`, if any. */
  activeWithValue(key, normValue) {
    this.steps++;
    this.#touch(key);
    const id = this.#slot(key, normValue)?.active;
    return id === void 0 ? void 0 : this.get(id);
  }
  /**
   * The observed fact of `key` holding `normValue` that `source` already evidenced (active first,
   * then archived or retired). Operator statements compare by label, trimmed and case-folded.
   */
  evidencedBy(key, normValue, source) {
    this.steps++;
    this.#touch(key);
    const slot = this.#slot(key, normValue);
    const id = slot === void 0 ? void 0 : slot.evidence((0, import_chunk_2JUJKBZN.sourceIdentity)(source));
    return id === void 0 ? void 0 : this.get(id);
  }
  /**
   * An active observed fact of `key` whose look-alike form is `form`, other than `except`; the
   * first to become active when several are. O(1) after the key's first question, which computes
   * the form of each of its active facts once.
   */
  lookalike(key, form, lookalikeForm, except) {
    this.steps++;
    this.#lookalikeForm ??= lookalikeForm;
    let forms = this.#forms.get(key);
    if (forms === void 0) {
      forms = /* @__PURE__ */ new Map();
      this.#forms.set(key, forms);
      for (const f of this.activeFor(key)) addId(forms, this.#formOfFact(f), f.id);
    }
    const ids = forms.get(form);
    if (ids === void 0) return void 0;
    if (typeof ids === "string") return ids === except ? void 0 : this.get(ids);
    for (const id of ids) if (id !== except) return this.get(id);
    return void 0;
  }
  #formOfFact(f) {
    let form = this.#factForms.get(f);
    if (form === void 0) {
      this.steps++;
      form = this.#lookalikeForm(f.value);
      this.#factForms.set(f, form);
    }
    return form;
  }
  normValue(f) {
    this.steps++;
    let v = this.#normValues.get(f);
    if (v === void 0) {
      const value = f.value;
      v = (0, import_chunk_I2RTUJJH.normalizeValue)(value);
      if (v === value) v = value;
      this.#normValues.set(f, v);
    }
    return v;
  }
  facts() {
    return this.#facts;
  }
  /** A new active dynamic observed fact seen once. */
  add(id, key, value, obs) {
    this.#touch(key);
    const fact = {
      id,
      kind: "observed",
      layer: "dynamic",
      key,
      value,
      provenance: obs.provenance,
      sources: [obs.source],
      first_seen: obs.observed_date,
      last_seen: obs.observed_date,
      evidence_count: 1,
      status: "active"
    };
    if (!this.#adopt) this.#owned.add(fact);
    this.#index.set(id, this.#facts.length);
    this.#facts.push(fact);
    this.#list(fact);
    this.#indexEvidence(fact, fact.sources);
    return fact;
  }
  /** One more distinct source: evidence + 1, dates widened, the stronger provenance kept. */
  bump(id, obs) {
    const f = this.#own(id);
    f.sources = f.sources.concat(obs.source);
    f.evidence_count = f.sources.length;
    f.first_seen = (0, import_chunk_L7PYBWE7.minDate)(f.first_seen, obs.observed_date);
    f.last_seen = (0, import_chunk_L7PYBWE7.maxDate)(f.last_seen, obs.observed_date);
    f.provenance = stronger(f.provenance, obs.provenance);
    this.#indexEvidence(f, [obs.source]);
    return f;
  }
  /** Archives `id` under `archivedId` and gives `id` to a new fact holding `value`. */
  supersede(id, archivedId, value, obs) {
    const old = this.#require(id);
    this.#touch(old.key);
    const archived = { ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date };
    if (!this.#adopt) this.#owned.add(archived);
    this.#normValues.set(archived, this.normValue(old));
    const i = this.#index.get(id);
    this.#unlist(old);
    this.#facts[i] = archived;
    this.#index.set(archivedId, i);
    this.#index.delete(id);
    this.#reindexEvidence(old, archivedId);
    const winner = this.add(id, old.key, value, obs);
    return { archived, winner };
  }
  /**
   * Resolves a conflict: `id` is superseded by the value another active fact (`intoId`) already
   * holds. `id` is archived under `archivedId`; `intoId` is marked superseded by `id` (it keeps
   * its own id, so nothing is lost); `id` now holds `intoId`'s value and evidence plus `obs`.
   */
  merge(id, archivedId, intoId, obs) {
    const into = this.#require(intoId);
    const intoSources = into.sources.slice();
    this.#touch(into.key);
    this.#unlist(into);
    const { archived } = this.supersede(id, archivedId, into.value, obs);
    const merged = this.#own(intoId);
    merged.status = "superseded";
    merged.superseded_by = id;
    merged.superseded_on = obs.observed_date;
    const winner = this.#own(id);
    winner.provenance = stronger(into.provenance, obs.provenance);
    const incoming = (0, import_chunk_2JUJKBZN.sourceIdentity)(obs.source);
    winner.sources = intoSources.some((s) => (0, import_chunk_2JUJKBZN.sourceIdentity)(s) === incoming) ? intoSources : intoSources.concat(obs.source);
    winner.first_seen = (0, import_chunk_L7PYBWE7.minDate)(into.first_seen, obs.observed_date);
    winner.last_seen = (0, import_chunk_L7PYBWE7.maxDate)(into.last_seen, obs.observed_date);
    winner.evidence_count = winner.sources.length;
    this.#indexEvidence(winner, winner.sources);
    return { archived, merged, winner };
  }
  /**
   * The operator settled a conflict (resolve): `id` keeps its id and its line, marked superseded by
   * the kept fact `keptId` on `on`, and is no longer active; the kept fact is unchanged.
   */
  supersedeBy(id, keptId, on) {
    const f = this.#own(id);
    this.#unlist(f);
    f.status = "superseded";
    f.superseded_by = keptId;
    f.superseded_on = on;
    return f;
  }
  /** The fact stopped being true: it keeps its id and its line, marked retired, and is no longer active. */
  retire(id, on, reason) {
    const f = this.#own(id);
    this.#unlist(f);
    f.status = "retired";
    f.retired_on = on;
    f.retired_reason = reason;
    return f;
  }
  promote(id) {
    const f = this.#own(id);
    f.layer = "static";
    return f;
  }
  /** The profile with static facts first; each layer keeps its order (promoted facts end the static layer). */
  toDoc() {
    const staticFacts = [];
    const dynamicFacts = [];
    for (const f of this.#facts) (f.layer === "static" ? staticFacts : dynamicFacts).push(f);
    return { title: this.title, facts: [...staticFacts, ...dynamicFacts] };
  }
  #require(id) {
    const f = this.get(id);
    if (!f) throw new Error(`no fact with id ${id}`);
    return f;
  }
  /** The fact `id` as a copy this state may change in place (copied once, on its first change). */
  #own(id) {
    const f = this.#require(id);
    this.#touch(f.key);
    if (this.#adopt || this.#owned.has(f)) return f;
    const copy = { ...f };
    this.#owned.add(copy);
    this.#normValues.set(copy, this.normValue(f));
    const form = this.#factForms.get(f);
    if (form !== void 0) this.#factForms.set(copy, form);
    this.#facts[this.#index.get(id)] = copy;
    return copy;
  }
  #touch(key) {
    const pending = this.#pending.get(key);
    if (pending === void 0) return;
    this.#pending.delete(key);
    const ids = typeof pending === "string" ? [pending] : pending;
    this.steps += ids.length;
    for (const id of ids) {
      const f = this.get(id);
      if (f.status === "active") this.#list(f);
      this.#indexEvidence(f, f.sources);
    }
  }
  #list(f) {
    const ids = this.#activeByKey.get(f.key);
    if (ids === void 0) this.#activeByKey.set(f.key, f.id);
    else if (typeof ids === "string") {
      if (ids !== f.id) this.#activeByKey.set(f.key, /* @__PURE__ */ new Set([ids, f.id]));
    } else ids.add(f.id);
    const slot = this.#slotFor(f);
    if (slot.active === void 0) slot.active = f.id;
    const forms = this.#forms.get(f.key);
    if (forms !== void 0) addId(forms, this.#formOfFact(f), f.id);
  }
  #unlist(f) {
    const ids = this.#activeByKey.get(f.key);
    if (ids === f.id) this.#activeByKey.delete(f.key);
    else if (typeof ids === "object") ids.delete(f.id);
    const slot = this.#slot(f.key, this.normValue(f));
    if (slot?.active === f.id) slot.active = void 0;
    const forms = this.#forms.get(f.key);
    if (forms !== void 0) {
      const form = this.#formOfFact(f);
      const ids2 = forms.get(form);
      if (ids2 === f.id) forms.delete(form);
      else if (typeof ids2 === "object") ids2.delete(f.id);
    }
  }
  /** The slot of a normalized key and value, if the index has one. */
  #slot(key, normValue) {
    const at = this.#values.get(key);
    if (at === void 0) return void 0;
    if (at instanceof Map) return at.get(normValue);
    return at.norm === normValue ? at : void 0;
  }
  /** The slot of an observed fact's key and normalized value, created when missing. */
  #slotFor(f) {
    const norm = this.normValue(f);
    const at = this.#values.get(f.key);
    if (at === void 0) {
      const slot2 = new ValueSlot(norm);
      this.#values.set(f.key, slot2);
      return slot2;
    }
    if (at instanceof Map) {
      let slot2 = at.get(norm);
      if (slot2 === void 0) {
        slot2 = new ValueSlot(norm);
        at.set(norm, slot2);
      }
      return slot2;
    }
    if (at.norm === norm) return at;
    const slot = new ValueSlot(norm);
    this.#values.set(
      f.key,
      /* @__PURE__ */ new Map([
        [at.norm, at],
        [norm, slot]
      ])
    );
    return slot;
  }
  #indexEvidence(f, sources) {
    if (f.kind !== "observed") return;
    const slot = this.#slotFor(f);
    for (const s of sources) {
      const at = (0, import_chunk_2JUJKBZN.sourceIdentity)(s);
      const held = slot.evidence(at);
      if (held === void 0 || f.status === "active" && this.get(held)?.status !== "active") slot.setEvidence(at, f.id);
    }
  }
  /** `old` now lives under `newId` (archived): its evidence entries follow it. */
  #reindexEvidence(old, newId) {
    const slot = this.#slot(old.key, this.normValue(old));
    if (slot === void 0) return;
    for (const s of old.sources) {
      const at = (0, import_chunk_2JUJKBZN.sourceIdentity)(s);
      if (slot.evidence(at) === old.id) slot.setEvidence(at, newId);
    }
  }
};
function addId(forms, form, id) {
  const ids = forms.get(form);
  if (ids === void 0) forms.set(form, id);
  else if (typeof ids === "string") {
    if (ids !== id) forms.set(form, /* @__PURE__ */ new Set([ids, id]));
  } else ids.add(id);
}
var EVIDENCE_PAIRS_IN_ARRAY = 8;
var ValueSlot = class {
  norm;
  active = void 0;
  #pairs = NO_PAIRS;
  constructor(norm) {
    this.norm = norm;
  }
  evidence(source) {
    const pairs = this.#pairs;
    if (pairs instanceof Map) return pairs.get(source);
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === source) return pairs[i + 1];
    return void 0;
  }
  setEvidence(source, id) {
    const pairs = this.#pairs;
    if (pairs instanceof Map) {
      pairs.set(source, id);
      return;
    }
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i] === source) {
        pairs[i + 1] = id;
        return;
      }
    }
    if (pairs.length < 2 * EVIDENCE_PAIRS_IN_ARRAY) {
      this.#pairs = pairs.concat(source, id);
      return;
    }
    const map = /* @__PURE__ */ new Map();
    for (let i = 0; i < pairs.length; i += 2) map.set(pairs[i], pairs[i + 1]);
    map.set(source, id);
    this.#pairs = map;
  }
};
var NO_PAIRS = [];
function stronger(a, b) {
  return a === "published" || b === "published" ? "published" : "human";
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
  return { diff: { id: (0, import_chunk_I2RTUJJH.diffId)(body), ...body }, next };
}
async function deriveDiff(input) {
  const { candidates, rules, config, today } = input;
  const file = input.candidatesFile ?? "candidates";
  const future = candidates.flatMap(
    (c, i) => c.observed_date > today ? [`${file}: /${i}/observed_date: must not be after today (${today}), got "${c.observed_date}"`] : []
  );
  if (future.length > 0) throw new import_chunk_L7PYBWE7.InvalidInputError(future, "Nothing was proposed. A fact cannot be observed in the future; check the date or --today.");
  const state = new ProfileState(input.current, { adopt: input.adoptCurrent });
  const candidateRules = (0, import_chunk_IX6XWLAU.createEvaluator)(rules.candidate, { memo: input.memo });
  const factRules = (0, import_chunk_IX6XWLAU.createEvaluator)(rules.fact, { memo: input.memo });
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
    originAt: new Map((0, import_chunk_QQQA7R2G.canonicalOrigins)(input.origins ?? []).map((o) => [o.candidate, o.origin])),
    declinedAt: /* @__PURE__ */ new Map(),
    coveredBy: /* @__PURE__ */ new Map(),
    remembered: rememberedIndex(input.remembered ?? []),
    rememberedList: input.remembered ?? [],
    rememberedForms: void 0,
    lookalikeForm: void 0,
    lookalikeRules: rulesReading(rules, "lookalikeOf"),
    declineRules: rulesReading(rules, "previouslyDeclined")
  };
  for (const d of ctx.declines) {
    if (d.candidate >= candidates.length) {
      throw new import_chunk_L7PYBWE7.InvalidInputError([`${file}: declined candidate /${d.candidate}: the batch has ${candidates.length} candidate(s)`]);
    }
    ctx.declinedAt.set(d.candidate, d);
  }
  for (const at of ctx.originAt.keys()) {
    if (at >= candidates.length) throw new import_chunk_L7PYBWE7.InvalidInputError([`${file}: origin of candidate /${at}: the batch has ${candidates.length} candidate(s)`]);
  }
  for (let i = 0; i < candidates.length; i++) {
    if ((i & 1023) === 1023) await input.pause?.();
    await classifyCandidate(candidates[i], i, ctx);
  }
  await classifyFacts(state, config, today, factRules, out);
  const earlier = earlierTodayWarning(today, input.lastAppliedToday);
  if (earlier !== void 0) out.warnings.unshift({ message: earlier });
  if (input.counters) input.counters.steps = state.steps;
  const decisions = (0, import_chunk_QQQA7R2G.decisionsRecord)({ declined: [...ctx.declines], origins: (0, import_chunk_QQQA7R2G.canonicalOrigins)(input.origins ?? []) });
  const agentWritten = agentWrittenMarks(candidates, out, state, { written: input.records?.agentWritten, agentOrigin: ctx.originAt });
  const body = {
    format: DIFF_FORMAT,
    base: input.base,
    today,
    rules: rules.files.map((f) => ({ ...f })),
    config: structuredClone(config),
    confusables: CONFUSABLES_VERSION,
    candidates: {
      sha256: input.candidatesSha256 ?? (0, import_chunk_I2RTUJJH.canonicalSha256)(candidates),
      count: candidates.length,
      ...decisions !== void 0 ? { decisions: (0, import_chunk_I2RTUJJH.canonicalSha256)(decisions) } : {}
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
  return new Set(rules.candidate.filter((r) => (0, import_chunk_IRFRMPYX.factReferences)([r]).some((f) => f.fact === "candidate" && f.path === path)).map((r) => `${r.file}\0${r.name}`));
}
function rememberedIndex(list) {
  const m = /* @__PURE__ */ new Map();
  for (const r of list) {
    const at = r.retires !== void 0 ? `retires\0${r.retires}` : r.source !== void 0 ? `${r.key}\0${r.value ?? ""}\0${r.source}` : `${r.key}\0${r.value ?? ""}`;
    if (!m.has(at)) m.set(at, r);
  }
  return m;
}
function rememberedMatch(ctx, key, value, source, retires) {
  if (ctx.remembered.size === 0) return void 0;
  if (retires !== void 0) return ctx.remembered.get(`retires\0${retires}`);
  if (value === void 0) return void 0;
  return ctx.remembered.get(`${key}\0${value}`) ?? ctx.remembered.get(`${key}\0${value}\0${source}`);
}
function rememberedLookalike(ctx, key, form, source, lookalikeForm) {
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
  return "retires" in candidate && candidate.retires !== void 0;
}
function isResolve(c) {
  return c.keeps !== void 0;
}
async function classifyCandidate(candidate, index, ctx) {
  if (isRetire(candidate)) await classifyRetireCandidate(candidate, index, ctx);
  else if (isResolve(candidate)) await classifyResolveCandidate(candidate, index, ctx);
  else await classifyValueCandidate(candidate, index, ctx);
}
function operatorWord(index, sameAsKey, match, remember, ctx) {
  const origin = ctx.originAt.get(index) ?? import_chunk_QQQA7R2G.DEFAULT_ORIGIN;
  if (ctx.declines.length === 0 && match === void 0) return origin === import_chunk_QQQA7R2G.DEFAULT_ORIGIN ? NO_WORD : { ...NO_WORD, origin };
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
var NO_WORD = { origin: import_chunk_QQQA7R2G.DEFAULT_ORIGIN, declinedByOperator: false, previouslyDeclined: false };
function candidateFacts(candidate, key, value, word, ctx) {
  const operatorStatement = (0, import_chunk_2JUJKBZN.isOperatorStatement)(candidate.source);
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
    key,
    value,
    source: candidate.source,
    observedDate: candidate.observed_date
  };
}
async function decide(situation, candidate, index, word, ctx, lookalike) {
  const decision = await ctx.evaluator.evaluate(situation);
  if (!decision) {
    const ruleFiles = ctx.ruleFiles.join(", ");
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${ctx.file}: /${index}: no rule classifies candidate /${index} (key ${JSON.stringify(candidate.key)}, provenance ${candidate.provenance}${isRetire(candidate) ? ", a retire" : ""}); the candidate rule set (${ruleFiles}) must be total`
    ]);
  }
  const refusal = (0, import_chunk_35YTIJKW.candidateGuard)(decision.type, situation);
  if (refusal) throw ruleMisfire(decision, index, candidate, refusal.why);
  const reason = word.reason ?? lookalikeReason(decision, candidate, lookalike, ctx) ?? decision.reason;
  ctx.out.trace.push({
    candidate: index,
    rule: decision.rule,
    file: decision.file,
    ...reason !== void 0 ? { reason } : {},
    outcome: decision.type,
    // Only a candidate not of the default origin names it: a batch of a candidates file keeps its diff's id.
    ...word.origin !== "session" ? { origin: word.origin } : {}
  });
  return reason !== decision.reason && reason !== void 0 ? { ...decision, reason } : decision;
}
function lookalikeReason(decision, candidate, lookalike, ctx) {
  if (lookalike === void 0 || decision.type !== "reject") return void 0;
  const rule = `${decision.file}\0${decision.rule}`;
  const value = (0, import_chunk_L7PYBWE7.spelledOut)(candidate.value);
  if (lookalike.fact !== void 0 && ctx.lookalikeRules.has(rule)) {
    return `${decision.reason ?? "looks like an active value of this key"}: "${value}" looks like "${(0, import_chunk_L7PYBWE7.spelledOut)(lookalike.fact.value)}" (${lookalike.fact.id})`;
  }
  if (lookalike.decline?.value !== void 0 && ctx.declineRules.has(rule)) {
    return `${decision.reason ?? "the operator declined this before"}: "${value}" looks like the declined "${(0, import_chunk_L7PYBWE7.spelledOut)(lookalike.decline.value)}"`;
  }
  return void 0;
}
function take(step) {
  const spec = (0, import_chunk_FO4AKBKN.candidateOutcomeSpec)(step.decision.type);
  if (!spec) throw ruleMisfire(step.decision, step.index, step.candidate, `"${step.decision.type}" is not a candidate outcome`);
  spec.propose(step);
}
function namedFactSituation(candidate, key, targetId, target, word, ctx) {
  return {
    candidate: candidateFacts(candidate, key, target?.value ?? "", word, ctx),
    key: { activeFacts: ctx.state.activeCount(key), sameValue: false, sourceSeen: false, multiValued: ctx.multiValued.has(key) },
    target: {
      exists: target !== void 0,
      active: target?.status === "active",
      sameKey: target?.key === key,
      observed: target?.kind === "observed",
      differentValue: false,
      claimed: ctx.claimed.has(targetId)
    },
    config: ctx.config
  };
}
async function classifyRetireCandidate(candidate, index, ctx) {
  const key = (0, import_chunk_I2RTUJJH.normalizeKey)(candidate.key);
  const target = ctx.state.get(candidate.retires);
  const remember = ctx.declinedAt.has(index) ? { key, retires: candidate.retires } : void 0;
  const word = operatorWord(
    index,
    () => `${key}\0retires\0${candidate.retires}`,
    rememberedMatch(ctx, key, void 0, candidate.source, candidate.retires),
    remember,
    ctx
  );
  const situation = namedFactSituation(candidate, key, candidate.retires, target, word, ctx);
  const decision = await decide(situation, candidate, index, word, ctx);
  take({ shape: "retire", ctx, candidate, index, key, decision, target });
}
async function classifyResolveCandidate(candidate, index, ctx) {
  const key = (0, import_chunk_I2RTUJJH.normalizeKey)(candidate.key);
  const target = ctx.state.get(candidate.keeps);
  const word = operatorWord(index, () => `${key}\0keeps\0${candidate.keeps}`, void 0, void 0, ctx);
  const situation = namedFactSituation(candidate, key, candidate.keeps, target, word, ctx);
  const decision = await decide(situation, candidate, index, word, ctx);
  take({ shape: "resolve", ctx, candidate, index, key, decision, target });
}
async function classifyValueCandidate(candidate, index, ctx) {
  const { state } = ctx;
  const key = (0, import_chunk_I2RTUJJH.normalizeKey)(candidate.key);
  const value = (0, import_chunk_I2RTUJJH.normalizeValue)(candidate.value);
  const activeFacts = state.activeCount(key);
  const holder = state.activeWithValue(key, value);
  const evidencedBy = state.evidencedBy(key, value, candidate.source);
  const targetId = candidate.supersedes;
  const target = targetId === void 0 ? void 0 : state.get(targetId);
  const multiValued = ctx.multiValued.has(key);
  const remember = ctx.declinedAt.has(index) ? holder !== void 0 && evidencedBy === void 0 ? { key, value, source: candidate.source } : { key, value } : void 0;
  const exact = rememberedMatch(ctx, key, value, candidate.source, void 0);
  const asks = holder === void 0 && (activeFacts > 0 || exact === void 0 && ctx.remembered.size > 0);
  const lookalikeForm = asks ? ctx.lookalikeForm ??= await loadLookalikeForm() : void 0;
  const form = lookalikeForm?.(candidate.value);
  const lookalike = form !== void 0 && activeFacts > 0 ? state.lookalike(key, form, lookalikeForm, targetId) : void 0;
  const lookalikeDecline = exact === void 0 && form !== void 0 && ctx.remembered.size > 0 ? rememberedLookalike(ctx, key, form, candidate.source, lookalikeForm) : void 0;
  const match = exact ?? lookalikeDecline;
  const word = operatorWord(index, () => `${key}\0${value}`, match, remember, ctx);
  const facts = candidateFacts(candidate, key, candidate.value, word, ctx);
  facts.lookalikeOf = lookalike?.id ?? null;
  const situation = {
    candidate: facts,
    key: { activeFacts, sameValue: holder !== void 0, sourceSeen: evidencedBy !== void 0, multiValued },
    target: {
      exists: target !== void 0,
      active: target?.status === "active",
      sameKey: target?.key === key,
      observed: target?.kind === "observed",
      differentValue: target !== void 0 && state.normValue(target) !== value,
      claimed: targetId !== void 0 && ctx.claimed.has(targetId)
    },
    config: ctx.config
  };
  const decision = await decide(
    situation,
    candidate,
    index,
    word,
    ctx,
    lookalike || lookalikeDecline ? { fact: lookalike, decline: lookalikeDecline } : void 0
  );
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
async function classifyFacts(state, config, today, evaluator, out) {
  const ages = /* @__PURE__ */ new Map();
  for (const fact of state.facts()) {
    let age = ages.get(fact.last_seen);
    if (age === void 0) {
      age = (0, import_chunk_L7PYBWE7.daysBetween)(fact.last_seen, today);
      ages.set(fact.last_seen, age);
    }
    const situation = (0, import_chunk_IX6XWLAU.factSituation)(fact, age, config);
    const decision = await evaluator.evaluate(situation);
    if (!decision) continue;
    const refusal = (0, import_chunk_35YTIJKW.factGuard)(decision.type, situation);
    if (refusal) throw factMisfire(decision, fact, refusal.why);
    out.trace.push({
      fact: fact.id,
      rule: decision.rule,
      file: decision.file,
      ...decision.reason !== void 0 ? { reason: decision.reason } : {},
      outcome: decision.type
    });
    const spec = (0, import_chunk_FO4AKBKN.factOutcomeSpec)(decision.type);
    if (!spec) throw factMisfire(decision, fact, `"${decision.type}" is not a fact outcome`);
    spec.propose(fact, age, out);
  }
}
function ruleMisfire(decision, index, candidate, why) {
  return new import_chunk_L7PYBWE7.InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for candidate /${index} (key ${JSON.stringify(candidate.key)}), which is not allowed: ${why}`
  ]);
}
function factMisfire(decision, fact, why) {
  return new import_chunk_L7PYBWE7.InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for fact ${fact.id} (key "${fact.key}"), which is not allowed: ${why}`
  ]);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CONFUSABLES_VERSION,
  DIFF_FORMAT,
  canonicalDeclines,
  deriveDiff,
  earlierTodayWarning,
  formatOf,
  proposeDiff,
  proposeWithResult
});
