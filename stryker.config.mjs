// `npm run test:mutation`: Stryker over the pure core, the rules and the diff (docs/testing.md),
// one folder at a time (MUTATE=core|rules|diff), each mutant against the in-process tests that reach it
// (vitest.mutation.config.ts).
// Not part of `npm test` or .ci/run. One folder: npm run test:mutation -- rules
// The incremental file keeps the results of unchanged code and tests, so a run only tests what
// changed; scripts/test-mutation.mjs starts a fresh clone from the committed one (test/mutation-baseline/).
const only = process.env.MUTATE;
const folders = only ? [only] : ["core", "rules", "diff"];

export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  coverageAnalysis: "perTest",
  mutate: [
    ...folders.map((f) => `src/${f}/**/*.ts`),
    // Data and generated types: a table of look-alike characters, the types generated from schemas/.
    "!src/core/confusables-table.ts",
    "!src/core/schema-types.ts",
  ],
  ignorePatterns: ["dist", "plugin", "bench", "reports", ".stryker-tmp", "docs/example/out"],
  // The machine is shared: two test processes at most.
  concurrency: 2,
  incremental: true,
  incrementalFile: `reports/mutation/${only ?? "all"}-incremental.json`,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: `reports/mutation/${only ?? "all"}.json` },
  htmlReporter: { fileName: `reports/mutation/${only ?? "all"}.html` },
  thresholds: { high: 90, low: 85, break: null },
  // A static mutant (a module-level constant: a table, a pattern) is in force before any test
  // starts, so per-test coverage cannot narrow it: each one reruns the folder's every test. In
  // src/core, 306 of 2,398 mutants were static and would have taken 74% of the run: they are left
  // out of the run and of the score (Stryker reports them as ignored; docs/testing.md).
  ignoreStatic: true,
  // Added to 1.5× the covering tests' own time before a mutant counts as timed out (a loop made
  // endless): each one waits it out, then its worker restarts. Two runs of src/diff with ~40 such
  // mutants among ~460: 55 min 48 s at 10 s, 50 min 1 s at 3 s (docs/testing.md).
  timeoutMS: 3_000,
  // The first run, with coverage, of every test the mutants may meet; slow on a loaded 2-core machine.
  dryRunTimeoutMinutes: 30,
};
