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
  appliedPath: () => appliedPath,
  archiveDecisions: () => archiveDecisions,
  backupName: () => backupName,
  batchPath: () => batchPath,
  checkCandidates: () => checkCandidates,
  decisionsPath: () => decisionsPath,
  keepAppliedDiff: () => keepAppliedDiff,
  readBatch: () => readBatch,
  readCandidates: () => readCandidates,
  readDecisions: () => readDecisions,
  stageAppliedDiff: () => stageAppliedDiff,
  stageBatch: () => stageBatch
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function readCandidates(path) {
  return checkCandidates((0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(path, path), path), path);
}
function checkCandidates(data, label) {
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("candidates", data, label);
  const issues = result.ok ? (0, import_chunk_core_candidates.candidateIssues)(result.value, label) : result.issues;
  if (issues.length > 0) {
    throw new import_chunk_hooks_session_start.InvalidInputError(issues, `Nothing was proposed. The format is schemas/candidates.schema.json (see docs/consolidation-loop.md).`);
  }
  return result.value;
}
function batchPath(layout, sha256) {
  return (0, import_node_path.join)(layout.batches, `${sha256}.json`);
}
function decisionsPath(layout, sha256) {
  return (0, import_node_path.join)(layout.brain, "decisions", `${sha256}.json`);
}
function archiveDecisions(layout, decisions) {
  const record = (0, import_chunk_core_origin.decisionsRecord)(decisions);
  if (record === void 0) return void 0;
  const sha256 = (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(record);
  const path = decisionsPath(layout, sha256);
  if ((0, import_node_fs.existsSync)(path)) return sha256;
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: import_chunk_hooks_session_start.DIR_MODE });
  const staged = (0, import_chunk_core_utf8_builder.stageStream)(path, (out) => (0, import_chunk_js_yaml_dist_js_yaml.writeCanonical)(record, (s) => out.put(s)));
  (0, import_chunk_core_utf8_builder.commitStaged)(staged);
  return sha256;
}
function readDecisions(layout, sha256) {
  const path = decisionsPath(layout, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const value = (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(path, path), path);
  const issue = (0, import_chunk_core_origin.decisionsIssue)(value);
  if (issue !== void 0) throw new import_chunk_hooks_session_start.InvalidInputError([`${path}: ${issue} \u2014 the archive was edited`], "Nothing was written. Propose the batch again.");
  const decisions = (0, import_chunk_core_origin.parseDecisionsRecord)(value);
  const found = (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(value);
  if (found !== sha256) {
    throw new import_chunk_hooks_session_start.InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return decisions;
}
function appliedPath(layout, id) {
  return (0, import_node_path.join)(layout.applied, `${id}.json`);
}
function backupName(profileSha256) {
  return `backups/${profileSha256}.md`;
}
function stageBatch(layout, candidates) {
  const staged = (0, import_chunk_core_utf8_builder.stageStream)((0, import_node_path.join)(layout.brain, "batch-incoming.json"), (out) => (0, import_chunk_js_yaml_dist_js_yaml.writeCanonical)(candidates, (s) => out.put(s)));
  const target = batchPath(layout, staged.sha256);
  return {
    sha256: staged.sha256,
    commit: () => {
      if ((0, import_node_fs.existsSync)(target)) return (0, import_chunk_core_utf8_builder.discardStaged)(staged);
      (0, import_node_fs.mkdirSync)(layout.batches, { recursive: true, mode: import_chunk_hooks_session_start.DIR_MODE });
      (0, import_chunk_core_utf8_builder.commitStaged)({ ...staged, target });
    },
    discard: () => (0, import_chunk_core_utf8_builder.discardStaged)(staged)
  };
}
function readBatch(layout, sha256) {
  const path = batchPath(layout, sha256);
  if (!(0, import_node_fs.existsSync)(path)) return void 0;
  const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(path, path);
  const candidates = checkCandidates((0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)((0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)(bytes, path), path), path);
  if ((0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(bytes) === sha256) return candidates;
  const found = (0, import_chunk_js_yaml_dist_js_yaml.canonicalSha256)(candidates);
  if (found !== sha256) {
    throw new import_chunk_hooks_session_start.InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}\u2026 \u2014 the archive was edited`
    ]);
  }
  return candidates;
}
function stageAppliedDiff(layout, body) {
  return (0, import_chunk_core_utf8_builder.stageDiffFile)((0, import_node_path.join)(layout.brain, "applied-incoming.json"), body);
}
function keepAppliedDiff(layout, { staged, id }) {
  const path = appliedPath(layout, id);
  if ((0, import_node_fs.existsSync)(path)) (0, import_chunk_core_utf8_builder.discardStaged)(staged);
  else {
    (0, import_node_fs.mkdirSync)(layout.applied, { recursive: true, mode: import_chunk_hooks_session_start.DIR_MODE });
    (0, import_chunk_core_utf8_builder.commitStaged)({ ...staged, target: path });
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
// brain-digest: 00800d36a69cbd0a
