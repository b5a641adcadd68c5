/**
 * Where records are (the tributary folders of ingest/) and a record file's head: its text up to the
 * end of its frontmatter, read non-blocking, one small buffer for every file. A module of its own,
 * so that what only looks at frontmatter — which records are agent-written, for `brain show` and
 * `explain` — does not load what ingesting and the records cursor need (records.ts: ~19M
 * instructions of module loading, ~2.5% of a 500-fact `brain show`).
 */
import { closeSync, readdirSync, readSync } from "node:fs";
import { sep } from "node:path";
import type { Layout } from "./data-dir.js";
import { openDataFile } from "./read-input.js";
import { checkReadable } from "./read-scope.js";

export const TRIBUTARY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The tributary folders of ingest/, sorted (none when there is no ingest/). */
export function tributaries(layout: Pick<Layout, "ingest">): string[] {
  try {
    return readdirSync(layout.ingest, { withFileTypes: true })
      .filter((d) => d.isDirectory() && TRIBUTARY_RE.test(d.name))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** The value of a record's `ingested_by` field: stored by an agent through the MCP server (agent-written). */
export type IngestedBy = "mcp";
export const AGENT_INGEST: IngestedBy = "mcp";
const MARK = `\ningested_by: ${AGENT_INGEST}\n`;

/** Marks a record whose id is the hash of its normalized body (src/core/record-content.ts). */
export const ID_FROM = "normalized-body";

/**
 * The `<tributary>:<id>` of every agent-written record present (`ingested_by: mcp`): what `show`
 * and `explain` mark, and what a context or recall can use to mark a fact's sources
 * (`agentWrittenSources` in src/core/agent-written.ts). Reads each record's frontmatter only, and
 * with `only` only the records of those tributaries; only a head holding the mark is parsed. A
 * record is what records.ts reads as one: `---` frontmatter with an `id` and an `ingested_at`.
 */
export function readAgentWritten(layout: Pick<Layout, "ingest">, only?: ReadonlySet<string>): Set<string> {
  const written = new Set<string>();
  for (const t of tributaries(layout)) {
    if (only && !only.has(t)) continue;
    const dir = layout.ingest + sep + t;
    let names: string[];
    try {
      checkReadable(dir);
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith(".md") || name.startsWith(".")) continue;
      const head = readHead(dir + sep + name);
      if (head === undefined || !head.startsWith("---\n")) continue;
      const end = head.indexOf("\n---\n", 3);
      if (end < 0 || !head.slice(3, end + 1).includes(MARK)) continue;
      const id = /\nid: (.+)\n/.exec(head.slice(3, end + 1))?.[1];
      if (id !== undefined && /\ningested_at: ./.test(head.slice(3, end + 1))) written.add(`${t}:${id}`);
    }
  }
  return written;
}

const HEAD_CHUNK = 1024;
/** The buffer every head is read into (one at a time): kept between files unless a head made it large. */
let headBuffer = Buffer.allocUnsafe(HEAD_CHUNK);
const OPENING = Buffer.from("---\n");
const CLOSING = Buffer.from("\n---\n");

/** The frontmatter line of a record whose body is hashed (skipReason): such a record is read whole. */
const HASHED = Buffer.from(`\nid_from: ${ID_FROM}\n`);

/**
 * The file's text up to and including its closing `\n---\n` (the whole file if there is none),
 * which `parseRecord` reads exactly as it reads the whole text: the cut falls on ASCII bytes, so
 * the decoded prefix is the prefix of the decoded file. A file not opening with `---\n` stops
 * after its first chunk (it is no record either way). A record whose frontmatter says its body is
 * hashed (`id_from`) is read on to its end, in the same pass, so its hash can be checked.
 */
export function readHead(path: string): string | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    let buf = headBuffer;
    let len = 0;
    let head = -1;
    for (;;) {
      if (len === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, len);
        buf = grown;
        headBuffer = grown.length <= 64 * HEAD_CHUNK ? grown : Buffer.allocUnsafe(HEAD_CHUNK);
      }
      const n = readSync(fd, buf, len, buf.length - len, null);
      // The closing line may straddle two reads: search again from just before the new bytes.
      const from = Math.max(3, len - CLOSING.length);
      len += n;
      if (n === 0) return buf.toString("utf8", 0, len);
      if (head >= 0) continue;
      if (len >= OPENING.length && buf.compare(OPENING, 0, OPENING.length, 0, OPENING.length) !== 0) return buf.toString("utf8", 0, len);
      // Bytes past `len` are not the file's: a match must end within what was read (the first match
      // is the earliest, so none ends within it when this one does not).
      const end = buf.indexOf(CLOSING, from);
      if (end >= 0 && end + CLOSING.length <= len) {
        const hashed = buf.subarray(0, end + 1).indexOf(HASHED) >= 0;
        if (!hashed) return buf.toString("utf8", 0, end + CLOSING.length);
        head = end;
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens `path` for reading if it is a regular file (following a symlink), else undefined: the
 * data-dir open (O_NONBLOCK, type from the opened file itself, so nothing waits for a writer),
 * with what it would refuse (a FIFO, folder, device, dangling link) or fail on skipped instead.
 */
export function openRegular(path: string): number | undefined {
  try {
    return openDataFile(path);
  } catch {
    return undefined;
  }
}
