/**
 * The runtime guards: the outcomes brain refuses whatever the rules say (invariants 1 and 2, the
 * shape each outcome needs, the published-record guard). One table per scope, keyed by outcome,
 * two callers: propose asks it for every decision and refuses the batch on a refusal; `brain rules
 * --check` asks it for every situation it enumerates and reports `outcome-not-allowed`. The diff's
 * outcome table (src/diff/outcomes.ts) builds on these entries. docs/rules.md lists the guards.
 */
import { retireFromOf } from "../core/provenance.js";
import type { ResolvedConfig } from "../core/schema-types.js";
import { isOutcome, type Outcome } from "./fact-catalog.js";
import type { CandidateSituation, FactSituation } from "./situation.js";

export interface Refusal {
  why: string;
  /** The situation paths that show why. */
  paths: readonly string[];
}

const refuse = (why: string, ...paths: string[]): Refusal => ({ why, paths });

/** A candidate of the batch is one of three shapes: a value, a retire (`retires`), a resolve (`keeps`). */
export type CandidateShape = "value" | "retire" | "resolve";

/** What the runtime demands of one candidate outcome, whatever the rules say. */
export interface CandidateOutcomeGuard {
  /** The candidate shapes this outcome can decide (the situation says which: `hasRetires`, `hasKeeps`). */
  decides: readonly CandidateShape[];
  /** Whether it stores the candidate's provenance on a fact: then `published` needs a known published record. */
  stores: boolean;
  /** Why this situation cannot have the outcome, or undefined when it can. */
  refuses(s: CandidateSituation): Refusal | undefined;
}

export interface FactOutcomeGuard {
  refuses(s: FactSituation): Refusal | undefined;
}

/**
 * Seeds are the operator's word: whatever a rule set says, only a candidate of origin `operator`
 * changes one (a retire or supersedes naming a seed, a resolve archiving one).
 */
function seedRefusal(c: CandidateSituation["candidate"]): Refusal | undefined {
  return c.changesSeed && c.origin !== "operator"
    ? refuse("only a candidate of origin operator may change a seed", "candidate.changesSeed", "candidate.origin")
    : undefined;
}

const ANY_SHAPE = ["value", "retire", "resolve"] as const;
const VALUE = ["value"] as const;

/**
 * Each candidate outcome's guard. A new outcome in the rules schema stops this compiling until it
 * has its entry here.
 */
export const CANDIDATE_GUARDS = {
  reject: { decides: ANY_SHAPE, stores: false, refuses: () => undefined },
  duplicate: {
    decides: VALUE,
    stores: false,
    refuses: ({ key: k }) => (k.sourceSeen ? undefined : refuse("no fact of the key holds this value with this source", "key.sourceSeen")),
  },
  bump: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) =>
      k.sameValue && !k.sourceSeen ? undefined : refuse("no active fact of the key holds this value from another source", "key.sameValue", "key.sourceSeen"),
  },
  add: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) =>
      !k.sameValue && (k.activeFacts === 0 || k.multiValued)
        ? undefined
        : refuse(
            "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
            "key.activeFacts",
            "key.multiValued",
            "key.sameValue",
          ),
  },
  conflict: {
    decides: VALUE,
    stores: true,
    // Apply refuses a conflict on a multi-valued key (its values are members), so propose does too.
    refuses: ({ key: k }) =>
      k.activeFacts > 0 && !k.sameValue && !k.multiValued
        ? undefined
        : refuse("a conflict needs active facts of a single-valued key, none holding this value", "key.activeFacts", "key.sameValue", "key.multiValued"),
  },
  supersede: {
    decides: VALUE,
    stores: true,
    refuses: ({ candidate: c, target: t }) =>
      seedRefusal(c) ??
      (c.hasSupersedes && t.exists && t.active && t.sameKey && t.differentValue && !t.claimed
        ? undefined
        : refuse(
            "supersede needs an unclaimed active fact of this key named in `supersedes`, holding a different value",
            "candidate.hasSupersedes",
            "target.exists",
            "target.active",
            "target.sameKey",
            "target.differentValue",
            "target.claimed",
          )),
  },
  retire: {
    decides: ["retire"],
    stores: false,
    refuses: ({ candidate: c, target: t, config }) => {
      const seed = seedRefusal(c);
      if (seed) return seed;
      if (!(c.hasRetires && t.exists && t.active && t.sameKey && !t.claimed)) {
        return refuse(
          "retire needs a retire candidate naming an active fact of its key, not already changed in this batch",
          "candidate.hasRetires",
          "target.exists",
          "target.active",
          "target.sameKey",
          "target.claimed",
        );
      }
      return (retireFromOf(config) as readonly string[]).includes(c.provenance)
        ? undefined
        : refuse(`provenance "${c.provenance}" is not in config.retireFrom`, "candidate.provenance");
    },
  },
  resolve: {
    decides: ["resolve"],
    stores: false,
    refuses: ({ candidate: c, key: k, target: t }) =>
      seedRefusal(c) ??
      (c.hasKeeps && c.provenance === "human" && t.exists && t.active && t.sameKey && !t.claimed && k.activeFacts > 1 && !k.multiValued
        ? undefined
        : refuse(
            "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active value of a single-valued key with more than one active value",
            "candidate.hasKeeps",
            "candidate.provenance",
            "target.exists",
            "target.active",
            "target.sameKey",
            "target.claimed",
            "key.activeFacts",
            "key.multiValued",
          )),
  },
} as const satisfies Record<Outcome<"candidate">, CandidateOutcomeGuard>;

