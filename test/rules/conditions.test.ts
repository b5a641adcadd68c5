/**
 * The typed condition tree (src/rules/conditions.ts): what a rule's raw `conditions` parse into, the
 * JSON pointer each node carries, the leaves in document order and the constants a leaf compares
 * with. Pure and fast: every case is one call on a plain object.
 */
import { describe, expect, it } from "vitest";
import { type ConditionLeaf, conditionLeaves, leafConstants, parseConditions } from "../../src/rules/conditions.js";

const leaf = (over: Partial<ConditionLeaf>): ConditionLeaf => ({
  kind: "leaf",
  fact: "key",
  path: "activeFacts",
  operator: "equal",
  constant: 0,
  reference: undefined,
  pointer: "",
  ...over,
});

describe("parseConditions: a leaf", () => {
  it.each([
    {
      name: "a constant",
      raw: { fact: "key", path: "activeFacts", operator: "equal", value: 0 },
      want: leaf({}),
    },
    {
      name: "a null constant (rules compare lookalikeOf with null)",
      raw: { fact: "candidate", path: "lookalikeOf", operator: "notEqual", value: null },
      want: leaf({ fact: "candidate", path: "lookalikeOf", operator: "notEqual", constant: null }),
    },
    {
      name: "a list of constants",
      raw: { fact: "candidate", path: "provenance", operator: "in", value: ["published", "human"] },
      want: leaf({ fact: "candidate", path: "provenance", operator: "in", constant: ["published", "human"] }),
    },
    {
      name: "a reference to another fact's path",
      raw: { fact: "fact", path: "evidenceCount", operator: "greaterThanInclusive", value: { fact: "config", path: "promoteThreshold" } },
      want: leaf({
        fact: "fact",
        path: "evidenceCount",
        operator: "greaterThanInclusive",
        constant: undefined,
        reference: { fact: "config", path: "promoteThreshold" },
      }),
    },
    {
      name: "a reference without a path",
      raw: { fact: "fact", path: "evidenceCount", operator: "equal", value: { fact: "config" } },
      want: leaf({ fact: "fact", path: "evidenceCount", constant: undefined, reference: { fact: "config", path: undefined } }),
    },
    {
      name: "a reference whose path is not text names no path",
      raw: { fact: "fact", path: "evidenceCount", operator: "equal", value: { fact: "config", path: 3 } },
      want: leaf({ fact: "fact", path: "evidenceCount", constant: undefined, reference: { fact: "config", path: undefined } }),
    },
    {
      name: "an object value that names no fact is neither constant nor reference",
      raw: { fact: "fact", path: "evidenceCount", operator: "equal", value: { path: "promoteThreshold" } },
      want: leaf({ fact: "fact", path: "evidenceCount", constant: undefined, reference: undefined }),
    },
    {
      name: "no path",
      raw: { fact: "key", operator: "equal", value: true },
      want: leaf({ path: undefined, constant: true }),
    },
    {
      name: "a path that is not text",
      raw: { fact: "key", path: 7, operator: "equal", value: true },
      want: leaf({ path: undefined, constant: true }),
    },
  ])("$name", ({ raw, want }) => {
    expect(parseConditions(raw)).toEqual(want);
  });

  it("a leaf is recognised by its fact, even beside all/any/not", () => {
    expect(parseConditions({ fact: "key", path: "activeFacts", operator: "equal", value: 0, all: [], not: {} })).toEqual(leaf({}));
  });

  it("a fact that is not text does not make a leaf", () => {
    expect(parseConditions({ fact: 3, path: "activeFacts", operator: "equal", value: 0 })).toEqual({ kind: "all", children: [], pointer: "" });
  });
});

