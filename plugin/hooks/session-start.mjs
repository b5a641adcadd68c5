// Claude Code SessionStart hook for brain (docs/plugin.md): the nudge logic `brain status` reuses,
// and the session context `brain context` prints (docs/session-context.md). Only `node:` built-ins:
// the hook runs from the plugin folder before (or without) `npm ci`, and it must start within 1.5×
// a bare `node -e 0`, so it reads the hook's JSON on stdin, one small JSON file, brain/context.md
// (never profile.md), does one readdir and two stats, and appends one line to a log.

import {
  appendFileSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  writeSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve, sep } from 'node:path';
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
  context: 'brain/context.md',
  contextLog: 'brain/context-log.jsonl',
  contextLogOld: 'brain/context-log.1.jsonl',
});

/** Every folder brain or this hook creates is private to the operator (docs/security.md). */
export const DIR_MODE = 0o700;

/** The folders the hook makes sure exist (mkdir -p). */
export const SCAFFOLD = Object.freeze([LAYOUT.brain, LAYOUT.journal, LAYOUT.published]);

// Claude Code cuts hook output at 10,000 characters: the nudge and the context together stay below.
const MAX_OUTPUT_CHARS = 9_999;
/** The most bytes of brain/context.md the hook reads; a larger file counts as malformed (brain writes less). */
export const CONTEXT_MAX_BYTES = 16 * 1024;
const STDIN_MAX_BYTES = 64 * 1024;
const STDIN_WAIT_MS = 200;
// A receipt keeps what a session said about itself, within reason.
const RECEIPT_FIELD_CHARS = 4096;
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
 * Claude Code's SessionStart JSON (`session_id`, `cwd`, `source`, …), or null when the text is not
 * a JSON object. Fields of another type, and over-long ones, count as absent.
 *
 * @param {string} text
 * @returns {{ cwd: string | null, session_id: string | null, source: string | null } | null}
 */
export function parseHookInput(text) {
  /** @type {unknown} */
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(raw)) return null;
  const field = (/** @type {unknown} */ v) => (typeof v === 'string' && v !== '' && v.length <= RECEIPT_FIELD_CHARS ? v : null);
  return { cwd: field(raw.cwd), session_id: field(raw.session_id), source: field(raw.source) };
}

/**
 * The hook's JSON on stdin (parseHookInput), read only when stdin is not a terminal (nor another
 * character device such as /dev/null): at most 64 KiB, within 200 ms. A pipe or socket left open
 * without data gives null after the wait, as does anything longer or not JSON. A file is read
 * synchronously; a pipe or socket through `process.stdin` (an event-loop read: a blocking read in
 * Node's thread pool would hold the process at exit until the writer closes its end).
 *
 * @param {number} [waitMs]
 * @returns {Promise<ReturnType<typeof parseHookInput>>}
 */
export async function readHookInput(waitMs = STDIN_WAIT_MS) {
  let st;
  try {
    st = fstatSync(0);
  } catch {
    return null;
  }
  if (st.isCharacterDevice() || st.isDirectory()) return null;
  const bytes = st.isFile() ? readFileHead(0) : await readStream(process.stdin, waitMs);
  return bytes === null ? null : parseHookInput(bytes.toString('utf8'));
}

/** @param {number} fd */
function readFileHead(fd) {
  const buf = Buffer.allocUnsafe(STDIN_MAX_BYTES + 1);
  let len = 0;
  try {
    for (let n; len < buf.length && (n = readSync(fd, buf, len, buf.length - len, null)) > 0; ) len += n;
  } catch {
    return null;
  }
  return len > STDIN_MAX_BYTES ? null : buf.subarray(0, len);
}

/**
 * The stream's bytes until its end, or null after `waitMs`, past 64 KiB or on an error.
 *
 * @param {NodeJS.ReadableStream} stream
 * @param {number} waitMs
 * @returns {Promise<Buffer | null>}
 */
export function readStream(stream, waitMs) {
  return new Promise((done) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let len = 0;
    /** @param {Buffer | null} v */
    const finish = (v) => {
      clearTimeout(timer);
      stream.removeAllListeners('data');
      stream.pause();
      done(v);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    stream.on('error', () => finish(null));
    stream.on('end', () => finish(Buffer.concat(chunks, len)));
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      len += chunk.length;
      if (len > STDIN_MAX_BYTES) return finish(null);
      chunks.push(chunk);
    });
  });
}

