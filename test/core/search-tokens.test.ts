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
