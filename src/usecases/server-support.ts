/**
 * What the MCP server needs beside the use cases, reached through src/io/ so that src/mcp/ never
 * touches files or the lock itself: the profile digest its cursors are cut from, the pending diff's
 * full id, and the non-blocking lock wait of a long-running server.
 */
import { fileSha256, readHead, readTail } from "../io/peek.js";
import { readShownFile } from "./files.js";

export { brainInvocation } from "../io/invocation.js";
export { neverBlockOnLock, retryWhileLocked } from "../io/lock.js";

/** The sha256 of profile.md as it is now (of nothing, when there is no profile). */
export function profileDigest(profile: string): string {
  return fileSha256(profile);
}

/**
 * The pending diff's full id, or null when there is none (or it is not a diff). Only the end of
 * the file is read where the id is — brain writes it last (an earlier version wrote it first, so
 * the start is tried next): a pending diff of 100k candidates is tens of megabytes.
 */
export function pendingDiffId(pendingJson: string): string | null {
  const tail = readTail(pendingJson, 256);
  if (tail === undefined) return null;
  const last = /"id":"([0-9a-f]{64})"\}\s*$/.exec(tail);
  if (last) return last[1]!;
  const first = /^\s*\{\s*"id"\s*:\s*"([0-9a-f]{64})"/.exec(readHead(pendingJson, 4096) ?? "");
  if (first) return first[1]!;
  try {
    const id = (JSON.parse(readShownFile(pendingJson) ?? "null") as { id?: unknown } | null)?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}
