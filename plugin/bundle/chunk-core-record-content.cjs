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
__export(stdin_exports, {
  RecordIndex: () => RecordIndex,
  checkRecords: () => checkRecords,
  ingestRecord: () => ingestRecord,
  irregularWarnings: () => irregularWarnings,
  isIngestedAt: () => isIngestedAt,
  listRecords: () => listRecords,
  recordHeadsOf: () => recordHeadsOf,
  recordProblems: () => recordProblems,
  recordsView: () => recordsView,
  skippedRecordWarnings: () => skippedRecordWarnings,
  splitFrontmatter: () => splitFrontmatter
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
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
  return (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(normalizeRecordBody(body));
}
function splitFrontmatter(text) {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return { frontmatter: void 0, body: text };
  const rest = text.slice(open[0].length);
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!close) return { frontmatter: void 0, body: text };
  return { frontmatter: rest.slice(0, close.index), body: rest.slice(close.index + close[0].length) };
}
var RecordIndex = class _RecordIndex {
  byContent = /* @__PURE__ */ new Map();
  static read(layout) {
    const index = new _RecordIndex();
    for (const r of listRecordHeads(layout, void 0).records) {
      const contentId = r.id_from === import_chunk_io_record_files.ID_FROM ? r.id : recordContentId(splitFrontmatter(readRecordBody(r.path)).body);
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
  return text === void 0 ? "" : parseRecord(text, path)?.body ?? "";
}
function ingestRecord(layout, index, rec) {
  const id = recordContentId(rec.body);
  const existing = index.get(id);
  if (existing) return { status: "skipped", id: existing.source.slice(existing.source.indexOf(":") + 1), path: existing.path, source: existing.source };
  const path = (0, import_node_path.join)(layout.ingest, rec.tributary, `${id}.md`);
  const fields = rec.fields && Object.keys(rec.fields).length > 0 ? [`frontmatter: ${JSON.stringify(rec.fields)}`] : [];
  const front = [
    "---",
    `id: ${id}`,
    `id_from: ${import_chunk_io_record_files.ID_FROM}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.now.toISOString()}`,
    `source_file: ${JSON.stringify((0, import_node_path.basename)(rec.sourceFile))}`,
    ...rec.ingestedBy === void 0 ? [] : [`ingested_by: ${rec.ingestedBy}`],
    ...fields,
    "---",
    ""
  ].join("\n");
  (0, import_chunk_core_utf8_builder.writeAtomic)(path, front + rec.body);
  const source = `${rec.tributary}:${id}`;
  index.add(id, source, path);
  return { status: "added", id, path, source };
}
function countPublished(layout) {
  return (0, import_chunk_hooks_session_start.countPublishedRecords)(layout.published);
}
function listRecords(layout, now = /* @__PURE__ */ new Date()) {
  return scanRecords(layout, readRegularText, { now });
}
function listRecordHeads(layout, now, bodiesOf) {
  return scanRecords(layout, import_chunk_io_record_files.readHead, { now, bodiesOf });
}
function recordHeadsOf(layout, sources) {
  const wanted = new Set(sources);
  const found = /* @__PURE__ */ new Map();
  let missing = false;
  for (const source of wanted) {
    const colon = source.indexOf(":");
    const tributary = source.slice(0, colon);
    const id = source.slice(colon + 1);
    if (colon < 0 || tributary === "human" || !import_chunk_io_record_files.TRIBUTARY_RE.test(tributary) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) continue;
    const path = (0, import_node_path.join)(layout.ingest, tributary, `${id}.md`);
    const head = (0, import_chunk_io_record_files.readHead)(path);
    const meta = head === void 0 ? void 0 : parseRecord(head, path)?.meta;
    if (meta?.id === id) found.set(source, { ...detachedMeta(meta), tributary, path });
    else missing = true;
  }
  if (!missing) return found;
  for (const r of listRecordHeads(layout, void 0).records) {
    const source = `${r.tributary}:${r.id}`;
    if (wanted.has(source) && !found.has(source)) found.set(source, r);
  }
  return found;
}
function scanRecords(layout, read, { now, invalid, bodiesOf }) {
  const scan = { records: [], notRecords: [], irregular: [], skipped: [] };
  for (const t of (0, import_chunk_io_record_files.tributaries)(layout)) {
    const dir = (0, import_node_path.join)(layout.ingest, t);
    if (!readable(dir)) {
      scan.irregular.push(dir);
      continue;
    }
    for (const name of (0, import_node_fs.readdirSync)(dir).filter((n) => n.endsWith(".md") && !n.startsWith(".")).sort()) {
      const path = dir + import_node_path.sep + name;
      const whole = bodiesOf?.has(`${t}:${name.slice(0, -3)}`) === true;
      const text = whole ? readRegularText(path) : read(path);
      if (text === void 0) {
        scan.irregular.push(path);
        continue;
      }
      let parsed;
      try {
        parsed = parseRecord(text, path);
      } catch (e) {
        if (!(invalid && e instanceof import_chunk_hooks_session_start.InvalidInputError)) throw e;
        invalid(e.issues);
        continue;
      }
      if (!parsed) {
        scan.notRecords.push(path);
        continue;
      }
      const { meta, body: stored } = parsed;
      const body = () => stored;
      const reason = now === void 0 ? void 0 : skipReason(meta, body, now);
      if (reason !== void 0) {
        scan.skipped.push({ path, source: `${t}:${meta.id}`, reason });
        continue;
      }
      const source = `${t}:${meta.id}`;
      const kept = read === readRegularText || whole ? stored : bodiesOf?.has(source) ? meta.id_from === import_chunk_io_record_files.ID_FROM ? stored : parseRecord(readRegularText(path) ?? "", path)?.body ?? "" : "";
      scan.records.push({ ...detachedMeta(meta), tributary: t, path, body: kept });
    }
  }
  return scan;
}
function checkRecords(layout, now = /* @__PURE__ */ new Date()) {
  const problems = [];
  const scan = scanRecords(layout, readRegularText, { now, invalid: (issues) => problems.push(...issues) });
  for (const r of scan.skipped) problems.push(`${r.path}: record ${r.source} is skipped: ${r.reason}; it is not new, not citable and not counted`);
  for (const p of scan.notRecords) {
    const counted = p.startsWith(layout.published + import_node_path.sep) ? ", but the session-start hook counts it as a published record" : "";
    problems.push(
      `${p}: expected a brain record (frontmatter with id, provenance, date, ingested_at, source_file), found none; brain ignores it${counted} \u2014 store it with brain ingest instead`
    );
  }
  for (const p of scan.irregular) problems.push(`${p}: expected a regular file, found something else (a FIFO, folder or dangling link); skipped`);
  return { records: scan.records.length, problems };
}
function recordProblems(layout, now = /* @__PURE__ */ new Date()) {
  const invalid = [];
  const { skipped } = scanRecords(layout, import_chunk_io_record_files.readHead, { now, invalid: (issues) => invalid.push(...issues) });
  return { skipped, invalid };
}
function skippedRecordWarnings(skipped) {
  return skipped.map(
    (r) => `brain: warning: ${(0, import_chunk_hooks_session_start.visible)(r.path)}: record ${(0, import_chunk_hooks_session_start.visible)(r.source)} skipped: ${(0, import_chunk_hooks_session_start.visible)(r.reason)}; it is not new, not citable and not counted`
  );
}
function detachedMeta(meta) {
  const copy = { ...meta };
  for (const k of ["id", "provenance", "date", "ingested_at", "source_file", "id_from", "ingested_by"]) {
    const v = copy[k];
    if (v !== void 0) copy[k] = (0, import_chunk_core_detached.detached)(v);
  }
  return copy;
}
function readable(dir) {
  try {
    (0, import_chunk_js_yaml_dist_js_yaml.checkReadable)(dir);
    return true;
  } catch {
    return false;
  }
}
function readRegularText(path) {
  const fd = (0, import_chunk_io_record_files.openRegular)(path);
  if (fd === void 0) return void 0;
  try {
    return (0, import_node_fs.readFileSync)(fd, "utf8");
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function irregularWarnings(irregular) {
  return irregular.map((p) => `brain: warning: ${(0, import_chunk_hooks_session_start.visible)(p)} is not a regular file (a FIFO, folder or dangling link); skipped`);
}
function recordsView(layout, {
  through,
  read,
  now = /* @__PURE__ */ new Date(),
  bodiesOf
} = {}) {
  const { records, irregular, skipped } = listRecordHeads(layout, now, bodiesOf);
  const newest = records.reduce((m, r) => m === null || r.ingested_at > m ? r.ingested_at : m, null);
  const cursor = typeof through === "function" ? through(newest) : through !== void 0 ? through : newest;
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = /* @__PURE__ */ new Map();
  const agentWritten = /* @__PURE__ */ new Set();
  const bodies = /* @__PURE__ */ new Map();
  for (const r of included) {
    const source = `${r.tributary}:${r.id}`;
    known.set(source, r.provenance);
    if (r.ingested_by === import_chunk_io_record_files.AGENT_INGEST) agentWritten.add(source);
    if (bodiesOf?.has(source)) bodies.set(source, (0, import_chunk_core_detached.detached)((0, import_chunk_core_quote.foldQuoteText)(r.body)));
  }
  const digest = [...known].map(([source, provenance]) => `${source}:${provenance}`).sort();
  const summary = { through: cursor, published: countPublished(layout) - laterPublished, sha256: (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(digest) };
  if (read) {
    const after = read.since?.after ?? null;
    const marked = included.filter((r) => after === null || r.ingested_at > after);
    const ids = [...new Set(marked.map((r) => `${r.tributary}:${r.id}`))].sort();
    const agent = [...new Set(marked.filter((r) => r.ingested_by === import_chunk_io_record_files.AGENT_INGEST).map((r) => `${r.tributary}:${r.id}`))].sort();
    summary.new = { count: ids.length, ids, ...agent.length > 0 ? { agent_written: agent } : {} };
  }
  return { summary, known, agentWritten, bodies, newest, irregular, skipped };
}
function isIngestedAt(s) {
  return ingestedAtTime(s) !== void 0;
}
var INGESTED_AT = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
function ingestedAtTime(s) {
  if (!INGESTED_AT.test(s)) return void 0;
  const t = Date.parse(s);
  if (Number.isNaN(t)) return void 0;
  if (s.charCodeAt(8) === 51 || s.charCodeAt(8) === 50 && s.charCodeAt(9) === 57) return new Date(t).toISOString() === s ? t : void 0;
  return t;
}
var RECORD_FIELDS = {
  id: { expected: "12 lowercase hex digits (the content hash)", ok: (v) => /^[0-9a-f]{12}$/.test(v) },
  id_from: { expected: `"${import_chunk_io_record_files.ID_FROM}"`, ok: (v) => v === import_chunk_io_record_files.ID_FROM },
  provenance: { expected: "published, human or ai-draft", ok: (v) => v === "published" || v === "human" || v === "ai-draft" },
  date: { expected: "a date YYYY-MM-DD", ok: import_chunk_hooks_session_start.isIsoDate },
  // Checked as the cursor's timestamp: a record without a valid one is skipped with a warning (skipReason).
  ingested_at: { expected: "a timestamp", ok: () => true },
  source_file: { expected: "a JSON string", ok: (v) => isJsonOf(v, (x) => typeof x === "string") },
  ingested_by: { expected: '"mcp"', ok: (v) => v === "mcp" },
  frontmatter: {
    expected: "a JSON object of strings (the file's own frontmatter)",
    ok: (v) => isJsonOf(v, (x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.values(x).every((f) => typeof f === "string"))
  }
};
var REQUIRED_FIELDS = ["provenance", "date", "source_file"];
function isJsonOf(text, ok) {
  try {
    return ok(JSON.parse(text));
  } catch {
    return false;
  }
}
function parseRecord(text, path) {
  if (!text.startsWith("---\n")) return void 0;
  const end = text.indexOf("\n---\n", 3);
  if (end < 0) return void 0;
  const lines = text.slice(4, end).split("\n");
  const fields = /* @__PURE__ */ new Map();
  const issues = [];
  let named = false;
  lines.forEach((line, i) => {
    if (line.startsWith("id: ")) named = true;
    const at = `${path}:${i + 2}`;
    const colon = line.indexOf(": ");
    const name = colon > 0 ? line.slice(0, colon) : "";
    const value = line.slice(colon + 2);
    const field = RECORD_FIELDS[name];
    if (colon <= 0) issues.push(`${at}: expected a frontmatter line \`name: value\`, found ${JSON.stringify(line.slice(0, 80))}`);
    else if (!Object.hasOwn(RECORD_FIELDS, name) || field === void 0)
      issues.push(`${at}: expected one of brain's record fields (${Object.keys(RECORD_FIELDS).join(", ")}), found ${JSON.stringify(name.slice(0, 80))}`);
    else if (fields.has(name)) issues.push(`${at}: /${name}: expected once, found a second time`);
    else if (!field.ok(value)) issues.push(`${at}: /${name}: expected ${field.expected}, found ${JSON.stringify(value.slice(0, 80))}`);
    else fields.set(name, value);
  });
  if (!named) return void 0;
  for (const name of REQUIRED_FIELDS) {
    if (!fields.has(name) && !issues.some((x) => x.includes(`/${name}:`))) issues.push(`${path}:1: /${name}: expected a line \`${name}: \u2026\`, found none`);
  }
  if (issues.length > 0) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      issues,
      "Nothing was written. Fix the record's frontmatter as brain wrote it, or remove the file (brain validate lists every problem)."
    );
  }
  let body = text.slice(end + 5);
  if (body.startsWith("\n")) body = body.slice(1);
  return {
    meta: {
      id: fields.get("id"),
      provenance: fields.get("provenance"),
      date: fields.get("date"),
      ingested_at: fields.get("ingested_at") ?? "",
      source_file: JSON.parse(fields.get("source_file")),
      ...fields.has("id_from") ? { id_from: fields.get("id_from") } : {},
      ...fields.has("ingested_by") ? { ingested_by: fields.get("ingested_by") } : {}
    },
    body
  };
}
function skipReason(meta, body, now) {
  const time = ingestedAtTime(meta.ingested_at);
  if (time === void 0) {
    return `its ingested_at ${meta.ingested_at === "" ? "is missing" : `${JSON.stringify(meta.ingested_at)} is not a timestamp as brain writes them (such as 2026-06-01T09:12:03.123Z)`}`;
  }
  if (time > now.getTime() + import_chunk_core_utf8_builder.CLOCK_SLACK_MS) {
    return `its ingested_at ${meta.ingested_at} is more than 5 minutes ahead of the clock (${now.toISOString()})`;
  }
  if (meta.id_from === import_chunk_io_record_files.ID_FROM) {
    const found = recordContentId(body());
    if (found !== meta.id) return `its body no longer hashes to its id (it hashes to ${found}): it was edited after it was ingested`;
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  RecordIndex,
  checkRecords,
  ingestRecord,
  irregularWarnings,
  isIngestedAt,
  listRecords,
  recordHeadsOf,
  recordProblems,
  recordsView,
  skippedRecordWarnings,
  splitFrontmatter
});
// brain-digest: 0085724c5ba7b758
