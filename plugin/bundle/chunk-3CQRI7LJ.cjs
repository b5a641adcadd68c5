var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "acquireLock", { value: acquireLock, enumerable: true });
__defProp(stdin_exports, "neverBlockOnLock", { value: neverBlockOnLock, enumerable: true });
__defProp(stdin_exports, "retryWhileLocked", { value: retryWhileLocked, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var POLL_MS = 20;
var blockingWait = true;
function neverBlockOnLock() {
  blockingWait = false;
}
var LockBusyError = class extends import_chunk_S4PSTNN7.LockedError {
};
var TORN_AFTER_MS = 2e3;
function acquireLock(path, { timeoutMs = lockTimeout(), what = "brain" } = {}) {
  const info = { pid: process.pid, host: (0, import_node_os.hostname)(), token: (0, import_chunk_FZ4K7N5W.randomHex)(8), acquired: (/* @__PURE__ */ new Date()).toISOString() };
  const deadline = Date.now() + timeoutMs;
  for (; ; ) {
    if (tryCreate(path, info)) {
      const forget = (0, import_chunk_S4PSTNN7.onInterrupt)(() => {
        (0, import_chunk_S4PSTNN7.removeTempFiles)((0, import_node_path.dirname)(path));
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
      throw blockingWait ? new import_chunk_S4PSTNN7.LockedError(message) : new LockBusyError(message);
    }
    sleep(POLL_MS);
  }
}
function tryCreate(path, info) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, "wx", import_chunk_S4PSTNN7.FILE_MODE);
  } catch (e) {
    if (e.code === "EEXIST") return false;
    throw e;
  }
  try {
    (0, import_node_fs.writeSync)(fd, JSON.stringify(info));
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
  return true;
}
function readLock(path) {
  const text = (0, import_chunk_FZ4K7N5W.readDataText)(path);
  if (text === void 0) return "missing";
  try {
    const v = JSON.parse(text);
    return typeof v.pid === "number" && typeof v.token === "string" ? v : "torn";
  } catch {
    return "torn";
  }
}
function isDead(holder) {
  if (holder.host !== (0, import_node_os.hostname)()) return false;
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
    fd = (0, import_node_fs.openSync)(guard, "wx", import_chunk_S4PSTNN7.FILE_MODE);
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
    (0, import_node_fs.closeSync)(fd);
    safeUnlink(guard);
  }
}
function release(path, token) {
  const now = readLock(path);
  if (now !== "missing" && now !== "torn" && now.token === token) safeUnlink(path);
}
function olderThan(path, ms) {
  try {
    return Date.now() - (0, import_node_fs.statSync)(path).mtimeMs > ms;
  } catch {
    return false;
  }
}
function safeUnlink(path) {
  try {
    (0, import_node_fs.unlinkSync)(path);
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
      if (Date.now() >= deadline) throw new import_chunk_S4PSTNN7.LockedError(e.message);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  acquireLock,
  neverBlockOnLock,
  retryWhileLocked
});
