import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { parseConditions } from "../../src/rules/conditions.js";
import { CUSTOM_OPERATORS, createEvaluator } from "../../src/rules/evaluator.js";
import type { ScopedRule } from "../../src/rules/rule-set.js";
import { whyRule } from "../../src/rules/why.js";
import { runs } from "../helpers/runs.js";

const situation = { fact: { evidenceCount: 2, layer: "dynamic", key: "tone" }, config: { promoteThreshold: 3, multiValued: ["tone"] } };

describe("whyRule: the comparisons that decided, with their values", () => {
  it.each([
    {
      name: "all: only the failing leaves",
      conditions: {
        all: [
          { fact: "fact", path: "layer", operator: "equal", value: "dynamic" },
          { fact: "fact", path: "evidenceCount", operator: "greaterThanInclusive", value: { fact: "config", path: "promoteThreshold" } },
        ],
      },
      want: { matches: false, reasons: ["evidenceCount 2 < promoteThreshold 3"] },
    },
    {
      name: "all that holds: every leaf",
      conditions: { all: [{ fact: "fact", path: "layer", operator: "equal", value: "dynamic" }] },
      want: { matches: true, reasons: ['layer "dynamic" = "dynamic"'] },
    },
    {
      name: "any that fails: every leaf",
      conditions: {
        any: [
          { fact: "fact", path: "layer", operator: "equal", value: "static" },
          { fact: "fact", path: "evidenceCount", operator: "greaterThan", value: 5 },
        ],
      },
      want: { matches: false, reasons: ['layer "dynamic" ≠ "static"', "evidenceCount 2 ≤ 5"] },
    },
    {
      name: "not, in, contains",
      conditions: {
        all: [
          { not: { fact: "fact", path: "key", operator: "in", value: ["tone", "city"] } },
          { fact: "config", path: "multiValued", operator: "contains", value: "tone" },
        ],
      },
      want: { matches: false, reasons: ['not (key "tone" in ["tone","city"])'] },
    },
  ])("$name", ({ conditions, want }) => {
    expect(whyRule(parseConditions(conditions), situation)).toEqual(want);
  });
});

describe("whyRule: an unset nullable config number", () => {
  it("compares as the engine does (null as 0), so a rule without `notEqual null` is explained as it ran", () => {
    const conditions = { all: [{ fact: "fact", path: "daysSinceSeen", operator: "greaterThan", value: { fact: "config", path: "staticDecayDays" } }] };
    expect(whyRule(parseConditions(conditions), { fact: { daysSinceSeen: 5 }, config: { staticDecayDays: null } })).toEqual({
      matches: true,
      reasons: ["daysSinceSeen 5 > staticDecayDays null"],
    });
  });
});

/**
 * whyRule evaluates conditions itself, to render them: it must come out as json-rules-engine does
 * (through brain's evaluator, with its path resolver and custom operators) on any situation, or
 * `brain rules --test` would explain a failure with comparisons that did not decide it.
 */
describe("whyRule agrees with json-rules-engine", () => {
  // json-rules-engine's own operators brain's rules may use, and brain's custom ones.
  const OPERATORS = [
    "equal",
    "notEqual",
    "lessThan",
    "lessThanInclusive",
    "greaterThan",
    "greaterThanInclusive",
    "in",
    "notIn",
    "contains",
    "doesNotContain",
    ...Object.keys(CUSTOM_OPERATORS),
  ];
  // The kinds of value a situation holds (numbers, text, lists of text, booleans, null) and the
  // edges between them: a number as text, an empty list, a missing path.
  const scalar = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(0.5, -0, Number.MAX_SAFE_INTEGER),
    fc.constantFrom("", "a", "ab", "b", "tone", "2", "3"),
    fc.boolean(),
    fc.constant(null),
  );
  const value = fc.oneof(scalar, fc.array(fc.constantFrom("a", "ab", "tone", "2"), { maxLength: 3 }));
  const situation = fc.record({ fact: fc.record({ x: value, y: value }), config: fc.record({ z: value }) });
  const leaf = fc.record({
    fact: fc.constant("fact"),
    path: fc.constantFrom("x", "y"),
    operator: fc.constantFrom(...OPERATORS),
    value: fc.oneof(value, fc.constantFrom({ fact: "config", path: "z" }, { fact: "fact", path: "y" })),
  });
  const tree: fc.Arbitrary<unknown> = fc.letrec((t) => ({
    node: fc.oneof({ depthSize: "small", withCrossShrink: true }, t("leaf"), t("all"), t("any"), t("not")),
    leaf,
    all: fc.record({ all: fc.array(t("node"), { minLength: 1, maxLength: 3 }) }),
    any: fc.record({ any: fc.array(t("node"), { minLength: 1, maxLength: 3 }) }),
    not: fc.record({ not: t("node") }),
  })).node;

  it("on any condition tree and situation", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ all: fc.array(tree, { minLength: 1, maxLength: 3 }) }), fc.record({ any: fc.array(tree, { minLength: 1, maxLength: 3 }) })),
        situation,
        async (conditions, s) => {
          const rule: ScopedRule = {
            name: "r",
            priority: 1,
            order: 0,
            file: "t.yaml",
            conditions,
            condition: parseConditions(conditions),
            event: { type: "add" },
          };
          // `in` on a value with no indexOf (null, a number) fails the engine's run, which the
          // evaluator reports as invalid rules: nothing to compare.
          const decision = await Promise.resolve(createEvaluator<object>([rule], { memo: false }).evaluate(s))
            .then((d) => ({ matches: d !== undefined }))
            .catch((e: unknown) => (e instanceof InvalidInputError && /indexOf/.test(e.message) ? undefined : Promise.reject(e)));
          fc.pre(decision !== undefined);
          expect(whyRule(rule.condition, s).matches).toBe(decision!.matches);
        },
      ),
      { numRuns: runs(1000) },
    );
  });
});
