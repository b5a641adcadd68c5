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
__defProp(stdin_exports, "appendHistory", { value: appendHistory, enumerable: true });
__defProp(stdin_exports, "commitProfileChange", { value: commitProfileChange, enumerable: true });
__defProp(stdin_exports, "deriveState", { value: deriveState, enumerable: true });
__defProp(stdin_exports, "effectiveApplies", { value: effectiveApplies, enumerable: true });
__defProp(stdin_exports, "isNewRecord", { value: isNewRecord, enumerable: true });
__defProp(stdin_exports, "lockForWrite", { value: lockForWrite, enumerable: true });
__defProp(stdin_exports, "newSince", { value: newSince, enumerable: true });
__defProp(stdin_exports, "pendingRecovery", { value: pendingRecovery, enumerable: true });
__defProp(stdin_exports, "readDiffToday", { value: readDiffToday, enumerable: true });
__defProp(stdin_exports, "readHistory", { value: readHistory, enumerable: true });
__defProp(stdin_exports, "readHistoryAsRecovered", { value: readHistoryAsRecovered, enumerable: true });
__defProp(stdin_exports, "rememberedDeclines", { value: rememberedDeclines, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_3CQRI7LJ = require("./chunk-3CQRI7LJ.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_fs2 = require("node:fs");
var import_node_path = require("node:path");
function readHistory(path) {
  const text = (0, import_chunk_FZ4K7N5W.readDataText)(path);
  if (text === void 0) return [];
  const lines = text.split("\n");
  lines.pop();
  return lines.map((line, i) => {
    try {
      const v = JSON.parse(line);
      if ((v.op === "apply" || v.op === "rollback") && typeof v.at === "string" && typeof v.diff === "string") return v;
      if (v.op === "forget" && typeof v.at === "string" && Array.isArray(v.forgotten)) return v;
    } catch {
    }
    throw new import_chunk_S4PSTNN7.InvalidInputError([
      `${path}:${i + 1}: expected a history entry (JSON with op, at, and diff or forgotten), found ${JSON.stringify(line.slice(0, 60))}`
    ]);
  });
}
function appendHistory(path, entry) {
  cutTornTail(path);
  (0, import_node_fs.appendFileSync)(path, `${JSON.stringify(entry)}
`, { mode: import_chunk_S4PSTNN7.FILE_MODE });
  const fd = (0, import_node_fs.openSync)(path, "r+");
  try {
    (0, import_node_fs.fsyncSync)(fd);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function cutTornTail(path) {
  const text = (0, import_chunk_FZ4K7N5W.readDataFile)(path);
  if (text === void 0) return;
  const size = text.length;
  if (size === 0) return;
  if (text[size - 1] === 10) return;
  (0, import_node_fs.truncateSync)(path, text.lastIndexOf(10) + 1);
}
function effectiveApplies(history) {
  const stack = [];
  for (const e of history) {
    if (e.op === "apply") stack.push(e);
    else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1].diff === e.diff) stack.pop();
  }
  return stack;
}
function declineIdentity(r) {
  return r.retires !== void 0 ? `retires\0${r.retires}` : `${r.key}\0${r.value ?? ""}${r.source !== void 0 ? `\0${r.source}` : ""}`;
}
function rememberedDeclines(history) {
  const effective = new Set(effectiveApplies(history));
  const list = /* @__PURE__ */ new Map();
  for (const e of history) {
    if (e.op === "apply" && effective.has(e)) {
      for (const r of e.declined ?? []) if (!list.has(declineIdentity(r))) list.set(declineIdentity(r), r);
    } else if (e.op === "forget") {
      for (const r of e.forgotten) list.delete(declineIdentity(r));
    }
  }
  return [...list.values()];
}
function newSince(last) {
  if (!last) return void 0;
  return { after: last.records_through !== void 0 ? last.records_through : last.at };
}
function isNewRecord(ingestedAt, since) {
  return since === void 0 || since.after === null || ingestedAt > since.after;
}
function readDiffToday(file) {
  const fd = (0, import_chunk_FZ4K7N5W.openDataFile)(file);
  if (fd === void 0) return void 0;
  try {
    const head = Buffer.alloc(1024);
    const n = (0, import_node_fs.readSync)(fd, head, 0, head.length, 0);
    const m = /^\{\s*"id":\s*"[0-9a-f]{64}",\s*"base":\s*"[0-9a-f]{64}",\s*"today":\s*"(\d{4}-\d{2}-\d{2})"/.exec(head.subarray(0, n).toString("latin1"));
    if (m) return m[1];
    if ((0, import_node_fs.fstatSync)(fd).size >= 4 * 1024 * 1024) return void 0;
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
  try {
    return (0, import_chunk_GQ7ZY7NB.readDiffFile)(file).today;
  } catch {
    return void 0;
  }
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
  (0, import_chunk_HTHLSEVG.writeAtomic)(path, `${JSON.stringify(state, null, 2)}
`);
}
function intentPath(l) {
  return (0, import_node_path.join)(l.brain, ".intent.json");
}
function commitProfileChange(l, change) {
  const backup = change.backup && !(0, import_node_fs2.existsSync)((0, import_node_path.join)(l.brain, change.backup.name)) ? stageBackup(l, change.backup) : void 0;
  try {
    const intent = { from: change.entry.base, to: change.entry.result, entry: change.entry, state: change.state };
    (0, import_chunk_HTHLSEVG.writeAtomic)(intentPath(l), JSON.stringify(intent));
  } catch (e) {
    if (backup) (0, import_chunk_HTHLSEVG.discardStaged)(backup);
    throw e;
  }
  if (backup) (0, import_chunk_HTHLSEVG.commitStaged)(backup);
  if (Buffer.isBuffer(change.profile)) (0, import_chunk_HTHLSEVG.writeAtomic)(l.profile, change.profile);
  else if (change.profile) (0, import_chunk_HTHLSEVG.commitStaged)(change.profile);
  appendHistory(l.history, change.entry);
  writeState(l.state, change.state);
  (0, import_node_fs2.unlinkSync)(intentPath(l));
}
function stageBackup(l, backup) {
  const source = (0, import_chunk_FZ4K7N5W.openDataFile)(backup.copyOf);
  if (source === void 0) throw (0, import_chunk_KHLILX3Y.missingProfile)(backup.copyOf);
  let staged;
  try {
    staged = (0, import_chunk_HTHLSEVG.stageCopy)((0, import_node_path.join)(l.brain, backup.name), source);
  } finally {
    (0, import_node_fs2.closeSync)(source);
  }
  if (staged.sha256 !== backup.sha256) {
    (0, import_chunk_HTHLSEVG.discardStaged)(staged);
    throw new import_chunk_S4PSTNN7.StaleDiffError(
      `${backup.copyOf}: changed while brain was writing (brain read ${backup.sha256.slice(0, 12)}, found ${staged.sha256.slice(0, 12)}); nothing was written. Run the command again.`
    );
  }
  return staged;
}
function lockForWrite(l, report) {
  if (!(0, import_node_fs2.existsSync)(l.profile)) throw (0, import_chunk_KHLILX3Y.missingProfile)(l.profile);
  const lock = (0, import_chunk_3CQRI7LJ.acquireLock)(l.lock);
  try {
    const notice = recover(l);
    if (notice) report(notice);
  } catch (e) {
    lock.release();
    throw e;
  }
  return lock;
}
function pendingRecovery(l, history) {
  let intent;
  try {
    const text = (0, import_chunk_FZ4K7N5W.readDataText)(intentPath(l));
    if (text === void 0) return void 0;
    intent = JSON.parse(text);
  } catch {
    return void 0;
  }
  const profile = (0, import_chunk_FZ4K7N5W.readDataFile)(l.profile);
  if (profile === void 0 || (0, import_chunk_FZ4K7N5W.sha256Hex)(profile) !== intent.to) return void 0;
  return { entry: isRecorded(history ?? readHistory(l.history), intent.entry) ? void 0 : intent.entry, state: intent.state };
}
function readHistoryAsRecovered(l) {
  const entries = readHistory(l.history);
  const pending = pendingRecovery(l, entries);
  return pending?.entry ? [...entries, pending.entry] : entries;
}
function isRecorded(history, entry) {
  return history.some((e) => e.op === entry.op && e.at === entry.at && e.diff === entry.diff);
}
function recover(l) {
  (0, import_chunk_S4PSTNN7.removeTempFiles)(l.brain);
  const path = intentPath(l);
  if (!(0, import_node_fs2.existsSync)(path)) return void 0;
  let intent;
  try {
    intent = JSON.parse((0, import_chunk_FZ4K7N5W.readDataText)(path) ?? "");
  } catch {
    intent = void 0;
  }
  let notice;
  if (intent && (0, import_node_fs2.existsSync)(l.profile)) {
    const current = (0, import_chunk_FZ4K7N5W.sha256Hex)((0, import_chunk_KHLILX3Y.readProfileBytes)(l.profile));
    if (current === intent.to) {
      if (!isRecorded(readHistory(l.history), intent.entry)) appendHistory(l.history, intent.entry);
      writeState(l.state, intent.state);
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
  appendHistory,
  commitProfileChange,
  deriveState,
  effectiveApplies,
  isNewRecord,
  lockForWrite,
  newSince,
  pendingRecovery,
  readDiffToday,
  readHistory,
  readHistoryAsRecovered,
  rememberedDeclines
});
