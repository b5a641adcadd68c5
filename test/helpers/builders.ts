import { mintEntityId } from "../../src/core/mint-id.js";
import type { Fact, ResolveCandidate, RetireCandidate, Rule, RuleFile, ValueCandidate } from "../../src/core/schema-types.js";
import type { LoadedRuleFile } from "../../src/rules/rule-set.js";

/** An active dynamic observed fact of `key`, with the id brain mints for it, seen on 2026-05-01; `extra` overrides any field. */
export function observedFact(key: string, value: string, sources: string[] = ["published:a"], extra: Partial<Fact> = {}): Fact {
  return {
    id: mintEntityId({ kind: "observed", key }),
    kind: "observed",
    layer: "dynamic",
    key,
    value,
    provenance: "published",
    sources,
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    evidence_count: sources.length,
    status: "active",
    ...extra,
  };
}

/** A published value candidate observed on 2026-05-20; `extra` overrides any field. */
export function valueCandidate(key: string, value: string, source: string, extra: Partial<ValueCandidate> = {}): ValueCandidate {
  return { key, value, source, provenance: "published", observed_date: "2026-05-20", ...extra };
}

/** The operator's retirement of fact `retires` of `key` (human:call, 2026-05-20, "left"); `extra` overrides any field. */
export function retireCandidate(key: string, retires: string, extra: Partial<RetireCandidate> = {}): RetireCandidate {
  return { key, retires, reason: "left", provenance: "human", source: "human:call", observed_date: "2026-05-20", ...extra };
}

/** The operator's resolution of `key`'s conflict, keeping fact `keeps` (human:call, 2026-05-20); `extra` overrides any field. */
export function resolveCandidate(key: string, keeps: string, extra: Partial<ResolveCandidate> = {}): ResolveCandidate {
  return { key, keeps, provenance: "human", source: "human:call", observed_date: "2026-05-20", ...extra };
}

/** One condition of a rule: `fact.path operator value` (a value may be a reference `{ fact, path }`). */
export const leaf = (fact: string, path: string, operator: string, value: unknown) => ({ fact, path, operator, value });

/** A rule of a rule file whose conditions are `all` of `conditions`, deciding `type`. */
export const rule = (name: string, priority: number, conditions: unknown[], type: string): Rule => ({
  name,
  priority,
  conditions: { all: conditions } as Rule["conditions"],
  event: { type },
});

/** A rule file as the loader hands it over: `r/<file>` of `scope`, holding `rules`. */
export const ruleFile = (file: string, scope: "candidate" | "fact", rules: Rule[]): LoadedRuleFile => ({
  path: `r/${file}`,
  file,
  sha256: "0".repeat(64),
  content: { version: 1, scope, rules } as RuleFile,
});
