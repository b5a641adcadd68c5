/**
 * explainFact: the life of one fact, told from the applied diffs (oldest first) and the profile.
 * Pure: the caller reads the archive (`brain/applied/`) and the history.
 *
 * A fact is followed as a *lineage*, not as an id: a supersede archives the old fact under a new
 * id (and gives its id to the winner), so the archived fact's early events were recorded under the
 * id it had then. Every operation of every diff is replayed in the order it was decided (candidates
 * in file order, then the fact-scope outcomes), moving ids between lineages as the diff did.
 */
import { normalizeValue } from "../core/normalize.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { Fact, ProfileDiff, TraceEntry } from "../core/schema-types.js";

type ExplainOp =
  | "seed"
  | "add"
  | "bump"
  | "duplicate"
  | "conflict"
  | "promote"
  | "stale-flag"
  | "supersede"
  | "superseded"
  | "merge"
  | "retire"
  | "resolve"
  | "reject"
  | "decline";

export interface ExplainEvent {
  /** When the apply ran (ISO 8601); null for a seed, which comes from the profile itself. */
  at: string | null;
  /** The applied diff's id; null for a seed. */
  diff: string | null;
  /** The diff's `today` (for a seed: its first_seen). */
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
  /** For retire: the stated reason. */
  reason?: string;
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

/**
 * Returns undefined when `id` is neither in the profile nor named by any applied diff.
 * `applies` must be the applies not rolled back, oldest first.
 */
export function explainFact(id: string, profile: ProfileDoc, applies: readonly AppliedDiff[]): Explanation | undefined {
  const lives = new Lineages();
  for (const f of profile.facts) if (f.kind === "observed") lives.hold(f.key, normalizeValue(f.value), f.id);
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
  const events = lives.eventsOf(id);
  if (!fact && !events) return undefined;
  return { id, fact, events: events ?? [] };
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

  readonly #byValue = new Map<string, string>();

  /** The fact of `key` holding normalized `value`, as the archive last showed it (a rejected candidate about it is told). */
  hold(key: string, value: string, id: string): void {
    this.#byValue.set(`${key}\0${value}`, id);
  }

  holding(key: string, value: string): string | undefined {
    return this.#byValue.get(`${key}\0${value}`);
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
        lives.start(a.id).push({ ...forCandidate(a.candidate, a.source, a.observed_date), op, id: a.id, value: a.value });
      },
    });
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
  // A rejected candidate about an existing fact (its key and value, or the fact a retire named): the
  // operator's decline (rule decline-by-operator) or another rejection, with the rule's or operator's reason.
  for (const r of diff.rejected) {
    steps.push({
      candidate: r.candidate,
      run: () => {
        const id = r.retires ?? (r.value !== undefined ? lives.holding(r.key, normalizeValue(r.value)) : undefined);
        const events = id === undefined ? undefined : lives.eventsOf(id);
        if (id === undefined || !events) return;
        const op = r.rule === DECLINE_RULE ? "decline" : "reject";
        events.push({
          ...forCandidate(r.candidate, r.source, null),
          op,
          id,
          value: r.value ?? events.at(-1)?.value ?? "",
          ...(r.reason !== undefined ? { reason: r.reason } : {}),
        });
      },
    });
  }
  // Stable: one candidate has one operation, so equal indexes only come from a malformed diff.
  steps.sort((x, y) => x.candidate - y.candidate);
  for (const step of steps) step.run();
  for (const a of diff.additions) lives.hold(a.key, normalizeValue(a.value), a.id);
  for (const s of diff.supersedes) lives.hold(s.key, normalizeValue(s.winner.value), s.winner.id);

  const forFact = (id: string) => ({ ...base(byFact.get(id)), candidate: null, source: null, observed_date: null });
  for (const p of diff.promotions) lives.of(p.id).push({ ...forFact(p.id), op: "promote", id: p.id, value: p.value });
  for (const f of diff.staleFlags) lives.of(f.id).push({ ...forFact(f.id), op: "stale-flag", id: f.id, value: f.value });
}

/** An addition made by a conflict (kept beside other values of its key). */
function isConflictAddition(a: object): boolean {
  const marked = a as { conflict?: unknown; conflicts_with?: unknown };
  return marked.conflict === true || marked.conflicts_with !== undefined;
}
