/**
 * A candidate's quote checked against the record it cites (docs/rules.md, `candidate.quoteFound`):
 * both are folded the same way — NFC, typographic quotes, apostrophes and dashes as their ASCII
 * forms, every whitespace run as one space, ends trimmed, case kept — and the quote must be a
 * passage of the record. A short quote proves little (`the`, `AI`): under QUOTE_MIN_LENGTH
 * characters it counts only when it is the whole record.
 */
import { DASHES } from "./normalize.js";
import { visible } from "./visible-text.js";

/** Characters, after folding, below which a quote counts as found only when it is the whole body. */
export const QUOTE_MIN_LENGTH = 20;

// Listed, not \p{Pi}/\p{Pf}: a Node with other Unicode tables folds the same way.
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u2039\u203a\uff07]/gu;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\u301f\uff02]/gu;
const WHITESPACE_RUNS = /\s+/gu;
// Text of tab, LF, CR and printable ASCII only: NFC and the typographic folds leave it as it is.
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** The text a quote and a record body are compared in. */
export function foldQuoteText(text: string): string {
  const folded = PLAIN_ASCII.test(text) ? text : text.normalize("NFC").replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, "-");
  return folded.replace(WHITESPACE_RUNS, " ").trim();
}

/**
 * Whether `quote` is in the record whose folded body is `foldedBody` (foldQuoteText: a record
 * cited by many candidates is folded once). A quote folded to under QUOTE_MIN_LENGTH characters
 * (code points) counts only when it is the whole body.
 */
export function quoteInBody(quote: string, foldedBody: string): boolean {
  const folded = foldQuoteText(quote);
  if (folded.length === 0) return false;
  if (codePoints(folded) < QUOTE_MIN_LENGTH) return folded === foldedBody;
  return foldedBody.includes(folded);
}

function codePoints(s: string): number {
  // Most quotes hold no surrogate pair: then the length is the count.
  if (!/[\ud800-\udfff]/.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** ` (found in the record)`, ` (not found in <source>)`, or nothing when it was not looked for (an operator statement): what the reviews and `explain` say of a quote. */
export function quoteVerdict(found: boolean | undefined | null, source: string | null): string {
  if (found === true) return " (found in the record)";
  if (found === false) return ` (not found in ${visible(source ?? "the record")})`;
  return "";
}
