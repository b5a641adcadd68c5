/**
 * The quote check (src/core/quote.ts): both texts folded the same way (NFC, whitespace runs as one
 * space, typographic quotes, apostrophes and dashes as ASCII, case kept), a short quote only as the
 * whole body. Properties: the fold is idempotent, typographic and ASCII forms fold alike, every
 * long enough passage of a body is found however it is re-spaced, and case is never folded.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldQuoteText, QUOTE_MIN_LENGTH, quoteInBody, quoteVerdict } from "../../src/core/quote.js";

const TYPOGRAPHIC: [string, string][] = [
  ["\u2018", "'"],
  ["\u2019", "'"],
  ["\u201a", "'"],
  ["\u201b", "'"],
  ["\u02bc", "'"],
  ["\u2032", "'"],
  ["\uff07", "'"],
  ["\u201c", '"'],
  ["\u201d", '"'],
  ["\u201e", '"'],
  ["\u201f", '"'],
  ["\u00ab", '"'],
  ["\u00bb", '"'],
  ["\u2033", '"'],
  ["\uff02", '"'],
  ["\u2010", "-"],
  ["\u2011", "-"],
  ["\u2012", "-"],
  ["\u2013", "-"],
  ["\u2014", "-"],
  ["\u2015", "-"],
  ["\u2212", "-"],
  ["\ufe63", "-"],
  ["\uff0d", "-"],
];

describe("foldQuoteText", () => {
  it.each(TYPOGRAPHIC)("%s folds to %s", (typographic, ascii) => {
    expect(foldQuoteText(`a${typographic}b`)).toBe(`a${ascii}b`);
  });

  it.each([
    {
      name: "whitespace runs, line ends and tabs become one space; the ends are trimmed",
      text: "  one\n\ttwo  \r\n three\u00a0four ",
      folded: "one two three four",
    },
    { name: "NFC: a decomposed é is the composed one", text: "caf\u0065\u0301", folded: "caf\u00e9" },
    { name: "case is kept", text: "Head of AI", folded: "Head of AI" },
    { name: "an ellipsis and other punctuation stay", text: "wait… (yes)", folded: "wait… (yes)" },
  ])("$name", ({ text, folded }) => {
    expect(foldQuoteText(text)).toBe(folded);
  });

  it("is idempotent (property)", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (s) => foldQuoteText(foldQuoteText(s)) === foldQuoteText(s)));
  });

  it("a text with typographic characters folds as its ASCII spelling does (property)", () => {
    const piece = fc.oneof(
      fc.constantFrom(...TYPOGRAPHIC),
      fc.stringMatching(/^[a-z ]{0,5}$/).map((t): [string, string] => [t, t]),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const typographic = pieces.map((p) => p[0]).join("");
        const ascii = pieces.map((p) => p[1]).join("");
        return foldQuoteText(typographic) === foldQuoteText(ascii);
      }),
    );
  });
});

describe("quoteInBody", () => {
  const body = foldQuoteText("Since June I lead the AI team\nat the City of Utrecht.\n");

  it.each([
    { name: "a passage spread over two lines", quote: "I lead the AI team at the City", found: true },
    { name: "spaced differently", quote: "  I lead   the AI team at\tthe City ", found: true },
    { name: "another case", quote: "i lead the ai team at the city", found: false },
    { name: "words the record does not hold", quote: "I lead the AI team at the City of Amsterdam", found: false },
    { name: "a short passage (under 20 characters)", quote: "the AI team", found: false },
    { name: "the whole body, however short", quote: "Since June I lead the AI team at the City of Utrecht.", found: true },
    { name: "blank", quote: "   ", found: false },
  ])("$name: $found", ({ quote, found }) => {
    expect(quoteInBody(quote, body)).toBe(found);
  });

  it("a short body is found only whole", () => {
    const short = foldQuoteText("  Head of AI\n");
    expect(quoteInBody("Head of AI", short)).toBe(true);
    expect(quoteInBody("Head of", short)).toBe(false);
  });

  it("length is counted in characters, not UTF-16 units: 19 emoji are short", () => {
    const emoji = "😀".repeat(19);
    expect(quoteInBody(emoji, foldQuoteText(`${emoji} and more`))).toBe(false);
    expect(quoteInBody(`${emoji}😀`, foldQuoteText(`${emoji}😀 and more`))).toBe(true);
  });

  it("every passage of QUOTE_MIN_LENGTH or more characters of a body is found, however both are re-spaced (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z’—]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 6, maxLength: 30 }), fc.nat(), fc.nat(), fc.constantFrom(" ", "\n", "  \t"), (words, a, b, gap) => {
        const record = words.join(gap);
        const from = a % words.length;
        const to = from + 1 + (b % (words.length - from));
        const quote = words.slice(from, to).join(" ");
        const folded = foldQuoteText(quote);
        const whole = to - from === words.length;
        fc.pre(whole || [...folded].length >= QUOTE_MIN_LENGTH);
        return quoteInBody(quote, foldQuoteText(record));
      }),
    );
  });
});

describe("quoteInBody and quoteVerdict at their edges", () => {
  it("a blank quote is never found, not even in a blank record", () => {
    expect(quoteInBody("", foldQuoteText(""))).toBe(false);
    expect(quoteInBody(" \n\t", foldQuoteText("\n"))).toBe(false);
  });

  it.each([
    { name: "a quote found", found: true, source: "mail:2026-05-01", says: " (found in the record)" },
    { name: "a quote not found names the source", found: false, source: "mail:2026-05-01", says: " (not found in mail:2026-05-01)" },
    { name: "a quote not found, no source", found: false, source: null, says: " (not found in the record)" },
    { name: "a source holding an escape is shown escaped", found: false, source: "mail:\u001b[31mred", says: " (not found in mail:\\u{1b}[31mred)" },
    { name: "a quote not looked for (an operator statement)", found: undefined, source: "human:call", says: "" },
    { name: "a quote with no verdict recorded", found: null, source: null, says: "" },
  ])("says of $name: $says", ({ found, source, says }) => {
    expect(quoteVerdict(found, source)).toBe(says);
  });
});
