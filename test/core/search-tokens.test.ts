/** The words recall compares (src/core/search-tokens.ts): runs of letters and digits, folded for case, accents and width. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTokens, wordCounter } from "../../src/core/search-tokens.js";
import { runs } from "../helpers/runs.js";

describe("search tokens", () => {
  it.each([
    { text: "Head of AI", tokens: ["head", "of", "ai"] },
    { text: "Zürich ZURICH ｚｕｒｉｃｈ", tokens: ["zurich"] },
    { text: "Straße STRASSE", tokens: ["strasse"] },
    { text: "São-Paulo, 2026!", tokens: ["sao", "paulo", "2026"] },
    { text: "東京 Kraków", tokens: ["東京", "krakow"] },
    { text: "İstanbul ǰ ℌ", tokens: ["istanbul", "j", "h"] },
    { text: "--- ... ", tokens: [] },
  ])("$text", ({ text, tokens }) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it("the counter finds exactly the query's distinct words that are words of the texts", () => {
    const word = fc.constantFrom("ai", "AI", "Zürich", "zurich", "ｚｕｒｉｃｈ", "straße", "strasse", "東京", "gov", "governance", "2026");
    const sep = fc.constantFrom(" ", "-", ", ", "/", "");
    const text = fc.array(fc.tuple(word, sep), { maxLength: 6 }).map((parts) => parts.map(([w, s]) => w + s).join(""));
    fc.assert(
      fc.property(text, text, text, (query, key, value) => {
        const inTexts = new Set([...searchTokens(key), ...searchTokens(value)]);
        const expected = searchTokens(query).filter((t) => inTexts.has(t)).length;
        expect(wordCounter(query)(key, value)).toBe(expected);
      }),
      { seed: 11, numRuns: runs(2000) },
    );
  });

  it("a word inside a longer word is not a match", () => {
    expect(wordCounter("gov")("primary-expertise", "AI governance")).toBe(0);
    expect(wordCounter("governance")("primary-expertise", "AI governance")).toBe(1);
  });
});

describe("folding and word edges beyond the Basic Multilingual Plane", () => {
  it("a mark that case mapping would turn into a letter is dropped first: ᾳ is the word α", () => {
    // U+1FB3 decomposes to α and U+0345, which upper-cases to Ι: dropped after case mapping, it would make αι.
    expect(searchTokens("ᾳ")).toEqual(["α"]);
  });

  it("ß and SS meet, in lower case", () => {
    expect(searchTokens("Straße")).toEqual(["strasse"]);
    expect(wordCounter("STRASSE")("die Straße")).toBe(1);
    // The capital ẞ upper-cases to itself: only lower case first makes it ss.
    expect(searchTokens("STRAẞE")).toEqual(["strasse"]);
  });

  it("a letter or digit of two UTF-16 units just before a word joins it; a symbol, a space or the text's start does not", () => {
    const count = wordCounter("zurich");
    // U+10000 and U+133FF: letters whose low surrogates are the first and the last (DC00, DFFF).
    for (const letter of ["\u{10000}", "\u{133ff}"]) {
      expect(count(`${letter}zurich`)).toBe(0);
      expect(count(`é ${letter}zurich`)).toBe(0);
    }
    expect(count("😀zurich")).toBe(1);
    // One unit above the surrogates (U+FFFD, a symbol) is one character, whatever is before it.
    expect(count("a\ufffdzurich")).toBe(1);
    expect(count("é zurich")).toBe(1);
    expect(count("zurich é")).toBe(1);
  });
});
