import { visible } from "../core/visible-text.js";
import { OPERATIONS } from "../diff/operations.js";
import type { Layout } from "../io/data-dir.js";
import type { HistoryEntry } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";

/** The applies, rollbacks and forgets, newest first: the `--json` form of `brain history` and the MCP tool. */
export interface HistoryResult {
  entries: HistoryEntry[];
}

/**
 * Reads brain/history.jsonl (read-only); a missing file is an empty history. An apply or rollback
 * killed after its profile rename is listed as the next writer will record it.
 */
export function history(paths: Layout): HistoryResult {
  return { entries: readHistoryAsRecovered(paths).reverse() };
}

/** The readable form, shared by the CLI and the MCP server: one line per entry. */
export function historyText({ entries }: HistoryResult): string {
  if (entries.length === 0) return "No applies, rollbacks or forgets yet.";
  return entries
    .map((e) => {
      if (e.op === "forget") {
        const what = e.forgotten.map((r) =>
          r.retires !== undefined ? `retire ${r.retires}` : `${r.key}: ${r.value ?? ""}${r.source ? ` (${r.source})` : ""}`,
        );
        return `${e.at}  forget    (${e.today})  ${e.forgotten.length} remembered decline${e.forgotten.length === 1 ? "" : "s"}: ${what.join("; ")}`;
      }
      if (e.op === "rollback") {
        return `${e.at}  rollback  diff ${e.diff.slice(0, 12)}  (${e.today})  profile restored to ${e.result.slice(0, 12)}`;
      }
      const counts = OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0)
        .map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`)
        .join(", ");
      return `${e.at}  apply     diff ${e.diff.slice(0, 12)}  (${e.today})  ${counts || "no changes"}`;
    })
    .map(visible) // a hand-edited history.jsonl is text from a file too
    .join("\n");
}
