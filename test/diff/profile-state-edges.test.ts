import { describe, expect, it } from "vitest";
import { normalizeValue } from "../../src/core/normalize.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { type Observation, ProfileState } from "../../src/diff/profile-state.js";
import { observedFact } from "../helpers/builders.js";

// The edges of ProfileState the random sequences of profile-state.test.ts do not reach: profile-field
// seeds, hand-edited profiles (one value held twice), the look-alike index as facts come and go,
// what each fact costs to index, and which objects a change touches.

const obs = (source: string, observed_date = "2026-02-01"): Observation => ({ source, observed_date, provenance: "published" });

/** An active observed fact of "employer" under `id`. */
const fact = (id: string, value: string, sources: string[], extra: Partial<Fact> = {}): Fact => observedFact("employer", value, sources, { id, ...extra });

const seed = (id: string, value: string, extra: Partial<Fact> = {}): Fact =>
  fact(id, value, ["human:setup"], { kind: "profile-field", layer: "static", provenance: "human", ...extra });

const archived: Partial<Fact> = { status: "superseded", superseded_by: "x", superseded_on: "2026-01-02" };
const doc = (...facts: Fact[]): ProfileDoc => ({ title: "T", facts });

/** A look-alike form that puts "acme", "globex" and "globex corp" together, and counts its calls by value. */
function countingForm() {
  const calls = new Map<string, number>();
  const form = (value: string) => {
    calls.set(value, (calls.get(value) ?? 0) + 1);
    const first = normalizeValue(value).charAt(0);
    return "ag".includes(first) ? "ag" : first;
  };
  return { form, calls };
}

describe("profile-field seeds", () => {
  it("a replaced seed is listed under its key but is no active seed; the new seed is", () => {
    const s = new ProfileState(doc(seed("s1", "Acme"), seed("s2", "Initech", { key: "city" })));
    expect(s.activeSeeds("employer").map((f) => f.id)).toEqual(["s1"]);
    const { archived: old, winner } = s.supersedeSeed("s1", "s1-old", "Globex", obs("human:call"));
    expect(old).toBe(s.get("s1-old"));
    expect(winner).toBe(s.get("s1"));
    expect(old).toMatchObject({ kind: "profile-field", status: "superseded", superseded_by: "s1", value: "Acme" });
    expect(s.activeSeeds("employer")).toEqual([winner]);
    expect(s.activeValues("employer")).toEqual([winner]);
    expect(s.activeSeeds("city").map((f) => f.value)).toEqual(["Initech"]);
  });

  it("two seeds of one key are both active values, in profile order, before the observed facts", () => {
    const s = new ProfileState(doc(seed("s1", "Acme"), fact("f1", "Globex", ["published:p1"]), seed("s2", "Initech")));
    expect(s.activeSeeds("employer").map((f) => f.id)).toEqual(["s1", "s2"]);
    expect(s.activeValues("employer").map((f) => f.id)).toEqual(["s1", "s2", "f1"]);
    // A seed of the candidate's own value is no conflict; the other seed and the observed fact are.
    expect(s.valuesBeside("employer", "acme")).toBe(2);
    expect(s.valuesBeside("employer", "umbrella")).toBe(3);
  });

  it("retired and superseded seeds are no active values", () => {
    const s = new ProfileState(
      doc(seed("s1", "Acme", { status: "retired", retired_on: "2026-01-02", retired_reason: "gone" }), seed("s2", "Initech", archived)),
    );
    expect(s.activeSeeds("employer")).toEqual([]);
    expect(s.valuesBeside("employer", "globex")).toBe(0);
  });
});

