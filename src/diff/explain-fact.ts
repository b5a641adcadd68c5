/**
 * explainFact: the life of one fact, told from the applied diffs (oldest first) and the profile.
 * Pure: the caller reads the archive (`brain/applied/`) and the history.
 *
 * A fact is followed as a *lineage*, not as an id: a supersede archives the old fact under a new
 * id (and gives its id to the winner), so the archived fact's early events were recorded under the
 * id it had then. Every operation of every diff is replayed in the order it was decided (candidates
 * in file order, then the fact-scope outcomes), moving ids between lineages as the diff did.
 */
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { Fact, ProfileDiff, Rejection, RememberedDecline, TraceEntry } from "../core/schema-types.js";
import type { ExplainEvent } from "./explain-event.js";
import { candidateOperations, factOperations } from "./outcomes.js";
import { conflictOfCandidate } from "./outcomes/conflict.js";
import type { EventCommon, ExplainContext } from "./outcomes/spec.js";

export interface Explanation {
  id: string;
  /** The fact as the profile holds it now, or null when no fact has this id any more. */
  fact: Fact | null;
  events: ExplainEvent[];
}

export interface AppliedDiff {
  /** The history entry's `at`. */
  at: string;
  diff: ProfileDiff;
}

/** A history line `op: "forget"` (brain declined --forget), placed among the applies. */
export interface ForgetRecord {
  at: string;
  today: string;
  forgotten: readonly RememberedDecline[];
  /** How many of the applies passed to explainFact precede it in the history. */
  after: number;
}

/**
 * Returns undefined when `id` is neither in the profile nor named by any applied diff.
 * `applies` must be the applies not rolled back, oldest first; `forgets` the history's forgets.
 */
export function explainFact(id: string, profile: ProfileDoc, applies: readonly AppliedDiff[], forgets: readonly ForgetRecord[] = []): Explanation | undefined {
  const lives = new Lineages();
  for (const f of profile.facts) {
    if (f.kind === "profile-field") {
      lives.start(f.id).push({
        at: null,
        diff: null,
        today: f.first_seen,
        op: "seed",
        id: f.id,
        value: f.value,
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: f.sources[0] ?? null,
        observed_date: f.first_seen,
      });
    }
  }
  const refused: Refused[] = [];
  for (const a of applies) replay(a, lives, refused);
  const fact = profile.facts.find((f) => f.id === id) ?? null;
  // Every value the id has held, across supersessions: the events of each lineage that held it.
  const changed = lives.chainOf(id);
  const ids = new Set([id, ...(changed ?? []).map((e) => e.id)]);
  const attempts = fact ? refusedAttempts(fact, ids, refused) : [];
  const forgot = fact ? forgetEvents(fact, ids, forgets) : [];
  if (!fact && !changed && attempts.length === 0) return undefined;
  return { id, fact, events: inOrder([...(changed ?? []), ...attempts], applies, forgot) };
}

/** A candidate that changed nothing, as the replay met it: told later for the fact it was about. */
interface Refused {
  rejection: Rejection;
  /** What every event of it shares (its apply, its deciding rule's file and version). */
  common: EventCommon;
}

/**
 * The candidates about a fact that changed nothing: a rejected retire naming one of the fact's ids,
 * or a rejected value candidate of its key with its value. A rejection by the operator's remembered
 * decline (rule decline-by-operator) is told as `decline`, any other as `reject`.
 */
function refusedAttempts(fact: Fact, ids: ReadonlySet<string>, refused: readonly Refused[]): ExplainEvent[] {
  const events: ExplainEvent[] = [];
  const value = normalizeValue(fact.value);
  for (const { rejection: r, common } of refused) {
    const retire = r.retires !== undefined && ids.has(r.retires);
    const sameValue = r.retires === undefined && r.key === fact.key && r.value !== undefined && normalizeValue(r.value) === value;
    if (!retire && !sameValue) continue;
    // Spelled out: `--json` prints the fields in this order.
    events.push({
      at: common.at,
      diff: common.diff,
      today: common.today,
      op: r.rule === DECLINE_RULE ? "decline" : "reject",
      id: retire ? r.retires! : fact.id,
      value: r.value ?? fact.value,
      rule: r.rule,
      file: common.file,
      version: common.version,
      candidate: r.candidate,
      source: r.source,
      observed_date: null,
      attempted: retire ? "retire" : "value",
      ...(r.reason !== undefined ? { reason: r.reason } : {}),
    });
  }
  return events;
}

/**
 * The forgets of a remembered decline about the fact: a declined retirement of one of its ids, or a
 * declined addition, conflict or bump of its key with its value (key and value normalized, as they
 * are remembered).
 */
function forgetEvents(fact: Fact, ids: ReadonlySet<string>, forgets: readonly ForgetRecord[]): { event: ExplainEvent; after: number }[] {
  const key = normalizeKey(fact.key);
  const value = normalizeValue(fact.value);
  return forgets.flatMap((f) =>
    f.forgotten.flatMap((r) => {
      const retire = r.retires !== undefined && ids.has(r.retires);
      const sameValue = r.retires === undefined && r.value !== undefined && normalizeKey(r.key) === key && normalizeValue(r.value) === value;
      if (!retire && !sameValue) return [];
      const event: ExplainEvent = {
        at: f.at,
        diff: null,
        today: f.today,
        op: "forget",
        id: retire ? r.retires! : fact.id,
        value: fact.value,
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: r.source ?? null,
        observed_date: null,
        attempted: retire ? "retire" : "value",
      };
      return [{ event, after: f.after }];
    }),
  );
}

