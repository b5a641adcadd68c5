/**
 * What parseJsonText refuses that JSON.parse lets through: a property name twice in one object, and
 * a string whose escapes leave a lone surrogate. Random documents are built with the offset of the
 * first such issue known, so the scanner's skips (strings without a backslash, objects with many
 * names) are checked against where the issue really is.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { parseJsonText } from "../../src/io/read-input.js";
import { runs } from "../helpers/runs.js";

/** A JSON string literal and the text it decodes to. Some escape a quote, a backslash, a letter or a lone surrogate. */
const literal = fc.oneof(
  fc.constantFrom("a", "b", "ab", "c d", "é", "").map((s) => ({ text: JSON.stringify(s), value: s })),
  fc.constant({ text: String.raw`"a\"b"`, value: 'a"b' }),
  fc.constant({ text: String.raw`"\\"`, value: "\\" }),
  fc.constant({ text: String.raw`"\u0061"`, value: "a" }),
  fc.constant({ text: String.raw`"\ud83d\ude00"`, value: "😀" }),
  fc.constant({ text: String.raw`"x\udc00"`, value: "x\udc00" }),
);

type Doc =
  | { kind: "string"; s: { text: string; value: string } }
  | { kind: "array"; items: Doc[] }
  | { kind: "object"; entries: [{ text: string; value: string }, Doc][] };

const doc: fc.Arbitrary<Doc> = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal.map((s) => ({ kind: "string" as const, s })),
    fc.array(tie("doc"), { maxLength: 4 }).map((items) => ({ kind: "array" as const, items })),
    // Up to 40 names: past 16 the scanner keeps an object's names in a Set instead of a list.
    fc.array(fc.tuple(literal, tie("doc")), { maxLength: 40 }).map((entries) => ({ kind: "object" as const, entries })),
  ),
})).doc;

const LONE = /[\ud800-\udfff]/u;

/** The document's text (with a space after some commas) and the offset and kind of its first issue, in text order. */
function write(d: Doc): { text: string; issue?: { offset: number; kind: "surrogate" | "twice" } } {
  let text = "";
  let issue: { offset: number; kind: "surrogate" | "twice" } | undefined;
  const str = (s: { text: string; value: string }) => {
    if (!issue && LONE.test(s.value)) issue = { offset: text.length, kind: "surrogate" };
    text += s.text;
  };
  const walk = (node: Doc): void => {
    if (node.kind === "string") return str(node.s);
    if (node.kind === "array") {
      text += "[";
      node.items.forEach((item, i) => {
        if (i > 0) text += i % 2 ? "," : ", ";
        walk(item);
      });
      text += "]";
      return;
    }
    text += "{";
    const seen = new Set<string>();
    node.entries.forEach(([name, value], i) => {
      if (i > 0) text += i % 2 ? "," : ", ";
      if (!issue && !LONE.test(name.value) && seen.has(name.value)) issue = { offset: text.length, kind: "twice" };
      seen.add(name.value);
      str(name);
      text += ":";
      walk(value);
    });
    text += "}";
  };
  walk(d);
  return { text, ...(issue ? { issue } : {}) };
}

function refusal(text: string): string | undefined {
  try {
    parseJsonText(text, "in.json");
    return undefined;
  } catch (e) {
    if (!(e instanceof InvalidInputError)) throw e;
    return e.issues[0];
  }
}

describe("parseJsonText: names twice in one object and lone surrogate escapes", () => {
  it("refuses exactly the first issue in the text, naming its line and column", () => {
    fc.assert(
      fc.property(doc, (d) => {
        const { text, issue } = write(d);
        const found = refusal(text);
        if (!issue) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found).toMatch(new RegExp(`^in\\.json:1:${issue.offset + 1}: `));
        expect(found).toContain(issue.kind === "twice" ? "twice" : "lone surrogate");
      }),
      { numRuns: runs(400) },
    );
  });

  it("finds a name repeated among many in one object (past 16 names they are kept in a Set)", () => {
    const names = Array.from({ length: 1000 }, (_, i) => `"k${i}":${i}`);
    for (const repeated of [0, 15, 16, 17, 999]) {
      const text = `{${names.join(",")},"k${repeated}":0}`;
      expect(refusal(text)).toBe(
        `in.json:1:${text.lastIndexOf(`"k${repeated}"`) + 1}: expected each property name once per object, found "k${repeated}" twice`,
      );
    }
    expect(refusal(`{${names.join(",")}}`)).toBeUndefined();
  });
});
