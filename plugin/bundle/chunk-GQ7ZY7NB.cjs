var __brainUrl = require("node:url").pathToFileURL(__filename).href;
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
__defProp(stdin_exports, "readDiffFile", { value: readDiffFile, enumerable: true });
__defProp(stdin_exports, "readDiffHeader", { value: readDiffHeader, enumerable: true });
__defProp(stdin_exports, "stageDiffFile", { value: stageDiffFile, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
function readDiffFile(file) {
  const data = (0, import_chunk_FZ4K7N5W.parseJsonText)((0, import_chunk_FZ4K7N5W.readInputText)(file, file, import_chunk_FZ4K7N5W.MAX_DIFF_BYTES), file);
  const result = (0, import_chunk_YM4JW7MF.schemas)().validate("diff", data, file);
  if (!result.ok) throw new import_chunk_S4PSTNN7.InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = (0, import_chunk_SIQWQIGU.diffIdIssue)(diff, file);
  if (tampered) throw new import_chunk_S4PSTNN7.InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}
function headerOf(diff) {
  const { id, base, today, rules, config, candidates, records, declined_matches } = diff;
  return { id, base, today, rules, config, candidates, ...records ? { records } : {}, ...declined_matches ? { declined_matches } : {} };
}
var WORKER_MIN_BYTES = 4 * 1024 * 1024;
var WORKER_TAG = "brain:diff-header";
function threads() {
  return (0, import_node_module.createRequire)(__brainUrl)("node:worker_threads");
}
var OWN_FILE = /\/io\/diff-file\.js$|\/chunk-[A-Z0-9]+\.cjs$/;
async function readDiffHeader(file) {
  const url = __brainUrl;
  if (url.startsWith("file:") && OWN_FILE.test(url) && regularFileSize(file) >= WORKER_MIN_BYTES) {
    const header = await headerInWorker(url, file);
    if (header) return header;
  }
  return headerOf(readDiffFile(file));
}
function regularFileSize(file) {
  try {
    const st = (0, import_node_fs.statSync)(file);
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
      worker = new (threads()).Worker(`globalThis[${JSON.stringify(WORKER_TAG)}] = true; import(${JSON.stringify(moduleUrl)});`, {
        eval: true,
        workerData: { tag: WORKER_TAG, file }
      });
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
if (globalThis[WORKER_TAG] === true) answerInWorker();
function answerInWorker() {
  const { isMainThread, parentPort, workerData } = threads();
  if (isMainThread || !parentPort || workerData?.tag !== WORKER_TAG) return;
  const port = parentPort;
  try {
    port.postMessage({ header: headerOf(readDiffFile(workerData.file)) });
  } catch {
    port.postMessage({});
  }
}
function stageDiffFile(path, diff) {
  let id = "";
  const staged = (0, import_chunk_HTHLSEVG.stageStream)(path, (out) => {
    id = writeCompactJson(diff, out);
  });
  return { staged, id };
}
function writeCompactJson(diff, out) {
  const hash = (0, import_chunk_FZ4K7N5W.sha256)();
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
  (0, import_chunk_SIQWQIGU.writeCanonical)(body, put);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  readDiffFile,
  readDiffHeader,
  stageDiffFile
});