/**
 * A file's size and whole-millisecond mtime (`Math.floor(mtimeMs)`), or null when it does not
 * exist. What brain/context.md's header records of profile.md and the config, and compares.
 *
 * @param {string} path
 * @returns {{ size: number, mtimeMs: number } | null}
 */
export function fileStamp(path) {
  try {
    const st = statSync(path);
    return { size: st.size, mtimeMs: Math.floor(st.mtimeMs) };
  } catch {
    return null;
  }
}

/**
 * brain/context.md as brain wrote it: its header (the first line, an HTML comment holding JSON)
 * and the text after it. Null when the file is missing, not a regular file, over 16 KiB, or its
 * header is not brain's.
 *
 * @param {string} path
 * @returns {{ header: ContextHeader, text: string } | null}
 */
export function readContextFile(path) {
  let bytes;
  try {
    bytes = readRegularBytes(path, CONTEXT_MAX_BYTES);
  } catch {
    return null;
  }
  if (bytes === null) return null;
  const all = bytes.toString('utf8');
  const end = all.indexOf('\n');
  if (end < 0) return null;
  const line = all.slice(0, end);
  if (!line.startsWith('<!-- ') || !line.endsWith(' -->')) return null;
  /** @type {unknown} */
  let raw;
  try {
    raw = JSON.parse(line.slice(5, -4));
  } catch {
    return null;
  }
  const header = contextHeader(raw);
  return header === null ? null : { header, text: all.slice(end + 1) };
}

/**
 * @typedef {{ size: number, mtimeMs: number }} Stamp
 * @typedef {{ profile: Stamp & { sha256: string }, config: Stamp | null, inject: boolean, onlyIn: string[], notIn: string[], date: string, text: { sha256: string, length: number } }} ContextHeader
 */

/**
 * @param {unknown} raw
 * @returns {ContextHeader | null}
 */
function contextHeader(raw) {
  if (!isPlainObject(raw)) return null;
  const { profile, config, inject, onlyIn, notIn, date, text } = raw;
  const stamp = (/** @type {unknown} */ v) => isPlainObject(v) && isCount(v.size) && isCount(v.mtimeMs);
  const folders = (/** @type {unknown} */ v) => Array.isArray(v) && v.every((f) => typeof f === 'string' && f !== '');
  if (!stamp(profile) || typeof (/** @type {Record<string, unknown>} */ (profile).sha256) !== 'string') return null;
  if (config !== null && !stamp(config)) return null;
  if (typeof inject !== 'boolean' || !folders(onlyIn) || !folders(notIn) || typeof date !== 'string') return null;
  if (!isPlainObject(text) || typeof text.sha256 !== 'string' || !isCount(text.length)) return null;
  return /** @type {ContextHeader} */ (raw);
}

/**
 * Whether the folder `dir` is `folder` or inside it, compared at path-component boundaries
 * (`/a/bc` is not inside `/a/b`). Both absolute.
 *
 * @param {string} dir
 * @param {string} folder
 */
export function isInsideFolder(dir, folder) {
  if (dir === folder) return true;
  const prefix = folder.endsWith(sep) ? folder : folder + sep;
  return dir.startsWith(prefix);
}

/**
 * A folder of `onlyIn` / `notIn` as the hook compares it: `~` expanded, made absolute, and its
 * real path when it exists (so a symlinked folder names the same place as the session's cwd).
 *
 * @param {string} folder
 * @param {string} home
 */
function placeOf(folder, home) {
  const expanded = folder === '~' ? home : folder.startsWith('~/') ? join(home, folder.slice(2)) : folder;
  const absolute = resolve(expanded);
  try {
    return realpathSync(absolute);
  } catch {
    return absolute;
  }
}

/**
 * Whether a session in `cwd` is given the context: its real path inside one of `onlyIn` (when
 * set) and inside none of `notIn`. With either list set, a session whose cwd is unknown (no
 * stdin, or a folder that no longer exists) is given nothing.
 *
 * @param {{ cwd: string | null, onlyIn: readonly string[], notIn: readonly string[], home?: string }} options
 * @returns {{ given: true } | { given: false, why: string }}
 */
