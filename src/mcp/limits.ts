/**
 * The MCP server's documented limits (docs/mcp.md): what one result may hold, what one request may
 * carry, and the cursors that page through what does not fit.
 */
import { UsageError } from "../core/errors.js";
import { sha256 } from "../core/hash.js";

/** At most this many characters of text per result (UTF-16 units; well under 1 MB of UTF-8 for most text). */
export const MAX_TEXT_CHARS = 1_000_000;
/** At most this many bytes of JSON per result's structuredContent. */
export const MAX_STRUCTURED_BYTES = 1_000_000;
/** At most this many candidates in one validate_candidates or propose call. */
export const MAX_CANDIDATES = 20_000;
/** At most this many bytes of JSON for one call's candidates array. */
export const MAX_CANDIDATES_BYTES = 8 * 1024 * 1024;
/** One JSON-RPC message on stdin: a longer one is answered with an error and dropped, never read whole. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** show and history list this many items per page unless `limit` says otherwise (and never more than fit the byte limit). */
export const DEFAULT_PAGE = 500;
/**
 * A fact in a show or explain result carries at most this many bytes of JSON: one with more sources
 * carries those that fit, and `sources_pages` says how to read the rest (show with `id` and
 * `sources_cursor`). A fact's key and value are bounded (200 and 4000 characters); its sources are not.
 */
export const MAX_FACT_BYTES = 256 * 1024;
/** recall returns this many hits unless `limit` says otherwise (as `brain recall`). */
export const DEFAULT_RECALL_HITS = 10;
/** recall returns at most this many hits: a search, not a way to page through the profile (show does that). */
export const MAX_RECALL_HITS = 100;

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}

/**
 * The text, cut to MAX_TEXT_CHARS at a line end, with a last line naming where the rest is.
 * `rest` says what to call or read (e.g. "read /data/brain/pending-diff.md").
 */
export function capText(text: string, rest: string): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  const room = MAX_TEXT_CHARS - rest.length - 200;
  const cut = text.lastIndexOf("\n", room);
  const kept = text.slice(0, cut > 0 ? cut : room);
  return `${kept}\n\n[brain: cut at ${MAX_TEXT_CHARS.toLocaleString("en-US")} characters of ${text.length.toLocaleString("en-US")}; the rest: ${rest}]`;
}

/** A cursor: the sha256 of the profile it was cut from, where the next page starts, and a digest of the query. */
export function makeCursor(profileSha: string, offset: number, query: unknown): string {
  return `${profileSha}.${offset}.${queryDigest(query)}`;
}

/**
 * The offset a cursor names, for the same query on the same profile. A cursor cut from an earlier
 * profile (anything was applied or rolled back since) or for another query is refused.
 */
export function readCursor(tool: string, cursor: string, profileSha: string, query: unknown): number {
  const m = /^([0-9a-f]{64})\.(\d{1,9})\.([0-9a-f]{12})$/.exec(cursor);
  if (!m)
    throw new UsageError(
      `${tool}: cursor: expected a next_cursor this tool returned, found ${JSON.stringify(cursor.slice(0, 100))}; call ${tool} without cursor to start again`,
    );
  if (m[1] !== profileSha) {
    throw new UsageError(
      `${tool}: cursor: the profile changed since this cursor was cut (it names profile ${m[1]!.slice(0, 12)}, now ${profileSha.slice(0, 12)}); call ${tool} without cursor to start again`,
    );
  }
  if (m[3] !== queryDigest(query))
    throw new UsageError(`${tool}: cursor: it was cut for other arguments; pass the same ones, or call ${tool} without cursor to start again`);
  return Number(m[2]);
}

function queryDigest(query: unknown): string {
  return sha256().update(JSON.stringify(query)).digest("hex").slice(0, 12);
}

/**
 * The items from `offset`, at most `limit` of them and no more than fit `maxBytes` of JSON
 * (always at least one, so paging moves on), and the offset after the page (null at the end).
 */
export function page<T>(items: readonly T[], offset: number, limit: number, maxBytes: number): { items: T[]; next: number | null } {
  const out: T[] = [];
  let bytes = 0;
  for (let i = offset; i < items.length && out.length < limit; i++) {
    const size = jsonBytes(items[i]) + 1;
    if (out.length > 0 && bytes + size > maxBytes) break;
    out.push(items[i]!);
    bytes += size;
  }
  const end = offset + out.length;
  return { items: out, next: end < items.length ? end : null };
}
