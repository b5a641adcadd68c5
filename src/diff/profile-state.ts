/**
 * A working copy of a profile that both `proposeDiff` (simulating a batch) and `applyDiff`
 * (projecting a diff) change through the same primitives, so an applied diff reproduces exactly
 * what was proposed. Input facts are never mutated: a fact is copied the first time it changes,
 * and only that copy (owned by this state) is changed in place afterwards — unless the caller
 * hands the profile over (`adopt`: it parsed it for this state alone), which saves a copy of
 * every changed fact (~40k at 100k candidates).
 *
 * Every question a candidate asks is answered from an index in O(1): the active facts of a key,
 * the active fact of a key holding a normalized value, and which fact a source already evidenced
 * for a value; and, once asked, the active facts of a key by look-alike form. One key collecting
 * 20k values therefore costs 20k constant-time steps, not 20k²/2.
 */
import { maxDate, minDate } from "../core/dates.js";
import { aliasTarget, type KeyAliases } from "../core/key-aliases.js";
import type { LookalikeForm } from "../core/lookalike.js";
import { normalizeValue } from "../core/normalize.js";
import { packedAs } from "../core/packed-value.js";
import { sourceIdentity } from "../core/provenance.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { Fact } from "../core/schema-types.js";

export interface Observation {
  source: string;
  observed_date: string;
  provenance: Fact["provenance"];
}

export class ProfileState {
  readonly title: string;
  readonly #facts: Fact[];
  /** id → position in #facts. */
  readonly #index = new Map<string, number>();
  /**
   * Normalized key → ids of its active observed facts, in the order they became active: the id
   * itself while the key has one (almost every key), a Set from the second on. A one-element Set
   * per key cost ~130 bytes × ~90k keys at 100k facts.
   */
  readonly #activeByKey = new Map<string, string | Set<string>>();
  /**
   * Normalized key → what the index knows of each normalized value of it (its active holder and
   * its sources' evidence): the one slot itself while the key has one value (almost every key), a
   * Map from normalized value to slot from the second on. One small object per value replaced a
   * `key NUL value` string per fact and a `key NUL value NUL source` string per source (~49 MB of
   * index at 100k facts; see docs/performance.md).
   */
  readonly #values = new Map<string, ValueSlot | Map<string, ValueSlot>>();
  /**
   * Each fact's normalized value, once asked. A Map, not a WeakMap: the state lives no longer than
   * its facts, and ~150k weak entries made every collection process them (~2% of a 100k propose).
   */
  readonly #normValues = new Map<Fact, string>();
  /**
   * Normalized key → look-alike form → its active observed facts' ids (one id as itself): built for
   * a key on its first look-alike question (`lookalike`), then kept as facts start and stop being
   * active, so a batch that never asks computes no form at all.
   */
  readonly #forms = new Map<string, Map<string, string | Set<string>>>();
  readonly #factForms = new WeakMap<Fact, string>();
  #lookalikeForm: LookalikeForm | undefined;
  /**
   * Observed fact ids of keys not yet indexed. A key is indexed on first use, so a batch that
   * touches a few keys of a 100k-fact profile does not normalize every value of the profile.
   */
  readonly #pending = new Map<string, string | string[]>();
  /**
   * Normalized key → ids of its profile-field seeds, active or not (a seed is looked up by id, so a
   * seed replaced by a seed under the same id stays listed). Seeds are few: a handful per profile.
   */
  readonly #seeds = new Map<string, string[]>();
  /** Facts created or copied by this state: changed in place, never shared with the input. */
  readonly #owned = new WeakSet<Fact>();
  /**
   * Sources lists this state made in `bump` and no other fact shares: the next bump of that fact
   * appends in place. Copying the list on every bump made one value collecting 20k sources cost
   * 20k²/2 copies (3.2 s against 0.5 s for 10k, test/diff/linear.test.ts). A Set, as #normValues is a Map.
   */
  readonly #grownSources = new Set<string[]>();
  /** The input's facts are this state's own: changed in place, never copied. */
  readonly #adopt: boolean;
  /**
   * The config's keyAliases (src/core/key-aliases.ts): every index is by the key a fact is filed
   * under, so a fact stored under an alias answers for its target. Undefined when there are none.
   */
  readonly #aliases: KeyAliases | undefined;

