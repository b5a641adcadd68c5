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
__defProp(stdin_exports, "loadProposeSetup", { value: loadProposeSetup, enumerable: true });
__defProp(stdin_exports, "propose", { value: propose, enumerable: true });
__defProp(stdin_exports, "proposeHeld", { value: proposeHeld, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  if (o.through !== void 0 && !(0, import_chunk_LZDD4S23.isIngestedAt)(o.through)) {
    throw new import_chunk_L7PYBWE7.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const setup = loadProposeSetup(o);
  const candidates = o.candidates === void 0 ? (0, import_chunk_D5ULY43E.readCandidates)(o.candidatesFile) : (0, import_chunk_D5ULY43E.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_LW5KK7CN.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    return await proposeHeld(lock, o, setup, candidates);
  } finally {
    lock.release();
  }
}
function loadProposeSetup(o) {
  const { config, rulesDir } = (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, o.paths.config);
  return { config, rulesDir, rules: (0, import_chunk_333QZTHR.loadRuleSet)(rulesDir) };
}
async function proposeHeld(_held, o, { config, rulesDir, rules }, candidates) {
  const l = o.paths;
  const history = (0, import_chunk_W4VUU7MV.readHistory)(l.history);
  const applies = (0, import_chunk_W4VUU7MV.effectiveApplies)(history);
  const since = (0, import_chunk_W4VUU7MV.newSince)(applies.at(-1));
  const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
  const view = (0, import_chunk_LZDD4S23.recordsView)(l, cursor, { since }, o.now);
  if (o.keepThrough === void 0 && o.through !== void 0) checkThrough(o.through, view.newest, cursorInForce(since, view.newest));
  const declined = (0, import_chunk_W472L43B.canonicalDeclines)(o.declined ?? []);
  const origins = (0, import_chunk_QQQA7R2G.canonicalOrigins)(o.origins ?? []);
  const remembered = (0, import_chunk_W4VUU7MV.rememberedDeclines)(history);
  const staged = (0, import_chunk_D5ULY43E.stageBatch)(l, candidates);
  let body;
  try {
    body = await classify(l.profile, {
      candidates,
      candidatesSha256: staged.sha256,
      rules,
      config,
      today: o.today,
      candidatesFile: o.candidatesFile,
      records: view,
      lastAppliedToday: applies.at(-1)?.today,
      pause: o.pause,
      declined,
      origins,
      remembered
    });
  } catch (e) {
    staged.discard();
    throw e;
  }
  let json;
  try {
    json = (0, import_chunk_W4VUU7MV.stageDiffFile)(l.pendingJson, body);
  } catch (e) {
    staged.discard();
    throw e;
  }
  const diff = { id: json.id, ...body };
  const applyCommand2 = (0, import_chunk_OGTKZBCL.applyCommand)(o, diff.id);
  let review;
  try {
    review = (0, import_chunk_W4VUU7MV.stageStream)(l.pendingMd, (out) => (0, import_chunk_OGTKZBCL.writeDiffMarkdown)(diff, { applyCommand: applyCommand2, ruleSet: (0, import_chunk_OGTKZBCL.ruleSetLabel)(rulesDir, rules.files) }, out));
  } catch (e) {
    (0, import_chunk_W4VUU7MV.discardStaged)(json.staged);
    staged.discard();
    throw e;
  }
  try {
    staged.commit();
    (0, import_chunk_D5ULY43E.archiveDecisions)(l, { declined, origins });
  } catch (e) {
    (0, import_chunk_W4VUU7MV.discardStaged)(json.staged);
    (0, import_chunk_W4VUU7MV.discardStaged)(review);
    throw e;
  }
  (0, import_chunk_W4VUU7MV.commitStagedTogether)([json.staged, review]);
  const outcome = {
    kind: "proposed",
    id: diff.id,
    pendingJson: (0, import_node_path.resolve)(l.pendingJson),
    pendingMd: (0, import_node_path.resolve)(l.pendingMd),
    batch: (0, import_node_path.resolve)((0, import_chunk_D5ULY43E.batchPath)(l, staged.sha256)),
    records: diff.records,
    summary: (0, import_chunk_OGTKZBCL.summarizeDiff)(diff),
    counts: (0, import_chunk_OGTKZBCL.operationCounts)(diff),
    empty: (0, import_chunk_OGTKZBCL.isEmptyDiff)(diff),
    applyCommand: applyCommand2,
    skipped: view.irregular,
    skippedRecords: view.skipped,
    warnings: diff.warnings.flatMap((w) => w.candidate === void 0 ? [w.message] : [])
  };
  return { outcome, diff };
}
function checkThrough(through, newest, inForce) {
  if (newest === null || through > newest) {
    throw new import_chunk_L7PYBWE7.UsageError(
      `--through: ${through} is later than the newest record present (${newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
    );
  }
  if (inForce !== null && through < inForce) {
    throw new import_chunk_L7PYBWE7.UsageError(
      `--through: ${through} is earlier than the records already read (the last apply read up to ${inForce}); it would make them new again. Pass the through that gather printed.`
    );
  }
}
function cursorInForce(since, newest) {
  const after = since?.after ?? null;
  if (after === null) return null;
  return newest === null ? null : after > newest ? newest : after;
}
async function classify(profilePath, input) {
  const profile = (0, import_chunk_TUWUUUZD.readProfile)(profilePath);
  return (await (0, import_chunk_W472L43B.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadProposeSetup,
  propose,
  proposeHeld
});
