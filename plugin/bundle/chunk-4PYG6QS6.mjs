import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  OPERATIONS
} from "./chunk-DYD7VGSZ.mjs";
import {
  readDiffToday,
  readHistoryAsRecovered
} from "./chunk-2CDRRSEX.mjs";
import {
  visible
} from "./chunk-YLHGQIST.mjs";

// src/usecases/history.ts
import { join } from "node:path";
function history(paths) {
  const entries = readHistoryAsRecovered(paths).map((e) => ({ ...e }));
  const stack = [];
  for (const e of entries) {
    if (e.op === "apply") {
      const today = e.diff_today ?? readDiffToday(join(paths.applied, `${e.diff}.json`));
      if (today !== void 0) e.diff_today = today;
      stack.push(e);
    } else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1].diff === e.diff) {
      stack.pop().rolled_back_at = e.at;
    }
  }
  return { entries: entries.reverse() };
}
function historyText({ entries }) {
  if (entries.length === 0) return "No applies, rollbacks or forgets yet.";
  return entries.map((e) => {
    if (e.op === "forget") {
      const what = e.forgotten.map(
        (r) => r.retires !== void 0 ? `retire ${r.retires}` : `${r.key}: ${r.value ?? ""}${r.source ? ` (${r.source})` : ""}`
      );
      return `${e.at}  forget    (${e.today})  ${e.forgotten.length} remembered decline${e.forgotten.length === 1 ? "" : "s"}: ${what.join("; ")}`;
    }
    if (e.op === "rollback") {
      return `${e.today} (rolled back ${e.at})  rollback  diff ${e.diff.slice(0, 12)}  profile restored to ${e.result.slice(0, 12)}`;
    }
    const counts = OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0).map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`).join(", ");
    const undone = e.rolled_back_at === void 0 ? "" : `  [rolled back ${e.rolled_back_at}]`;
    return `${e.diff_today ?? e.today} (applied ${e.at})  apply     diff ${e.diff.slice(0, 12)}  ${counts || "no changes"}${undone}`;
  }).map(visible).join("\n");
}

export {
  history,
  historyText
};
