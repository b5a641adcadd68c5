/**
 * Key and value normalization (SPEC §3). Keys are stored normalized; values are only compared
 * normalized, the stored text stays as first observed.
 */

const KEY_SEPARATORS = /[\s_]+/gu;
const WHITESPACE_RUNS = /\s+/gu;

/** NFKC, trimmed, lower-cased, runs of whitespace and `_` become `-`: `Primary Expertise` → `primary-expertise`. */
export function normalizeKey(key: string): string {
  // NFKC runs again after lower-casing because lower-casing can leave a non-NFKC sequence
  // (e.g. U+0130); this keeps normalizeKey idempotent, which parseProfile relies on.
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}

/** NFKC, trimmed, whitespace collapsed, case-folded: `AI  governance` and `ai governance` compare equal. */
export function normalizeValue(value: string): string {
  // toUpperCase().toLowerCase() approximates Unicode full case folding (ß → ss, ς → σ).
  return value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ").toUpperCase().toLowerCase().normalize("NFKC");
}

export function isNormalizedKey(key: string): boolean {
  return key.length > 0 && normalizeKey(key) === key;
}
