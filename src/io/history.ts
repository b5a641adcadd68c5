/**
 * brain/history.jsonl: one JSON line per apply or rollback, appended under the data dir lock.
 * A torn last line (a crash mid-append) carries no newline; it is ignored when read and cut
 * off before the next append, so it never confuses a later run.
 */
import { appendFileSync, closeSync, fstatSync, fsyncSync, openSync, readSync, truncateSync } from "node:fs";
import { InvalidInputError } from "../core/errors.js";
import { normalizeKey } from "../core/normalize.js";
import type { RememberedDecline, ResolvedConfig } from "../core/schema-types.js";
import { namingFile } from "./file-errors.js";
import { FILE_MODE } from "./file-modes.js";
import { readDiffFile } from "./diff-file.js";
import { openDataFile, readDataFile, readDataText } from "./read-input.js";
import { quotedStart } from "../core/error-message.js";

export interface ApplyEntry {
  op: "apply";
  /** Wall-clock time of the apply (ISO 8601, UTC): what "new since the last run" is measured from. */
  at: string;
  today: string;
  diff: string;
  /** sha256 of profile.md before and after. */
  base: string;
  result: string;
  /**
   * The profile before the apply, relative to brain/ (`backups/<sha256>.md`, kept for every apply;
   * lines written by an earlier version have null when the diff changed nothing).
   */
  backup: string | null;
  /** The applied diff's `records.published`: what the session-start hook counts new records from. */
  published_count: number;
  counts: Record<string, number>;
  /**
   * The fields below are absent from lines written by an earlier version: "new" then falls back
   * to `at`, and lineage skips the apply. `batch` names brain/batches/<batch>.json; the diff
   * itself is kept as brain/applied/<diff>.json.
   */
  batch?: string;
  rules?: { file: string; sha256: string }[];
  config?: ResolvedConfig;
  /** The diff's `records.through`: records ingested after it are still new. */
  records_through?: string | null;
  /** What this apply's declines are remembered as (brain declined); absent when it had none. */
  declined?: RememberedDecline[];
  /** The applied diff's own `today` (what `history` and `explain` show as the apply's date). */
  diff_today?: string;
  /** The diff was applied over a hand edit brain had not adopted (`brain adopt`): the edit is brain's now. */
  adopted_edit?: true;
}

export interface RollbackEntry {
  op: "rollback";
  at: string;
  today: string;
  /** The diff whose apply was undone. */
  diff: string;
  base: string;
  result: string;
}

/** `brain declined --forget`: remembered declines the operator took back. Changes no profile. */
export interface ForgetEntry {
  op: "forget";
  at: string;
  today: string;
  forgotten: RememberedDecline[];
}

/**
 * `brain adopt --confirm`: a hand edit of profile.md recorded as brain's. `diff` is the adoption's
 * id (the sha256 of its change list), so a rollback names it as it names an apply's diff.
 */
export interface AdoptEntry {
  op: "adopt";
  at: string;
  today: string;
  diff: string;
  /** sha256 of what brain had written (the backup), and of the profile adopted (re-serialized canonically). */
  base: string;
  result: string;
  /** What brain had written, relative to brain/ (`backups/<base>.md`): what a rollback restores. */
  backup: string;
  /** sha256 of profile.md as the operator left it, before it was re-serialized (kept as `backups/<edited>.md`). */
  edited: string;
  /** The change list, relative to brain/ (`applied/adopt-<diff>.json`). */
  changes: string;
  counts: { added: number; removed: number; changed: number };
}

export type HistoryEntry = ApplyEntry | RollbackEntry | ForgetEntry | AdoptEntry;
/** The entries that change profile.md (or record that an apply changed nothing): they name a diff. */
export type ProfileEntry = ApplyEntry | RollbackEntry | AdoptEntry;

/**
 * Every complete line of history.jsonl as an entry. A line that is not JSON, or not an entry of
 * the shape brain writes (parseHistoryLine), is invalid input naming the file, the line and the
 * field: no command works on a history it cannot read. The last line without its newline is a
 * write a crash cut short (invariant 9): ignored here, cut off by the next append.
 */
export function readHistory(path: string): HistoryEntry[] {
  const text = readDataText(path);
  if (text === undefined) return [];
  const lines = text.split("\n");
  // The last element is "" after a final newline, or a torn line left by a crash: skip it either way.
  lines.pop();
  const issues: string[] = [];
  const entries: HistoryEntry[] = [];
  lines.forEach((line, i) => {
    const parsed = parseHistoryLine(line);
    if ("issue" in parsed) issues.push(`${path}:${i + 1}: ${parsed.issue}`);
    else entries.push(parsed.entry);
  });
  if (issues.length > 0) {
    throw new InvalidInputError(
      issues,
      `Nothing was written. Fix or remove ${issues.length === 1 ? "that line" : "those lines"} (brain validate lists every problem of the data dir).`,
    );
  }
  return entries;
}