describe("a hand-edited profile holding one value twice", () => {
  it("the first active holder answers for the value, and keeps answering when the other leaves", () => {
    const s = new ProfileState(doc(fact("f1", "Acme", ["published:p1"]), fact("f2", "ACME", ["published:p1", "published:p2"])));
    expect(s.activeWithValue("employer", "acme")?.id).toBe("f1");
    // The source both evidenced answers with the first; the one only f2 has, with f2.
    expect(s.evidencedBy("employer", "acme", "published:p1")?.id).toBe("f1");
    expect(s.evidencedBy("employer", "acme", "published:p2")?.id).toBe("f2");
    // f2 archived: its own evidence follows it; the shared source stays with f1.
    s.supersede("f2", "f2-old", "Globex", obs("published:p3"));
    expect(s.evidencedBy("employer", "acme", "published:p1")?.id).toBe("f1");
    expect(s.evidencedBy("employer", "acme", "published:p2")?.id).toBe("f2-old");
    expect(s.activeWithValue("employer", "acme")?.id).toBe("f1");
  });

  it("an active holder answers before an archived one, whichever comes first in the profile", () => {
    for (const order of [
      ["old", "live"],
      ["live", "old"],
    ]) {
      const facts = { old: fact("old", "Acme", ["published:p1"], archived), live: fact("live", "acme", ["published:p1"]) };
      const s = new ProfileState(doc(...order.map((id) => facts[id as "old" | "live"])));
      expect(s.evidencedBy("employer", "acme", "published:p1")?.id, order.join(",")).toBe("live");
    }
  });

  it("between two archived holders, the first in the profile answers", () => {
    const s = new ProfileState(
      doc(
        fact("a1", "Acme", ["published:p1"], archived),
        fact("a2", "acme", ["published:p1"], { status: "retired", retired_on: "2026-01-02", retired_reason: "gone" }),
      ),
    );
    expect(s.evidencedBy("employer", "acme", "published:p1")?.id).toBe("a1");
  });
});

describe("the look-alike index", () => {
  const three = () =>
    new ProfileState(
      doc(
        fact("f1", "Acme", ["published:p1"]),
        fact("f2", "Globex", ["published:p2"]),
        fact("f3", "Globex Corp", ["published:p3"]),
        fact("f4", "Zeta", ["published:p4"]),
      ),
    );

  it("answers the first active fact of a form, other than the one asking", () => {
    const { form } = countingForm();
    const s = three();
    expect(s.lookalike("employer", "ag", form)?.id).toBe("f1");
    expect(s.lookalike("employer", "ag", form, "f1")?.id).toBe("f2");
    expect(s.lookalike("employer", "z", form)?.id).toBe("f4");
    expect(s.lookalike("employer", "z", form, "f4")).toBeUndefined();
    expect(s.lookalike("employer", "q", form)).toBeUndefined();
    expect(s.lookalike("city", "ag", form)).toBeUndefined();
  });

  it("follows facts as they stop and start being active after its first question", () => {
    const { form } = countingForm();
    const s = three();
    expect(s.lookalike("employer", "ag", form)?.id).toBe("f1");
    s.retire("f1", "2026-02-02", "gone");
    expect(s.lookalike("employer", "ag", form)?.id).toBe("f2");
    s.retire("f4", "2026-02-02", "gone");
    expect(s.lookalike("employer", "z", form)).toBeUndefined();
    s.supersedeBy("f2", "f3", "2026-02-02");
    expect(s.lookalike("employer", "ag", form)?.id).toBe("f3");
    expect(s.lookalike("employer", "ag", form, "f3")).toBeUndefined();
    s.add("n1", "employer", "Zorro", obs("published:p5"));
    s.add("n2", "employer", "Acme", obs("published:p6"));
    expect(s.lookalike("employer", "z", form)?.id).toBe("n1");
    expect(s.lookalike("employer", "ag", form, "f3")?.id).toBe("n2");
    // A superseded value leaves its form; the winner's value joins its own.
    s.supersede("n1", "n1-old", "Globex", obs("published:p7"));
    expect(s.lookalike("employer", "z", form)).toBeUndefined();
    expect(s.lookalike("employer", "ag", form, "f3")?.id).toBe("n2");
    s.retire("n2", "2026-02-03", "gone");
    expect(s.lookalike("employer", "ag", form, "f3")?.id).toBe("n1");
  });

  it("computes a fact's form once, keeps it when the fact is copied on its first change, and answers later questions in one step", () => {
    const { form, calls } = countingForm();
    const s = three();
    s.lookalike("employer", "ag", form);
    expect([...calls.values()]).toEqual([1, 1, 1, 1]);
    const before = s.steps;
    s.lookalike("employer", "z", form);
    expect(s.steps - before).toBe(1);
    // bump copies f1 (the input is not changed); retiring the copy finds its form without computing it.
    s.bump("f1", obs("published:p9"));
    s.retire("f1", "2026-02-02", "gone");
    expect(calls.get("Acme")).toBe(1);
    expect(s.lookalike("employer", "ag", form)?.id).toBe("f2");
  });

  it("a key never asked computes no form", () => {
    const { form, calls } = countingForm();
    const s = three();
    s.add("n1", "employer", "Acme Inc", obs("published:p5"));
    s.retire("f2", "2026-02-02", "gone");
    s.lookalike("city", "ag", form);
    expect(calls.size).toBe(0);
  });
});

