/**
 * Key and value normalization (SPEC §3). Keys are stored normalized; values are only compared
 * normalized, the stored text stays as first observed.
 */

const KEY_SEPARATORS = /[\s_]+/gu;
const WHITESPACE_RUNS = /\s+/gu;
// Fast paths for the common case (each runs for every fact and candidate of a batch): NFKC leaves
// ASCII unchanged, and on ASCII upper- then lower-casing is just lower-casing, so these inputs
// skip the costly Unicode steps with the very same result.
const NORMALIZED_ASCII_KEY = /^[a-z0-9-]*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** NFKC, trimmed, lower-cased, runs of whitespace and `_` become `-`: `Primary Expertise` → `primary-expertise`. */
export function normalizeKey(key: string): string {
  if (NORMALIZED_ASCII_KEY.test(key)) return key;
  // NFKC runs again after lower-casing because lower-casing can leave a non-NFKC sequence
  // (e.g. U+0130); this keeps normalizeKey idempotent, which parseProfile relies on.
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}

/** NFKC, trimmed, whitespace collapsed, case-folded: `AI  governance` and `ai governance` compare equal. */
export function normalizeValue(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value.trim().replace(WHITESPACE_RUNS, " ").toLowerCase();
  // toUpperCase().toLowerCase() approximates Unicode full case folding (ß → ss, ς → σ).
  return value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ").toUpperCase().toLowerCase().normalize("NFKC");
}

export function isNormalizedKey(key: string): boolean {
  return key.length > 0 && normalizeKey(key) === key;
}
