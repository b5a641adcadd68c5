/**
 * The edges of key and value normalization (src/core/normalize.ts) its main table leaves open:
 * leading and trailing space, runs of separators, the empty key, and the fast paths for ASCII,
 * which must give exactly what the general path gives (a wrong fast path would skip NFKC or case
 * folding for text that needs it).
 */
import { describe, expect, it } from "vitest";
import { caseFold, isEarlierNormalizedKey, isNormalizedKey, normalizeKey, normalizeValue } from "../../src/core/normalize.js";

describe("normalizeKey at its edges", () => {
  it.each([
    { key: "  Primary Expertise  ", expected: "primary-expertise" },
    { key: "job   title", expected: "job-title" },
    { key: "job _ title", expected: "job-title" },
    { key: "job__title", expected: "job-title" },
    { key: "ＪＯＢ title", expected: "job-title" },
  ])("$key → $expected", ({ key, expected }) => {
    expect(normalizeKey(key)).toBe(expected);
  });

  it.each([
    { key: "", normalized: false, earlier: false },
    { key: "job-title", normalized: true, earlier: false },
    { key: "Job-title", normalized: false, earlier: false },
    { key: "job‐title", normalized: false, earlier: true },
  ])("isNormalizedKey($key) is $normalized, isEarlierNormalizedKey is $earlier", ({ key, normalized, earlier }) => {
    expect(isNormalizedKey(key)).toBe(normalized);
    expect(isEarlierNormalizedKey(key)).toBe(earlier);
  });
});

describe("normalizeValue at its edges", () => {
  it.each([
    { value: "  AI   Governance  ", expected: "ai governance", why: "ASCII: trimmed, each run of spaces one space, lower-cased" },
    { value: "a\t \nb", expected: "a b", why: "ASCII whitespace of any kind" },
    { value: "Straße", expected: "strasse", why: "beyond ASCII: case folding expands ß" },
    { value: "  STRAẞE   Nord ", expected: "strasse nord", why: "beyond ASCII: trimmed and collapsed too" },
    { value: "ＡＩ　ｇｏｖ", expected: "ai gov", why: "full-width letters and space: NFKC first" },
    { value: "", expected: "", why: "empty" },
    { value: "a\tb", expected: "a b", why: "one whitespace character other than a space is a space" },
    { value: "Zürich\u00a0Nord", expected: "zürich nord", why: "beyond ASCII: one no-break space is a space" },
    { value: "Zürich, São Paulo", expected: "zürich, são paulo", why: "beyond ASCII: single spaces stay as they are" },
    { value: "Zürich  Nord", expected: "zürich nord", why: "beyond ASCII: a run of two spaces is one" },
  ])("$value → $expected ($why)", ({ value, expected }) => {
    expect(normalizeValue(value)).toBe(expected);
  });

  it("caseFold folds both ways: lower, upper, lower", () => {
    expect(caseFold("ẞ")).toBe("ss");
    expect(caseFold("ΣΑΣ")).toBe("σας");
    expect(caseFold("ſ")).toBe("s");
  });
});
