/**
 * brain's path resolver (src/rules/path-resolver.ts) on its own: a plain dotted walk over own
 * properties, never into prototypes, never JSONPath. test/rules/evaluator.test.ts shows the engine
 * uses it; these cases pin the walk itself, in microseconds.
 */
import { describe, expect, it } from "vitest";
import { resolveDottedPath, resolvePathParts } from "../../src/rules/path-resolver.js";

describe("resolveDottedPath walks own properties, one dotted segment at a time", () => {
  it.each<{ name: string; value: unknown; path: string; want: unknown }>([
    { name: "one segment", value: { provenance: "human" }, path: "provenance", want: "human" },
    { name: "two segments", value: { nudge: { minNewPublished: 2 } }, path: "nudge.minNewPublished", want: 2 },
    { name: "three segments", value: { a: { b: { c: "deep" } } }, path: "a.b.c", want: "deep" },
    { name: "a falsy value at the end", value: { a: { b: 0 } }, path: "a.b", want: 0 },
    { name: "false at the end", value: { a: false }, path: "a", want: false },
    { name: "null at the end", value: { a: null }, path: "a", want: null },
    { name: "a list at the end (rules compare whole lists)", value: { learnFrom: ["human"] }, path: "learnFrom", want: ["human"] },
    { name: "an own property named like a prototype one", value: { constructor: "own" }, path: "constructor", want: "own" },
  ])("$name", ({ value, path, want }) => {
    expect(resolveDottedPath(value, path)).toEqual(want);
  });

  it.each([
    { name: "a missing segment", value: { a: { b: 1 } }, path: "a.c" },
    { name: "a segment below null", value: { a: null }, path: "a.b" },
    { name: "a segment below a number", value: { a: 5 }, path: "a.toFixed" },
    { name: "a segment below a string (its length is no own property of an object)", value: { a: "text" }, path: "a.length" },
    { name: "a segment below a boolean", value: { a: true }, path: "a.valueOf" },
    { name: "an inherited property", value: Object.create({ inherited: 1 }) as object, path: "inherited" },
    { name: "the prototype", value: {}, path: "__proto__" },
    { name: "a method of Object.prototype", value: { a: {} }, path: "a.hasOwnProperty" },
    { name: "a JSONPath expression", value: { provenance: "human" }, path: "$.provenance" },
    { name: "an empty path", value: { a: 1 }, path: "" },
    { name: "a root that is null", value: null, path: "a" },
    { name: "a root that is a string", value: "abc", path: "length" },
    { name: "a root that is undefined", value: undefined, path: "a" },
  ])("$name → undefined", ({ value, path }) => {
    expect(resolveDottedPath(value, path)).toBeUndefined();
  });

  it("a path without a dot is one segment, even a dot-free name that exists nested", () => {
    expect(resolveDottedPath({ ab: 1, a: { b: 2 } }, "ab")).toBe(1);
    expect(resolveDottedPath({ ab: 1, a: { b: 2 } }, "a.b")).toBe(2);
    expect(resolveDottedPath({ "a.b": 3 }, "a.b")).toBeUndefined();
  });
});

describe("resolvePathParts: the same walk over a path already split", () => {
  it("no parts is the value itself", () => {
    const value = { a: 1 };
    expect(resolvePathParts(value, [])).toBe(value);
    expect(resolvePathParts(null, [])).toBeNull();
  });

  it("walks every part, stopping at the first that is not an own property", () => {
    expect(resolvePathParts({ a: { b: { c: 4 } } }, ["a", "b", "c"])).toBe(4);
    expect(resolvePathParts({ a: { b: { c: 4 } } }, ["a", "x", "c"])).toBeUndefined();
    expect(resolvePathParts({ a: { b: { c: 4 } } }, ["a", "b", "c", "d"])).toBeUndefined();
  });

  it("a part may itself hold a dot: it names one property", () => {
    expect(resolvePathParts({ "a.b": 3 }, ["a.b"])).toBe(3);
  });
});
