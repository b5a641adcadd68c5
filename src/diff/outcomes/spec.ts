/**
 * What one entry of the outcome table (src/diff/outcomes.ts) holds, and what each layer hands it.
 * An entry is written with `candidateOutcome` or `factOutcome`, which take its kind and its parts:
 * the guard comes from the rules' table (src/rules/guards.ts), every other part is the entry's own,
 * typed by the diff list it names (`list`), so a part that is missing, or that reads the wrong
 * list's entries, does not compile. docs/architecture.md shows the steps of adding an outcome.
 */
import type { Conflict, Fact, ProfileDiff, Rejection, ResolveCandidate, RetireCandidate, ValueCandidate } from "../../core/schema-types.js";
import type { Decision } from "../../rules/evaluator.js";
import type { Outcome } from "../../rules/fact-catalog.js";
import { CANDIDATE_GUARDS, type CandidateGuards, type CandidateShape, FACT_GUARDS, type FactGuards } from "../../rules/guards.js";
import type { ExplainEvent } from "../explain-event.js";
import type { OperationListName } from "../operations.js";
import type { Observation, ProfileState } from "../profile-state.js";

/** Every outcome kind, both scopes. */
export type AnyOutcome = Outcome<"candidate"> | Outcome<"fact">;

/** A diff list an outcome's entries can land in (operations.ts counts and names each). */
export type OutcomeList = OperationListName;

/** One entry of a diff list. */
export type Item<L extends OutcomeList> = NonNullable<ProfileDiff[L]>[number];

/** A list whose every entry names the candidate that caused it: where a candidate outcome's entries land. */
export type CandidateList = { [L in OutcomeList]: Item<L> extends { candidate: number } ? L : never }[OutcomeList];

/** A list of entries about one fact each and no candidate: where a fact outcome's entries land. */
export type FactList = { [L in OutcomeList]: Item<L> extends { id: string; candidate?: never } ? L : never }[OutcomeList];

/** The lists propose fills: every list of the diff but its rule files (propose drops some when empty). */
export type Operations = { [L in OperationListName | "declined" | "declined_matches" | "trace"]-?: NonNullable<ProfileDiff[L]> };

/** A fact an earlier candidate of the batch already changed: by which candidate, and how. */
interface Claim {
  candidate: number;
  as: "superseded" | "retired" | "kept";
}

/** What an outcome's `propose` may read and change: the working profile and the lists being filled. */
export interface ProposeContext {
  state: ProfileState;
  out: Operations;
  /** Supersede, retire and resolve targets already claimed in this batch → the claiming candidate and how. */
  claimed: Map<string, Claim>;
  /** Each key's one entry in `conflicts`, once it has one. */
  conflictByKey: Map<string, Conflict>;
}

interface StepCommon<C> {
  ctx: ProposeContext;
  candidate: C;
  /** The candidate's index in the batch. */
  index: number;
  /** The candidate's normalized key. */
  key: string;
  /** The deciding rule, its outcome and its reason (the operator's, for a decline). */
  decision: Decision;
}

/**
 * A value candidate decided: what the profile answered for it when its situation was built. It is
 * also the observation the fact records (source, date, provenance), so deciding a candidate
 * allocates this one object and no other.
 */
export interface ValueStep extends StepCommon<ValueCandidate>, Observation {
  shape: "value";
  /** The candidate's normalized value. */
  value: string;
  /** The active fact of the key holding the value. */
  holder: Fact | undefined;
  /** The fact of the key holding the value that this source already evidenced. */
  evidencedBy: Fact | undefined;
  /** The fact `supersedes` names. */
  target: Fact | undefined;
  multiValued: boolean;
}

/** A retire candidate decided; `target` is the fact it names. */
interface RetireStep extends StepCommon<RetireCandidate> {
  shape: "retire";
  target: Fact | undefined;
}

/** A resolve candidate decided; `target` is the fact it keeps. */
interface ResolveStep extends StepCommon<ResolveCandidate> {
  shape: "resolve";
  target: Fact | undefined;
}

interface StepsByShape {
  value: ValueStep;
  retire: RetireStep;
  resolve: ResolveStep;
}

export type CandidateStep = StepsByShape[CandidateShape];

/** The steps an outcome can be handed: those of the candidate shapes its guard lets it decide. */
type StepFor<K extends Outcome<"candidate">> = StepsByShape[CandidateGuards[K]["decides"][number]];

export type Fail = (pointer: string, message: string) => void;

/** What apply's replay of an entry checks against and changes. */
export interface ReplayContext {
  state: ProfileState;
  fail: Fail;
  multiValued: ReadonlySet<string>;
}

/** What an entry's line of pending-diff.md may add beside it. */
export interface PendingContext {
  diff: ProfileDiff;
  /** ` — <reason>` of the deciding rule for `c<candidate>` or `f<fact id>`, or "" when it gave none. */
  why(at: string): string;
  /**
   * The mark of evidence the operator should know about for candidate `candidate` citing `source`
   * (an operator statement; an agent added the candidate, or its record is agent-written), or "".
   */
  mark(source: string, candidate: number): string;
  /** The agent-written mark alone of candidate `candidate` (a rejected one: its source is not the point), or "". */
  agentMark(candidate: number): string;
  /** The mark of a promotion of fact `id` resting on an agent-written source, or "". */
  promotionMark(id: string): string;
  /** Whether candidate `candidate`'s evidence is agent-written (a conflict's cell). */
  agentCandidate(candidate: number): boolean;
}

