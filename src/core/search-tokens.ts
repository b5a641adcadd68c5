/**
 * The words `brain recall` compares (docs/session-context.md, "Recall"): runs of letters and
 * digits, folded for case, accents and width, so `Zürich`, `ZURICH` and `ｚｕｒｉｃｈ` are one word.
 */

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const HAS_MARK = /\p{M}/u;

/**
 * The text folded: compatibility-decomposed (NFKD: full-width and other compatibility forms become
 * their plain letters, `ℌ` an `H`, an accented letter a letter and its marks), the combining marks
 * dropped, and case-folded (lower, upper, lower: `ß` and `SS` meet). Both sides of a comparison
 * are folded alike, so Hangul, decomposed into its jamo, still matches itself.
 */
function foldForSearch(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = text.normalize("NFKD");
  if (HAS_MARK.test(folded)) folded = folded.replace(MARKS, "");
  if (ASCII.test(folded)) return folded.toLowerCase();
  // Case mapping can itself produce a mark (U+0130 lower-cases to `i` and a combining dot).
  folded = folded.toLowerCase().toUpperCase().toLowerCase();
  return HAS_MARK.test(folded) ? folded.normalize("NFKD").replace(MARKS, "") : folded;
}

/** The distinct folded words of `text`, in order of first occurrence. */
export function searchTokens(text: string): string[] {
  const folded = foldForSearch(text);
  const words = folded.match(ASCII.test(folded) ? ASCII_WORD : WORD) ?? [];
  return words.length < 2 ? words : [...new Set(words)];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Counts how many of a query's words (its distinct folded tokens) are words of one of the texts it
 * is given: each must occur in a folded text with no letter or digit on either side. An ASCII text
 * is searched as it is (a case-insensitive search for each ASCII word, with no folded copy made);
 * any other text is folded first. Made once per query, used for every fact.
 */
export function wordCounter(query: string): (...texts: string[]) => number {
  const tokens = searchTokens(query);
  // An ASCII word is letters and digits only: nothing in it is special to a regular expression.
  const ascii = tokens.map((t) => (ASCII.test(t) ? new RegExp(`(?<![a-z0-9])${t}(?![a-z0-9])`, "i") : null));
  return (...texts) => {
    let folded: (string | undefined)[] | undefined;
    let count = 0;
    tokens.forEach((token, i) => {
      const found = texts.some((text, j) => {
        const pattern = ascii[i];
        if (pattern && ASCII.test(text)) return pattern.test(text);
        folded ??= [];
        folded[j] ??= foldForSearch(text);
        return holdsWord(folded[j]!, token);
      });
      if (found) count++;
    });
    return count;
  };
}

function holdsWord(folded: string, token: string): boolean {
  for (let at = folded.indexOf(token); at >= 0; at = folded.indexOf(token, at + 1)) {
    if (!LETTER_OR_DIGIT.test(charBefore(folded, at)) && !LETTER_OR_DIGIT.test(charAt(folded, at + token.length))) return true;
  }
  return false;
}

/** The character (code point) ending just before index `i`, or "" at the start. */
function charBefore(s: string, i: number): string {
  if (i === 0) return "";
  const low = s.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? s.slice(i - 2, i) : s.slice(i - 1, i);
}

/** The character (code point) starting at index `i`, or "" at the end. */
function charAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? "" : String.fromCodePoint(cp);
}
