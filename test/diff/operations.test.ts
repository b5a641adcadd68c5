/**
 * The table of the diff's lists (src/diff/operations.ts): whether a diff is empty, its one-line
 * summary and the counts a history line records. Only the lengths of the lists matter here, so the
 * diffs are an empty proposal with entries put in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { isEmptyDiff, type OperationListName, operationCounts, summarizeDiff } from "../../src/diff/operations.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";

let empty: ProfileDiff;

beforeAll(async () => {
  empty = await proposeDiff({
    current: { title: "Profile", facts: [] },
    base: "0".repeat(64),
    candidates: [],
    rules: loadRuleSet(null),
    config: resolveConfig({}),
    today: "2026-06-01",
  });
});

/** The empty proposal with `n` entries in each list named. */
function withEntries(counts: Partial<Record<OperationListName, number>>): ProfileDiff {
  const lists = Object.fromEntries(Object.entries(counts).map(([list, n]) => [list, Array.from({ length: n }, () => ({}))]));
  return { ...empty, ...lists } as ProfileDiff;
}

const CHANGES: OperationListName[] = ["additions", "evidenceBumps", "promotions", "conflicts", "supersedes", "retirements", "resolutions"];

describe("isEmptyDiff", () => {
  it("a proposal with no entry is empty", () => {
    expect(isEmptyDiff(empty)).toBe(true);
  });

  it("rejections, duplicates and warnings alone leave a diff empty: they change nothing", () => {
    expect(isEmptyDiff(withEntries({ rejected: 2, duplicates: 1, warnings: 3 }))).toBe(true);
  });

  it.each(CHANGES)("one entry in %s makes a diff non-empty", (list) => {
    expect(isEmptyDiff(withEntries({ [list]: 1 }))).toBe(false);
  });

  it("stale flags alone make a diff non-empty: the review they ask for is worth applying", () => {
    expect(isEmptyDiff(withEntries({ staleFlags: 1 }))).toBe(false);
  });
});

describe("summarizeDiff", () => {
  it("counts every list, singular for one and plural otherwise; resolutions only when there are some", () => {
    expect(summarizeDiff(empty)).toBe(
      "0 additions, 0 evidence bumps, 0 promotions, 0 conflicts, 0 supersessions, 0 retirements, 0 stale flags, 0 rejected, 0 duplicates, 0 warnings",
    );
    expect(
      summarizeDiff(
        withEntries({
          additions: 1,
          evidenceBumps: 2,
          promotions: 1,
          conflicts: 2,
          supersedes: 1,
          retirements: 2,
          resolutions: 1,
          staleFlags: 1,
          rejected: 1,
          duplicates: 1,
          warnings: 1,
        }),
      ),
    ).toBe(
      "1 addition, 2 evidence bumps, 1 promotion, 2 conflicts, 1 supersession, 2 retirements, 1 resolution, 1 stale flag, 1 rejected, 1 duplicate, 1 warning",
    );
    expect(summarizeDiff(withEntries({ resolutions: 2 }))).toContain(", 0 retirements, 2 resolutions, 0 stale flags, ");
  });
});

describe("operationCounts: what a history line records", () => {
  it("counts each list that changes the profile, and stale flags; never rejections, duplicates or warnings; resolutions only when there are some", () => {
    expect(operationCounts(withEntries({ additions: 2, rejected: 1, duplicates: 1, warnings: 1 }))).toEqual({
      additions: 2,
      evidenceBumps: 0,
      promotions: 0,
      conflicts: 0,
      supersedes: 0,
      retirements: 0,
      staleFlags: 0,
    });
    expect(operationCounts(withEntries({ resolutions: 1, staleFlags: 3 }))).toEqual({
      additions: 0,
      evidenceBumps: 0,
      promotions: 0,
      conflicts: 0,
      supersedes: 0,
      retirements: 0,
      resolutions: 1,
      staleFlags: 3,
    });
  });
});
