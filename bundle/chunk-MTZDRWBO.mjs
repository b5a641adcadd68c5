import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  InvalidInputError
} from "./chunk-IMDQXH3F.mjs";

// src/rules/fact-catalog.ts
var CONFIG_PATHS = [
  "promoteThreshold",
  "decayDays",
  "learnFrom",
  "nudge.minNewPublished",
  "nudge.minDaysSinceRun",
  "requireKnownSources",
  "multiValued",
  "retireFrom"
];
var FACT_CATALOG = {
  candidate: {
    candidate: ["provenance", "hasSupersedes", "hasRetires", "sourceKnown", "key", "value", "source", "observedDate"],
    key: ["activeFacts", "sameValue", "sourceSeen", "multiValued"],
    target: ["exists", "active", "sameKey", "observed", "differentValue", "claimed"],
    config: CONFIG_PATHS
  },
  fact: {
    fact: ["kind", "layer", "status", "key", "provenance", "evidenceCount", "daysSinceSeen"],
    config: CONFIG_PATHS
  }
};

// src/rules/rule-set.ts
function buildRuleSet(files, origin, { requireCandidateScope = true } = {}) {
  const issues = [];
  const set = { files: [], candidate: [], fact: [] };
  const names = /* @__PURE__ */ new Map();
  let order = 0;
  for (const f of [...files].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) {
    const { scope, version, rules } = f.content;
    set.files.push({ file: f.file, scope, version, sha256: f.sha256 });
    rules.forEach((rule, i) => {
      const at = `${f.path}: /rules/${i}`;
      const seen = names.get(`${scope}\0${rule.name}`);
      if (seen) issues.push(`${at}/name: must be unique within the ${scope} scope, got "${rule.name}" (also in ${seen})`);
      names.set(`${scope}\0${rule.name}`, f.path);
      walkReferences(rule.conditions, `/rules/${i}/conditions`, (ref, pointer) => {
        const paths = FACT_CATALOG[scope][ref.fact];
        if (!paths) {
          issues.push(`${f.path}: ${pointer}/fact: must be one of ${Object.keys(FACT_CATALOG[scope]).join(", ")} in the ${scope} scope, got "${ref.fact}"`);
        } else if (ref.path === void 0) {
          issues.push(`${f.path}: ${pointer}: must name a path of fact "${ref.fact}" (one of ${paths.join(", ")}), got none`);
        } else if (!paths.includes(ref.path)) {
          issues.push(`${f.path}: ${pointer}/path: must be one of ${paths.join(", ")} for fact "${ref.fact}", got "${ref.path}"`);
        }
      });
      set[scope].push({
        name: rule.name,
        priority: rule.priority,
        order: order++,
        file: f.file,
        conditions: rule.conditions,
        event: rule.event
      });
    });
  }
  if (requireCandidateScope && set.candidate.length === 0) {
    issues.push(`${origin}: must contain at least one rule file with scope "candidate", got none`);
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rules were applied. See docs/rules.md.");
  return set;
}
function factReferences(rules) {
  const seen = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    walkReferences(rule.conditions, "", (ref) => {
      seen.set(`${ref.fact}\0${ref.path ?? ""}`, ref);
    });
  }
  return [...seen.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, ref]) => ref);
}
function walkReferences(node, pointer, visit) {
  if (node === null || typeof node !== "object") return;
  const n = node;
  for (const op of ["all", "any"]) {
    const list = n[op];
    if (Array.isArray(list)) list.forEach((child, i) => walkReferences(child, `${pointer}/${op}/${i}`, visit));
  }
  if (n.not !== void 0) walkReferences(n.not, `${pointer}/not`, visit);
  if (typeof n.fact === "string") {
    visit({ fact: n.fact, path: typeof n.path === "string" ? n.path : void 0 }, pointer);
    const v = n.value;
    if (v !== null && typeof v === "object" && !Array.isArray(v) && typeof v.fact === "string") {
      const ref = v;
      visit({ fact: ref.fact, path: ref.path }, `${pointer}/value`);
    }
  }
}

export {
  buildRuleSet,
  factReferences
};
