/**
 * Ingested records: `ingest/<tributary>/<id>.md`, the original text behind a small frontmatter
 * (`id` = content hash, `provenance`, `date`, `ingested_at`, `source_file`).
 */
import { closeSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { countPublishedRecords } from "../../hooks/session-start.mjs";
import { detached } from "../core/detached.js";
import { recordContentId, splitFrontmatter } from "../core/record-content.js";
import { canonicalSha256 } from "../diff/canonical-json.js";
import { visible } from "../core/visible-text.js";
import { writeAtomic } from "./atomic-write.js";
import type { Layout } from "./data-dir.js";
import { checkReadable } from "./read-scope.js";
import { AGENT_INGEST, type IngestedBy, openRegular, readHead, tributaries } from "./record-files.js";

export { TRIBUTARY_RE } from "./record-files.js";
export type RecordProvenance = "published" | "human" | "ai-draft";

export interface RecordMeta {
  id: string;
  tributary: string;
  provenance: string;
  date: string;
  ingested_at: string;
  source_file: string;
  /** `normalized-body` for records whose id hashes the normalized body; absent on older records. */
  id_from?: string;
  /** `mcp` for a record an agent stored through the MCP server (`ingest`, `note`); absent otherwise. */
  ingested_by?: string;
  path: string;
}

export interface IngestResult {
  status: "added" | "skipped";
  id: string;
  /** The stored record: the new one, or the one already holding the same content. */
  path: string;
  /** `<tributary>:<id>` of that record: what a candidate's `source` cites. */
  source: string;
}

/** Marks a record whose id is the hash of its normalized body (src/core/record-content.ts). */
const ID_FROM = "normalized-body";

/** One record to store: its body (without frontmatter) and what the ingest decided about it. */
export interface RecordToStore {
  body: string;
  sourceFile: string;
  tributary: string;
  provenance: RecordProvenance;
  date: string;
  /** The file's own frontmatter keys other than brain's, each as text. */
  fields?: Record<string, string>;
  /** Who stored it when not the operator at the command line: `mcp` (an agent through the MCP server). */
  ingestedBy?: IngestedBy;
  now: Date;
}

export type { IngestedBy } from "./record-files.js";

/**
 * The records already stored, by content: normalized-body id → `<tributary>:<id>` and path.
 * Records written by this version carry that id; older ones (id = hash of the raw text, possibly
 * with the file's frontmatter nested in the body) are read and hashed again, so a copy of an
 * old record is still skipped.
 */
export class RecordIndex {
  private readonly byContent = new Map<string, { source: string; path: string }>();

  static read(l: Layout): RecordIndex {
    const index = new RecordIndex();
    for (const r of listRecordHeads(l).records) {
      const contentId = r.id_from === ID_FROM ? r.id : recordContentId(splitFrontmatter(readRecordBody(r.path)).body);
      index.add(contentId, `${r.tributary}:${r.id}`, r.path);
    }
    return index;
  }

  get(contentId: string): { source: string; path: string } | undefined {
    return this.byContent.get(contentId);
  }

  add(contentId: string, source: string, path: string): void {
    if (!this.byContent.has(contentId)) this.byContent.set(contentId, { source, path });
  }
}

function readRecordBody(path: string): string {
  const text = readRegularText(path);
  return text === undefined ? "" : (parseRecord(text)?.body ?? "");
}

/** Stores one record unless the same content (normalized body) is already in any tributary. */
export function ingestRecord(l: Layout, index: RecordIndex, rec: RecordToStore): IngestResult {
  const id = recordContentId(rec.body);
  const existing = index.get(id);
  if (existing) return { status: "skipped", id: existing.source.slice(existing.source.indexOf(":") + 1), path: existing.path, source: existing.source };
  const path = join(l.ingest, rec.tributary, `${id}.md`);
  const fields = rec.fields && Object.keys(rec.fields).length > 0 ? [`frontmatter: ${JSON.stringify(rec.fields)}`] : [];
  const front = [
    "---",
    `id: ${id}`,
    `id_from: ${ID_FROM}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.now.toISOString()}`,
    `source_file: ${JSON.stringify(basename(rec.sourceFile))}`,
    ...(rec.ingestedBy === undefined ? [] : [`ingested_by: ${rec.ingestedBy}`]),
    ...fields,
    "---",
    "",
  ].join("\n");
  writeAtomic(path, front + rec.body);
  const source = `${rec.tributary}:${id}`;
  index.add(id, source, path);
  return { status: "added", id, path, source };
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
  return scanRecords(l, readRegularText);
}

/**
 * Every record's frontmatter only: each file is read up to its closing `---` line. Propose and
 * apply need only id, provenance and ingested_at; reading the 25k bodies of the 100k benchmark
 * too made ~30 MB of strings that lived until a mark-compact.
 */
function listRecordHeads(l: Layout): { records: RecordMeta[]; irregular: string[] } {
  return scanRecords(l, readHead);
}

function scanRecords(
  l: Pick<Layout, "ingest">,
  read: (path: string) => string | undefined,
  only?: ReadonlySet<string>,
): { records: (RecordMeta & { body: string })[]; skipped: string[]; irregular: string[] } {
  const records: (RecordMeta & { body: string })[] = [];
  const skipped: string[] = [];
  const irregular: string[] = [];
  for (const t of tributaries(l)) {
    if (only && !only.has(t)) continue;
    const dir = join(l.ingest, t);
    // A tributary linked to a folder outside what may be read (the MCP server's scope) is not listed.
    if (!readable(dir)) {
      irregular.push(dir);
      continue;
    }
    // As the hook counts them (the shell glob `*.md`): dotfiles are not records.
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".md") && !n.startsWith("."))
      .sort()) {
      // `dir` is already normalized and a listed name has no separator: path.join's normalizing
      // walk over every character was the hottest code of a small propose (150 records).
      const path = dir + sep + name;
      const text = read(path);
      if (text === undefined) {
        irregular.push(path);
        continue;
      }
      const parsed = parseRecord(text);
      if (!parsed) {
        skipped.push(path);
        continue;
      }
      records.push({ ...detachedMeta(parsed.meta), tributary: t, path, body: parsed.body });
    }
  }
  return { records, skipped, irregular };
}

