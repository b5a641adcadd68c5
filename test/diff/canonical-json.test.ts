import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, canonicalSha256 } from "../../src/diff/canonical-json.js";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe("canonical JSON (the form a diff id hashes)", () => {
  it.each([
    [{ b: 1, a: [true, null, "x"] }, '{"a":[true,null,"x"],"b":1}'],
    [{ z: { y: 2, x: 1 }, a: "é\n" }, '{"a":"é\\n","z":{"x":1,"y":2}}'],
    [{ kept: 1, dropped: undefined }, '{"kept":1}'],
    [[], "[]"],
  ])("%j → %s", (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it("sorts keys whatever order they were written in, and a re-ordered object hashes the same", () => {
    expect(canonicalSha256({ a: 1, b: { d: 2, c: 3 } })).toBe(canonicalSha256({ b: { c: 3, d: 2 }, a: 1 }));
  });

  it("the streaming hash equals sha256 of the canonical text, for any JSON value (long and non-Latin-1 strings included)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ unit: "grapheme", maxLength: 20_000 }), (value, long) => {
        const doc = { value, long, list: [value, { long }] };
        expect(canonicalSha256(doc)).toBe(sha256(canonicalJson(doc)));
        expect(JSON.parse(canonicalJson(doc))).toEqual(JSON.parse(JSON.stringify(doc)));
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
