import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/core/errors.js";
import { argumentChecker } from "../../src/mcp/arguments.js";
import { INPUT, type ObjectSchema } from "../../src/mcp/tool-schemas.js";

/** The tool's checker, as the server builds it (src/mcp/tools.ts). */
const checker = (tool: keyof typeof INPUT) => argumentChecker<ObjectSchema>(tool, INPUT[tool]);

const ID = "a".repeat(64);

describe("argumentChecker: a tool's arguments against its input schema", () => {
  it.each([
    { name: "no arguments at all", tool: "show", args: undefined, expected: {} },
    {
      name: "every show filter",
      tool: "show",
      args: { layer: "dynamic", key: "job-title", all: false },
      expected: { layer: "dynamic", key: "job-title", all: false },
    },
    { name: "a limit for gather", tool: "gather", args: { limit: 5 }, expected: { limit: 5 } },
    { name: "apply with the id and confirm", tool: "apply", args: { diff_id: ID, confirm: true }, expected: { diff_id: ID, confirm: true } },
    { name: "explain an id", tool: "explain", args: { id: "9441cf95f51f" }, expected: { id: "9441cf95f51f" } },
    // confirm: false passes the schema so that the apply gate's own message (ask the operator first) is what the agent reads.
    { name: "apply with confirm false", tool: "apply", args: { diff_id: ID, confirm: false }, expected: { diff_id: ID, confirm: false } },
    { name: "a page of show", tool: "show", args: { limit: 10, cursor: "c" }, expected: { limit: 10, cursor: "c" } },
  ] as const)("accepts $name", async ({ tool, args, expected }) => {
    expect(await checker(tool)(args)).toEqual(expected);
  });

  it.each([
    { name: "an unknown argument", tool: "rules", args: { limit: 3 }, message: 'rules: unknown argument "limit" (expected folder, check, test, strict, name)' },
    {
      name: "toString as an argument",
      tool: "status",
      args: Object.fromEntries([["toString", 1]]),
      message: 'status: unknown argument "toString" (it takes none)',
    },
    {
      name: "constructor as an argument",
      tool: "show",
      args: Object.fromEntries([["constructor", "x"]]),
      message: 'show: unknown argument "constructor" (expected layer, key, all, id, sources_cursor, limit, cursor)',
    },
    { name: "a page limit over the maximum", tool: "history", args: { limit: 10_001 }, message: "history: limit: expected a number ≤ 10000, found 10001" },
    {
      name: "a misspelt one",
      tool: "show",
      args: { layers: "static" },
      message: 'show: unknown argument "layers" (expected layer, key, all, id, sources_cursor, limit, cursor)',
    },
    { name: "a missing required one", tool: "explain", args: {}, message: 'explain: argument "id" is required' },
    { name: "a number for a string", tool: "show", args: { key: 7 }, message: "show: key: expected a string, found 7" },
    { name: "an empty string", tool: "show", args: { key: "" }, message: 'show: key: expected a non-empty string, found ""' },
    { name: "a value outside the enum", tool: "show", args: { layer: "all" }, message: 'show: layer: expected one of "static", "dynamic", found "all"' },
    { name: "a fraction for an integer", tool: "gather", args: { limit: 1.5 }, message: "gather: limit: expected a whole number, found 1.5" },
    { name: "a limit below 1", tool: "gather", args: { limit: 0 }, message: "gather: limit: expected a number ≥ 1, found 0" },
    { name: "confirm as a string", tool: "apply", args: { diff_id: ID, confirm: "yes" }, message: 'apply: confirm: expected a boolean, found "yes"' },
    {
      name: "a short diff id",
      tool: "apply",
      args: { diff_id: "abc123", confirm: true },
      message: 'apply: diff_id: expected a string matching ^[0-9a-f]{64}$, found "abc123"',
    },
    { name: "candidates as an object", tool: "propose", args: { candidates: {} }, message: "propose: candidates: expected an array, found {}" },
    // Items of array arguments are checked too (only the candidates array is left to its use case).
    { name: "a number among retire's ids", tool: "retire", args: { ids: ["a1", 7], reason: "ended" }, message: "retire: ids/1: expected a string, found 7" },
    { name: "a negative decline index", tool: "decline", args: { indexes: [-1] }, message: "decline: indexes/0: expected a number ≥ 0, found -1" },
    {
      name: "a decision without its candidate",
      tool: "decline",
      args: { decisions: [{ reason: "no" }] },
      message: 'decline: decisions/0: "candidate" is required',
    },
    {
      name: "a decision with an unknown property",
      tool: "decline",
      args: { decisions: [{ candidate: 0, why: "no" }] },
      message: 'decline: decisions/0: unknown property "why"',
    },
  ] as const)("refuses $name with a usage error naming tool and argument", async ({ tool, args, message }) => {
    const check = checker(tool);
    const run = () => check(args);
    await expect(run()).rejects.toThrow(UsageError);
    await expect(run()).rejects.toThrow(message);
  });
});
