/** The config's `context` section with its defaults filled in (src/core/context-config.ts, docs/session-context.md). */
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTEXT, resolveContextConfig } from "../../src/core/context-config.js";

describe("the context defaults", () => {
  it("inject, with a budget of 4000 characters, excluding nothing and limited to no folder", () => {
    expect(DEFAULT_CONTEXT).toEqual({ inject: true, budget: 4000, exclude: [], onlyIn: [], notIn: [] });
    expect(Object.isFrozen(DEFAULT_CONTEXT)).toBe(true);
  });
});

describe("resolveContextConfig", () => {
  it.each([
    { name: "no context section: every default", given: undefined },
    { name: "an empty section: every default", given: {} },
  ])("$name", ({ given }) => {
    expect(resolveContextConfig(given)).toEqual({ inject: true, budget: 4000, exclude: [], onlyIn: [], notIn: [] });
  });

  it.each([
    { name: "inject off", given: { inject: false }, expected: { inject: false } },
    { name: "inject on, written out", given: { inject: true }, expected: { inject: true } },
    { name: "a budget of its own", given: { budget: 600 }, expected: { budget: 600 } },
    { name: "the smallest budget", given: { budget: 500 }, expected: { budget: 500 } },
    { name: "excluded key globs", given: { exclude: ["salary", "health-*"] }, expected: { exclude: ["salary", "health-*"] } },
    { name: "only in some folders", given: { onlyIn: ["~/work"] }, expected: { onlyIn: ["~/work"] } },
    { name: "never in some folders", given: { notIn: ["/tmp", "~/private"] }, expected: { notIn: ["/tmp", "~/private"] } },
  ])("$name: that value, every other field its default", ({ given, expected }) => {
    expect(resolveContextConfig(given)).toEqual({ ...DEFAULT_CONTEXT, ...expected });
  });

  it("keeps every value given", () => {
    const given = { inject: false, budget: 9000, exclude: ["a-*"], onlyIn: ["/work"], notIn: ["/work/private"] };
    expect(resolveContextConfig(given)).toEqual(given);
  });

  it("keeps empty lists given as empty", () => {
    expect(resolveContextConfig({ exclude: [], onlyIn: [], notIn: [] })).toEqual(DEFAULT_CONTEXT);
  });

  it("returns lists of its own: changing them changes neither the config it read nor the defaults", () => {
    const given = { exclude: ["salary"], onlyIn: ["/work"], notIn: ["/tmp"] };
    const resolved = resolveContextConfig(given);
    resolved.exclude.push("x");
    resolved.onlyIn.push("x");
    resolved.notIn.push("x");
    expect(given).toEqual({ exclude: ["salary"], onlyIn: ["/work"], notIn: ["/tmp"] });

    const defaults = resolveContextConfig(undefined);
    defaults.exclude.push("x");
    defaults.onlyIn.push("x");
    defaults.notIn.push("x");
    expect(DEFAULT_CONTEXT).toEqual({ inject: true, budget: 4000, exclude: [], onlyIn: [], notIn: [] });
    expect(resolveContextConfig(undefined)).toEqual({ inject: true, budget: 4000, exclude: [], onlyIn: [], notIn: [] });
  });
});
