/**
 * Open conflicts (src/core/open-conflicts.ts; docs/cli.md `show --conflicts`, docs/consolidation-loop.md
 * "conflict → supersede"): keys holding more than one active value, multi-valued keys aside. Each
 * active observed fact is a value; an active seed is one too unless an observed fact or an earlier
 * seed holds its (normalized) value. Facts of an alias key count as their target's. Conflicts come in
 * profile order of each key's first value, each with its values in profile order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KeyAliases } from "../../src/core/key-aliases.js";
import { openConflicts } from "../../src/core/open-conflicts.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { observedFact } from "../helpers/builders.js";
import { runs } from "../helpers/runs.js";

const doc = (...facts: Fact[]): ProfileDoc => ({ title: "Profile", facts });

/** An observed fact with an id of its own (`builders.observedFact` mints one id per key). */
const observed = (id: string, key: string, value: string, extra: Partial<Fact> = {}): Fact => observedFact(key, value, [`published:${id}`], { id, ...extra });

/** A seed from `brain init --from`: a static profile-field fact, the operator's. */
const seed = (id: string, key: string, value: string): Fact => ({
  id,
  kind: "profile-field",
  layer: "static",
  key,
  value,
  provenance: "human",
  sources: ["human:fields.yaml"],
  first_seen: "2026-03-01",
  last_seen: "2026-03-01",
  evidence_count: 1,
  status: "active",
});

/** The keys of the conflicts, each with its values' ids. */
const summary = (d: ProfileDoc, multiValued: readonly string[] = [], aliases?: KeyAliases) =>
  openConflicts(d, multiValued, aliases).map((c) => [c.key, c.values.map((v) => v.id)]);

