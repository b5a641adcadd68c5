/**
 * How whyRule (src/rules/why.ts) words each comparison: every operator as it holds and as it fails,
 * the order boundaries, values that are no number, the name a path is shown by, and which leaves
 * an all, any or not reports. test/rules/why.test.ts checks that whyRule agrees with the engine on
 * random trees; these pin the words `brain rules --test` prints.
 */
import { describe, expect, it } from "vitest";
import { parseConditions } from "../../src/rules/conditions.js";
import { whyRule } from "../../src/rules/why.js";

const why = (conditions: unknown, situation: object) => whyRule(parseConditions(conditions), situation);
/** One leaf on `fact.x` against a constant. */
const on = (x: unknown, operator: string, value: unknown) => why({ fact: "fact", path: "x", operator, value }, { fact: { x } });

describe("each operator, as it holds and as it fails", () => {
  it.each([
    { x: 2, op: "equal", value: 2, matches: true, text: "x 2 = 2" },
    { x: 2, op: "equal", value: 3, matches: false, text: "x 2 ≠ 3" },
    { x: 2, op: "equal", value: "2", matches: false, text: 'x 2 ≠ "2"' },
    { x: "a", op: "notEqual", value: "b", matches: true, text: 'x "a" ≠ "b"' },
    { x: "a", op: "notEqual", value: "a", matches: false, text: 'x "a" = "a"' },
    { x: 1, op: "lessThan", value: 2, matches: true, text: "x 1 < 2" },
    { x: 2, op: "lessThan", value: 2, matches: false, text: "x 2 ≥ 2" },
    { x: 2, op: "lessThanInclusive", value: 2, matches: true, text: "x 2 ≤ 2" },
    { x: 3, op: "lessThanInclusive", value: 2, matches: false, text: "x 3 > 2" },
    { x: 3, op: "greaterThan", value: 2, matches: true, text: "x 3 > 2" },
    { x: 2, op: "greaterThan", value: 2, matches: false, text: "x 2 ≤ 2" },
    { x: 2, op: "greaterThanInclusive", value: 2, matches: true, text: "x 2 ≥ 2" },
    { x: 1, op: "greaterThanInclusive", value: 2, matches: false, text: "x 1 < 2" },
    { x: "human", op: "in", value: ["published", "human"], matches: true, text: 'x "human" in ["published","human"]' },
    { x: "ai-draft", op: "in", value: ["published", "human"], matches: false, text: 'x "ai-draft" not in ["published","human"]' },
    { x: "published", op: "in", value: ["published"], matches: true, text: 'x "published" in ["published"]' },
    { x: "ai-draft", op: "notIn", value: ["published", "human"], matches: true, text: 'x "ai-draft" not in ["published","human"]' },
    { x: "human", op: "notIn", value: ["published", "human"], matches: false, text: 'x "human" in ["published","human"]' },
    { x: "published", op: "notIn", value: ["published"], matches: false, text: 'x "published" in ["published"]' },
    { x: ["tone", "city"], op: "contains", value: "tone", matches: true, text: 'x ["tone","city"] contains "tone"' },
    { x: ["city", "tone"], op: "contains", value: "tone", matches: true, text: 'x ["city","tone"] contains "tone"' },
    { x: ["city"], op: "contains", value: "tone", matches: false, text: 'x ["city"] does not contain "tone"' },
    { x: ["city"], op: "doesNotContain", value: "tone", matches: true, text: 'x ["city"] does not contain "tone"' },
    { x: ["tone"], op: "doesNotContain", value: "tone", matches: false, text: 'x ["tone"] contains "tone"' },
    { x: "human:call", op: "startsWith", value: "human:", matches: true, text: 'x "human:call" starts with "human:"' },
    { x: "published:a", op: "startsWith", value: "human:", matches: false, text: 'x "published:a" does not start with "human:"' },
    { x: "summary-draft", op: "endsWith", value: "-draft", matches: true, text: 'x "summary-draft" ends with "-draft"' },
    { x: "draft-2", op: "endsWith", value: "-draft", matches: false, text: 'x "draft-2" does not end with "-draft"' },
  ])("$x $op $value → $text", ({ x, op, value, matches, text }) => {
    expect(on(x, op, value)).toEqual({ matches, reasons: [text] });
  });

  it("an operator it does not know never holds, and is shown by its own name", () => {
    expect(on(1, "regex", 1)).toEqual({ matches: false, reasons: ["x 1 regex 1"] });
  });
});

