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
var import_chunk_UGZI5MCK = require("./chunk-UGZI5MCK.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_STUL5743 = require("./chunk-STUL5743.cjs");
var import_chunk_RTMUBXYF = require("./chunk-RTMUBXYF.cjs");
var import_chunk_4OQMDQDN = require("./chunk-4OQMDQDN.cjs");
var import_chunk_4V43PNWS = require("./chunk-4V43PNWS.cjs");
var import_chunk_QQT4N2IB = require("./chunk-QQT4N2IB.cjs");
var import_chunk_EJC6LDJJ = require("./chunk-EJC6LDJJ.cjs");
var import_chunk_SGTGFANN = require("./chunk-SGTGFANN.cjs");
var import_chunk_IQ377G76 = require("./chunk-IQ377G76.cjs");
var import_chunk_XQBWQ5EQ = require("./chunk-XQBWQ5EQ.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_node_path = require("node:path");
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !(0, import_chunk_IQ377G76.isIngestedAt)(o.through)) {
    throw new import_chunk_VX56HOUR.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = (0, import_chunk_SGTGFANN.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_4OQMDQDN.loadRuleSet)(rulesDir);
  const candidates = o.candidates === void 0 ? (0, import_chunk_RTMUBXYF.readCandidates)(o.candidatesFile) : (0, import_chunk_RTMUBXYF.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_4V43PNWS.lockForWrite)(l, o.notice ?? (() => {
  }));
  try {
    const history = (0, import_chunk_4V43PNWS.readHistory)(l.history);
    const applies = (0, import_chunk_4V43PNWS.effectiveApplies)(history);
    const since = (0, import_chunk_4V43PNWS.newSince)(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = (0, import_chunk_IQ377G76.recordsView)(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new import_chunk_VX56HOUR.UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = (0, import_chunk_STUL5743.canonicalDeclines)(o.declined ?? []);
    const remembered = (0, import_chunk_4V43PNWS.rememberedDeclines)(history);
    const staged = (0, import_chunk_RTMUBXYF.stageBatch)(l, candidates);
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
    if (declined.length > 0) (0, import_chunk_RTMUBXYF.archiveDecisions)(l, declined);
    const diff = { id: (0, import_chunk_QQT4N2IB.writeDiffFile)(l.pendingJson, body), ...body };
    const applyCommand = (0, import_chunk_UGZI5MCK.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(l.pendingJson), "--confirm"]);
    (0, import_chunk_XQBWQ5EQ.writeAtomicStream)(l.pendingMd, (out) => (0, import_chunk_UGZI5MCK.writeDiffMarkdown)(diff, { applyCommand, ruleSet: (0, import_chunk_UGZI5MCK.ruleSetLabel)(rulesDir, rules.files) }, out));
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: (0, import_node_path.resolve)(l.pendingJson),
      pendingMd: (0, import_node_path.resolve)(l.pendingMd),
      batch: (0, import_node_path.resolve)((0, import_chunk_RTMUBXYF.batchPath)(l, staged.sha256)),
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
  const profile = (0, import_chunk_EJC6LDJJ.readProfile)(profilePath);
  return (await (0, import_chunk_STUL5743.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256 })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  proposeDiff
});
