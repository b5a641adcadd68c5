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
__defProp(stdin_exports, "propose", { value: propose, enumerable: true });
__defProp(stdin_exports, "proposeDiff", { value: proposeDiff, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AA34FNBZ = require("./chunk-AA34FNBZ.cjs");
var import_chunk_MCIY4CX3 = require("./chunk-MCIY4CX3.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_77JXG66K.isIngestedAt)(o.through)) {
    throw new import_chunk_L7PYBWE7.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_KCAMFDNF.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_7QHFYIMW.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_77YDYS66.readCandidates)(o.candidatesFile) : (0, import_chunk_77YDYS66.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_PAWCQ57R.lockForWrite)(l, o.notice ?? (() => {
  }), o);
  try {
    const history = (0, import_chunk_BAHFH2CQ.readHistory)(l.history);
    const applies = (0, import_chunk_BAHFH2CQ.effectiveApplies)(history);
    const since = (0, import_chunk_BAHFH2CQ.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_77JXG66K.recordsView)(l, cursor, { since }, o.now);
    if (o.keepThrough === void 0 && o.through !== void 0) checkThrough(o.through, view.newest, cursorInForce(since, view.newest));
    const declined = (0, import_chunk_ETYRLC4D.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_BAHFH2CQ.rememberedDeclines)(history);
    const staged = (0, import_chunk_77YDYS66.stageBatch)(l, candidates);
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
        remembered
      });
    } catch (e) {
      staged.discard();
      throw e;
    }
    let json;
    try {
      json = (0, import_chunk_BAHFH2CQ.stageDiffFile)(l.pendingJson, body);
    } catch (e) {
      staged.discard();
      throw e;
    }
    const diff = { id: json.id, ...body };
    const applyCommand = (0, import_chunk_AA34FNBZ.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    let review;
    try {
      review = (0, import_chunk_BAHFH2CQ.stageStream)(l.pendingMd, (out) => (0, import_chunk_AA34FNBZ.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_AA34FNBZ.ruleSetLabel)(rulesDir, rules.files) }, out));
    } catch (e) {
      (0, import_chunk_BAHFH2CQ.discardStaged)(json.staged);
      staged.discard();
      throw e;
    }
    try {
      staged.commit();
      if (declined.length > 0) (0, import_chunk_77YDYS66.archiveDecisions)(l, declined);
    } catch (e) {
      (0, import_chunk_BAHFH2CQ.discardStaged)(json.staged);
      (0, import_chunk_BAHFH2CQ.discardStaged)(review);
      throw e;
    }
    (0, import_chunk_BAHFH2CQ.commitStagedTogether)([json.staged, review]);
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_77YDYS66.batchPath)(l, staged.sha256)),
      records: diff.records,
      summary: (0, import_chunk_MCIY4CX3.summarizeDiff)(diff),
      counts: (0, import_chunk_MCIY4CX3.operationCounts)(diff),
      empty: (0, import_chunk_MCIY4CX3.isEmptyDiff)(diff),
      applyCommand,
      skipped: view.irregular,
      skippedRecords: view.skipped,
      warnings: diff.warnings.flatMap((w) => w.candidate === void 0 ? [w.message] : [])
    };
    return { outcome, diff };
  } finally {
    lock.release();
  }
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
  const profile = (0, import_chunk_YPLLLP26.readProfile)(profilePath);
  return (await (0, import_chunk_ETYRLC4D.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
