var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "RecordIndex", { get: () => RecordIndex, enumerable: true });
__defProp(stdin_exports, "TRIBUTARY_RE", { get: () => TRIBUTARY_RE, enumerable: true });
__defProp(stdin_exports, "ingestRecord", { value: ingestRecord, enumerable: true });
__defProp(stdin_exports, "irregularWarnings", { value: irregularWarnings, enumerable: true });
__defProp(stdin_exports, "isIngestedAt", { value: isIngestedAt, enumerable: true });
__defProp(stdin_exports, "listRecords", { value: listRecords, enumerable: true });
__defProp(stdin_exports, "recordsView", { value: recordsView, enumerable: true });
__defProp(stdin_exports, "splitFrontmatter", { value: splitFrontmatter, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function normalizeRecordBody(body) {
  const lines = body.normalize("NFC").replace(/\r\n?/g, "\n").split("\n").map((line) => line.replace(/[ \t]+$/, ""));
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === "") start++;
  while (end > start && lines[end - 1] === "") end--;
  return start === end ? "" : `${lines.slice(start, end).join("\n")}
`;
}
function recordContentId(body) {
  return (0, import_chunk_FZ4K7N5W.shortHash)(normalizeRecordBody(body));
}
function splitFrontmatter(text) {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return { frontmatter: void 0, body: text };
  const rest = text.slice(open[0].length);
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!close) return { frontmatter: void 0, body: text };
  return { frontmatter: rest.slice(0, close.index), body: rest.slice(close.index + close[0].length) };
}
var TRIBUTARY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
var ID_FROM = "normalized-body";
var RecordIndex = class _RecordIndex {
  byContent = /* @__PURE__ */ new Map();
  static read(l) {
    const index = new _RecordIndex();
    for (const r of listRecordHeads(l).records) {
      const contentId = r.id_from === ID_FROM ? r.id : recordContentId(splitFrontmatter(readRecordBody(r.path)).body);
      index.add(contentId, `${r.tributary}:${r.id}`, r.path);
    }
    return index;
  }
  get(contentId) {
    return this.byContent.get(contentId);
  }
  add(contentId, source, path) {
    if (!this.byContent.has(contentId)) this.byContent.set(contentId, { source, path });
  }
};
function readRecordBody(path) {
  const text = readRegularText(path);
  return text === void 0 ? "" : parseRecord(text)?.body ?? "";
}
function ingestRecord(l, index, rec) {
  const id = recordContentId(rec.body);
  const existing = index.get(id);
  if (existing) return { status: "skipped", id: existing.source.slice(existing.source.indexOf(":") + 1), path: existing.path, source: existing.source };
  const path = (0, import_node_path.join)(l.ingest, rec.tributary, `${id}.md`);
  const fields = rec.fields && Object.keys(rec.fields).length > 0 ? [`frontmatter: ${JSON.stringify(rec.fields)}`] : [];
  const front = [
    "---",
    `id: ${id}`,
    `id_from: ${ID_FROM}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.now.toISOString()}`,
    `source_file: ${JSON.stringify((0, import_node_path.basename)(rec.sourceFile))}`,
    ...rec.ingestedBy === void 0 ? [] : [`ingested_by: ${rec.ingestedBy}`],
    ...fields,
    "---",
    ""
  ].join("\n");
  (0, import_chunk_HTHLSEVG.writeAtomic)(path, front + rec.body);
  const source = `${rec.tributary}:${id}`;
  index.add(id, source, path);
  return { status: "added", id, path, source };
}
function tributaries(l) {
  try {
    return (0, import_node_fs.readdirSync)(l.ingest, { withFileTypes: true }).filter((d) => d.isDirectory() && TRIBUTARY_RE.test(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
function countPublished(l) {
  return (0, import_chunk_S4PSTNN7.countPublishedRecords)(l.published);
}
function listRecords(l) {
  return scanRecords(l, readRegularText);
}
function listRecordHeads(l) {
  return scanRecords(l, readHead);
}
function scanRecords(l, read) {
  const records = [];
  const skipped = [];
  const irregular = [];
  for (const t of tributaries(l)) {
    const dir = (0, import_node_path.join)(l.ingest, t);
    for (const name of (0, import_node_fs.readdirSync)(dir).filter((n) => n.endsWith(".md") && !n.startsWith(".")).sort()) {
      const path = dir + import_node_path.sep + name;
      const text = read(path);
      if (text === void 0) {
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
function detachedMeta(meta) {
  const copy = { ...meta };
  for (const k of ["id", "provenance", "date", "ingested_at", "source_file", "id_from", "ingested_by"]) {
    const v = copy[k];
    if (v !== void 0) copy[k] = (0, import_chunk_QNJFJCZU.detached)(v);
  }
  return copy;
}
var HEAD_CHUNK = 1024;
var headBuffer = Buffer.allocUnsafe(HEAD_CHUNK);
var OPENING = Buffer.from("---\n");
var CLOSING = Buffer.from("\n---\n");
function readHead(path) {
  const fd = openRegular(path);
  if (fd === void 0) return void 0;
  try {
    let buf = headBuffer;
    let len = 0;
    for (; ; ) {
      if (len === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, len);
        buf = grown;
        headBuffer = grown.length <= 64 * HEAD_CHUNK ? grown : Buffer.allocUnsafe(HEAD_CHUNK);
      }
      const n = (0, import_node_fs.readSync)(fd, buf, len, buf.length - len, null);
      const from = Math.max(3, len - CLOSING.length);
      len += n;
      if (len >= OPENING.length && buf.compare(OPENING, 0, OPENING.length, 0, OPENING.length) !== 0) return buf.toString("utf8", 0, len);
      const end = buf.indexOf(CLOSING, from);
      if (end >= 0 && end + CLOSING.length <= len) return buf.toString("utf8", 0, end + CLOSING.length);
      if (n === 0) return buf.toString("utf8", 0, len);
    }
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function openRegular(path) {
  try {
    return (0, import_chunk_FZ4K7N5W.openDataFile)(path);
  } catch {
    return void 0;
  }
}
function readRegularText(path) {
  const fd = openRegular(path);
  if (fd === void 0) return void 0;
  try {
    return (0, import_node_fs.readFileSync)(fd, "utf8");
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function irregularWarnings(irregular) {
  return irregular.map((p) => `brain: warning: ${(0, import_chunk_S4PSTNN7.visible)(p)} is not a regular file (a FIFO, folder or dangling link); skipped`);
}
function recordsView(l, through, read) {
  const { records, irregular } = listRecordHeads(l);
  const newest = records.reduce((m, r) => m === null || r.ingested_at > m ? r.ingested_at : m, null);
  const cursor = typeof through === "function" ? through(newest) : through !== void 0 ? through : newest;
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = /* @__PURE__ */ new Map();
  for (const r of included) known.set(`${r.tributary}:${r.id}`, r.provenance);
  const digest = [...known].map(([source, provenance]) => `${source}:${provenance}`).sort();
  const summary = { through: cursor, published: countPublished(l) - laterPublished, sha256: (0, import_chunk_SIQWQIGU.canonicalSha256)(digest) };
  if (read) {
    const after = read.since?.after ?? null;
    const marked = included.filter((r) => after === null || r.ingested_at > after);
    const ids = [...new Set(marked.map((r) => `${r.tributary}:${r.id}`))].sort();
    const agent = [...new Set(marked.filter((r) => r.ingested_by === "mcp").map((r) => `${r.tributary}:${r.id}`))].sort();
    summary.new = { count: ids.length, ids, ...agent.length > 0 ? { agent_ingested: agent } : {} };
  }
  return { summary, known, newest, irregular };
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
    meta: {
      id,
      provenance: fields.get("provenance") ?? "unknown",
      date: fields.get("date") ?? "",
      ingested_at: ingestedAt,
      source_file: sourceFile,
      ...fields.has("id_from") ? { id_from: fields.get("id_from") } : {},
      ...fields.has("ingested_by") ? { ingested_by: fields.get("ingested_by") } : {}
    },
    body
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  RecordIndex,
  TRIBUTARY_RE,
  ingestRecord,
  irregularWarnings,
  isIngestedAt,
  listRecords,
  recordsView,
  splitFrontmatter
});