export function placeAllows({ cwd, onlyIn, notIn, home = homedir() }) {
  if (onlyIn.length === 0 && notIn.length === 0) return { given: true };
  let real = null;
  if (cwd !== null) {
    try {
      real = realpathSync(resolve(cwd));
    } catch {
      real = null;
    }
  }
  if (real === null) return { given: false, why: "the session's folder is not known (onlyIn or notIn is set)" };
  const here = /** @type {string} */ (real);
  if (onlyIn.length > 0 && !onlyIn.some((f) => isInsideFolder(here, placeOf(f, home)))) {
    return { given: false, why: `${here} is inside none of context.onlyIn` };
  }
  const out = notIn.find((f) => isInsideFolder(here, placeOf(f, home)));
  if (out !== undefined) return { given: false, why: `${here} is inside ${out} (context.notIn)` };
  return { given: true };
}

/**
 * What the hook gives a session about the profile, from brain/context.md alone (profile.md is
 * never opened; profile.md and the config are only stat'ed): the context text; one line asking
 * for a refresh when either changed since the context was written; or nothing, with why.
 *
 * `onRequest` is for a context asked for (MCP `brain://context`): `inject`, `BRAIN_CONTEXT`,
 * `onlyIn` and `notIn`, which decide what a session is given unasked, do not apply.
 *
 * @param {{ dataDir: string, cwd: string | null, env?: Readonly<Record<string, string | undefined>>, home?: string, inPlugin?: boolean, brain?: string, onRequest?: boolean }} options
 * @returns {{ kind: 'none', why: string } | { kind: 'refresh', line: string } | { kind: 'context', text: string, header: ContextHeader }}
 */
export function sessionContext({ dataDir, cwd, env = process.env, home = homedir(), inPlugin = false, brain = 'brain', onRequest = false }) {
  if (!onRequest && nonEmpty(env.BRAIN_CONTEXT)?.toLowerCase() === 'off') return { kind: 'none', why: 'BRAIN_CONTEXT is off' };
  const file = readContextFile(join(dataDir, LAYOUT.context));
  if (file === null) return { kind: 'none', why: `there is no readable ${join(dataDir, LAYOUT.context)}` };
  const { header, text } = file;
  if (!onRequest && !header.inject) return { kind: 'none', why: 'context.inject is off' };
  if (!onRequest) {
    const place = placeAllows({ cwd, onlyIn: header.onlyIn, notIn: header.notIn, home });
    if (!place.given) return { kind: 'none', why: place.why };
  }
  const same = (/** @type {Stamp | null} */ now, /** @type {Stamp | null} */ then) =>
    now === null || then === null ? now === then : now.size === then.size && now.mtimeMs === then.mtimeMs;
  if (
    !same(fileStamp(join(dataDir, LAYOUT.profile)), header.profile) ||
    !same(fileStamp(join(dataDir, LAYOUT.config)), header.config) ||
    text.length !== header.text.length
  ) {
    const refresh = inPlugin ? '/brain:context --refresh' : `${brain} context --refresh`;
    return {
      kind: 'refresh',
      line: `brain: profile.md or the config changed since the session context was written, so no facts were given — run: ${refresh} (after a hand edit of profile.md: ${brain} adopt)`,
    };
  }
  if (text === '') return { kind: 'none', why: 'the context holds no facts' };
  return { kind: 'context', text, header };
}

/**
 * One line of brain/context-log.jsonl: a context given to a session. Appended (O_APPEND, one
 * write), never rewritten; a brain writer rotates the log past 1,000 lines. A failure is ignored.
 *
 * @param {string} dataDir
 * @param {{ at: string, session_id: string | null, source: string | null, cwd: string | null, sha256: string, length: number }} receipt
 */
export function appendReceipt(dataDir, receipt) {
  try {
    appendFileSync(join(dataDir, LAYOUT.contextLog), `${JSON.stringify(receipt)}\n`, { mode: 0o600 });
  } catch {
    // A read-only data dir must not cost the session its context.
  }
}

