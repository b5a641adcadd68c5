var __brainUrl = require("node:url").pathToFileURL(__filename).href;
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
__defProp(stdin_exports, "MAX_DIFF_BYTES", { get: () => MAX_DIFF_BYTES, enumerable: true });
__defProp(stdin_exports, "MAX_INPUT_BYTES", { get: () => MAX_INPUT_BYTES, enumerable: true });
__defProp(stdin_exports, "decodeUtf8", { value: decodeUtf8, enumerable: true });
__defProp(stdin_exports, "openDataFile", { value: openDataFile, enumerable: true });
__defProp(stdin_exports, "parseJsonText", { value: parseJsonText, enumerable: true });
__defProp(stdin_exports, "parseYamlText", { value: parseYamlText, enumerable: true });
__defProp(stdin_exports, "randomHex", { value: randomHex, enumerable: true });
__defProp(stdin_exports, "readDataFile", { value: readDataFile, enumerable: true });
__defProp(stdin_exports, "readDataText", { value: readDataText, enumerable: true });
__defProp(stdin_exports, "readInputBytes", { value: readInputBytes, enumerable: true });
__defProp(stdin_exports, "readInputText", { value: readInputText, enumerable: true });
__defProp(stdin_exports, "readUtf8Lines", { value: readUtf8Lines, enumerable: true });
__defProp(stdin_exports, "sha256", { value: sha256, enumerable: true });
__defProp(stdin_exports, "sha256Hex", { value: sha256Hex, enumerable: true });
__defProp(stdin_exports, "shortHash", { value: shortHash, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_module = require("node:module");
var import_node_buffer = require("node:buffer");
var import_node_fs = require("node:fs");
var require_js_yaml = (0, import_chunk_S3F4CPQ5.__commonJS)({
  "scripts/bundle/js-yaml.cjs"(exports2) {
    "use strict";
    var yaml;
    function real() {
      yaml ??= (0, import_chunk_S3F4CPQ5.__require)(`${__dirname}/yaml.cjs`);
      return yaml;
    }
    exports2.load = (...args) => real().load(...args);
    Object.defineProperty(exports2, "FAILSAFE_SCHEMA", { enumerable: true, get: () => real().FAILSAFE_SCHEMA });
  }
});
var crypto;
function nodeCrypto() {
  crypto ??= (0, import_node_module.createRequire)(__brainUrl)("node:crypto");
  return crypto;
}
function sha256() {
  return nodeCrypto().createHash("sha256");
}
function sha256Hex(data) {
  return sha256().update(data).digest("hex");
}
function shortHash(data) {
  return sha256Hex(data).slice(0, 12);
}
function randomHex(bytes) {
  return nodeCrypto().randomBytes(bytes).toString("hex");
}
var import_js_yaml = (0, import_chunk_S3F4CPQ5.__toESM)(require_js_yaml(), 1);
var LINE = /^([A-Za-z][A-Za-z0-9]*): (.+)$/;
var INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/;
var WORD = /^[A-Za-z][A-Za-z0-9_-]*$/;
var LIST = /^\[ *([a-z][a-z0-9-]*(?: *, *[a-z][a-z0-9-]*)*)? *\]$/;
var NOT_TEXT = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
function simpleYamlMapping(text) {
  const out = {};
  let keys = 0;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const m = LINE.exec(line);
    if (!m) return void 0;
    const [, key, raw] = m;
    if (Object.hasOwn(out, key)) return void 0;
    const value = scalarOrList(raw);
    if (value === void 0) return void 0;
    out[key] = value;
    keys++;
  }
  return keys > 0 ? out : void 0;
}
function scalarOrList(raw) {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (raw === "null") return null;
  if (INTEGER.test(raw)) return raw === "-0" ? void 0 : Number(raw);
  if (WORD.test(raw)) return NOT_TEXT.test(raw) ? void 0 : raw;
  const list = LIST.exec(raw);
  if (!list) return void 0;
  if (list[1] === void 0) return [];
  const items = list[1].split(",").map((s) => s.trim());
  return items.some((w) => NOT_TEXT.test(w)) ? void 0 : items;
}
var MAX_INPUT_BYTES = 32 * 1024 * 1024;
var MAX_DIFF_BYTES = 256 * 1024 * 1024;
function readInputText(path, label, maxBytes = MAX_INPUT_BYTES) {
  return decodeUtf8(readInputBytes(path, label, maxBytes), label);
}
function readInputBytes(path, label, maxBytes = MAX_INPUT_BYTES) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT")
      throw isSymlink(path) ? new NotARegularFileError(label, "a symbolic link to a file that does not exist") : new import_chunk_S4PSTNN7.NotFoundError(label, "the file");
    if (code === "EISDIR") throw new NotARegularFileError(label, "a directory");
    throw e;
  }
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
    if (st.size > maxBytes) {
      throw new import_chunk_S4PSTNN7.InvalidInputError([`${label}: expected at most ${maxBytes} bytes, found ${st.size} bytes (split the input into smaller files)`]);
    }
    return (0, import_node_fs.readFileSync)(fd);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readDataFile(path, label = path) {
  const fd = openDataFile(path, label);
  if (fd === void 0) return void 0;
  try {
    return (0, import_node_fs.readFileSync)(fd);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readDataText(path, label = path) {
  return readDataFile(path, label)?.toString("utf8");
}
function openDataFile(path, label = path) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") {
      if (isSymlink(path)) throw new NotARegularFileError(label, "a symbolic link to a file that does not exist");
      return void 0;
    }
    if (code === "EISDIR") throw new NotARegularFileError(label, "a directory");
    throw e;
  }
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
  } catch (e) {
    (0, import_node_fs.closeSync)(fd);
    throw e;
  }
  return fd;
}
var NotARegularFileError = class extends import_chunk_S4PSTNN7.BrainError {
  path;
  constructor(path, found) {
    super("IO", `${path}: expected a regular file, found ${found}`);
    this.path = path;
  }
};
function describeFileType(st) {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a FIFO (named pipe)";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  if (st.isSymbolicLink()) return "a symbolic link";
  return "something that is not a regular file";
}
function isSymlink(path) {
  try {
    return (0, import_node_fs.lstatSync)(path).isSymbolicLink();
  } catch {
    return false;
  }
}
function decodeUtf8(bytes, label) {
  if (hasBom(bytes)) throw bomError(label);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    throw invalidUtf8Error(label, bytes[offset], offset, countNewlines(bytes, offset) + 1);
  }
}
var hasBom = (bytes) => bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
function bomError(label) {
  return new import_chunk_S4PSTNN7.InvalidInputError([`${label}:1: expected UTF-8 without a byte-order mark, found a BOM (EF BB BF) \u2014 save the file without BOM`]);
}
function invalidUtf8Error(label, byte, offset, line) {
  return new import_chunk_S4PSTNN7.InvalidInputError([
    `${label}:${line}: expected UTF-8 text, found an invalid byte 0x${(byte ?? 0).toString(16).padStart(2, "0")} at byte ${offset}`
  ]);
}
var LINE_CHUNK = 1024 * 1024;
function readUtf8Lines(fd, label, on, chunkSize = LINE_CHUNK) {
  let buf = Buffer.allocUnsafe(chunkSize);
  let filled = 0;
  let offset = 0;
  let newlines = 0;
  let checkedBom = false;
  for (; ; ) {
    if (filled === buf.length) {
      const bigger = Buffer.allocUnsafe(buf.length * 2);
      buf.copy(bigger, 0, 0, filled);
      buf = bigger;
    }
    const n = (0, import_node_fs.readSync)(fd, buf, filled, buf.length - filled, null);
    if (n > 0) on.chunk(buf.subarray(filled, filled + n));
    filled += n;
    const eof = n === 0;
    if (!checkedBom) {
      if (filled < 3 && !eof) continue;
      if (hasBom(buf.subarray(0, filled))) throw bomError(label);
      checkedBom = true;
    }
    const end = eof ? filled : buf.lastIndexOf(10, filled - 1) + 1;
    if (end > 0) {
      const text = buf.subarray(0, end);
      if (!(0, import_node_buffer.isUtf8)(text)) {
        const at = firstInvalidUtf8(text);
        throw invalidUtf8Error(label, text[at], offset + at, newlines + countNewlines(text, at) + 1);
      }
      let start = 0;
      for (let nl = text.indexOf(10); nl >= 0; nl = text.indexOf(10, start)) {
        on.line(text.toString("utf8", start, nl));
        newlines++;
        start = nl + 1;
      }
      if (start < end) on.line(text.toString("utf8", start, end));
      buf.copy(buf, 0, end, filled);
      filled -= end;
      offset += end;
    }
    if (eof) return;
  }
}
function parseJsonText(text, label) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = e.message;
    const pos = /position (\d+)/.exec(msg);
    const lc = /line (\d+) column (\d+)/.exec(msg);
    let where = "";
    const at = pos ? Number(pos[1]) : jsonErrorOffset(text);
    if (lc) where = `:${lc[1]}:${lc[2]}`;
    else if (at >= 0) {
      const p = at;
      const before = text.slice(0, p);
      const line = before.split("\n").length;
      where = `:${line}:${p - before.lastIndexOf("\n")}`;
    }
    const found = text.trim() === "" ? "an empty file" : msg.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "");
    throw new import_chunk_S4PSTNN7.InvalidInputError([`${label}${where}: expected JSON, found ${found === "an empty file" ? found : `a syntax error: ${found}`}`]);
  }
  const issue = jsonTextIssue(text);
  if (issue) {
    const before = text.slice(0, issue.offset);
    const line = before.split("\n").length;
    throw new import_chunk_S4PSTNN7.InvalidInputError([`${label}:${line}:${issue.offset - before.lastIndexOf("\n")}: ${issue.message}`]);
  }
  return data;
}
var LONE_SURROGATE = /[\ud800-\udfff]/u;
function jsonTextIssue(text) {
  const stack = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) stack.push(/* @__PURE__ */ new Set());
    else if (c === 91) stack.push(null);
    else if (c === 125 || c === 93) stack.pop();
    else if (c === 34) {
      const at = i;
      let escaped = false;
      for (i++; ; i++) {
        const d = text.charCodeAt(i);
        if (d === 34) break;
        if (d === 92) {
          escaped = true;
          i++;
        }
      }
      const decoded = escaped ? JSON.parse(text.slice(at, i + 1)) : void 0;
      if (decoded !== void 0 && LONE_SURROGATE.test(decoded)) {
        return { offset: at, message: "expected well-formed Unicode text, found a string with a lone surrogate escape (\\uD800\u2013\\uDFFF without its pair)" };
      }
      const top = stack[stack.length - 1];
      if (!top) continue;
      let j = i + 1;
      for (let w = text.charCodeAt(j); w === 32 || w === 10 || w === 13 || w === 9; w = text.charCodeAt(++j)) ;
      if (text.charCodeAt(j) !== 58) continue;
      const name = decoded ?? text.slice(at + 1, i);
      if (top.has(name)) return { offset: at, message: `expected each property name once per object, found ${JSON.stringify(name)} twice` };
      top.add(name);
    }
  }
  return void 0;
}
var JSON_SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
var JSON_ESCAPE = /["\\/bfnrt]|u[0-9a-fA-F]{4}/y;
function jsonErrorOffset(text) {
  const closers = [];
  let want = "value";
  let i = 0;
  const afterValue = () => closers.length === 0 ? "end" : closers[closers.length - 1] === "]" ? ",]" : ",}";
  for (; ; ) {
    while (i < text.length && " 	\n\r".includes(text[i])) i++;
    if (i === text.length) return want === "end" ? -1 : i;
    const start = i;
    const c = text[i];
    if (c === '"') {
      if (want !== "value" && want !== "value]" && want !== "key" && want !== "key}") return start;
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length || text.charCodeAt(i) < 32) return i;
        if (text[i] === "\\") {
          JSON_ESCAPE.lastIndex = i + 1;
          if (!JSON_ESCAPE.test(text)) return i;
          i = JSON_ESCAPE.lastIndex - 1;
        }
      }
      i++;
      want = want === "key" || want === "key}" ? ":" : afterValue();
    } else if ((c === "[" || c === "{") && (want === "value" || want === "value]")) {
      closers.push(c === "[" ? "]" : "}");
      want = c === "[" ? "value]" : "key}";
      i++;
    } else if (c === "]" && (want === ",]" || want === "value]") || c === "}" && (want === ",}" || want === "key}")) {
      closers.pop();
      want = afterValue();
      i++;
    } else if (c === ":" && want === ":") {
      want = "value";
      i++;
    } else if (c === "," && (want === ",]" || want === ",}")) {
      want = want === ",]" ? "value" : "key";
      i++;
    } else {
      JSON_SCALAR.lastIndex = i;
      if (want !== "value" && want !== "value]" || !JSON_SCALAR.test(text)) return start;
      i = JSON_SCALAR.lastIndex;
      want = afterValue();
    }
  }
}
var COMMENTS_ONLY = /^(\s*(#.*)?(\r?\n|$))*$/;
function parseYamlText(text, label, { strings = false } = {}) {
  if (COMMENTS_ONLY.test(text)) return void 0;
  const simple = strings ? void 0 : simpleYamlMapping(text);
  if (simple !== void 0) return simple;
  try {
    return (0, import_js_yaml.load)(text, { filename: label, maxAliases: 0, maxDepth: 64, ...strings ? { schema: import_js_yaml.FAILSAFE_SCHEMA } : {} });
  } catch (e) {
    const err = e;
    const where = err.mark ? `:${err.mark.line + 1}:${err.mark.column + 1}` : "";
    const reason = err.reason ?? err.message.split("\n")[0];
    throw new import_chunk_S4PSTNN7.InvalidInputError([`${label}${where}: expected YAML, found ${reason}`]);
  }
}
function countNewlines(bytes, end) {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 10) n++;
  return n;
}
function firstInvalidUtf8(b) {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    let n;
    let min;
    if (c < 128) [n, min] = [0, 0];
    else if (c >= 194 && c <= 223) [n, min] = [1, 128];
    else if (c >= 224 && c <= 239) [n, min] = [2, 2048];
    else if (c >= 240 && c <= 244) [n, min] = [3, 65536];
    else return i;
    let cp = n === 0 ? c : c & 63 >> n;
    for (let k = 1; k <= n; k++) {
      const cc = b[i + k];
      if (cc === void 0 || (cc & 192) !== 128) return i;
      cp = cp << 6 | cc & 63;
    }
    if (n > 0 && (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343)) return i;
    i += n + 1;
  }
  return b.length;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_DIFF_BYTES,
  MAX_INPUT_BYTES,
  decodeUtf8,
  openDataFile,
  parseJsonText,
  parseYamlText,
  randomHex,
  readDataFile,
  readDataText,
  readInputBytes,
  readInputText,
  readUtf8Lines,
  sha256,
  sha256Hex,
  shortHash
});
