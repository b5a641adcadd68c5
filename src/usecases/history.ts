import { join } from "node:path";
import { DECLINED_OVER_MCP } from "../core/agent-written.js";
import { visible } from "../core/visible-text.js";
import { OPERATIONS } from "../diff/operations.js";
import type { Layout } from "../io/data-dir.js";
import { type HistoryEntry, readDiffToday } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";
import { exclusionFor, type WithholdOptions, withheldNote } from "./withheld.js";
import { declinedSubject } from "./declined.js";

/** A history line, plus what brain knows of it now (both absent when unknown). */
type HistoryItem = HistoryEntry & {
  /** For an apply: the applied diff's own `today` (what `explain` shows), from brain/applied/<diff>.json. */
  diff_today?: string;
  /** For an apply undone by a rollback: when it was rolled back. */
  rolled_back_at?: string;
};

/** The applies, rollbacks and forgets, newest first: the `--json` form of `brain history` and the MCP tool. */
export interface HistoryResult {
  entries: HistoryItem[];
  /** Forgotten declines of excluded keys left out of the forget entries. */
  withheld: number;
}

/**
 * Reads brain/history.jsonl (read-only); a missing file is an empty history. An apply or rollback
 * killed after its profile rename is listed as the next writer will record it. Marks each apply a
 * later rollback undid, and gives each apply its diff's `today` from the archive of applied diffs.
 */
export function history(o: WithholdOptions): HistoryResult {
  const paths: Layout = o.paths;
  const exclusion = exclusionFor(o);
  let withheld = 0;
  const entries: HistoryItem[] = readHistoryAsRecovered(paths).map((e) => {
    if (e.op !== "forget") return { ...e };
    // The keys the operator keeps from agents are withheld from the forgotten declines too.
    const forgotten = e.forgotten.filter((r) => exclusion.excludedBy(r.key) === undefined);
    withheld += e.forgotten.length - forgotten.length;
    return { ...e, forgotten };
  });
  // A rollback undoes the most recent apply still in force, as effectiveApplies replays it.
  const stack: Extract<HistoryItem, { op: "apply" | "adopt" }>[] = [];
  for (const e of entries) {
    if (e.op === "adopt") stack.push(e);
    else if (e.op === "apply") {
      const today = e.diff_today ?? readDiffToday(join(paths.applied, `${e.diff}.json`));
      if (today !== undefined) e.diff_today = today;
      stack.push(e);
    } else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1]!.diff === e.diff) {
      stack.pop()!.rolled_back_at = e.at;
    }
  }
  return { entries: entries.reverse(), withheld };
}

/**
 * The readable form, shared by the CLI and the MCP server: one line per entry, newest first. An
 * apply shows its diff's `today` with the apply time, as `explain` does, and says when it was
 * rolled back.
 */
export function historyText({ entries, withheld }: Pick<HistoryResult, "entries"> & { withheld?: number }): string {
  if (entries.length === 0) return "No applies, rollbacks or forgets yet.";
  const note = withheldNote(withheld ?? 0, "forgotten decline");
  const lines = entries
    .map((e) => {
      if (e.op === "forget") {
        const what = e.forgotten.map((r) =>
          r.retires !== undefined ? `retire ${r.retires}` : `${r.key}: ${r.value ?? ""}${r.source ? ` (${r.source})` : ""}`,
        );
        return `${e.at}  forget    (${e.today})  ${e.forgotten.length} remembered decline${e.forgotten.length === 1 ? "" : "s"}: ${what.join("; ")}`;
      }
      if (e.op === "rollback") {
        return `${e.today} (rolled back ${e.at})  rollback  diff ${e.diff.slice(0, 12)}  profile restored to ${e.result.slice(0, 12)}`;
      }
      if (e.op === "adopt") {
        const { added, removed, changed } = e.counts;
        const undone = e.rolled_back_at === undefined ? "" : `  [rolled back ${e.rolled_back_at}]`;
        return `${e.today} (adopted ${e.at})  adopt     ${e.diff.slice(0, 12)}  hand edit: ${added} added, ${removed} removed, ${changed} changed${undone}`;
      }
      const counts = OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0)
        .map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`)
        .join(", ");
      const undone = e.rolled_back_at === undefined ? "" : `  [rolled back ${e.rolled_back_at}]`;
      const overMcp = (e.declined ?? []).filter((d) => d.by === "mcp");
      const mcp = overMcp.length === 0 ? "" : `  ${DECLINED_OVER_MCP}: ${overMcp.map(declinedSubject).join("; ")}`;
      const adopted = e.adopted_edit ? "  (applied over a hand edit, adopting it)" : "";
      return `${e.diff_today ?? e.today} (applied ${e.at})  apply     diff ${e.diff.slice(0, 12)}  ${counts || "no changes"}${adopted}${undone}${mcp}`;
    })
    .map(visible); // a hand-edited history.jsonl is text from a file too
  if (note) lines.push(note);
  return lines.join("\n");
}
