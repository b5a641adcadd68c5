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
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function readCandidates(path) {
  return checkCandidates((0, import_chunk_I2RTUJJH.parseJsonText)((0, import_chunk_I2RTUJJH.readInputText)(path, path), path), path);
}
function checkCandidates(data, label) {
  const result = (0, import_chunk_I2RTUJJH.schemas)().validate("candidates", data, label);
  const issues = result.ok ? (0, import_chunk_ZGEPS35H.candidateIssues)(result.value, label) : result.issues;
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
function archiveDecisions(l, decisions) {
  const record = (0, import_chunk_QQQA7R2G.decisionsRecord)(decisions);
  if (record === void 0) return void 0;
  const sha256 = (0, import_chunk_I2RTUJJH.canonicalSha256)(record);
  const path = decisionsPath(l, sha256);
  if ((0, import_node_fs.existsSync)(path)) return sha256;
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
  const staged = (0, import_chunk_W4VUU7MV.stageStream)(path, (out) => (0, import_chunk_I2RTUJJH.writeCanonical)(record, (s) => out.put(s)));
  (0, import_chunk_W4VUU7MV.commitStaged)(staged);
  return sha256;
}
function readDecisions(l, sha256) {
  const path = decisionsPath(l, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const value = (0, import_chunk_I2RTUJJH.parseJsonText)((0, import_chunk_I2RTUJJH.readInputText)(path, path), path);
  const issue = (0, import_chunk_QQQA7R2G.decisionsIssue)(value);
  if (issue !== void 0) throw new import_chunk_L7PYBWE7.InvalidInputError([`${path}: ${issue} \u2014 the archive was edited`], "Nothing was written. Propose the batch again.");
  const decisions = (0, import_chunk_QQQA7R2G.parseDecisionsRecord)(value);
  const found = (0, import_chunk_I2RTUJJH.canonicalSha256)(value);
  if (found !== sha256) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return decisions;
}
function appliedPath(l, id) {
  return (0, import_node_path.join)(l.applied, `${id}.json`);
}
function backupName(profileSha256) {
  return `backups/${profileSha256}.md`;
}
function stageBatch(l, candidates) {
  const staged = (0, import_chunk_W4VUU7MV.stageStream)((0, import_node_path.join)(l.brain, "batch-incoming.json"), (out) => (0, import_chunk_I2RTUJJH.writeCanonical)(candidates, (s) => out.put(s)));
  const target = batchPath(l, staged.sha256);
  return {
    sha256: staged.sha256,
    commit: () => {
      if ((0, import_node_fs.existsSync)(target)) return (0, import_chunk_W4VUU7MV.discardStaged)(staged);
      (0, import_node_fs.mkdirSync)(l.batches, { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
      (0, import_chunk_W4VUU7MV.commitStaged)({ ...staged, target });
    },
    discard: () => (0, import_chunk_W4VUU7MV.discardStaged)(staged)
  };
}
function readBatch(l, sha256) {
  const path = batchPath(l, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const candidates = readCandidates(path);
  const found = (0, import_chunk_I2RTUJJH.canonicalSha256)(candidates);
  if (found !== sha256) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return candidates;
}
function stageAppliedDiff(l, body) {
  return (0, import_chunk_W4VUU7MV.stageDiffFile)((0, import_node_path.join)(l.brain, "applied-incoming.json"), body);
}
function keepAppliedDiff(l, { staged, id }) {
  const path = appliedPath(l, id);
  if ((0, import_node_fs.existsSync)(path)) (0, import_chunk_W4VUU7MV.discardStaged)(staged);
  else {
    (0, import_node_fs.mkdirSync)(l.applied, { recursive: true, mode: import_chunk_L7PYBWE7.DIR_MODE });
    (0, import_chunk_W4VUU7MV.commitStaged)({ ...staged, target: path });
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
