import { mkdirSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The tests Stryker runs against the mutants of src/core, src/rules and src/diff (stryker.config.mjs):
// every test that runs the sources in this process — test/core, test/rules, test/diff, test/io and
// test/usecases — so a module is credited with what any of them catches (src/core's record
// parsing is tested through the use cases, not in test/core). Per-test coverage runs, for each
// mutant, only the tests that reach it.
//
// Left out: tests that run or load dist/ (a spawned binary, a worker thread, the golden data dirs
// built by test/global-setup.ts, the validators compiled at build time): Stryker does not mutate
// dist/, so they could kill nothing, and dist/ is not in Stryker's sandbox (a file that fails to
// load there counts no test and says nothing: test/core/validation.test.ts compiles the schemas
// itself under mutation for that reason); and the scale tests of test/diff/linear.test.ts (20k-candidate
// batches): they reach nearly every line, so they would run for almost every mutant, and what they
// pin is work that grows linearly, which a mutant changes only by orders of magnitude (the bench's job).
const RUNS_DIST = [
  "test/core/precompiled-validators.test.ts",
  "test/io/write-faults.test.ts",
  "test/io/shipped-rules-cache.test.ts",
  "test/usecases/agent-written.test.ts",
  "test/usecases/cursor.test.ts",
  "test/usecases/earlier-today.test.ts",
  "test/usecases/history.test.ts",
  "test/usecases/malformed-files.test.ts",
  "test/usecases/multi-valued-retire-date.test.ts",
  "test/usecases/records.test.ts",
];

/**
 * The order of the files a mutant runs. Stryker stops at the first failing test, so a killed
 * mutant costs the files before it: the file that failed last (as vitest's own order does: the
 * next mutant is often on the same line), then the quickest first. Vitest's own order runs the
 * longest first, which suits a full run across workers, not one worker that stops early.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    return [...files].sort((a, b) => {
      const [x, y] = [last(a), last(b)];
      const failed = Number(y?.failed === true) - Number(x?.failed === true);
      if (failed !== 0) return failed;
      return (x?.duration ?? 0) - (y?.duration ?? 0);
    });
  }
}

// The tests' temp folders go inside the folder this config is in (Stryker's sandbox, removed with it),
// not into the system's: a mutant that times out has its test process killed before the
// `afterAll` that removes them (test/helpers/cleanup.ts), and one run left ~230 in /tmp.
const TEMP = fileURLToPath(new URL("./.mutation-tmp/", import.meta.url));
mkdirSync(TEMP, { recursive: true });

export default defineConfig({
  test: {
    include: ["core", "rules", "diff", "io", "usecases"].map((f) => `test/${f}/**/*.test.ts`),
    // A mutant's test files share one worker, which imports src/ once, as `npm test`'s shared
    // project does; the worker ends with the mutant's run, so no state outlives the mutant that made
    // it. 10 mutants of src/rules/evaluator.ts, each reached by 1,045 tests, took 74 s against 178 s
    // with a worker per file (docs/testing.md).
    isolate: false,
    exclude: [...RUNS_DIST, "test/diff/linear.test.ts"],
    setupFiles: ["test/helpers/cleanup.ts"],
    // Properties try a tenth of their cases and sweeps every 16th code point (test/helpers/runs.ts).
    env: { BRAIN_MUTATION: "1", TMPDIR: TEMP },
    // Coverage instrumentation and a loaded machine slow the rule-check solver tests several-fold.
    testTimeout: 300_000,
    sequence: { sequencer: QuickestFirst },
  },
});