  /** The key `key` is filed under (its target when it is an alias). */
  #k(key: string): string {
    return this.#aliases === undefined ? key : aliasTarget(this.#aliases, key);
  }

  /** The key a normalized key is filed under: its alias target, else itself. */
  filedUnder(key: string): string {
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
  constructor(doc: ProfileDoc, options: { adopt?: boolean; aliases?: KeyAliases } = {}) {
    this.title = doc.title;
    this.#aliases = options.aliases !== undefined && Object.keys(options.aliases).length > 0 ? options.aliases : undefined;
    this.#adopt = options.adopt === true;
    this.#facts = this.#adopt ? (doc.facts as Fact[]) : doc.facts.slice();
    this.#facts.forEach((f, i) => {
      this.#index.set(f.id, i);
      if (f.kind !== "observed") {
        this.#listSeed(f.key, f.id);
        return;
      }
      // One id as itself, like #activeByKey: most keys hold a single observed fact.
      const ids = this.#pending.get(this.#k(f.key));
      if (ids === undefined) this.#pending.set(this.#k(f.key), f.id);
      else if (typeof ids === "string") this.#pending.set(this.#k(f.key), [ids, f.id]);
      else ids.push(f.id);
    });
  }

  get(id: string): Fact | undefined {
    const i = this.#index.get(id);
    return i === undefined ? undefined : this.#facts[i];
  }

  has(id: string): boolean {
    return this.#index.has(id);
  }

  /** How many active `observed` facts a normalized key has (seeds are never counted). */
  activeCount(key: string): number {
    key = this.#k(key);
    this.steps++;
    this.#touch(key);
    const ids = this.#activeByKey.get(key);
    return ids === undefined ? 0 : typeof ids === "string" ? 1 : ids.size;
  }

  /** The active profile-field seeds of a normalized key, in profile order. */
  activeSeeds(key: string): Fact[] {
    const ids = this.#seeds.get(key);
    if (ids === undefined) return [];
    this.steps += ids.length;
    return ids.flatMap((id) => {
      const f = this.get(id);
      return f?.kind === "profile-field" && f.status === "active" ? [f] : [];
    });
  }

  /** Every active value of a key, for conflicts: its seeds, then its observed facts. */
  activeValues(key: string): Fact[] {
    const seeds = this.activeSeeds(key);
    return seeds.length === 0 ? this.activeFor(key) : [...seeds, ...this.activeFor(key)];
  }

  /**
   * The active values of `key` a value normalized to `normValue` would stand beside: its active
   * observed facts and its active seeds of another value. A seed of the same value is no conflict
   * (the candidate becomes its own observed fact beside it: seeds are never bumped).
   */
  valuesBeside(key: string, normValue: string): number {
    const observed = this.activeCount(key);
    if (!this.#seeds.has(key)) return observed;
    return observed + this.activeSeeds(key).filter((s) => this.normValue(s) !== normValue).length;
  }

  /** Active `observed` facts of a normalized key, oldest first. O(facts of the key): call it once per key, not per candidate. */
  activeFor(key: string): Fact[] {
    key = this.#k(key);
    this.#touch(key);
    const ids = this.#activeByKey.get(key);
    if (ids === undefined) return [];
    if (typeof ids === "string") {
      this.steps += 1;
      return [this.get(ids)!];
    }
    this.steps += ids.size;
    return [...ids].map((id) => this.get(id)!);
  }

  /** The active observed fact of `key` whose normalized value is `normValue`, if any. */
  activeWithValue(key: string, normValue: string): Fact | undefined {
    key = this.#k(key);
    this.steps++;
    this.#touch(key);
    const id = this.#slot(key, normValue)?.active;
    return id === undefined ? undefined : this.get(id);
  }

  /**
   * The observed fact of `key` holding `normValue` that `source` already evidenced (active first,
   * then archived or retired). Operator statements compare by label, trimmed and case-folded.
   */
  evidencedBy(key: string, normValue: string, source: string): Fact | undefined {
    key = this.#k(key);
    this.steps++;
    this.#touch(key);
    const slot = this.#slot(key, normValue);
    const id = slot === undefined ? undefined : slot.evidence(sourceIdentity(source));
    return id === undefined ? undefined : this.get(id);
  }

  /**
   * An active observed fact of `key` whose look-alike form is `form`, other than `except`; the
   * first to become active when several are. O(1) after the key's first question, which computes
   * the form of each of its active facts once.
   */
  lookalike(key: string, form: string, lookalikeForm: LookalikeForm, except?: string): Fact | undefined {
    key = this.#k(key);
    this.steps++;
    this.#lookalikeForm ??= lookalikeForm;
    let forms = this.#forms.get(key);
    if (forms === undefined) {
      forms = new Map();
      this.#forms.set(key, forms);
      for (const f of this.activeFor(key)) addId(forms, this.#formOfFact(f), f.id);
    }
    const ids = forms.get(form);
    if (ids === undefined) return undefined;
    if (typeof ids === "string") return ids === except ? undefined : this.get(ids);
    for (const id of ids) if (id !== except) return this.get(id);
    return undefined;
  }

  #formOfFact(f: Fact): string {
    let form = this.#factForms.get(f);
    if (form === undefined) {
      this.steps++;
      form = this.#lookalikeForm!(f.value);
      this.#factForms.set(f, form);
    }
    return form;
  }

  normValue(f: Fact): string {
    this.steps++;
    let v = this.#normValues.get(f);
    if (v === undefined) {
      // Read once: a packed value (src/core/packed-value.ts) is decoded on every read.
      const value = f.value;
      v = normalizeValue(value);
      // Most values are already normalized: keep the fact's own string, not a second copy of it.
      if (v === value) v = value;
      this.#normValues.set(f, v);
    }
    return v;
  }

  facts(): readonly Fact[] {
    return this.#facts;
  }

  /** A new active dynamic observed fact seen once. */
  add(id: string, key: string, value: string, obs: Observation): Fact {
    this.#touch(key);
    const fact: Fact = {
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
      status: "active",
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
  supersedeSeed(id: string, archivedId: string, value: string, obs: Observation): { archived: Fact; winner: Fact } {
    const old = this.#require(id);
    const archived: Fact = packedAs({ ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date }, old);
    this.#grownSources.delete(old.sources);
    const winner: Fact = {
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
      status: "active",
    };
    if (!this.#adopt) {
      this.#owned.add(archived);
      this.#owned.add(winner);
    }
    const i = this.#index.get(id)!;
    this.#facts[i] = archived;
    this.#index.set(archivedId, i);
    this.#listSeed(old.key, archivedId);
    this.#index.set(id, this.#facts.length);
    this.#facts.push(winner);
    return { archived, winner };
  }

  #listSeed(key: string, id: string): void {
    const ids = this.#seeds.get(key);
    if (ids === undefined) this.#seeds.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  }

  /** One more distinct source: evidence + 1, dates widened, the stronger provenance kept. */
  bump(id: string, obs: Observation): Fact {
    const f = this.#own(id);
    // The first bump copies (concat allocates the exact size, where push would leave room for 16
    // more on every bumped fact, and the list may be the input's); later ones append to that copy.
    if (this.#grownSources.has(f.sources)) f.sources.push(obs.source);
    else {
      f.sources = f.sources.concat(obs.source);
      this.#grownSources.add(f.sources);
    }
    f.evidence_count = f.sources.length;
    f.first_seen = minDate(f.first_seen, obs.observed_date);
    f.last_seen = maxDate(f.last_seen, obs.observed_date);
    f.provenance = stronger(f.provenance, obs.provenance);
    this.#indexEvidence(f, [obs.source]);
    return f;
  }

  /** Archives `id` under `archivedId` and gives `id` to a new fact holding `value`. */
  supersede(id: string, archivedId: string, value: string, obs: Observation): { archived: Fact; winner: Fact } {
    const old = this.#require(id);
    this.#touch(this.#k(old.key));
    const archived: Fact = packedAs({ ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date }, old);
    this.#grownSources.delete(old.sources);
    if (!this.#adopt) this.#owned.add(archived);
    this.#normValues.set(archived, this.normValue(old));
    const i = this.#index.get(id)!;
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
  merge(id: string, archivedId: string, intoId: string, obs: Observation): { archived: Fact; merged: Fact; winner: Fact } {
    const into = this.#require(intoId);
    const intoSources = into.sources.slice();
    // `into` stops holding its value before the winner takes it: unlisted after, it took the
    // value's index entry with it, and a later candidate with that value found no active holder.
    this.#touch(this.#k(into.key));
    this.#unlist(into);
    const { archived } = this.supersede(id, archivedId, into.value, obs);
    const merged = this.#own(intoId);
    merged.status = "superseded";
    merged.superseded_by = id;
    merged.superseded_on = obs.observed_date;
    const winner = this.#own(id);
    winner.provenance = stronger(into.provenance, obs.provenance);
    const incoming = sourceIdentity(obs.source);
    winner.sources = intoSources.some((s) => sourceIdentity(s) === incoming) ? intoSources : intoSources.concat(obs.source);
    winner.first_seen = minDate(into.first_seen, obs.observed_date);
    winner.last_seen = maxDate(into.last_seen, obs.observed_date);
    winner.evidence_count = winner.sources.length;
    this.#indexEvidence(winner, winner.sources);
    return { archived, merged, winner };
  }

  /**
   * The operator settled a conflict (resolve): `id` keeps its id and its line, marked superseded by
   * the kept fact `keptId` on `on`, and is no longer active; the kept fact is unchanged.
   */
  supersedeBy(id: string, keptId: string, on: string): Fact {
    const f = this.#own(id);
    this.#unlist(f);
    f.status = "superseded";
    f.superseded_by = keptId;
    f.superseded_on = on;
    return f;
  }

  /** The fact stopped being true: it keeps its id and its line, marked retired, and is no longer active. */
  retire(id: string, on: string, reason: string): Fact {
    const f = this.#own(id);
    this.#unlist(f);
    f.status = "retired";
    f.retired_on = on;
    f.retired_reason = reason;
    return f;
  }

  promote(id: string): Fact {
    const f = this.#own(id);
    f.layer = "static";
    return f;
  }

  /** The profile with static facts first; each layer keeps its order (promoted facts end the static layer). */
  toDoc(): ProfileDoc {
    const staticFacts: Fact[] = [];
    const dynamicFacts: Fact[] = [];
    for (const f of this.#facts) (f.layer === "static" ? staticFacts : dynamicFacts).push(f);
    return { title: this.title, facts: [...staticFacts, ...dynamicFacts] };
  }

  #require(id: string): Fact {
    const f = this.get(id);
    if (!f) throw new Error(`no fact with id ${id}`);
    return f;
  }

  /** The fact `id` as a copy this state may change in place (copied once, on its first change). */
  #own(id: string): Fact {
    const f = this.#require(id);
    this.#touch(this.#k(f.key));
    if (this.#adopt || this.#owned.has(f)) return f;
    // The sources list is shared with the input until a change replaces it: no primitive changes a list in place.
    // A packed value stays packed, in the same bytes (a spread alone holds it decoded, at two bytes a character).
    const copy: Fact = packedAs({ ...f }, f);
    this.#owned.add(copy);
    this.#normValues.set(copy, this.normValue(f));
    const form = this.#factForms.get(f);
    if (form !== undefined) this.#factForms.set(copy, form);
    this.#facts[this.#index.get(id)!] = copy;
    return copy;
  }

  #touch(key: string): void {
    key = this.#k(key);
    const pending = this.#pending.get(key);
    if (pending === undefined) return;
    this.#pending.delete(key);
    const ids = typeof pending === "string" ? [pending] : pending;
    this.steps += ids.length;
    for (const id of ids) {
      const f = this.get(id)!;
      if (f.status === "active") this.#list(f);
      this.#indexEvidence(f, f.sources);
    }
  }

  #list(f: Fact): void {
    const ids = this.#activeByKey.get(this.#k(f.key));
    if (ids === undefined) this.#activeByKey.set(this.#k(f.key), f.id);
    else if (typeof ids === "string") {
      if (ids !== f.id) this.#activeByKey.set(this.#k(f.key), new Set([ids, f.id]));
    } else ids.add(f.id);
    const slot = this.#slotFor(f);
    // A hand-edited profile may hold one value twice; the first fact keeps answering for it.
    if (slot.active === undefined) slot.active = f.id;
    const forms = this.#forms.get(this.#k(f.key));
    if (forms !== undefined) addId(forms, this.#formOfFact(f), f.id);
  }

  #unlist(f: Fact): void {
    const ids = this.#activeByKey.get(this.#k(f.key));
    if (ids === f.id) this.#activeByKey.delete(this.#k(f.key));
    else if (typeof ids === "object") ids.delete(f.id);
    const slot = this.#slot(this.#k(f.key), this.normValue(f));
    if (slot?.active === f.id) slot.active = undefined;
    const forms = this.#forms.get(this.#k(f.key));
    if (forms !== undefined) {
      const form = this.#formOfFact(f);
      const ids = forms.get(form);
      if (ids === f.id) forms.delete(form);
      else if (typeof ids === "object") ids.delete(f.id);
    }
  }

  /** The slot of a normalized key and value, if the index has one. */
  #slot(key: string, normValue: string): ValueSlot | undefined {
    key = this.#k(key);
    const at = this.#values.get(key);
    if (at === undefined) return undefined;
    if (at instanceof Map) return at.get(normValue);
    return at.norm === normValue ? at : undefined;
  }

  /** The slot of an observed fact's key and normalized value, created when missing. */
  #slotFor(f: Fact): ValueSlot {
    const norm = this.normValue(f);
    const at = this.#values.get(this.#k(f.key));
    if (at === undefined) {
      const slot = new ValueSlot(norm);
      this.#values.set(this.#k(f.key), slot);
      return slot;
    }
    if (at instanceof Map) {
      let slot = at.get(norm);
      if (slot === undefined) {
        slot = new ValueSlot(norm);
        at.set(norm, slot);
      }
      return slot;
    }
    if (at.norm === norm) return at;
    const slot = new ValueSlot(norm);
    this.#values.set(
      this.#k(f.key),
      new Map([
        [at.norm, at],
        [norm, slot],
      ]),
    );
    return slot;
  }

  #indexEvidence(f: Fact, sources: readonly string[]): void {
    if (f.kind !== "observed") return;
    const slot = this.#slotFor(f);
    for (const s of sources) {
      const at = sourceIdentity(s);
      const held = slot.evidence(at);
      // An active fact answers before an archived one; otherwise the first fact seen keeps it.
      if (held === undefined || (f.status === "active" && this.get(held)?.status !== "active")) slot.setEvidence(at, f.id);
    }
  }

  /** `old` now lives under `newId` (archived): its evidence entries follow it. */
  #reindexEvidence(old: Fact, newId: string): void {
    const slot = this.#slot(this.#k(old.key), this.normValue(old));
    if (slot === undefined) return;
    for (const s of old.sources) {
      const at = sourceIdentity(s);
      if (slot.evidence(at) === old.id) slot.setEvidence(at, newId);
    }
  }
}

