import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/core/dates.ts
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

// src/core/errors.ts
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

// hooks/session-start.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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
  published: "ingest/published"
});
var DIR_MODE = 448;
var SCAFFOLD = Object.freeze([LAYOUT.brain, LAYOUT.journal, LAYOUT.published]);
var MAX_OUTPUT_CHARS = 9999;
var DAY_MS = 864e5;
var DATE_RE2 = /^(\d{4})-(\d{2})-(\d{2})$/;
function resolveDataDir(env = process.env, home = homedir()) {
  const explicit = nonEmpty(env.BRAIN_DATA_DIR);
  if (explicit !== void 0) return resolve(explicit);
  const xdg = nonEmpty(env.XDG_DATA_HOME);
  if (xdg !== void 0) return resolve(xdg, "brain");
  return resolve(home, ".local", "share", "brain");
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
    names = readdirSync(publishedDir);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of names) {
    if (name.length > 3 && name.endsWith(".md") && name.charCodeAt(0) !== 46) count += 1;
  }
  return count;
}
function computeNudge({ dataDir, today = localToday(), thresholds }) {
  const profileExists = safeExists(join(dataDir, LAYOUT.profile));
  const publishedCount = countPublishedRecords(join(dataDir, LAYOUT.published));
  const read = readState(join(dataDir, LAYOUT.state));
  const state = thresholds === void 0 ? read : { ...read, thresholds: { ...thresholds } };
  const newPublished = Math.max(0, publishedCount - state.publishedCount);
  const lastRunDay = state.lastRun === null ? null : dayNumber(state.lastRun);
  const todayDay = dayNumber(today);
  const daysSinceRun = lastRunDay === null || todayDay === null ? null : todayDay - lastRunDay;
  let message = null;
  if (!profileExists) {
    message = "brain: no profile yet \u2014 run: brain init";
  } else if (isDue(newPublished, state.lastRun, daysSinceRun, state.thresholds)) {
    const records = `${newPublished} new published record${newPublished === 1 ? "" : "s"}`;
    message = state.lastRun === null ? `brain: ${records} and no consolidation yet \u2014 run: brain consolidate --gather` : `brain: ${records} since the last consolidation (${ago(daysSinceRun ?? 0)}) \u2014 run: brain consolidate --gather`;
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
function main() {
  try {
    const dataDir = resolveDataDir();
    for (const dir of SCAFFOLD) {
      try {
        mkdirSync(join(dataDir, dir), { recursive: true, mode: DIR_MODE });
      } catch {
      }
    }
    const { message } = computeNudge({ dataDir, today: localToday() });
    if (message) process.stdout.write(`${message.slice(0, MAX_OUTPUT_CHARS)}
`);
  } catch {
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
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    raw = void 0;
  }
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
    return existsSync(file);
  } catch {
    return false;
  }
}
function isDirectRun() {
  try {
    const entry = process.argv[1];
    return entry !== void 0 && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
if (isDirectRun()) {
  process.stdout.on("error", () => {
  });
  process.on("uncaughtException", () => {
    process.exitCode = 0;
  });
  main();
  process.exitCode = 0;
}

// src/io/data-dir.ts
import { join as join2, resolve as resolve2 } from "node:path";
function resolveDataDir2(flag, env = process.env, home) {
  if (flag) return resolve2(flag);
  return resolveDataDir(env, home);
}
function layout(dataDir) {
  const paths = { dataDir };
  for (const key of Object.keys(LAYOUT)) paths[key] = join2(dataDir, LAYOUT[key]);
  return paths;
}

// src/io/interrupt.ts
import { readdirSync as readdirSync2, unlinkSync } from "node:fs";
import { join as join3 } from "node:path";
var cleanups = /* @__PURE__ */ new Set();
function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
function runInterruptCleanups() {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
    }
  }
}
var TEMP_FILE = /\.(md|json|jsonl)\.\d+$/;
function removeTempFiles(brainDir) {
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => join3(brainDir, d))]) {
    let names;
    try {
      names = readdirSync2(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
      try {
        unlinkSync(join3(dir, name));
      } catch {
      }
    }
  }
}
function letSignalsIn() {
  return new Promise((resolve3) => setImmediate(resolve3));
}

// src/usecases/context.ts
function resolveContext(opts, now = /* @__PURE__ */ new Date()) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== void 0 && !isIsoDate(todayFlag)) {
    throw new UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  return { paths: layout(resolveDataDir2(dataDir)), configFile, today: todayFlag ?? localToday(now), now };
}
function brainAsTyped(opts) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  return ["brain", ...dataDir === void 0 ? [] : ["--data-dir", dataDir], ...configFile === void 0 ? [] : ["--config", configFile]].map(shellQuote).join(" ");
}
function shellQuote(s) {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
function stringOption(value, flag) {
  if (value === void 0) return void 0;
  if (Array.isArray(value)) throw new UsageError(`${flag}: given ${value.length} times; expected it once`);
  if (value === true || value === "") throw new UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string") return value;
  throw new UsageError(`${flag}: expected a value, found ${String(value)}`);
}
function useCaseOptions(ctx, notice) {
  return { ...ctx, notice, pause: letSignalsIn };
}
function discardUnfinishedWork() {
  runInterruptCleanups();
}

// src/cli/output.ts
var open = { stdout: true, stderr: true };
var stdio = {
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}
`);
  }
};
var current = stdio;
var processOutput = {
  out: (text) => current.out(text),
  err: (text) => current.err(text)
};
async function printingTo(to, work) {
  if (to === void 0) return work();
  const before = current;
  current = to;
  try {
    return await work();
  } finally {
    current = before;
  }
}
function survivePipes() {
  for (const name of ["stdout", "stderr"]) {
    process[name].on("error", () => {
      open[name] = false;
    });
  }
}
var RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
function json(value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return text.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export {
  __require,
  __commonJS,
  __export,
  __toESM,
  isIsoDate,
  daysBetween,
  maxDate,
  minDate,
  BrainError,
  InvalidInputError,
  UsageError,
  StaleDiffError,
  NotFoundError,
  LockedError,
  RefusedError,
  DEFAULT_THRESHOLDS,
  countPublishedRecords,
  computeNudge,
  onInterrupt,
  removeTempFiles,
  resolveContext,
  brainAsTyped,
  stringOption,
  useCaseOptions,
  discardUnfinishedWork,
  processOutput,
  printingTo,
  survivePipes,
  json
};
