/**
 * THE table of outcomes: one entry per outcome kind (src/diff/outcomes/<kind>.ts), holding what
 * every layer needs of it — the guard (the rules' own, src/rules/guards.ts), the change to the
 * working profile and the diff list it lands in (propose), the replay (applyDiff), its line in
 * pending-diff.md and in the terminal review, and its explain events. Propose, applyDiff, both
 * reviews and explain dispatch through it and the walks below; none of them names a kind. A kind
 * missing here, or an entry missing a part, does not compile (docs/architecture.md).
 */
import type { ProfileDiff, TraceEntry } from "../core/schema-types.js";
import { isOutcome, type Outcome } from "../rules/fact-catalog.js";
import type { Covers } from "./operations.js";
import { ADD } from "./outcomes/add.js";
import { BUMP } from "./outcomes/bump.js";
import { CONFLICT } from "./outcomes/conflict.js";
import { DECAY_FLAG } from "./outcomes/decay-flag.js";
import { DUPLICATE } from "./outcomes/duplicate.js";
import { PROMOTE } from "./outcomes/promote.js";
import { REJECT } from "./outcomes/reject.js";
import { RESOLVE } from "./outcomes/resolve.js";
import { RETIRE } from "./outcomes/retire.js";
import type {
  AnyOutcome,
  CandidateList,
  CandidateOutcomeSpec,
  FactList,
  FactOutcomeSpec,
  Item,
  OutcomeList,
  OutcomeParts,
  OutcomeSpec,
} from "./outcomes/spec.js";
import { SUPERSEDE } from "./outcomes/supersede.js";

/** Candidate outcomes first, in the order the lists are walked; then the fact outcomes, in the order they are told. */
export const OUTCOMES = {
  reject: REJECT,
  add: ADD,
  bump: BUMP,
  duplicate: DUPLICATE,
  conflict: CONFLICT,
  supersede: SUPERSEDE,
  retire: RETIRE,
  resolve: RESOLVE,
  promote: PROMOTE,
  "decay-flag": DECAY_FLAG,
} satisfies { [K in AnyOutcome]: OutcomeSpec<K> };

// The trace names every outcome and no other: the diff schema's enumeration of them is kept with the rules schema's.
const traceNamesEveryOutcome: [Covers<TraceEntry["outcome"], AnyOutcome>, Covers<AnyOutcome, TraceEntry["outcome"]>] = [true, true];
void traceNamesEveryOutcome;

/** An entry as the walks hand it parts: of its own kind (the table's types tie each part to its list's entries). */
export type AnyCandidateSpec = CandidateOutcomeSpec<Outcome<"candidate">>;
export type AnyFactSpec = FactOutcomeSpec<Outcome<"fact">>;

const SPECS: readonly (AnyCandidateSpec | AnyFactSpec)[] = Object.values(OUTCOMES);
const CANDIDATE_SPECS = SPECS.filter((s): s is AnyCandidateSpec => s.scope === "candidate");
const FACT_SPECS = SPECS.filter((s): s is AnyFactSpec => s.scope === "fact");

/** The entry of a candidate outcome (undefined for anything else: the guard refuses it first). */
export function candidateOutcomeSpec(type: string): AnyCandidateSpec | undefined {
  return isOutcome("candidate", type) ? OUTCOMES[type] : undefined;
}

export function factOutcomeSpec(type: string): AnyFactSpec | undefined {
  return isOutcome("fact", type) ? OUTCOMES[type] : undefined;
}

/** Each list outcomes land in, once, with the outcomes that share it (additions: add and conflict). */
function byList<S extends AnyCandidateSpec | AnyFactSpec>(specs: readonly S[]): Map<S["list"], S[]> {
  const lists = new Map<S["list"], S[]>();
  for (const spec of specs) lists.set(spec.list, [...(lists.get(spec.list) ?? []), spec]);
  for (const [list, sharing] of lists) {
    if (sharing.length > 1 && sharing.some((s) => s.holds === undefined))
      throw new Error(`internal: each outcome landing in ${list} must say which entries it holds`);
  }
  return lists;
}

const CANDIDATE_LISTS = byList(CANDIDATE_SPECS);
const FACT_LISTS = byList(FACT_SPECS);

/** The outcome an entry of `list` is of (the parts both scopes have); undefined when no outcome lands in that list. */
export function outcomeOfEntry(list: OutcomeList, entry: Item<OutcomeList>): OutcomeParts | undefined {
  const candidate = CANDIDATE_LISTS.get(list as CandidateList);
  if (candidate) return owner(candidate, entry as Item<CandidateList>, list);
  const fact = FACT_LISTS.get(list as FactList);
  return fact && owner(fact, entry as Item<FactList>, list);
}

/** The one of `specs` (the outcomes sharing a list) that holds `entry`. */
function owner<E, S extends { holds?(entry: E): boolean }>(specs: readonly S[], entry: E, list: OutcomeList): S {
  if (specs.length === 1) return specs[0]!;
  // A loop, not find(): render asks this while sorting a list of 40k additions.
  for (const spec of specs) if (spec.holds?.(entry) ?? true) return spec;
  throw new Error(`internal: no outcome holds an entry of ${list}`);
}

/** One operation of a diff: its entry, the outcome it is of, and where it is in the diff. */
interface Operation<S, L extends OutcomeList> {
  spec: S;
  entry: Item<L>;
  list: L;
  /** Its index in `list`. */
  index: number;
}

export type CandidateOperation = Operation<AnyCandidateSpec, CandidateList>;
export type FactOperation = Operation<AnyFactSpec, FactList>;

/** Every entry of the lists in `lists`, list by list (in table order), each with its outcome. */
function operationsIn<S extends AnyCandidateSpec | AnyFactSpec, L extends S["list"]>(lists: ReadonlyMap<L, S[]>, diff: ProfileDiff): Operation<S, L>[] {
  const operations: Operation<S, L>[] = [];
  for (const [list, specs] of lists) {
    const entries = (diff[list] ?? []) as readonly Item<L>[];
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index]!;
      operations.push({ spec: owner(specs, entry, list), entry, list, index });
    }
  }
  return operations;
}

/**
 * Every candidate operation of the diff, in candidate order: the order propose decided them in,
 * which replaying them needs. Stable: one candidate has one operation, so equal indexes (in list
 * order) only come from a malformed diff.
 */
export function candidateOperations(diff: ProfileDiff): CandidateOperation[] {
  return operationsIn(CANDIDATE_LISTS, diff).sort((a, b) => a.entry.candidate - b.entry.candidate);
}

/** Every fact operation of the diff, outcome by outcome in table order (promotions, then stale flags). */
export function factOperations(diff: ProfileDiff): FactOperation[] {
  return operationsIn(FACT_LISTS, diff);
}

/** The candidate outcomes, in table order (applyDiff runs their whole-diff checks). */
export function candidateSpecs(): readonly AnyCandidateSpec[] {
  return CANDIDATE_SPECS;
}
