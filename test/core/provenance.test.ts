/**
 * Who may speak for what (src/core/provenance.ts, docs/rules.md "Operator statements"): the
 * defaults of `learnFrom` and `retireFrom`, what a `human:<label>` statement is, the identity two
 * sources compare by (labels trimmed, whitespace collapsed, case-folded) and how many independent
 * observations a fact's sources are (each record once, all statements together once).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEARN_FROM, DEFAULT_RETIRE_FROM, independentEvidence, isOperatorStatement, retireFromOf, sourceIdentity } from "../../src/core/provenance.js";
import { runs } from "../helpers/runs.js";

describe("the provenance defaults", () => {
  it("learn from published records and the operator, and let only the operator retire", () => {
    expect(DEFAULT_LEARN_FROM).toEqual(["published", "human"]);
    expect(DEFAULT_RETIRE_FROM).toEqual(["human"]);
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(DEFAULT_LEARN_FROM)).toBe(true);
    expect(Object.isFrozen(DEFAULT_RETIRE_FROM)).toBe(true);
  });
});

describe("retireFromOf", () => {
  it("is the default, only the operator, when the config names none", () => {
    expect(retireFromOf({})).toEqual(["human"]);
    expect(retireFromOf({ retireFrom: undefined })).toEqual(["human"]);
  });

  it.each([{ retireFrom: ["published" as const] }, { retireFrom: ["human" as const, "published" as const] }, { retireFrom: [] }])(
    "is the config's own list when it names one: $retireFrom",
    (config) => {
      expect(retireFromOf(config)).toBe(config.retireFrom);
    },
  );
});

describe("isOperatorStatement", () => {
  it.each([
    { source: "human:call", statement: true },
    { source: "human:a", statement: true },
    { source: "human:call-2026-06-01", statement: true },
    { source: "human: ", statement: true },
    { source: "human:human:", statement: true },
    { source: "human:", statement: false },
    { source: "human", statement: false },
    { source: "", statement: false },
    { source: "published:4c02964285d6", statement: false },
    { source: "notes:human:", statement: false },
    { source: "notes:human:call", statement: false },
    { source: " human:call", statement: false },
    { source: "Human:call", statement: false },
    { source: "humans:call", statement: false },
  ])("$source: $statement", ({ source, statement }) => {
    expect(isOperatorStatement(source)).toBe(statement);
  });
});

describe("sourceIdentity", () => {
  it.each([
    { source: "published:4c02964285d6", identity: "published:4c02964285d6" },
    { source: "published:ABC ", identity: "published:ABC " },
    { source: "notes:Call  Note", identity: "notes:Call  Note" },
    { source: "notes:human:A", identity: "notes:human:A" },
    { source: "notes:human:", identity: "notes:human:" },
    { source: "", identity: "" },
    { source: "human:call", identity: "human:call" },
    { source: "human:A", identity: "human:a" },
    { source: "human:a ", identity: "human:a" },
    { source: "human: a", identity: "human:a" },
    { source: "human:Call  2026\t06", identity: "human:call 2026 06" },
    { source: "human:\u00a0call\u3000note\n", identity: "human:call note" },
    { source: "human:\uff23\uff41\uff4c\uff4c", identity: "human:call" },
    { source: "human:Stra\u00dfe", identity: "human:strasse" },
    { source: "human:STRASSE", identity: "human:strasse" },
    { source: "human:\u1e9e", identity: "human:ss" },
    { source: "human:", identity: "human:" },
    { source: "human:   ", identity: "human:" },
  ])("$source is compared as $identity", ({ source, identity }) => {
    expect(sourceIdentity(source)).toBe(identity);
  });

  it("makes human:a, human:A and human:a  one statement, and keeps them apart from another label", () => {
    const identities = new Set(["human:a", "human:A", "human:a ", " human:a"].map(sourceIdentity));
    expect([...identities]).toEqual(["human:a", " human:a"]);
    expect(sourceIdentity("human:b")).not.toBe(sourceIdentity("human:a"));
  });

  it("is a label lower-cased with its whitespace runs as one space, for any ASCII label", () => {
    const label = fc.string({ unit: fc.constantFrom("a", "B", "z", "Q", "1", "-", " ", "\t", "\n", ":"), maxLength: 16 });
    fc.assert(
      fc.property(label, (l) => {
        const words = l.split(/[ \t\n]/).filter((w) => w !== "");
        expect(sourceIdentity(`human:${l}`)).toBe(`human:${words.join(" ").toLowerCase()}`);
      }),
      { seed: 31, numRuns: runs(1000) },
    );
  });

  it("is idempotent, for any source", () => {
    const source = fc.oneof(
      fc.string({ maxLength: 12 }).map((s) => `human:${s}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(source, (s) => {
        expect(sourceIdentity(sourceIdentity(s))).toBe(sourceIdentity(s));
      }),
      { seed: 32, numRuns: runs(1000) },
    );
  });
});

describe("independentEvidence", () => {
  it.each([
    { sources: [], independent: 0 },
    { sources: ["published:a"], independent: 1 },
    { sources: ["published:a", "published:b"], independent: 2 },
    { sources: ["published:a", "notes:b", "published:c"], independent: 3 },
    { sources: ["human:call"], independent: 1 },
    { sources: ["human:call", "human:note"], independent: 1 },
    { sources: ["human:a", "human:b", "human:c", "human:d"], independent: 1 },
    { sources: ["published:a", "human:call"], independent: 2 },
    { sources: ["human:call", "published:a", "human:note", "published:b"], independent: 3 },
    { sources: ["human:"], independent: 1 },
    { sources: ["human:", "human:a"], independent: 2 },
  ])("$sources: $independent", ({ sources, independent }) => {
    expect(independentEvidence(sources)).toBe(independent);
  });

  it("counts the records, plus one when any statement is among them, for any distinct sources", () => {
    const source = fc.oneof(
      fc.string({ unit: fc.constantFrom("a", "b", "c"), minLength: 1, maxLength: 3 }).map((s) => `published:${s}`),
      fc.string({ unit: fc.constantFrom("a", "b", "c"), minLength: 1, maxLength: 3 }).map((s) => `human:${s}`),
    );
    fc.assert(
      fc.property(fc.uniqueArray(source, { maxLength: 12 }), (sources) => {
        const records = sources.filter((s) => s.startsWith("published:")).length;
        const anyStatement = sources.some((s) => s.startsWith("human:"));
        expect(independentEvidence(sources)).toBe(records + (anyStatement ? 1 : 0));
        expect(independentEvidence(sources)).toBeLessThanOrEqual(sources.length);
      }),
      { seed: 33, numRuns: runs(1000) },
    );
  });
});