describe("values the engine refuses to compare", () => {
  it.each([
    { name: "order operators need a fact that reads as a number", x: "abc", op: "lessThan", value: 5, matches: false },
    { name: "a numeral string is a number to order", x: "2", op: "lessThan", value: 5, matches: true },
    { name: "null is no number to order (JavaScript would read it as 0): lessThan", x: null, op: "lessThan", value: 5, matches: false },
    { name: "null is no number to order: lessThanInclusive", x: null, op: "lessThanInclusive", value: 5, matches: false },
    { name: "null is no number to order: greaterThan", x: null, op: "greaterThan", value: -1, matches: false },
    { name: "null is no number to order: greaterThanInclusive", x: null, op: "greaterThanInclusive", value: -1, matches: false },
    { name: "an empty text is no number to order", x: "", op: "lessThan", value: 5, matches: false },
    { name: "a list of one numeral reads as that number", x: ["2"], op: "lessThan", value: 5, matches: true },
    { name: "a missing value is no number to order", x: undefined, op: "lessThanInclusive", value: 5, matches: false },
    { name: "a text fact is no list to contain", x: "tone", op: "contains", value: "tone", matches: false },
    { name: "nor to not contain", x: "tone", op: "doesNotContain", value: "x", matches: false },
    { name: "in needs a list or text to search", x: 1, op: "in", value: 1, matches: false },
    { name: "nor can notIn search anything else", x: 1, op: "notIn", value: 2, matches: false },
    { name: "in on a text is a substring test", x: "ton", op: "in", value: "tone", matches: true },
    { name: "notIn on a text is its negation", x: "xyz", op: "notIn", value: "tone", matches: true },
  ])("$name", ({ x, op, value, matches }) => {
    expect(on(x, op, value).matches).toBe(matches);
  });

  it("a value that is not there is shown as undefined", () => {
    expect(why({ fact: "fact", path: "missing", operator: "equal", value: 1 }, { fact: {} })).toEqual({
      matches: false,
      reasons: ["missing undefined ≠ 1"],
    });
  });
});

describe("what a comparison is called", () => {
  it("a path is shown by its last segment, and a reference by its name and value", () => {
    const conditions = { fact: "config", path: "nudge.minNewPublished", operator: "lessThan", value: { fact: "fact", path: "evidenceCount" } };
    expect(why(conditions, { config: { nudge: { minNewPublished: 1 } }, fact: { evidenceCount: 4 } })).toEqual({
      matches: true,
      reasons: ["minNewPublished 1 < evidenceCount 4"],
    });
  });

  it("a fact without a path is the whole fact, shown by the fact's name", () => {
    expect(why({ fact: "tag", operator: "equal", value: "t" }, { tag: "t" })).toEqual({ matches: true, reasons: ['tag "t" = "t"'] });
    expect(why({ fact: "fact", path: "x", operator: "equal", value: { fact: "tag" } }, { fact: { x: "u" }, tag: "t" })).toEqual({
      matches: false,
      reasons: ['x "u" ≠ tag "t"'],
    });
  });
});

describe("which leaves an all, any or not reports", () => {
  const yes = { fact: "fact", path: "a", operator: "equal", value: 1 };
  const yes2 = { fact: "fact", path: "b", operator: "equal", value: 2 };
  const no = { fact: "fact", path: "a", operator: "equal", value: 9 };
  const no2 = { fact: "fact", path: "b", operator: "equal", value: 9 };
  const s = { fact: { a: 1, b: 2 } };

  it.each([
    { name: "all that holds: every leaf", conditions: { all: [yes, yes2] }, want: { matches: true, reasons: ["a 1 = 1", "b 2 = 2"] } },
    { name: "all that fails: only the failing leaves", conditions: { all: [no, yes2, no2] }, want: { matches: false, reasons: ["a 1 ≠ 9", "b 2 ≠ 9"] } },
    { name: "an empty all holds, with nothing to show", conditions: { all: [] }, want: { matches: true, reasons: [] } },
    { name: "any that holds: only the leaves that held", conditions: { any: [no, yes2, no2] }, want: { matches: true, reasons: ["b 2 = 2"] } },
    { name: "any that fails: every leaf", conditions: { any: [no, no2] }, want: { matches: false, reasons: ["a 1 ≠ 9", "b 2 ≠ 9"] } },
    { name: "an empty any fails, with nothing to show", conditions: { any: [] }, want: { matches: false, reasons: [] } },
    { name: "not of a failing leaf holds", conditions: { not: no }, want: { matches: true, reasons: ["not (a 1 ≠ 9)"] } },
    { name: "not of a holding leaf fails", conditions: { not: yes }, want: { matches: false, reasons: ["not (a 1 = 1)"] } },
    {
      name: "not of an all wraps each of its reasons",
      conditions: { not: { all: [yes, yes2] } },
      want: { matches: false, reasons: ["not (a 1 = 1)", "not (b 2 = 2)"] },
    },
    {
      name: "a failing all inside an any that fails",
      conditions: { any: [{ all: [yes, no2] }, no] },
      want: { matches: false, reasons: ["b 2 ≠ 9", "a 1 ≠ 9"] },
    },
  ])("$name", ({ conditions, want }) => {
    expect(why(conditions, s)).toEqual(want);
  });
});
