/**
 * The diff's lists, in one table: the review, the summaries, "is this diff empty?" and the
 * history counts all derive from it, so a new list (retirements) is added in one place.
 */
import type { ProfileDiff } from "../core/schema-types.js";

export interface OperationList {
  /** The property of ProfileDiff that holds the list. */
  list: OperationListName;
  one: string;
  many: string;
  /** Whether an entry of this list changes the profile (otherwise it is only reported). */
  changesProfile: boolean;
  /** Counted in summaries and history only when it has entries (lists a later round added: earlier summaries read the same). */
  onlyWhenPresent?: true;
}

/** Every list-valued property of ProfileDiff. */
type DiffLists = { [K in keyof ProfileDiff]-?: NonNullable<ProfileDiff[K]> extends readonly unknown[] ? K : never }[keyof ProfileDiff];

/** The diff's lists that are not operations: the rule files, the trace, the operator's decisions. */
type NotOperations = "rules" | "trace" | "declined" | "declined_matches";

/** Every other list of the diff schema is an operation list: a list added to the schema must get its row below. */
export type OperationListName = Exclude<DiffLists, NotOperations>;

const ROWS = [
  { list: "additions", one: "addition", many: "additions", changesProfile: true },
  { list: "evidenceBumps", one: "evidence bump", many: "evidence bumps", changesProfile: true },
  { list: "promotions", one: "promotion", many: "promotions", changesProfile: true },
  { list: "conflicts", one: "conflict", many: "conflicts", changesProfile: true },
  { list: "supersedes", one: "supersession", many: "supersessions", changesProfile: true },
  { list: "retirements", one: "retirement", many: "retirements", changesProfile: true },
  { list: "resolutions", one: "resolution", many: "resolutions", changesProfile: true, onlyWhenPresent: true },
  // Stale flags change nothing in the profile, but a diff that flags facts is still worth
  // reviewing and applying (it records the review), so it does not count as empty.
  { list: "staleFlags", one: "stale flag", many: "stale flags", changesProfile: false },
  { list: "rejected", one: "rejected", many: "rejected", changesProfile: false },
  { list: "duplicates", one: "duplicate", many: "duplicates", changesProfile: false },
  { list: "warnings", one: "warning", many: "warnings", changesProfile: false },
] as const satisfies readonly OperationList[];

export const OPERATIONS: readonly OperationList[] = ROWS;

/** `true` when `Listed` names every member of `All`, else the members it leaves out (the compile error names them). */
export type Covers<Listed, All> = [Exclude<All, Listed>] extends [never] ? true : { missing: Exclude<All, Listed> };

// Every operation list has its row: a list added to the diff schema does not compile until it has one.
const everyListHasARow: Covers<(typeof ROWS)[number]["list"], OperationListName> = true;
void everyListHasARow;

/** The lists that make a diff non-empty: everything up to and including staleFlags. */
const SUBSTANTIVE = new Set<OperationListName>([
  "additions",
  "evidenceBumps",
  "promotions",
  "conflicts",
  "supersedes",
  "retirements",
  "resolutions",
  "staleFlags",
]);

function lengthOf(d: ProfileDiff, list: OperationListName): number {
  return d[list]?.length ?? 0;
}

/** A diff is empty when none of its operation lists (additions … staleFlags, retirements) has an entry. */
export function isEmptyDiff(d: ProfileDiff): boolean {
  return OPERATIONS.every((op) => !SUBSTANTIVE.has(op.list) || lengthOf(d, op.list) === 0);
}

/** One line of counts, e.g. "2 additions, 1 evidence bump, 0 promotions, …". */
export function summarizeDiff(d: ProfileDiff): string {
  return OPERATIONS.filter((op) => !op.onlyWhenPresent || lengthOf(d, op.list) > 0)
    .map((op) => {
      const n = lengthOf(d, op.list);
      return `${n} ${n === 1 ? op.one : op.many}`;
    })
    .join(", ");
}

/** The count of every substantive list, as recorded in history lines. */
export function operationCounts(d: ProfileDiff): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const op of OPERATIONS) {
    if (SUBSTANTIVE.has(op.list) && (!op.onlyWhenPresent || lengthOf(d, op.list) > 0)) counts[op.list] = lengthOf(d, op.list);
  }
  return counts;
}
