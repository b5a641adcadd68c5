/**
 * The facts each rule scope can see: every path, its type and its value domain, in one table.
 * Rule files are checked against it when loaded (a misspelt path is an error instead of a rule
 * that silently never matches), `brain rules --check` enumerates situations from its domains and
 * checks each condition's constants and operators against them, and the compiler checks the table
 * against the situation types of `situation.ts`: a path missing from either side, a domain of the
 * wrong type or an enumeration that leaves out a value the runtime produces does not compile.
 */
import type { Origin } from "../core/origin.js";
import type { CandidateEvent, FactEvent, ResolvedConfig } from "../core/schema-types.js";
import type { CandidateSituation, FactSituation } from "./situation.js";

export type Scope = "candidate" | "fact";

/** A fact path's type and the values the runtime can give it. */
export type FactDomain =
  /** True or false (or null, when `nullable`: a fact that has no answer for some candidates). */
  | { type: "boolean"; nullable?: boolean }
  /** An integer, at least `min` (or null, when `nullable`: a config number that can be switched off). */
  | { type: "count"; min: number; nullable?: boolean }
  /** Any integer (days can be negative when a date lies after `--today`). */
  | { type: "integer" }
  | { type: "enum"; values: readonly string[] }
  /** Any text (or null, when `nullable`: a fact that names something only when there is one). */
  | { type: "string"; nullable?: boolean }
  | { type: "date" }
  | { type: "list"; of: FactDomain };

/** The dotted paths to the leaves of an object type (arrays are leaves: rules compare whole lists). */
type Leaves<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends readonly unknown[] ? K : NonNullable<T[K]> extends object ? `${K}.${Leaves<NonNullable<T[K]>>}` : K;
}[keyof T & string];

type At<T, P extends string> = P extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<NonNullable<T[H]>, R>
    : never
  : P extends keyof T
    ? NonNullable<T[P]>
    : never;

/** The domains a value of type T may be described by. */
type DomainFor<T> = [T] extends [boolean]
  ? { type: "boolean"; nullable?: boolean }
  : [T] extends [number]
    ? { type: "count"; min: number; nullable?: boolean } | { type: "integer" }
    : [T] extends [readonly (infer E)[]]
      ? { type: "list"; of: DomainFor<E> }
      : [T] extends [string]
        ? string extends T
          ? { type: "string"; nullable?: boolean } | { type: "date" }
          : { type: "enum"; values: readonly string[] }
        : never;

type DomainsOf<T> = { readonly [P in Leaves<T>]: DomainFor<At<T, P>> };

/** An enumeration that must list every value of T (a missing one is a compile error) and may add values T does not have yet. */
function enumOf<T extends string>() {
  return <const V extends readonly string[]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> }),
  ): { type: "enum"; values: V } => ({ type: "enum", values });
}

const BOOLEAN = { type: "boolean" } as const;
const STRING = { type: "string" } as const;
const PROVENANCE = enumOf<CandidateSituation["candidate"]["provenance"]>()(["human", "published", "ai-draft"]);
const LEARNABLE = enumOf<ResolvedConfig["learnFrom"][number]>()(["published", "human"]);

/** `rules` (a folder) and `keyAliases` (a map applied before any rule runs) are the config's keys no condition can use. */
type ConfigForRules = Omit<ResolvedConfig, "rules" | "keyAliases">;

const CONFIG_DOMAINS = {
  promoteThreshold: { type: "count", min: 1 },
  decayDays: { type: "count", min: 1 },
  // null = static facts never go stale; the checker tries {null, v−1, v, v+1}.
  staticDecayDays: { type: "count", min: 1, nullable: true },
  learnFrom: { type: "list", of: LEARNABLE },
  "nudge.minNewPublished": { type: "count", min: 1 },
  "nudge.minDaysSinceRun": { type: "count", min: 0 },
  requireKnownSources: BOOLEAN,
  requireQuotes: BOOLEAN,
  multiValued: { type: "list", of: STRING },
  retireFrom: { type: "list", of: LEARNABLE },
} as const satisfies DomainsOf<ConfigForRules>;

