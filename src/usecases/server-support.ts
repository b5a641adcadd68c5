/**
 * What the MCP server needs beside the use cases, reached through src/io/ so that src/mcp/ never
 * touches files or the lock itself: the profile digest its cursors are cut from, the pending diff's
 * full id, and the non-blocking lock wait of a long-running server.
 */
import { fileSha256, readHead } from "../io/peek.js";
import { readShownFile } from "./files.js";

export { brainInvocation } from "../io/invocation.js";
export { neverBlockOnLock, retryWhileLocked } from "../io/lock.js";

/** The sha256 of profile.md as it is now (of nothing, when there is no profile). */
export function profileDigest(profile: string): string {
  return fileSha256(profile);
}

/**
 * The pending diff's full id, or null when there is none (or it is not a diff). The start of the
 * file is read first, where the id is: a pending diff of 100k candidates is tens of megabytes.
 */
export function pendingDiffId(pendingJson: string): string | null {
  const head = readHead(pendingJson, 4096);
  if (head === undefined) return null;
  const m = /^\s*\{\s*"id"\s*:\s*"([0-9a-f]{64})"/.exec(head);
  if (m) return m[1]!;
  try {
    const id = (JSON.parse(readShownFile(pendingJson) ?? "null") as { id?: unknown } | null)?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}
