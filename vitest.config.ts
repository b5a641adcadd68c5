import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Most of the suite's time is in files that run the real binary: their worker mostly waits on a
// child process (or on fsync). Vitest's default of one worker per core minus one leaves a
// 2-core machine running one file at a time; one worker per core plus one keeps both cores busy
// while a worker waits. Measured on 2 cores: see docs/architecture.md (Tests).
const WORKERS = availableParallelism() + 1;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: WORKERS,
  },
});
