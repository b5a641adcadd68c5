import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readProfile
} from "./chunk-XIAZKYYO.mjs";
import {
  normalizeKey
} from "./chunk-QDPQYILK.mjs";

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
function showText({ title, facts }) {
  const lines = [`# ${title}`];
  for (const layer of LAYERS) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    for (const f of inLayer) {
      const mark = f.status === "superseded" ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]` : "";
      const seed = f.kind === "profile-field" ? ", profile field" : "";
      lines.push(
        `  ${f.key}: ${f.value}${mark}`,
        `      ${f.id} \xB7 ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} \xB7 ${f.provenance}${seed} \xB7 seen ${f.first_seen}\u2026${f.last_seen}`
      );
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  return lines.join("\n");
}

export {
  showProfile,
  showText
};
