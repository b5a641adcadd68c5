/**
 * Printing text that may hide or restyle itself (src/core/visible-text.ts, docs/security.md): every
 * control, invisible or format character and every lone surrogate is written as `\u{hex}`; values
 * keep ZWNJ/ZWJ, variation selectors and emoji tags, record text keeps its line breaks and tabs.
 * `spelledOut` writes every character outside printable ASCII, so two look-alike texts never print
 * the same. Each class is checked at both ends of each of its ranges and just outside them; the
 * ranges themselves are checked against Node's Unicode tables in invisible-text.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEY_FORBIDDEN, VALUE_FORBIDDEN } from "../../src/core/invisible-ranges.js";
import { KEY_FORBIDDEN_CHAR, spelledOut, VALUE_FORBIDDEN_CHAR, visible, visibleText, visibleValue } from "../../src/core/visible-text.js";
import { runs } from "../helpers/runs.js";

type Ranges = readonly (readonly [number, number])[];

const cp = (n: number) => String.fromCodePoint(n);
const u = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
const shown = (n: number) => `\\u{${n.toString(16)}}`;
const inRanges = (ranges: Ranges, n: number) => ranges.some(([lo, hi]) => n >= lo && n <= hi);
const isSurrogate = (n: number) => n >= 0xd800 && n <= 0xdfff;

/** Each range's first and last code point, and the code points just outside it (surrogates aside: they are tested alone). */
function boundaries(ranges: Ranges): number[] {
  const points = ranges.flatMap(([lo, hi]) => [lo - 1, lo, hi, hi + 1]);
  return [...new Set(points)].filter((n) => n >= 0 && n <= 0x10ffff && !isSurrogate(n));
}

/**
 * Where `print` writes `c` inside other text differently from what `escapes(n)` says: escaped as
 * `\u{hex}` when it says so, unchanged when not.
 */
function mismatches(print: (s: string) => string, points: number[], escapes: (n: number) => boolean): string[] {
  return points.filter((n) => print(`a${cp(n)}b`) !== (escapes(n) ? `a${shown(n)}b` : `a${cp(n)}b`)).map(u);
}

describe("the character classes, at both ends of every range", () => {
  const points = boundaries([...KEY_FORBIDDEN, ...VALUE_FORBIDDEN]);

  it("visible escapes exactly the characters keys refuse", () => {
    expect(mismatches(visible, points, (n) => inRanges(KEY_FORBIDDEN, n))).toEqual([]);
  });

  it("visibleValue escapes exactly the characters values refuse", () => {
    expect(mismatches(visibleValue, points, (n) => inRanges(VALUE_FORBIDDEN, n))).toEqual([]);
  });

  it("visibleText escapes what values refuse except LF and TAB", () => {
    expect(mismatches(visibleText, points, (n) => inRanges(VALUE_FORBIDDEN, n) && n !== 0x0a && n !== 0x09)).toEqual([]);
  });

  it("KEY_FORBIDDEN_CHAR and VALUE_FORBIDDEN_CHAR find exactly those characters", () => {
    expect(points.filter((n) => KEY_FORBIDDEN_CHAR.test(`a${cp(n)}b`) !== inRanges(KEY_FORBIDDEN, n)).map(u)).toEqual([]);
    expect(points.filter((n) => VALUE_FORBIDDEN_CHAR.test(`a${cp(n)}b`) !== inRanges(VALUE_FORBIDDEN, n)).map(u)).toEqual([]);
  });

  it("the patterns give the same answer when asked twice (they keep no position between calls)", () => {
    for (const re of [KEY_FORBIDDEN_CHAR, VALUE_FORBIDDEN_CHAR]) {
      expect([re.test("a\u0000b"), re.test("a\u0000b"), re.test("plain"), re.test("plain")]).toEqual([true, true, false, false]);
    }
  });
});

