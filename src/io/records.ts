/**
 * Ingested records: `ingest/<tributary>/<id>.md`, the original text behind a small frontmatter
 * (`id` = content hash, `provenance`, `date`, `ingested_at`, `source_file`).
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { countPublishedRecords } from "../../hooks/session-start.mjs";
import { shortHash } from "../core/hash.js";
import { canonicalSha256 } from "../diff/canonical-json.js";
import { writeAtomic } from "./atomic-write.js";
import type { Layout } from "./data-dir.js";

export const TRIBUTARY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
export type RecordProvenance = "published" | "human" | "ai-draft";

export interface RecordMeta {
  id: string;
  tributary: string;
  provenance: string;
  date: string;
  ingested_at: string;
  source_file: string;
  path: string;
}

export interface IngestResult {
  status: "added" | "skipped";
  id: string;
  path: string;
}

function recordId(content: string): string {
  return shortHash(content);
}

/** Stores one record unless the same content is already in any tributary. */
export function ingestRecord(
  l: Layout,
  rec: { content: string; sourceFile: string; tributary: string; provenance: RecordProvenance; date: string; now: Date },
): IngestResult {
  const id = recordId(rec.content);
  const existing = findRecord(l, id);
  if (existing) return { status: "skipped", id, path: existing };
  const path = join(l.ingest, rec.tributary, `${id}.md`);
  const front = [
    "---",
    `id: ${id}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.now.toISOString()}`,
    `source_file: ${JSON.stringify(basename(rec.sourceFile))}`,
    "---",
    "",
  ].join("\n");
  writeAtomic(path, front + rec.content);
  return { status: "added", id, path };
}

function findRecord(l: Layout, id: string): string | undefined {
  for (const t of tributaries(l)) {
    const p = join(l.ingest, t, `${id}.md`);
    if (existsSync(p)) return p;
  }
  return undefined;
}

function tributaries(l: Layout): string[] {
  try {
    return readdirSync(l.ingest, { withFileTypes: true })
      .filter((d) => d.isDirectory() && TRIBUTARY_RE.test(d.name))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** Counted exactly as the session-start hook counts them, so its "new" matches the CLI's. */
function countPublished(l: Layout): number {
  return countPublishedRecords(l.published);
}

/**
 * Every record's frontmatter and body. Files that are not records are reported, not guessed at;
 * anything named `*.md` that is not a regular file (a FIFO, a folder, a dangling symlink) is
 * skipped unopened — a FIFO would block the read forever — and named in `irregular`.
 */
export function listRecords(l: Layout): { records: (RecordMeta & { body: string })[]; skipped: string[]; irregular: string[] } {
  return scanRecords(l, (path) => readFileSync(path, "utf8"));
}

/**
 * Every record's frontmatter only: each file is read up to its closing `---` line. Propose and
 * apply need only id, provenance and ingested_at; reading the 25k bodies of the 100k benchmark
 * too made ~30 MB of strings that lived until a mark-compact.
 */
function listRecordHeads(l: Layout): { records: RecordMeta[]; irregular: string[] } {
  return scanRecords(l, readHead);
}

function scanRecords(l: Layout, read: (path: string) => string): { records: (RecordMeta & { body: string })[]; skipped: string[]; irregular: string[] } {
  const records: (RecordMeta & { body: string })[] = [];
  const skipped: string[] = [];
  const irregular: string[] = [];
  for (const t of tributaries(l)) {
    const dir = join(l.ingest, t);
    // As the hook counts them (the shell glob `*.md`): dotfiles are not records.
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".md") && !n.startsWith("."))
      .sort()) {
      const path = join(dir, name);
      if (!isRegularFile(path)) {
        irregular.push(path);
        continue;
      }
      const parsed = parseRecord(read(path));
      if (!parsed) {
        skipped.push(path);
        continue;
      }
      records.push({ ...parsed.meta, tributary: t, path, body: parsed.body });
    }
  }
  return { records, skipped, irregular };
}

const HEAD_CHUNK = 1024;
const OPENING = Buffer.from("---\n");
const CLOSING = Buffer.from("\n---\n");

/**
 * The file's text up to and including its closing `\n---\n` (the whole file if there is none),
 * which `parseRecord` reads exactly as it reads the whole text: the cut falls on ASCII bytes, so
 * the decoded prefix is the prefix of the decoded file. A file not opening with `---\n` stops
 * after its first chunk (it is no record either way).
 */