describe("what a change touches", () => {
  it("without adopt, the input's facts are never changed; a fact the state copied or made is changed in place after", () => {
    const input = doc(fact("f1", "Acme", ["published:p1"]), fact("f2", "Globex", ["published:p2"]), seed("s1", "Initech", { key: "city" }));
    const before = structuredClone(input);
    const s = new ProfileState(input);
    const bumped = s.bump("f1", obs("published:p3"));
    expect(bumped).not.toBe(input.facts[0]);
    expect(s.bump("f1", obs("published:p4"))).toBe(bumped);
    expect(s.promote("f1")).toBe(bumped);
    const added = s.add("n1", "employer", "Umbrella", obs("published:p5"));
    expect(s.bump("n1", obs("published:p6"))).toBe(added);
    const { archived: old, winner } = s.supersede("f2", "f2-old", "Hooli", obs("published:p7"));
    expect(s.promote("f2-old")).toBe(old);
    expect(s.bump("f2", obs("published:p8"))).toBe(winner);
    const seeded = s.supersedeSeed("s1", "s1-old", "Springfield", obs("human:call"));
    expect(s.promote("s1")).toBe(seeded.winner);
    expect(s.retire("s1-old", "2026-02-02", "gone")).toBe(seeded.archived);
    expect(input).toEqual(before);
  });

  it("with adopt, the input's facts are the state's own and change in place", () => {
    const input = doc(fact("f1", "Acme", ["published:p1"]));
    const s = new ProfileState(input, { adopt: true });
    expect(s.bump("f1", obs("published:p2"))).toBe(input.facts[0]);
    expect(input.facts[0]!.sources).toEqual(["published:p1", "published:p2"]);
  });

  it("a value's normalized form is read once per fact", () => {
    let reads = 0;
    const f = fact("f1", "", ["published:p1"]);
    Object.defineProperty(f, "value", {
      get: () => {
        reads++;
        return "  ACME ";
      },
    });
    const s = new ProfileState(doc(f));
    expect(s.normValue(f)).toBe("acme");
    expect(s.normValue(f)).toBe("acme");
    expect(reads).toBe(1);
  });

  it("no fact under an id: a change names the id it did not find", () => {
    const s = new ProfileState(doc(fact("f1", "Acme", ["published:p1"])));
    expect(() => s.retire("nope", "2026-02-02", "gone")).toThrow("no fact with id nope");
    expect(() => s.merge("f1", "f1-old", "nope", obs("published:p2"))).toThrow("no fact with id nope");
  });
});

describe("merge", () => {
  it("a source the held value already has is not counted twice, and the merged fact's sources stay its own", () => {
    const s = new ProfileState(doc(fact("f1", "Acme", ["published:p1"]), fact("f2", "Globex", ["published:p2"])));
    // Bumped twice, f2's sources list is one the state grows in place.
    s.bump("f2", obs("published:p3"));
    s.bump("f2", obs("published:p4"));
    const { merged, winner, archived: old } = s.merge("f1", "f1-old", "f2", obs("published:p3"));
    expect(old).toBe(s.get("f1-old"));
    expect(merged).toBe(s.get("f2"));
    expect(winner).toBe(s.get("f1"));
    expect(winner.sources).toEqual(["published:p2", "published:p3", "published:p4"]);
    expect(winner.evidence_count).toBe(3);
    s.bump("f1", obs("published:p5"));
    expect(winner.sources).toEqual(["published:p2", "published:p3", "published:p4", "published:p5"]);
    expect(merged.sources).toEqual(["published:p2", "published:p3", "published:p4"]);
  });

  it("a new source is added to the held value's", () => {
    const s = new ProfileState(doc(fact("f1", "Acme", ["published:p1"]), fact("f2", "Globex", ["published:p2", "published:p3"])));
    const { winner } = s.merge("f1", "f1-old", "f2", obs("published:p9"));
    expect(winner.sources).toEqual(["published:p2", "published:p3", "published:p9"]);
    expect(winner.evidence_count).toBe(3);
  });
});
