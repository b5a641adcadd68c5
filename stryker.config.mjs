// `npm run test:mutation`: Stryker over the pure core, the rules and the diff (docs/testing.md).
// Not part of `npm test` or .ci/run. One directory at a time:
//   npm run test:mutation -- --mutate 'src/rules/**/*.ts'
// The incremental file keeps the results of unchanged code, so a second run only tests what changed.
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  coverageAnalysis: "perTest",
  mutate: [
    "src/core/**/*.ts",
    "src/rules/**/*.ts",
    "src/diff/**/*.ts",
    // Data and generated types: a table of look-alike characters, the types generated from schemas/.
    "!src/core/confusables-table.ts",
    "!src/core/schema-types.ts",
  ],
  ignorePatterns: ["dist", "plugin", "bench", "reports", ".stryker-tmp", "docs/example/out"],
  // The machine is shared: two test processes at most.
  concurrency: 2,
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20_000,
  // The first run, with coverage, of every test the mutants may meet; slow on a loaded 2-core machine.
  dryRunTimeoutMinutes: 30,
};
