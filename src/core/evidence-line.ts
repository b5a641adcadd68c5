/**
 * The line of a record the review shows as a candidate's evidence: the line that holds the
 * candidate's quote, else the one holding its value, else the record's first line. Both are found
 * after normalizing the line and the text sought alike: NFKC, case folded, typographic quotes,
 * apostrophes and dashes as ASCII, whitespace runs as one space. Pure.
 */
import { foldQuoteText } from "./quote.js";
import { visible } from "./visible-text.js";

/** The longest evidence line shown; a longer one is cut around the text found. */
export const EVIDENCE_LINE_MAX = 120;

/**
 * The form lines and the text sought are compared in (lengths may differ from the original): the
 * quote check's fold (src/core/quote.ts), after NFKC and with case folded too — this only picks a
 * line to show, so width and case variants should still find it.
 */
function folded(text: string): string {
  return foldQuoteText(text.normalize("NFKC")).toLowerCase();
}

/**
 * The line of `body` to show for a candidate: the first line holding `quote` (when given), else the
 * first holding `value`, else the first non-blank line; escaped for the terminal (visible) and at
 * most EVIDENCE_LINE_MAX characters, cut around the text found.
 */
export function evidenceLine(quote: string | undefined, body: string, value?: string): string {
  const lines = body.split("\n").filter((l) => l.trim() !== "");
  for (const sought of [quote, value]) {
    if (sought === undefined) continue;
    const want = folded(sought);
    if (want === "") continue;
    for (const line of lines) {
      const at = folded(line).indexOf(want);
      if (at >= 0) return shown(line, at);
    }
  }
  return shown(lines[0] ?? "", 0);
}

/**
 * The line trimmed and escaped; a long one cut to a window around `at` (a position in the folded
 * line, close enough to the original's to place the window), at spaces: a word is shown whole or
 * not at all, unless one word alone is longer than the window.
 */
function shown(line: string, at: number): string {
  const text = visible(line.trim());
  if (text.length <= EVIDENCE_LINE_MAX) return text;
  let start = at <= EVIDENCE_LINE_MAX / 3 ? 0 : Math.min(at - 20, text.length - EVIDENCE_LINE_MAX);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  const head = start > 0 ? "…" : "";
  const room = EVIDENCE_LINE_MAX - head.length - 1;
  let end = start + room;
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${head}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}
