/**
 * Key and value normalization (docs/profile-format.md). Keys are stored normalized; values are only compared
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

/**
 * NFKC, trimmed, whitespace collapsed, case-folded: `AI  governance` and `ai governance` compare
 * equal, and so do `Straße`, `STRASSE` and `STRAẞE`.
 */
export function normalizeValue(value: string): string {
  // On printable ASCII full case folding is lower-casing, so this path and the general one agree.
  if (PRINTABLE_ASCII.test(value)) return value.trim().replace(WHITESPACE_RUNS, " ").toLowerCase();
  return caseFold(value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ")).normalize("NFKC");
}

/**
 * Unicode full case folding as JavaScript can spell it: lower, upper, lower. Lower-casing first
 * turns capitals that have no one-letter upper-case partner the other way round (ẞ → ß) into
 * their small form, upper-casing then expands the special foldings (ß → SS, ŉ → ʼN, ΐ → Ϊ́) and
 * merges variant forms (ς, σ → Σ; ſ → S), and the last lower-casing gives the folded text.
 */
function caseFold(s: string): string {
  return s.toLowerCase().toUpperCase().toLowerCase();
}

export function isNormalizedKey(key: string): boolean {
  return key.length > 0 && normalizeKey(key) === key;
}
