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
var import_chunk_ZKLDKBZO = require("./chunk-ZKLDKBZO.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HHCAOHZ7 = require("./chunk-HHCAOHZ7.cjs");
var import_chunk_JWCE2EMF = require("./chunk-JWCE2EMF.cjs");
var import_chunk_Y5D57BPJ = require("./chunk-Y5D57BPJ.cjs");
var import_chunk_UIZZWR4Z = require("./chunk-UIZZWR4Z.cjs");
var import_chunk_JPEM66SS = require("./chunk-JPEM66SS.cjs");
var import_chunk_OJLFWOL6 = require("./chunk-OJLFWOL6.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_4VCOELHN = require("./chunk-4VCOELHN.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_4VCOELHN.isIngestedAt)(o.through)) {
    throw new import_chunk_5KZXF23Q.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_MP427JM6.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_Y5D57BPJ.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_JWCE2EMF.readCandidates)(o.candidatesFile) : (0, import_chunk_JWCE2EMF.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_UIZZWR4Z.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const history = (0, import_chunk_UIZZWR4Z.readHistory)(l.history);
    const applies = (0, import_chunk_UIZZWR4Z.effectiveApplies)(history);
    const since = (0, import_chunk_UIZZWR4Z.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_4VCOELHN.recordsView)(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new import_chunk_5KZXF23Q.UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = (0, import_chunk_HHCAOHZ7.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_UIZZWR4Z.rememberedDeclines)(history);
    const staged = (0, import_chunk_JWCE2EMF.stageBatch)(l, candidates);
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
    if (declined.length > 0) (0, import_chunk_JWCE2EMF.archiveDecisions)(l, declined);
    const json = (0, import_chunk_JPEM66SS.stageDiffFile)(l.pendingJson, body);
    const diff = { id: json.id, ...body };
    const applyCommand = (0, import_chunk_ZKLDKBZO.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    let review;
    try {
      review = (0, import_chunk_IZ2QSDJC.stageStream)(l.pendingMd, (out) => (0, import_chunk_ZKLDKBZO.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_ZKLDKBZO.ruleSetLabel)(rulesDir, rules.files) }, out));
    } catch (e) {
      (0, import_chunk_IZ2QSDJC.discardStaged)(json.staged);
      throw e;
    }
    (0, import_chunk_IZ2QSDJC.commitStagedTogether)([json.staged, review]);
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_JWCE2EMF.batchPath)(l, staged.sha256)),
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
  const profile = (0, import_chunk_OJLFWOL6.readProfile)(profilePath);
  return (await (0, import_chunk_HHCAOHZ7.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
