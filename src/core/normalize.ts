/**
 * Key and value normalization (docs/profile-format.md). Keys are stored normalized; values are only compared
 * normalized, the stored text stays as first observed.
 */

const KEY_SEPARATORS = /[\s_]+/gu;
/**
 * Every dash — general category Pd of Unicode 17.0 — and U+2212 MINUS SIGN, which keys write as
 * `-`: `job‐title` (U+2010) and `job−title` are `job-title`. Listed rather than `\p{Pd}`, so a
 * Node with other Unicode tables mints the same ids; test/core/normalize.test.ts checks the list
 * against `\p{Pd}`.
 */
export const DASHES =
  /[\u058a\u05be\u1400\u1806\u2010-\u2015\u2212\u2e17\u2e1a\u2e3a\u2e3b\u2e40\u2e5d\u301c\u3030\u30a0\ufe31\ufe32\ufe58\ufe63\uff0d\u{10d6e}\u{10ead}]/gu;
const WHITESPACE_RUNS = /\s+/gu;
/**
 * Whitespace that collapsing changes: a run of two or more, or one that is not U+0020. Most values
 * have neither, and replacing each single space by a space made a copy of every value compared
 * (~80 MB of garbage at 100k candidates).
 */
const COLLAPSIBLE = /\s{2,}|[^\S ]/u;
// Fast paths for the common case (each runs for every fact and candidate of a batch): NFKC leaves
// ASCII unchanged, and on ASCII upper- then lower-casing is just lower-casing, so these inputs
// skip the costly Unicode steps with the very same result.
const NORMALIZED_ASCII_KEY = /^[a-z0-9-]*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * NFKC, trimmed, lower-cased, runs of whitespace and `_` become `-`, every dash becomes `-`:
 * `Primary Expertise` → `primary-expertise`, `Job–Title` → `job-title`.
 */
export function normalizeKey(key: string): string {
  if (NORMALIZED_ASCII_KEY.test(key)) return key;
  return earlierKeySteps(key).replace(DASHES, "-");
}

/**
 * The steps keys were normalized by before dashes were (brain 0.1 up to the fourth round). NFKC
 * runs again after lower-casing because lower-casing can leave a non-NFKC sequence (e.g. U+0130);
 * this keeps normalizeKey idempotent, which parseProfile relies on.
 */
function earlierKeySteps(key: string): string {
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}

/**
 * NFKC, trimmed, whitespace collapsed, case-folded: `AI  governance` and `ai governance` compare
 * equal, and so do `Straße`, `STRASSE` and `STRAẞE`.
 */
export function normalizeValue(value: string): string {
  // On printable ASCII full case folding is lower-casing, so this path and the general one agree.
  if (PRINTABLE_ASCII.test(value)) return collapseWhitespace(value.trim()).toLowerCase();
  return caseFold(collapseWhitespace(value.normalize("NFKC").trim())).normalize("NFKC");
}

/** Runs of whitespace as one space each. */
function collapseWhitespace(s: string): string {
  return COLLAPSIBLE.test(s) ? s.replace(WHITESPACE_RUNS, " ") : s;
}

/**
 * Unicode full case folding as JavaScript can spell it: lower, upper, lower. Lower-casing first
 * turns capitals that have no one-letter upper-case partner the other way round (ẞ → ß) into
 * their small form, upper-casing then expands the special foldings (ß → SS, ŉ → ʼN, ΐ → Ϊ́) and
 * merges variant forms (ς, σ → Σ; ſ → S), and the last lower-casing gives the folded text.
 */
export function caseFold(s: string): string {
  return s.toLowerCase().toUpperCase().toLowerCase();
}

export function isNormalizedKey(key: string): boolean {
  return key.length > 0 && normalizeKey(key) === key;
}

/**
 * A key an earlier version stored as normalized that normalizes further now (it holds a dash
 * other than `-`): profile.md is read with `normalizeKey(key)` in its place, the fact keeps its
 * id, and the next write stores the new key (docs/profile-format.md).
 */
export function isEarlierNormalizedKey(key: string): boolean {
  return key.length > 0 && earlierKeySteps(key) === key && normalizeKey(key) !== key;
}
