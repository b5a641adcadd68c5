/**
 * The evidence line of the review (src/core/evidence-line.ts): the record's line holding the quote,
 * else the value, found case-insensitively after folding typography and whitespace; else the first line.
 */
import { describe, expect, it } from "vitest";
import { EVIDENCE_LINE_MAX, evidenceLine } from "../../src/core/evidence-line.js";

const POST = ["# Why I moved to Lisbon", "", "After ten years in Berlin I  wanted the sea.", "Now I lead the “Platform” team — as Head of AI.", "Ciao."].join(
  "\n",
);

describe("evidenceLine", () => {
  it.each([
    { name: "the line holding the value, not the title", quote: undefined, value: "head of ai", line: "Now I lead the “Platform” team — as Head of AI." },
    {
      name: "the quote first, before the value",
      quote: "after ten years in berlin i wanted",
      value: "Head of AI",
      line: "After ten years in Berlin I  wanted the sea.",
    },
    {
      name: "typographic quotes and dashes folded",
      quote: 'the "Platform" team - as',
      value: undefined,
      line: "Now I lead the “Platform” team — as Head of AI.",
    },
    { name: "a quote not found falls back to the value", quote: "never said this", value: "ciao", line: "Ciao." },
    { name: "neither found: the first line", quote: undefined, value: "Amsterdam", line: "# Why I moved to Lisbon" },
    { name: "no quote and no value: the first line", quote: undefined, value: undefined, line: "# Why I moved to Lisbon" },
  ])("$name", ({ quote, value, line }) => {
    expect(evidenceLine(quote, POST, value)).toBe(line);
  });

  it("a long line is cut around the value found, never past the limit", () => {
    const body = `${"word ".repeat(60)}the value is HERE and then ${"more ".repeat(60)}`;
    const line = evidenceLine(undefined, body, "value is here");
    expect(line.length).toBeLessThanOrEqual(EVIDENCE_LINE_MAX);
    expect(line).toContain("the value is HERE");
    expect(line.startsWith("…")).toBe(true);
  });

  it("control characters of a record are shown escaped", () => {
    expect(evidenceLine(undefined, "title\nrole: lead\u202eevil", "lead")).not.toContain("\u202e");
  });
});

describe("a long line is cut at spaces", () => {
  it("a match near its start keeps the start; no word is cut", () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const line = evidenceLine(undefined, `Lead: ${words.join(" ")}`, "lead");
    expect(line.startsWith("Lead: word0 word1")).toBe(true);
    expect(line.endsWith("…")).toBe(true);
    const shownWords = line.slice(0, -1).split(" ");
    expect(words).toContain(shownWords.at(-1));
  });
});
