/**
 * Key normalization maps every dash to `-` (docs/profile-format.md): each general category Pd
 * character and U+2212 MINUS SIGN, so `job‐title` and `job−title` are the key `job-title`; keys an
 * earlier version stored with another dash are told apart from keys brain never wrote.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEarlierNormalizedKey, isNormalizedKey, normalizeKey } from "../../src/core/normalize.js";
import { runs, SWEEP_STEP } from "../helpers/runs.js";

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

/** Every dash of Unicode 17.0 (general category Pd) and the minus sign, by name. */
const DASHES: [number, string][] = [
  [0x002d, "HYPHEN-MINUS"],
  [0x058a, "ARMENIAN HYPHEN"],
  [0x05be, "HEBREW PUNCTUATION MAQAF"],
  [0x1400, "CANADIAN SYLLABICS HYPHEN"],
  [0x1806, "MONGOLIAN TODO SOFT HYPHEN"],
  [0x2010, "HYPHEN"],
  [0x2011, "NON-BREAKING HYPHEN"],
  [0x2012, "FIGURE DASH"],
  [0x2013, "EN DASH"],
  [0x2014, "EM DASH"],
  [0x2015, "HORIZONTAL BAR"],
  [0x2212, "MINUS SIGN"],
  [0x2e17, "DOUBLE OBLIQUE HYPHEN"],
  [0x2e1a, "HYPHEN WITH DIAERESIS"],
  [0x2e3a, "TWO-EM DASH"],
  [0x2e3b, "THREE-EM DASH"],
  [0x2e40, "DOUBLE HYPHEN"],
  [0x2e5d, "OBLIQUE HYPHEN"],
  [0x301c, "WAVE DASH"],
  [0x3030, "WAVY DASH"],
  [0x30a0, "KATAKANA-HIRAGANA DOUBLE HYPHEN"],
  [0xfe31, "PRESENTATION FORM FOR VERTICAL EM DASH"],
  [0xfe32, "PRESENTATION FORM FOR VERTICAL EN DASH"],
  [0xfe58, "SMALL EM DASH"],
  [0xfe63, "SMALL HYPHEN-MINUS"],
  [0xff0d, "FULLWIDTH HYPHEN-MINUS"],
  [0x10d6e, "GARAY HYPHEN"],
  [0x10ead, "YEZIDI HYPHENATION MARK"],
];

describe("every dash in a key becomes -", () => {
  it.each(DASHES.map(([cp, name]) => ({ cp, name, at: hex(cp) })))("$at $name: job<dash>title is job-title", ({ cp }) => {
    const c = String.fromCodePoint(cp);
    expect(normalizeKey(`job${c}title`)).toBe("job-title");
    expect(normalizeKey(`Job${c}Title`)).toBe("job-title");
    expect(normalizeKey(`${c}lead${c}`)).toBe("-lead-");
  });

  it("the list is exactly Node's \\p{Pd} and U+2212 for Unicode 17.0 (the ids minted from keys depend on it)", () => {
    if (process.versions.unicode !== "17.0") return;
    const pd = /^\p{Pd}$/u;
    const expected: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (pd.test(String.fromCodePoint(cp)) || cp === 0x2212) expected.push(cp);
    }
    expect(DASHES.map(([cp]) => cp)).toEqual(expected);
    // And nothing else becomes "-" on its own but separators (NFKC's `_` and whitespace) and what NFKC folds into a dash.
    const others: number[] = [];
    for (let cp = 0x80; cp <= 0x10ffff; cp += SWEEP_STEP) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const nfkc = c.normalize("NFKC");
      if (normalizeKey(c) === "-" && !expected.includes(cp) && !expected.includes(nfkc.codePointAt(0)!) && !/^[\s_]+$/u.test(nfkc)) others.push(cp);
    }
    expect(others.map(hex)).toEqual([]);
  });

  it("dashes and separators stay one for one: a dash beside spaces is not merged into them", () => {
    expect(normalizeKey("job \u2013 title")).toBe("job---title");
    expect(normalizeKey("job - title")).toBe("job---title");
    expect(normalizeKey("job\u2014\u2014title")).toBe("job--title");
  });

  it("normalizeKey stays idempotent with dashes anywhere, and a normalized key holds no dash but -", () => {
    const dash = fc.constantFrom(...DASHES.map(([cp]) => String.fromCodePoint(cp)));
    const piece = fc.oneof(dash, fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("\u0338", "\u0301", " ", "_", "İ", "Ａ"));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const key = normalizeKey(parts.join(""));
        expect(normalizeKey(key)).toBe(key);
        expect([...key].filter((c) => DASHES.some(([cp]) => cp !== 0x2d && String.fromCodePoint(cp) === c))).toEqual([]);
      }),
      { numRuns: runs(2000) },
    );
  });
});

describe("keys an earlier version stored", () => {
  it.each([
    { stored: "job\u2010title", earlier: true, key: "job-title" },
    { stored: "job\u2212title", earlier: true, key: "job-title" },
    { stored: "rôle\u2013actuel", earlier: true, key: "rôle-actuel" },
    // Already normalized today: nothing to change.
    { stored: "job-title", earlier: false, key: "job-title" },
    // Never written by any version: refused as before (profile.md:<line>).
    { stored: "Job\u2010Title", earlier: false, key: "job-title" },
    { stored: "job title", earlier: false, key: "job-title" },
    { stored: "", earlier: false, key: "" },
  ])("$stored: written by an earlier version: $earlier", ({ stored, earlier, key }) => {
    expect(isEarlierNormalizedKey(stored)).toBe(earlier);
    expect(normalizeKey(stored)).toBe(key);
    if (earlier) expect(isNormalizedKey(stored)).toBe(false);
  });
});