describe("openConflicts", () => {
  it("lists each value with its id, value, layer, provenance, sources, evidence count and dates, and nothing else", () => {
    const old = observed("o1", "location", "Rotterdam", {
      layer: "static",
      sources: ["published:a", "human:call"],
      evidence_count: 2,
      first_seen: "2026-03-01",
      last_seen: "2026-05-20",
    });
    const found = observed("o2", "location", "Utrecht", { first_seen: "2026-06-01", last_seen: "2026-06-02" });
    expect(openConflicts(doc(old, found), [])).toEqual([
      {
        key: "location",
        values: [
          {
            id: "o1",
            value: "Rotterdam",
            layer: "static",
            provenance: "published",
            sources: ["published:a", "human:call"],
            evidence_count: 2,
            first_seen: "2026-03-01",
            last_seen: "2026-05-20",
          },
          {
            id: "o2",
            value: "Utrecht",
            layer: "dynamic",
            provenance: "published",
            sources: ["published:o2"],
            evidence_count: 1,
            first_seen: "2026-06-01",
            last_seen: "2026-06-02",
          },
        ],
      },
    ]);
  });

  it("gives each value its own copy of the sources", () => {
    const a = observed("o1", "location", "Rotterdam");
    const [conflict] = openConflicts(doc(a, observed("o2", "location", "Utrecht")), []);
    expect(conflict!.values[0]!.sources).not.toBe(a.sources);
    conflict!.values[0]!.sources.push("published:later");
    expect(a.sources).toEqual(["published:o1"]);
  });

  it.each([
    { name: "an empty profile", facts: [] },
    { name: "one value", facts: [observed("o1", "location", "Rotterdam")] },
    { name: "one value of each of two keys", facts: [observed("o1", "location", "Rotterdam"), observed("o2", "employer", "Acme")] },
    { name: "one seed", facts: [seed("s1", "location", "Rotterdam")] },
    {
      name: "one active value beside a superseded and a retired one",
      facts: [
        observed("o1", "location", "Rotterdam", { status: "superseded", superseded_by: "o3", superseded_on: "2026-05-01" }),
        observed("o2", "location", "Delft", { status: "retired", retired_on: "2026-05-01" }),
        observed("o3", "location", "Utrecht"),
      ],
    },
    {
      name: "no active value, only superseded and retired ones",
      facts: [
        observed("o1", "location", "Rotterdam", { status: "superseded", superseded_by: "o2", superseded_on: "2026-05-01" }),
        observed("o2", "location", "Delft", { status: "retired", retired_on: "2026-05-01" }),
      ],
    },
    { name: "a seed and an observed fact of the same value", facts: [seed("s1", "location", "Rotterdam, NL"), observed("o1", "location", "Rotterdam, NL")] },
    {
      name: "a seed and an observed fact of the same normalized value",
      facts: [seed("s1", "location", "ROTTERDAM,   NL "), observed("o1", "location", "rotterdam, nl")],
    },
    { name: "a seed and an observed fact of case-folded values", facts: [seed("s1", "street", "Straße"), observed("o1", "street", "STRASSE")] },
    { name: "an observed fact before a seed of its value", facts: [observed("o1", "location", "Rotterdam"), seed("s1", "location", "rotterdam")] },
    { name: "two seeds of the same value", facts: [seed("s1", "location", "Rotterdam"), seed("s2", "location", "rotterdam")] },
  ])("finds none in $name", ({ facts }) => {
    expect(openConflicts(doc(...facts), [])).toEqual([]);
  });

  it.each([
    { name: "two observed values", facts: [observed("o1", "location", "Rotterdam"), observed("o2", "location", "Utrecht")], ids: ["o1", "o2"] },
    {
      name: "two observed facts of the same value, each a value of its own",
      facts: [observed("o1", "location", "Rotterdam"), observed("o2", "location", "rotterdam")],
      ids: ["o1", "o2"],
    },
    {
      name: "a seed and an observed fact of another value",
      facts: [seed("s1", "location", "Rotterdam, NL"), observed("o1", "location", "Rotterdam")],
      ids: ["s1", "o1"],
    },
    { name: "two seeds of different values", facts: [seed("s1", "location", "Rotterdam"), seed("s2", "location", "Utrecht")], ids: ["s1", "s2"] },
    {
      name: "two seeds of one value and an observed fact of another, every fact listed",
      facts: [seed("s1", "location", "Rotterdam"), seed("s2", "location", "ROTTERDAM"), observed("o1", "location", "Utrecht")],
      ids: ["s1", "s2", "o1"],
    },
    {
      name: "an observed value and two seeds, one of them repeating it",
      facts: [seed("s1", "location", "Utrecht"), seed("s2", "location", "Delft"), observed("o1", "location", "utrecht")],
      ids: ["s1", "s2", "o1"],
    },
    {
      name: "three observed values beside a superseded one",
      facts: [
        observed("o1", "location", "Rotterdam"),
        observed("o2", "location", "Delft", { status: "superseded", superseded_by: "o3", superseded_on: "2026-05-01" }),
        observed("o3", "location", "Utrecht"),
        observed("o4", "location", "Leiden"),
      ],
      ids: ["o1", "o3", "o4"],
    },
  ])("finds one in $name", ({ facts, ids }) => {
    expect(summary(doc(...facts))).toEqual([["location", ids]]);
  });

  it("lists conflicts in profile order of each key's first value, each key's values in profile order", () => {
    const facts = [
      observed("b1", "employer", "Acme"),
      observed("a1", "location", "Rotterdam"),
      observed("c1", "hobby", "chess"),
      observed("a2", "location", "Utrecht"),
      observed("b2", "employer", "Globex"),
      observed("a3", "location", "Delft"),
    ];
    expect(summary(doc(...facts))).toEqual([
      ["employer", ["b1", "b2"]],
      ["location", ["a1", "a2", "a3"]],
    ]);
  });

  it("leaves out multi-valued keys, and only them", () => {
    const facts = [
      observed("l1", "language", "Dutch"),
      observed("l2", "language", "English"),
      observed("o1", "location", "Rotterdam"),
      observed("o2", "location", "Utrecht"),
    ];
    expect(summary(doc(...facts), ["language"])).toEqual([["location", ["o1", "o2"]]]);
    expect(summary(doc(...facts), ["language", "location"])).toEqual([]);
    expect(summary(doc(...facts), ["hobby"])).toEqual([
      ["language", ["l1", "l2"]],
      ["location", ["o1", "o2"]],
    ]);
  });

  describe("with key aliases", () => {
    const facts = [observed("r1", "role", "Head of AI"), observed("j1", "job-title", "Lead engineer")];

    it("counts an alias key's facts as its target's, and names the conflict by the target", () => {
      expect(summary(doc(...facts), [], { role: "job-title" })).toEqual([["job-title", ["r1", "j1"]]]);
    });

    it("counts two alias keys of one target as one key", () => {
      const d = doc(observed("r1", "role", "Head of AI"), observed("t1", "title", "Lead engineer"));
      expect(summary(d, [], { role: "job-title", title: "job-title" })).toEqual([["job-title", ["r1", "t1"]]]);
    });

    it("keeps keys apart when there are none, or none for these keys", () => {
      expect(summary(doc(...facts))).toEqual([]);
      expect(summary(doc(...facts), [], undefined)).toEqual([]);
      expect(summary(doc(...facts), [], {})).toEqual([]);
      expect(summary(doc(...facts), [], { position: "job-title" })).toEqual([]);
    });

    it("leaves out a target that is multi-valued, with the facts filed under it", () => {
      expect(summary(doc(...facts), ["job-title"], { role: "job-title" })).toEqual([]);
    });

    it("finds no conflict in a seed of the target and an alias fact of the same value", () => {
      expect(summary(doc(seed("s1", "job-title", "Head of AI"), observed("r1", "role", "head of ai")), [], { role: "job-title" })).toEqual([]);
    });
  });

  it("agrees with a count of each key's values written out by hand, for any profile", () => {
    const fact = fc.record({
      key: fc.constantFrom("location", "employer", "role", "language"),
      value: fc.constantFrom("Rotterdam", "rotterdam", "Utrecht", "Acme"),
      seed: fc.boolean(),
      status: fc.constantFrom("active", "active", "superseded", "retired"),
    });
    const aliases = fc.constantFrom<KeyAliases | undefined>(undefined, {}, { role: "employer" });
    const multiValued = fc.subarray(["location", "employer", "role", "language"], { maxLength: 2 });
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 10 }), multiValued, aliases, (specs, multi, alias) => {
        const facts = specs.map((s, i) =>
          s.seed
            ? { ...seed(`f${i}`, s.key, s.value), status: s.status as Fact["status"] }
            : observed(`f${i}`, s.key, s.value, { status: s.status as Fact["status"] }),
        );
        const target = (key: string) => alias?.[key] ?? key;
        const byKey = new Map<string, Fact[]>();
        for (const f of facts) {
          if (f.status !== "active" || multi.includes(target(f.key))) continue;
          byKey.set(target(f.key), [...(byKey.get(target(f.key)) ?? []), f]);
        }
        const expected = [...byKey].flatMap(([key, list]) => {
          const observedValues = list.filter((f) => f.kind === "observed").map((f) => f.value.toLowerCase());
          const seedValues = list.filter((f) => f.kind === "profile-field").map((f) => f.value.toLowerCase());
          const newSeedValues = new Set(seedValues.filter((v) => !observedValues.includes(v)));
          return observedValues.length + newSeedValues.size > 1 ? [[key, list.map((f) => f.id)]] : [];
        });
        expect(summary(doc(...facts), multi, alias)).toEqual(expected);
      }),
      { seed: 51, numRuns: runs(1000) },
    );
  });
});
