/**
 * Open conflicts: keys that hold more than one active value and are not multi-valued — what
 * `brain resolve` or a later candidate's `supersedes` can settle. An active seed (profile-field
 * fact) counts as a value of its key; a seed holding the same (normalized) value as an observed
 * fact or another seed adds none, so a seed and the observed fact repeating it are no conflict.
 */
import { normalizeValue } from "./normalize.js";
import { aliasTarget, type KeyAliases } from "./key-aliases.js";
import type { ProfileDoc } from "./profile-format.js";
import type { Fact } from "./schema-types.js";

export interface OpenConflict {
  key: string;
  values: Pick<Fact, "id" | "value" | "layer" | "provenance" | "sources" | "evidence_count" | "first_seen" | "last_seen">[];
}

/**
 * In profile order of each key's first value; each key's values in profile order. A fact stored under
 * an alias key (`aliases`, the config's keyAliases) counts as its target's, and the conflict is named by the target.
 */
export function openConflicts(doc: ProfileDoc, multiValued: readonly string[], aliases?: KeyAliases): OpenConflict[] {
  const multi = new Set(multiValued);
  const keyOf = aliases === undefined || Object.keys(aliases).length === 0 ? (f: Fact) => f.key : (f: Fact) => aliasTarget(aliases, f.key);
  // Two sets of keys, then the facts of the keys seen twice: at 100k facts, mostly of one value
  // each, this holds a third of what a map of every key to its facts would (apply renders the
  // session context from it while the new profile is still held).
  const counted = (f: Fact) => f.status === "active" && !multi.has(keyOf(f));
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const f of doc.facts) {
    if (!counted(f)) continue;
    const key = keyOf(f);
    if (seen.has(key)) twice.add(key);
    else seen.add(key);
  }
  seen.clear();
  const byKey = new Map<string, Fact[]>();
  if (twice.size > 0) {
    for (const f of doc.facts) {
      if (!counted(f) || !twice.has(keyOf(f))) continue;
      const list = byKey.get(keyOf(f));
      if (list) list.push(f);
      else byKey.set(keyOf(f), [f]);
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
