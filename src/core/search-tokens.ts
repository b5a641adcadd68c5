/**
 * The words `brain recall` compares (docs/session-context.md, "Recall"): runs of letters and
 * digits, folded for case, accents and width, so `Zürich`, `ZURICH` and `ｚｕｒｉｃｈ` are one word.
 */

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/**
 * The text folded: compatibility-decomposed (NFKD: full-width and other compatibility forms become
 * their plain letters, `ℌ` an `H`, an accented letter a letter and its marks), case-folded (lower,
 * upper, lower: `ß` and `SS` meet), decomposed again (case mapping can itself produce a mark: `ǰ`
 * upper-cases to `J` and a combining caron) and the combining marks dropped.
 */
function foldForSearch(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  const decomposed = text.normalize("NFKD");
  return decomposed.toLowerCase().toUpperCase().toLowerCase().normalize("NFKD").replace(MARKS, "").normalize("NFC");
}

/** The distinct folded words of `text`, in order of first occurrence. */
export function searchTokens(text: string): string[] {
  const folded = foldForSearch(text);
  const words = folded.match(ASCII.test(folded) ? ASCII_WORD : WORD) ?? [];
  return words.length < 2 ? words : [...new Set(words)];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * How many of `tokens` (distinct, folded: searchTokens of a query) are words of `text`: each must
 * occur in the folded text with no letter or digit on either side. A substring search first, so a
 * text without the token costs one native search.
 */
export function countTokensIn(tokens: readonly string[], text: string): number {
  const folded = foldForSearch(text);
  let count = 0;
  for (const token of tokens) {
    for (let at = folded.indexOf(token); at >= 0; at = folded.indexOf(token, at + 1)) {
      if (!LETTER_OR_DIGIT.test(charBefore(folded, at)) && !LETTER_OR_DIGIT.test(charAt(folded, at + token.length))) {
        count++;
        break;
      }
    }
  }
  return count;
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