/**
 * Seeds first; then by apply, within an apply candidates in file order, then the fact-scope outcomes;
 * a forget after the applies that precede it in the history (stable).
 */
function inOrder(events: ExplainEvent[], applies: readonly AppliedDiff[], forgets: readonly { event: ExplainEvent; after: number }[] = []): ExplainEvent[] {
  const index = new Map(applies.map((a, i) => [a.diff.id, i]));
  const forgotAfter = new Map(forgets.map((f) => [f.event, f.after]));
  const rank = (e: ExplainEvent): [number, number, number] => {
    const after = forgotAfter.get(e);
    if (after !== undefined) return [after - 1, 2, 0];
    return [e.diff === null ? -1 : (index.get(e.diff) ?? -1), e.candidate === null && e.diff !== null ? 1 : 0, e.candidate ?? 0];
  };
  return [...events, ...forgets.map((f) => f.event)]
    .map((e, i) => ({ e, i, r: rank(e) }))
    .sort((x, y) => x.r[0] - y.r[0] || x.r[1] - y.r[1] || x.r[2] - y.r[2] || x.i - y.i)
    .map(({ e }) => e);
}

/** The shipped rule that rejects what the operator declined (brain decline, brain review). */
const DECLINE_RULE = "decline-by-operator";

class Lineages {
  readonly #current = new Map<string, ExplainEvent[]>();
  /** Every id a lineage was ever known by → the lineage (ids move on supersede). */
  readonly #everKnown = new Map<string, ExplainEvent[]>();
  /** Every lineage that ever held an id, oldest first: a supersede gives the winner the id and archives the old value under another. */
  readonly #holders = new Map<string, ExplainEvent[][]>();

  start(id: string): ExplainEvent[] {
    const events: ExplainEvent[] = [];
    this.#current.set(id, events);
    this.#everKnown.set(id, events);
    this.#held(id, events);
    return events;
  }

  #held(id: string, events: ExplainEvent[]): void {
    const list = this.#holders.get(id);
    if (!list) this.#holders.set(id, [events]);
    else if (!list.includes(events)) list.push(events);
  }

  /** The lineage holding `id` now; an id brain never saw (a fact added before the archive existed) starts one. */
  of(id: string): ExplainEvent[] {
    return this.#current.get(id) ?? this.start(id);
  }

  /** `id` is now known as `newId` (the lineage keeps its events). */
  rename(id: string, newId: string): void {
    const events = this.of(id);
    this.#current.delete(id);
    this.#current.set(newId, events);
    this.#everKnown.set(newId, events);
    this.#held(newId, events);
  }

  eventsOf(id: string): ExplainEvent[] | undefined {
    return this.#current.get(id) ?? this.#everKnown.get(id);
  }

  /**
   * The events of every lineage that ever held `id` (Senior, then Staff, then Manager, each taking
   * the id from the last by a supersede), unordered; undefined when no lineage held it.
   */
  chainOf(id: string): ExplainEvent[] | undefined {
    const holders = this.#holders.get(id);
    return holders ? holders.flat() : this.eventsOf(id);
  }
}

/** The quote a candidate gave, and whether it was found, as its trace entry records them. */
function quoteOf(trace: TraceEntry | undefined): Pick<ExplainEvent, "quote" | "quote_found"> {
  if (trace?.quote === undefined) return {};
  return { quote: trace.quote, ...(trace.quote_found !== undefined ? { quote_found: trace.quote_found } : {}) };
}

/** One applied diff replayed in the order it was decided: each operation's events from its outcome (src/diff/outcomes.ts). */
function replay({ at, diff }: AppliedDiff, lives: Lineages, refused: Refused[]): void {
  const versions = new Map(diff.rules.map((r) => [r.file, r.version]));
  const byCandidate = new Map<number, TraceEntry>();
  const byFact = new Map<string, TraceEntry>();
  for (const t of diff.trace) {
    if (t.candidate !== undefined) byCandidate.set(t.candidate, t);
    else if (t.fact !== undefined) byFact.set(t.fact, t);
  }
  const base = (trace: TraceEntry | undefined) => ({
    at,
    diff: diff.id,
    today: diff.today,
    rule: trace?.rule ?? null,
    file: trace?.file ?? null,
    version: trace?.file === undefined ? null : (versions.get(trace.file) ?? null),
  });
  const ctx: ExplainContext = {
    lives,
    forCandidate: (candidate, source, observed) => ({
      ...base(byCandidate.get(candidate)),
      candidate,
      source,
      observed_date: observed,
      ...quoteOf(byCandidate.get(candidate)),
    }),
    forFact: (id) => ({ ...base(byFact.get(id)), candidate: null, source: null, observed_date: null }),
    conflictOf: conflictOfCandidate(diff),
    refused: (rejection) => refused.push({ rejection, common: ctx.forCandidate(rejection.candidate, rejection.source, null) }),
  };
  for (const { spec, entry } of candidateOperations(diff)) spec.explain(entry, ctx);
  for (const { spec, entry } of factOperations(diff)) spec.explain(entry, ctx);
}
