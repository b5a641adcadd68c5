/**
 * A record's content (src/core/record-content.ts, docs/consolidation-loop.md "Records"): the body
 * normalized (NFC, LF line ends, trailing spaces and tabs and blank edge lines removed, every line
 * ended by one LF), its id the first 12 hex of that body's sha256, and a file's own frontmatter (a
 * first line `---` up to the next `---` or `...` line) split from its body.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeRecordBody, recordContentId, splitFrontmatter } from "../../src/core/record-content.js";
import { runs } from "../helpers/runs.js";

const sha12 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12);

/** A line of a clean file: no trailing space or tab, no CR, already NFC. */
const cleanLine = fc.string({ unit: fc.constantFrom("a", "B", " ", "\t", "-", "é", "東", "🙂", "\u00a0"), maxLength: 8 }).map((l) => l.replace(/[ \t]+$/, ""));
/** A clean file: its lines each ended by LF, the first and the last not blank. */
const cleanText = fc
  .array(cleanLine, { minLength: 1, maxLength: 6 })
  .filter((lines) => lines[0] !== "" && lines.at(-1) !== "")
  .map((lines) => `${lines.join("\n")}\n`);

describe("normalizeRecordBody", () => {
  it.each([
    { name: "empty text", body: "", normalized: "" },
    { name: "one line without a line end", body: "a", normalized: "a\n" },
    { name: "one line with its line end", body: "a\n", normalized: "a\n" },
    { name: "only line ends", body: "\n", normalized: "" },
    { name: "only blank lines", body: "\n\n\n", normalized: "" },
    { name: "only spaces and tabs", body: " \t ", normalized: "" },
    { name: "blank lines of spaces and tabs", body: "  \n\t\n \t \n", normalized: "" },
    { name: "CRLF line ends", body: "a\r\nb\r\n", normalized: "a\nb\n" },
    { name: "lone CR line ends", body: "a\rb\r", normalized: "a\nb\n" },
    { name: "a blank line between CRLF lines", body: "a\r\n\r\nb", normalized: "a\n\nb\n" },
    { name: "a CR before a CRLF", body: "a\r\r\nb", normalized: "a\n\nb\n" },
    { name: "trailing spaces and tabs", body: "a \t \nb\t\nc  ", normalized: "a\nb\nc\n" },
    { name: "one trailing space", body: "a \n", normalized: "a\n" },
    { name: "leading spaces of a line", body: "  a b\n\tc", normalized: "  a b\n\tc\n" },
    { name: "spaces inside a line", body: "a  b \t c", normalized: "a  b \t c\n" },
    { name: "other white space at the end of a line", body: "a\u00a0\nb\u3000\nc\u000b", normalized: "a\u00a0\nb\u3000\nc\u000b\n" },
    { name: "leading blank lines", body: "\n\n  \na", normalized: "a\n" },
    { name: "trailing blank lines", body: "a\n\n\t\n\n", normalized: "a\n" },
    { name: "blank lines at both ends", body: "\n \na\nb\n \n", normalized: "a\nb\n" },
    { name: "blank lines inside", body: "a\n\n\nb", normalized: "a\n\n\nb\n" },
    { name: "a blank line of spaces inside", body: "a\n   \nb", normalized: "a\n\nb\n" },
    { name: "a decomposed letter", body: "Cafe\u0301", normalized: "Caf\u00e9\n" },
    { name: "a composed letter", body: "Caf\u00e9", normalized: "Caf\u00e9\n" },
    { name: "a compatibility character, which NFC keeps", body: "\ufb01ne", normalized: "\ufb01ne\n" },
  ])("$name", ({ body, normalized }) => {
    expect(normalizeRecordBody(body)).toBe(normalized);
  });

  it("is a clean text file's own bytes, for any clean text", () => {
    fc.assert(
      fc.property(cleanText, (text) => {
        expect(normalizeRecordBody(text)).toBe(text);
      }),
      { seed: 41, numRuns: runs(1000) },
    );
  });

  it("gives a re-saved and re-spaced copy the same body: CRLF or CR, trailing blanks, blank edge lines, no final line end", () => {
    const blanks = fc.string({ unit: fc.constantFrom(" ", "\t"), maxLength: 3 });
    const copy = fc.tuple(cleanText, fc.constantFrom("\n", "\r\n", "\r")).chain(([text, end]) => {
      const lines = text.slice(0, -1).split("\n");
      return fc
        .record({
          trailing: fc.array(blanks, { minLength: lines.length, maxLength: lines.length }),
          before: fc.array(blanks, { maxLength: 3 }),
          after: fc.array(blanks, { maxLength: 3 }),
          lastEnd: fc.boolean(),
        })
        .map(({ trailing, before, after, lastEnd }) => {
          const body = lines.map((l, i) => l + trailing[i] + (i < lines.length - 1 || lastEnd ? end : "")).join("");
          return { text, copy: before.map((b) => b + end).join("") + body + after.map((b) => end + b).join("") };
        });
    });
    fc.assert(
      fc.property(copy, ({ text, copy }) => {
        expect(normalizeRecordBody(copy)).toBe(text);
      }),
      { seed: 42, numRuns: runs(1000) },
    );
  });

  it("is idempotent, for any text", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", "\t", "\n", "\r", "e", "\u0301", "\u00a0"), maxLength: 20 });
    fc.assert(
      fc.property(text, (t) => {
        expect(normalizeRecordBody(normalizeRecordBody(t))).toBe(normalizeRecordBody(t));
      }),
      { seed: 43, numRuns: runs(1000) },
    );
  });
});

