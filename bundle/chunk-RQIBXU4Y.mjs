import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  openConflicts
} from "./chunk-E2KXFB3K.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  normalizeKey
} from "./chunk-OLHRGSO2.mjs";
import {
  visible,
  visibleValue
} from "./chunk-YLHGQIST.mjs";

// src/usecases/show.ts
var LAYERS = ["static", "dynamic"];
function showProfile(profilePath, filter = {}) {
  const key = filter.key === void 0 ? void 0 : normalizeKey(filter.key);
  const { doc } = readProfile(profilePath);
  const facts = doc.facts.filter(
    (f) => (filter.all === true || f.status === "active") && (filter.layer === void 0 || f.layer === filter.layer) && (key === void 0 || f.key === key)
  );
  return { title: doc.title, facts };
}
function showText({ title, facts }, { multiValued = [] } = {}) {
  const multi = new Set(multiValued.map(normalizeKey));
  const lines = [`# ${visible(title)}`];
  for (const layer of LAYERS) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    const grouped = /* @__PURE__ */ new Set();
    for (const f of inLayer) {
      if (!multi.has(f.key)) {
        lines.push(...factLines(f, "  ", `${visible(f.key)}: `));
        continue;
      }
      if (grouped.has(f.key)) continue;
      grouped.add(f.key);
      const members = inLayer.filter((m) => m.key === f.key);
      const active = members.filter((m) => m.status === "active").length;
      lines.push(
        `  ${visible(f.key)} (multi-valued: ${active} active member${active === 1 ? "" : "s"}${members.length > active ? `, ${members.length - active} past` : ""}):`
      );
      for (const m of members) lines.push(...factLines(m, "    ", "- "));
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  return lines.join("\n");
}
function factLines(f, indent, lead) {
  const mark = f.status === "superseded" ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]` : f.status === "retired" ? ` [retired on ${f.retired_on}: ${visibleValue(f.retired_reason ?? "")}]` : "";
  const seed = f.kind === "profile-field" ? ", profile field" : "";
  return [
    `${indent}${lead}${visibleValue(f.value)}${mark}`,
    `${indent}    ${f.id} \xB7 ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} \xB7 ${f.provenance}${seed} \xB7 seen ${f.first_seen}\u2026${f.last_seen}`
  ];
}
function multiValuedKeys(o) {
  return [...loadConfig(o.configFile, o.defaultConfig).config.multiValued ?? []];
}
function showConflicts(o) {
  const { config } = loadConfig(o.configFile, o.defaultConfig);
  const { doc } = readProfile(o.profilePath);
  return { conflicts: openConflicts(doc, config.multiValued ?? []) };
}
function conflictsText({ conflicts }) {
  if (conflicts.length === 0) return "No open conflicts: every key holds at most one active value (multi-valued keys aside).";
  const lines = [
    `${conflicts.length} key${conflicts.length === 1 ? "" : "s"} with more than one active value \u2014 settle one with \`brain resolve <key> --keep <id>\` (or a candidate that names the value it replaces in \`supersedes\`):`
  ];
  for (const c of conflicts) {
    lines.push("", `  ${visible(c.key)}`);
    for (const v of c.values) {
      lines.push(
        `    ${v.id}  ${visibleValue(v.value)}  (${v.evidence_count} source${v.evidence_count === 1 ? "" : "s"}: ${v.sources.map(visible).join(", ")}; seen ${v.first_seen}\u2026${v.last_seen})`
      );
    }
  }
  return lines.join("\n");
}

export {
  showProfile,
  showText,
  multiValuedKeys,
  showConflicts,
  conflictsText
};
