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
  buildRuleSet: () => buildRuleSet,
  conditionLeaves: () => conditionLeaves,
  factReferences: () => factReferences,
  leafConstants: () => leafConstants,
  ruleSetDigest: () => ruleSetDigest
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
function parseConditions(raw, pointer = "") {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { kind: "all", children: [], pointer };
  const node = raw;
  if (typeof node.fact === "string") {
    return {
      kind: "leaf",
      fact: node.fact,
      path: typeof node.path === "string" ? node.path : void 0,
      operator: node.operator,
      ...constantOrReference(node.value),
      pointer
    };
  }
  for (const kind of ["all", "any"]) {
    const list = node[kind];
    if (Array.isArray(list)) return { kind, children: list.map((child, i) => parseConditions(child, `${pointer}/${kind}/${i}`)), pointer };
  }
  if (node.not !== void 0) return { kind: "not", child: parseConditions(node.not, `${pointer}/not`), pointer };
  return { kind: "all", children: [], pointer };
}
function constantOrReference(value) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const ref = value;
    if (typeof ref.fact === "string") return { constant: void 0, reference: { fact: ref.fact, path: typeof ref.path === "string" ? ref.path : void 0 } };
    return { constant: void 0, reference: void 0 };
  }
  return { constant: value, reference: void 0 };
}
function* conditionLeaves(node) {
  switch (node.kind) {
    case "leaf":
      yield node;
      return;
    case "not":
      yield* conditionLeaves(node.child);
      return;
    default:
      for (const child of node.children) yield* conditionLeaves(child);
  }
}
function leafConstants(leaf) {
  if (leaf.constant === void 0) return [];
  return Array.isArray(leaf.constant) ? leaf.constant : [leaf.constant];
}
function buildRuleSet(files, origin, { requireCandidateScope = true } = {}) {
  const issues = [];
  const set = { files: [], candidate: [], fact: [] };
  const names = /* @__PURE__ */ new Map();
  let order = 0;
  for (const f of [...files].sort((a, b) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.file, b.file))) {
    const { scope, version, rules } = f.content;
    set.files.push({ file: f.file, scope, version, sha256: f.sha256 });
    rules.forEach((rule, i) => {
      const at = `${f.path}: /rules/${i}`;
      const seen = names.get(`${scope}\0${rule.name}`);
      if (seen) issues.push(`${at}/name: must be unique within the ${scope} scope, got "${rule.name}" (also in ${seen})`);
      names.set(`${scope}\0${rule.name}`, f.path);
      const condition = parseConditions(rule.conditions);
      forEachReference(condition, (ref, within) => {
        const pointer = `/rules/${i}/conditions${within}`;
        const paths = import_chunk_core_agent_written.FACT_CATALOG[scope][ref.fact];
        if (!paths) {
          issues.push(`${f.path}: ${pointer}/fact: must be one of ${Object.keys(import_chunk_core_agent_written.FACT_CATALOG[scope]).join(", ")} in the ${scope} scope, got "${ref.fact}"`);
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
        condition,
        event: rule.event
      });
    });
  }
  if (requireCandidateScope && set.candidate.length === 0) {
    issues.push(`${origin}: must contain at least one rule file with scope "candidate", got none`);
  }
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues, "No rules were applied. See docs/rules.md.");
  return set;
}
function factReferences(rules) {
  const seen = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    forEachReference(rule.condition, (ref) => {
      seen.set(`${ref.fact}\0${ref.path ?? ""}`, ref);
    });
  }
  return [...seen.entries()].sort(([a], [b]) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a, b)).map(([, ref]) => ref);
}
function forEachReference(node, visit) {
  for (const leaf of conditionLeaves(node)) {
    visit({ fact: leaf.fact, path: leaf.path }, leaf.pointer);
    if (leaf.reference) visit(leaf.reference, `${leaf.pointer}/value`);
  }
}
function ruleSetDigest(files) {
  const sorted = [...files].sort((a, b) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.file, b.file));
  return (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(sorted.map((f) => `${f.file}	${f.sha256}
`).join(""));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  buildRuleSet,
  conditionLeaves,
  factReferences,
  leafConstants,
  ruleSetDigest
});
// brain-digest: 589a9ad9c34e94fb
