import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readProfileBytes
} from "./chunk-3LGNM56W.mjs";
import {
  acquireLock
} from "./chunk-CR4IPG4Q.mjs";
import {
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  diffIdIssue,
  writeCanonical
} from "./chunk-CTCMY2YG.mjs";
import {
  MAX_DIFF_BYTES,
  openDataFile,
  parseJsonText,
  readDataFile,
  readDataText,
  readInputText,
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import {
  FILE_MODE,
  InvalidInputError,
  NotFoundError,
  commitStaged,
  discardStaged,
  removeTempFiles,
  stageStream,
  writeAtomic
} from "./chunk-YLHGQIST.mjs";

// src/io/diff-file.ts
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
function readDiffFile(file) {
  const data = parseJsonText(readInputText(file, file, MAX_DIFF_BYTES), file);
  const result = schemas().validate("diff", data, file);
  if (!result.ok) throw new InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = diffIdIssue(diff, file);
  if (tampered) throw new InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}
function headerOf(diff) {
  const { id, base, today, rules, config, candidates, records } = diff;
  return { id, base, today, rules, config, candidates, ...records ? { records } : {} };
}
var WORKER_MIN_BYTES = 4 * 1024 * 1024;
var WORKER_TAG = "brain:diff-header";
var OWN_FILE = /\/io\/diff-file\.js$|\/chunk-[A-Z0-9]+\.mjs$/;
async function readDiffHeader(file) {
  const url = import.meta.url;
  if (url.startsWith("file:") && OWN_FILE.test(url) && regularFileSize(file) >= WORKER_MIN_BYTES) {
    const header = await headerInWorker(url, file);
    if (header) return header;
  }
  return headerOf(readDiffFile(file));
}
function regularFileSize(file) {
  try {
    const st = statSync(file);
    return st.isFile() ? st.size : 0;
  } catch {
    return 0;
  }
}
function headerInWorker(moduleUrl, file) {
  return new Promise((resolve) => {
    let header;
    let worker;
    try {
      worker = new Worker(`import(${JSON.stringify(moduleUrl)});`, { eval: true, workerData: { tag: WORKER_TAG, file } });
    } catch {
      resolve(void 0);
      return;
    }
    worker.on("message", (m) => {
      header = m.header;
    });
    worker.on("error", () => {
      header = void 0;
    });
    worker.on("exit", () => resolve(header));
  });
}
if (!isMainThread && parentPort && workerData?.tag === WORKER_TAG) {
  const port = parentPort;
  try {
    port.postMessage({ header: headerOf(readDiffFile(workerData.file)) });
  } catch {
    port.postMessage({});
  }
}
function writeDiffFile(path, diff) {
  const { staged, id } = stageDiffFile(path, diff);
  const claimed = diff.id;
  if (claimed !== void 0 && claimed !== id) {
    discardStaged(staged);
    throw new Error(`${path}: the diff's id ${claimed} is not the sha256 of its content (${id})`);
  }
  commitStaged(staged);
  return id;
}
function stageDiffFile(path, diff) {
  let id = "";
  const staged = stageStream(path, (out) => {
    id = writeCompactJson(diff, out);
  });
  return { staged, id };
}
function writeCompactJson(diff, out) {
  const hash = createHash("sha256");
  let pending = "";
  let last = "";
  const put = (s) => {
    pending += last;
    last = s;
    if (pending.length >= 8192) flush();
  };
  const flush = () => {
    hash.update(pending);
    out.put(NON_ASCII_TEST.test(pending) ? asciiJson(pending) : pending);
    pending = "";
  };
  const { id: _ignored, ...body } = diff;
  writeCanonical(body, put);
  flush();
  hash.update(last);
  const id = hash.digest("hex");
  out.put(`,"id":"${id}"}
`);
  return id;
}
var NON_ASCII_TEST = /[\u0080-\uffff]/;
var NON_ASCII = /[\u0080-\uffff]/g;
function asciiJson(text) {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

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
    } catch {
    }
    throw new InvalidInputError([`${path}:${i + 1}: expected a history entry (JSON with op, at, diff), found ${JSON.stringify(line.slice(0, 60))}`]);
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
    else if (stack.length > 0 && stack[stack.length - 1].diff === e.diff) stack.pop();
  }
  return stack;
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
function pendingRecovery(l) {
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
  const recorded = readHistory(l.history).some((e) => e.at === intent.entry.at && e.diff === intent.entry.diff && e.op === intent.entry.op);
  return { entry: recorded ? void 0 : intent.entry, state: intent.state };
}
function readHistoryAsRecovered(l) {
  const entries = readHistory(l.history);
  const pending = pendingRecovery(l);
  return pending?.entry ? [...entries, pending.entry] : entries;
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
      const recorded = readHistory(l.history).some((e) => e.at === intent.entry.at && e.diff === intent.entry.diff && e.op === intent.entry.op);
      if (!recorded) appendHistory(l.history, intent.entry);
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
  readDiffFile,
  readDiffHeader,
  writeDiffFile,
  stageDiffFile,
  readHistory,
  effectiveApplies,
  newSince,
  isNewRecord,
  readDiffToday,
  deriveState,
  commitProfileChange,
  lockForWrite,
  pendingRecovery,
  readHistoryAsRecovered
};
