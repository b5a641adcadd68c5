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
  DEFAULT_ORIGIN: () => DEFAULT_ORIGIN,
  ProfileState: () => ProfileState,
  canonicalOrigins: () => canonicalOrigins,
  decisionsIssue: () => decisionsIssue,
  decisionsRecord: () => decisionsRecord,
  originOfAll: () => originOfAll,
  parseDecisionsRecord: () => parseDecisionsRecord
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
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
  /**
   * Each fact's normalized value, once asked. A Map, not a WeakMap: the state lives no longer than
   * its facts, and ~150k weak entries made every collection process them (~2% of a 100k propose).
   */
  #normValues = /* @__PURE__ */ new Map();
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
  /**
   * Normalized key → ids of its profile-field seeds, active or not (a seed is looked up by id, so a
   * seed replaced by a seed under the same id stays listed). Seeds are few: a handful per profile.
   */
  #seeds = /* @__PURE__ */ new Map();
  /** Facts created or copied by this state: changed in place, never shared with the input. */
  #owned = /* @__PURE__ */ new WeakSet();
  /**
   * Sources lists this state made in `bump` and no other fact shares: the next bump of that fact
   * appends in place. Copying the list on every bump made one value collecting 20k sources cost
   * 20k²/2 copies (3.2 s against 0.5 s for 10k, test/diff/linear.test.ts). A Set, as #normValues is a Map.
   */
  #grownSources = /* @__PURE__ */ new Set();
  /** The input's facts are this state's own: changed in place, never copied. */
  #adopt;
  /**
   * The config's keyAliases (src/core/key-aliases.ts): every index is by the key a fact is filed
   * under, so a fact stored under an alias answers for its target. Undefined when there are none.
   */
  #aliases;
  /** The key `key` is filed under (its target when it is an alias). */
  #k(key) {
    return this.#aliases === void 0 ? key : (0, import_chunk_core_context_config.aliasTarget)(this.#aliases, key);
  }
  /** The key a normalized key is filed under: its alias target, else itself. */
  filedUnder(key) {
    return this.#k(key);
  }
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
    this.#aliases = options.aliases !== void 0 && Object.keys(options.aliases).length > 0 ? options.aliases : void 0;
    this.#adopt = options.adopt === true;
    this.#facts = this.#adopt ? doc.facts : doc.facts.slice();
    this.#facts.forEach((f, i) => {
      this.#index.set(f.id, i);
      if (f.kind !== "observed") {
        this.#listSeed(f.key, f.id);
        return;
      }
      const ids = this.#pending.get(this.#k(f.key));
      if (ids === void 0) this.#pending.set(this.#k(f.key), f.id);
      else if (typeof ids === "string") this.#pending.set(this.#k(f.key), [ids, f.id]);
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
    key = this.#k(key);
    this.steps++;
    this.#touch(key);
    const ids = this.#activeByKey.get(key);
    return ids === void 0 ? 0 : typeof ids === "string" ? 1 : ids.size;
  }
  /** The active profile-field seeds of a normalized key, in profile order. */
  activeSeeds(key) {
    const ids = this.#seeds.get(key);
    if (ids === void 0) return [];
    this.steps += ids.length;
    return ids.flatMap((id) => {
      const f = this.get(id);
      return f?.kind === "profile-field" && f.status === "active" ? [f] : [];
    });
  }
  /** Every active value of a key, for conflicts: its seeds, then its observed facts. */
  activeValues(key) {
    const seeds = this.activeSeeds(key);
    return seeds.length === 0 ? this.activeFor(key) : [...seeds, ...this.activeFor(key)];
  }
  /**
   * The active values of `key` a value normalized to `normValue` would stand beside: its active
   * observed facts and its active seeds of another value. A seed of the same value is no conflict
   * (the candidate becomes its own observed fact beside it: seeds are never bumped).
   */
  valuesBeside(key, normValue) {
    const observed = this.activeCount(key);
    if (!this.#seeds.has(key)) return observed;
    return observed + this.activeSeeds(key).filter((s) => this.normValue(s) !== normValue).length;
  }
  /** Active `observed` facts of a normalized key, oldest first. O(facts of the key): call it once per key, not per candidate. */
  activeFor(key) {
    key = this.#k(key);
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
    key = this.#k(key);
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
    key = this.#k(key);
    this.steps++;
    this.#touch(key);
    const slot = this.#slot(key, normValue);
    const id = slot === void 0 ? void 0 : slot.evidence((0, import_chunk_core_context_config.sourceIdentity)(source));
    return id === void 0 ? void 0 : this.get(id);
  }
  /**
   * An active observed fact of `key` whose look-alike form is `form`, other than `except`; the
   * first to become active when several are. O(1) after the key's first question, which computes
   * the form of each of its active facts once.
   */
  lookalike(key, form, lookalikeForm, except) {
    key = this.#k(key);
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
      v = (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(value);
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
  /**
   * The operator replaced a seed (`brain set --replaces <seed id>`): the seed is archived under
   * `archivedId`, superseded, and a new static seed under its id holds `value`, from `obs` alone.
   */
  supersedeSeed(id, archivedId, value, obs) {
    const old = this.#require(id);
    const archived = (0, import_chunk_core_context_config.packedAs)({ ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date }, old);
    this.#grownSources.delete(old.sources);
    const winner = {
      id,
      kind: "profile-field",
      layer: "static",
      key: old.key,
      value,
      provenance: obs.provenance,
      sources: [obs.source],
      first_seen: obs.observed_date,
      last_seen: obs.observed_date,
      evidence_count: 1,
      status: "active"
    };
    if (!this.#adopt) {
      this.#owned.add(archived);
      this.#owned.add(winner);
    }
    const i = this.#index.get(id);
    this.#facts[i] = archived;
    this.#index.set(archivedId, i);
    this.#listSeed(old.key, archivedId);
    this.#index.set(id, this.#facts.length);
    this.#facts.push(winner);
    return { archived, winner };
  }
  #listSeed(key, id) {
    const ids = this.#seeds.get(key);
    if (ids === void 0) this.#seeds.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  }
  /** One more distinct source: evidence + 1, dates widened, the stronger provenance kept. */
  bump(id, obs) {
    const f = this.#own(id);
    if (this.#grownSources.has(f.sources)) f.sources.push(obs.source);
    else {
      f.sources = f.sources.concat(obs.source);
      this.#grownSources.add(f.sources);
    }
    f.evidence_count = f.sources.length;
    f.first_seen = (0, import_chunk_hooks_session_start.minDate)(f.first_seen, obs.observed_date);
    f.last_seen = (0, import_chunk_hooks_session_start.maxDate)(f.last_seen, obs.observed_date);
    f.provenance = stronger(f.provenance, obs.provenance);
    this.#indexEvidence(f, [obs.source]);
    return f;
  }
  /** Archives `id` under `archivedId` and gives `id` to a new fact holding `value`. */
  supersede(id, archivedId, value, obs) {
    const old = this.#require(id);
    this.#touch(this.#k(old.key));
    const archived = (0, import_chunk_core_context_config.packedAs)({ ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date }, old);
    this.#grownSources.delete(old.sources);
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
    this.#touch(this.#k(into.key));
    this.#unlist(into);
    const { archived } = this.supersede(id, archivedId, into.value, obs);
    const merged = this.#own(intoId);
    merged.status = "superseded";
    merged.superseded_by = id;
    merged.superseded_on = obs.observed_date;
    const winner = this.#own(id);
    winner.provenance = stronger(into.provenance, obs.provenance);
    const incoming = (0, import_chunk_core_context_config.sourceIdentity)(obs.source);
    winner.sources = intoSources.some((s) => (0, import_chunk_core_context_config.sourceIdentity)(s) === incoming) ? intoSources : intoSources.concat(obs.source);
    winner.first_seen = (0, import_chunk_hooks_session_start.minDate)(into.first_seen, obs.observed_date);
    winner.last_seen = (0, import_chunk_hooks_session_start.maxDate)(into.last_seen, obs.observed_date);
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
    this.#touch(this.#k(f.key));
    if (this.#adopt || this.#owned.has(f)) return f;
    const copy = (0, import_chunk_core_context_config.packedAs)({ ...f }, f);
    this.#owned.add(copy);
    this.#normValues.set(copy, this.normValue(f));
    const form = this.#factForms.get(f);
    if (form !== void 0) this.#factForms.set(copy, form);
    this.#facts[this.#index.get(id)] = copy;
    return copy;
  }
  #touch(key) {
    key = this.#k(key);
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
    const ids = this.#activeByKey.get(this.#k(f.key));
    if (ids === void 0) this.#activeByKey.set(this.#k(f.key), f.id);
    else if (typeof ids === "string") {
      if (ids !== f.id) this.#activeByKey.set(this.#k(f.key), /* @__PURE__ */ new Set([ids, f.id]));
    } else ids.add(f.id);
    const slot = this.#slotFor(f);
    if (slot.active === void 0) slot.active = f.id;
    const forms = this.#forms.get(this.#k(f.key));
    if (forms !== void 0) addId(forms, this.#formOfFact(f), f.id);
  }
  #unlist(f) {
    const ids = this.#activeByKey.get(this.#k(f.key));
    if (ids === f.id) this.#activeByKey.delete(this.#k(f.key));
    else if (typeof ids === "object") ids.delete(f.id);
    const slot = this.#slot(this.#k(f.key), this.normValue(f));
    if (slot?.active === f.id) slot.active = void 0;
    const forms = this.#forms.get(this.#k(f.key));
    if (forms !== void 0) {
      const form = this.#formOfFact(f);
      const ids2 = forms.get(form);
      if (ids2 === f.id) forms.delete(form);
      else if (typeof ids2 === "object") ids2.delete(f.id);
    }
  }
  /** The slot of a normalized key and value, if the index has one. */
  #slot(key, normValue) {
    key = this.#k(key);
    const at = this.#values.get(key);
    if (at === void 0) return void 0;
    if (at instanceof Map) return at.get(normValue);
    return at.norm === normValue ? at : void 0;
  }
  /** The slot of an observed fact's key and normalized value, created when missing. */
  #slotFor(f) {
    const norm = this.normValue(f);
    const at = this.#values.get(this.#k(f.key));
    if (at === void 0) {
      const slot2 = new ValueSlot(norm);
      this.#values.set(this.#k(f.key), slot2);
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
      this.#k(f.key),
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
      const at = (0, import_chunk_core_context_config.sourceIdentity)(s);
      const held = slot.evidence(at);
      if (held === void 0 || f.status === "active" && this.get(held)?.status !== "active") slot.setEvidence(at, f.id);
    }
  }
  /** `old` now lives under `newId` (archived): its evidence entries follow it. */
  #reindexEvidence(old, newId) {
    const slot = this.#slot(this.#k(old.key), this.normValue(old));
    if (slot === void 0) return;
    for (const s of old.sources) {
      const at = (0, import_chunk_core_context_config.sourceIdentity)(s);
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
var ORIGINS = ["operator", "agent", "session"];
var DEFAULT_ORIGIN = "session";
function canonicalOrigins(origins) {
  const byCandidate = /* @__PURE__ */ new Map();
  for (const o of origins) byCandidate.set(o.candidate, o.origin);
  const kept = [];
  for (const [candidate, origin] of byCandidate) if (origin !== "session") kept.push({ candidate, origin });
  return kept.sort((a, b) => a.candidate - b.candidate);
}
function originOfAll(origin, count) {
  if (origin === "session") return [];
  return Array.from({ length: count }, (_, candidate) => ({ candidate, origin }));
}
function decisionsRecord(d) {
  if (d.origins.length === 0 && d.declined.every((x) => x.by === void 0)) return d.declined.length === 0 ? void 0 : d.declined;
  return { declined: d.declined, origins: d.origins };
}
var DECLINE_KEYS = /* @__PURE__ */ new Set(["candidate", "reason", "by"]);
var LIST_FORM = "a list of decisions {candidate, reason?, by?}, or {declined, origins}";
function shortJson(v) {
  const chars = [...JSON.stringify(v) ?? "nothing"];
  return chars.length > 60 ? `${chars.slice(0, 60).join("")}\u2026` : chars.join("");
}
function indexIssue(at, v) {
  return Number.isInteger(v) && v >= 0 ? void 0 : `${at}/candidate: expected a candidate index (a whole number \u2265 0), found ${shortJson(v)}`;
}
function declineIssue(d, at) {
  if (typeof d !== "object" || d === null || Array.isArray(d)) return `${at}: expected a decision {candidate, reason?, by?}, found ${shortJson(d)}`;
  const x = d;
  const extra = Object.keys(x).find((k) => !DECLINE_KEYS.has(k));
  if (extra !== void 0) return `${at}/${(0, import_chunk_js_yaml_dist_js_yaml.escapePointer)(extra)}: expected only candidate, reason and by, found ${JSON.stringify(extra)}`;
  if (x.reason !== void 0 && typeof x.reason !== "string") return `${at}/reason: expected a string, found ${shortJson(x.reason)}`;
  if (x.by !== void 0 && x.by !== "mcp") return `${at}/by: expected "mcp" (a decline made over MCP) or no by, found ${shortJson(x.by)}`;
  return indexIssue(at, x.candidate);
}
function originIssue(o, at) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return `${at}: expected an origin {candidate, origin}, found ${shortJson(o)}`;
  const x = o;
  const extra = Object.keys(x).find((k) => k !== "candidate" && k !== "origin");
  if (extra !== void 0) return `${at}/${(0, import_chunk_js_yaml_dist_js_yaml.escapePointer)(extra)}: expected only candidate and origin, found ${JSON.stringify(extra)}`;
  if (typeof x.origin !== "string" || x.origin === DEFAULT_ORIGIN || !ORIGINS.includes(x.origin)) {
    return `${at}/origin: expected one of ${ORIGINS.filter((k) => k !== DEFAULT_ORIGIN).join(", ")} (${DEFAULT_ORIGIN} is never listed), found ${shortJson(x.origin)}`;
  }
  return indexIssue(at, x.candidate);
}
function listIssue(v, at, item) {
  if (!Array.isArray(v)) return `${at || "/"}: expected a list, found ${shortJson(v)}`;
  for (const [i, x] of v.entries()) {
    const issue = item(x, `${at}/${i}`);
    if (issue !== void 0) return issue;
  }
  return void 0;
}
function decisionsIssue(value) {
  if (Array.isArray(value)) return listIssue(value, "", declineIssue);
  if (typeof value !== "object" || value === null || !Object.keys(value).every((k) => k === "declined" || k === "origins")) {
    return `/: expected ${LIST_FORM}, found ${shortJson(value)}`;
  }
  const x = value;
  return listIssue(x.declined, "/declined", declineIssue) ?? listIssue(x.origins, "/origins", originIssue);
}
function parseDecisionsRecord(value) {
  if (decisionsIssue(value) !== void 0) return void 0;
  if (Array.isArray(value)) return { declined: value, origins: [] };
  const x = value;
  return { declined: x.declined, origins: x.origins };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_ORIGIN,
  ProfileState,
  canonicalOrigins,
  decisionsIssue,
  decisionsRecord,
  originOfAll,
  parseDecisionsRecord
});
// brain-digest: cc6097c5a86ea588
