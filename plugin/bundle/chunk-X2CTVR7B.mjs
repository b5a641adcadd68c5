import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  candidateIssues
} from "./chunk-MOBJXAJH.mjs";
import {
  schemas
} from "./chunk-J66PNI4I.mjs";
import {
  canonicalSha256,
  diffIdIssue,
  writeCanonical
} from "./chunk-CTCMY2YG.mjs";
import {
  MAX_DIFF_BYTES,
  parseJsonText,
  readInputText
} from "./chunk-EBWEML6O.mjs";
import {
  InvalidInputError,
  commitStaged,
  discardStaged,
  stageStream,
  writeAtomicStream
} from "./chunk-JLYW6UGX.mjs";

// src/io/diff-file.ts
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
async function readDiffHeader(file) {
  const url = import.meta.url;
  if (url.startsWith("file:") && url.endsWith("/io/diff-file.js") && regularFileSize(file) >= WORKER_MIN_BYTES) {
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
  writeAtomicStream(path, (out) => writePrettyJson(diff, out));
}
function writePrettyJson(diff, out) {
  const put = (text) => out.put(asciiJson(text));
  let first = true;
  for (const [key, value] of Object.entries(diff)) {
    if (value === void 0) continue;
    put(`${first ? "{" : ","}
  ${JSON.stringify(key)}: `);
    first = false;
    if (Array.isArray(value) && value.length > 0) {
      for (let i = 0; i < value.length; i++) {
        put(`${i === 0 ? "[" : ","}
    ${JSON.stringify(value[i], null, 2).replaceAll("\n", "\n    ")}`);
      }
      put("\n  ]");
    } else {
      put(JSON.stringify(value, null, 2).replaceAll("\n", "\n  "));
    }
  }
  put("\n}\n");
}
var NON_ASCII = /[\u0080-\uffff]/g;
function asciiJson(text) {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// src/io/read-candidates.ts
function readCandidates(path) {
  return checkCandidates(parseJsonText(readInputText(path, path), path), path);
}
function checkCandidates(data, label) {
  const result = schemas().validate("candidates", data, label);
  const issues = result.ok ? candidateIssues(result.value, label) : result.issues;
  if (issues.length > 0) {
    throw new InvalidInputError(issues, `Nothing was proposed. The format is schemas/candidates.schema.json (see docs/consolidation-loop.md).`);
  }
  return result.value;
}

// src/io/archive.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function batchPath(l, sha256) {
  return join(l.batches, `${sha256}.json`);
}
function appliedPath(l, id) {
  return join(l.applied, `${id}.json`);
}
function backupName(profileSha256) {
  return `backups/${profileSha256}.md`;
}
function archiveBatch(l, candidates, sha256 = canonicalSha256(candidates)) {
  const path = batchPath(l, sha256);
  if (existsSync(path)) return sha256;
  const staged = stageStream(path, (out) => writeCanonical(candidates, (s) => out.put(s)));
  if (staged.sha256 !== sha256) {
    discardStaged(staged);
    throw new Error(`the canonical JSON of the batch hashed to ${staged.sha256}, expected ${sha256}`);
  }
  commitStaged(staged);
  return sha256;
}
function readBatch(l, sha256) {
  const path = batchPath(l, sha256);
  if (!existsSync(path)) return void 0;
  const candidates = readCandidates(path);
  const found = canonicalSha256(candidates);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return candidates;
}
function archiveAppliedDiff(l, diff) {
  const path = appliedPath(l, diff.id);
  if (!existsSync(path)) writeDiffFile(path, diff);
  return path;
}

export {
  readDiffFile,
  readDiffHeader,
  writeDiffFile,
  readCandidates,
  checkCandidates,
  batchPath,
  appliedPath,
  backupName,
  archiveBatch,
  readBatch,
  archiveAppliedDiff
};
