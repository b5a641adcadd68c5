import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  diffIdIssue,
  writeCanonical
} from "./chunk-CTCMY2YG.mjs";
import {
  MAX_DIFF_BYTES,
  parseJsonText,
  readInputText
} from "./chunk-NBGDC34C.mjs";
import {
  InvalidInputError,
  commitStaged,
  discardStaged,
  stageStream
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
  const { id, base, today, rules, config, candidates, records, declined_matches } = diff;
  return { id, base, today, rules, config, candidates, ...records ? { records } : {}, ...declined_matches ? { declined_matches } : {} };
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

export {
  readDiffFile,
  readDiffHeader,
  writeDiffFile,
  stageDiffFile
};
