/**
 * `brain recall <words…>` (docs/session-context.md, "Recall"): a deterministic lexical search over
 * the active facts. A fact is a hit when its key is the query normalized as a key, starts with it,
 * or holds one of the query's words (runs of letters and digits, folded for case, accents and
 * width) in its key or value. Ranked: the key equal to the query, then a key starting with it,
 * then the number of distinct query words matched, then the context's order.
 */
import { normalizeKey } from "../core/normalize.js";
import type { Fact } from "../core/schema-types.js";
import { countTokensIn, searchTokens } from "../core/search-tokens.js";
import type { ContextOrder } from "./session-context.js";

export interface RecallRequest {
  /** The query's words, as given. */
  words: readonly string[];
  limit: number;
  /** Facts of excluded keys are searched too (the operator at the command line, never an agent). */
  includeExcluded: boolean;
}

export interface RecallMatch {
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

export function recallFacts(order: ContextOrder, request: RecallRequest): RecallFound {
  const phrase = request.words.join(" ");
  const key = normalizeKey(phrase);
  const tokens = searchTokens(phrase);
  const scored: (RecallMatch & { exact: boolean; prefix: boolean; rank: number })[] = [];
  let rank = 0;
  const consider = (fact: Fact, excludedBy: string | null) => {
    const at = rank++;
    const exact = key !== "" && fact.key === key;
    const prefix = key !== "" && fact.key.startsWith(key);
    const words = tokens.length === 0 ? 0 : countTokensIn(tokens, `${fact.key} ${fact.value}`);
    if (exact || prefix || words > 0) scored.push({ fact, excludedBy, words, exact, prefix, rank: at });
  };
  for (const item of order.items) for (const fact of item.facts) consider(fact, null);
  if (request.includeExcluded) for (const { fact, glob } of order.excluded) consider(fact, glob);
  scored.sort((a, b) => Number(b.exact) - Number(a.exact) || Number(b.prefix) - Number(a.prefix) || b.words - a.words || a.rank - b.rank);
  return { matches: scored.slice(0, request.limit).map(({ fact, excludedBy, words }) => ({ fact, excludedBy, words })), total: scored.length };
}
