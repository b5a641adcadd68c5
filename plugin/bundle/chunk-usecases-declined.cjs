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
  declinedList: () => declinedList,
  declinedSubject: () => declinedSubject,
  declinedText: () => declinedText,
  forgetDeclines: () => forgetDeclines,
  forgetText: () => forgetText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
function declinedList(o) {
  const exclusion = (0, import_chunk_usecases_withheld.exclusionFor)(o);
  const all = (0, import_chunk_core_utf8_builder.rememberedDeclines)((0, import_chunk_core_utf8_builder.readHistory)(o.paths.history));
  const numbers = all.flatMap((d, n) => exclusion.excludedBy(d.key) === void 0 ? [n] : []);
  return { declined: numbers.map((n) => all[n]), numbers, withheld: all.length - numbers.length };
}
function declinedSubject(r) {
  return r.retires !== void 0 ? `retiring ${r.retires} (${r.key})` : `${r.key}: ${r.value ?? ""}${r.source !== void 0 ? ` from ${r.source}` : ""}`;
}
function describeDecline(r) {
  return r.by === "mcp" ? `${declinedSubject(r)} (${import_chunk_core_agent_written.DECLINED_OVER_MCP})` : declinedSubject(r);
}
function declinedText(r, o) {
  const note = (0, import_chunk_usecases_withheld.withheldNote)(r.withheld, "remembered decline");
  if (r.declined.length === 0) return note ? `No remembered declines shown.
${note}` : "No remembered declines.";
  return [
    `${r.declined.length} remembered decline${r.declined.length === 1 ? "" : "s"} (a later candidate matching one is rejected by reject-previously-declined):`,
    ...r.declined.map((d, i) => `  ${r.numbers[i]}  ${describeDecline(d)}`),
    ...note ? [note] : [],
    `Forget some: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["declined", "--forget", "<n\u2026>", "--confirm"])}`
  ].join("\n");
}
function forgetDeclines(o) {
  if (o.indexes.length === 0) throw new import_chunk_hooks_session_start.UsageError("declined --forget: expected at least one index (as brain declined numbers them)");
  const check = (list) => {
    for (const n of o.indexes) {
      if (!Number.isInteger(n) || n < 0 || n >= list.length) {
        throw new import_chunk_hooks_session_start.UsageError(
          `declined --forget: ${String(n)} is not a remembered decline; ${list.length === 0 ? "there are none" : `they are numbered 0\u2013${list.length - 1}`} (brain declined)`
        );
      }
    }
    return [...new Set(o.indexes)].sort((a, b) => a - b).map((n) => list[n]);
  };
  const everyDecline = () => (0, import_chunk_core_utf8_builder.rememberedDeclines)((0, import_chunk_core_utf8_builder.readHistory)(o.paths.history));
  if (!o.confirm) {
    const forget = check(everyDecline());
    return { kind: "preview", forget, command: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["declined", "--forget", ...o.indexes.map(String), "--confirm"]) };
  }
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const list = everyDecline();
    const forgotten = check(list);
    const entry = { op: "forget", at: o.now.toISOString(), today: o.today, forgotten };
    (0, import_chunk_core_utf8_builder.appendHistory)(o.paths.history, entry);
    return { kind: "forgotten", forgotten, remaining: list.length - forgotten.length, history: (0, import_node_path.resolve)(o.paths.history) };
  } finally {
    lock.release();
  }
}
function forgetText(r) {
  if (r.kind === "preview") {
    return [`Would forget ${r.forget.length}:`, ...r.forget.map((d) => `  ${describeDecline(d)}`), `Nothing was written. To forget: ${r.command}`].join("\n");
  }
  return [
    `Forgot ${r.forgotten.length} remembered decline${r.forgotten.length === 1 ? "" : "s"} (recorded in ${r.history}); ${r.remaining} remain.`,
    ...r.forgotten.map((d) => `  ${describeDecline(d)}`)
  ].join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  declinedList,
  declinedSubject,
  declinedText,
  forgetDeclines,
  forgetText
});
// brain-digest: d9b3ef140c7db02b
