#!/usr/bin/env node
/**
 * The `brain` binary: runs the program (src/cli/program.ts) on this process's arguments. The only
 * place that touches the process itself: pipes, signals, V8's heap flag, the exit status.
 */
import { discardUnfinishedWork } from "../usecases/context.js";
import { boundHeapGrowth } from "./heap.js";
import { stdio } from "./output.js";
import { interruptedLine, main } from "./program.js";
import { stopOnSignals } from "./signals.js";

boundHeapGrowth();

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
