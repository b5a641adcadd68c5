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
__export(stdin_exports, {
  acquireLock: () => acquireLock,
  checkWriterToday: () => checkWriterToday,
  commitProfileChange: () => commitProfileChange,
  deriveState: () => deriveState,
  lockForWrite: () => lockForWrite,
  neverBlockOnLock: () => neverBlockOnLock,
  pendingRecovery: () => pendingRecovery,
  readHistoryAsRecovered: () => readHistoryAsRecovered,
  retryWhileLocked: () => retryWhileLocked
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var POLL_MS = 20;
var nonBlockingServers = 0;
function neverBlockOnLock() {
  nonBlockingServers++;
  let released = false;
  return () => {
    if (!released) nonBlockingServers--;
    released = true;
  };
}
var LockBusyError = class extends import_chunk_hooks_session_start.LockedError {
};
var TORN_AFTER_MS = 2e3;
function acquireLock(path, { timeoutMs = lockTimeout(), what = "brain" } = {}) {
  const info = { pid: process.pid, host: (0, import_node_os.hostname)(), token: (0, import_chunk_js_yaml_dist_js_yaml.randomHex)(8), acquired: (/* @__PURE__ */ new Date()).toISOString() };
  const deadline = Date.now() + timeoutMs;
  for (; ; ) {
    if (tryCreate(path, info)) {
      const forget = (0, import_chunk_cli_output.onInterrupt)(() => {
        (0, import_chunk_cli_output.removeTempFiles)((0, import_node_path.dirname)(path));
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
    const blockingWait = nonBlockingServers === 0;
    if (!blockingWait || Date.now() >= deadline) {
      const who = holder === "torn" ? "another process" : `process ${holder.pid} on ${holder.host} (since ${holder.acquired})`;
      const message = `${path}: ${what} is locked by ${who}; nothing was changed. Try again when it finishes (if no brain command is running, delete ${path}).`;
      throw blockingWait ? new import_chunk_hooks_session_start.LockedError(message) : new LockBusyError(message);
    }
    sleep(POLL_MS);
  }
}
function tryCreate(path, info) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, "wx", import_chunk_hooks_session_start.FILE_MODE);
  } catch (e) {
    if (e.code === "EEXIST") return false;
    throw (0, import_chunk_core_utf8_builder.named)(e, path, "create the lock");
  }
  try {
    (0, import_node_fs.writeSync)(fd, JSON.stringify(info));
  } catch (e) {
    (0, import_node_fs.closeSync)(fd);
    safeUnlink(path);
    throw (0, import_chunk_core_utf8_builder.named)(e, path, "write the lock");
  }
  (0, import_node_fs.closeSync)(fd);
  return true;
}
function readLock(path) {
  const text = (0, import_chunk_js_yaml_dist_js_yaml.readDataText)(path);
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
    fd = (0, import_node_fs.openSync)(guard, "wx", import_chunk_hooks_session_start.FILE_MODE);
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
      if (Date.now() >= deadline) throw new import_chunk_hooks_session_start.LockedError(e.message);
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
function deriveState(lastApply, config) {
  return {
    last_run: lastApply?.today ?? null,
    published_count: lastApply?.published_count ?? 0,
    last_diff: lastApply?.diff ?? null,
    nudge: { ...config.nudge }
  };
}
function writeState(path, state) {
  (0, import_chunk_core_utf8_builder.writeAtomic)(path, `${JSON.stringify(state, null, 2)}
`);
}
function intentPath(layout) {
  return (0, import_node_path2.join)(layout.brain, ".intent.json");
}
function commitProfileChange(layout, change) {
  const backup = change.backup && !(0, import_node_fs2.existsSync)((0, import_node_path2.join)(layout.brain, change.backup.name)) ? stageBackup(layout, change.backup) : void 0;
  try {
    const intent = { from: change.entry.base, to: change.entry.result, entry: change.entry, state: change.state };
    (0, import_chunk_core_utf8_builder.writeAtomic)(intentPath(layout), JSON.stringify(intent));
  } catch (e) {
    if (backup) (0, import_chunk_core_utf8_builder.discardStaged)(backup);
    throw e;
  }
  if (backup) (0, import_chunk_core_utf8_builder.commitStaged)(backup);
  if (Buffer.isBuffer(change.profile)) (0, import_chunk_core_utf8_builder.writeAtomic)(layout.profile, change.profile);
  else if (change.profile) (0, import_chunk_core_utf8_builder.commitStaged)(change.profile);
  try {
    (0, import_chunk_core_utf8_builder.appendHistory)(layout.history, change.entry);
    writeState(layout.state, change.state);
    (0, import_chunk_core_utf8_builder.namingFile)(intentPath(layout), "remove it", () => (0, import_node_fs2.unlinkSync)(intentPath(layout)));
  } catch (e) {
    throw new UnfinishedCommitError(layout, change.entry, e);
  }
}
var UnfinishedCommitError = class extends import_chunk_hooks_session_start.BrainError {
  constructor(layout, entry, cause) {
    const what = entry.op === "apply" ? `applied diff ${entry.diff.slice(0, 12)}` : entry.op === "adopt" ? `adopted (adoption ${entry.diff.slice(0, 12)})` : `rolled back diff ${entry.diff.slice(0, 12)}`;
    const again = entry.op === "apply" ? " Running the same apply again finishes it and reports the diff as already applied." : entry.op === "adopt" ? " The adopt itself is done: do not run it again before that." : " The rollback itself is done: running rollback again would also undo the apply before it.";
    super(
      "IO",
      `${(0, import_chunk_core_error_message.errorMessage)(cause).replace(/^brain: /, "")}
${layout.profile} was replaced: it now holds the profile as ${what}, but recording it (${layout.history}, ${layout.state}) did not finish. Once the cause is fixed, the next command that writes (propose, apply, decline, retire, resolve, rollback, adopt, declined --forget) finishes recording it first (from ${intentPath(layout)}); until then, commands that only read already show it as recorded.${again}`
    );
  }
};
function stageBackup(layout, backup) {
  const source = (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(backup.copyOf);
  if (source === void 0) throw (0, import_chunk_core_profile_format.missingProfile)(backup.copyOf);
  let staged;
  try {
    staged = (0, import_chunk_core_utf8_builder.stageCopy)((0, import_node_path2.join)(layout.brain, backup.name), source);
  } finally {
    (0, import_node_fs2.closeSync)(source);
  }
  if (staged.sha256 !== backup.sha256) {
    (0, import_chunk_core_utf8_builder.discardStaged)(staged);
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${backup.copyOf}: changed while brain was writing (brain read ${backup.sha256.slice(0, 12)}, found ${staged.sha256.slice(0, 12)}); nothing was written. Run the command again.`
    );
  }
  return staged;
}
function lockForWrite(layout, report, when) {
  checkWriterToday(when);
  if (!(0, import_node_fs2.existsSync)(layout.profile)) throw (0, import_chunk_core_profile_format.missingProfile)(layout.profile);
  const lock = acquireLock(layout.lock);
  try {
    const notice = recover(layout);
    if (notice) report(notice);
  } catch (e) {
    lock.release();
    throw e;
  }
  return lock;
}
function checkWriterToday({ today, now }) {
  const tomorrow = (0, import_chunk_hooks_session_start.localToday)(new Date(now.getTime() + 864e5));
  if (today > tomorrow) {
    throw new import_chunk_hooks_session_start.UsageError(
      `--today: ${today} is after tomorrow (${tomorrow}); nothing was written. A command that writes records its today as the last run, and the session-start hook and brain status would stay silent until that date. Pass a date up to tomorrow, or leave --today out.`
    );
  }
}
function pendingRecovery(layout, history) {
  let intent;
  try {
    const text = (0, import_chunk_js_yaml_dist_js_yaml.readDataText)(intentPath(layout));
    if (text === void 0) return void 0;
    intent = JSON.parse(text);
  } catch {
    return void 0;
  }
  const profile = (0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(layout.profile);
  if (profile === void 0 || (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(profile) !== intent.to) return void 0;
  return { entry: isRecorded(history ?? (0, import_chunk_core_utf8_builder.readHistory)(layout.history), intent.entry) ? void 0 : intent.entry, state: intent.state };
}
function readHistoryAsRecovered(layout) {
  const entries = (0, import_chunk_core_utf8_builder.readHistory)(layout.history);
  const pending = pendingRecovery(layout, entries);
  return pending?.entry ? [...entries, pending.entry] : entries;
}
function isRecorded(history, entry) {
  return history.some((e) => e.op === entry.op && e.at === entry.at && e.diff === entry.diff);
}
function recover(layout) {
  (0, import_chunk_cli_output.removeTempFiles)(layout.brain);
  const path = intentPath(layout);
  if (!(0, import_node_fs2.existsSync)(path)) return void 0;
  let intent;
  try {
    intent = JSON.parse((0, import_chunk_js_yaml_dist_js_yaml.readDataText)(path) ?? "");
  } catch {
    intent = void 0;
  }
  let notice;
  if (intent && (0, import_node_fs2.existsSync)(layout.profile)) {
    const current = (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)((0, import_chunk_core_profile_format.readProfileBytes)(layout.profile));
    if (current === intent.to) {
      if (!isRecorded((0, import_chunk_core_utf8_builder.readHistory)(layout.history), intent.entry)) (0, import_chunk_core_utf8_builder.appendHistory)(layout.history, intent.entry);
      writeState(layout.state, intent.state);
      notice = `brain: finished recording an interrupted ${intent.entry.op} of diff ${intent.entry.diff.slice(0, 12)}`;
    } else if (current !== intent.from) {
      notice = `brain: an interrupted ${intent.entry.op} was found but profile.md has changed since; it was not recorded`;
    }
  }
  (0, import_node_fs2.unlinkSync)(path);
  return notice;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  acquireLock,
  checkWriterToday,
  commitProfileChange,
  deriveState,
  lockForWrite,
  neverBlockOnLock,
  pendingRecovery,
  readHistoryAsRecovered,
  retryWhileLocked
});
// brain-digest: 5406f3547f1abb7b
