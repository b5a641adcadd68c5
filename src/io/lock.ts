/**
 * An exclusive lock on a data dir, so two writers never interleave.
 *
 * Why not proper-lockfile: it judges staleness by mtime (at least 5 s), so after a crash the
 * next run would be blocked or made to wait. A lock here records its holder's pid and host; a
 * lock whose process is gone is reclaimed at once. Reclaiming is itself guarded by an O_EXCL
 * file so two processes can never both take over the same stale lock.
 */
import { closeSync, openSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { LockedError } from "../core/errors.js";
import { dirname } from "node:path";
import { named } from "./file-errors.js";
import { FILE_MODE } from "./file-modes.js";
import { onInterrupt, removeTempFiles } from "./interrupt.js";
import { readDataText } from "./read-input.js";
import { randomHex } from "../core/hash.js";

interface LockInfo {
  pid: number;
  host: string;
  token: string;
  acquired: string;
}

export interface Lock {
  release(): void;
}

const POLL_MS = 20;

/**
 * How many servers in this process have turned off blocking waits: while any has, acquireLock
 * never blocks the thread when another live process holds the lock. A long-running server (brain
 * mcp) turns them off: its event loop must keep answering, so a busy lock throws a LockBusyError
 * at once and the server waits asynchronously (waitForLock) and retries.
 */
let nonBlockingServers = 0;

/**
 * For long-running servers: acquireLock never blocks; a lock held by a live process throws
 * LockBusyError. Returns the release an in-process server calls when it closes: waits block
 * again once every server that asked has released.
 */
export function neverBlockOnLock(): () => void {
  nonBlockingServers++;
  let released = false;
  return () => {
    if (!released) nonBlockingServers--;
    released = true;
  };
}

/** A lock held by a live process, when blocking waits are off; the message is the timed-out one. */
class LockBusyError extends LockedError {}
/** An unreadable lock or reclaim guard older than this was left by a crash mid-write. */
const TORN_AFTER_MS = 2000;

export function acquireLock(path: string, { timeoutMs = lockTimeout(), what = "brain" } = {}): Lock {
  const info: LockInfo = { pid: process.pid, host: hostname(), token: randomHex(8), acquired: new Date().toISOString() };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (tryCreate(path, info)) {
      // Ctrl-C skips the `finally` that releases a lock: the interrupt handler does it instead,
      // after removing the temp files this holder may have left beside its targets.
      const forget = onInterrupt(() => {
        removeTempFiles(dirname(path));
        release(path, info.token);
      });
      return {
        release: () => {
          forget();
          release(path, info.token);
        },
      };
    }
    const holder = readLock(path);
    if (holder === "missing") continue;
    if (holder === "torn" ? olderThan(path, TORN_AFTER_MS) : isDead(holder)) {
      reclaim(path, holder === "torn" ? undefined : holder.token);
      continue;
    }
    const blockingWait = nonBlockingServers === 0;
    if (!blockingWait || Date.now() >= deadline) {
      const who = holder === "torn" ? "another process" : `process ${holder.pid} on ${holder.host} (since ${holder.acquired})`;
      const message = `${path}: ${what} is locked by ${who}; nothing was changed. Try again when it finishes (if no brain command is running, delete ${path}).`;
      throw blockingWait ? new LockedError(message) : new LockBusyError(message);
    }
    sleep(POLL_MS);
  }
}

function tryCreate(path: string, info: LockInfo): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", FILE_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw named(e, path, "create the lock");
  }
  try {
    writeSync(fd, JSON.stringify(info));
  } catch (e) {
    // An empty lock (no space for its few bytes) would hold off the next run for a while: none is left.
    closeSync(fd);
    safeUnlink(path);
    throw named(e, path, "write the lock");
  }
  closeSync(fd);
  return true;
}

function readLock(path: string): LockInfo | "missing" | "torn" {
  const text = readDataText(path);
  if (text === undefined) return "missing";
  try {
    const v = JSON.parse(text) as LockInfo;
    return typeof v.pid === "number" && typeof v.token === "string" ? v : "torn";
  } catch {
    return "torn";
  }
}

function isDead(holder: LockInfo): boolean {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Deletes the lock only if it is still the stale one we judged (same token, or still torn). */
function reclaim(path: string, staleToken: string | undefined): void {
  const guard = `${path}.reclaim`;
  let fd: number;
  try {
    fd = openSync(guard, "wx", FILE_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    if (olderThan(guard, TORN_AFTER_MS)) safeUnlink(guard);
    else sleep(POLL_MS);
    return;
  }
  try {
    const now = readLock(path);
    const still = now === "torn" ? staleToken === undefined : now !== "missing" && now.token === staleToken;
    if (still) safeUnlink(path);
  } finally {
    closeSync(fd);
    safeUnlink(guard);
  }
}

function release(path: string, token: string): void {
  const now = readLock(path);
  if (now !== "missing" && now !== "torn" && now.token === token) safeUnlink(path);
}

function olderThan(path: string, ms: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ms;
  } catch {
    return false;
  }
}

function safeUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
}

/**
 * Runs `attempt` (which takes the lock with acquireLock) until it does not meet a busy lock, waiting
 * asynchronously between tries, for at most the lock timeout; then the last LockBusyError is
 * rethrown as the usual LockedError. Other calls of the server are answered meanwhile.
 */
export async function retryWhileLocked<T>(attempt: () => Promise<T>, { timeoutMs = lockTimeout() } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // Each try redoes the work before the lock (reading config, rules, candidates): back off to 200 ms.
  for (let delay = POLL_MS; ; delay = Math.min(delay * 2, 200)) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof LockBusyError)) throw e;
      if (Date.now() >= deadline) throw new LockedError(e.message);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** `BRAIN_LOCK_TIMEOUT_MS`: a whole number of milliseconds; unset, empty or anything else means the default. */
export function lockTimeout(value = process.env.BRAIN_LOCK_TIMEOUT_MS): number {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return DEFAULT_TIMEOUT_MS;
  return Number(value);
}
