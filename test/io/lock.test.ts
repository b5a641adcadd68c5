/**
 * Blocking lock waits and the servers that turn them off (src/io/lock.ts): a server in this
 * process turns them off until it releases, and with two servers, until both have.
 */
import { writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LockedError } from "../../src/core/errors.js";
import { acquireLock, neverBlockOnLock } from "../../src/io/lock.js";
import { tempDir } from "../helpers/cli.js";

/** A lock held by a live process (the one that started this test process). */
function heldLock(): string {
  const path = join(tempDir(), ".lock");
  writeFileSync(path, JSON.stringify({ pid: process.ppid, host: hostname(), token: "0123456789abcdef", acquired: new Date().toISOString() }));
  return path;
}

/** How acquireLock failed on a busy lock: after blocking until its timeout, or at once (a server's LockBusyError). */
function refusal(path: string, timeoutMs: number): { blocked: boolean; ms: number } {
  const started = performance.now();
  try {
    acquireLock(path, { timeoutMs });
  } catch (e) {
    expect(e).toBeInstanceOf(LockedError);
    expect((e as Error).message).toContain("is locked by process");
    return { blocked: (e as Error).constructor.name === "LockedError", ms: performance.now() - started };
  }
  throw new Error("acquireLock took a lock held by a live process");
}

describe("blocking lock waits", () => {
  it("block until the timeout by default", () => {
    const r = refusal(heldLock(), 150);
    expect(r.blocked).toBe(true);
    // The deadline is counted on Date.now(), in whole milliseconds: the wait may end up to one
    // millisecond short of 150 on this finer clock (149.4 ms was seen).
    expect(r.ms).toBeGreaterThanOrEqual(149);
  });

  it("are off while a server holds them off, and back once every server has released", () => {
    const path = heldLock();
    const first = neverBlockOnLock();
    const second = neverBlockOnLock();
    try {
      // A minute's timeout: a blocking wait would time the test out.
      expect(refusal(path, 60_000).blocked).toBe(false);
      first();
      first(); // a second call of one release counts once
      expect(refusal(path, 60_000).blocked).toBe(false);
    } finally {
      first();
      second();
    }
    expect(refusal(path, 50).blocked).toBe(true);
  });
});
