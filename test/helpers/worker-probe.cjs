// Preloaded (`node --require`) by test/bundle/entry.test.ts: reports on stderr each worker thread
// the process starts, each message it gets from one and how it ends, so a test can tell a worker
// that ran from one that failed to load (apply falls back to the main thread silently).
"use strict";
const threads = require("node:worker_threads");
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(...args) {
    super(...args);
    process.stderr.write("worker-probe: started\n");
    this.on("message", (m) => process.stderr.write(`worker-probe: message ${JSON.stringify(Object.keys(m ?? {}))}\n`));
    this.on("error", (e) => process.stderr.write(`worker-probe: error ${e}\n`));
    this.on("exit", (code) => process.stderr.write(`worker-probe: exit ${code}\n`));
  }
};
