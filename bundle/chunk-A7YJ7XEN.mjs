import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  UsageError
} from "./chunk-IMDQXH3F.mjs";

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

// src/io/data-dir.ts
import { homedir } from "node:os";
import { join, resolve } from "node:path";
function resolveDataDir(flag, env = process.env, home = homedir()) {
  if (flag) return resolve(flag);
  if (env.BRAIN_DATA_DIR) return resolve(env.BRAIN_DATA_DIR);
  if (env.XDG_DATA_HOME) return resolve(env.XDG_DATA_HOME, "brain");
  return resolve(home, ".local", "share", "brain");
}
function layout(dataDir) {
  const brain = join(dataDir, "brain");
  return {
    dataDir,
    config: join(dataDir, "brain.config.yaml"),
    brain,
    profile: join(brain, "profile.md"),
    state: join(brain, "consolidation-state.json"),
    pendingMd: join(brain, "pending-diff.md"),
    pendingJson: join(brain, "pending-diff.json"),
    history: join(brain, "history.jsonl"),
    backups: join(brain, "backups"),
    journal: join(brain, "journal"),
    lock: join(brain, ".lock"),
    ingest: join(dataDir, "ingest"),
    published: join(dataDir, "ingest", "published")
  };
}

// src/cli/context.ts
function resolveContext(opts, now = /* @__PURE__ */ new Date()) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== void 0 && !isIsoDate(todayFlag)) {
    throw new UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  const flags = [
    dataDir === void 0 ? "" : ` --data-dir ${shellQuote(dataDir)}`,
    configFile === void 0 ? "" : ` --config ${shellQuote(configFile)}`
  ].join("");
  return { paths: layout(resolveDataDir(dataDir)), configFile, today: todayFlag ?? localDate(now), now, brain: `brain${flags}` };
}
function stringOption(value, flag) {
  if (value === void 0) return void 0;
  if (Array.isArray(value)) throw new UsageError(`${flag}: expected one value, found ${value.length}`);
  if (value === true || value === "") throw new UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string" || typeof value === "number") return String(value);
  throw new UsageError(`${flag}: expected a value, found ${String(value)}`);
}
function localDate(d) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
function shellQuote(s) {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

export {
  isIsoDate,
  daysBetween,
  maxDate,
  minDate,
  resolveContext,
  stringOption,
  shellQuote
};
