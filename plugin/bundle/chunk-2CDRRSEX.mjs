import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readDiffFile
} from "./chunk-XVLFAMMA.mjs";
import {
  readProfileBytes
} from "./chunk-3LGNM56W.mjs";
import {
  acquireLock
} from "./chunk-CR4IPG4Q.mjs";
import {
  openDataFile,
  readDataFile,
  readDataText,
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import {
  FILE_MODE,
  InvalidInputError,
  NotFoundError,
  commitStaged,
  removeTempFiles,
  writeAtomic
} from "./chunk-YLHGQIST.mjs";

// src/io/history.ts
import { appendFileSync, closeSync, fstatSync, fsyncSync, openSync, readSync, truncateSync } from "node:fs";
function readHistory(path) {
  const text = readDataText(path);
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
    throw new InvalidInputError([
      `${path}:${i + 1}: expected a history entry (JSON with op, at, and diff or forgotten), found ${JSON.stringify(line.slice(0, 60))}`
    ]);
  });
}
function appendHistory(path, entry) {
  cutTornTail(path);
  appendFileSync(path, `${JSON.stringify(entry)}
`, { mode: FILE_MODE });
  const fd = openSync(path, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
function cutTornTail(path) {
  const text = readDataFile(path);
  if (text === void 0) return;
  const size = text.length;
  if (size === 0) return;
  if (text[size - 1] === 10) return;
  truncateSync(path, text.lastIndexOf(10) + 1);
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
  const fd = openDataFile(file);
  if (fd === void 0) return void 0;
  try {
    const head = Buffer.alloc(1024);
    const n = readSync(fd, head, 0, head.length, 0);
    const m = /^\{\s*"id":\s*"[0-9a-f]{64}",\s*"base":\s*"[0-9a-f]{64}",\s*"today":\s*"(\d{4}-\d{2}-\d{2})"/.exec(head.subarray(0, n).toString("latin1"));
    if (m) return m[1];
    if (fstatSync(fd).size >= 4 * 1024 * 1024) return void 0;
  } finally {
    closeSync(fd);
  }
  try {
    return readDiffFile(file).today;
  } catch {
    return void 0;
  }
}

// src/io/state.ts
function deriveState(lastApply, config) {
  return {
    last_run: lastApply?.today ?? null,
    published_count: lastApply?.published_count ?? 0,
    last_diff: lastApply?.diff ?? null,
    nudge: { ...config.nudge }
  };
}
function writeState(path, state) {
  writeAtomic(path, `${JSON.stringify(state, null, 2)}
`);
}

// src/io/profile-commit.ts
import { existsSync, unlinkSync } from "node:fs";
import { join } from "node:path";
function intentPath(l) {
  return join(l.brain, ".intent.json");
}
function commitProfileChange(l, change) {
  const intent = { from: change.entry.base, to: change.entry.result, entry: change.entry, state: change.state };
  writeAtomic(intentPath(l), JSON.stringify(intent));
  if (change.backup && !existsSync(join(l.brain, change.backup.name))) writeAtomic(join(l.brain, change.backup.name), change.backup.bytes);
  if (Buffer.isBuffer(change.profile)) writeAtomic(l.profile, change.profile);
  else if (change.profile) commitStaged(change.profile);
  appendHistory(l.history, change.entry);
  writeState(l.state, change.state);
  unlinkSync(intentPath(l));
}
function lockForWrite(l, report) {
  if (!existsSync(l.profile)) throw new NotFoundError(l.profile, "the profile", "run `brain init` first");
  const lock = acquireLock(l.lock);
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
    const text = readDataText(intentPath(l));
    if (text === void 0) return void 0;
    intent = JSON.parse(text);
  } catch {
    return void 0;
  }
  const profile = readDataFile(l.profile);
  if (profile === void 0 || sha256Hex(profile) !== intent.to) return void 0;
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
  removeTempFiles(l.brain);
  const path = intentPath(l);
  if (!existsSync(path)) return void 0;
  let intent;
  try {
    intent = JSON.parse(readDataText(path) ?? "");
  } catch {
    intent = void 0;
  }
  let notice;
  if (intent && existsSync(l.profile)) {
    const current = sha256Hex(readProfileBytes(l.profile));
    if (current === intent.to) {
      if (!isRecorded(readHistory(l.history), intent.entry)) appendHistory(l.history, intent.entry);
      writeState(l.state, intent.state);
      notice = `brain: finished recording an interrupted ${intent.entry.op} of diff ${intent.entry.diff.slice(0, 12)}`;
    } else if (current !== intent.from) {
      notice = `brain: an interrupted ${intent.entry.op} was found but profile.md has changed since; it was not recorded`;
    }
  }
  unlinkSync(path);
  return notice;
}

export {
  readHistory,
  appendHistory,
  effectiveApplies,
  rememberedDeclines,
  newSince,
  isNewRecord,
  readDiffToday,
  deriveState,
  commitProfileChange,
  lockForWrite,
  pendingRecovery,
  readHistoryAsRecovered
};