describe("parseConditions: all, any, not and the pointer of every node", () => {
  const A = { fact: "key", path: "sameValue", operator: "equal", value: true };
  const B = { fact: "target", path: "claimed", operator: "equal", value: false };

  it("nests, each node carrying its JSON pointer from the rule's conditions", () => {
    expect(parseConditions({ any: [A, { all: [B, { not: A }] }] })).toEqual({
      kind: "any",
      pointer: "",
      children: [
        leaf({ fact: "key", path: "sameValue", constant: true, pointer: "/any/0" }),
        {
          kind: "all",
          pointer: "/any/1",
          children: [
            leaf({ fact: "target", path: "claimed", constant: false, pointer: "/any/1/all/0" }),
            { kind: "not", pointer: "/any/1/all/1", child: leaf({ fact: "key", path: "sameValue", constant: true, pointer: "/any/1/all/1/not" }) },
          ],
        },
      ],
    });
  });

  it("starts from the pointer it is given", () => {
    expect(parseConditions({ all: [A] }, "/rules/3/conditions")).toEqual({
      kind: "all",
      pointer: "/rules/3/conditions",
      children: [leaf({ fact: "key", path: "sameValue", constant: true, pointer: "/rules/3/conditions/all/0" })],
    });
  });

  it("all wins over any when a node has both; an empty list is an empty node", () => {
    expect(parseConditions({ all: [], any: [A] })).toEqual({ kind: "all", children: [], pointer: "" });
    expect(parseConditions({ any: [] })).toEqual({ kind: "any", children: [], pointer: "" });
  });

  it("an all or any that is not a list is not taken", () => {
    expect(parseConditions({ all: A, any: [B] })).toEqual({
      kind: "any",
      pointer: "",
      children: [leaf({ fact: "target", path: "claimed", constant: false, pointer: "/any/0" })],
    });
    expect(parseConditions({ any: "x", not: B })).toEqual({
      kind: "not",
      pointer: "",
      child: leaf({ fact: "target", path: "claimed", constant: false, pointer: "/not" }),
    });
  });

  it("not of null is a not of an empty all", () => {
    expect(parseConditions({ not: null })).toEqual({ kind: "not", pointer: "", child: { kind: "all", children: [], pointer: "/not" } });
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a string", "all"],
    ["a number", 1],
    ["a list", [A]],
    ["an empty object", {}],
    ["an object of no known shape", { every: [A] }],
  ])("anything the schema would refuse (%s) is an empty all, naming no fact", (_name, raw) => {
    const node = parseConditions(raw, "/p");
    expect(node).toEqual({ kind: "all", children: [], pointer: "/p" });
    expect([...conditionLeaves(node)]).toEqual([]);
  });
});

describe("conditionLeaves: every leaf, depth first in document order", () => {
  const at = (path: string) => ({ fact: "key", path, operator: "equal", value: true });

  it("walks all, any and not to the leaves, in the order they are written", () => {
    const tree = parseConditions({ all: [at("a"), { not: { any: [at("b"), { all: [at("c")] }] } }, at("d"), { not: at("e") }] });
    expect([...conditionLeaves(tree)].map((l) => [l.path, l.pointer])).toEqual([
      ["a", "/all/0"],
      ["b", "/all/1/not/any/0"],
      ["c", "/all/1/not/any/1/all/0"],
      ["d", "/all/2"],
      ["e", "/all/3/not"],
    ]);
  });

  it("a lone leaf is its own only leaf; a not of a leaf yields that leaf", () => {
    expect([...conditionLeaves(parseConditions(at("x")))].map((l) => l.path)).toEqual(["x"]);
    expect([...conditionLeaves(parseConditions({ not: at("y") }))].map((l) => l.path)).toEqual(["y"]);
  });
});

describe("leafConstants: the constants a leaf compares with, flattened", () => {
  it.each([
    { name: "a number", over: { constant: 0 }, want: [0] },
    { name: "false", over: { constant: false }, want: [false] },
    { name: "null", over: { constant: null }, want: [null] },
    { name: "an empty string", over: { constant: "" }, want: [""] },
    { name: "a list", over: { constant: ["published", "human"] }, want: ["published", "human"] },
    { name: "an empty list", over: { constant: [] }, want: [] },
    { name: "a reference (none)", over: { constant: undefined, reference: { fact: "config", path: "decayDays" } }, want: [] },
  ])("$name → $want", ({ over, want }) => {
    expect(leafConstants(leaf(over))).toEqual(want);
  });
});
