/**
 * The facts each rule scope can see, and the paths within them. Rule files are checked
 * against this catalog when loaded, so a misspelt path is an error instead of a rule that
 * silently never matches. `situation.ts` builds exactly these shapes.
 */
export type Scope = "candidate" | "fact";

const CONFIG_PATHS = [
  "promoteThreshold",
  "decayDays",
  "learnFrom",
  "nudge.minNewPublished",
  "nudge.minDaysSinceRun",
  "requireKnownSources",
  "multiValued",
  "retireFrom",
];

export const FACT_CATALOG: Record<Scope, Record<string, readonly string[]>> = {
  candidate: {
    candidate: ["provenance", "hasSupersedes", "hasRetires", "sourceKnown", "key", "value", "source", "observedDate"],
    key: ["activeFacts", "sameValue", "sourceSeen", "multiValued"],
    target: ["exists", "active", "sameKey", "observed", "differentValue", "claimed"],
    config: CONFIG_PATHS,
  },
  fact: {
    fact: ["kind", "layer", "status", "key", "provenance", "evidenceCount", "daysSinceSeen"],
    config: CONFIG_PATHS,
  },
};
