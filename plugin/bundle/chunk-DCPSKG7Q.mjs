import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  candidateIssues
} from "./chunk-HDN7XO3X.mjs";
import {
  stageDiffFile
} from "./chunk-XVLFAMMA.mjs";
import {
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  canonicalSha256,
  writeCanonical
} from "./chunk-CTCMY2YG.mjs";
import {
  parseJsonText,
  readInputText
} from "./chunk-NBGDC34C.mjs";
import {
  DIR_MODE,
  InvalidInputError,
  commitStaged,
  discardStaged,
  stageStream
} from "./chunk-YLHGQIST.mjs";

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
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
function batchPath(l, sha256) {
  return join(l.batches, `${sha256}.json`);
}
function decisionsPath(l, sha256) {
  return join(l.brain, "decisions", `${sha256}.json`);
}
function archiveDecisions(l, declined) {
  const sha256 = canonicalSha256(declined);
  const path = decisionsPath(l, sha256);
  if (existsSync(path)) return sha256;
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  const staged = stageStream(path, (out) => writeCanonical(declined, (s) => out.put(s)));
  commitStaged(staged);
  return sha256;
}
function readDecisions(l, sha256) {
  const path = decisionsPath(l, sha256);
  if (!existsSync(path)) return void 0;
  const value = parseJsonText(readInputText(path, path), path);
  const ok = Array.isArray(value) && value.every(
    (d) => typeof d === "object" && d !== null && Number.isInteger(d.candidate) && d.candidate >= 0 && (d.reason === void 0 || typeof d.reason === "string") && Object.keys(d).every((k) => k === "candidate" || k === "reason")
  );
  if (!ok) throw new InvalidInputError([`${path}: expected a list of decisions {candidate, reason?}, found something else \u2014 the archive was edited`]);
  const found = canonicalSha256(value);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return value;
}
function appliedPath(l, id) {
  return join(l.applied, `${id}.json`);
}
function backupName(profileSha256) {
  return `backups/${profileSha256}.md`;
}
function stageBatch(l, candidates) {
  const staged = stageStream(join(l.brain, "batch-incoming.json"), (out) => writeCanonical(candidates, (s) => out.put(s)));
  const target = batchPath(l, staged.sha256);
  return {
    sha256: staged.sha256,
    commit: () => {
      if (existsSync(target)) return discardStaged(staged);
      mkdirSync(l.batches, { recursive: true, mode: DIR_MODE });
      commitStaged({ ...staged, target });
    },
    discard: () => discardStaged(staged)
  };
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
function stageAppliedDiff(l, body) {
  return stageDiffFile(join(l.brain, "applied-incoming.json"), body);
}
function keepAppliedDiff(l, { staged, id }) {
  const path = appliedPath(l, id);
  if (existsSync(path)) discardStaged(staged);
  else {
    mkdirSync(l.applied, { recursive: true, mode: DIR_MODE });
    commitStaged({ ...staged, target: path });
  }
  return path;
}

export {
  readCandidates,
  checkCandidates,
  batchPath,
  decisionsPath,
  archiveDecisions,
  readDecisions,
  appliedPath,
  backupName,
  stageBatch,
  readBatch,
  stageAppliedDiff,
  keepAppliedDiff
};
