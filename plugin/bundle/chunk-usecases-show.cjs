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
  conflictsText: () => conflictsText,
  multiValuedKeys: () => multiValuedKeys,
  profileForAgents: () => profileForAgents,
  showConflicts: () => showConflicts,
  showProfile: () => showProfile,
  showText: () => showText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var LAYERS = ["static", "dynamic"];
function showProfile(o, filter = {}) {
  const ofKey = filter.key === void 0 ? () => true : keyMatcher(o, filter.key);
  const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const inScope = doc.facts.filter((f) => filter.all === true || f.status === "active");
  const offered = (0, import_chunk_usecases_withheld.withholdFacts)(inScope, (0, import_chunk_usecases_withheld.exclusionFor)(o));
  const facts = offered.facts.filter((f) => (filter.layer === void 0 || f.layer === filter.layer) && ofKey(f.key));
  const edited = (0, import_chunk_diff_apply_diff.handEditedIds)(o);
  const handEdited = edited.size === 0 ? [] : facts.filter((f) => edited.has(f.id)).map((f) => f.id);
  return { title: doc.title, facts, withheld: offered.withheld, agentWritten: agentWrittenOf(o.paths, facts), handEdited };
}
function keyMatcher(o, asked) {
  const { keyAliases } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config).config;
  const wanted = (0, import_chunk_core_context_config.aliasTarget)(keyAliases, (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(asked));
  return (key) => (0, import_chunk_core_context_config.aliasTarget)(keyAliases, key) === wanted;
}
function agentWrittenOf(paths, facts) {
  const tributaries = /* @__PURE__ */ new Set();
  for (const f of facts) for (const s of f.sources) if (!s.startsWith("human:") && s.includes(":")) tributaries.add(s.slice(0, s.indexOf(":")));
  if (tributaries.size === 0) return {};
  const written = (0, import_chunk_io_record_files.readAgentWritten)(paths, tributaries);
  const out = {};
  for (const f of facts) {
    const mine = (0, import_chunk_core_agent_written.agentWrittenSources)(f, written);
    if (mine.length > 0) out[f.id] = mine;
  }
  return out;
}
function showText({ title, facts, withheld, agentWritten, handEdited = [] }, { multiValued = [] } = {}) {
  const multi = new Set(multiValued.map(import_chunk_js_yaml_dist_js_yaml.normalizeKey));
  const edited = new Set(handEdited);
  const factLines = (f, indent, lead, agentSources) => factLinesOf(f, { indent, lead, agentSources, edited: edited.has(f.id) });
  const lines = [`# ${(0, import_chunk_hooks_session_start.visible)(title)}`];
  for (const layer of LAYERS) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    const grouped = /* @__PURE__ */ new Set();
    for (const f of inLayer) {
      if (!multi.has(f.key)) {
        lines.push(...factLines(f, "  ", `${(0, import_chunk_hooks_session_start.visible)(f.key)}: `, agentWritten[f.id]));
        continue;
      }
      if (grouped.has(f.key)) continue;
      grouped.add(f.key);
      const members = inLayer.filter((m) => m.key === f.key);
      const active = members.filter((m) => m.status === "active").length;
      lines.push(
        `  ${(0, import_chunk_hooks_session_start.visible)(f.key)} (multi-valued: ${active} active member${active === 1 ? "" : "s"}${members.length > active ? `, ${members.length - active} past` : ""}):`
      );
      for (const m of members) lines.push(...factLines(m, "    ", "- ", agentWritten[m.id]));
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  const note = (0, import_chunk_usecases_withheld.withheldNote)(withheld);
  if (note) lines.push("", note);
  return lines.join("\n");
}
function factLinesOf(f, { indent, lead, agentSources, edited }) {
  const mark = f.status === "superseded" ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]` : f.status === "retired" ? ` [retired on ${f.retired_on}: ${(0, import_chunk_hooks_session_start.visibleValue)(f.retired_reason ?? "")}]` : "";
  const seed = f.kind === "profile-field" ? ", profile field" : "";
  return [
    `${indent}${lead}${(0, import_chunk_hooks_session_start.visibleValue)(f.value)}${mark}`,
    `${indent}    ${f.id} \xB7 ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} \xB7 ${f.provenance}${seed} \xB7 seen ${f.first_seen}\u2026${f.last_seen}` + (agentSources ? ` \xB7 ${import_chunk_core_agent_written.AGENT_WRITTEN}: ${agentSources.map(import_chunk_hooks_session_start.visible).join(", ")}` : "") + (edited ? ` \xB7 ${import_chunk_diff_apply_diff.HAND_EDITED}` : "")
  ];
}
function multiValuedKeys(o) {
  return [...(0, import_chunk_core_context_config.loadConfig)(o.configFile, o.defaultConfig).config.multiValued ?? []];
}
function showConflicts(o) {
  const { config } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config);
  const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const offered = (0, import_chunk_usecases_withheld.withholdFacts)((0, import_chunk_core_open_conflicts.openConflicts)(doc, config.multiValued ?? [], config.keyAliases), (0, import_chunk_usecases_withheld.exclusionFor)(o));
  return { conflicts: offered.facts, withheld: offered.withheld };
}
function conflictsText(r) {
  const note = (0, import_chunk_usecases_withheld.withheldNote)(r.withheld, "conflict");
  return note ? `${openConflictsText(r)}

${note}` : openConflictsText(r);
}
function openConflictsText({ conflicts }) {
  if (conflicts.length === 0) return "No open conflicts: every key holds at most one active value (multi-valued keys aside).";
  const lines = [
    `${conflicts.length} key${conflicts.length === 1 ? "" : "s"} with more than one active value \u2014 settle one with \`brain resolve <key> --keep <id>\` (or a candidate that names the value it replaces in \`supersedes\`):`
  ];
  for (const c of conflicts) {
    lines.push("", `  ${(0, import_chunk_hooks_session_start.visible)(c.key)}`);
    for (const v of c.values) {
      lines.push(
        `    ${v.id}  ${(0, import_chunk_hooks_session_start.visibleValue)(v.value)}  (${v.evidence_count} source${v.evidence_count === 1 ? "" : "s"}: ${v.sources.map(import_chunk_hooks_session_start.visible).join(", ")}; seen ${v.first_seen}\u2026${v.last_seen})`
      );
    }
  }
  return lines.join("\n");
}
function profileForAgents(o) {
  const profile = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const offered = (0, import_chunk_usecases_withheld.withholdFacts)(profile.doc.facts, (0, import_chunk_usecases_withheld.exclusionFor)(o));
  const edited = (0, import_chunk_diff_apply_diff.unadoptedEdit)(o, profile.sha256);
  const notes = [
    ...edited ? ["> profile.md holds an edit brain did not write and the operator has not adopted (brain adopt): read these facts with care."] : [],
    ...offered.withheld > 0 ? [`> ${(0, import_chunk_usecases_withheld.withheldNote)(offered.withheld)}`] : []
  ];
  const body = (0, import_chunk_core_profile_format.serializeProfile)({ title: profile.doc.title, facts: offered.facts });
  return { text: notes.length > 0 ? `${notes.join("\n")}

${body}` : body, withheld: offered.withheld, edited };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  conflictsText,
  multiValuedKeys,
  profileForAgents,
  showConflicts,
  showProfile,
  showText
});
// brain-digest: 742a4becea8ddd55
