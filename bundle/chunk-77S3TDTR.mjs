import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/io/interrupt.ts
import { readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
var cleanups = /* @__PURE__ */ new Set();
function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
function runInterruptCleanups() {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
    }
  }
}
var TEMP_FILE = /\.(md|json|jsonl)\.\d+$/;
function removeTempFiles(brainDir) {
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => join(brainDir, d))]) {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
      try {
        unlinkSync(join(dir, name));
      } catch {
      }
    }
  }
}
function letSignalsIn() {
  return new Promise((resolve) => setImmediate(resolve));
}

export {
  onInterrupt,
  runInterruptCleanups,
  removeTempFiles,
  letSignalsIn
};
