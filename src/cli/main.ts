#!/usr/bin/env node
/**
 * The `brain` binary: runs the program (src/cli/program.ts) on this process's arguments. The only
 * place that touches the process itself: pipes, signals, the exit status.
 */
import { setFlagsFromString } from "node:v8";
import { discardUnfinishedWork } from "../usecases/context.js";
import { stdio } from "./output.js";
import { interruptedLine, main } from "./program.js";
import { stopOnSignals } from "./signals.js";

/**
 * The one memory device left (docs/performance.md): after each full collection V8 lets the heap
 * grow up to ~4× what survived it before the next one, so a 100k propose or apply with quotes
 * peaked at ~450 MiB RSS for ~170 MB of live data. Growing by at most 30% keeps it at ~375 MiB
 * (100k with quotes: propose 448 → 375, apply 473 → 374; without: propose 358 → 348) for ~5% more
 * CPU in collections. A small run never collects fully: it costs nothing there.
 */
setFlagsFromString("--heap-growing-percent=30");

/**
 * Ctrl-C, a SIGTERM, a hang-up (any stop signal, src/cli/signals.ts) ends the run with one line,
 * after removing this run's temp files and releasing its lock, so the next run finds nothing to
 * trip over. Writes are synchronous, so the handler never runs in the middle of one: a commit is
 * either done or not begun.
 */
stopOnSignals((signal, code) => {
  try {
    discardUnfinishedWork();
  } finally {
    stdio.err(interruptedLine(process.argv, signal, code));
    process.exit(code);
  }
});
// Not a top-level await: the bundle is CommonJS (scripts/build-bundle.mjs).
void main(process.argv).then((code) => {
  process.exitCode = code;
});
