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
var import_chunk_LS6D325K = require("./chunk-LS6D325K.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_UZDLW6NA = require("./chunk-UZDLW6NA.cjs");
var import_chunk_TLZI4LF6 = require("./chunk-TLZI4LF6.cjs");
var import_chunk_VM3YR7MB = require("./chunk-VM3YR7MB.cjs");
var import_chunk_VXF2QXXE = require("./chunk-VXF2QXXE.cjs");
var import_chunk_C2PO3BSF = require("./chunk-C2PO3BSF.cjs");
var import_chunk_ZT63D7DV = require("./chunk-ZT63D7DV.cjs");
var import_chunk_KSCUPOR2 = require("./chunk-KSCUPOR2.cjs");
var import_chunk_6HIKCHOK = require("./chunk-6HIKCHOK.cjs");
var import_chunk_DP2JZRLP = require("./chunk-DP2JZRLP.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_6HIKCHOK.isIngestedAt)(o.through)) {
    throw new import_chunk_VX56HOUR.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_KSCUPOR2.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_VM3YR7MB.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_TLZI4LF6.readCandidates)(o.candidatesFile) : (0, import_chunk_TLZI4LF6.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_VXF2QXXE.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const history = (0, import_chunk_VXF2QXXE.readHistory)(l.history);
    const applies = (0, import_chunk_VXF2QXXE.effectiveApplies)(history);
    const since = (0, import_chunk_VXF2QXXE.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_6HIKCHOK.recordsView)(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new import_chunk_VX56HOUR.UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = (0, import_chunk_UZDLW6NA.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_VXF2QXXE.rememberedDeclines)(history);
    const staged = (0, import_chunk_TLZI4LF6.stageBatch)(l, candidates);
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
    if (declined.length > 0) (0, import_chunk_TLZI4LF6.archiveDecisions)(l, declined);
    const json = (0, import_chunk_C2PO3BSF.stageDiffFile)(l.pendingJson, body);
    const diff = { id: json.id, ...body };
    const applyCommand = (0, import_chunk_LS6D325K.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    let review;
    try {
      review = (0, import_chunk_DP2JZRLP.stageStream)(l.pendingMd, (out) => (0, import_chunk_LS6D325K.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_LS6D325K.ruleSetLabel)(rulesDir, rules.files) }, out));
    } catch (e) {
      (0, import_chunk_DP2JZRLP.discardStaged)(json.staged);
      throw e;
    }
    (0, import_chunk_DP2JZRLP.commitStagedTogether)([json.staged, review]);
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_TLZI4LF6.batchPath)(l, staged.sha256)),
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
  const profile = (0, import_chunk_ZT63D7DV.readProfile)(profilePath);
  return (await (0, import_chunk_UZDLW6NA.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
