import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Most of the suite's time is in files that run the real binary: their worker mostly waits on a
// child process (or on fsync). Vitest's default of one worker per core minus one leaves a
// 2-core machine running one file at a time; one worker per core plus one keeps both cores busy
// while a worker waits. Measured on a shared 2-core machine (load ~6), four process-level files
// (usage-errors, init-show-validate, cli-conventions, the hook): 57 s and 45 s with one worker,
// 38 s and 26 s with three.
const WORKERS = availableParallelism() + 1;

/**
 * Files that change process-wide state and so get a fresh process each: write-faults mocks
 * node:fs. (The in-process MCP server turns off blocking lock waits only until it closes:
 * test/mcp/client.ts. Sharing a worker, the MCP files take half the CPU time they took isolated:
 * 51 s against 95 s, measured in one session.)
 */
const ISOLATED = ["test/io/write-faults.test.ts"];

export default defineConfig({
  test: {
    // Real host CLIs installed from the npm registry: `npm run test:hosts` (vitest.hosts.config.ts).
    exclude: ["test/hosts/**", "**/node_modules/**"],
    // e2e tests run dist/: rebuilt first when src/ is newer (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/helpers/cleanup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: WORKERS,
    projects: [
      // Every other file shares its worker process with the files before it: each file no longer
      // pays for a fresh Node process and a fresh import of src/ (the suite's CPU time: 574 s
      // isolated, 375 s shared, measured in one session on this 2-core machine).
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: [...ISOLATED, "test/hosts/**"], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
