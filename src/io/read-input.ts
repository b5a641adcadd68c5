/**
 * Reading files a user hands in: existence, size, encoding and syntax are checked before any
 * schema sees the content, and every failure names the file and the line or byte.
 */
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readSync, type Stats } from "node:fs";
import { FAILSAFE_SCHEMA, load } from "js-yaml";
import { BrainError, InvalidInputError, NotFoundError } from "../core/errors.js";
import { checkReadable } from "./read-scope.js";

/** Larger inputs are refused rather than risk exhausting memory; 100k candidates take about 25 MiB. */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;
/** brain's own pretty-printed diff of a full-size candidates file is larger than its input (~48 MB at 100k). */
export const MAX_DIFF_BYTES = 256 * 1024 * 1024;

export function readInputText(path: string, label: string, maxBytes = MAX_INPUT_BYTES): string {
  return decodeUtf8(readInputBytes(path, label, maxBytes), label);
}

/** The bytes of a user-supplied file, after checking that it is a regular file of acceptable size. */
export function readInputBytes(path: string, label: string, maxBytes = MAX_INPUT_BYTES): Buffer {
  checkReadable(path, label);
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever. The type
  // and size come from the opened file itself, so nothing can be swapped in between.
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT")
      throw isSymlink(path) ? new NotARegularFileError(label, "a symbolic link to a file that does not exist") : new NotFoundError(label, "the file");
    if (code === "EISDIR") throw new NotARegularFileError(label, "a directory");
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
    if (st.size > maxBytes) {
      throw new InvalidInputError([`${label}: expected at most ${maxBytes} bytes, found ${st.size} bytes (split the input into smaller files)`]);
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A file brain keeps in its data dir (profile, sidecar, history, pending diff, backup, lock…):
 * its bytes, or undefined when it does not exist. Anything but a regular file (a FIFO, device,
 * socket or directory, or a link to one) is refused at once, exit 1, naming it: it is opened
 * with O_NONBLOCK and checked with fstat before a byte is read, so nothing can wait for a writer
 * and a signal (Ctrl-C, SIGTERM) always gets through.
 */
export function readDataFile(path: string, label = path): Buffer | undefined {
  const fd = openDataFile(path, label);
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `readDataFile` as UTF-8 text (decoded leniently, as brain wrote it). */
export function readDataText(path: string, label = path): string | undefined {
  return readDataFile(path, label)?.toString("utf8");
}

/** An open fd of a regular file, undefined when it does not exist; anything else is NotARegularFileError. */
export function openDataFile(path: string, label = path): number | undefined {
  checkReadable(path, label);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      if (isSymlink(path)) throw new NotARegularFileError(label, "a symbolic link to a file that does not exist");
      return undefined;
    }
    if (code === "EISDIR") throw new NotARegularFileError(label, "a directory");
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotARegularFileError(label, describeFileType(st));
  } catch (e) {
    closeSync(fd);
    throw e;
  }
  return fd;
}

/** A FIFO, device, socket or directory where a file was expected: refused before reading a byte. */
class NotARegularFileError extends BrainError {
  readonly path: string;
  constructor(path: string, found: string) {
    super("IO", `${path}: expected a regular file, found ${found}`);
    this.path = path;
  }
}

/** What a non-regular file is, in words. */
function describeFileType(st: Stats): string {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a FIFO (named pipe)";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  if (st.isSymbolicLink()) return "a symbolic link";
  return "something that is not a regular file";
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

export function decodeUtf8(bytes: Uint8Array, label: string): string {
  if (hasBom(bytes)) throw bomError(label);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    throw invalidUtf8Error(label, bytes[offset], offset, countNewlines(bytes, offset) + 1);
  }
}

const hasBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

function bomError(label: string): InvalidInputError {
  return new InvalidInputError([`${label}:1: expected UTF-8 without a byte-order mark, found a BOM (EF BB BF) — save the file without BOM`]);
}

function invalidUtf8Error(label: string, byte: number | undefined, offset: number, line: number): InvalidInputError {
  return new InvalidInputError([
    `${label}:${line}: expected UTF-8 text, found an invalid byte 0x${(byte ?? 0).toString(16).padStart(2, "0")} at byte ${offset}`,
  ]);
}

/** Bytes read at a time by `readUtf8Lines`; a longer line grows the buffer to hold it. */
const LINE_CHUNK = 1024 * 1024;

/**
 * An open file read as UTF-8 lines without ever holding the whole file: `line` gets each line
 * (without its "\n") as its own string, decoded alone, so a Latin-1 line is a one-byte string
 * whatever the rest of the file holds and no string of the whole text keeps slices alive;
 * `chunk` gets every byte of the file once, in order (for a hash), before the lines in it. A final
 * "\n" ends the last line (it does not start an empty one). A BOM or invalid UTF-8 is refused with
 * exactly decodeUtf8's error (the same byte offset and line), once every line before it was given.
 */
export function readUtf8Lines(fd: number, label: string, on: { chunk(bytes: Buffer): void; line(text: string): void }, chunkSize = LINE_CHUNK): void {
  let buf = Buffer.allocUnsafe(chunkSize);
  // buf[0, filled) holds the file from byte `offset` on: the start of a line not yet given.
  let filled = 0;
  let offset = 0;
  let newlines = 0;
  let checkedBom = false;
  for (;;) {
    if (filled === buf.length) {
      const bigger = Buffer.allocUnsafe(buf.length * 2);
      buf.copy(bigger, 0, 0, filled);
      buf = bigger;
    }
    const n = readSync(fd, buf, filled, buf.length - filled, null);
    if (n > 0) on.chunk(buf.subarray(filled, filled + n));
    filled += n;
    const eof = n === 0;
    if (!checkedBom) {
      if (filled < 3 && !eof) continue;
      if (hasBom(buf.subarray(0, filled))) throw bomError(label);
      checkedBom = true;
    }
    // Whole lines only, so no UTF-8 sequence is cut (a "\n" byte never occurs inside one).
    const end = eof ? filled : buf.lastIndexOf(0x0a, filled - 1) + 1;
    if (end > 0) {
      const text = buf.subarray(0, end);
      if (!isUtf8(text)) {
        const at = firstInvalidUtf8(text);
        throw invalidUtf8Error(label, text[at], offset + at, newlines + countNewlines(text, at) + 1);
      }
      let start = 0;
      for (let nl = text.indexOf(0x0a); nl >= 0; nl = text.indexOf(0x0a, start)) {
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

export function parseJsonText(text: string, label: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /position (\d+)/.exec(msg);
    const lc = /line (\d+) column (\d+)/.exec(msg);
    let where = "";
    // V8 leaves the position out of "Unexpected token" errors; find it so the line is always named.
    const at = pos ? Number(pos[1]) : jsonErrorOffset(text);
    if (lc) where = `:${lc[1]}:${lc[2]}`;
    else if (at >= 0) {
      const p = at;
      const before = text.slice(0, p);
      const line = before.split("\n").length;
      where = `:${line}:${p - before.lastIndexOf("\n")}`;
    }
    const found = text.trim() === "" ? "an empty file" : withoutExcerpt(msg.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, ""));
    throw new InvalidInputError([`${label}${where}: expected JSON, found ${found === "an empty file" ? found : `a syntax error: ${found}`}`]);
  }
  const issue = jsonTextIssue(text);
  if (issue) {
    const before = text.slice(0, issue.offset);
    const line = before.split("\n").length;
    throw new InvalidInputError([`${label}:${line}:${issue.offset - before.lastIndexOf("\n")}: ${issue.message}`]);
  }
  return data;
}

/**
 * V8's "Unexpected token 'r', "root:x:0:0"... is not valid JSON" quotes the file's text: a file that
 * is not JSON at all (a path given by mistake, or by someone hoping brain echoes it) must not have
 * its content printed. The token is named only when it is JSON punctuation.
 */
function withoutExcerpt(message: string): string {
  const token = /^Unexpected token '(.+?)', [\s\S]* is not valid JSON$/u.exec(message);
  if (!token) return message.replace(/,?\s*"[\s\S]*"(\.\.\.)? is not valid JSON$/u, "");
  return /^[{}[\]:,"]$/.test(token[1]!) ? `Unexpected token '${token[1]}'` : "Unexpected character (not the start of a JSON value)";
}

// With the u flag a well-formed surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * What JSON.parse lets through but brain refuses, in text it has already parsed: a property name
 * used twice in one object (JSON.parse silently keeps the last, so what a reviewer reads is not
 * what brain uses) and a `\uD800`-style escape that leaves a lone surrogate (not Unicode text).
 * One pass over the text; strings are only decoded when they hold an escape, and only property
 * names are kept. A string with no backslash before its closing quote is skipped with `indexOf`
 * (the next backslash of the text is known, and valid JSON has backslashes only in strings): the
 * character loop spent most of its time inside values, ~0.3 s of a 100k apply's diff read, ~0.1 s
 * with the skip (docs/performance.md).
 */
function jsonTextIssue(text: string): { offset: number; message: string } | undefined {
  // The property names of each open object (null for arrays): a list while it has a few, as most
  // objects do (a Set for each of a diff's ~500k objects cost more than scanning a few names), a
  // Set past PROPERTY_NAMES_IN_LIST, so an object with many names stays linear.
  const stack: (string[] | Set<string> | null)[] = [];
  const n = text.length;
  let backslash = nextBackslash(text, 0);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b) stack.push([]);
    else if (c === 0x5b) stack.push(null);
    else if (c === 0x7d || c === 0x5d) stack.pop();
    else if (c === 0x22) {
      const at = i;
      let escaped = false;
      const close = text.indexOf('"', i + 1);
      if (close < backslash) i = close;
      else {
        escaped = true;
        for (i++; ; i++) {
          const d = text.charCodeAt(i);
          if (d === 0x22) break;
          if (d === 0x5c) i++;
        }
        backslash = nextBackslash(text, i);
      }
      const decoded = escaped ? (JSON.parse(text.slice(at, i + 1)) as string) : undefined;
      if (decoded !== undefined && LONE_SURROGATE.test(decoded)) {
        return { offset: at, message: "expected well-formed Unicode text, found a string with a lone surrogate escape (\\uD800–\\uDFFF without its pair)" };
      }
      const top = stack[stack.length - 1];
      if (!top) continue;
      let j = i + 1;
      for (let w = text.charCodeAt(j); w === 0x20 || w === 0x0a || w === 0x0d || w === 0x09; w = text.charCodeAt(++j));
      if (text.charCodeAt(j) !== 0x3a) continue;
      const name = decoded ?? text.slice(at + 1, i);
      if (Array.isArray(top) ? top.includes(name) : top.has(name)) {
        return { offset: at, message: `expected each property name once per object, found ${JSON.stringify(name)} twice` };
      }
      if (!Array.isArray(top)) top.add(name);
      else if (top.length < PROPERTY_NAMES_IN_LIST) top.push(name);
      else stack[stack.length - 1] = new Set([...top, name]);
    }
  }
  return undefined;
}

const PROPERTY_NAMES_IN_LIST = 16;

/** The offset of the first backslash at or after `from`, or the text's length when there is none. */
function nextBackslash(text: string, from: number): number {
  const at = text.indexOf("\\", from);
  return at < 0 ? text.length : at;
}

const JSON_SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const JSON_ESCAPE = /["\\/bfnrt]|u[0-9a-fA-F]{4}/y;

/** Offset of the first JSON syntax error in `text`, or -1 when there is none. Only runs after JSON.parse failed. */
function jsonErrorOffset(text: string): number {
  // What may come next: a value, a key, ":", "," or a closer, or nothing (the end).
  type Want = "value" | "value]" | "key}" | "key" | ":" | ",]" | ",}" | "end";
  const closers: string[] = [];
  let want = "value" as Want;
  let i = 0;
  const afterValue = (): Want => (closers.length === 0 ? "end" : closers[closers.length - 1] === "]" ? ",]" : ",}");
  for (;;) {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
    if (i === text.length) return want === "end" ? -1 : i;
    const start = i;
    const c = text[i]!;
    if (c === '"') {
      if (want !== "value" && want !== "value]" && want !== "key" && want !== "key}") return start;
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length || text.charCodeAt(i) < 0x20) return i;
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
    } else if ((c === "]" && (want === ",]" || want === "value]")) || (c === "}" && (want === ",}" || want === "key}"))) {
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
      if ((want !== "value" && want !== "value]") || !JSON_SCALAR.test(text)) return start;
      i = JSON_SCALAR.lastIndex;
      want = afterValue();
    }
  }
}

const COMMENTS_ONLY = /^(\s*(#.*)?(\r?\n|$))*$/;

/**
 * Loads YAML safely: the core schema only (no custom tags, so `!!js/function` is an error),
 * no aliases (so an alias bomb cannot expand), bounded nesting. An empty file is `undefined`.
 * With `strings`, the failsafe schema: every scalar is the exact text written (`zip: 02139`
 * stays "02139", `version: 1.10` stays "1.10", long numbers are not rounded).
 */
export function parseYamlText(text: string, label: string, { strings = false } = {}): unknown {
  if (COMMENTS_ONLY.test(text)) return undefined;
  try {
    return load(text, { filename: label, maxAliases: 0, maxDepth: 64, ...(strings ? { schema: FAILSAFE_SCHEMA } : {}) });
  } catch (e) {
    const err = e as { mark?: { line: number; column: number }; reason?: string; message: string };
    const where = err.mark ? `:${err.mark.line + 1}:${err.mark.column + 1}` : "";
    const reason = err.reason ?? err.message.split("\n")[0];
    throw new InvalidInputError([`${label}${where}: expected YAML, found ${reason}`]);
  }
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) n++;
  return n;
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    // Continuation bytes after the lead byte, and the smallest code point that needs that many.
    let n: number;
    let min: number;
    if (c < 0x80) [n, min] = [0, 0];
    else if (c >= 0xc2 && c <= 0xdf) [n, min] = [1, 0x80];
    else if (c >= 0xe0 && c <= 0xef) [n, min] = [2, 0x800];
    else if (c >= 0xf0 && c <= 0xf4) [n, min] = [3, 0x10000];
    else return i;
    let cp = n === 0 ? c : c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const cc = b[i + k];
      if (cc === undefined || (cc & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (n > 0 && (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))) return i;
    i += n + 1;
  }
  return b.length;
}
