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
__defProp(stdin_exports, "appliedPath", { value: appliedPath, enumerable: true });
__defProp(stdin_exports, "archiveDecisions", { value: archiveDecisions, enumerable: true });
__defProp(stdin_exports, "backupName", { value: backupName, enumerable: true });
__defProp(stdin_exports, "batchPath", { value: batchPath, enumerable: true });
__defProp(stdin_exports, "checkCandidates", { value: checkCandidates, enumerable: true });
__defProp(stdin_exports, "decisionsPath", { value: decisionsPath, enumerable: true });
__defProp(stdin_exports, "keepAppliedDiff", { value: keepAppliedDiff, enumerable: true });
__defProp(stdin_exports, "readBatch", { value: readBatch, enumerable: true });
__defProp(stdin_exports, "readCandidates", { value: readCandidates, enumerable: true });
__defProp(stdin_exports, "readDecisions", { value: readDecisions, enumerable: true });
__defProp(stdin_exports, "stageAppliedDiff", { value: stageAppliedDiff, enumerable: true });
__defProp(stdin_exports, "stageBatch", { value: stageBatch, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_AHSAOC47 = require("./chunk-AHSAOC47.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function readCandidates(path) {
  return checkCandidates((0, import_chunk_4HVNRAM7.parseJsonText)((0, import_chunk_4HVNRAM7.readInputText)(path, path), path), path);
}
function checkCandidates(data, label) {
  const result = (0, import_chunk_4HVNRAM7.schemas)().validate("candidates", data, label);
  const issues = result.ok ? (0, import_chunk_AHSAOC47.candidateIssues)(result.value, label) : result.issues;
  if (issues.length > 0) {
    throw new import_chunk_L7PYBWE7.InvalidInputError(issues, `Nothing was proposed. The format is schemas/candidates.schema.json (see docs/consolidation-loop.md).`);
  }
  return result.value;
}
function batchPath(l, sha256) {
  return (0, import_node_path.join)(l.batches, `${sha256}.json`);
}
function decisionsPath(l, sha256) {
  return (0, import_node_path.join)(l.brain, "decisions", `${sha256}.json`);
}
function archiveDecisions(l, declined) {
  const sha256 = (0, import_chunk_4HVNRAM7.canonicalSha256)(declined);
  const path = decisionsPath(l, sha256);
  if ((0, import_node_fs.existsSync)(path)) return sha256;
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
  const staged = (0, import_chunk_BAHFH2CQ.stageStream)(path, (out) => (0, import_chunk_4HVNRAM7.writeCanonical)(declined, (s) => out.put(s)));
  (0, import_chunk_BAHFH2CQ.commitStaged)(staged);
  return sha256;
}
function readDecisions(l, sha256) {
  const path = decisionsPath(l, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const value = (0, import_chunk_4HVNRAM7.parseJsonText)((0, import_chunk_4HVNRAM7.readInputText)(path, path), path);
  const issue = decisionsIssue(value);
  if (issue !== void 0) throw new import_chunk_L7PYBWE7.InvalidInputError([`${path}: ${issue} \u2014 the archive was edited`], "Nothing was written. Propose the batch again.");
  const found = (0, import_chunk_4HVNRAM7.canonicalSha256)(value);
  if (found !== sha256) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return value;
}
function decisionsIssue(value) {
  if (!Array.isArray(value)) return `/: expected a list of decisions {candidate, reason?}, found ${describe(value)}`;
  for (const [i, d] of value.entries()) {
    if (typeof d !== "object" || d === null || Array.isArray(d)) return `/${i}: expected a decision {candidate, reason?}, found ${describe(d)}`;
    const extra = Object.keys(d).find((k) => k !== "candidate" && k !== "reason");
    if (extra !== void 0) return `/${i}/${extra}: expected only candidate and reason, found ${JSON.stringify(extra)}`;
    if (!Number.isInteger(d.candidate) || d.candidate < 0)
      return `/${i}/candidate: expected a candidate index (a whole number \u2265 0), found ${describe(d.candidate)}`;
    if (d.reason !== void 0 && typeof d.reason !== "string") return `/${i}/reason: expected a string, found ${describe(d.reason)}`;
  }
  return void 0;
}
function describe(v) {
  return (JSON.stringify(v) ?? "nothing").slice(0, 60);
}
function appliedPath(l, id) {
  return (0, import_node_path.join)(l.applied, `${id}.json`);
}
function backupName(profileSha256) {
  return `backups/${profileSha256}.md`;
}
function stageBatch(l, candidates) {
  const staged = (0, import_chunk_BAHFH2CQ.stageStream)((0, import_node_path.join)(l.brain, "batch-incoming.json"), (out) => (0, import_chunk_4HVNRAM7.writeCanonical)(candidates, (s) => out.put(s)));
  const target = batchPath(l, staged.sha256);
  return {
    sha256: staged.sha256,
    commit: () => {
      if ((0, import_node_fs.existsSync)(target)) return (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
      (0, import_node_fs.mkdirSync)(l.batches, { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
      (0, import_chunk_BAHFH2CQ.commitStaged)({ ...staged, target });
    },
    discard: () => (0, import_chunk_BAHFH2CQ.discardStaged)(staged)
  };
}
function readBatch(l, sha256) {
  const path = batchPath(l, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const candidates = readCandidates(path);
  const found = (0, import_chunk_4HVNRAM7.canonicalSha256)(candidates);
  if (found !== sha256) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return candidates;
}
function stageAppliedDiff(l, body) {
  return (0, import_chunk_BAHFH2CQ.stageDiffFile)((0, import_node_path.join)(l.brain, "applied-incoming.json"), body);
}
function keepAppliedDiff(l, { staged, id }) {
  const path = appliedPath(l, id);
  if ((0, import_node_fs.existsSync)(path)) (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
  else {
    (0, import_node_fs.mkdirSync)(l.applied, { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
    (0, import_chunk_BAHFH2CQ.commitStaged)({ ...staged, target: path });
  }
  return path;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  appliedPath,
  archiveDecisions,
  backupName,
  batchPath,
  checkCandidates,
  decisionsPath,
  keepAppliedDiff,
  readBatch,
  readCandidates,
  readDecisions,
  stageAppliedDiff,
  stageBatch
});
