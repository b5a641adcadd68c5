import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readDataText
} from "./chunk-NBGDC34C.mjs";
import {
  FILE_MODE,
  LockedError,
  onInterrupt,
  removeTempFiles
} from "./chunk-YLHGQIST.mjs";

// src/io/lock.ts
import { closeSync, openSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
var POLL_MS = 20;
var blockingWait = true;
function neverBlockOnLock() {
  blockingWait = false;
}
var LockBusyError = class extends LockedError {
};
var TORN_AFTER_MS = 2e3;
function acquireLock(path, { timeoutMs = lockTimeout(), what = "brain" } = {}) {
  const info = { pid: process.pid, host: hostname(), token: randomBytes(8).toString("hex"), acquired: (/* @__PURE__ */ new Date()).toISOString() };
  const deadline = Date.now() + timeoutMs;
  for (; ; ) {
    if (tryCreate(path, info)) {
      const forget = onInterrupt(() => {
        removeTempFiles(dirname(path));
        release(path, info.token);
      });
      return {
        release: () => {
          forget();
          release(path, info.token);
        }
      };
    }
    const holder = readLock(path);
    if (holder === "missing") continue;
    if (holder === "torn" ? olderThan(path, TORN_AFTER_MS) : isDead(holder)) {
      reclaim(path, holder === "torn" ? void 0 : holder.token);
      continue;
    }
    if (!blockingWait || Date.now() >= deadline) {
      const who = holder === "torn" ? "another process" : `process ${holder.pid} on ${holder.host} (since ${holder.acquired})`;
      const message = `${path}: ${what} is locked by ${who}; nothing was changed. Try again when it finishes (if no brain command is running, delete ${path}).`;
      throw blockingWait ? new LockedError(message) : new LockBusyError(message);
    }
    sleep(POLL_MS);
  }
}
function tryCreate(path, info) {
  let fd;
  try {
    fd = openSync(path, "wx", FILE_MODE);
  } catch (e) {
    if (e.code === "EEXIST") return false;
    throw e;
  }
  try {
    writeSync(fd, JSON.stringify(info));
  } finally {
    closeSync(fd);
  }
  return true;
}
function readLock(path) {
  const text = readDataText(path);
  if (text === void 0) return "missing";
  try {
    const v = JSON.parse(text);
    return typeof v.pid === "number" && typeof v.token === "string" ? v : "torn";
  } catch {
    return "torn";
  }
}
function isDead(holder) {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function reclaim(path, staleToken) {
  const guard = `${path}.reclaim`;
  let fd;
  try {
    fd = openSync(guard, "wx", FILE_MODE);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
    if (olderThan(guard, TORN_AFTER_MS)) safeUnlink(guard);
    else sleep(POLL_MS);
    return;
  }
  try {
    const now = readLock(path);
    const still = now === "torn" ? staleToken === void 0 : now !== "missing" && now.token === staleToken;
    if (still) safeUnlink(path);
  } finally {
    closeSync(fd);
    safeUnlink(guard);
  }
}
function release(path, token) {
  const now = readLock(path);
  if (now !== "missing" && now !== "torn" && now.token === token) safeUnlink(path);
}
function olderThan(path, ms) {
  try {
    return Date.now() - statSync(path).mtimeMs > ms;
  } catch {
    return false;
  }
}
function safeUnlink(path) {
  try {
    unlinkSync(path);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
async function retryWhileLocked(attempt, { timeoutMs = lockTimeout() } = {}) {
  const deadline = Date.now() + timeoutMs;
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
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
var DEFAULT_TIMEOUT_MS = 1e4;
function lockTimeout(value = process.env.BRAIN_LOCK_TIMEOUT_MS) {
  if (value === void 0 || !/^\s*\d+\s*$/.test(value)) return DEFAULT_TIMEOUT_MS;
  return Number(value);
}

export {
  neverBlockOnLock,
  acquireLock,
  retryWhileLocked
};
