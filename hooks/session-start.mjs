// Claude Code SessionStart hook for brain (docs/plugin.md), and the nudge logic `brain status` reuses.
// Only `node:` built-ins: the hook runs from the plugin folder before (or without) `npm ci`, and it
// must start within 1.5× a bare `node -e 0`, so it reads one small JSON file and does one readdir.

import { closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Thresholds used when the sidecar is missing, malformed, or holds an unusable value. The CLI's
 * config defaults take theirs from here (src/io/data-dir.ts).
 */
export const DEFAULT_THRESHOLDS = Object.freeze({ minNewPublished: 1, minDaysSinceRun: 1 });

/**
 * Where everything lives under a data dir, relative to it. This file is the one home of these
 * names: the CLI builds its paths from them (src/io/data-dir.ts), and the hook may import nothing.
 */
export const LAYOUT = Object.freeze({
  config: 'brain.config.yaml',
  brain: 'brain',
  profile: 'brain/profile.md',
  state: 'brain/consolidation-state.json',
  pendingMd: 'brain/pending-diff.md',
  pendingJson: 'brain/pending-diff.json',
  history: 'brain/history.jsonl',
  backups: 'brain/backups',
  batches: 'brain/batches',
  applied: 'brain/applied',
  journal: 'brain/journal',
  lock: 'brain/.lock',
  ingest: 'ingest',
  published: 'ingest/published',
});

/** Every folder brain or this hook creates is private to the operator (docs/security.md). */
export const DIR_MODE = 0o700;

/** The folders the hook makes sure exist (mkdir -p). */
export const SCAFFOLD = Object.freeze([LAYOUT.brain, LAYOUT.journal, LAYOUT.published]);

// Claude Code cuts hook output that is much longer (about 10,000 characters). Today's message is one
// short line; the cap keeps any future, longer message from ever crossing that limit.
const MAX_OUTPUT_CHARS = 9_999;
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The data directory, resolved exactly like the CLI (docs/cli.md, minus `--data-dir`, which a hook
 * never receives): `BRAIN_DATA_DIR` > `$XDG_DATA_HOME/brain` > `~/.local/share/brain`.
 * Empty strings count as unset. Always absolute.
 *
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @param {string} [home]
 * @returns {string}
 */
export function resolveDataDir(env = process.env, home = homedir()) {
  const explicit = nonEmpty(env.BRAIN_DATA_DIR);
  if (explicit !== undefined) return resolve(explicit);
  const xdg = nonEmpty(env.XDG_DATA_HOME);
  if (xdg !== undefined) return resolve(xdg, 'brain');
  return resolve(home, '.local', 'share', 'brain');
}

/**
 * Today's date in local time as `YYYY-MM-DD` (the operator's calendar, not UTC).
 *
 * @param {Date} [now]
 * @returns {string}
 */
export function localToday(now = new Date()) {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Number of published records: the non-hidden `*.md` names in `ingest/published/`. One plain
 * readdir — no file types, no stat, no read per entry (with 10k records, asking for file types
 * alone doubles the hook's cold cost). A missing or unreadable folder counts as 0.
 *
 * @param {string} publishedDir
 * @returns {number}
 */
export function countPublishedRecords(publishedDir) {
  let names;
  try {
    names = readdirSync(publishedDir);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of names) {
    // Same shape as the shell glob `*.md`: dotfiles (editor swap files, temp files) are not records.
    if (name.length > 3 && name.endsWith('.md') && name.charCodeAt(0) !== 46) count += 1;
  }
  return count;
}

/**
 * What the session-start hook would say, and the numbers behind it. Reads only
 * `brain/consolidation-state.json` and two directory listings; creates nothing; never throws.
 *
 * `thresholds`, when given, replace the sidecar's (`brain status --config` asks what another
 * config would say). `state`, when given, is read in place of the sidecar file (`brain status`
 * passes the sidecar an interrupted apply was writing). `brain` is how the message names the CLI
 * (as the operator invoked it); `inPlugin` names the plugin's slash commands instead, which work
 * wherever the hook's line is read.
 *
 * @param {{ dataDir: string, today?: string, thresholds?: { minNewPublished: number, minDaysSinceRun: number }, state?: unknown, brain?: string, inPlugin?: boolean }} options
 */
export function computeNudge({ dataDir, today = localToday(), thresholds, state: given, brain = 'brain', inPlugin = false }) {
  const profileExists = safeExists(join(dataDir, LAYOUT.profile));
  const publishedCount = countPublishedRecords(join(dataDir, LAYOUT.published));
  const read = given === undefined ? readState(join(dataDir, LAYOUT.state)) : parseState(given);
  const state = thresholds === undefined ? read : { ...read, thresholds: { ...thresholds } };

  const newPublished = Math.max(0, publishedCount - state.publishedCount);
  const lastRunDay = state.lastRun === null ? null : dayNumber(state.lastRun);
  const todayDay = dayNumber(today);
  const daysSinceRun = lastRunDay === null || todayDay === null ? null : todayDay - lastRunDay;

  let message = null;
  if (!profileExists) {
    message = `brain: no profile yet — run: ${inPlugin ? '/brain:init' : `${brain} init`}`;
  } else if (isDue(newPublished, state.lastRun, daysSinceRun, state.thresholds)) {
    const records = `${newPublished} new published record${newPublished === 1 ? '' : 's'}`;
    const gather = inPlugin ? '/brain:consolidate' : `${brain} consolidate --gather`;
    message =
      state.lastRun === null
        ? `brain: ${records} and no consolidation yet — run: ${gather}`
        : `brain: ${records} since the last consolidation (${ago(daysSinceRun ?? 0)}) — run: ${gather}`;
  }

  return {
    dataDir,
    profileExists,
    publishedCount,
    newPublished,
    lastRun: state.lastRun,
    daysSinceRun,
    thresholds: state.thresholds,
    message,
  };
}

/**
 * The hook entry: scaffold the data dir, print the nudge (if any). Never throws.
 *
 * @returns {void}
 */
export function main() {
  try {
    const dataDir = resolveDataDir();
    for (const dir of SCAFFOLD) {
      try {
        // The mode applies to every folder mkdir -p creates, the data dir itself included.
        mkdirSync(join(dataDir, dir), { recursive: true, mode: DIR_MODE });
      } catch {
        // A read-only or occupied path must not cost the operator their session.
      }
    }
    // Inside the Claude Code plugin there may be no `brain` on PATH: name the plugin's commands.
    const inPlugin = nonEmpty(process.env.CLAUDE_PLUGIN_ROOT) !== undefined;
    const { message } = computeNudge({ dataDir, today: localToday(), inPlugin });
    if (message) process.stdout.write(`${message.slice(0, MAX_OUTPUT_CHARS)}\n`);
  } catch {
    // Silence over noise: a broken hook must never block or clutter session start.
  }
}

/**
 * @param {number} newPublished
 * @param {string | null} lastRun
 * @param {number | null} daysSinceRun
 * @param {{ minNewPublished: number, minDaysSinceRun: number }} thresholds
 */
function isDue(newPublished, lastRun, daysSinceRun, thresholds) {
  // Zero new records is never worth a nudge, whatever the threshold says: there is nothing to
  // consolidate (this is also what keeps a fresh, empty brain quiet).
  if (newPublished < 1 || newPublished < thresholds.minNewPublished) return false;
  if (lastRun === null) return true;
  return daysSinceRun !== null && daysSinceRun >= thresholds.minDaysSinceRun;
}

/** @param {number} days */
function ago(days) {
  if (days === 0) return 'today';
  if (days === 1) return '1 day ago';
  return `${days} days ago`;
}

/**
 * The sidecar as the hook needs it. Anything that cannot be trusted degrades to "never run":
 * nagging once too often is cheaper than hiding records from consolidation.
 *
 * @param {string} file
 * @returns {{ lastRun: string | null, publishedCount: number, thresholds: { minNewPublished: number, minDaysSinceRun: number } }}
 */
function readState(file) {
  /** @type {unknown} */
  let raw;
  try {
    raw = JSON.parse(readRegularText(file));
  } catch {
    raw = undefined;
  }
  return parseState(raw);
}

/**
 * The sidecar's parsed JSON as the hook needs it (see readState).
 *
 * @param {unknown} raw
 * @returns {{ lastRun: string | null, publishedCount: number, thresholds: { minNewPublished: number, minDaysSinceRun: number } }}
 */
function parseState(raw) {
  const obj = isPlainObject(raw) ? raw : {};
  const nudge = isPlainObject(obj.nudge) ? obj.nudge : {};
  const thresholds = {
    minNewPublished: isCount(nudge.minNewPublished) ? nudge.minNewPublished : DEFAULT_THRESHOLDS.minNewPublished,
    minDaysSinceRun: isCount(nudge.minDaysSinceRun) ? nudge.minDaysSinceRun : DEFAULT_THRESHOLDS.minDaysSinceRun,
  };
  // A run without a trustworthy baseline count cannot say what is new since it.
  const ran = typeof obj.last_run === 'string' && dayNumber(obj.last_run) !== null && isCount(obj.published_count);
  return ran
    ? { lastRun: /** @type {string} */ (obj.last_run), publishedCount: /** @type {number} */ (obj.published_count), thresholds }
    : { lastRun: null, publishedCount: 0, thresholds };
}

/**
 * The most the hook reads of any file: the sidecar brain writes is a few hundred bytes. A larger
 * file counts as malformed, unread, so neither an 8 MB nor a 3 GB sidecar can stall a session
 * start or fill its memory (`brain validate` reports it).
 */
export const MAX_HOOK_READ_BYTES = 64 * 1024;

/**
 * A regular file's text, at most MAX_HOOK_READ_BYTES. A FIFO, device or folder in its place, or a
 * larger file, throws (the caller treats it as no sidecar): it is opened with O_NONBLOCK and
 * checked with fstat before a byte is read, so the hook never waits for a writer and never blocks
 * a session start. The read stops one byte past the limit whatever fstat said (a file that grows,
 * or one whose size the file system does not report).
 *
 * @param {string} file
 * @returns {string}
 */
function readRegularText(file) {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`${file}: not a regular file`);
    if (st.size > MAX_HOOK_READ_BYTES) throw new Error(`${file}: over ${MAX_HOOK_READ_BYTES} bytes`);
    const buf = Buffer.allocUnsafe(MAX_HOOK_READ_BYTES + 1);
    let len = 0;
    while (len < buf.length) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
    }
    if (len > MAX_HOOK_READ_BYTES) throw new Error(`${file}: over ${MAX_HOOK_READ_BYTES} bytes`);
    return buf.toString('utf8', 0, len);
  } finally {
    closeSync(fd);
  }
}

/**
 * Days since the epoch for a real calendar date `YYYY-MM-DD`, else null (2026-02-30 is null).
 *
 * @param {string} ymd
 * @returns {number | null}
 */
function dayNumber(ymd) {
  const m = DATE_RE.exec(ymd);
  if (m === null) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const date = new Date(Date.UTC(2000, mo - 1, d));
  // setUTCFullYear avoids Date.UTC's 0–99 → 1900s remapping.
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return Math.round(date.getTime() / DAY_MS);
}

/**
 * @param {unknown} v
 * @returns {v is Record<string, unknown>}
 */
function isPlainObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * @param {unknown} v
 * @returns {v is number}
 */
function isCount(v) {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

/** @param {string | undefined} v */
function nonEmpty(v) {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** @param {string} file */
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
    return entry !== undefined && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isDirectRun()) {
  // A reader that closes the pipe early must not turn into an uncaught EPIPE and a non-zero exit.
  process.stdout.on('error', () => {});
  process.on('uncaughtException', () => {
    process.exitCode = 0;
  });
  main();
  process.exitCode = 0;
}
