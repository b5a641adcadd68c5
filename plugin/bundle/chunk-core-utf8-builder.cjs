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
  CLOCK_SLACK_MS: () => CLOCK_SLACK_MS,
  appendHistory: () => appendHistory,
  commitStaged: () => commitStaged,
  commitStagedTogether: () => commitStagedTogether,
  diffMayNameDecisions: () => diffMayNameDecisions,
  discardStaged: () => discardStaged,
  effectiveAdopts: () => effectiveAdopts,
  effectiveApplies: () => effectiveApplies,
  effectiveWrites: () => effectiveWrites,
  isNewRecord: () => isNewRecord,
  named: () => named,
  namingFile: () => namingFile,
  newSince: () => newSince,
  parseHistoryLine: () => parseHistoryLine,
  readDiffFile: () => readDiffFile,
  readDiffHeader: () => readDiffHeader,
  readDiffToday: () => readDiffToday,
  readHistory: () => readHistory,
  rememberedDeclines: () => rememberedDeclines,
  stageCopy: () => stageCopy,
  stageDiffFile: () => stageDiffFile,
  stageStream: () => stageStream,
  writeAtomic: () => writeAtomic
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_fs2 = require("node:fs");
var MEANING = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  EIO: "an input/output error of the device",
  EMFILE: "too many open files",
  ENFILE: "too many open files on the system",
  EFBIG: "the file would be too large"
};
var FileWriteError = class extends import_chunk_hooks_session_start.BrainError {
  path;
  /** The system error's code (`ENOSPC`, `EACCES`, …). */
  errno;
  constructor(path, doing, errno, detail) {
    super("IO", `${path}: could not ${doing}: ${MEANING[errno] ?? detail} (${errno})`);
    this.path = path;
    this.errno = errno;
  }
};
function namingFile(path, doing, run) {
  try {
    return run();
  } catch (e) {
    throw named(e, path, doing);
  }
}
function named(e, path, doing) {
  if (e instanceof import_chunk_hooks_session_start.BrainError) return e;
  const err = e;
  if (!err || typeof err.code !== "string" || !err.code.startsWith("E")) return e;
  return new FileWriteError(path, doing, err.code, err.message);
}
var Utf8Builder = class {
  #sink;
  #chunk = Buffer.allocUnsafe(1 << 20);
  #used = 0;
  constructor(sink) {
    this.#sink = sink;
  }
  put(piece) {
    if (this.#chunk.length - this.#used < piece.length * 3) {
      this.flush();
      if (this.#chunk.length < piece.length * 3) this.#chunk = Buffer.allocUnsafe(piece.length * 3);
    }
    this.#used += this.#chunk.write(piece, this.#used);
  }
  /** Hands what was put since the last flush to the sink (which must use it before the next put). */
  flush() {
    if (this.#used === 0) return;
    this.#sink(this.#chunk.subarray(0, this.#used));
    this.#used = 0;
  }
};
function writeAtomic(path, data) {
  commitStaged(stage(path, (write) => write(typeof data === "string" ? Buffer.from(data, "utf8") : data)));
}
var streams = 0;
function stageStream(path, produce) {
  return stage(path, (write) => {
    const out = new Utf8Builder(write);
    produce(out);
    out.flush();
  });
}
function stageCopy(path, source) {
  return stage(path, (write) => {
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = (0, import_node_fs.readSync)(source, chunk); n > 0; n = (0, import_node_fs.readSync)(source, chunk)) write(chunk.subarray(0, n));
  });
}
function stage(path, fill) {
  const made = namingFile((0, import_node_path.dirname)(path), "create the folder", () => (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: import_chunk_hooks_session_start.DIR_MODE }));
  let target = path;
  try {
    target = (0, import_node_fs.realpathSync)(path);
  } catch {
  }
  const temp = `${target}.${process.pid}${String(++streams).padStart(4, "0")}`;
  const hash = (0, import_chunk_js_yaml_dist_js_yaml.sha256)();
  const fd = namingFile(path, "write it (its temp file beside it)", () => (0, import_node_fs.openSync)(temp, "w", import_chunk_hooks_session_start.FILE_MODE));
  let done = false;
  try {
    try {
      keepOwner(fd, target);
      namingFile(path, "write it", () => (0, import_node_fs.fchmodSync)(fd, import_chunk_hooks_session_start.FILE_MODE));
      fill((chunk) => {
        hash.update(chunk);
        namingFile(path, "write it", () => {
          for (let at = 0; at < chunk.length; ) at += (0, import_node_fs.writeSync)(fd, chunk, at, chunk.length - at);
        });
      });
    } finally {
      namingFile(path, "write it", () => (0, import_node_fs.closeSync)(fd));
    }
    done = true;
  } finally {
    if (!done) {
      removeFile(temp);
      if (made !== void 0) removeFolders((0, import_node_path.dirname)(path), made);
    }
  }
  return { temp, target, sha256: hash.digest("hex") };
}
function removeFolders(deepest, top) {
  for (let dir = deepest; ; dir = (0, import_node_path.dirname)(dir)) {
    try {
      (0, import_node_fs.rmdirSync)(dir);
    } catch {
      return;
    }
    if (dir === top || (0, import_node_path.dirname)(dir) === dir) return;
  }
}
function commitStaged(staged) {
  commitStagedTogether([staged]);
}
function commitStagedTogether(files) {
  for (let i = 0; i < files.length; i++) {
    try {
      namingFile(files[i].target, "write it", () => fsyncFile(files[i].temp));
    } catch (e) {
      for (const f of files) discardStaged(f);
      throw e;
    }
  }
  for (let i = 0; i < files.length; i++) {
    try {
      namingFile(files[i].target, "replace it", () => (0, import_node_fs.renameSync)(files[i].temp, files[i].target));
    } catch (e) {
      for (const f of files.slice(i)) discardStaged(f);
      throw e;
    }
  }
  for (const dir of new Set(files.map((f) => (0, import_node_path.dirname)(f.target)))) fsyncDir(dir);
}
function fsyncFile(path) {
  const fd = (0, import_node_fs.openSync)(path, "r");
  try {
    (0, import_node_fs.fsyncSync)(fd);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function discardStaged(staged) {
  removeFile(staged.temp);
}
function removeFile(path) {
  try {
    (0, import_node_fs.unlinkSync)(path);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function keepOwner(fd, target) {
  let st;
  try {
    st = (0, import_node_fs.statSync)(target);
  } catch {
    return;
  }
  try {
    (0, import_node_fs.fchownSync)(fd, st.uid, st.gid);
  } catch {
  }
}
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(dir, "r");
    (0, import_node_fs.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs.closeSync)(fd);
  }
}
function readDiffFile(file) {
  const data = (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(file, file, import_chunk_js_yaml_dist_js_yaml.MAX_DIFF_BYTES), file);
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("diff", data, file);
  if (!result.ok) throw new import_chunk_hooks_session_start.InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = (0, import_chunk_js_yaml_dist_js_yaml.diffIdIssue)(diff, file);
  if (tampered) throw new import_chunk_hooks_session_start.InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}
var DECISIONS_KEY = '"decisions"';
function diffMayNameDecisions(file) {
  try {
    return (0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(file, file, import_chunk_js_yaml_dist_js_yaml.MAX_DIFF_BYTES).includes(DECISIONS_KEY);
  } catch {
    return true;
  }
}
function headerOf(diff) {
  const { id, format, base, today, rules, config, confusables, candidates, records, declined_matches } = diff;
  return {
    id,
    ...format !== void 0 ? { format } : {},
    base,
    today,
    rules,
    config,
    ...confusables !== void 0 ? { confusables } : {},
    candidates,
    ...records ? { records } : {},
    ...declined_matches ? { declined_matches } : {}
  };
}
function readDiffHeader(file) {
  return headerOf(readDiffFile(file));
}
function stageDiffFile(path, diff) {
  let id = "";
  const staged = stageStream(path, (out) => {
    id = writeCompactJson(diff, out);
  });
  return { staged, id };
}
function writeCompactJson(diff, out) {
  const hash = (0, import_chunk_js_yaml_dist_js_yaml.sha256)();
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
  (0, import_chunk_js_yaml_dist_js_yaml.writeCanonical)(body, put);
  flush();
  hash.update(last);
  const id = hash.digest("hex");
  const head = last.slice(0, -1);
  out.put(`${NON_ASCII_TEST.test(head) ? asciiJson(head) : head},"id":"${id}"}
`);
  return id;
}
var NON_ASCII_TEST = /[\u0080-\uffff]/;
var NON_ASCII = /[\u0080-\uffff]/g;
function asciiJson(text) {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function readHistory(path) {
  const text = (0, import_chunk_js_yaml_dist_js_yaml.readDataText)(path);
  if (text === void 0) return [];
  const lines = text.split("\n");
  lines.pop();
  const issues = [];
  const entries = [];
  lines.forEach((line, i) => {
    const parsed = parseHistoryLine(line);
    if ("issue" in parsed) issues.push(`${path}:${i + 1}: ${parsed.issue}`);
    else entries.push(parsed.entry);
  });
  if (issues.length > 0) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      issues,
      `Nothing was written. Fix or remove ${issues.length === 1 ? "that line" : "those lines"} (brain validate lists every problem of the data dir).`
    );
  }
  return entries;
}
function parseHistoryLine(line) {
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    return { issue: `expected a history entry (one JSON object per line), found ${(0, import_chunk_core_error_message.quotedStart)(line)}` };
  }
  if (!isObject(v)) return { issue: `expected a history entry (a JSON object with op, at, today, \u2026), found ${(0, import_chunk_core_error_message.quotedStart)(line)}` };
  const fields = [
    ["at", isString, "a timestamp"],
    ["today", isString, "a date YYYY-MM-DD"]
  ];
  if (v.op === "apply" || v.op === "rollback" || v.op === "adopt") {
    fields.push(["diff", isString, "a diff id"], ["base", isString, "a profile sha256"], ["result", isString, "a profile sha256"]);
  }
  if (v.op === "apply") {
    fields.push(
      ["backup", (x) => x === null || isString(x), "a backup path or null"],
      ["published_count", isCount, "a whole number \u2265 0"],
      ["counts", (x) => isObject(x) && Object.values(x).every(isCount), "an object of whole numbers \u2265 0"]
    );
    const optional = [
      ["batch", isString, "a batch sha256"],
      ["rules", (x) => Array.isArray(x) && x.every((r) => isObject(r) && isString(r.file) && isString(r.sha256)), "a list of {file, sha256}"],
      ["config", isObject, "the resolved config (an object)"],
      ["records_through", (x) => x === null || isString(x), "an ingested_at timestamp or null"],
      ["declined", isDeclineList, "a list of remembered declines {key, value?, source?, retires?}"],
      ["diff_today", isString, "a date YYYY-MM-DD"],
      ["adopted_edit", (x) => x === true, "true"]
    ];
    fields.push(...optional.filter(([name]) => v[name] !== void 0));
  } else if (v.op === "forget") {
    fields.push(["forgotten", isDeclineList, "a list of remembered declines {key, value?, source?, retires?}"]);
  } else if (v.op === "adopt") {
    fields.push(
      ["backup", isString, "a backup path"],
      ["edited", isString, "a profile sha256"],
      ["changes", isString, "a change list path"],
      ["counts", (x) => isObject(x) && ["added", "removed", "changed"].every((k) => isCount(x[k])), "{added, removed, changed} whole numbers \u2265 0"]
    );
  } else if (v.op !== "rollback") {
    return { issue: `/op: expected "apply", "rollback", "adopt" or "forget", found ${JSON.stringify(v.op) ?? "nothing"}` };
  }
  for (const [name, ok, expected] of fields) {
    if (!ok(v[name]))
      return { issue: `/${name}: expected ${expected}, found ${JSON.stringify(v[name]) ?? "nothing"} (in ${v.op === "apply" ? "an" : "a"} ${v.op} entry)` };
  }
  return { entry: v };
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isString(v) {
  return typeof v === "string";
}
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
function isDeclineList(v) {
  return Array.isArray(v) && v.every((r) => isObject(r) && isString(r.key) && ["value", "source", "retires"].every((k) => r[k] === void 0 || isString(r[k])));
}
function appendHistory(path, entry) {
  cutTornTail(path);
  namingFile(path, "append to it", () => {
    (0, import_node_fs2.appendFileSync)(path, `${JSON.stringify(entry)}
`, { mode: import_chunk_hooks_session_start.FILE_MODE });
    const fd = (0, import_node_fs2.openSync)(path, "r+");
    try {
      (0, import_node_fs2.fsyncSync)(fd);
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
  });
}
function cutTornTail(path) {
  const text = (0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(path);
  if (text === void 0) return;
  const size = text.length;
  if (size === 0) return;
  if (text[size - 1] === 10) return;
  namingFile(path, "cut off its torn last line", () => (0, import_node_fs2.truncateSync)(path, text.lastIndexOf(10) + 1));
}
function effectiveWrites(history) {
  const stack = [];
  for (const e of history) {
    if (e.op === "apply" || e.op === "adopt") stack.push(e);
    else if (e.op === "rollback" && stack.length > 0 && stack[stack.length - 1].diff === e.diff) stack.pop();
  }
  return stack;
}
function effectiveApplies(history) {
  return effectiveWrites(history).filter((e) => e.op === "apply");
}
function effectiveAdopts(history) {
  return effectiveWrites(history).filter((e) => e.op === "adopt");
}
function declineIdentity(r) {
  return r.retires !== void 0 ? `retires\0${r.retires}` : `${r.key}\0${r.value ?? ""}${r.source !== void 0 ? `\0${r.source}` : ""}`;
}
function renormalized(r) {
  const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(r.key);
  return key === r.key ? r : { ...r, key };
}
function rememberedDeclines(history) {
  const effective = new Set(effectiveApplies(history));
  const list = /* @__PURE__ */ new Map();
  for (const e of history) {
    if (e.op === "apply" && effective.has(e)) {
      for (const r of (e.declined ?? []).map(renormalized)) if (!list.has(declineIdentity(r))) list.set(declineIdentity(r), r);
    } else if (e.op === "forget") {
      for (const r of e.forgotten.map(renormalized)) list.delete(declineIdentity(r));
    }
  }
  return [...list.values()];
}
function newSince(last) {
  if (!last) return void 0;
  const through = last.records_through !== void 0 ? last.records_through : last.at;
  if (through === null) return { after: null };
  const applied = Date.parse(last.at);
  const ahead = !Number.isNaN(applied) && (Number.isNaN(Date.parse(through)) || Date.parse(through) > applied + CLOCK_SLACK_MS);
  return { after: ahead ? new Date(applied).toISOString() : through };
}
var CLOCK_SLACK_MS = 5 * 60 * 1e3;
function isNewRecord(ingestedAt, since) {
  return since === void 0 || since.after === null || ingestedAt > since.after;
}
function readDiffToday(file) {
  const fd = (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(file);
  if (fd === void 0) return void 0;
  try {
    const head = Buffer.alloc(1024);
    const n = (0, import_node_fs2.readSync)(fd, head, 0, head.length, 0);
    const m = /^\{\s*"id":\s*"[0-9a-f]{64}",\s*"base":\s*"[0-9a-f]{64}",\s*"today":\s*"(\d{4}-\d{2}-\d{2})"/.exec(head.subarray(0, n).toString("latin1"));
    if (m) return m[1];
    if ((0, import_node_fs2.fstatSync)(fd).size >= 4 * 1024 * 1024) return void 0;
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
  try {
    return readDiffFile(file).today;
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLOCK_SLACK_MS,
  appendHistory,
  commitStaged,
  commitStagedTogether,
  diffMayNameDecisions,
  discardStaged,
  effectiveAdopts,
  effectiveApplies,
  effectiveWrites,
  isNewRecord,
  named,
  namingFile,
  newSince,
  parseHistoryLine,
  readDiffFile,
  readDiffHeader,
  readDiffToday,
  readHistory,
  rememberedDeclines,
  stageCopy,
  stageDiffFile,
  stageStream,
  writeAtomic
});
// brain-digest: aa9ab8581f1308c5
