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
__defProp(stdin_exports, "conflictsText", { value: conflictsText, enumerable: true });
__defProp(stdin_exports, "multiValuedKeys", { value: multiValuedKeys, enumerable: true });
__defProp(stdin_exports, "showConflicts", { value: showConflicts, enumerable: true });
__defProp(stdin_exports, "showProfile", { value: showProfile, enumerable: true });
__defProp(stdin_exports, "showText", { value: showText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var LAYERS = ["static", "dynamic"];
function showProfile(profilePath, filter = {}) {
  const key = filter.key === void 0 ? void 0 : (0, import_chunk_YM4JW7MF.normalizeKey)(filter.key);
  const { doc } = (0, import_chunk_KHLILX3Y.readProfile)(profilePath);
  const facts = doc.facts.filter(
    (f) => (filter.all === true || f.status === "active") && (filter.layer === void 0 || f.layer === filter.layer) && (key === void 0 || f.key === key)
  );
  return { title: doc.title, facts };
}
function showText({ title, facts }, { multiValued = [] } = {}) {
  const multi = new Set(multiValued.map(import_chunk_YM4JW7MF.normalizeKey));
  const lines = [`# ${(0, import_chunk_S4PSTNN7.visible)(title)}`];
  for (const layer of LAYERS) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    const grouped = /* @__PURE__ */ new Set();
    for (const f of inLayer) {
      if (!multi.has(f.key)) {
        lines.push(...factLines(f, "  ", `${(0, import_chunk_S4PSTNN7.visible)(f.key)}: `));
        continue;
      }
      if (grouped.has(f.key)) continue;
      grouped.add(f.key);
      const members = inLayer.filter((m) => m.key === f.key);
      const active = members.filter((m) => m.status === "active").length;
      lines.push(
        `  ${(0, import_chunk_S4PSTNN7.visible)(f.key)} (multi-valued: ${active} active member${active === 1 ? "" : "s"}${members.length > active ? `, ${members.length - active} past` : ""}):`
      );
      for (const m of members) lines.push(...factLines(m, "    ", "- "));
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  return lines.join("\n");
}
function factLines(f, indent, lead) {
  const mark = f.status === "superseded" ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]` : f.status === "retired" ? ` [retired on ${f.retired_on}: ${(0, import_chunk_S4PSTNN7.visibleValue)(f.retired_reason ?? "")}]` : "";
  const seed = f.kind === "profile-field" ? ", profile field" : "";
  return [
    `${indent}${lead}${(0, import_chunk_S4PSTNN7.visibleValue)(f.value)}${mark}`,
    `${indent}    ${f.id} \xB7 ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} \xB7 ${f.provenance}${seed} \xB7 seen ${f.first_seen}\u2026${f.last_seen}`
  ];
}
function multiValuedKeys(o) {
  return [...(0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, o.defaultConfig).config.multiValued ?? []];
}
function showConflicts(o) {
  const { config } = (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, o.defaultConfig);
  const { doc } = (0, import_chunk_KHLILX3Y.readProfile)(o.profilePath);
  return { conflicts: (0, import_chunk_RBI2CLBF.openConflicts)(doc, config.multiValued ?? []) };
}
function conflictsText({ conflicts }) {
  if (conflicts.length === 0) return "No open conflicts: every key holds at most one active value (multi-valued keys aside).";
  const lines = [
    `${conflicts.length} key${conflicts.length === 1 ? "" : "s"} with more than one active value \u2014 settle one with \`brain resolve <key> --keep <id>\` (or a candidate that names the value it replaces in \`supersedes\`):`
  ];
  for (const c of conflicts) {
    lines.push("", `  ${(0, import_chunk_S4PSTNN7.visible)(c.key)}`);
    for (const v of c.values) {
      lines.push(
        `    ${v.id}  ${(0, import_chunk_S4PSTNN7.visibleValue)(v.value)}  (${v.evidence_count} source${v.evidence_count === 1 ? "" : "s"}: ${v.sources.map(import_chunk_S4PSTNN7.visible).join(", ")}; seen ${v.first_seen}\u2026${v.last_seen})`
      );
    }
  }
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  conflictsText,
  multiValuedKeys,
  showConflicts,
  showProfile,
  showText
});
