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
  contextExplanationText: () => contextExplanationText,
  contextForAgents: () => contextForAgents,
  contextLog: () => contextLog,
  contextLogText: () => contextLogText,
  explainContext: () => explainContext,
  givenContext: () => givenContext,
  givenContextNotices: () => givenContextNotices,
  givenContextText: () => givenContextText,
  refreshContext: () => refreshContext,
  refreshText: () => refreshText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_context_file = require("./chunk-io-context-file.cjs");
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
function givenContext(o) {
  const given = (0, import_chunk_hooks_session_start.sessionContext)({ dataDir: o.paths.dataDir, cwd: o.cwd, env: o.env, ...o.home ? { home: o.home } : {}, brain: (0, import_chunk_cli_output.brainInvocation)() });
  return { cwd: o.cwd, path: o.paths.context, given, freshness: freshness(o) };
}
function freshness(o) {
  const file = (0, import_chunk_hooks_session_start.readContextFile)(o.paths.context);
  const sameStamp = (a, b) => a === null || b === null ? a === b : a.size === b.size && a.mtimeMs === b.mtimeMs;
  const stampsHold = file !== null && sameStamp(file.header.profile, (0, import_chunk_hooks_session_start.fileStamp)(o.paths.profile)) && sameStamp(file.header.config, (0, import_chunk_hooks_session_start.fileStamp)(o.paths.config));
  if (stampsHold && file.header.date === o.today) return { kind: "up-to-date" };
  const profile = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  if ((0, import_chunk_diff_apply_diff.unadoptedEdit)(o, profile.sha256)) return { kind: "edited", command: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"]) };
  const prepared = (0, import_chunk_io_context_file.prepareContext)(o.paths, profile.doc.facts, o.today);
  const same = stampsHold && file.header.text.sha256 === (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(prepared.text) && file.header.inject === prepared.context.inject && JSON.stringify([file.header.onlyIn, file.header.notIn]) === JSON.stringify([prepared.context.onlyIn, prepared.context.notIn]);
  return same ? { kind: "up-to-date" } : { kind: "would-change", command: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["context", "--refresh"]) };
}
function contextForAgents(o) {
  const given = (0, import_chunk_hooks_session_start.sessionContext)({ dataDir: o.paths.dataDir, cwd: null, onRequest: true, brain: (0, import_chunk_cli_output.brainInvocation)() });
  if (given.kind === "context") return given.text;
  if (given.kind === "refresh") return given.line;
  return `brain: the session context holds no facts: ${given.why}.`;
}
function givenContextText(r) {
  if (r.given.kind === "context") return r.given.text.replace(/\n$/, "");
  if (r.given.kind === "refresh") return r.given.line;
  return "";
}
function givenContextNotices(r) {
  const out = [];
  if (r.given.kind === "none") out.push(`brain: no session context is given${r.cwd ? ` in ${r.cwd}` : ""}: ${r.given.why}.`);
  if (r.freshness.kind === "would-change") out.push(`brain: a refresh would change ${r.path}: ${r.freshness.command}`);
  if (r.freshness.kind === "edited") out.push(`brain: profile.md holds an edit brain did not write; adopt it first (${r.freshness.command}), then refresh.`);
  return out;
}
function explainContext(o) {
  const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const { config, context } = (0, import_chunk_core_context_config.loadConfig)(void 0, o.paths.config);
  const plan = (0, import_chunk_diff_session_context.planContext)({ facts: doc.facts, config, context, today: o.today });
  const fit = { context, today: o.today };
  const agentWritten = (0, import_chunk_diff_session_context.agentWrittenAmong)(o.paths, (0, import_chunk_diff_session_context.contextSourcesToCheck)(plan, fit));
  const { entries, rendered } = (0, import_chunk_diff_session_context.explainSessionContext)(plan, { ...fit, agentWritten, handEdited: (0, import_chunk_diff_apply_diff.handEditedIds)(o) });
  const why = notGivenBecause(o, context);
  const facts = why === null ? entries : entries.map((e) => e.status === "shown" || e.status === "question" ? { ...e, status: "not-given" } : e);
  return {
    cwd: o.cwd,
    date: o.today,
    budget: context.budget,
    given: why === null,
    why,
    ...counts(rendered),
    facts,
    text: rendered.text
  };
}
function counts(r) {
  return { shown: r.shown, offered: r.offered, left_out: r.leftOut, excluded: r.excluded };
}
function notGivenBecause(o, context) {
  if (o.env.BRAIN_CONTEXT?.toLowerCase() === "off") return "BRAIN_CONTEXT is off";
  if (!context.inject) return "context.inject is off";
  const place = (0, import_chunk_hooks_session_start.placeAllows)({ cwd: o.cwd, onlyIn: context.onlyIn, notIn: context.notIn, ...o.home ? { home: o.home } : {} });
  return place.given ? null : place.why;
}
var VERDICT = {
  shown: () => "shown",
  question: (e) => `shown as a question (${e.reason === "conflict" ? "open conflict" : "stale: may be outdated"})`,
  budget: (e) => `left out: over the budget${e.reason ? ` (${e.reason === "conflict" ? "an open conflict" : "stale"})` : ""}`,
  excluded: (e) => `withheld: excluded by \`${e.glob}\``,
  "not-given": () => "not given in this folder"
};
function contextExplanationText(r) {
  const lines = [
    `Session context for ${r.cwd ?? "(no folder)"}, rendered for ${r.date}: ${r.shown} of ${r.offered} approved fact${r.offered === 1 ? "" : "s"} shown (budget ${r.budget} characters, ${r.text.length} used)${r.excluded > 0 ? `; ${r.excluded} withheld (excluded keys)` : ""}.`,
    r.given ? "Given to a session in this folder." : `Not given to a session in this folder: ${r.why}.`
  ];
  if (r.facts.length > 0) lines.push("");
  for (const f of r.facts) {
    const agent = f.agent_written ? ", agent-written" : "";
    lines.push(`${f.id}  ${f.key ?? "(key withheld)"}: ${VERDICT[f.status](f)}${agent}`);
  }
  return lines.join("\n");
}
function refreshContext(o) {
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const profile = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
    if ((0, import_chunk_diff_apply_diff.unadoptedEdit)(o, profile.sha256)) {
      throw new import_chunk_hooks_session_start.RefusedError(
        `${o.paths.profile}: holds an edit brain did not write (its sha256 is not the last one history.jsonl records); the session context was not refreshed. Adopt the edit first: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"])}`
      );
    }
    const before = (0, import_chunk_hooks_session_start.readContextFile)(o.paths.context);
    const prepared = (0, import_chunk_io_context_file.prepareContext)(o.paths, profile.doc.facts, o.today);
    const written = (0, import_chunk_io_context_file.writePreparedContext)(o.paths, prepared, profile.sha256);
    return { kind: "refreshed", ...written, changed: before === null || before.header.text.sha256 !== (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(prepared.text) };
  } finally {
    lock.release();
  }
}
function refreshText(r) {
  return `${r.changed ? "Rewrote" : "Refreshed (same text)"} ${r.path}: ${r.shown} of ${r.offered} approved fact${r.offered === 1 ? "" : "s"}${r.inject ? "" : " (context.inject is off: sessions are not given it)"}.`;
}
function contextLog(o) {
  return (0, import_chunk_io_context_file.readContextReceipts)(o.paths);
}
function contextLogText(r) {
  if (r.receipts.length === 0) return "No session was given the context yet.";
  const lines = r.receipts.map(
    (x) => `${x.at}  ${x.source ?? "-"}  session ${x.session_id ?? "-"}  ${x.cwd ?? "(no folder)"}  ${x.length} characters, sha256 ${x.sha256.slice(0, 12)}`
  );
  if (r.unreadable > 0) lines.push(`(${r.unreadable} line${r.unreadable === 1 ? "" : "s"} of the log could not be read and were skipped)`);
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  contextExplanationText,
  contextForAgents,
  contextLog,
  contextLogText,
  explainContext,
  givenContext,
  givenContextNotices,
  givenContextText,
  refreshContext,
  refreshText
});
// brain-digest: f69d7ea3ba66dc14