/**
 * The fields as strings of their own (`detached`): a slice keeps the whole frontmatter it was cut
 * from alive, ~1 KB per record held by its `ingested_at` alone, ~30 MB of the 30k records at 100k
 * until the next mark-compact (see docs/performance.md).
 */
function detachedMeta(meta: Omit<RecordMeta, "tributary" | "path">): Omit<RecordMeta, "tributary" | "path"> {
  const copy = { ...meta };
  for (const k of ["id", "provenance", "date", "ingested_at", "source_file", "id_from", "ingested_by"] as const) {
    const v = copy[k];
    if (v !== undefined) copy[k] = detached(v);
  }
  return copy;
}

function readable(dir: string): boolean {
  try {
    checkReadable(dir);
    return true;
  } catch {
    return false;
  }
}

/** The whole text of a regular file; undefined for anything else (a FIFO, folder, device, dangling link). */
function readRegularText(path: string): string | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

/** A human-readable list of what `listRecords` skipped without opening, for warnings. */
export function irregularWarnings(irregular: readonly string[]): string[] {
  return irregular.map((p) => `brain: warning: ${visible(p)} is not a regular file (a FIFO, folder or dangling link); skipped`);
}

/** The records an apply marks read: those after the cursor in force, up to `through`. */
interface NewRecords {
  count: number;
  /** Their `<tributary>:<id>`, sorted. */
  ids: string[];
  /** Those of `ids` an agent stored through the MCP server (`ingested_by: mcp`): agent-written, sorted; absent when none. */
  agent_written?: string[];
}

/** What a propose (and its verifying apply) may read of the records, and the diff's `records` summary. */
export interface RecordsCursorView {
  summary: { through: string | null; published: number; sha256: string; new?: NewRecords };
  /** `<tributary>:<id>` → the record's own provenance, for records at or before `through`. */
  known: Map<string, string>;
  /** Those of `known` an agent stored through the MCP server (`ingested_by: mcp`): agent-written. */
  agentWritten: Set<string>;
  /** The newest `ingested_at` present (null: no record), whatever `through` is. */
  newest: string | null;
  /** Paths skipped without opening (not regular files). */
  irregular: string[];
}

/**
 * The records at or before `through` (default: the newest `ingested_at` present; null: none; a
 * function of the newest: what it returns). `published`
 * counts the `*.md` names of ingest/published/ the way the session-start hook does, minus the
 * records ingested after `through`: a file without a readable `ingested_at` counts as before it,
 * so the hook's plain count and this one agree. `sha256` is the sha256 (hex) of the canonical
 * JSON of the sorted list of `<tributary>:<id>:<provenance>` strings at or before `through` (for
 * example `["notes:0a1b…:human","published:9f8e…:published"]`): any record added, removed,
 * renamed or re-labelled below the cursor changes it.
 *
 * With `read` (propose and apply), `summary.new` lists the records this diff marks read: those
 * ingested after the cursor in force (`read.since`, see newSince in history.ts) and at or before
 * `through`. One pass over the records plus one sort of the new ones.
 */
export function recordsView(
  l: Layout,
  through?: string | null | ((newest: string | null) => string | null),
  read?: { since: { after: string | null } | undefined },
): RecordsCursorView {
  const { records, irregular } = listRecordHeads(l);
  const newest = records.reduce<string | null>((m, r) => (m === null || r.ingested_at > m ? r.ingested_at : m), null);
  // undefined: up to the newest record; null: none (a diff proposed when nothing was ingested);
  // a function: a cursor that depends on the newest record present (propose's cursor in force).
  const cursor = typeof through === "function" ? through(newest) : through !== undefined ? through : newest;
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = new Map<string, string>();
  const agentWritten = new Set<string>();
  for (const r of included) {
    known.set(`${r.tributary}:${r.id}`, r.provenance);
    if (r.ingested_by === AGENT_INGEST) agentWritten.add(`${r.tributary}:${r.id}`);
  }
  const digest = [...known].map(([source, provenance]) => `${source}:${provenance}`).sort();
  const summary: RecordsCursorView["summary"] = { through: cursor, published: countPublished(l) - laterPublished, sha256: canonicalSha256(digest) };
  if (read) {
    const after = read.since?.after ?? null;
    const marked = included.filter((r) => after === null || r.ingested_at > after);
    const ids = [...new Set(marked.map((r) => `${r.tributary}:${r.id}`))].sort();
    const agent = [...new Set(marked.filter((r) => r.ingested_by === AGENT_INGEST).map((r) => `${r.tributary}:${r.id}`))].sort();
    summary.new = { count: ids.length, ids, ...(agent.length > 0 ? { agent_written: agent } : {}) };
  }
  return { summary, known, agentWritten, newest, irregular };
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
    meta: {
      id,
      provenance: fields.get("provenance") ?? "unknown",
      date: fields.get("date") ?? "",
      ingested_at: ingestedAt,
      source_file: sourceFile,
      ...(fields.has("id_from") ? { id_from: fields.get("id_from") } : {}),
      ...(fields.has("ingested_by") ? { ingested_by: fields.get("ingested_by") } : {}),
    },
    body,
  };
}
