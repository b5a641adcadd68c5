import type { Origin } from "../core/origin.js";
import { independentEvidence } from "../core/provenance.js";
import type { Candidate, Fact, ResolvedConfig } from "../core/schema-types.js";

/** What a candidate-scope rule sees (see docs/rules.md for the meaning of each field). */
export interface CandidateSituation {
  candidate: {
    provenance: Candidate["provenance"];
    hasSupersedes: boolean;
    /** The candidate is a retire candidate (`retires` + `reason`, no value). */
    hasRetires: boolean;
    /** The candidate is a resolve candidate (`keeps`, no value): the operator settles an open conflict. */
    hasKeeps: boolean;
    /** Who put it in the batch: `operator` (the command line), `agent` (an MCP tool) or `session` (a candidates file, MCP propose). */
    origin: Origin;
    /** The operator declined this candidate (or an earlier one of the batch with the same key and value): brain decline / brain review. */
    declinedByOperator: boolean;
    /** The candidate matches a remembered decline of an earlier apply (brain declined). */
    previouslyDeclined: boolean;
    /** `human:<label>`, or `<tributary>:<id>` naming an ingested record with the candidate's provenance. */
    sourceKnown: boolean;
    /** The source is a `human:<label>` statement: the operator's own word, recorded nowhere. */
    operatorStatement: boolean;
    /**
     * The id of an active observed fact of the key whose value is not the candidate's (normalized)
     * but looks like it (the same look-alike form, docs/security.md), and which the candidate's
     * `supersedes` does not name; else null (also for a candidate whose value some active fact holds).
     */
    lookalikeOf: string | null;
    /**
     * Applied, the candidate would change an active profile-field seed: a retire of a seed, a value
     * whose `supersedes` names one, a resolve that would archive one.
     */
    changesSeed: boolean;
    /**
     * Whether the candidate's `quote` occurs in the body of the record it cites (src/core/quote.ts);
     * null when it has no quote or cites a `human:<label>` statement.
     */
    quoteFound: boolean | null;
    /**
     * For a value candidate whose key (after the config's keyAliases) has no active fact: an active
     * key of the profile that is nearly the same (src/diff/similar-keys.ts), else null.
     */
    similarKey: string | null;
    key: string;
    value: string;
    source: string;
    observedDate: string;
  };
  /**
   * `activeFacts`: the active values of the candidate's normalized key — its observed facts and, for
   * conflicts, its seeds (a value candidate: the seeds of another value; a retire or resolve: all).
   */
  key: { activeFacts: number; sameValue: boolean; sourceSeen: boolean; multiValued: boolean };
  /** The fact named by `supersedes` (or `retires`, or `keeps`); all false when there is none. */
  target: {
    exists: boolean;
    active: boolean;
    sameKey: boolean;
    observed: boolean;
    differentValue: boolean;
    claimed: boolean;
  };
  config: ResolvedConfig;
}

/** What a fact-scope rule sees for one fact of the profile as the candidates would leave it. */
export interface FactSituation {
  fact: {
    kind: Fact["kind"];
    layer: Fact["layer"];
    status: Fact["status"];
    key: string;
    provenance: Fact["provenance"];
    /** Distinct sources (`evidence_count`). */
    evidenceCount: number;
    /** Independent observations: each cited record once, all `human:<label>` statements together once. */
    independentEvidence: number;
    daysSinceSeen: number;
    /** This diff adds the fact or bumps its evidence: the decay rules leave it alone (it was just seen, whatever its dates say). */
    changedByThisDiff: boolean;
  };
  config: ResolvedConfig;
}

/** What the fact-scope rules see for `f`, unseen for `age` days (also what `rules --test` explains a failed expectation with). */
export function factSituation(f: Fact, age: number, config: ResolvedConfig, changedByThisDiff: boolean): FactSituation {
  return {
    fact: {
      kind: f.kind,
      layer: f.layer,
      status: f.status,
      key: f.key,
      provenance: f.provenance,
      evidenceCount: f.evidence_count,
      independentEvidence: independentEvidence(f.sources),
      daysSinceSeen: age,
      changedByThisDiff,
    },
    config,
  };
}

type AnyMemberHas<T, K extends string> = T extends unknown ? (K extends keyof T ? true : never) : never;
/** True once the candidates schema has retire candidates (`retires`): then `candidate.hasRetires` can be true. */
type RetireCandidatesExist = [AnyMemberHas<Candidate, "retires">] extends [never] ? false : true;

/**
 * Whether the runtime can produce a retire candidate: `brain rules --check` enumerates
 * `candidate.hasRetires: true` only then. Typed from the generated candidate type, so it cannot
 * disagree with the candidates schema.
 */
export const RETIRE_CANDIDATES: RetireCandidatesExist = true;