/** Every path of every fact of every scope, with its domain. */
export const FACT_DOMAINS = {
  candidate: {
    candidate: {
      provenance: PROVENANCE,
      hasSupersedes: BOOLEAN,
      hasRetires: BOOLEAN,
      hasKeeps: BOOLEAN,
      origin: enumOf<Origin>()(["operator", "agent", "session"]),
      declinedByOperator: BOOLEAN,
      previouslyDeclined: BOOLEAN,
      sourceKnown: BOOLEAN,
      operatorStatement: BOOLEAN,
      // A fact id, or null: rules compare it with null (`notEqual null`).
      lookalikeOf: { type: "string", nullable: true },
      changesSeed: BOOLEAN,
      // null: no quote, or a human:<label> source (nothing to look in).
      quoteFound: { type: "boolean", nullable: true },
      // An active key of the profile, or null.
      similarKey: { type: "string", nullable: true },
      key: STRING,
      value: STRING,
      source: STRING,
      observedDate: { type: "date" },
    },
    key: { activeFacts: { type: "count", min: 0 }, sameValue: BOOLEAN, sourceSeen: BOOLEAN, multiValued: BOOLEAN },
    target: { exists: BOOLEAN, active: BOOLEAN, sameKey: BOOLEAN, observed: BOOLEAN, differentValue: BOOLEAN, claimed: BOOLEAN },
    config: CONFIG_DOMAINS,
  },
  fact: {
    fact: {
      kind: enumOf<FactSituation["fact"]["kind"]>()(["observed", "profile-field"]),
      layer: enumOf<FactSituation["fact"]["layer"]>()(["static", "dynamic"]),
      // `retired` joins with the retire lifecycle (docs/rules.md): a retired fact is no longer active.
      status: enumOf<FactSituation["fact"]["status"]>()(["active", "superseded", "retired"]),
      key: STRING,
      provenance: enumOf<FactSituation["fact"]["provenance"]>()(["published", "human"]),
      // A fact has at least one source.
      evidenceCount: { type: "count", min: 1 },
      // Never above evidenceCount (rules --check enumerates only such pairs).
      independentEvidence: { type: "count", min: 1 },
      daysSinceSeen: { type: "integer" },
      changedByThisDiff: BOOLEAN,
    },
    config: CONFIG_DOMAINS,
  },
} as const satisfies {
  candidate: { [F in keyof CandidateSituation]: DomainsOf<F extends "config" ? ConfigForRules : CandidateSituation[F]> };
  fact: { [F in keyof FactSituation]: DomainsOf<F extends "config" ? ConfigForRules : FactSituation[F]> };
};

// The other direction: every path of the table is a path of the situation (`satisfies` above
// already refuses an unknown path as an excess property; this keeps the check if it is loosened).
type TablePaths<S extends Scope> = {
  [F in keyof (typeof FACT_DOMAINS)[S] & string]: `${F}.${keyof (typeof FACT_DOMAINS)[S][F] & string}`;
}[keyof (typeof FACT_DOMAINS)[S] & string];
type SituationPaths<T> = { [F in keyof T & string]: `${F}.${Leaves<F extends "config" ? ConfigForRules : T[F]>}` }[keyof T & string];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogMatchesSituations: [Same<TablePaths<"candidate">, SituationPaths<CandidateSituation>>, Same<TablePaths<"fact">, SituationPaths<FactSituation>>] = [
  true,
  true,
];
void catalogMatchesSituations;

/** `FACT_CATALOG[scope][fact]`: the paths a rule may name (rule-set.ts checks rule files against it). */
export const FACT_CATALOG: Record<Scope, Record<string, readonly string[]>> = {
  candidate: pathLists(FACT_DOMAINS.candidate),
  fact: pathLists(FACT_DOMAINS.fact),
};

function pathLists(facts: Record<string, Record<string, FactDomain>>): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(facts).map(([fact, paths]) => [fact, Object.keys(paths)]));
}

/** The domain of `fact`/`path` in a scope, or undefined when the catalog has no such path. */
export function factDomain(scope: Scope, fact: string, path: string | undefined): FactDomain | undefined {
  const paths = (FACT_DOMAINS[scope] as Record<string, Record<string, FactDomain>>)[fact];
  if (!paths || path === undefined || !Object.hasOwn(paths, path)) return undefined;
  return paths[path];
}

/** The outcomes (event types) of each scope, from the rules schema's enumerations. */
const OUTCOMES = {
  candidate: enumOf<CandidateEvent>()(["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"]).values,
  fact: enumOf<FactEvent>()(["promote", "decay-flag"]).values,
} as const;

export type Outcome<S extends Scope> = (typeof OUTCOMES)[S][number];

export function isOutcome<S extends Scope>(scope: S, type: string): type is Outcome<S> {
  return (OUTCOMES[scope] as readonly string[]).includes(type);
}
