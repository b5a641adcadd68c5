import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  canonicalSha256
} from "./chunk-CTCMY2YG.mjs";
import {
  shortHash
} from "./chunk-6RQEJV6D.mjs";
import {
  countPublishedRecords,
  writeAtomic
} from "./chunk-FDEB6ZN4.mjs";

// src/io/records.ts
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { basename, join } from "node:path";
var TRIBUTARY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
function recordId(content) {
  return shortHash(content);
}
function ingestRecord(l, rec) {
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
    ""
  ].join("\n");
  writeAtomic(path, front + rec.content);
  return { status: "added", id, path };
}
function findRecord(l, id) {
  for (const t of tributaries(l)) {
    const p = join(l.ingest, t, `${id}.md`);
    if (existsSync(p)) return p;
  }
  return void 0;
}
function tributaries(l) {
  try {
    return readdirSync(l.ingest, { withFileTypes: true }).filter((d) => d.isDirectory() && TRIBUTARY_RE.test(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
function countPublished(l) {
  return countPublishedRecords(l.published);
}
function listRecords(l) {
  return scanRecords(l, (path) => readFileSync(path, "utf8"));
}
function listRecordHeads(l) {
  return scanRecords(l, readHead);
}
function scanRecords(l, read) {
  const records = [];
  const skipped = [];
  const irregular = [];
  for (const t of tributaries(l)) {
    const dir = join(l.ingest, t);
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md") && !n.startsWith(".")).sort()) {
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
var HEAD_CHUNK = 1024;
var OPENING = Buffer.from("---\n");
var CLOSING = Buffer.from("\n---\n");
function readHead(path) {
  const fd = openSync(path, "r");
  try {
    let buf = Buffer.allocUnsafe(HEAD_CHUNK);
    let len = 0;
    for (; ; ) {
      if (len === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, len);
        buf = grown;
      }
      const n = readSync(fd, buf, len, buf.length - len, null);
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
function isRegularFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
function irregularWarnings(irregular) {
  return irregular.map((p) => `brain: warning: ${p} is not a regular file (a FIFO, folder or dangling link); skipped`);
}
function recordsView(l, through) {
  const { records, irregular } = listRecordHeads(l);
  const cursor = through !== void 0 ? through : records.reduce((m, r) => m === null || r.ingested_at > m ? r.ingested_at : m, null);
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = /* @__PURE__ */ new Map();
  for (const r of included) known.set(`${r.tributary}:${r.id}`, r.provenance);
  const ids = [...known.keys()].sort();
  return {
    summary: { through: cursor, published: countPublished(l) - laterPublished, sha256: canonicalSha256(ids) },
    known,
    irregular
  };
}
function isIngestedAt(s) {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s;
}
function parseRecord(text) {
  if (!text.startsWith("---\n")) return void 0;
  const end = text.indexOf("\n---\n", 3);
  if (end < 0) return void 0;
  const fields = /* @__PURE__ */ new Map();
  for (const line of text.slice(4, end).split("\n")) {
    const i = line.indexOf(": ");
    if (i > 0) fields.set(line.slice(0, i), line.slice(i + 2));
  }
  const id = fields.get("id");
  const ingestedAt = fields.get("ingested_at");
  if (!id || !ingestedAt) return void 0;
  let sourceFile = fields.get("source_file") ?? "";
  try {
    if (sourceFile.startsWith('"')) sourceFile = JSON.parse(sourceFile);
  } catch {
  }
  let body = text.slice(end + 5);
  if (body.startsWith("\n")) body = body.slice(1);
  return {
    meta: { id, provenance: fields.get("provenance") ?? "unknown", date: fields.get("date") ?? "", ingested_at: ingestedAt, source_file: sourceFile },
    body
  };
}

export {
  TRIBUTARY_RE,
  ingestRecord,
  listRecords,
  irregularWarnings,
  recordsView,
  isIngestedAt
};
