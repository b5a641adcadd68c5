/**
 * Keys an earlier version stored with a dash other than `-` (docs/profile-format.md): profile.md is
 * read with the key normalized as today, every fact keeps its id, the next write stores the new key,
 * and two stored keys that became one are one key: an open conflict when their values differ, a
 * bump of the first when a candidate repeats one of them. Remembered declines match the same way.
 */
import { describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { openConflicts } from "../../src/core/open-conflicts.js";
import { parseProfile, parseProfileReport, serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";
import { recordsCitedBy } from "../helpers/records.js";

const HYPHEN = "job\u2010title";
const MINUS = "employer\u2212name";
// The ids an earlier version minted: from the key as it normalized then.
const OLD_ID = "3f0c2a9d1b7e";
const facts: Fact[] = [
  observedFact(HYPHEN, "Policy Lead", ["published:a"], { id: OLD_ID }),
  observedFact("job-title", "Head of AI", ["published:b"]),
  observedFact(MINUS, "City of Rotterdam", ["published:a"], { id: "7a1e5b0c9d2f" }),
];
// serializeProfile writes whatever key it is given: this is the file the earlier version wrote.
const EARLIER = serializeProfile({ title: "Profile", facts });

describe("reading a profile whose keys an earlier version normalized", () => {
  it("reads each key as it normalizes today, keeps every id, and reports what it changed by line", () => {
    const { doc, changedKeys } = parseProfileReport(EARLIER, "profile.md");
    expect(doc.facts.map((f) => [f.id, f.key, f.value])).toEqual([
      [OLD_ID, "job-title", "Policy Lead"],
      [mintEntityId({ kind: "observed", key: "job-title" }), "job-title", "Head of AI"],
      ["7a1e5b0c9d2f", "employer-name", "City of Rotterdam"],
    ]);
    expect(changedKeys).toEqual([
      { line: 7, id: OLD_ID, stored: HYPHEN, key: "job-title", activeValues: 2 },
      { line: 9, id: "7a1e5b0c9d2f", stored: MINUS, key: "employer-name", activeValues: 1 },
    ]);
  });

  it("the next write stores the new keys, which then read back unchanged", () => {
    const rewritten = serializeProfile(parseProfile(EARLIER));
    expect(rewritten).not.toContain("\u2010");
    expect(rewritten).not.toContain("\u2212");
    const again = parseProfileReport(rewritten);
    expect(again.changedKeys).toEqual([]);
    expect(serializeProfile(again.doc)).toBe(rewritten);
  });

  it("two stored keys that became one are an open conflict of that key, both ids kept", () => {
    const conflicts = openConflicts(parseProfile(EARLIER), []);
    expect(conflicts.map((c) => [c.key, c.values.map((v) => v.id)])).toEqual([["job-title", [OLD_ID, mintEntityId({ kind: "observed", key: "job-title" })]]]);
  });

  it("a key no version wrote is still refused, naming its line", () => {
    const text = EARLIER.replace(HYPHEN, "Job\u2010Title");
    expect(() => parseProfile(text, "profile.md")).toThrow(/profile\.md:7: expected a normalized key .*found "Job\u2010Title"/);
  });
});

describe("proposing against it", () => {
  const RULES = loadRuleSet(null);
  const propose = (doc: ProfileDoc, candidates: ReturnType<typeof valueCandidate>[]) =>
    proposeDiff({
      current: doc,
      base: "0".repeat(64),
      candidates,
      rules: RULES,
      config: resolveConfig({}),
      today: "2026-06-01",
      records: recordsCitedBy(candidates, doc.facts),
    });

  it("job‐title and job−title candidates land on job-title: a repeated value bumps the fact under its kept id", async () => {
    const diff = await propose(parseProfile(EARLIER), [
      valueCandidate("Job\u2010Title", "Policy Lead", "published:c"),
      valueCandidate("job\u2212title", "Head of AI", "published:c"),
      valueCandidate("Employer\u2013Name", "City of Rotterdam", "published:b"),
    ]);
    expect(diff.evidenceBumps.map((b) => [b.candidate, b.id, b.key])).toEqual([
      [0, OLD_ID, "job-title"],
      [1, mintEntityId({ kind: "observed", key: "job-title" }), "job-title"],
      [2, "7a1e5b0c9d2f", "employer-name"],
    ]);
    expect(diff.additions).toEqual([]);
  });

  it("a new value of the merged key is one more conflicting value, with an id no fact has", async () => {
    const doc = parseProfile(EARLIER);
    const diff = await propose(doc, [valueCandidate("job\u2013title", "Chief Data Officer", "published:c")]);
    expect(diff.conflicts).toHaveLength(1);
    expect(diff.conflicts[0]!.existing.map((e) => e.id)).toEqual([OLD_ID, mintEntityId({ kind: "observed", key: "job-title" })]);
    expect(doc.facts.map((f) => f.id)).not.toContain(diff.additions[0]!.id);
  });
});
