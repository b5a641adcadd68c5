var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  history: () => history,
  historyText: () => historyText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_declined = require("./chunk-usecases-declined.cjs");
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
function history(o) {
  const paths = o.paths;
  const exclusion = (0, import_chunk_usecases_withheld.exclusionFor)(o);
  let withheld = 0;
  const entries = (0, import_chunk_io_lock.readHistoryAsRecovered)(paths).map((e) => {
    if (e.op !== "forget") return { ...e };
    const forgotten = e.forgotten.filter((r) => exclusion.excludedBy(r.key) === void 0);
    withheld += e.forgotten.length - forgotten.length;
    return { ...e, forgotten };
  });
  const stack = [];
  for (const e of entries) {
    if (e.op === "adopt") stack.push(e);
    else if (e.op === "apply") {
      const today = e.diff_today ?? (0, import_chunk_core_utf8_builder.readDiffToday)((0, import_node_path.join)(paths.applied, `${e.diff}.json`));
      if (today !== void 0) e.diff_today = today;
      stack.push(e);
    } else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1].diff === e.diff) {
      stack.pop().rolled_back_at = e.at;
    }
  }
  return { entries: entries.reverse(), withheld };
}
function historyText({ entries, withheld }) {
  if (entries.length === 0) return "No applies, rollbacks or forgets yet.";
  const note = (0, import_chunk_usecases_withheld.withheldNote)(withheld ?? 0, "forgotten decline");
  const lines = entries.map((e) => {
    if (e.op === "forget") {
      const what = e.forgotten.map(
        (r) => r.retires !== void 0 ? `retire ${r.retires}` : `${r.key}: ${r.value ?? ""}${r.source ? ` (${r.source})` : ""}`
      );
      return `${e.at}  forget    (${e.today})  ${e.forgotten.length} remembered decline${e.forgotten.length === 1 ? "" : "s"}: ${what.join("; ")}`;
    }
    if (e.op === "rollback") {
      return `${e.today} (rolled back ${e.at})  rollback  diff ${e.diff.slice(0, 12)}  profile restored to ${e.result.slice(0, 12)}`;
    }
    if (e.op === "adopt") {
      const { added, removed, changed } = e.counts;
      const undone2 = e.rolled_back_at === void 0 ? "" : `  [rolled back ${e.rolled_back_at}]`;
      return `${e.today} (adopted ${e.at})  adopt     ${e.diff.slice(0, 12)}  hand edit: ${added} added, ${removed} removed, ${changed} changed${undone2}`;
    }
    const counts = import_chunk_diff_operations.OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0).map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`).join(", ");
    const undone = e.rolled_back_at === void 0 ? "" : `  [rolled back ${e.rolled_back_at}]`;
    const overMcp = (e.declined ?? []).filter((d) => d.by === "mcp");
    const mcp = overMcp.length === 0 ? "" : `  ${import_chunk_core_agent_written.DECLINED_OVER_MCP}: ${overMcp.map(import_chunk_usecases_declined.declinedSubject).join("; ")}`;
    const adopted = e.adopted_edit ? "  (applied over a hand edit, adopting it)" : "";
    return `${e.diff_today ?? e.today} (applied ${e.at})  apply     diff ${e.diff.slice(0, 12)}  ${counts || "no changes"}${adopted}${undone}${mcp}`;
  }).map(import_chunk_hooks_session_start.visible);
  if (note) lines.push(note);
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  history,
  historyText
});
// brain-digest: 165ec7117130acac
