/**
 * A record's content, as brain identifies it (docs/consolidation-loop.md, "Records"): the body
 * without any frontmatter, normalized so that a re-saved or re-spaced copy is the same content.
 */
import { shortHash } from "./hash.js";

/**
 * The normalized body: NFC, LF line ends (CRLF and lone CR become LF), trailing spaces and tabs
 * removed from every line, blank lines removed at both ends, and every line (the last one too)
 * ended by one LF — so a clean text file's normalized body is its own bytes, and its id is the
 * one earlier versions gave it. Empty text stays empty.
 */
export function normalizeRecordBody(body: string): string {
  const lines = body
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""));
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === "") start++;
  while (end > start && lines[end - 1] === "") end--;
  return start === end ? "" : `${lines.slice(start, end).join("\n")}\n`;
}

/** A record's id: the first 12 hex of the sha256 of its normalized body. */
export function recordContentId(body: string): string {
  return shortHash(normalizeRecordBody(body));
}

/**
 * Splits a file into its own frontmatter (the YAML between a first line `---` and the next line
 * `---` or `...`) and its body. No opening `---` line, or no closing line: no frontmatter, the
 * whole text is the body. CRLF line ends are accepted around the markers.
 */
export function splitFrontmatter(text: string): { frontmatter: string | undefined; body: string } {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return { frontmatter: undefined, body: text };
  const rest = text.slice(open[0].length);
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!close) return { frontmatter: undefined, body: text };
  return { frontmatter: rest.slice(0, close.index), body: rest.slice(close.index + close[0].length) };
}
