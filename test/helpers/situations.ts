/** A candidate-scope situation for rule tests: a human statement on a key with one active value, unless `over` says otherwise. */
import { resolveConfig } from "../../src/io/load-config.js";
import type { CandidateSituation } from "../../src/rules/situation.js";

export const candidateSituation = (over: {
  candidate?: Partial<CandidateSituation["candidate"]>;
  key?: Partial<CandidateSituation["key"]>;
  target?: Partial<CandidateSituation["target"]>;
  config?: CandidateSituation["config"];
}): CandidateSituation => ({
  candidate: {
    provenance: "human",
    hasSupersedes: false,
    hasRetires: false,
    hasKeeps: false,
    origin: "session",
    declinedByOperator: false,
    previouslyDeclined: false,
    sourceKnown: true,
    operatorStatement: (over.candidate?.source ?? "human:x").startsWith("human:"),
    lookalikeOf: null,
    changesSeed: false,
    quoteFound: null,
    similarKey: null,
    key: "k",
    value: "v",
    source: "human:x",
    observedDate: "2026-01-01",
    ...over.candidate,
  },
  key: { activeFacts: 1, sameValue: false, sourceSeen: false, multiValued: false, ...over.key },
  target: { exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false, ...over.target },
  config: over.config ?? resolveConfig({}),
});
