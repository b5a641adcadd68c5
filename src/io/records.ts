/**
 * Ingested records: `ingest/<tributary>/<id>.md`, the original text behind a small frontmatter
 * (`id` = content hash, `provenance`, `date`, `ingested_at`, `source_file`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { countPublishedRecords } from "../../hooks/session-start.mjs";
import { shortHash } from "../core/hash.js";
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

export function recordId(content: string): string {
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

export function tributaries(l: Layout): string[] {
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
export function countPublished(l: Layout): number {
  return countPublishedRecords(l.published);
}

/** Every record's frontmatter, plus its body when `withBody`. Files that are not records are reported, not guessed at. */
export function listRecords(l: Layout): { records: (RecordMeta & { body: string })[]; skipped: string[] } {
  const records: (RecordMeta & { body: string })[] = [];
  const skipped: string[] = [];
  for (const t of tributaries(l)) {
    const dir = join(l.ingest, t);
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md")).sort()) {
      const path = join(dir, name);
      const parsed = parseRecord(readFileSync(path, "utf8"));
      if (!parsed) {
        skipped.push(path);
        continue;
      }
      records.push({ ...parsed.meta, tributary: t, path, body: parsed.body });
    }
  }
  return { records, skipped };
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