function readHead(path: string): string {
  const fd = openSync(path, "r");
  try {
    let buf = Buffer.allocUnsafe(HEAD_CHUNK);
    let len = 0;
    for (;;) {
      if (len === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, len);
        buf = grown;
      }
      const n = readSync(fd, buf, len, buf.length - len, null);
      // The closing line may straddle two reads: search again from just before the new bytes.
      const from = Math.max(3, len - CLOSING.length);
      len += n;
      if (len >= OPENING.length && !buf.subarray(0, OPENING.length).equals(OPENING)) return buf.toString("utf8", 0, len);
      const end = buf.subarray(0, len).indexOf(CLOSING, from);
      if (end >= 0) return buf.toString("utf8", 0, end + CLOSING.length);
      if (n === 0) return buf.toString("utf8", 0, len);
    }
  } finally {
    closeSync(fd);
  }
}

/** Follows a symlink: a link to a regular file is a record, a dangling one is not. */
function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A human-readable list of what `listRecords` skipped without opening, for warnings. */
export function irregularWarnings(irregular: readonly string[]): string[] {
  return irregular.map((p) => `brain: warning: ${p} is not a regular file (a FIFO, folder or dangling link); skipped`);
}

/** What a propose (and its verifying apply) may read of the records, and the diff's `records` summary. */
export interface RecordsCursorView {
  summary: { through: string | null; published: number; sha256: string };
  /** `<tributary>:<id>` → the record's own provenance, for records at or before `through`. */
  known: Map<string, string>;
  /** Paths skipped without opening (not regular files). */
  irregular: string[];
}

/**
 * The records at or before `through` (default: the newest `ingested_at` present; null: none). `published`
 * counts the `*.md` names of ingest/published/ the way the session-start hook does, minus the
 * records ingested after `through`: a file without a readable `ingested_at` counts as before it,
 * so the hook's plain count and this one agree. `sha256` is the sha256 (hex) of the canonical
 * JSON of the sorted list of `<tributary>:<id>` strings at or before `through` (for example
 * `["notes:0a1b…","published:9f8e…"]`): any record added, removed or renamed below the cursor
 * changes it.
 */
export function recordsView(l: Layout, through?: string | null): RecordsCursorView {
  const { records, irregular } = listRecordHeads(l);
  // undefined: up to the newest record; null: none (a diff proposed when nothing was ingested).
  const cursor = through !== undefined ? through : records.reduce<string | null>((m, r) => (m === null || r.ingested_at > m ? r.ingested_at : m), null);
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = new Map<string, string>();
  for (const r of included) known.set(`${r.tributary}:${r.id}`, r.provenance);
  const ids = [...known.keys()].sort();
  return {
    summary: { through: cursor, published: countPublished(l) - laterPublished, sha256: canonicalSha256(ids) },
    known,
    irregular,
  };
}

/**
 * Checks `--through` as typed: a timestamp in the exact form `ingested_at` records it
 * (`Date.toISOString`, milliseconds and `Z`), because records are compared with it as text.
 */
export function isIngestedAt(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s;
}

function parseRecord(text: string): { meta: Omit<RecordMeta, "tributary" | "path">; body: string } | undefined {
  if (!text.startsWith("---\n")) return undefined;
  const end = text.indexOf("\n---\n", 3);
  if (end < 0) return undefined;
  const fields = new Map<string, string>();
  for (const line of text.slice(4, end).split("\n")) {
    const i = line.indexOf(": ");
    if (i > 0) fields.set(line.slice(0, i), line.slice(i + 2));
  }
  const id = fields.get("id");
  const ingestedAt = fields.get("ingested_at");
  if (!id || !ingestedAt) return undefined;
  let sourceFile = fields.get("source_file") ?? "";
  try {
    if (sourceFile.startsWith('"')) sourceFile = JSON.parse(sourceFile) as string;
  } catch {
    // keep the raw text
  }
  let body = text.slice(end + 5);
  if (body.startsWith("\n")) body = body.slice(1);
  return {
    meta: { id, provenance: fields.get("provenance") ?? "unknown", date: fields.get("date") ?? "", ingested_at: ingestedAt, source_file: sourceFile },
    body,
  };
}
