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
var import_chunk_DWL62VX6 = require("./chunk-DWL62VX6.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_7N3E2WF6 = require("./chunk-7N3E2WF6.cjs");
var import_chunk_MF7J646J = require("./chunk-MF7J646J.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_F3RURZDZ = require("./chunk-F3RURZDZ.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_F3RURZDZ.isIngestedAt)(o.through)) {
    throw new import_chunk_S4PSTNN7.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_WOI5AMPJ.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_JX3GKJUT.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_MF7J646J.readCandidates)(o.candidatesFile) : (0, import_chunk_MF7J646J.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_IC7MVDBH.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const history = (0, import_chunk_IC7MVDBH.readHistory)(l.history);
    const applies = (0, import_chunk_IC7MVDBH.effectiveApplies)(history);
    const since = (0, import_chunk_IC7MVDBH.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_F3RURZDZ.recordsView)(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new import_chunk_S4PSTNN7.UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = (0, import_chunk_7N3E2WF6.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_IC7MVDBH.rememberedDeclines)(history);
    const staged = (0, import_chunk_MF7J646J.stageBatch)(l, candidates);
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
    staged.commit();
    if (declined.length > 0) (0, import_chunk_MF7J646J.archiveDecisions)(l, declined);
    const json = (0, import_chunk_GQ7ZY7NB.stageDiffFile)(l.pendingJson, body);
    const diff = { id: json.id, ...body };
    const applyCommand = (0, import_chunk_DWL62VX6.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    let review;
    try {
      review = (0, import_chunk_HTHLSEVG.stageStream)(l.pendingMd, (out) => (0, import_chunk_DWL62VX6.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_DWL62VX6.ruleSetLabel)(rulesDir, rules.files) }, out));
    } catch (e) {
      (0, import_chunk_HTHLSEVG.discardStaged)(json.staged);
      throw e;
    }
    (0, import_chunk_HTHLSEVG.commitStagedTogether)([json.staged, review]);
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_MF7J646J.batchPath)(l, staged.sha256)),
      records: diff.records,
      summary: (0, import_chunk_PONWEAHT.summarizeDiff)(diff),
      counts: (0, import_chunk_PONWEAHT.operationCounts)(diff),
      empty: (0, import_chunk_PONWEAHT.isEmptyDiff)(diff),
      applyCommand,
      skipped: view.irregular,
      warnings: diff.warnings.flatMap((w) => w.candidate === void 0 ? [w.message] : [])
    };
    return { outcome, diff };
  } finally {
    lock.release();
  }
}
function cursorInForce(since, newest) {
  const after = since?.after ?? null;
  if (after === null) return null;
  return newest === null ? null : after > newest ? newest : after;
}
async function classify(profilePath, input) {
  const profile = (0, import_chunk_KHLILX3Y.readProfile)(profilePath);
  return (await (0, import_chunk_7N3E2WF6.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
