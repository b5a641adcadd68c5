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
import { type ContextPlan, type ContextPosition, comparePositions } from "./session-context.js";

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
}

/** The hits, best first; only the hits are put in the context's order. */
export function recallFacts(plan: ContextPlan, request: RecallRequest): RecallFound {
  const phrase = request.words.join(" ");
  const key = normalizeKey(phrase);
  const countWords = wordCounter(phrase);
  const scored: (RecallMatch & { score: number; position: ContextPosition })[] = [];
  const consider = (fact: Fact, excludedBy: string | null) => {
    const exact = key !== "" && fact.key === key;
    const prefix = key !== "" && fact.key.startsWith(key);
    const words = countWords(fact.key, fact.value);
    if (!exact && !prefix && words === 0) return;
    // Higher first: exact, then prefix, then the words matched (at most the query's, < 2^20).
    const score = (exact ? 2 ** 22 : 0) + (prefix ? 2 ** 21 : 0) + words;
    scored.push({ fact, excludedBy, words, score, position: plan.position(fact) });
  };
  for (const fact of plan.offered) consider(fact, null);
  if (request.includeExcluded) for (const { fact, glob } of plan.excluded) consider(fact, glob);
  scored.sort((a, b) => b.score - a.score || comparePositions(a.position, b.position));
  return { matches: scored.slice(0, request.limit).map(({ fact, excludedBy, words }) => ({ fact, excludedBy, words })), total: scored.length };
}
