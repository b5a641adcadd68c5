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
__export(stdin_exports, {
  BrainError: () => BrainError,
  DEFAULT_THRESHOLDS: () => DEFAULT_THRESHOLDS,
  DIR_MODE: () => DIR_MODE2,
  FILE_MODE: () => FILE_MODE,
  InvalidInputError: () => InvalidInputError,
  KEY_FORBIDDEN_CHAR: () => KEY_FORBIDDEN_CHAR,
  LockedError: () => LockedError,
  MAX_HOOK_READ_BYTES: () => MAX_HOOK_READ_BYTES,
  NotFoundError: () => NotFoundError,
  RefusedError: () => RefusedError,
  StaleDiffError: () => StaleDiffError,
  UsageError: () => UsageError,
  VALUE_FORBIDDEN_CHAR: () => VALUE_FORBIDDEN_CHAR,
  computeNudge: () => computeNudge,
  countPublishedRecords: () => countPublishedRecords,
  daysBetween: () => daysBetween,
  ensureLayout: () => ensureLayout,
  fileStamp: () => fileStamp,
  isIsoDate: () => isIsoDate,
  layout: () => layout,
  localToday: () => localToday,
  maxDate: () => maxDate,
  minDate: () => minDate,
  placeAllows: () => placeAllows,
  readContextFile: () => readContextFile,
  resolveDataDir: () => resolveDataDir2,
  sessionContext: () => sessionContext,
  spelledOut: () => spelledOut,
  visible: () => visible,
  visibleText: () => visibleText,
  visibleValue: () => visibleValue
});
module.exports = __toCommonJS(stdin_exports);
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var BrainError = class extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
};
var InvalidInputError = class extends BrainError {
  issues;
  constructor(issues, hint) {
    super("INVALID_INPUT", formatIssues(issues, hint));
    this.issues = issues;
  }
};
var UsageError = class extends BrainError {
  constructor(message) {
    super("USAGE", message);
  }
};
var StaleDiffError = class extends BrainError {
  constructor(message) {
    super("STALE_DIFF", message);
  }
};
var NotFoundError = class extends BrainError {
  path;
  constructor(path, what, hint) {
    super("NOT_FOUND", `${path}: ${what} does not exist${hint ? ` \u2014 ${hint}` : ""}`);
    this.path = path;
  }
};
var LockedError = class extends BrainError {
  constructor(message) {
    super("LOCKED", message);
  }
};
var RefusedError = class extends BrainError {
  constructor(message) {
    super("REFUSED", message);
  }
};
var MAX_SHOWN_ISSUES = 20;
function formatIssues(issues, hint) {
  const shown = issues.slice(0, MAX_SHOWN_ISSUES);
  const more = issues.length - shown.length;
  const lines = [...shown];
  if (more > 0) lines.push(`\u2026 and ${more} more issue${more === 1 ? "" : "s"}`);
  if (hint) lines.push(hint);
  return lines.join("\n");
}
var KEY_FORBIDDEN = [
  [0, 31],
  [127, 159],
  [173, 173],
  [847, 847],
  [1536, 1541],
  [1564, 1564],
  [1757, 1757],
  [1807, 1807],
  [2192, 2193],
  [2274, 2274],
  [4447, 4448],
  [6068, 6069],
  [6155, 6159],
  [8203, 8207],
  [8232, 8238],
  [8288, 8303],
  [12644, 12644],
  [65024, 65039],
  [65279, 65279],
  [65440, 65440],
  [65520, 65531],
  [69821, 69821],
  [69837, 69837],
  [78896, 78911],
  [113824, 113827],
  [119155, 119162],
  [917504, 921599]
];
var VALUE_FORBIDDEN = [
  [0, 31],
  [127, 159],
  [173, 173],
  [847, 847],
  [1536, 1541],
  [1564, 1564],
  [1757, 1757],
  [1807, 1807],
  [2192, 2193],
  [2274, 2274],
  [4447, 4448],
  [6068, 6069],
  [6155, 6159],
  [8203, 8203],
  [8206, 8207],
  [8232, 8238],
  [8288, 8303],
  [12644, 12644],
  [65279, 65279],
  [65440, 65440],
  [65520, 65531],
  [69821, 69821],
  [69837, 69837],
  [78896, 78911],
  [113824, 113827],
  [119155, 119162],
  [917504, 917535],
  [917632, 917759],
  [918e3, 921599]
];
var classOf = (ranges) => ranges.map(([lo, hi]) => lo === hi ? `\\u{${lo.toString(16)}}` : `\\u{${lo.toString(16)}}-\\u{${hi.toString(16)}}`).join("");
var KEY_CLASS = classOf(KEY_FORBIDDEN);
var VALUE_CLASS = classOf(VALUE_FORBIDDEN);
var LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
var KEY_FORBIDDEN_CHAR = new RegExp(`[${KEY_CLASS}]`, "u");
var VALUE_FORBIDDEN_CHAR = new RegExp(`[${VALUE_CLASS}]`, "u");
var KEY_ALL = new RegExp(`[${KEY_CLASS}]|${LONE_SURROGATE}`, "gu");
var VALUE_ALL = new RegExp(`[${VALUE_CLASS}]|${LONE_SURROGATE}`, "gu");
var TEXT_ALL = new RegExp(`(?![\\n\\t])(?:[${VALUE_CLASS}]|${LONE_SURROGATE})`, "gu");
var u4 = (cp) => `\\u${cp.toString(16).padStart(4, "0")}`;
var MAY_HOLD = new RegExp(
  `[${KEY_FORBIDDEN.filter(([lo]) => lo <= 65535).map(([lo, hi]) => `${u4(lo)}-${u4(hi)}`).join("")}\\ud800-\\udfff]`
);
var escaped = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
function visible(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(KEY_ALL, escaped);
}
function visibleValue(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(VALUE_ALL, escaped);
}
function visibleText(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(TEXT_ALL, escaped);
}
var SPELLED_MAX = 200;
function spelledOut(s) {
  let out = "";
  let n = 0;
  for (const c of s) {
    if (n++ === SPELLED_MAX) return `${out}\u2026`;
    const cp = c.codePointAt(0);
    out += c === "\\" || c === '"' ? `\\${c}` : cp >= 32 && cp <= 126 ? c : `\\u{${cp.toString(16)}}`;
  }
  return out;
}
var DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(text) {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}
var DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year, month) {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS[month - 1] ?? 0;
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}
function maxDate(a, b) {
  return a >= b ? a : b;
}
function minDate(a, b) {
  return a <= b ? a : b;
}
var DEFAULT_THRESHOLDS = Object.freeze({ minNewPublished: 1, minDaysSinceRun: 1 });
var LAYOUT = Object.freeze({
  config: "brain.config.yaml",
  brain: "brain",
  profile: "brain/profile.md",
  state: "brain/consolidation-state.json",
  pendingMd: "brain/pending-diff.md",
  pendingJson: "brain/pending-diff.json",
  history: "brain/history.jsonl",
  backups: "brain/backups",
  batches: "brain/batches",
  applied: "brain/applied",
  journal: "brain/journal",
  lock: "brain/.lock",
  ingest: "ingest",
  published: "ingest/published",
  context: "brain/context.md",
  contextLog: "brain/context-log.jsonl",
  contextLogOld: "brain/context-log.1.jsonl"
});
var DIR_MODE = 448;
var SCAFFOLD = Object.freeze([LAYOUT.brain, LAYOUT.journal, LAYOUT.published]);
var MAX_OUTPUT_CHARS = 9999;
var CONTEXT_MAX_BYTES = 16 * 1024;
var STDIN_MAX_BYTES = 64 * 1024;
var STDIN_WAIT_MS = 200;
var RECEIPT_FIELD_CHARS = 4096;
var DAY_MS = 864e5;
var DATE_RE2 = /^(\d{4})-(\d{2})-(\d{2})$/;
function resolveDataDir(env = process.env, home = (0, import_node_os.homedir)()) {
  const explicit = nonEmpty(env.BRAIN_DATA_DIR);
  if (explicit !== void 0) return (0, import_node_path.resolve)(explicit);
  const xdg = nonEmpty(env.XDG_DATA_HOME);
  if (xdg !== void 0) return (0, import_node_path.resolve)(xdg, "brain");
  return (0, import_node_path.resolve)(home, ".local", "share", "brain");
}
function localToday(now = /* @__PURE__ */ new Date()) {
  const y = String(now.getFullYear()).padStart(4, "0");
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
function countPublishedRecords(publishedDir) {
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(publishedDir);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of names) {
    if (name.length > 3 && name.endsWith(".md") && name.charCodeAt(0) !== 46) count += 1;
  }
  return count;
}
function computeNudge({ dataDir, today = localToday(), thresholds, state: given, brain = "brain", inPlugin = false }) {
  const profileExists = safeExists((0, import_node_path.join)(dataDir, LAYOUT.profile));
  const publishedCount = countPublishedRecords((0, import_node_path.join)(dataDir, LAYOUT.published));
  const read = given === void 0 ? readState((0, import_node_path.join)(dataDir, LAYOUT.state)) : parseState(given);
  const state = thresholds === void 0 ? read : { ...read, thresholds: { ...thresholds } };
  const newPublished = Math.max(0, publishedCount - state.publishedCount);
  const lastRunDay = state.lastRun === null ? null : dayNumber(state.lastRun);
  const todayDay = dayNumber(today);
  const daysSinceRun = lastRunDay === null || todayDay === null ? null : todayDay - lastRunDay;
  let message = null;
  if (!profileExists) {
    message = `brain: no profile yet \u2014 run: ${inPlugin ? "/brain:init" : `${brain} init`}`;
  } else if (isDue(newPublished, state.lastRun, daysSinceRun, state.thresholds)) {
    const records = `${newPublished} new published record${newPublished === 1 ? "" : "s"}`;
    const gather = inPlugin ? "/brain:consolidate" : `${brain} consolidate --gather`;
    message = state.lastRun === null ? `brain: ${records} and no consolidation yet \u2014 run: ${gather}` : `brain: ${records} since the last consolidation (${ago(daysSinceRun ?? 0)}) \u2014 run: ${gather}`;
  }
  return {
    dataDir,
    profileExists,
    publishedCount,
    newPublished,
    lastRun: state.lastRun,
    daysSinceRun,
    thresholds: state.thresholds,
    message
  };
}
function parseHookInput(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(raw)) return null;
  const field = (v) => typeof v === "string" && v !== "" && v.length <= RECEIPT_FIELD_CHARS ? v : null;
  return { cwd: field(raw.cwd), session_id: field(raw.session_id), source: field(raw.source) };
}
async function readHookInput(waitMs = STDIN_WAIT_MS) {
  let st;
  try {
    st = (0, import_node_fs.fstatSync)(0);
  } catch {
    return null;
  }
  if (st.isCharacterDevice() || st.isDirectory()) return null;
  const bytes = st.isFile() ? readFileHead(0) : await readStream(process.stdin, waitMs);
  return bytes === null ? null : parseHookInput(bytes.toString("utf8"));
}
function readFileHead(fd) {
  const buf = Buffer.allocUnsafe(STDIN_MAX_BYTES + 1);
  let len = 0;
  try {
    for (let n; len < buf.length && (n = (0, import_node_fs.readSync)(fd, buf, len, buf.length - len, null)) > 0; ) len += n;
  } catch {
    return null;
  }
  return len > STDIN_MAX_BYTES ? null : buf.subarray(0, len);
}
function readStream(stream, waitMs) {
  return new Promise((done) => {
    const chunks = [];
    let len = 0;
    const finish = (v) => {
      clearTimeout(timer);
      stream.removeAllListeners("data");
      stream.pause();
      done(v);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    stream.on("error", () => finish(null));
    stream.on("end", () => finish(Buffer.concat(chunks, len)));
    stream.on("data", (chunk) => {
      len += chunk.length;
      if (len > STDIN_MAX_BYTES) return finish(null);
      chunks.push(chunk);
    });
  });
}
function fileStamp(path) {
  try {
    const st = (0, import_node_fs.statSync)(path);
    return { size: st.size, mtimeMs: Math.floor(st.mtimeMs) };
  } catch {
    return null;
  }
}
function readContextFile(path) {
  let bytes;
  try {
    bytes = readRegularBytes(path, CONTEXT_MAX_BYTES);
  } catch {
    return null;
  }
  if (bytes === null) return null;
  const all = bytes.toString("utf8");
  const end = all.indexOf("\n");
  if (end < 0) return null;
  const line = all.slice(0, end);
  if (!line.startsWith("<!-- ") || !line.endsWith(" -->")) return null;
  let raw;
  try {
    raw = JSON.parse(line.slice(5, -4));
  } catch {
    return null;
  }
  const header = contextHeader(raw);
  return header === null ? null : { header, text: all.slice(end + 1) };
}
function contextHeader(raw) {
  if (!isPlainObject(raw)) return null;
  const { profile, config, inject, onlyIn, notIn, date, text } = raw;
  const stamp = (v) => isPlainObject(v) && isCount(v.size) && isCount(v.mtimeMs);
  const folders = (v) => Array.isArray(v) && v.every((f) => typeof f === "string" && f !== "");
  if (!stamp(profile) || typeof /** @type {Record<string, unknown>} */
  profile.sha256 !== "string") return null;
  if (config !== null && !stamp(config)) return null;
  if (typeof inject !== "boolean" || !folders(onlyIn) || !folders(notIn) || typeof date !== "string") return null;
  if (!isPlainObject(text) || typeof text.sha256 !== "string" || !isCount(text.length)) return null;
  return (
    /** @type {ContextHeader} */
    raw
  );
}
function isInsideFolder(dir, folder) {
  if (dir === folder) return true;
  const prefix = folder.endsWith(import_node_path.sep) ? folder : folder + import_node_path.sep;
  return dir.startsWith(prefix);
}
function placeOf(folder, home) {
  const expanded = folder === "~" ? home : folder.startsWith("~/") ? (0, import_node_path.join)(home, folder.slice(2)) : folder;
  const absolute = (0, import_node_path.resolve)(expanded);
  try {
    return (0, import_node_fs.realpathSync)(absolute);
  } catch {
    return absolute;
  }
}
function placeAllows({ cwd, onlyIn, notIn, home = (0, import_node_os.homedir)() }) {
  if (onlyIn.length === 0 && notIn.length === 0) return { given: true };
  let real = null;
  if (cwd !== null) {
    try {
      real = (0, import_node_fs.realpathSync)((0, import_node_path.resolve)(cwd));
    } catch {
      real = null;
    }
  }
  if (real === null) return { given: false, why: "the session's folder is not known (onlyIn or notIn is set)" };
  const here = (
    /** @type {string} */
    real
  );
  if (onlyIn.length > 0 && !onlyIn.some((f) => isInsideFolder(here, placeOf(f, home)))) {
    return { given: false, why: `${here} is inside none of context.onlyIn` };
  }
  const out = notIn.find((f) => isInsideFolder(here, placeOf(f, home)));
  if (out !== void 0) return { given: false, why: `${here} is inside ${out} (context.notIn)` };
  return { given: true };
}
function sessionContext({ dataDir, cwd, env = process.env, home = (0, import_node_os.homedir)(), inPlugin = false, brain = "brain", onRequest = false }) {
  if (!onRequest && nonEmpty(env.BRAIN_CONTEXT)?.toLowerCase() === "off") return { kind: "none", why: "BRAIN_CONTEXT is off" };
  const file = readContextFile((0, import_node_path.join)(dataDir, LAYOUT.context));
  if (file === null) return { kind: "none", why: `there is no readable ${(0, import_node_path.join)(dataDir, LAYOUT.context)}` };
  const { header, text } = file;
  if (!onRequest && !header.inject) return { kind: "none", why: "context.inject is off" };
  if (!onRequest) {
    const place = placeAllows({ cwd, onlyIn: header.onlyIn, notIn: header.notIn, home });
    if (!place.given) return { kind: "none", why: place.why };
  }
  const same = (now, then) => now === null || then === null ? now === then : now.size === then.size && now.mtimeMs === then.mtimeMs;
  if (!same(fileStamp((0, import_node_path.join)(dataDir, LAYOUT.profile)), header.profile) || !same(fileStamp((0, import_node_path.join)(dataDir, LAYOUT.config)), header.config) || text.length !== header.text.length) {
    const refresh = inPlugin ? "/brain:context --refresh" : `${brain} context --refresh`;
    return {
      kind: "refresh",
      line: `brain: profile.md or the config changed since the session context was written, so no facts were given \u2014 run: ${refresh} (after a hand edit of profile.md: ${brain} adopt)`
    };
  }
  if (text === "") return { kind: "none", why: "the context holds no facts" };
  return { kind: "context", text, header };
}
function appendReceipt(dataDir, receipt) {
  try {
    (0, import_node_fs.appendFileSync)((0, import_node_path.join)(dataDir, LAYOUT.contextLog), `${JSON.stringify(receipt)}
`, { mode: 384 });
  } catch {
  }
}
function hookOutput({ dataDir, input, env = process.env, home = (0, import_node_os.homedir)(), today = localToday(), now = /* @__PURE__ */ new Date(), inPlugin = false, brain = "brain" }) {
  const { message } = computeNudge({ dataDir, today, inPlugin, brain });
  let out = message ? `${message.slice(0, MAX_OUTPUT_CHARS - 1)}
` : "";
  const cwd = input?.cwd ?? null;
  const given = sessionContext({ dataDir, cwd, env, home, inPlugin, brain });
  if (given.kind === "refresh" && out.length + given.line.length < MAX_OUTPUT_CHARS) out += `${given.line}
`;
  if (given.kind === "context" && out.length + given.text.length <= MAX_OUTPUT_CHARS) {
    out += given.text;
    const { sha256, length } = given.header.text;
    appendReceipt(dataDir, { at: now.toISOString(), session_id: input?.session_id ?? null, source: input?.source ?? null, cwd, sha256, length });
  }
  return out;
}
async function main() {
  try {
    const input = await readHookInput();
    const out = sessionStart({ input });
    if (out !== "") writeAll(out);
  } catch {
  }
}
function sessionStart({ input, env = process.env, home = (0, import_node_os.homedir)(), today = localToday(), now = /* @__PURE__ */ new Date() }) {
  const dataDir = resolveDataDir(env, home);
  for (const dir of SCAFFOLD) {
    try {
      (0, import_node_fs.mkdirSync)((0, import_node_path.join)(dataDir, dir), { recursive: true, mode: DIR_MODE });
    } catch {
    }
  }
  const inPlugin = nonEmpty(env.CLAUDE_PLUGIN_ROOT) !== void 0;
  return hookOutput({ dataDir, input, env, home, today, now, inPlugin });
}
function writeAll(text) {
  const bytes = Buffer.from(text, "utf8");
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let off = 0, tries = 0; off < bytes.length && tries < 1e3; ) {
    try {
      off += (0, import_node_fs.writeSync)(1, bytes, off, bytes.length - off);
    } catch (e) {
      if (
        /** @type {NodeJS.ErrnoException} */
        e.code !== "EAGAIN"
      ) return;
      tries++;
      Atomics.wait(pause, 0, 0, 2);
    }
  }
}
function isDue(newPublished, lastRun, daysSinceRun, thresholds) {
  if (newPublished < 1 || newPublished < thresholds.minNewPublished) return false;
  if (lastRun === null) return true;
  return daysSinceRun !== null && daysSinceRun >= thresholds.minDaysSinceRun;
}
function ago(days) {
  if (days === 0) return "today";
  if (days === 1) return "1 day ago";
  return `${days} days ago`;
}
function readState(file) {
  let raw;
  try {
    raw = JSON.parse(readRegularText(file));
  } catch {
    raw = void 0;
  }
  return parseState(raw);
}
function parseState(raw) {
  const obj = isPlainObject(raw) ? raw : {};
  const nudge = isPlainObject(obj.nudge) ? obj.nudge : {};
  const thresholds = {
    minNewPublished: isCount(nudge.minNewPublished) ? nudge.minNewPublished : DEFAULT_THRESHOLDS.minNewPublished,
    minDaysSinceRun: isCount(nudge.minDaysSinceRun) ? nudge.minDaysSinceRun : DEFAULT_THRESHOLDS.minDaysSinceRun
  };
  const ran = typeof obj.last_run === "string" && dayNumber(obj.last_run) !== null && isCount(obj.published_count);
  return ran ? { lastRun: (
    /** @type {string} */
    obj.last_run
  ), publishedCount: (
    /** @type {number} */
    obj.published_count
  ), thresholds } : { lastRun: null, publishedCount: 0, thresholds };
}
var MAX_HOOK_READ_BYTES = 64 * 1024;
function readRegularText(file) {
  const fd = (0, import_node_fs.openSync)(file, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile()) throw new Error(`${file}: not a regular file`);
    if (st.size > MAX_HOOK_READ_BYTES) throw new Error(`${file}: over ${MAX_HOOK_READ_BYTES} bytes`);
    const buf = Buffer.allocUnsafe(MAX_HOOK_READ_BYTES + 1);
    let len = 0;
    while (len < buf.length) {
      const n = (0, import_node_fs.readSync)(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
    }
    if (len > MAX_HOOK_READ_BYTES) throw new Error(`${file}: over ${MAX_HOOK_READ_BYTES} bytes`);
    return buf.toString("utf8", 0, len);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readRegularBytes(file, maxBytes) {
  const fd = (0, import_node_fs.openSync)(file, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  try {
    if (!(0, import_node_fs.fstatSync)(fd).isFile()) throw new Error(`${file}: not a regular file`);
    const buf = Buffer.allocUnsafe(maxBytes + 1);
    let len = 0;
    for (let n; len < buf.length && (n = (0, import_node_fs.readSync)(fd, buf, len, buf.length - len, null)) > 0; ) len += n;
    return len > maxBytes ? null : buf.subarray(0, len);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function dayNumber(ymd) {
  const m = DATE_RE2.exec(ymd);
  if (m === null) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const date = new Date(Date.UTC(2e3, mo - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return Math.round(date.getTime() / DAY_MS);
}
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
function nonEmpty(v) {
  return typeof v === "string" && v !== "" ? v : void 0;
}
function safeExists(file) {
  try {
    return (0, import_node_fs.existsSync)(file);
  } catch {
    return false;
  }
}
function isDirectRun() {
  try {
    const entry = process.argv[1];
    return entry !== void 0 && (0, import_node_fs.realpathSync)(entry) === (0, import_node_fs.realpathSync)((0, import_node_url.fileURLToPath)(__brainUrl));
  } catch {
    return false;
  }
}
if (isDirectRun()) {
  process.on("uncaughtException", () => process.exit(0));
  main().finally(() => process.exit(0));
}
var FILE_MODE = 384;
var DIR_MODE2 = 448;
function resolveDataDir2(flag, env = process.env, home) {
  if (flag) return (0, import_node_path2.resolve)(flag);
  return resolveDataDir(env, home);
}
function layout(dataDir) {
  const paths = { dataDir };
  for (const key of Object.keys(LAYOUT)) paths[key] = (0, import_node_path2.join)(dataDir, LAYOUT[key]);
  return paths;
}
function ensureLayout(layout2) {
  for (const dir of [layout2.brain, layout2.journal, layout2.backups, layout2.published]) (0, import_node_fs2.mkdirSync)(dir, { recursive: true, mode: DIR_MODE2 });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BrainError,
  DEFAULT_THRESHOLDS,
  DIR_MODE,
  FILE_MODE,
  InvalidInputError,
  KEY_FORBIDDEN_CHAR,
  LockedError,
  MAX_HOOK_READ_BYTES,
  NotFoundError,
  RefusedError,
  StaleDiffError,
  UsageError,
  VALUE_FORBIDDEN_CHAR,
  computeNudge,
  countPublishedRecords,
  daysBetween,
  ensureLayout,
  fileStamp,
  isIsoDate,
  layout,
  localToday,
  maxDate,
  minDate,
  placeAllows,
  readContextFile,
  resolveDataDir,
  sessionContext,
  spelledOut,
  visible,
  visibleText,
  visibleValue
});
// brain-digest: fd499e33d59ac7e6