/**
 * One history line as an entry, or what is wrong with it (`/pointer: expected …, found …`): an
 * apply, a rollback or a forget with every field its readers use, of the right type (lines of
 * earlier versions lack the optional fields, never the others).
 */
export function parseHistoryLine(line: string): { entry: HistoryEntry } | { issue: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { issue: `expected a history entry (one JSON object per line), found ${quotedStart(line)}` };
  }
  if (!isObject(v)) return { issue: `expected a history entry (a JSON object with op, at, today, …), found ${quotedStart(line)}` };
  const fields: [string, (x: unknown) => boolean, string][] = [
    ["at", isString, "a timestamp"],
    ["today", isString, "a date YYYY-MM-DD"],
  ];
  if (v.op === "apply" || v.op === "rollback" || v.op === "adopt") {
    fields.push(["diff", isString, "a diff id"], ["base", isString, "a profile sha256"], ["result", isString, "a profile sha256"]);
  }
  if (v.op === "apply") {
    fields.push(
      ["backup", (x) => x === null || isString(x), "a backup path or null"],
      ["published_count", isCount, "a whole number ≥ 0"],
      ["counts", (x) => isObject(x) && Object.values(x).every(isCount), "an object of whole numbers ≥ 0"],
    );
    const optional: [string, (x: unknown) => boolean, string][] = [
      ["batch", isString, "a batch sha256"],
      ["rules", (x) => Array.isArray(x) && x.every((r) => isObject(r) && isString(r.file) && isString(r.sha256)), "a list of {file, sha256}"],
      ["config", isObject, "the resolved config (an object)"],
      ["records_through", (x) => x === null || isString(x), "an ingested_at timestamp or null"],
      ["declined", isDeclineList, "a list of remembered declines {key, value?, source?, retires?}"],
      ["diff_today", isString, "a date YYYY-MM-DD"],
      ["adopted_edit", (x) => x === true, "true"],
    ];
    fields.push(...optional.filter(([name]) => v[name] !== undefined));
  } else if (v.op === "forget") {
    fields.push(["forgotten", isDeclineList, "a list of remembered declines {key, value?, source?, retires?}"]);
  } else if (v.op === "adopt") {
    fields.push(
      ["backup", isString, "a backup path"],
      ["edited", isString, "a profile sha256"],
      ["changes", isString, "a change list path"],
      ["counts", (x) => isObject(x) && ["added", "removed", "changed"].every((k) => isCount(x[k])), "{added, removed, changed} whole numbers ≥ 0"],
    );
  } else if (v.op !== "rollback") {
    return { issue: `/op: expected "apply", "rollback", "adopt" or "forget", found ${JSON.stringify(v.op) ?? "nothing"}` };
  }
  for (const [name, ok, expected] of fields) {
    if (!ok(v[name]))
      return { issue: `/${name}: expected ${expected}, found ${JSON.stringify(v[name]) ?? "nothing"} (in ${v.op === "apply" ? "an" : "a"} ${v.op} entry)` };
  }
  return { entry: v as unknown as HistoryEntry };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isString(v: unknown): v is string {
  return typeof v === "string";
}

