/**
 * `brain recall <words…>` (docs/session-context.md, "Recall"): a deterministic lexical search over
 * the active facts. A fact is a hit when its key is the query normalized as a key, starts with it,
 * or holds one of the query's words (runs of letters and digits, folded for case, accents and
 * width) in its key or value. Ranked: the key equal to the query, then a key starting with it,
 * then the number of distinct query words matched, then the context's order.
 */
import { normalizeKey } from "../core/normalize.js";
import type { Fact } from "../core/schema-types.js";
import { wordCounter } from "../core/search-tokens.js";
import { aliasTarget } from "../core/key-aliases.js";
import { keyExclusion } from "../core/key-glob.js";
import { type ContextPlanInput, comparePositions, planContext } from "./session-context.js";

export interface RecallRequest {
  /** The query's words, as given. */
  words: readonly string[];
  limit: number;
  /** Facts of excluded keys are searched too (the operator at the command line, never an agent). */
  includeExcluded: boolean;
}

interface RecallMatch {
  fact: Fact;
  /** The glob that excludes the fact's key (only with includeExcluded). */
  excludedBy: string | null;
  /** Distinct query words the fact's key and value hold. */
  words: number;
}

export interface RecallFound {
  matches: RecallMatch[];
  /** Hits before the limit. */
  total: number;
  /** Active facts of excluded keys, never searched (0 when they were searched). */
  withheld: number;
}

/**
 * The hits, best first. Only the hits are put in the context's order: the context is planned for
 * the facts of the hits' keys alone (a key and its aliases are one), which gives each hit the same
 * group (a conflict is its key's, staleness its own) and the same order among them as the whole
 * profile's plan.
 */
export function recallFacts(input: ContextPlanInput, request: RecallRequest): RecallFound {
  const phrase = request.words.join(" ");
  const key = normalizeKey(phrase);
  const countWords = wordCounter(phrase);
  const exclusion = keyExclusion(input.context.exclude, input.config.keyAliases);
  const scored: { fact: Fact; words: number; score: number }[] = [];
  let withheld = 0;
  for (const fact of input.facts) {
    if (fact.status !== "active") continue;
    if (exclusion.excludedBy(fact.key) !== undefined) {
      withheld++;
      if (!request.includeExcluded) continue;
    }
    const exact = key !== "" && fact.key === key;
    const prefix = key !== "" && fact.key.startsWith(key);
    const words = countWords(fact.key, fact.value);
    if (!exact && !prefix && words === 0) continue;
    // Higher first: exact, then prefix, then the words matched (at most the query's, < 2^20).
    scored.push({ fact, words, score: (exact ? 2 ** 22 : 0) + (prefix ? 2 ** 21 : 0) + words });
  }
  // A fact stored under an alias key counts as its target's (an open conflict spans both keys).
  const keyOf = (f: Fact) => aliasTarget(input.config.keyAliases, f.key);
  const keys = new Set(scored.map((x) => keyOf(x.fact)));
  const plan = planContext({ ...input, facts: input.facts.filter((f) => keys.has(keyOf(f))) });
  const excludedBy = new Map(plan.excluded.map((x) => [x.fact, x.glob]));
  const ranked = scored.map((x) => ({ ...x, position: plan.position(x.fact) }));
  ranked.sort((a, b) => b.score - a.score || comparePositions(a.position, b.position));
  return {
    matches: ranked.slice(0, request.limit).map(({ fact, words }) => ({ fact, excludedBy: excludedBy.get(fact) ?? null, words })),
    total: ranked.length,
    withheld: request.includeExcluded ? 0 : withheld,
  };
}
