var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "FACT_CATALOG", { get: () => FACT_CATALOG, enumerable: true });
__defProp(stdin_exports, "FACT_DOMAINS", { get: () => FACT_DOMAINS, enumerable: true });
__defProp(stdin_exports, "factDomain", { value: factDomain, enumerable: true });
__defProp(stdin_exports, "isOutcome", { value: isOutcome, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function enumOf() {
  return (values) => ({ type: "enum", values });
}
var BOOLEAN = { type: "boolean" };
var STRING = { type: "string" };
var PROVENANCE = enumOf()(["human", "published", "ai-draft"]);
var LEARNABLE = enumOf()(["published", "human"]);
var CONFIG_DOMAINS = {
  promoteThreshold: { type: "count", min: 1 },
  decayDays: { type: "count", min: 1 },
  // null = static facts never go stale; the checker tries {null, v−1, v, v+1}.
  staticDecayDays: { type: "count", min: 1, nullable: true },
  learnFrom: { type: "list", of: LEARNABLE },
  "nudge.minNewPublished": { type: "count", min: 1 },
  "nudge.minDaysSinceRun": { type: "count", min: 0 },
  requireKnownSources: BOOLEAN,
  multiValued: { type: "list", of: STRING },
  retireFrom: { type: "list", of: LEARNABLE }
};
var FACT_DOMAINS = {
  candidate: {
    candidate: {
      provenance: PROVENANCE,
      hasSupersedes: BOOLEAN,
      hasRetires: BOOLEAN,
      hasKeeps: BOOLEAN,
      origin: enumOf()(["operator", "agent", "session"]),
      declinedByOperator: BOOLEAN,
      previouslyDeclined: BOOLEAN,
      sourceKnown: BOOLEAN,
      operatorStatement: BOOLEAN,
      // A fact id, or null: rules compare it with null (`notEqual null`).
      lookalikeOf: { type: "string", nullable: true },
      key: STRING,
      value: STRING,
      source: STRING,
      observedDate: { type: "date" }
    },
    key: { activeFacts: { type: "count", min: 0 }, sameValue: BOOLEAN, sourceSeen: BOOLEAN, multiValued: BOOLEAN },
    target: { exists: BOOLEAN, active: BOOLEAN, sameKey: BOOLEAN, observed: BOOLEAN, differentValue: BOOLEAN, claimed: BOOLEAN },
    config: CONFIG_DOMAINS
  },
  fact: {
    fact: {
      kind: enumOf()(["observed", "profile-field"]),
      layer: enumOf()(["static", "dynamic"]),
      // `retired` joins with the retire lifecycle (docs/rules.md): a retired fact is no longer active.
      status: enumOf()(["active", "superseded", "retired"]),
      key: STRING,
      provenance: enumOf()(["published", "human"]),
      // A fact has at least one source.
      evidenceCount: { type: "count", min: 1 },
      // Never above evidenceCount (rules --check enumerates only such pairs).
      independentEvidence: { type: "count", min: 1 },
      daysSinceSeen: { type: "integer" }
    },
    config: CONFIG_DOMAINS
  }
};
var FACT_CATALOG = {
  candidate: pathLists(FACT_DOMAINS.candidate),
  fact: pathLists(FACT_DOMAINS.fact)
};
function pathLists(facts) {
  return Object.fromEntries(Object.entries(facts).map(([fact, paths]) => [fact, Object.keys(paths)]));
}
function factDomain(scope, fact, path) {
  const paths = FACT_DOMAINS[scope][fact];
  if (!paths || path === void 0 || !Object.hasOwn(paths, path)) return void 0;
  return paths[path];
}
var OUTCOMES = {
  candidate: enumOf()(["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"]).values,
  fact: enumOf()(["promote", "decay-flag"]).values
};
function isOutcome(scope, type) {
  return OUTCOMES[scope].includes(type);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FACT_CATALOG,
  FACT_DOMAINS,
  factDomain,
  isOutcome
});