describe("the documented classes, by name", () => {
  // [code point, what it is, escaped by visible (keys), by visibleValue (values), by visibleText (records)]
  const NAMED: [number, string, boolean, boolean, boolean][] = [
    [0x0000, "NUL, the first C0 control", true, true, true],
    [0x0009, "TAB", true, true, false],
    [0x000a, "LF", true, true, false],
    [0x000d, "CR", true, true, true],
    [0x001f, "the last C0 control", true, true, true],
    [0x0020, "space", false, false, false],
    [0x007e, "tilde, the last printable ASCII", false, false, false],
    [0x007f, "DEL", true, true, true],
    [0x0085, "NEL (C1)", true, true, true],
    [0x009f, "the last C1 control", true, true, true],
    [0x00a0, "no-break space", false, false, false],
    [0x00ad, "soft hyphen", true, true, true],
    [0x115f, "Hangul choseong filler", true, true, true],
    [0x1161, "Hangul jungseong A, just past the fillers", false, false, false],
    [0x200a, "hair space, just before the zero-width ones", false, false, false],
    [0x200b, "zero-width space", true, true, true],
    [0x200c, "ZWNJ", true, false, false],
    [0x200d, "ZWJ", true, false, false],
    [0x200e, "LRM", true, true, true],
    [0x2027, "hyphenation point, just before the separators", false, false, false],
    [0x2028, "line separator", true, true, true],
    [0x202e, "RLO", true, true, true],
    [0x202f, "narrow no-break space", false, false, false],
    [0x2066, "LRI", true, true, true],
    [0x2069, "PDI", true, true, true],
    [0x2070, "superscript zero, just past the invisible operators", false, false, false],
    [0x3164, "Hangul filler", true, true, true],
    [0xfdff, "just before the variation selectors", false, false, false],
    [0xfe00, "variation selector 1", true, false, false],
    [0xfe0f, "variation selector 16 (emoji style)", true, false, false],
    [0xfe10, "just past the variation selectors", false, false, false],
    [0xfeff, "BOM / ZWNBSP", true, true, true],
    [0xffa0, "halfwidth Hangul filler", true, true, true],
    [0xfffb, "interlinear annotation terminator", true, true, true],
    [0xfffc, "object replacement character", false, false, false],
    [0x1f600, "an emoji", false, false, false],
    [0xe0001, "language tag", true, true, true],
    [0xe001f, "just before the tag characters", true, true, true],
    [0xe0020, "tag space", true, false, false],
    [0xe007f, "cancel tag", true, false, false],
    [0xe0080, "just past the tag characters", true, true, true],
    [0xe0100, "variation selector 17", true, false, false],
    [0xe01ef, "variation selector 256", true, false, false],
    [0xe01f0, "just past the variation selectors supplement", true, true, true],
    [0xe0fff, "the last default-ignorable", true, true, true],
    [0xe1000, "just past the default-ignorables", false, false, false],
  ];

  const CASES = NAMED.map(([n, name, inKey, inValue, inText]) => ({ at: u(n), n, name, inKey, inValue, inText }));

  it.each(CASES)("$at, $name: escaped in keys $inKey, in values $inValue, in record text $inText", ({ n, inKey, inValue, inText }) => {
    const c = cp(n);
    const expected = (escapes: boolean) => (escapes ? `x${shown(n)}y` : `x${c}y`);
    expect([visible(`x${c}y`), visibleValue(`x${c}y`), visibleText(`x${c}y`)]).toEqual([expected(inKey), expected(inValue), expected(inText)]);
    expect([KEY_FORBIDDEN_CHAR.test(c), VALUE_FORBIDDEN_CHAR.test(c)]).toEqual([inKey, inValue]);
  });
});

describe("escapes read \\u{hex}: lower-case hex digits, no padding", () => {
  it.each([
    ["\u0000", "\\u{0}"],
    ["\u001b[2J", "\\u{1b}[2J"],
    ["\u00ad", "\\u{ad}"],
    ["\u{e0001}", "\\u{e0001}"],
    ["\u200b\u200b", "\\u{200b}\\u{200b}"],
  ])("visible(%j) is %s", (input, printed) => {
    expect(visible(input)).toBe(printed);
  });
});

describe("lone surrogates are escaped by all three; a surrogate pair is one character, kept", () => {
  it.each([
    ["a high surrogate alone", "a\ud800b", "a\\u{d800}b"],
    ["a low surrogate alone", "a\udfffb", "a\\u{dfff}b"],
    ["a high surrogate at the end", "ab\udbff", "ab\\u{dbff}"],
    ["a low surrogate at the start", "\udc00ab", "\\u{dc00}ab"],
    ["a pair the wrong way round", "\udc00\ud800", "\\u{dc00}\\u{d800}"],
    ["two high surrogates", "\ud83d\ud83d", "\\u{d83d}\\u{d83d}"],
    ["a pair (an emoji)", "\ud83d\ude00", "\ud83d\ude00"],
    ["a pair after a lone high surrogate", "\ud83d\ud83d\ude00", "\\u{d83d}\ud83d\ude00"],
  ])("%s", (_name, input, printed) => {
    expect([visible(input), visibleValue(input), visibleText(input)]).toEqual([printed, printed, printed]);
  });
});

/** Text made of pieces of every kind the functions treat differently. */
const mixedText = fc
  .array(
    fc.constantFrom(
      "a",
      "Z",
      " ",
      "é",
      "😀",
      "\n",
      "\t",
      "\r",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u00ad",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u202e",
      "\u2066",
      "\ufe0f",
      "\ufeff",
      "\u3164",
      "\u{e0001}",
      "\u{e0067}",
      "\u{e0100}",
      "\u{e01f0}",
      "\ud800",
      "\udc00",
      "{",
      "}",
    ),
    { maxLength: 30 },
  )
  .map((pieces) => pieces.join(""));

