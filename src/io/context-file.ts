/**
 * brain/context.md and its receipts (docs/session-context.md). The session-start hook is the one
 * home of how the file is read and its header checked (it may import nothing); brain writes it
 * here, atomically, and rotates brain/context-log.jsonl, which only the hook appends to.
 */
import { closeSync, openSync, readSync, renameSync } from "node:fs";
import { fileStamp, readContextFile } from "../../hooks/session-start.mjs";
import { visible } from "../core/visible-text.js";
import { writeAtomic } from "./atomic-write.js";
import type { Layout } from "./data-dir.js";
import { readDataText } from "./read-input.js";

export { fileStamp, readContextFile };

/** Writes brain/context.md: the header line, then the text. */
export function writeContextFile(layout: Layout, headerLine: string, text: string): void {
  writeAtomic(layout.context, `${headerLine}\n${text}`);
}

/** Past this many lines the receipts log is renamed to context-log.1.jsonl (never rewritten). */
const CONTEXT_LOG_MAX_LINES = 1000;

/**
 * Renames brain/context-log.jsonl to context-log.1.jsonl (replacing an older one) once it holds
 * more than 1,000 lines. A brain writer calls it under the data dir lock; the hook, which only
 * appends, then starts a new file. Only a log large enough to hold that many lines is counted.
 */
export function rotateContextLog(layout: Layout): boolean {
  const stamp = fileStamp(layout.contextLog);
  // A receipt line is well over 60 bytes: a smaller file cannot hold 1,000 of them.
  if (stamp === null || stamp.size <= CONTEXT_LOG_MAX_LINES * 60) return false;
  if (countLines(layout.contextLog) <= CONTEXT_LOG_MAX_LINES) return false;
  renameSync(layout.contextLog, layout.contextLogOld);
  return true;
}

function countLines(path: string): number {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.allocUnsafe(64 * 1024);
    let lines = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) return lines;
      for (let i = buf.indexOf(10); i >= 0 && i < n; i = buf.indexOf(10, i + 1)) lines++;
    }
  } finally {
    closeSync(fd);
  }
}

/** One receipt: a context given to a session (what the hook appended). */
export interface ContextReceipt {
  at: string;
  session_id: string | null;
  source: string | null;
  cwd: string | null;
  sha256: string;
  length: number;
}

/**
 * The receipts, newest first: brain/context-log.jsonl, then the rotated context-log.1.jsonl. A
 * line that is not a receipt (torn, edited) is skipped and counted; text fields are shown escaped.
 */
export function readContextReceipts(layout: Layout): { receipts: ContextReceipt[]; unreadable: number } {
  const receipts: ContextReceipt[] = [];
  let unreadable = 0;
  for (const path of [layout.contextLogOld, layout.contextLog]) {
    const text = readDataText(path);
    if (text === undefined) continue;
    for (const line of text.split("\n")) {
      if (line === "") continue;
      const receipt = asReceipt(line);
      if (receipt) receipts.push(receipt);
      else unreadable++;
    }
  }
  return { receipts: receipts.reverse(), unreadable };
}

function asReceipt(line: string): ContextReceipt | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown): string | null => (typeof v === "string" ? visible(v) : null);
  if (typeof r.at !== "string" || typeof r.sha256 !== "string" || typeof r.length !== "number") return undefined;
  return { at: visible(r.at), session_id: text(r.session_id), source: text(r.source), cwd: text(r.cwd), sha256: visible(r.sha256), length: r.length };
}
