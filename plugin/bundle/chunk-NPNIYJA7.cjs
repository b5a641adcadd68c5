var __brainUrl = require("node:url").pathToFileURL(__filename).href;
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
  propose: () => propose,
  proposeDiff: () => proposeDiff
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_5SB3CREB = require("./chunk-5SB3CREB.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_RRVBMALM = require("./chunk-RRVBMALM.cjs");
var import_chunk_G7WWQ3MX = require("./chunk-G7WWQ3MX.cjs");
var import_chunk_2GHAU4RT = require("./chunk-2GHAU4RT.cjs");
var import_chunk_MNVXMSVP = require("./chunk-MNVXMSVP.cjs");
var import_chunk_XMPHC7MV = require("./chunk-XMPHC7MV.cjs");
var import_chunk_7O3OFPCR = require("./chunk-7O3OFPCR.cjs");
var import_chunk_5FWRZLTT = require("./chunk-5FWRZLTT.cjs");
var import_chunk_BW3YDTAH = require("./chunk-BW3YDTAH.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_BW3YDTAH.isIngestedAt)(o.through)) {
    throw new import_chunk_VX56HOUR.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_5FWRZLTT.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_2GHAU4RT.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_G7WWQ3MX.readCandidates)(o.candidatesFile) : (0, import_chunk_G7WWQ3MX.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_MNVXMSVP.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const history = (0, import_chunk_MNVXMSVP.readHistory)(l.history);
    const applies = (0, import_chunk_MNVXMSVP.effectiveApplies)(history);
    const since = (0, import_chunk_MNVXMSVP.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_BW3YDTAH.recordsView)(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new import_chunk_VX56HOUR.UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = (0, import_chunk_RRVBMALM.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_MNVXMSVP.rememberedDeclines)(history);
    const staged = (0, import_chunk_G7WWQ3MX.stageBatch)(l, candidates);
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
    if (declined.length > 0) (0, import_chunk_G7WWQ3MX.archiveDecisions)(l, declined);
    const json = (0, import_chunk_XMPHC7MV.stageDiffFile)(l.pendingJson, body);
    const diff = { id: json.id, ...body };
    const applyCommand = (0, import_chunk_5SB3CREB.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    let review;
    try {
      review = (0, import_chunk_KA2M47L2.stageStream)(l.pendingMd, (out) => (0, import_chunk_5SB3CREB.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_5SB3CREB.ruleSetLabel)(rulesDir, rules.files) }, out));
    } catch (e) {
      (0, import_chunk_KA2M47L2.discardStaged)(json.staged);
      throw e;
    }
    (0, import_chunk_KA2M47L2.commitStagedTogether)([json.staged, review]);
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_G7WWQ3MX.batchPath)(l, staged.sha256)),
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
  const profile = (0, import_chunk_7O3OFPCR.readProfile)(profilePath);
  return (await (0, import_chunk_RRVBMALM.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
