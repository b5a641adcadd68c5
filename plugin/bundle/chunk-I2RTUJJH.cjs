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
__defProp(stdin_exports, "PARSED_SHIPPED_RULES", { get: () => PARSED_SHIPPED_RULES, enumerable: true });
__defProp(stdin_exports, "SHIPPED_RULES_DIR", { get: () => SHIPPED_RULES_DIR, enumerable: true });
__defProp(stdin_exports, "canonicalJson", { value: canonicalJson, enumerable: true });
__defProp(stdin_exports, "canonicalSha256", { value: canonicalSha256, enumerable: true });
__defProp(stdin_exports, "caseFold", { value: caseFold, enumerable: true });
__defProp(stdin_exports, "checkReadable", { value: checkReadable, enumerable: true });
__defProp(stdin_exports, "confineReads", { value: confineReads, enumerable: true });
__defProp(stdin_exports, "decodeUtf8", { value: decodeUtf8, enumerable: true });
__defProp(stdin_exports, "diffId", { value: diffId, enumerable: true });
__defProp(stdin_exports, "diffIdIssue", { value: diffIdIssue, enumerable: true });
__defProp(stdin_exports, "isEarlierNormalizedKey", { value: isEarlierNormalizedKey, enumerable: true });
__defProp(stdin_exports, "isInside", { value: isInside, enumerable: true });
__defProp(stdin_exports, "isNormalizedKey", { value: isNormalizedKey, enumerable: true });
__defProp(stdin_exports, "normalizeKey", { value: normalizeKey, enumerable: true });
__defProp(stdin_exports, "normalizeValue", { value: normalizeValue, enumerable: true });
__defProp(stdin_exports, "openDataFile", { value: openDataFile, enumerable: true });
__defProp(stdin_exports, "packagePath", { value: packagePath, enumerable: true });
__defProp(stdin_exports, "parseJsonText", { value: parseJsonText, enumerable: true });
__defProp(stdin_exports, "parseYamlText", { value: parseYamlText, enumerable: true });
__defProp(stdin_exports, "randomHex", { value: randomHex, enumerable: true });
__defProp(stdin_exports, "readDataFile", { value: readDataFile, enumerable: true });
__defProp(stdin_exports, "readDataText", { value: readDataText, enumerable: true });
__defProp(stdin_exports, "readInputBytes", { value: readInputBytes, enumerable: true });
__defProp(stdin_exports, "readInputText", { value: readInputText, enumerable: true });
__defProp(stdin_exports, "readUtf8Lines", { value: readUtf8Lines, enumerable: true });
__defProp(stdin_exports, "realOrAsIs", { value: realOrAsIs, enumerable: true });
__defProp(stdin_exports, "schemaPath", { value: schemaPath, enumerable: true });
__defProp(stdin_exports, "schemas", { value: schemas, enumerable: true });
__defProp(stdin_exports, "sha256", { value: sha256, enumerable: true });
__defProp(stdin_exports, "sha256Hex", { value: sha256Hex, enumerable: true });
__defProp(stdin_exports, "shortHash", { value: shortHash, enumerable: true });
__defProp(stdin_exports, "writeCanonical", { value: writeCanonical, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_module = require("node:module");
var import_node_fs = require("node:fs");
var import_node_module2 = require("node:module");
var import_node_path = require("node:path");
var import_node_buffer = require("node:buffer");
var import_node_fs2 = require("node:fs");
var import_node_url = require("node:url");
var import_node_fs3 = require("node:fs");
var import_node_module3 = require("node:module");
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
var KEY_SEPARATORS = /[\s_]+/gu;
var DASHES = /[\u058a\u05be\u1400\u1806\u2010-\u2015\u2212\u2e17\u2e1a\u2e3a\u2e3b\u2e40\u2e5d\u301c\u3030\u30a0\ufe31\ufe32\ufe58\ufe63\uff0d\u{10d6e}\u{10ead}]/gu;
var WHITESPACE_RUNS = /\s+/gu;
var NORMALIZED_ASCII_KEY = /^[a-z0-9-]*$/;
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
function normalizeKey(key) {
  if (NORMALIZED_ASCII_KEY.test(key)) return key;
  return earlierKeySteps(key).replace(DASHES, "-");
}
function earlierKeySteps(key) {
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}
function normalizeValue(value) {
  if (PRINTABLE_ASCII.test(value)) return value.trim().replace(WHITESPACE_RUNS, " ").toLowerCase();
  return caseFold(value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ")).normalize("NFKC");
}
function caseFold(s) {
  return s.toLowerCase().toUpperCase().toLowerCase();
}
function isNormalizedKey(key) {
  return key.length > 0 && normalizeKey(key) === key;
}
function isEarlierNormalizedKey(key) {
  return key.length > 0 && earlierKeySteps(key) === key && normalizeKey(key) !== key;
}
var storage;
function confineReads(scope, work) {
  storage ??= new ((0, import_node_module2.createRequire)(__brainUrl)("node:async_hooks")).AsyncLocalStorage();
  const resolved = {
    folders: scope.folders.map(realOrAsIs),
    files: new Set(scope.files.map(realOrAsIs)),
    describe: [...scope.folders, ...scope.files].join(", ")
  };
  return storage.run(resolved, work);
}
function checkReadable(path, label = path) {
  const scope = storage?.getStore();
  if (scope === void 0) return;
  let real;
  try {
    real = (0, import_node_fs.realpathSync)(path);
  } catch (e) {
    if (e.code === "ENOENT") return;
    throw e;
  }
  if (scope.files.has(real) || scope.folders.some((folder) => isInside(real, folder))) return;
  throw new import_chunk_L7PYBWE7.RefusedError(
    `${label}: outside what brain's MCP server reads (${real === path ? "" : `it resolves to ${real}; `}allowed: ${scope.describe}); nothing was read from it. Ask the operator to run the brain command at the command line, or put the file inside the data dir.`
  );
}
function isInside(path, folder) {
  return path === folder || path.startsWith(folder.endsWith(import_node_path.sep) ? folder : folder + import_node_path.sep);
}
function realOrAsIs(path) {
  try {
    return (0, import_node_fs.realpathSync)(path);
  } catch {
    const parent = (0, import_node_path.dirname)(path);
    return parent === path ? path : (0, import_node_path.join)(realOrAsIs(parent), (0, import_node_path.basename)(path));
  }
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
  checkReadable(path, label);
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT")
      throw isSymlink(path) ? new NotARegularFileError(label, "a symbolic link to a file that does not exist") : new import_chunk_L7PYBWE7.NotFoundError(label, "the file");
    if (code === "EISDIR") throw new NotARegularFileError(label, "a directory");
    throw e;
  }
  try {
    const st = (0, import_node_fs2.fstatSync)(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
    if (st.size > maxBytes) {
      throw new import_chunk_L7PYBWE7.InvalidInputError([`${label}: expected at most ${maxBytes} bytes, found ${st.size} bytes (split the input into smaller files)`]);
    }
    return (0, import_node_fs2.readFileSync)(fd);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function readDataFile(path, label = path) {
  const fd = openDataFile(path, label);
  if (fd === void 0) return void 0;
  try {
    return (0, import_node_fs2.readFileSync)(fd);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function readDataText(path, label = path) {
  return readDataFile(path, label)?.toString("utf8");
}
function openDataFile(path, label = path) {
  checkReadable(path, label);
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
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
    const st = (0, import_node_fs2.fstatSync)(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
  } catch (e) {
    (0, import_node_fs2.closeSync)(fd);
    throw e;
  }
  return fd;
}
var NotARegularFileError = class extends import_chunk_L7PYBWE7.BrainError {
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
    return (0, import_node_fs2.lstatSync)(path).isSymbolicLink();
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
  return new import_chunk_L7PYBWE7.InvalidInputError([`${label}:1: expected UTF-8 without a byte-order mark, found a BOM (EF BB BF) \u2014 save the file without BOM`]);
}
function invalidUtf8Error(label, byte, offset, line) {
  return new import_chunk_L7PYBWE7.InvalidInputError([
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
    const n = (0, import_node_fs2.readSync)(fd, buf, filled, buf.length - filled, null);
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
    const found = text.trim() === "" ? "an empty file" : withoutExcerpt(msg.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, ""));
    throw new import_chunk_L7PYBWE7.InvalidInputError([`${label}${where}: expected JSON, found ${found === "an empty file" ? found : `a syntax error: ${found}`}`]);
  }
  const issue = jsonTextIssue(text);
  if (issue) {
    const before = text.slice(0, issue.offset);
    const line = before.split("\n").length;
    throw new import_chunk_L7PYBWE7.InvalidInputError([`${label}:${line}:${issue.offset - before.lastIndexOf("\n")}: ${issue.message}`]);
  }
  return data;
}
function withoutExcerpt(message) {
  const token = /^Unexpected token '(.+?)', [\s\S]* is not valid JSON$/u.exec(message);
  if (!token) return message.replace(/,?\s*"[\s\S]*"(\.\.\.)? is not valid JSON$/u, "");
  return /^[{}[\]:,"]$/.test(token[1]) ? `Unexpected token '${token[1]}'` : "Unexpected character (not the start of a JSON value)";
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
    throw new import_chunk_L7PYBWE7.InvalidInputError([`${label}${where}: expected YAML, found ${reason}`]);
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
function canonicalJson(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let out = "";
  writeCanonical(value, (s) => out += s);
  return out;
}
function canonicalSha256(value) {
  const hash = sha256();
  if (value === null || typeof value !== "object") return hash.update(JSON.stringify(value) ?? "").digest("hex");
  let pending = "";
  writeCanonical(value, (s) => {
    pending += s;
    if (pending.length >= 8192) {
      hash.update(pending);
      pending = "";
    }
  });
  return hash.update(pending).digest("hex");
}
function diffId(diff) {
  const { id: _ignored, ...body } = diff;
  return canonicalSha256(body);
}
function diffIdIssue(diff, file) {
  const expected = diffId(diff);
  if (expected === diff.id) return void 0;
  return `${file}: /id: expected the sha256 of the diff's content (${expected.slice(0, 12)}\u2026), found ${diff.id.slice(0, 12)}\u2026 \u2014 the diff was edited after it was proposed`;
}
var lastKeys = [];
var lastSorted = [];
function sortedKeys(obj) {
  const keys = Object.keys(obj);
  if (keys.length !== lastKeys.length || keys.some((k, i) => k !== lastKeys[i])) {
    lastKeys = keys;
    lastSorted = keys.slice().sort();
  }
  return lastSorted;
}
function writeCanonical(value, emit) {
  if (Array.isArray(value)) {
    emit("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) emit(",");
      const item = value[i];
      if (item !== null && typeof item === "object") writeCanonical(item, emit);
      else emit(JSON.stringify(item) ?? "");
    }
    emit("]");
    return;
  }
  const obj = value;
  emit("{");
  let first = true;
  for (const k of sortedKeys(obj)) {
    const v = obj[k];
    if (v === void 0) continue;
    emit(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
    first = false;
    if (v !== null && typeof v === "object") writeCanonical(v, emit);
    else emit(String(JSON.stringify(v)));
  }
  emit("}");
}
var IN_BUNDLE = true;
var ROOT = new URL(IN_BUNDLE ? "../" : "../../", __brainUrl);
var SHIPPED_RULES_DIR = (0, import_node_url.fileURLToPath)(new URL("rules", ROOT));
function schemaPath(name) {
  return (0, import_node_url.fileURLToPath)(new URL(`schemas/${name}.schema.json`, ROOT));
}
function packagePath(relative) {
  return (0, import_node_url.fileURLToPath)(new URL(relative, ROOT));
}
var PRECOMPILED_VALIDATORS = (0, import_node_url.fileURLToPath)(new URL(IN_BUNDLE ? "./validators/" : "../validators/", __brainUrl));
var PARSED_SHIPPED_RULES = (0, import_node_url.fileURLToPath)(new URL(IN_BUNDLE ? "./shipped-rules.json" : "../shipped-rules.json", __brainUrl));
var SCHEMA_NAMES = ["candidates", "config", "rules", "diff", "profile", "fields", "rule-tests"];
var PATTERN_HINTS = {
  "^[^\\r\\n]*\\S[^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[^\\r\\n]+$": "must be a single line (no CR or LF)",
  "^[^\\r\\n]*[^\\s_][^\\r\\n]*$": 'must be a single line with at least one character other than whitespace or "_"',
  "^[^\\r\\n]*[^\\s][^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "must be a date YYYY-MM-DD",
  "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$": 'must be an id: letters, digits, "-" or "_", at most 64',
  "^[0-9a-f]{64}$": "must be a sha256 (64 lower-case hex digits)",
  "^[a-z0-9][a-z0-9-]{0,63}$": 'must be lower-case letters, digits and "-" (at most 64)',
  "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$": "must be a source <tributary>:<id>",
  "\\S": "must have at least one visible character",
  "[^\\s_]": 'must have at least one character other than whitespace or "_"',
  "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$": "must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted)"
};
var AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  // `required` inside if/then/oneOf branches is standard JSON Schema; strictRequired would refuse it.
  strictRequired: false,
  allowUnionTypes: true,
  // formatAjvErrors reads each error's parentSchema (e.g. to list the allowed properties).
  verbose: true
};
var SchemaRegistry = class {
  #validators;
  constructor(validators) {
    this.#validators = validators;
  }
  /** Validates `data` against the named schema. `file` only names the file in issues. */
  validate(name, data, file) {
    const fn = this.#validators(name);
    if (fn(data)) return { ok: true, value: data };
    return { ok: false, issues: formatAjvErrors(fn.errors ?? [], data, file) };
  }
};
function formatAjvErrors(errors, data, file) {
  const specific = onlyNearestBranch(errors).filter(
    (e) => !["if", "then", "else", "oneOf", "anyOf", "allOf", "$ref"].includes(e.keyword) && !(e.keyword === "not" && !forbiddenCharacters(e, data))
  );
  const chosen = specific.length > 0 ? specific : errors;
  const seen = /* @__PURE__ */ new Set();
  const issues = [];
  for (const e of chosen) {
    const issue = formatOne(e, data, file);
    if (!seen.has(issue)) {
      seen.add(issue);
      issues.push(issue);
    }
  }
  return issues;
}
function onlyNearestBranch(errors) {
  const drop = /* @__PURE__ */ new Set();
  for (const one of errors) {
    if (one.keyword !== "oneOf") continue;
    const prefix = `${one.schemaPath}/`;
    const inside = (e) => e.schemaPath.startsWith(prefix) && (e.instancePath === one.instancePath || e.instancePath.startsWith(`${one.instancePath}/`));
    const byBranch = /* @__PURE__ */ new Map();
    for (const e of errors) {
      if (!inside(e)) continue;
      const branch = e.schemaPath.slice(prefix.length).split("/")[0];
      byBranch.set(branch, [...byBranch.get(branch) ?? [], e]);
    }
    let best;
    for (const [branch, list] of byBranch) if (best === void 0 || list.length < byBranch.get(best).length) best = branch;
    for (const [branch, list] of byBranch) if (branch !== best) for (const e of list) drop.add(e);
  }
  return errors.filter((e) => !drop.has(e));
}
function forbiddenCharacters(e, data) {
  const not = e.parentSchema?.not;
  return typeof not?.pattern === "string" && typeof valueAt(data, e.instancePath) === "string";
}
function formatOne(e, data, file) {
  const p = e.params;
  let pointer = e.instancePath || "/";
  let message = "";
  const value = valueAt(data, e.instancePath);
  const got = `got ${e.instancePath === "" ? describeKind(value) : describe(value)}`;
  switch (e.keyword) {
    case "required":
      pointer = `${e.instancePath}/${escapePointer(String(p.missingProperty))}`;
      message = "is required (missing)";
      break;
    case "additionalProperties": {
      pointer = `${e.instancePath}/${escapePointer(String(p.additionalProperty))}`;
      const allowed = allowedProperties(e);
      message = `is not an allowed property${allowed ? ` (allowed: ${allowed})` : ""}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    }
    case "not": {
      if (!forbiddenCharacters(e, data)) break;
      const forbidden = new RegExp(e.parentSchema.not.pattern, "u");
      const chars = typeof value === "string" ? [...value] : [];
      const at = chars.findIndex((c) => forbidden.test(c));
      const cp = at < 0 ? void 0 : chars[at].codePointAt(0);
      message = "must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers)" + (cp === void 0 ? "" : `, got U+${cp.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`);
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    }
    case "format":
      message = p.format === "date" ? `must be a valid date YYYY-MM-DD, ${got}` : `must be a valid ${String(p.format)}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    case "pattern":
      message = `${PATTERN_HINTS[String(p.pattern)] ?? `must match ${String(p.pattern)}`}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    case "enum":
      message = `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(", ")}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    case "type":
      message = `must be ${String(p.type).replace(/,/g, " or ")}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    case "maxLength":
    case "minLength":
      message = `${e.message ?? "has the wrong length"}, got ${typeof value === "string" ? `${[...value].length} characters` : describe(value)}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
    case "maxItems":
    case "minItems":
      message = `${e.message ?? "has the wrong number of items"}, got ${Array.isArray(value) ? `${value.length} items` : describe(value)}`;
      return `${file}: ${shownPointer(pointer)}: ${message}`;
  }
  if (e.keyword !== "required") {
    message = `${e.message ?? "is invalid"}, ${got}`;
  }
  return `${file}: ${shownPointer(pointer)}: ${message}`;
}
var KEY_LIKE = /^[\p{L}\p{N}\p{M} _.-]{1,64}$/u;
function shownPointer(pointer) {
  if (pointer === "/") return pointer;
  return pointer.split("/").map((raw, i) => {
    if (i === 0) return raw;
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    return KEY_LIKE.test(seg) ? raw : `<a key of ${[...seg].length} characters, not shown>`;
  }).join("/");
}
function allowedProperties(e) {
  const props = e.parentSchema?.properties;
  return props ? Object.keys(props).join(", ") : "";
}
function escapePointer(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function valueAt(data, pointer) {
  if (pointer === "") return data;
  let cur = data;
  for (const raw of pointer.slice(1).split("/")) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, seg)) return void 0;
    cur = cur[seg];
  }
  return cur;
}
function describeKind(value) {
  if (typeof value === "string") return `text (${[...value].length} characters, not shown)`;
  return describe(value);
}
function describe(value) {
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value !== null && typeof value === "object") return "an object";
  const text = typeof value === "string" ? (0, import_chunk_L7PYBWE7.visible)(JSON.stringify(value)) : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}\u2026"` : text;
}
var require2 = (0, import_node_module3.createRequire)(__brainUrl);
var registry;
function schemas() {
  registry ??= new SchemaRegistry(precompiled() ?? compileOnDemand());
  return registry;
}
function precompiled() {
  if (!(0, import_node_fs3.existsSync)(PRECOMPILED_VALIDATORS)) return void 0;
  const loaded = /* @__PURE__ */ new Map();
  return (name) => {
    let fn = loaded.get(name);
    if (fn === void 0) {
      fn = require2(`${PRECOMPILED_VALIDATORS}${name}.cjs`)[name];
      loaded.set(name, fn);
    }
    return fn;
  };
}
function compileOnDemand() {
  const ajv = createAjv();
  const ids = {};
  for (const name of SCHEMA_NAMES) {
    const schema = JSON.parse((0, import_node_fs3.readFileSync)(schemaPath(name), "utf8"));
    ajv.addSchema(schema);
    ids[name] = schema.$id;
  }
  return (name) => {
    const fn = ajv.getSchema(ids[name]);
    if (!fn) throw new Error(`schema ${name} did not compile`);
    return fn;
  };
}
function createAjv(extra = {}) {
  const { Ajv2020 } = require2("ajv/dist/2020.js");
  const addFormats = require2("ajv-formats");
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv, ["date"]);
  return ajv;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_DIFF_BYTES,
  MAX_INPUT_BYTES,
  PARSED_SHIPPED_RULES,
  SHIPPED_RULES_DIR,
  canonicalJson,
  canonicalSha256,
  caseFold,
  checkReadable,
  confineReads,
  decodeUtf8,
  diffId,
  diffIdIssue,
  isEarlierNormalizedKey,
  isInside,
  isNormalizedKey,
  normalizeKey,
  normalizeValue,
  openDataFile,
  packagePath,
  parseJsonText,
  parseYamlText,
  randomHex,
  readDataFile,
  readDataText,
  readInputBytes,
  readInputText,
  readUtf8Lines,
  realOrAsIs,
  schemaPath,
  schemas,
  sha256,
  sha256Hex,
  shortHash,
  writeCanonical
});
