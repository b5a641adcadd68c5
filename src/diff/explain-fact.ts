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
import type { Fact, ProfileDiff, RememberedDecline, TraceEntry } from "../core/schema-types.js";

/**
 * What happened to the fact. `reject` and `decline` (a rejection by the operator's remembered
 * decline) are candidates about the fact that changed nothing: see refusedAttempts. `forget` is the
 * operator forgetting a remembered decline about it (brain declined --forget): see forgetEvents.
 */
type ExplainOp =
  | "seed"
  | "add"
  | "bump"
  | "duplicate"
  | "conflict"
  | "conflicted"
  | "promote"
  | "stale-flag"
  | "supersede"
  | "superseded"
  | "merge"
  | "retire"
  | "resolve"
  | "forget"
  | "reject"
  | "decline";

export interface ExplainEvent {
  /** When the apply (or the forget) ran (ISO 8601); null for a seed, which comes from the profile itself. */
  at: string | null;
  /** The applied diff's id; null for a seed and a forget. */
  diff: string | null;
  /** The diff's `today` (for a seed: its first_seen; for a forget: the forget's today). */
  today: string;
  op: ExplainOp;
  /** The id the fact had when this happened. */
  id: string;
  value: string;
  rule: string | null;
  file: string | null;
  version: number | null;
  candidate: number | null;
  source: string | null;
  observed_date: string | null;
  /** For supersede / superseded / merge: the other fact involved. */
  other?: { id: string; value: string };
  /** For conflict / conflicted: the other side, the key's other values in that conflict. */
  others?: { id: string; value: string }[];
  /** For retire: the stated reason; for a refused attempt: the rule's reason, when it gave one. */
  reason?: string;
  /**
   * For a refused attempt: what the candidate tried (`retire`, or `value` for a value of the fact's
   * key); for a forget: what the forgotten decline was of.
   */
  attempted?: "retire" | "value";
}

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
  for (const a of applies) replay(a, lives);
  const fact = profile.facts.find((f) => f.id === id) ?? null;
  const changed = lives.eventsOf(id);
  const ids = new Set([id, ...(changed ?? []).map((e) => e.id)]);
  const attempts = fact ? refusedAttempts(fact, ids, applies) : [];
  const forgot = fact ? forgetEvents(fact, ids, forgets) : [];
  if (!fact && !changed && attempts.length === 0) return undefined;
  return { id, fact, events: inOrder([...(changed ?? []), ...attempts], applies, forgot) };
}

/**
 * The candidates about a fact that changed nothing: a rejected retire naming one of the fact's ids,
 * or a rejected value candidate of its key with its value. A rejection by the operator's remembered
 * decline (rule decline-by-operator) is told as `decline`, any other as `reject`.
 */
