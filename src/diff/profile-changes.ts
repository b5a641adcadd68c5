/**
 * What a hand edit changed: two profiles compared fact by fact, by id (`brain adopt`, the hand-edit
 * warnings of status, validate and propose). Pure.
 */
import type { ProfileDoc } from "../core/profile-format.js";
import type { Fact } from "../core/schema-types.js";

/** One fact the edit added, removed, or changed (its value or any other field). */
export interface FactChange {
  change: "added" | "removed" | "changed";
  id: string;
  key: string;
  /** The fact as brain had written it (absent when added). */
  before?: Fact;
  /** The fact as the edit left it (absent when removed). */
  after?: Fact;
  /** For `changed`: the fields that differ (`value`, `sources`, `status`, …), in the fact's field order. */
  fields?: string[];
}

const FIELDS: readonly (keyof Fact)[] = [
  "key",
  "value",
  "kind",
  "layer",
  "provenance",
  "sources",
  "first_seen",
  "last_seen",
  "evidence_count",
  "status",
  "superseded_by",
  "superseded_on",
  "retired_on",
  "retired_reason",
];

/**
 * The facts of `after` that `before` does not hold as they are: added and changed in `after`'s
 * order, then removed in `before`'s. A fact held twice under one id (a hand edit may copy a line)
 * is compared by its first line, and the copy counted as added.
 */
export function profileChanges(before: ProfileDoc, after: ProfileDoc): FactChange[] {
  const old = new Map<string, Fact>();
  for (const f of before.facts) if (!old.has(f.id)) old.set(f.id, f);
  const seen = new Set<string>();
  const changes: FactChange[] = [];
  for (const f of after.facts) {
    const was = seen.has(f.id) ? undefined : old.get(f.id);
    seen.add(f.id);
    if (!was) {
      changes.push({ change: "added", id: f.id, key: f.key, after: f });
      continue;
    }
    const fields = FIELDS.filter((name) => JSON.stringify(was[name] ?? null) !== JSON.stringify(f[name] ?? null));
    if (fields.length > 0) changes.push({ change: "changed", id: f.id, key: f.key, before: was, after: f, fields });
  }
  for (const [id, f] of old) if (!seen.has(id)) changes.push({ change: "removed", id, key: f.key, before: f });
  return changes;
}

/** How many facts of each kind of change. */
export function changeCounts(changes: readonly FactChange[]): { added: number; removed: number; changed: number } {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of changes) counts[c.change] += 1;
  return counts;
}
