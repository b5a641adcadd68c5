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
  openConflicts: () => openConflicts
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
function openConflicts(doc, multiValued, aliases) {
  const multi = new Set(multiValued);
  const keyOf = aliases === void 0 || Object.keys(aliases).length === 0 ? (f) => f.key : (f) => (0, import_chunk_core_context_config.aliasTarget)(aliases, f.key);
  const counted = (f) => f.status === "active" && !multi.has(keyOf(f));
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const f of doc.facts) {
    if (!counted(f)) continue;
    const key = keyOf(f);
    if (seen.has(key)) twice.add(key);
    else seen.add(key);
  }
  seen.clear();
  const byKey = /* @__PURE__ */ new Map();
  if (twice.size > 0) {
    for (const f of doc.facts) {
      if (!counted(f) || !twice.has(keyOf(f))) continue;
      const list = byKey.get(keyOf(f));
      if (list) list.push(f);
      else byKey.set(keyOf(f), [f]);
    }
  }
  const out = [];
  for (const [key, facts] of byKey) {
    if (valueCount(facts) < 2) continue;
    out.push({
      key,
      values: facts.map((f) => ({
        id: f.id,
        value: f.value,
        layer: f.layer,
        provenance: f.provenance,
        sources: [...f.sources],
        evidence_count: f.evidence_count,
        first_seen: f.first_seen,
        last_seen: f.last_seen
      }))
    });
  }
  return out;
}
function valueCount(facts) {
  const held = new Set(facts.filter((f) => f.kind === "observed").map((f) => (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(f.value)));
  let count = facts.length - facts.filter((f) => f.kind !== "observed").length;
  for (const f of facts) {
    if (f.kind === "observed") continue;
    const v = (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(f.value);
    if (!held.has(v)) count++;
    held.add(v);
  }
  return count;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  openConflicts
});
// brain-digest: 510cad2791c86249
