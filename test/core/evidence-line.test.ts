/**
 * The evidence line of the review (src/core/evidence-line.ts): the record's line holding the quote,
 * else the value, found case-insensitively after folding typography and whitespace; else the first line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVIDENCE_LINE_MAX, evidenceLine } from "../../src/core/evidence-line.js";
import { runs } from "../helpers/runs.js";

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

describe("the window of a long line", () => {
  const word = fc.stringMatching(/^[a-z]{1,12}$/);

  it("holds the text found, whole words only, as much as fits, and marks each cut with …", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 80 }), fc.nat(), (words, pick) => {
        const at = pick % words.length;
        const sought = `${words[at]} marker`;
        const text = [...words.slice(0, at), sought, ...words.slice(at + 1)].join(" ");
        const line = evidenceLine(undefined, `title\n${text}`, sought);
        if (text.length <= EVIDENCE_LINE_MAX) {
          expect(line).toBe(text);
          return;
        }
        expect(line.length).toBeLessThanOrEqual(EVIDENCE_LINE_MAX);
        const head = line.startsWith("…");
        const tail = line.endsWith("…");
        const body = line.slice(head ? 1 : 0, tail ? -1 : undefined);
        const start = text.indexOf(body);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(head).toBe(start > 0);
        expect(tail).toBe(start + body.length < text.length);
        // Whole words: the window starts and ends at the line's ends or at a space.
        if (start > 0) expect(text[start - 1]).toBe(" ");
        if (start + body.length < text.length) expect(text[start + body.length]).toBe(" ");
        expect(body).toContain(sought);
        // As much as fits: one more word would not have.
        expect(body.length).toBeGreaterThan(EVIDENCE_LINE_MAX - 2 - 13);
      }),
      { seed: 5, numRuns: runs(500) },
    );
  });

  it("a line of exactly the limit is shown whole; one character more is cut", () => {
    const exact = `${"abcd ".repeat(23)}wxyz!`;
    expect(exact).toHaveLength(EVIDENCE_LINE_MAX);
    expect(evidenceLine(undefined, exact, "abcd")).toBe(exact);
    expect(evidenceLine(undefined, `${exact}q`, "abcd")).toBe(`${exact.slice(0, exact.lastIndexOf(" "))}…`);
  });

  it("keeps the line's start while the text found begins within its first third", () => {
    const line = (lead: number) => `${"a".repeat(lead - 1)} target ${"filler ".repeat(30)}`.trim();
    // Found at EVIDENCE_LINE_MAX / 3 = 40: the start is kept; at 41 the window moves.
    expect(evidenceLine(undefined, line(40), "target").startsWith("aaa")).toBe(true);
    expect(evidenceLine(undefined, line(41), "target")).toMatch(/^…target filler/);
  });

  it("trims the line and passes over blank lines and a quote that folds to nothing", () => {
    expect(evidenceLine(undefined, "  \n\t\n   role: lead   \nmore", undefined)).toBe("role: lead");
    expect(evidenceLine("   ", "one\nCiao.", "ciao")).toBe("Ciao.");
    expect(evidenceLine("", "one\nCiao.", undefined)).toBe("one");
  });
});

describe("the window of a long line, at its edges", () => {
  const max = EVIDENCE_LINE_MAX;

  it("a blank record shows nothing", () => {
    expect(evidenceLine(undefined, "", "value")).toBe("");
    expect(evidenceLine("a quote", "\n   \n", undefined)).toBe("");
  });

  it("a match near the end shows the line's end, as much of it as fits from a word's start", () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, "0")}`);
    const text = `${words.join(" ")} the value`;
    const line = evidenceLine(undefined, text, "the value");
    expect(line.endsWith("the value")).toBe(true);
    expect(line.startsWith("…")).toBe(true);
    // The window starts at a word: its first word is one of the line's, whole.
    expect(words).toContain(line.slice(1).split(" ")[0]);
    // Words are 3 characters: at most 3 characters and the space after them are given up.
    expect(line.length).toBeGreaterThan(max - 5);
    expect(line.length).toBeLessThanOrEqual(max);
  });

  it("a window ending exactly at the line's end is not cut again", () => {
    // The window first starts max characters from the end, on the last x; the space after it moves
    // the start on by two, so the window holds the line's last max - 2 characters, which fit beside
    // the ellipsis before them: it ends exactly at the line's end.
    const tail = `${"t ".repeat(50)}the value${"z".repeat(max - 2 - 100 - 9)}`;
    const text = `${"x".repeat(80)} ${tail}`;
    expect(tail.length).toBe(max - 2);
    const line = evidenceLine(undefined, text, "the value");
    expect(line).toBe(`…${tail}`);
  });

  it("one word longer than the window is cut, and the cut keeps the match", () => {
    const text = `${"x".repeat(150)}abVALUEcd ${"more ".repeat(30)}`.trim();
    const line = evidenceLine(undefined, text, "value");
    expect(line).toContain("VALUE");
    // The window ends at the last space that fits: "more " words give up at most 4 characters.
    expect(line.length).toBeLessThanOrEqual(max);
    expect(line.length).toBeGreaterThan(max - 6);
    const spaceless = `${"a".repeat(150)}VALUE${"b".repeat(150)}`;
    const cut = evidenceLine(undefined, spaceless, "value");
    expect(cut).toMatch(/^…a+VALUEb+…$/);
    expect(cut.length).toBe(max);
  });

  it("a window starting on the second space of two holds the match", () => {
    const line = evidenceLine(undefined, `${"x".repeat(100)}  MARK${"y".repeat(200)}`, "mark");
    expect(line).toContain("MARK");
    expect(line.length).toBe(max);
  });
});