/** What an entry's lines of the terminal review may look up in its diff. */
export interface ReviewContext {
  /** The conflict entry (one per key) that candidate `candidate` is an incoming value of. */
  conflictOf(candidate: number): Conflict | undefined;
  /** Whether the promotion of fact `id` rests on an agent-written source (`agent_written.promotions`). */
  agentPromotion(id: string): boolean;
}

/** What every event of one operation shares. */
export type EventCommon = Pick<
  ExplainEvent,
  "at" | "diff" | "today" | "rule" | "file" | "version" | "candidate" | "source" | "observed_date" | "quote" | "quote_found"
>;

/** Where an entry's explain events go, as an applied diff is replayed: the lineages of the facts it touches. */
export interface ExplainContext {
  /** The events of each fact's lineage (ids move between lineages as supersedes did). */
  lives: {
    /** A new lineage under `id`. */
    start(id: string): ExplainEvent[];
    /** The lineage holding `id` now. */
    of(id: string): ExplainEvent[];
    /** The lineage holding `id` is now known as `newId`. */
    rename(id: string, newId: string): void;
  };
  forCandidate(candidate: number, source: string, observed: string | null): EventCommon;
  forFact(id: string): EventCommon;
  conflictOf(candidate: number): Conflict | undefined;
  /** A candidate that changed nothing: told, after the replay, as an attempt on the fact it was about. */
  refused(rejection: Rejection): void;
}

/** What every outcome holds for the layers after propose. Methods, so a table entry's own list types it. */
export interface OutcomeParts<L extends OutcomeList = OutcomeList> {
  /** The diff list its entries land in. */
  list: L;
  /** Only for a list two outcomes share (additions: add and conflict): whether an entry is this outcome's. */
  holds?(entry: Item<L>): boolean;
  /** How apply replays an entry: check it still fits the profile (else `fail`), then change the profile. */
  replay(entry: Item<L>, at: string, ctx: ReplayContext): void;
  /** Its line in pending-diff.md. */
  pendingLine(entry: Item<L>, ctx: PendingContext): string;
  /** The value pending-diff.md orders its entries by, after the key (a supersession's new value, a resolution's kept one). */
  sortValue(entry: Item<L>): string;
  /** Its explain events. */
  explain(entry: Item<L>, ctx: ExplainContext): void;
}

export interface CandidateOutcomeParts<K extends Outcome<"candidate">, L extends CandidateList> extends OutcomeParts<L> {
  /** The change to the working profile, and the entries it adds to the diff's lists. */
  propose(step: StepFor<K>): void;
  /** What it does, as the terminal review says it (one line each). */
  reviewLines(entry: Item<L>, ctx: ReviewContext): string[];
  /** A check of the whole diff after every candidate is replayed (the conflicts list against the additions). */
  verify?(diff: ProfileDiff, fail: Fail): void;
}

export interface CandidateOutcomeSpec<K extends Outcome<"candidate">, L extends CandidateList = CandidateList> extends CandidateOutcomeParts<K, L> {
  kind: K;
  scope: "candidate";
  /** The rules' guard of this outcome (src/rules/guards.ts; `rules --check` asks it too). */
  guard: CandidateGuards[K];
}

export interface FactOutcomeParts<L extends FactList> extends OutcomeParts<L> {
  /** The entry it adds for `fact`, unseen for `age` days (fact outcomes change the profile only at the end: promotions). */
  propose(fact: Fact, age: number, out: Operations): void;
  /** What it does, as the terminal review says it (the facts no candidate caused). */
  reviewLine(entry: Item<L>, ctx: ReviewContext): string;
}

export interface FactOutcomeSpec<K extends Outcome<"fact">, L extends FactList = FactList> extends FactOutcomeParts<L> {
  kind: K;
  scope: "fact";
  guard: FactGuards[K];
}

/** The entry of `kind`, of either scope. */
export type OutcomeSpec<K extends AnyOutcome> =
  K extends Outcome<"candidate"> ? CandidateOutcomeSpec<K> : K extends Outcome<"fact"> ? FactOutcomeSpec<K> : never;

/** A candidate outcome's entry: its parts, typed by its list; the guard is the rules'. */
export function candidateOutcome<K extends Outcome<"candidate">, L extends CandidateList>(
  kind: K,
  parts: CandidateOutcomeParts<K, L>,
): CandidateOutcomeSpec<K, L> {
  return { ...parts, kind, scope: "candidate", guard: CANDIDATE_GUARDS[kind] };
}

/** A fact outcome's entry: its parts, typed by its list; the guard is the rules'. */
export function factOutcome<K extends Outcome<"fact">, L extends FactList>(kind: K, parts: FactOutcomeParts<L>): FactOutcomeSpec<K, L> {
  return { ...parts, kind, scope: "fact", guard: FACT_GUARDS[kind] };
}
