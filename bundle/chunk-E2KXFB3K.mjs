import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/core/open-conflicts.ts
function openConflicts(doc, multiValued) {
  const multi = new Set(multiValued);
  const byKey = /* @__PURE__ */ new Map();
  for (const f of doc.facts) {
    if (f.kind !== "observed" || f.status !== "active" || multi.has(f.key)) continue;
    let list = byKey.get(f.key);
    if (!list) byKey.set(f.key, list = []);
    list.push(f);
  }
  const out = [];
  for (const [key, facts] of byKey) {
    if (facts.length < 2) continue;
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

export {
  openConflicts
};