/** The text back from its printed form: each `\u{hex}` as the character it names. */
const readEscapes = (s: string) => s.replace(/\\u\{([0-9a-f]+)\}/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("properties", () => {
  it("visible leaves nothing a key refuses and no lone surrogate, and loses nothing: unescaping gives the text back", () => {
    fc.assert(
      fc.property(mixedText, (s) => {
        const printed = visible(s);
        expect(KEY_FORBIDDEN_CHAR.test(printed)).toBe(false);
        expect(LONE_SURROGATE.test(printed)).toBe(false);
        expect(readEscapes(printed)).toBe(s);
      }),
      { seed: 71, numRuns: runs(500) },
    );
  });

  it("visibleValue leaves nothing a value refuses, and visible of it is visible of the text", () => {
    fc.assert(
      fc.property(mixedText, (s) => {
        const printed = visibleValue(s);
        expect(VALUE_FORBIDDEN_CHAR.test(printed)).toBe(false);
        expect(LONE_SURROGATE.test(printed)).toBe(false);
        expect(readEscapes(printed)).toBe(s);
        expect(visible(printed)).toBe(visible(s));
      }),
      { seed: 72, numRuns: runs(500) },
    );
  });

  it("visibleText keeps each line break and tab where it was and is visibleValue between them", () => {
    fc.assert(
      fc.property(mixedText, (s) => {
        const printed = visibleText(s);
        expect(printed.split(/([\n\t])/)).toEqual(s.split(/([\n\t])/).map((part) => (part === "\n" || part === "\t" ? part : visibleValue(part))));
      }),
      { seed: 73, numRuns: runs(500) },
    );
  });

  // Any text, its characters of the key classes and its surrogates taken out.
  const clean = fc
    .string({ unit: "binary", maxLength: 40 })
    .map((s) => [...s].filter((c) => !inRanges(KEY_FORBIDDEN, c.codePointAt(0)!) && !isSurrogate(c.codePointAt(0)!)).join(""));

  it("text with nothing to escape comes back unchanged from all three", () => {
    fc.assert(
      fc.property(clean, (s) => {
        expect([visible(s), visibleValue(s), visibleText(s)]).toEqual([s, s, s]);
      }),
      { seed: 74, numRuns: runs(500) },
    );
  });
});

describe("spelledOut", () => {
  const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => cp(0x20 + i))
    .filter((c) => c !== "\\" && c !== '"')
    .join("");

  it("keeps printable ASCII as it is, space and tilde included", () => {
    expect(spelledOut(PRINTABLE)).toBe(PRINTABLE);
  });

  it.each([
    ["a backslash", "a\\b", "a\\\\b"],
    ["a double quote", 'say "hi"', 'say \\"hi\\"'],
    ["the last C0 control", "a\u001fb", "a\\u{1f}b"],
    ["DEL", "a\u007fb", "a\\u{7f}b"],
    ["TAB and LF", "a\tb\n", "a\\u{9}b\\u{a}"],
    ["a Cyrillic а among Latin letters", "qu\u0430ntum", "qu\\u{430}ntum"],
    ["an accented letter", "café", "caf\\u{e9}"],
    ["an emoji, as one code point", "😀!", "\\u{1f600}!"],
    ["a zero-width joiner", "a\u200db", "a\\u{200d}b"],
    ["a lone surrogate", "a\ud800", "a\\u{d800}"],
    ["nothing", "", ""],
  ])("writes %s as %s", (_name, input, printed) => {
    expect(spelledOut(input)).toBe(printed);
  });

  it("spells 200 characters whole and cuts the 201st and after, with …", () => {
    const text = "abcdefghij".repeat(20);
    expect(spelledOut(text)).toBe(text);
    expect(spelledOut(`${text}k`)).toBe(`${text}…`);
    expect(spelledOut(`${text}klmnop`)).toBe(`${text}…`);
  });

  it("counts characters as code points, not as what they are spelled as", () => {
    expect(spelledOut("😀".repeat(200))).toBe("\\u{1f600}".repeat(200));
    expect(spelledOut("😀".repeat(201))).toBe(`${"\\u{1f600}".repeat(200)}…`);
    expect(spelledOut(`${'"'.repeat(200)}x`)).toBe(`${'\\"'.repeat(200)}…`);
  });

  it("prints only printable ASCII, and two different texts never print the same: the text reads back from it", () => {
    const readBack = (s: string) =>
      s.replace(/\\u\{([0-9a-f]+)\}|\\(["\\])/g, (_, hex: string | undefined, c: string | undefined) => c ?? String.fromCodePoint(Number.parseInt(hex!, 16)));
    fc.assert(
      fc.property(fc.oneof(mixedText, fc.string({ unit: "binary", maxLength: 60 }), fc.string({ maxLength: 60 })), (s) => {
        const printed = spelledOut(s);
        expect(printed).toMatch(/^[\x20-\x7e]*$/);
        expect(readBack(printed)).toBe(s);
      }),
      { seed: 75, numRuns: runs(1000) },
    );
  });
});