/** Adds `id` under `form`: the id itself while it is the only one (almost always), a Set from the second on. */
function addId(forms: Map<string, string | Set<string>>, form: string, id: string): void {
  const ids = forms.get(form);
  if (ids === undefined) forms.set(form, id);
  else if (typeof ids === "string") {
    if (ids !== id) forms.set(form, new Set([ids, id]));
  } else ids.add(id);
}

/** Pairs kept in a flat array before a slot's evidence moves to a Map (a scan of 8 pairs is cheaper than a Map's ~200 bytes). */
const EVIDENCE_PAIRS_IN_ARRAY = 8;

/**
 * One normalized value of a key: the id of the active observed fact holding it (`active`), and
 * which fact each source evidenced for it (source identity → id; active or archived). Evidence is
 * a flat `[source, id, …]` array while it holds few pairs (a fact has one to a few sources), a Map
 * beyond, so a value with thousands of sources still answers in O(1).
 */
class ValueSlot {
  readonly norm: string;
  active: string | undefined = undefined;
  #pairs: readonly string[] | Map<string, string> = NO_PAIRS;

  constructor(norm: string) {
    this.norm = norm;
  }

  evidence(source: string): string | undefined {
    const pairs = this.#pairs;
    if (pairs instanceof Map) return pairs.get(source);
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === source) return pairs[i + 1];
    return undefined;
  }

  setEvidence(source: string, id: string): void {
    const pairs = this.#pairs;
    if (pairs instanceof Map) {
      pairs.set(source, id);
      return;
    }
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i] === source) {
        (pairs as string[])[i + 1] = id;
        return;
      }
    }
    if (pairs.length < 2 * EVIDENCE_PAIRS_IN_ARRAY) {
      // concat allocates the exact size; push and spread over-allocate (~200 bytes for two pairs, not ~80).
      this.#pairs = pairs.concat(source, id);
      return;
    }
    const map = new Map<string, string>();
    for (let i = 0; i < pairs.length; i += 2) map.set(pairs[i]!, pairs[i + 1]!);
    map.set(source, id);
    this.#pairs = map;
  }
}

const NO_PAIRS: readonly string[] = [];

function stronger(a: Fact["provenance"], b: Fact["provenance"]): Fact["provenance"] {
  return a === "published" || b === "published" ? "published" : "human";
}
