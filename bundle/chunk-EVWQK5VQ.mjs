import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  candidateIssues
} from "./chunk-OHGOUX2Y.mjs";
import {
  writeDiffFile
} from "./chunk-WXSFJU7A.mjs";
import {
  schemas
} from "./chunk-IBYQDC34.mjs";
import {
  canonicalSha256,
  writeCanonical
} from "./chunk-CTCMY2YG.mjs";
import {
  parseJsonText,
  readInputText
} from "./chunk-EBWEML6O.mjs";
import {
  InvalidInputError,
  commitStaged,
  discardStaged,
  stageStream
} from "./chunk-JLYW6UGX.mjs";

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
  readCandidates,
  checkCandidates,
  batchPath,
  appliedPath,
  backupName,
  archiveBatch,
  readBatch,
  archiveAppliedDiff
};
