import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { canonicalJson, canonicalSha256, diffId, diffIdIssue } from "../../src/diff/canonical-json.js";
import { runs } from "../helpers/runs.js";

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

  it.each([
    [1, "1"],
    ["x", '"x"'],
    [true, "true"],
    [null, "null"],
  ])("a value that is not an object, %j, is written as JSON.stringify writes it, and hashed as that text", (value, text) => {
    expect(canonicalJson(value)).toBe(text);
    expect(canonicalSha256(value)).toBe(sha256(text));
  });

  it("hashes undefined as the empty text, and writes a number JSON cannot hold as null", () => {
    expect(canonicalSha256(undefined)).toBe(sha256(""));
    expect(canonicalJson({ a: Number.NaN, b: [Number.POSITIVE_INFINITY, 1] })).toBe('{"a":null,"b":[null,1]}');
  });

  it("writes a key named undefined once", () => {
    expect(canonicalJson({ undefined: 1 })).toBe('{"undefined":1}');
  });

  it("writes an object with fewer keys than the one before it without the keys it lacks, even one every object inherits", () => {
    // JSON.parse makes "constructor" an own key of the first object; the second inherits Object's.
    expect(canonicalJson(JSON.parse('[{"a":1,"constructor":2},{"a":1}]'))).toBe('[{"a":1,"constructor":2},{"a":1}]');
  });

  it("objects of more shapes than the writer keeps, in turn, are each written with their own keys, sorted", () => {
    // 20 key lists (one of 40 keys, which is never kept): the same names in other orders, others of the same length.
    const shapes = [
      ...Array.from({ length: 18 }, (_, i) => [`k${i}`, "b", "a", ...(i % 3 === 0 ? ["z"] : [])]),
      ["a", "b", "k0"],
      Array.from({ length: 40 }, (_, i) => `w${39 - i}`),
    ];
    const objects = Array.from({ length: 3 * shapes.length }, (_, n) => Object.fromEntries(shapes[(n * 7) % shapes.length]!.map((k, i) => [k, n * 100 + i])));
    const sortKeys = (o: Record<string, number>) =>
      `{${Object.keys(o)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${o[k]}`)
        .join(",")}}`;
    expect(canonicalJson(objects)).toBe(`[${objects.map(sortKeys).join(",")}]`);
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
      { seed: 7, numRuns: runs(300) },
    );
  });

  it("is the reference canonical form (every object's keys sorted, each value as JSON.stringify writes it) for any value, escapes and lone surrogates included", () => {
    const reference = (v: unknown): string => {
      if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
      if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? "" : reference(x))).join(",")}]`;
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(o[k])}`).join(",")}}`;
    };
    // Any UTF-16 code unit, lone surrogates, quotes, backslashes and controls included.
    const text = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 });
    const scalar = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(-0));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: "small" }, scalar, fc.array(tie("tree"), { maxLength: 4 }), fc.dictionary(text, tie("tree"), { maxKeys: 5 })),
    }));
    // Lists of same-shaped objects, as a diff's lists are: the writer reuses the previous object's sorted keys.
    const list = fc.array(fc.record({ b: scalar, a: tree, c: text }, { requiredKeys: ["b"] }), { maxLength: 6 });
    fc.assert(
      fc.property(fc.oneof(fc.array(tree, { maxLength: 4 }), fc.dictionary(text, tree, { maxKeys: 5 }), list), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { seed: 33, numRuns: runs(3000) },
    );
  });
});

describe("diffIdIssue", () => {
  const body = { today: "2026-06-01", additions: [] };
  it("is undefined for a diff whose id is the sha256 of its content, and names both ids' first 12 digits otherwise", () => {
    const id = diffId(body as unknown as ProfileDiff);
    expect(id).toBe(sha256('{"additions":[],"today":"2026-06-01"}'));
    expect(diffIdIssue({ ...body, id } as unknown as ProfileDiff, "pending.json")).toBeUndefined();
    const edited = { ...body, id: "abcdef0123456789".repeat(4) } as unknown as ProfileDiff;
    expect(diffIdIssue(edited, "pending.json")).toBe(
      `pending.json: /id: expected the sha256 of the diff's content (${id.slice(0, 12)}…), found abcdef012345… — the diff was edited after it was proposed`,
    );
  });
});
