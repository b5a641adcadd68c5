import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  OPERATIONS
} from "./chunk-7WYICEM3.mjs";
import {
  readHistoryAsRecovered
} from "./chunk-3MCNRZCY.mjs";
import {
  visible
} from "./chunk-JLYW6UGX.mjs";

// src/usecases/history.ts
function history(paths) {
  return { entries: readHistoryAsRecovered(paths).reverse() };
}
function historyText({ entries }) {
  if (entries.length === 0) return "No applies or rollbacks yet.";
  return entries.map((e) => {
    if (e.op === "rollback") {
      return `${e.at}  rollback  diff ${e.diff.slice(0, 12)}  (${e.today})  profile restored to ${e.result.slice(0, 12)}`;
    }
    const counts = OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0).map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`).join(", ");
    return `${e.at}  apply     diff ${e.diff.slice(0, 12)}  (${e.today})  ${counts || "no changes"}`;
  }).map(visible).join("\n");
}

export {
  history,
  historyText
};
