/** The locale-free string order (src/core/order.ts): UTF-16 code units, compared one by one. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byCodeUnit } from "../../src/core/order.js";
import { runs } from "../helpers/runs.js";

/** The order by hand: the first differing code unit decides, else the shorter string comes first. */
function naiveOrder(a: string, b: string): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return Math.sign(d);
  }
  return Math.sign(a.length - b.length);
}

describe("byCodeUnit", () => {
  it.each([
    { name: "a smaller code unit first", a: "a", b: "b", order: -1 },
    { name: "a larger code unit last", a: "b", b: "a", order: 1 },
    { name: "equal strings tie", a: "job-title", b: "job-title", order: 0 },
    { name: "two empty strings tie", a: "", b: "", order: 0 },
    { name: "the empty string before any other", a: "", b: "a", order: -1 },
    { name: "a prefix before the longer string", a: "role", b: "role-2", order: -1 },
    { name: "the longer string after its prefix", a: "role-2", b: "role", order: 1 },
    { name: "capitals before small letters, whatever the locale", a: "Z", b: "a", order: -1 },
    { name: "an accented letter after every ASCII letter", a: "é", b: "z", order: 1 },
    { name: "digits before letters", a: "9", b: "a", order: -1 },
    // U+1F642 is the pair D83D DE42: by code units it sorts below U+FFFF, by code points above.
    { name: "an astral character by its high surrogate, below U+FFFF", a: "🙂", b: "\uffff", order: -1 },
    { name: "U+FFFF after an astral character", a: "\uffff", b: "🙂", order: 1 },
  ])("$name: $a vs $b is $order", ({ a, b, order }) => {
    expect(byCodeUnit(a, b)).toBe(order);
  });

  it("gives -1, 0 or 1 by the first differing code unit, and is antisymmetric", () => {
    const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const text = fc.oneof(fc.string({ unit: fc.constantFrom("a", "b", "B", "é", "\ud83d", "\ude42"), maxLength: 6 }), fc.string({ unit, maxLength: 6 }));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(byCodeUnit(a, b)).toBe(naiveOrder(a, b));
        expect(byCodeUnit(b, a)).toBe(-naiveOrder(a, b) || 0);
        expect(byCodeUnit(a, a)).toBe(0);
      }),
      { seed: 41, numRuns: runs(1000) },
    );
  });

  it("sorts any shuffle of a list into one order, ascending by code unit", () => {
    const words = fc.array(fc.string({ unit: fc.constantFrom("a", "A", "-", "ß", "東", "🙂"), maxLength: 4 }), { maxLength: 12 });
    const listAndShuffle = words.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })));
    fc.assert(
      fc.property(listAndShuffle, ([list, shuffled]) => {
        const sorted = [...shuffled].sort(byCodeUnit);
        expect(sorted).toEqual([...list].sort(naiveOrder));
        for (let i = 1; i < sorted.length; i++) expect(naiveOrder(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
      { seed: 42, numRuns: runs(500) },
    );
  });
});
