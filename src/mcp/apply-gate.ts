import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { NotFoundError, RefusedError, UsageError } from "../core/errors.js";

/**
 * The MCP `apply` tool's gate, before the apply use case runs: `confirm` must be true and
 * `diff_id` must be exactly the id of brain/pending-diff.json, so a client can only apply the
 * diff whose review the operator saw. Returns the pending diff's path for the apply use case,
 * which still checks the diff itself (schema, id, base).
 */
export function checkApplyRequest(args: { diff_id?: unknown; confirm?: unknown }, pendingJson: string): string {
  if (args.confirm !== true) {
    throw new UsageError(
      "apply: needs confirm: true, given only after the operator said yes to the review; nothing was written. Show the operator the review (brain://pending-diff), ask them, and call apply again with confirm: true only on their explicit yes.",
    );
  }
  const pendingId = readPendingId(pendingJson);
  if (args.diff_id !== pendingId) {
    throw new RefusedError(
      `apply: diff_id ${JSON.stringify(args.diff_id)} is not the pending diff's id ${pendingId}; nothing was written. ` +
        "Call status (pending_diff.id) or read brain://pending-diff for the full 64-hex id, make sure the operator approved that review, and pass that exact id.",
    );
  }
  return pendingJson;
}

function readPendingId(pendingJson: string): string {
  let text: string;
  try {
    text = readFileSync(pendingJson, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") throw new NotFoundError(pendingJson, "the pending diff", "propose first");
    throw e;
  }
  // Only the id is needed here; the apply use case validates the whole diff.
  let id: unknown;
  try {
    id = (JSON.parse(text) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  if (typeof id !== "string") throw new RefusedError(`${pendingJson}: not a diff with an id; nothing was written. Propose again.`);
  return id;
}

/**
 * The pending diff's full id, or null when there is none (or it is not a diff). Reads the start of
 * the file first, where the id is: a pending diff of 100k candidates is tens of megabytes.
 */
export function pendingDiffId(pendingJson: string): string | null {
  let fd: number;
  try {
    fd = openSync(pendingJson, "r");
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(4096);
    const n = readSync(fd, head, 0, head.length, 0);
    const m = /^\s*\{\s*"id"\s*:\s*"([0-9a-f]{64})"/.exec(head.toString("utf8", 0, n));
    if (m) return m[1]!;
  } finally {
    closeSync(fd);
  }
  try {
    return readPendingId(pendingJson);
  } catch {
    return null;
  }
}