export type CandidateGuards = typeof CANDIDATE_GUARDS;

/** Whether `outcome` is a candidate outcome that can decide a candidate of this shape. */
function decidesShape(outcome: string, shape: CandidateShape): boolean {
  return isOutcome("candidate", outcome) && (CANDIDATE_GUARDS[outcome].decides as readonly CandidateShape[]).includes(shape);
}

/**
 * Whether the candidate's source is an ingested record whose own provenance is `published`:
 * `sourceKnown` means a record of the candidate's own provenance, and an operator statement is
 * never a record.
 */
function backedByPublishedRecord(c: CandidateSituation["candidate"]): boolean {
  return c.provenance === "published" && c.sourceKnown && !c.operatorStatement;
}

/** Why the runtime refuses `outcome` for this candidate, or undefined when it accepts it. */
export function candidateGuard(outcome: string, s: CandidateSituation): Refusal | undefined {
  const { candidate: c, config } = s;
  if (!config.learnFrom.includes(c.provenance as ResolvedConfig["learnFrom"][number]) && outcome !== "reject") {
    return refuse(
      `provenance "${c.provenance}" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected`,
      "candidate.provenance",
    );
  }
  if (c.hasRetires && !decidesShape(outcome, "retire")) return refuse("a retire candidate can only be retired or rejected", "candidate.hasRetires");
  if (c.hasKeeps && !decidesShape(outcome, "resolve")) return refuse("a resolve candidate can only resolve or be rejected", "candidate.hasKeeps");
  // The operator's word on this batch outranks every rule (brain decline, brain review).
  if (c.declinedByOperator && outcome !== "reject") {
    return refuse("the operator declined this candidate: it can only be rejected", "candidate.declinedByOperator");
  }
  if (!isOutcome("candidate", outcome)) return refuse(`"${outcome}" is not a candidate outcome`);
  const guard: CandidateOutcomeGuard = CANDIDATE_GUARDS[outcome];
  if (guard.stores && c.provenance === "published" && !backedByPublishedRecord(c)) {
    return refuse(
      "provenance published is stored only for a source that is a known published record",
      "candidate.provenance",
      "candidate.sourceKnown",
      "candidate.operatorStatement",
    );
  }
  return guard.refuses(s);
}

/** Only an active observed fact changes; a static fact can be flagged stale (staticDecayDays), never promoted again; seeds never change. */
const factRefusal = (f: FactSituation["fact"], dynamicOnly: boolean): Refusal | undefined =>
  f.kind === "observed" && f.status === "active" && (f.layer === "dynamic" || !dynamicOnly)
    ? undefined
    : { why: "only active observed facts can be flagged, and only dynamic ones promoted", paths: ["fact.kind", "fact.status", "fact.layer"] };

/** Each fact outcome's guard (a new one in the rules schema stops this compiling until it has its entry). */
export const FACT_GUARDS = {
  promote: { refuses: (s) => factRefusal(s.fact, true) },
  "decay-flag": { refuses: (s) => factRefusal(s.fact, false) },
} as const satisfies Record<Outcome<"fact">, FactOutcomeGuard>;

export type FactGuards = typeof FACT_GUARDS;

/** Why the runtime refuses `outcome` for this fact, or undefined. */
export function factGuard(outcome: string, s: FactSituation): Refusal | undefined {
  if (!isOutcome("fact", outcome)) return { why: `"${outcome}" is not a fact outcome`, paths: [] };
  const guard: FactOutcomeGuard = FACT_GUARDS[outcome];
  return guard.refuses(s);
}
