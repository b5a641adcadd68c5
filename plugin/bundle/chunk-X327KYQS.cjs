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
__defProp(stdin_exports, "openConflicts", { value: openConflicts, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function openConflicts(doc, multiValued) {
  const multi = new Set(multiValued);
  const counted = (f) => f.kind === "observed" && f.status === "active" && !multi.has(f.key);
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const f of doc.facts) {
    if (!counted(f)) continue;
    if (seen.has(f.key)) twice.add(f.key);
    else seen.add(f.key);
  }
  seen.clear();
  const byKey = /* @__PURE__ */ new Map();
  if (twice.size > 0) {
    for (const f of doc.facts) {
      if (!counted(f) || !twice.has(f.key)) continue;
      const list = byKey.get(f.key);
      if (list) list.push(f);
      else byKey.set(f.key, [f]);
    }
  }
  const out = [];
  for (const [key, facts] of byKey) {
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  openConflicts
});