function refusedAttempts(fact: Fact, ids: ReadonlySet<string>, applies: readonly AppliedDiff[]): ExplainEvent[] {
  const events: ExplainEvent[] = [];
  const value = normalizeValue(fact.value);
  for (const { at, diff } of applies) {
    const versions = new Map(diff.rules.map((r) => [r.file, r.version]));
    const traced = new Map(diff.trace.flatMap((t) => (t.candidate !== undefined ? [[t.candidate, t] as const] : [])));
    for (const r of diff.rejected) {
      const retire = r.retires !== undefined && ids.has(r.retires);
      const sameValue = r.retires === undefined && r.key === fact.key && r.value !== undefined && normalizeValue(r.value) === value;
      if (!retire && !sameValue) continue;
      const file = traced.get(r.candidate)?.file ?? null;
      events.push({
        at,
        diff: diff.id,
        today: diff.today,
        op: r.rule === DECLINE_RULE ? "decline" : "reject",
        id: retire ? r.retires! : fact.id,
        value: r.value ?? fact.value,
        rule: r.rule,
        file,
        version: file === null ? null : (versions.get(file) ?? null),
        candidate: r.candidate,
        source: r.source,
        observed_date: null,
        attempted: retire ? "retire" : "value",
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
      });
    }
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

  start(id: string): ExplainEvent[] {
    const events: ExplainEvent[] = [];
    this.#current.set(id, events);
    this.#everKnown.set(id, events);
    return events;
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
  }

  eventsOf(id: string): ExplainEvent[] | undefined {
    return this.#current.get(id) ?? this.#everKnown.get(id);
  }
}

interface Step {
  candidate: number;
  run: () => void;
}

function replay({ at, diff }: AppliedDiff, lives: Lineages): void {
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
  const forCandidate = (candidate: number, source: string, observed: string | null) => ({
    ...base(byCandidate.get(candidate)),
    candidate,
    source,
    observed_date: observed,
  });

  const steps: Step[] = [];
  for (const a of diff.additions) {
    steps.push({
      candidate: a.candidate,
      run: () => {
        const op = isConflictAddition(a) ? "conflict" : "add";
        const others = op === "conflict" ? sides.get(a.candidate) : undefined;
        lives.start(a.id).push({ ...forCandidate(a.candidate, a.source, a.observed_date), op, id: a.id, value: a.value, ...(others ? { others } : {}) });
      },
    });
  }
  // Each side of a conflict learns of the other: the new value (its `conflict` event) and the values it met (a `conflicted` event).
  const sides = new Map<number, { id: string; value: string }[]>();
  const additionOf = new Map(diff.additions.map((a) => [a.candidate, a]));
  for (const c of diff.conflicts) {
    for (const i of c.incoming) {
      const others = [...c.existing, ...c.incoming.filter((x) => x.id !== i.id)].map(({ id, value }) => ({ id, value }));
      sides.set(i.candidate, others);
      steps.push({
        candidate: i.candidate,
        run: () => {
          for (const e of c.existing) {
            const added = additionOf.get(i.candidate);
            lives.of(e.id).push({
              ...forCandidate(i.candidate, added?.source ?? "", added?.observed_date ?? null),
              op: "conflicted",
              id: e.id,
              value: e.value,
              others: [{ id: i.id, value: i.value }],
            });
          }
        },
      });
    }
  }
  for (const b of diff.evidenceBumps) {
    steps.push({
      candidate: b.candidate,
      run: () => lives.of(b.id).push({ ...forCandidate(b.candidate, b.source, b.observed_date), op: "bump", id: b.id, value: b.value }),
    });
  }
  for (const d of diff.duplicates) {
    steps.push({
      candidate: d.candidate,
      run: () => lives.of(d.id).push({ ...forCandidate(d.candidate, d.source, null), op: "duplicate", id: d.id, value: d.value }),
    });
  }
  for (const s of diff.supersedes) {
    steps.push({
      candidate: s.candidate,
      run: () => {
        const at = forCandidate(s.candidate, s.winner.source, s.winner.observed_date);
        const winner = { id: s.winner.id, value: s.winner.value };
        lives.of(s.old.id).push({ ...at, op: "superseded", id: s.old.id, value: s.old.value, other: winner });
        lives.rename(s.old.id, s.old.archived_id);
        const next = lives.start(s.winner.id);
        next.push({ ...at, op: "supersede", id: s.winner.id, value: s.winner.value, other: { id: s.old.archived_id, value: s.old.value } });
        if (s.merged) {
          const into = { id: s.merged.id, value: s.merged.value };
          lives.of(s.merged.id).push({ ...at, op: "merge", id: s.merged.id, value: s.merged.value, other: winner });
          next.push({ ...at, op: "merge", id: s.winner.id, value: s.winner.value, other: into });
        }
      },
    });
  }
  for (const r of diff.retirements ?? []) {
    steps.push({
      candidate: r.candidate,
      run: () => lives.of(r.id).push({ ...forCandidate(r.candidate, r.source, r.observed_date), op: "retire", id: r.id, value: r.value, reason: r.reason }),
    });
  }
  for (const r of diff.resolutions ?? []) {
    steps.push({
      candidate: r.candidate,
      run: () => {
        // The operator kept one value of an open conflict (brain resolve): the resolve source is named, added to no fact.
        const at = forCandidate(r.candidate, r.source, r.observed_date);
        const kept = { id: r.kept.id, value: r.kept.value };
        lives.of(r.kept.id).push({ ...at, op: "resolve", id: r.kept.id, value: r.kept.value, ...(r.reason !== undefined ? { reason: r.reason } : {}) });
        for (const s of r.superseded) lives.of(s.id).push({ ...at, op: "superseded", id: s.id, value: s.value, other: kept });
      },
    });
  }
  // Stable: one candidate has one operation, so equal indexes only come from a malformed diff.
  steps.sort((x, y) => x.candidate - y.candidate);
  for (const step of steps) step.run();

  const forFact = (id: string) => ({ ...base(byFact.get(id)), candidate: null, source: null, observed_date: null });
  for (const p of diff.promotions) lives.of(p.id).push({ ...forFact(p.id), op: "promote", id: p.id, value: p.value });
  for (const f of diff.staleFlags) lives.of(f.id).push({ ...forFact(f.id), op: "stale-flag", id: f.id, value: f.value });
}

/** An addition made by a conflict (kept beside other values of its key). */
function isConflictAddition(a: object): boolean {
  const marked = a as { conflict?: unknown; conflicts_with?: unknown };
  return marked.conflict === true || marked.conflicts_with !== undefined;
}
