import { describe, expect, it } from "vitest";
import { brainInvocation } from "../../src/io/invocation.js";

describe("brainInvocation: brain as the operator invoked it, for every 'run this' line", () => {
  it.each([
    { name: "the installed CLI", env: {}, script: "/usr/local/bin/brain", expected: "brain" },
    { name: "dist/ under npm link", env: {}, script: "/repo/dist/cli/main.js", expected: "brain" },
    {
      name: "the bundle run as a script",
      env: {},
      script: "/home/me/.claude/plugins/cache/brain/brain/0.1.0/bundle/brain.cjs",
      expected: "node /home/me/.claude/plugins/cache/brain/brain/0.1.0/bundle/brain.cjs",
    },
    {
      name: "the bundle's brain.mjs, which earlier versions' configurations name",
      env: {},
      script: "/p/bundle/brain.mjs",
      expected: "node /p/bundle/brain.mjs",
    },
    { name: "another .cjs script is not the bundle", env: {}, script: "/p/other.cjs", expected: "brain" },
    {
      name: "a bundle path with a space, quoted",
      env: {},
      script: "/Users/Me/My Brain/bundle/brain.cjs",
      expected: "node '/Users/Me/My Brain/bundle/brain.cjs'",
    },
    { name: "BRAIN_INVOCATION (the plugin's bin/brain)", env: { BRAIN_INVOCATION: "brain" }, script: "/p/bundle/brain.cjs", expected: "brain" },
    { name: "an empty BRAIN_INVOCATION is unset", env: { BRAIN_INVOCATION: " " }, script: "/p/bundle/brain.cjs", expected: "node /p/bundle/brain.cjs" },
  ])("$name", ({ env, script, expected }) => {
    expect(brainInvocation(env, script)).toBe(expected);
  });
});
