import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (stryker.config.mjs): those that import src/core,
// src/rules and src/diff themselves. Tests that spawn the binary run dist/, which Stryker does not
// mutate, so they could kill nothing and only cost time; dist/ is not built in Stryker's sandbox.
export default defineConfig({
  test: {
    include: ["test/core/**/*.test.ts", "test/rules/**/*.test.ts", "test/diff/**/*.test.ts"],
    // Scale tests (20k-candidate batches, tens of seconds each) cover nearly every line, so per-test
    // coverage would run them for almost every mutant; what they pin is work that grows linearly, which
    // a mutant changes only by orders of magnitude (the bench's job). npm test runs them.
    exclude: ["test/diff/linear.test.ts"],
    testTimeout: 60_000,
  },
});
