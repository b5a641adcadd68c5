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
__defProp(stdin_exports, "history", { value: history, enumerable: true });
__defProp(stdin_exports, "historyText", { value: historyText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FNKPTX23 = require("./chunk-FNKPTX23.cjs");
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
function history(o) {
  const paths = o.paths;
  const exclusion = (0, import_chunk_RANF7A2E.exclusionFor)(o);
  let withheld = 0;
  const entries = (0, import_chunk_LW5KK7CN.readHistoryAsRecovered)(paths).map((e) => {
    if (e.op !== "forget") return { ...e };
    const forgotten = e.forgotten.filter((r) => exclusion.excludedBy(r.key) === void 0);
    withheld += e.forgotten.length - forgotten.length;
    return { ...e, forgotten };
  });
  const stack = [];
  for (const e of entries) {
    if (e.op === "apply") {
      const today = e.diff_today ?? (0, import_chunk_W4VUU7MV.readDiffToday)((0, import_node_path.join)(paths.applied, `${e.diff}.json`));
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
  const note = (0, import_chunk_RANF7A2E.withheldNote)(withheld ?? 0, "forgotten decline");
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
    const counts = import_chunk_OGTKZBCL.OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0).map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`).join(", ");
    const undone = e.rolled_back_at === void 0 ? "" : `  [rolled back ${e.rolled_back_at}]`;
    const overMcp = (e.declined ?? []).filter((d) => d.by === "mcp");
    const mcp = overMcp.length === 0 ? "" : `  ${import_chunk_TBJ5WJAX.DECLINED_OVER_MCP}: ${overMcp.map(import_chunk_FNKPTX23.declinedSubject).join("; ")}`;
    return `${e.diff_today ?? e.today} (applied ${e.at})  apply     diff ${e.diff.slice(0, 12)}  ${counts || "no changes"}${undone}${mcp}`;
  }).map(import_chunk_L7PYBWE7.visible);
  if (note) lines.push(note);
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  history,
  historyText
});