describe("recordContentId", () => {
  it.each([
    { name: "empty text", body: "", hashed: "" },
    { name: "a clean line", body: "hello\n", hashed: "hello\n" },
    { name: "the same line re-saved with CRLF, trailing spaces and blank lines", body: "\r\nhello  \r\n\r\n", hashed: "hello\n" },
    { name: "a decomposed letter", body: "e\u0301", hashed: "\u00e9\n" },
  ])("of $name is the first 12 hex of the sha256 of its normalized body", ({ body, hashed }) => {
    expect(recordContentId(body)).toBe(sha12(hashed));
  });

  it("of empty text is e3b0c44298fc", () => {
    expect(recordContentId("")).toBe("e3b0c44298fc");
  });

  it("tells different content apart", () => {
    expect(recordContentId("hello\n")).not.toBe(recordContentId("hello, world\n"));
  });
});

describe("splitFrontmatter", () => {
  it.each([
    { name: "a file with a frontmatter", text: "---\ndate: 2026-05-20\n---\nbody\n", frontmatter: "date: 2026-05-20\n", body: "body\n" },
    { name: "a frontmatter closed by ...", text: "---\ndate: 2026-05-20\n...\nbody", frontmatter: "date: 2026-05-20\n", body: "body" },
    { name: "an empty frontmatter", text: "---\n---\nbody", frontmatter: "", body: "body" },
    { name: "a frontmatter and no body", text: "---\na: 1\n---\n", frontmatter: "a: 1\n", body: "" },
    { name: "a closing line at the end of the text", text: "---\na: 1\n---", frontmatter: "a: 1\n", body: "" },
    { name: "a closing ... at the end of the text", text: "---\na: 1\n...", frontmatter: "a: 1\n", body: "" },
    { name: "CRLF around the markers", text: "---\r\na: 1\r\n---\r\nbody\r\n", frontmatter: "a: 1\r\n", body: "body\r\n" },
    { name: "spaces and tabs after the markers", text: "--- \t\na: 1\n---\t \nbody", frontmatter: "a: 1\n", body: "body" },
    { name: "one space after the markers", text: "--- \na: 1\n... \nbody", frontmatter: "a: 1\n", body: "body" },
    { name: "a longer line of dashes inside", text: "---\na: 1\n----\nb: 2\n---\nbody", frontmatter: "a: 1\n----\nb: 2\n", body: "body" },
    { name: "--- and ... inside a line", text: "---\nnote: wait...\ntitle: a --- b\n---\nbody", frontmatter: "note: wait...\ntitle: a --- b\n", body: "body" },
    { name: "an indented marker inside", text: "---\na: |\n  ---\n---\nbody", frontmatter: "a: |\n  ---\n", body: "body" },
    { name: "the first closing line, not a later one", text: "---\na: 1\n---\nb\n---\nc", frontmatter: "a: 1\n", body: "b\n---\nc" },
    { name: "blank lines after the closing line", text: "---\na: 1\n---\n\n\nbody", frontmatter: "a: 1\n", body: "\n\nbody" },
  ])("$name: its frontmatter and the body after it", ({ text, frontmatter, body }) => {
    expect(splitFrontmatter(text)).toEqual({ frontmatter, body });
  });

  it.each([
    { name: "empty text", text: "" },
    { name: "a file without a frontmatter", text: "# A post\n\nbody\n" },
    { name: "a first line that is only ---", text: "---" },
    { name: "no closing line", text: "---\na: 1\nbody\n" },
    { name: "a first line of four dashes", text: "----\na: 1\n---\nbody" },
    { name: "a first line ... ", text: "...\na: 1\n---\nbody" },
    { name: "a first line with text after ---", text: "--- a\nb: 1\n---\nbody" },
    { name: "--- after the first line", text: "title\n---\na: 1\n---\nbody" },
    { name: "an indented first ---", text: " ---\na: 1\n---\nbody" },
    { name: "a blank line before the first ---", text: "\n---\na: 1\n---\nbody" },
    { name: "a closing line with text after ---", text: "---\na: 1\n--- b\nbody" },
    { name: "a lone CR after the first ---", text: "---\ra: 1\r---\rbody" },
  ])("$name: no frontmatter, the whole text is the body", ({ text }) => {
    expect(splitFrontmatter(text)).toEqual({ frontmatter: undefined, body: text });
  });

  it("takes the lines up to the first closing line as the frontmatter and the rest as the body, for any lines and body", () => {
    const fmLine = fc.constantFrom("a: 1", "title: x", "- item", "----", "....", "--", " ---", "b: ---", "c: ...", "", "d: é");
    const closer = fc.constantFrom("---\n", "...\n", "--- \n", "---\r\n", "...\t\r\n");
    const opener = fc.constantFrom("---\n", "---\r\n", "---  \n");
    const body = fc.string({ unit: fc.constantFrom("a", "-", ".", "\n", " ", "\r"), maxLength: 16 });
    fc.assert(
      fc.property(opener, fc.array(fmLine, { maxLength: 5 }), closer, body, (open, lines, close, b) => {
        const frontmatter = lines.map((l) => `${l}\n`).join("");
        expect(splitFrontmatter(open + frontmatter + close + b)).toEqual({ frontmatter, body: b });
      }),
      { seed: 44, numRuns: runs(1000) },
    );
  });
});
