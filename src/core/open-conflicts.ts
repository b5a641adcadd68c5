/**
 * Open conflicts: keys that hold more than one active observed value and are not multi-valued —
 * what a later candidate's `supersedes` can settle. Seeds (profile-field facts) never count, as
 * in the rules' `key.activeFacts`.
 */
import type { ProfileDoc } from "./profile-format.js";
import type { Fact } from "./schema-types.js";

export interface OpenConflict {
  key: string;
  values: Pick<Fact, "id" | "value" | "layer" | "provenance" | "sources" | "evidence_count" | "first_seen" | "last_seen">[];
}

/** In profile order of each key's first value; each key's values in profile order. */
export function openConflicts(doc: ProfileDoc, multiValued: readonly string[]): OpenConflict[] {
  const multi = new Set(multiValued);
  // A key's one value is kept as itself: a list is made only for a second (at 100k facts, few keys).
  const byKey = new Map<string, Fact | Fact[]>();
  for (const f of doc.facts) {
    if (f.kind !== "observed" || f.status !== "active" || multi.has(f.key)) continue;
    const seen = byKey.get(f.key);
    if (seen === undefined) byKey.set(f.key, f);
    else if (Array.isArray(seen)) seen.push(f);
    else byKey.set(f.key, [seen, f]);
  }
  const out: OpenConflict[] = [];
  for (const [key, facts] of byKey) {
    if (!Array.isArray(facts)) continue;
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
        last_seen: f.last_seen,
      })),
    });
  }
  return out;
}
