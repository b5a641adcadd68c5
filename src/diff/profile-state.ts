/**
 * A working copy of a profile that both `proposeDiff` (simulating a batch) and `applyDiff`
 * (projecting a diff) change through the same primitives, so an applied diff reproduces exactly
 * what was proposed. Input facts are never mutated: a changed fact is replaced by a new object.
 */
import { maxDate, minDate } from "../core/dates.js";
import { normalizeValue } from "../core/normalize.js";
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
  readonly #index = new Map<string, number>();
  readonly #activeByKey = new Map<string, Fact[]>();
  /** Superseded observed facts by key: their evidence still counts for duplicate detection. */
  readonly #archivedByKey = new Map<string, Fact[]>();
  readonly #normValues = new WeakMap<Fact, string>();

  constructor(doc: ProfileDoc) {
    this.title = doc.title;
    this.#facts = doc.facts.slice();
    this.#facts.forEach((f, i) => {
      this.#index.set(f.id, i);
      if (isLive(f)) this.#liveList(f.key).push(f);
      else if (f.kind === "observed") listIn(this.#archivedByKey, f.key).push(f);
    });
  }

  get(id: string): Fact | undefined {
    const i = this.#index.get(id);
    return i === undefined ? undefined : this.#facts[i];
  }

  has(id: string): boolean {
    return this.#index.has(id);
  }

  /** Active `observed` facts of a normalized key (seeds are never matched). */
  activeFor(key: string): readonly Fact[] {
    return this.#activeByKey.get(key) ?? [];
  }

  /** Superseded `observed` facts of a normalized key. */
  archivedFor(key: string): readonly Fact[] {
    return this.#archivedByKey.get(key) ?? [];
  }

  normValue(f: Fact): string {
    let v = this.#normValues.get(f);
    if (v === undefined) {
      v = normalizeValue(f.value);
      this.#normValues.set(f, v);
    }
    return v;
  }

  facts(): readonly Fact[] {
    return this.#facts;
  }

  /** A new active dynamic observed fact seen once. */
  add(id: string, key: string, value: string, obs: Observation): Fact {
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
    this.#index.set(id, this.#facts.length);
    this.#facts.push(fact);
    this.#liveList(key).push(fact);
    return fact;
  }

  /** One more distinct source: evidence + 1, dates widened, the stronger provenance kept. */
  bump(id: string, obs: Observation): Fact {
    const old = this.#require(id);
    const next: Fact = {
      ...old,
      sources: [...old.sources, obs.source],
      evidence_count: old.sources.length + 1,
      first_seen: minDate(old.first_seen, obs.observed_date),
      last_seen: maxDate(old.last_seen, obs.observed_date),
      provenance: old.provenance === "published" || obs.provenance === "published" ? "published" : "human",
    };
    this.#replace(old, next);
    return next;
  }

  /** Archives `id` under `archivedId` and gives `id` to a new fact holding `value`. */
  supersede(id: string, archivedId: string, value: string, obs: Observation): { archived: Fact; winner: Fact } {
    const old = this.#require(id);
    const archived: Fact = { ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date };
    const i = this.#index.get(id)!;
    this.#facts[i] = archived;
    this.#index.set(archivedId, i);
    this.#index.delete(id);
    this.#unlist(old);
    listIn(this.#archivedByKey, old.key).push(archived);
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
    const { archived } = this.supersede(id, archivedId, into.value, obs);
    const placeholder = this.#require(id);
    const merged: Fact = { ...into, status: "superseded", superseded_by: id, superseded_on: obs.observed_date };
    this.#replace(into, merged);
    this.#unlist(merged);
    listIn(this.#archivedByKey, into.key).push(merged);
    const winner: Fact = {
      ...placeholder,
      provenance: into.provenance === "published" || obs.provenance === "published" ? "published" : "human",
      sources: into.sources.includes(obs.source) ? [...into.sources] : [...into.sources, obs.source],
      first_seen: minDate(into.first_seen, obs.observed_date),
      last_seen: maxDate(into.last_seen, obs.observed_date),
    };
    winner.evidence_count = winner.sources.length;
    this.#replace(placeholder, winner);
    return { archived, merged, winner };
  }

  promote(id: string): Fact {
    const old = this.#require(id);
    const next: Fact = { ...old, layer: "static" };
    this.#replace(old, next);
    return next;
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

  #replace(old: Fact, next: Fact): void {
    this.#facts[this.#index.get(old.id)!] = next;
    const list = this.#activeByKey.get(old.key);
    const j = list ? list.indexOf(old) : -1;
    if (list && j >= 0) list[j] = next;
  }

  #unlist(old: Fact): void {
    const list = this.#activeByKey.get(old.key);
    const j = list ? list.indexOf(old) : -1;
    if (list && j >= 0) list.splice(j, 1);
  }

  #liveList(key: string): Fact[] {
    return listIn(this.#activeByKey, key);
  }
}

function listIn(map: Map<string, Fact[]>, key: string): Fact[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

function isLive(f: Fact): boolean {
  return f.kind === "observed" && f.status === "active";
}
