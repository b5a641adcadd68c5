import { defineConfig } from "vitest/config";

/** The folder Stryker mutates this run (stryker.config.mjs): core, rules or diff; all three when unset. */
const only = process.env.MUTATE;
const folders = only ? [only] : ["core", "rules", "diff"];

// The tests Stryker runs against each mutant: each mutated folder's own tests, which import its
// modules directly (test/core for src/core, …). Tests that spawn the binary run dist/, which
// Stryker does not mutate, so they could kill nothing and only cost time; dist/ is not built in
// Stryker's sandbox.
export default defineConfig({
  test: {
    include: folders.map((f) => `test/${f}/**/*.test.ts`),
    // Scale tests (20k-candidate batches, tens of seconds each) cover nearly every line, so per-test
    // coverage would run them for almost every mutant; what they pin is work that grows linearly, which
    // a mutant changes only by orders of magnitude (the bench's job). npm test runs them.
    exclude: ["test/diff/linear.test.ts"],
    setupFiles: ["test/helpers/cleanup.ts"],
    // Properties try a tenth of their cases and sweeps every 16th code point (test/helpers/runs.ts).
    env: { BRAIN_MUTATION: "1" },
    // Coverage instrumentation and a loaded machine slow the rule-check solver tests several-fold.
    testTimeout: 300_000,
  },
});
