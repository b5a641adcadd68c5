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
  AGENT_INGEST: () => AGENT_INGEST,
  ID_FROM: () => ID_FROM,
  TRIBUTARY_RE: () => TRIBUTARY_RE,
  openRegular: () => openRegular,
  readAgentWritten: () => readAgentWritten,
  readHead: () => readHead,
  tributaries: () => tributaries
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var TRIBUTARY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
function tributaries(layout) {
  try {
    return (0, import_node_fs.readdirSync)(layout.ingest, { withFileTypes: true }).filter((d) => d.isDirectory() && TRIBUTARY_RE.test(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
var AGENT_INGEST = "mcp";
var MARK = `
ingested_by: ${AGENT_INGEST}
`;
var ID_FROM = "normalized-body";
function readAgentWritten(layout, only) {
  const written = /* @__PURE__ */ new Set();
  for (const t of tributaries(layout)) {
    if (only && !only.has(t)) continue;
    const dir = layout.ingest + import_node_path.sep + t;
    let names;
    try {
      (0, import_chunk_js_yaml_dist_js_yaml.checkReadable)(dir);
      names = (0, import_node_fs.readdirSync)(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith(".md") || name.startsWith(".")) continue;
      const head = readHead(dir + import_node_path.sep + name);
      if (head === void 0 || !head.startsWith("---\n")) continue;
      const end = head.indexOf("\n---\n", 3);
      if (end < 0 || !head.slice(3, end + 1).includes(MARK)) continue;
      const id = /\nid: (.+)\n/.exec(head.slice(3, end + 1))?.[1];
      if (id !== void 0 && /\ningested_at: ./.test(head.slice(3, end + 1))) written.add(`${t}:${id}`);
    }
  }
  return written;
}
var HEAD_CHUNK = 1024;
var headBuffer = Buffer.allocUnsafe(HEAD_CHUNK);
var OPENING = Buffer.from("---\n");
var CLOSING = Buffer.from("\n---\n");
var HASHED = Buffer.from(`
id_from: ${ID_FROM}
`);
function readHead(path) {
  const fd = openRegular(path);
  if (fd === void 0) return void 0;
  try {
    let buf = headBuffer;
    let len = 0;
    let head = -1;
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
      if (n === 0) return buf.toString("utf8", 0, len);
      if (head >= 0) continue;
      if (len >= OPENING.length && buf.compare(OPENING, 0, OPENING.length, 0, OPENING.length) !== 0) return buf.toString("utf8", 0, len);
      const end = buf.indexOf(CLOSING, from);
      if (end >= 0 && end + CLOSING.length <= len) {
        const hashed = buf.subarray(0, end + 1).indexOf(HASHED) >= 0;
        if (!hashed) return buf.toString("utf8", 0, end + CLOSING.length);
        head = end;
      }
    }
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function openRegular(path) {
  try {
    return (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(path);
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AGENT_INGEST,
  ID_FROM,
  TRIBUTARY_RE,
  openRegular,
  readAgentWritten,
  readHead,
  tributaries
});
// brain-digest: d711f01fe5dad024