function isCount(v: unknown): boolean {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

function isDeclineList(v: unknown): boolean {
  return (
    Array.isArray(v) && v.every((r) => isObject(r) && isString(r.key) && ["value", "source", "retires"].every((k) => r[k] === undefined || isString(r[k])))
  );
}

export function appendHistory(path: string, entry: HistoryEntry): void {
  cutTornTail(path);
  namingFile(path, "append to it", () => {
    appendFileSync(path, `${JSON.stringify(entry)}\n`, { mode: FILE_MODE });
    const fd = openSync(path, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
}

function cutTornTail(path: string): void {
  const text = readDataFile(path);
  if (text === undefined) return;
  const size = text.length;
  if (size === 0) return;
  if (text[size - 1] === 0x0a) return;
  namingFile(path, "cut off its torn last line", () => truncateSync(path, text.lastIndexOf(0x0a) + 1));
}

/** Applies and adopts not undone by a later rollback, oldest first: what a rollback undoes next is the last. */
export function effectiveWrites(history: readonly HistoryEntry[]): (ApplyEntry | AdoptEntry)[] {
  const stack: (ApplyEntry | AdoptEntry)[] = [];
  for (const e of history) {
    if (e.op === "apply" || e.op === "adopt") stack.push(e);
    else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1]!.diff === e.diff) stack.pop();
  }
  return stack;
}

/** Applies not undone by a later rollback, oldest first. */
export function effectiveApplies(history: readonly HistoryEntry[]): ApplyEntry[] {
  return effectiveWrites(history).filter((e): e is ApplyEntry => e.op === "apply");
}

/** Adopts not undone by a later rollback, oldest first. */
export function effectiveAdopts(history: readonly HistoryEntry[]): AdoptEntry[] {
  return effectiveWrites(history).filter((e): e is AdoptEntry => e.op === "adopt");
}

/** A remembered decline's identity: key and value (and source, for a bump), or the fact a retirement named. */
function declineIdentity(r: RememberedDecline): string {
  return r.retires !== undefined ? `retires\0${r.retires}` : `${r.key}\0${r.value ?? ""}${r.source !== undefined ? `\0${r.source}` : ""}`;
}

/**
 * A decline as an earlier version may have remembered it, under the key normalization of today (a
 * dash other than `-` became `-`): so it matches, lists and is forgotten as the key it is now.
 */
function renormalized(r: RememberedDecline): RememberedDecline {
  const key = normalizeKey(r.key);
  return key === r.key ? r : { ...r, key };
}

/**
 * The remembered declines (brain declined), oldest first: the declines of applies not rolled back,
 * minus those forgotten after them. Derived from history lines alone, so propose never reads the
 * applied diffs to know them.
 */
export function rememberedDeclines(history: readonly HistoryEntry[]): RememberedDecline[] {
  const effective = new Set(effectiveApplies(history));
  const list = new Map<string, RememberedDecline>();
  for (const e of history) {
    if (e.op === "apply" && effective.has(e)) {
      for (const r of (e.declined ?? []).map(renormalized)) if (!list.has(declineIdentity(r))) list.set(declineIdentity(r), r);
    } else if (e.op === "forget") {
      for (const r of e.forgotten.map(renormalized)) list.delete(declineIdentity(r));
    }
  }
  return [...list.values()];
}

/**
 * The `ingested_at` after which a record is new: the `records_through` of the last apply not rolled
 * back (null: that apply saw no records, so every record is new), or, for a line written by an
 * earlier version, the wall-clock time of that apply. Undefined when nothing was applied yet.
 *
 * A records_through more than 5 minutes after the apply itself cannot be a record brain stamped
 * (records are stamped with the wall clock, and gather skips those ahead of it), yet earlier
 * versions took a hand-stamped `ingested_at: 2099-…` as the cursor, which then hid every later
 * record for good. Such a cursor is taken back to the apply's own time: what was ingested after
 * the apply is new again.
 */
export function newSince(last: ApplyEntry | undefined): { after: string | null } | undefined {
  if (!last) return undefined;
  const through = last.records_through !== undefined ? last.records_through : last.at;
  if (through === null) return { after: null };
  const applied = Date.parse(last.at);
  const ahead = !Number.isNaN(applied) && (Number.isNaN(Date.parse(through)) || Date.parse(through) > applied + CLOCK_SLACK_MS);
  return { after: ahead ? new Date(applied).toISOString() : through };
}

/** How far a record's ingested_at may be ahead of a clock: another machine's clock, a synced data dir. */
export const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** Whether a record ingested at `ingestedAt` is new after `since` (see newSince). */
export function isNewRecord(ingestedAt: string, since: { after: string | null } | undefined): boolean {
  return since === undefined || since.after === null || ingestedAt > since.after;
}

/**
 * The `today` of an applied diff file, for history lines written before they carried
 * `diff_today`: such diffs were pretty-printed with `id`, `base` and `today` first, so the first
 * bytes tell; any other file is read whole when small. Undefined when the file is missing or its
 * `today` cannot be found. A FIFO, device or folder in its place is refused (exit 1, naming it).
 */
export function readDiffToday(file: string): string | undefined {
  const fd = openDataFile(file);
  if (fd === undefined) return undefined;
  try {
    const head = Buffer.alloc(1024);
    const n = readSync(fd, head, 0, head.length, 0);
    const m = /^\{\s*"id":\s*"[0-9a-f]{64}",\s*"base":\s*"[0-9a-f]{64}",\s*"today":\s*"(\d{4}-\d{2}-\d{2})"/.exec(head.subarray(0, n).toString("latin1"));
    if (m) return m[1];
    if (fstatSync(fd).size >= 4 * 1024 * 1024) return undefined;
  } finally {
    closeSync(fd);
  }
  try {
    return readDiffFile(file).today;
  } catch {
    return undefined;
  }
}
