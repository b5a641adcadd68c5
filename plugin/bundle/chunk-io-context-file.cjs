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
  contextNotice: () => contextNotice,
  prepareContext: () => prepareContext,
  readContextReceipts: () => readContextReceipts,
  writeContextAfterCommit: () => writeContextAfterCommit,
  writePreparedContext: () => writePreparedContext
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
function writeContextFile(layout, headerLine, text) {
  (0, import_chunk_core_utf8_builder.writeAtomic)(layout.context, `${headerLine}
${text}`);
}
var CONTEXT_LOG_MAX_LINES = 1e3;
function rotateContextLog(layout) {
  const stamp = (0, import_chunk_hooks_session_start.fileStamp)(layout.contextLog);
  if (stamp === null || stamp.size <= CONTEXT_LOG_MAX_LINES * 60) return false;
  if (countLines(layout.contextLog) <= CONTEXT_LOG_MAX_LINES) return false;
  (0, import_node_fs.renameSync)(layout.contextLog, layout.contextLogOld);
  return true;
}
function countLines(path) {
  const fd = (0, import_node_fs.openSync)(path, "r");
  try {
    const buf = Buffer.allocUnsafe(64 * 1024);
    let lines = 0;
    for (; ; ) {
      const n = (0, import_node_fs.readSync)(fd, buf, 0, buf.length, null);
      if (n === 0) return lines;
      for (let i = buf.indexOf(10); i >= 0 && i < n; i = buf.indexOf(10, i + 1)) lines++;
    }
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readContextReceipts(layout) {
  const receipts = [];
  let unreadable = 0;
  for (const path of [layout.contextLogOld, layout.contextLog]) {
    const text = (0, import_chunk_js_yaml_dist_js_yaml.readDataText)(path);
    if (text === void 0) continue;
    for (const line of text.split("\n")) {
      if (line === "") continue;
      const receipt = asReceipt(line);
      if (receipt) receipts.push(receipt);
      else unreadable++;
    }
  }
  return { receipts: receipts.reverse(), unreadable };
}
function asReceipt(line) {
  let raw;
  try {
    raw = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return void 0;
  const r = raw;
  const text = (v) => typeof v === "string" ? (0, import_chunk_hooks_session_start.visible)(v) : null;
  if (typeof r.at !== "string" || typeof r.sha256 !== "string" || typeof r.length !== "number") return void 0;
  return { at: (0, import_chunk_hooks_session_start.visible)(r.at), session_id: text(r.session_id), source: text(r.source), cwd: text(r.cwd), sha256: (0, import_chunk_hooks_session_start.visible)(r.sha256), length: r.length };
}
function prepareContext(layout, facts, today, history) {
  const configStamp = (0, import_chunk_hooks_session_start.fileStamp)(layout.config);
  const { config, context } = (0, import_chunk_core_context_config.loadConfig)(void 0, layout.config);
  const plan = (0, import_chunk_diff_session_context.planContext)({ facts, config, context, today });
  const fit = { context, today };
  const agentWritten = (0, import_chunk_diff_session_context.agentWrittenAmong)(layout, (0, import_chunk_diff_session_context.contextSourcesToCheck)(plan, fit));
  const handEdited = (0, import_chunk_diff_apply_diff.handEditedIds)({ paths: layout }, history);
  const rendered = (0, import_chunk_diff_session_context.renderSessionContext)(plan, { ...fit, agentWritten, handEdited });
  return { text: rendered.text, rendered, context, today, configStamp, configPath: layout.config };
}
function writePreparedContext(layout, prepared, profileSha256) {
  const profile = (0, import_chunk_hooks_session_start.fileStamp)(layout.profile);
  if (profile === null) throw new Error(`${layout.profile}: gone before the session context could be written`);
  const before = (0, import_chunk_hooks_session_start.readContextFile)(layout.context);
  const { text, context } = prepared;
  const header = (0, import_chunk_diff_session_context.contextHeaderLine)({
    profile: { sha256: profileSha256, ...profile },
    config: prepared.configStamp,
    inject: context.inject,
    onlyIn: context.onlyIn,
    notIn: context.notIn,
    date: prepared.today,
    text: { sha256: (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(text), length: text.length }
  });
  writeContextFile(layout, header, text);
  rotateContextLog(layout);
  const hadFacts = before !== null && before.text !== "";
  return {
    path: layout.context,
    shown: prepared.rendered.shown,
    offered: prepared.rendered.offered,
    inject: context.inject,
    first: !hadFacts && text !== "" && context.inject,
    config: prepared.configPath
  };
}
function writeContextAfterCommit(layout, prepared, profileSha256) {
  try {
    return writePreparedContext(layout, prepared, profileSha256);
  } catch (e) {
    return { error: `${layout.context}: not written (${e instanceof Error ? e.message : String(e)})` };
  }
}
function contextNotice(w, brain) {
  if (w === void 0) return [];
  if ("error" in w) return [`brain: the session context was not rewritten: ${w.error}; run: ${brain(["context", "--refresh"])}`];
  if (!w.first) return [];
  return [
    `Agents now get your approved profile at session start: ${w.shown} of ${w.offered} fact${w.offered === 1 ? "" : "s"} in ${w.path}.`,
    `See it: ${brain(["context"])}; why each fact is in or out: ${brain(["context", "--explain"])}; what sessions were given: ${brain(["context", "--log"])}.`,
    `Turn it off: context: {inject: false} in ${w.config} (or BRAIN_CONTEXT=off for one session); keep keys from agents: context: {exclude: [<key glob>]}.`
  ];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  contextNotice,
  prepareContext,
  readContextReceipts,
  writeContextAfterCommit,
  writePreparedContext
});
// brain-digest: 38d553b78c58f142
