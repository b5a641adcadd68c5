import { describe, expect, it } from "vitest";
import { parseConditions } from "../../src/rules/conditions.js";
import { whyRule } from "../../src/rules/why.js";

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
