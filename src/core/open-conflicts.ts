/**
 * Open conflicts: keys that hold more than one active value and are not multi-valued — what
 * `brain resolve` or a later candidate's `supersedes` can settle. An active seed (profile-field
 * fact) counts as a value of its key; a seed holding the same (normalized) value as an observed
 * fact or another seed adds none, so a seed and the observed fact repeating it are no conflict.
 */
import { normalizeValue } from "./normalize.js";
import type { ProfileDoc } from "./profile-format.js";
import type { Fact } from "./schema-types.js";

export interface OpenConflict {
  key: string;
  values: Pick<Fact, "id" | "value" | "layer" | "provenance" | "sources" | "evidence_count" | "first_seen" | "last_seen">[];
}

/** In profile order of each key's first value; each key's values in profile order. */
export function openConflicts(doc: ProfileDoc, multiValued: readonly string[]): OpenConflict[] {
  const multi = new Set(multiValued);
  // Two sets of keys, then the facts of the keys seen twice: at 100k facts, mostly of one value
  // each, this holds a third of what a map of every key to its facts would (apply renders the
  // session context from it while the new profile is still held).
  const counted = (f: Fact) => f.status === "active" && !multi.has(f.key);
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const f of doc.facts) {
    if (!counted(f)) continue;
    if (seen.has(f.key)) twice.add(f.key);
    else seen.add(f.key);
  }
  seen.clear();
  const byKey = new Map<string, Fact[]>();
  if (twice.size > 0) {
    for (const f of doc.facts) {
      if (!counted(f) || !twice.has(f.key)) continue;
      const list = byKey.get(f.key);
      if (list) list.push(f);
      else byKey.set(f.key, [f]);
    }
  }
  const out: OpenConflict[] = [];
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
        last_seen: f.last_seen,
      })),
    });
  }
  return out;
}

/** The values a key's active facts count as: each observed fact one, each seed one unless an earlier fact holds its value. */
function valueCount(facts: readonly Pick<Fact, "kind" | "value">[]): number {
  const held = new Set(facts.filter((f) => f.kind === "observed").map((f) => normalizeValue(f.value)));
  let count = facts.length - facts.filter((f) => f.kind !== "observed").length;
  for (const f of facts) {
    if (f.kind === "observed") continue;
    const v = normalizeValue(f.value);
    if (!held.has(v)) count++;
    held.add(v);
  }
  return count;
}
