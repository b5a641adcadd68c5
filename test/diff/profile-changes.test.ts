/** What a hand edit changed (src/diff/profile-changes.ts): two profiles compared fact by fact, by id. */
import { describe, expect, it } from "vitest";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { changeCounts, profileChanges } from "../../src/diff/profile-changes.js";
import { observedFact } from "../helpers/builders.js";

const doc = (...facts: Fact[]): ProfileDoc => ({ title: "Profile", facts });

describe("profileChanges", () => {
  it("lists added and changed facts in the edit's order, then removed ones, with the fields that differ", () => {
    const kept = observedFact("city", "Zurich", ["published:a"], { id: "f1" });
    const edited = observedFact("employer", "Acme", ["published:a"], { id: "f2" });
    const gone = observedFact("school", "ETH", ["published:a"], { id: "f3" });
    const added = observedFact("hobby", "chess", ["published:b"], { id: "f4" });
    const after = { ...edited, value: "Initech", status: "retired" as const };
    const changes = profileChanges(doc(kept, edited, gone), doc(added, kept, after));
    expect(changes).toEqual([
      { change: "added", id: "f4", key: "hobby", after: added },
      { change: "changed", id: "f2", key: "employer", before: edited, after, fields: ["value", "status"] },
      { change: "removed", id: "f3", key: "school", before: gone },
    ]);
    expect(changeCounts(changes)).toEqual({ added: 1, removed: 1, changed: 1 });
  });

  it("compares an id held twice by its first line: the edit that drops the copy changes nothing", () => {
    const first = observedFact("city", "Zurich", ["published:a"], { id: "f1" });
    const copy = { ...first, value: "Geneva" };
    expect(profileChanges(doc(first, copy), doc(first))).toEqual([]);
    // The other way round, the copy the edit made is counted as added.
    expect(profileChanges(doc(first), doc(first, copy))).toEqual([{ change: "added", id: "f1", key: "city", after: copy }]);
  });
});
