/**
 * brain/history.jsonl: one JSON line per apply or rollback, appended under the data dir lock.
 * A torn last line (a crash mid-append) carries no newline; it is ignored when read and cut
 * off before the next append, so it never confuses a later run.
 */
import { appendFileSync, closeSync, fstatSync, fsyncSync, openSync, readSync, truncateSync } from "node:fs";
import { InvalidInputError } from "../core/errors.js";
import { normalizeKey } from "../core/normalize.js";
import type { RememberedDecline, ResolvedConfig } from "../core/schema-types.js";
import { FILE_MODE } from "./file-modes.js";
import { readDiffFile } from "./diff-file.js";
import { openDataFile, readDataFile, readDataText } from "./read-input.js";

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

export type HistoryEntry = ApplyEntry | RollbackEntry | ForgetEntry;
/** The entries that change profile.md (or record that an apply changed nothing): they name a diff. */
export type ProfileEntry = ApplyEntry | RollbackEntry;

export function readHistory(path: string): HistoryEntry[] {
  const text = readDataText(path);
  if (text === undefined) return [];
  const lines = text.split("\n");
  // The last element is "" after a final newline, or a torn line left by a crash: skip it either way.
  lines.pop();
  return lines.map((line, i) => {
    try {
      const v = JSON.parse(line) as HistoryEntry;
      if ((v.op === "apply" || v.op === "rollback") && typeof v.at === "string" && typeof v.diff === "string") return v;
      if (v.op === "forget" && typeof v.at === "string" && Array.isArray(v.forgotten)) return v;
    } catch {
      // reported below
    }
    throw new InvalidInputError([
      `${path}:${i + 1}: expected a history entry (JSON with op, at, and diff or forgotten), found ${JSON.stringify(line.slice(0, 60))}`,
    ]);
  });
}

export function appendHistory(path: string, entry: HistoryEntry): void {
  cutTornTail(path);
  appendFileSync(path, `${JSON.stringify(entry)}\n`, { mode: FILE_MODE });
  const fd = openSync(path, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function cutTornTail(path: string): void {
  const text = readDataFile(path);
  if (text === undefined) return;
  const size = text.length;
  if (size === 0) return;
  if (text[size - 1] === 0x0a) return;
  truncateSync(path, text.lastIndexOf(0x0a) + 1);
}

/** Applies not undone by a later rollback, oldest first. */
export function effectiveApplies(history: readonly HistoryEntry[]): ApplyEntry[] {
  const stack: ApplyEntry[] = [];
  for (const e of history) {
    if (e.op === "apply") stack.push(e);
    else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1]!.diff === e.diff) stack.pop();
  }
  return stack;
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
 */
export function newSince(last: ApplyEntry | undefined): { after: string | null } | undefined {
  if (!last) return undefined;
  return { after: last.records_through !== undefined ? last.records_through : last.at };
}

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
