/**
 * The runtime guards: the outcomes brain refuses whatever the rules say (invariants 1 and 2, the
 * shape each outcome needs, the published-record guard). One table, two callers: propose asks it
 * for every decision and refuses the batch on a refusal; `brain rules --check` asks it for every
 * situation it enumerates and reports `outcome-not-allowed`. docs/rules.md lists the guards.
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

/** Outcomes that store the candidate's provenance on a fact (the others store nothing of it). */
const STORING: ReadonlySet<Outcome<"candidate">> = new Set(["add", "bump", "conflict", "supersede"]);

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
  const { candidate: c, key: k, target: t, config } = s;
  if (!config.learnFrom.includes(c.provenance as ResolvedConfig["learnFrom"][number]) && outcome !== "reject") {
    return refuse(
      `provenance "${c.provenance}" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected`,
      "candidate.provenance",
    );
  }
  if (c.hasRetires && outcome !== "retire" && outcome !== "reject") return refuse("a retire candidate can only be retired or rejected", "candidate.hasRetires");
  if (c.hasKeeps && outcome !== "resolve" && outcome !== "reject") return refuse("a resolve candidate can only resolve or be rejected", "candidate.hasKeeps");
  // The operator's word on this batch outranks every rule (brain decline, brain review).
  if (c.declinedByOperator && outcome !== "reject") {
    return refuse("the operator declined this candidate: it can only be rejected", "candidate.declinedByOperator");
  }
  if (!isOutcome("candidate", outcome)) return refuse(`"${outcome}" is not a candidate outcome`);
  if (STORING.has(outcome) && c.provenance === "published" && !backedByPublishedRecord(c)) {
    return refuse(
      "provenance published is stored only for a source that is a known published record",
      "candidate.provenance",
      "candidate.sourceKnown",
      "candidate.operatorStatement",
    );
  }
  switch (outcome) {
    case "reject":
      return undefined;
    case "duplicate":
      return k.sourceSeen ? undefined : refuse("no fact of the key holds this value with this source", "key.sourceSeen");
    case "bump":
      return k.sameValue && !k.sourceSeen
        ? undefined
        : refuse("no active fact of the key holds this value from another source", "key.sameValue", "key.sourceSeen");
    case "add":
      return !k.sameValue && (k.activeFacts === 0 || k.multiValued)
        ? undefined
        : refuse(
            "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
            "key.activeFacts",
            "key.multiValued",
            "key.sameValue",
          );
    case "conflict":
      // Apply refuses a conflict on a multi-valued key (its values are members), so propose does too.
      return k.activeFacts > 0 && !k.sameValue && !k.multiValued
        ? undefined
        : refuse("a conflict needs active facts of a single-valued key, none holding this value", "key.activeFacts", "key.sameValue", "key.multiValued");
    case "supersede":
      return c.hasSupersedes && t.exists && t.active && t.sameKey && t.observed && t.differentValue && !t.claimed
        ? undefined
        : refuse(
            "supersede needs an unclaimed active observed fact of this key named in `supersedes`, holding a different value",
            "candidate.hasSupersedes",
            "target.exists",
            "target.active",
            "target.sameKey",
            "target.observed",
            "target.differentValue",
            "target.claimed",
          );
    case "retire":
      if (!(c.hasRetires && t.exists && t.active && t.observed && t.sameKey && !t.claimed)) {
        return refuse(
          "retire needs a retire candidate naming an active observed fact of its key, not already changed in this batch",
          "candidate.hasRetires",
          "target.exists",
          "target.active",
          "target.observed",
          "target.sameKey",
          "target.claimed",
        );
      }
      return (retireFromOf(config) as readonly string[]).includes(c.provenance)
        ? undefined
        : refuse(`provenance "${c.provenance}" is not in config.retireFrom`, "candidate.provenance");
    case "resolve":
      return c.hasKeeps && c.provenance === "human" && t.exists && t.active && t.observed && t.sameKey && !t.claimed && k.activeFacts > 1 && !k.multiValued
        ? undefined
        : refuse(
            "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active observed fact of a single-valued key with more than one active value",
            "candidate.hasKeeps",
            "candidate.provenance",
            "target.exists",
            "target.active",
            "target.observed",
            "target.sameKey",
            "target.claimed",
            "key.activeFacts",
            "key.multiValued",
          );
    default:
      return unknownOutcome(outcome);
  }
}

/** A new candidate outcome in the rules schema must get its guard here: this stops compiling until it does. */
function unknownOutcome(outcome: never): Refusal {
  return { why: `"${String(outcome)}" has no guard`, paths: [] };
}

/** Why the runtime refuses `outcome` for this fact, or undefined. */
export function factGuard(outcome: string, s: FactSituation): Refusal | undefined {
  const f = s.fact;
  if (!isOutcome("fact", outcome)) return { why: `"${outcome}" is not a fact outcome`, paths: [] };
  // A static fact can be flagged stale (staticDecayDays), never promoted again; seeds never change.
  return f.kind === "observed" && f.status === "active" && (f.layer === "dynamic" || outcome === "decay-flag")
    ? undefined
    : { why: "only active observed facts can be flagged, and only dynamic ones promoted", paths: ["fact.kind", "fact.status", "fact.layer"] };
}
