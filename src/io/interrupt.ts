/**
 * What a run must undo when Ctrl-C ends it early: each lock registers its release here while it
 * is held. Kept free of imports beyond node:fs so the CLI entry can load it without slowing its
 * start (the lock module pulls in the atomic writer).
 */
import { readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";

const cleanups = new Set<() => void>();

/** Registers `cleanup` to run if the process is interrupted; call the returned function once it is no longer needed. */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup (each once, every one even if another fails). */
export function runInterruptCleanups(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // The others must still run; the next run's recovery handles what is left.
    }
  }
}

/** `<file>.<digits>`: the temp files an atomic write leaves beside its target until the rename. */
const TEMP_FILE = /\.(md|json|jsonl)\.\d+$/;

/**
 * Removes the temp files of interrupted atomic writes in a data dir's brain/ folder and the
 * folders below it that brain writes: on Ctrl-C, and in the recovery before every write (a
 * killed run). Only for the holder of the data dir lock: no other writer can own them then.
 */
export function removeTempFiles(brainDir: string): void {
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => join(brainDir, d))]) {
    let names: string[];
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
        // Gone already.
      }
    }
  }
}

/** One turn of the event loop, so a signal that arrived during a long computation is handled at once. */
export function letSignalsIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
