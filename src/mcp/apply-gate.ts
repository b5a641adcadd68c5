import { NotFoundError, RefusedError, UsageError } from "../core/errors.js";
import { readShownFile } from "../usecases/files.js";

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
  const text = readShownFile(pendingJson);
  if (text === undefined) throw new NotFoundError(pendingJson, "the pending diff", "propose first");
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