/**
 * Everything the hook prints: the nudge line (if any), then the context or the refresh line; the
 * receipt of a context given is appended to brain/context-log.jsonl. The whole stays under 10,000
 * characters: a context that would not fit beside the nudge is not given.
 *
 * @param {{ dataDir: string, input: ReturnType<typeof parseHookInput>, env?: Readonly<Record<string, string | undefined>>, home?: string, today?: string, now?: Date, inPlugin?: boolean, brain?: string }} options
 * @returns {string}
 */
export function hookOutput({ dataDir, input, env = process.env, home = homedir(), today = localToday(), now = new Date(), inPlugin = false, brain = 'brain' }) {
  const { message } = computeNudge({ dataDir, today, inPlugin, brain });
  let out = message ? `${message.slice(0, MAX_OUTPUT_CHARS - 1)}\n` : '';
  const cwd = input?.cwd ?? null;
  const given = sessionContext({ dataDir, cwd, env, home, inPlugin, brain });
  if (given.kind === 'refresh' && out.length + given.line.length < MAX_OUTPUT_CHARS) out += `${given.line}\n`;
  if (given.kind === 'context' && out.length + given.text.length <= MAX_OUTPUT_CHARS) {
    out += given.text;
    const { sha256, length } = given.header.text;
    appendReceipt(dataDir, { at: now.toISOString(), session_id: input?.session_id ?? null, source: input?.source ?? null, cwd, sha256, length });
  }
  return out;
}

/**
 * The hook entry: scaffold the data dir, read the hook's JSON, print the nudge and the context.
 * Never throws.
 *
 * @returns {Promise<void>}
 */
export async function main() {
  try {
    const input = await readHookInput();
    const out = sessionStart({ input });
    if (out !== '') writeAll(out);
  } catch {
    // Silence over noise: a broken hook must never block or clutter session start.
  }
}

/**
 * What the hook does once it has its input: scaffold the data dir the environment names, and
 * return what it prints (the nudge and the context). `main` runs it with the process's own
 * environment; tests call it with theirs.
 *
 * @param {{ input: ReturnType<typeof parseHookInput>, env?: Readonly<Record<string, string | undefined>>, home?: string, today?: string, now?: Date }} options
 * @returns {string}
 */
export function sessionStart({ input, env = process.env, home = homedir(), today = localToday(), now = new Date() }) {
  const dataDir = resolveDataDir(env, home);
  for (const dir of SCAFFOLD) {
    try {
      // The mode applies to every folder mkdir -p creates, the data dir itself included.
      mkdirSync(join(dataDir, dir), { recursive: true, mode: DIR_MODE });
    } catch {
      // A read-only or occupied path must not cost the operator their session.
    }
  }
  // Inside the Claude Code plugin there may be no `brain` on PATH: name the plugin's commands.
  const inPlugin = nonEmpty(env.CLAUDE_PLUGIN_ROOT) !== undefined;
  return hookOutput({ dataDir, input, env, home, today, now, inPlugin });
}

/**
 * All of `text` on stdout, synchronously (the entry exits right after), retrying a full
 * non-blocking pipe; a closed pipe ends it quietly.
 *
 * @param {string} text
 */
function writeAll(text) {
  const bytes = Buffer.from(text, 'utf8');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let off = 0, tries = 0; off < bytes.length && tries < 1000; ) {
    try {
      off += writeSync(1, bytes, off, bytes.length - off);
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EAGAIN') return;
      tries++;
      Atomics.wait(pause, 0, 0, 2);
    }
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
 * A regular file's bytes, at most `maxBytes`; null when it holds more. Opened like readRegularText.
 *
 * @param {string} file
 * @param {number} maxBytes
 * @returns {Buffer | null}
 */
function readRegularBytes(file, maxBytes) {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${file}: not a regular file`);
    const buf = Buffer.allocUnsafe(maxBytes + 1);
    let len = 0;
    for (let n; len < buf.length && (n = readSync(fd, buf, len, buf.length - len, null)) > 0; ) len += n;
    return len > maxBytes ? null : buf.subarray(0, len);
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
  process.on('uncaughtException', () => process.exit(0));
  // Exits at once: a stdin read still waiting (a pipe left open) must not hold the session.
  main().finally(() => process.exit(0));
}
