import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  normalizeKey,
  normalizeValue
} from "./chunk-FFBGNPJR.mjs";
import {
  sha256Hex,
  shortHash
} from "./chunk-6RQEJV6D.mjs";
import {
  InvalidInputError
} from "./chunk-NCNVRXN5.mjs";

// src/core/mint-id.ts
var NS = "brain:v1";
function mintEntityId({ kind, key }) {
  return shortHash(`${NS}:entity\0${kind}\0${normalizeKey(key)}`);
}
function mintConflictId({ kind, key, value }) {
  return shortHash(`${NS}:conflict\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}
function mintMemberId({ kind, key, value }) {
  return shortHash(`${NS}:member\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}
function mintArchiveId({ id, value, on }) {
  return shortHash(`${NS}:archive\0${id}\0${normalizeValue(value)}\0${on}`);
}
function uniqueId(preferred, taken) {
  if (!taken.has(preferred)) return preferred;
  for (let n = 2; ; n++) {
    const id = shortHash(`${NS}:again\0${preferred}\0${n}`);
    if (!taken.has(id)) return id;
  }
}

// src/rules/fact-catalog.ts
function enumOf() {
  return (values) => ({ type: "enum", values });
}
var BOOLEAN = { type: "boolean" };
var STRING = { type: "string" };
var PROVENANCE = enumOf()(["human", "published", "ai-draft"]);
var LEARNABLE = enumOf()(["published", "human"]);
var CONFIG_DOMAINS = {
  promoteThreshold: { type: "count", min: 1 },
  decayDays: { type: "count", min: 1 },
  learnFrom: { type: "list", of: LEARNABLE },
  "nudge.minNewPublished": { type: "count", min: 1 },
  "nudge.minDaysSinceRun": { type: "count", min: 0 },
  requireKnownSources: BOOLEAN,
  multiValued: { type: "list", of: STRING },
  retireFrom: { type: "list", of: LEARNABLE }
};
var FACT_DOMAINS = {
  candidate: {
    candidate: {
      provenance: PROVENANCE,
      hasSupersedes: BOOLEAN,
      hasRetires: BOOLEAN,
      sourceKnown: BOOLEAN,
      key: STRING,
      value: STRING,
      source: STRING,
      observedDate: { type: "date" }
    },
    key: { activeFacts: { type: "count", min: 0 }, sameValue: BOOLEAN, sourceSeen: BOOLEAN, multiValued: BOOLEAN },
    target: { exists: BOOLEAN, active: BOOLEAN, sameKey: BOOLEAN, observed: BOOLEAN, differentValue: BOOLEAN, claimed: BOOLEAN },
    config: CONFIG_DOMAINS
  },
  fact: {
    fact: {
      kind: enumOf()(["observed", "profile-field"]),
      layer: enumOf()(["static", "dynamic"]),
      // `retired` joins with the retire lifecycle (docs/rules.md): a retired fact is no longer active.
      status: enumOf()(["active", "superseded", "retired"]),
      key: STRING,
      provenance: enumOf()(["published", "human"]),
      // A fact has at least one source.
      evidenceCount: { type: "count", min: 1 },
      daysSinceSeen: { type: "integer" }
    },
    config: CONFIG_DOMAINS
  }
};
var FACT_CATALOG = {
  candidate: pathLists(FACT_DOMAINS.candidate),
  fact: pathLists(FACT_DOMAINS.fact)
};
function pathLists(facts) {
  return Object.fromEntries(Object.entries(facts).map(([fact, paths]) => [fact, Object.keys(paths)]));
}
function factDomain(scope, fact, path) {
  const paths = FACT_DOMAINS[scope][fact];
  if (!paths || path === void 0 || !Object.hasOwn(paths, path)) return void 0;
  return paths[path];
}
var OUTCOMES = {
  candidate: enumOf()(["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire"]).values,
  fact: enumOf()(["promote", "decay-flag"]).values
};
function isOutcome(scope, type) {
  return OUTCOMES[scope].includes(type);
}

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
function ruleSetDigest(files) {
  const sorted = [...files].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return sha256Hex(sorted.map((f) => `${f.file}	${f.sha256}
`).join(""));
}

export {
  mintEntityId,
  mintConflictId,
  mintMemberId,
  mintArchiveId,
  uniqueId,
  FACT_DOMAINS,
  factDomain,
  isOutcome,
  buildRuleSet,
  factReferences,
  ruleSetDigest
};
