import { UsageError } from "../core/errors.js";

/**
 * The MCP `apply` tool's gate, before the apply use case runs: `confirm` must be true, and `diff_id`
 * (all 64 hex digits, its input schema says) is the id the operator approved. Returns the pending
 * diff's path and that id for the apply use case, which refuses the file when it holds any other
 * diff (naming both ids, as `--expect` does) and checks the diff itself (schema, id, base).
 */
export function checkApplyRequest(args: { diff_id?: unknown; confirm?: unknown }, pendingJson: string): { diffFile: string; expectedId: string } {
  if (args.confirm !== true) {
    throw new UsageError(
      "apply: needs confirm: true, given only after the operator said yes to the review; nothing was written. Show the operator the review (brain://pending-diff), ask them, and call apply again with confirm: true only on their explicit yes.",
    );
  }
  if (typeof args.diff_id !== "string" || !/^[0-9a-f]{64}$/.test(args.diff_id)) {
    throw new UsageError(
      `apply: diff_id: expected the full 64-hex id of the diff whose review the operator approved, found ${JSON.stringify(args.diff_id)}; nothing was written. Call status (pending_diff.id) or read brain://pending-diff for it.`,
    );
  }
  return { diffFile: pendingJson, expectedId: args.diff_id };
}
