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
  loadProposeSetup: () => loadProposeSetup,
  propose: () => propose,
  proposeHeld: () => proposeHeld,
  readPending: () => readPending,
  unappliedPending: () => unappliedPending
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
function declineKey(c) {
  const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(c.key);
  if ("retires" in c && c.retires !== void 0) return `${key}\0retires\0${c.retires}`;
  if ("keeps" in c && c.keeps !== void 0) return `${key}\0keeps\0${c.keeps}`;
  return `${key}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(c.value)}`;
}
function carryOver(pending, candidates, origins) {
  const operator = pending.origins.filter((o) => o.origin === "operator").map((o) => o.candidate);
  if (operator.length === 0 && pending.declined.length === 0) return void 0;
  const batch = [...candidates, ...operator.map((i) => pending.batch[i])];
  const carriedAt = operator.map((_, k) => candidates.length + k);
  const byKey = /* @__PURE__ */ new Map();
  for (const d of pending.declined) {
    const c = pending.batch[d.candidate];
    if (c !== void 0 && !byKey.has(declineKey(c))) byKey.set(declineKey(c), d);
  }
  const declined = [];
  batch.forEach((c, i) => {
    const d = byKey.get(declineKey(c));
    if (d) declined.push({ ...d, candidate: i });
  });
  return {
    candidates: batch,
    origins: [...origins, ...carriedAt.map((candidate) => ({ candidate, origin: "operator" }))],
    declined,
    carried: { from: pending.diff.id, candidates: carriedAt, declined: declined.map((d) => d.candidate) }
  };
}
function readPending(o) {
  const layout = o.paths;
  if (!(0, import_chunk_io_file_status.pathExists)(layout.pendingJson)) {
    throw new import_chunk_hooks_session_start.NotFoundError(layout.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = (0, import_chunk_core_utf8_builder.readDiffFile)(layout.pendingJson);
  if (isApplied(layout, diff)) {
    throw new import_chunk_hooks_session_start.RefusedError(
      `${layout.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`
    );
  }
  return { diff, batch: batchOf(layout, diff), ...decisionsOf(layout, diff) };
}
function unappliedPending(o) {
  const diff = unappliedDiff(o.paths);
  return diff && { diff, batch: batchOf(o.paths, diff), ...decisionsOf(o.paths, diff) };
}
function pendingToCarry(o) {
  if (!(0, import_chunk_core_utf8_builder.diffMayNameDecisions)(o.paths.pendingJson)) return void 0;
  const diff = unappliedDiff(o.paths);
  if (diff === void 0) return void 0;
  const decisions = decisionsOf(o.paths, diff);
  if (decisions.declined.length === 0 && !decisions.origins.some((x) => x.origin === "operator")) return void 0;
  return { diff, batch: batchOf(o.paths, diff), ...decisions };
}
function unappliedDiff(layout) {
  if (!(0, import_chunk_io_file_status.pathExists)(layout.pendingJson)) return void 0;
  const diff = (0, import_chunk_core_utf8_builder.readDiffFile)(layout.pendingJson);
  return isApplied(layout, diff) ? void 0 : diff;
}
function isApplied(layout, diff) {
  return (0, import_chunk_core_utf8_builder.effectiveApplies)((0, import_chunk_core_utf8_builder.readHistory)(layout.history)).some((e) => e.diff === diff.id);
}
function batchOf(layout, diff) {
  const batch = (0, import_chunk_io_archive.readBatch)(layout, diff.candidates.sha256);
  if (!batch) throw new import_chunk_hooks_session_start.NotFoundError(`${layout.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  return batch;
}
function decisionsOf(layout, diff) {
  if (diff.candidates.decisions === void 0) return { declined: [], origins: [] };
  const decisions = (0, import_chunk_io_archive.readDecisions)(layout, diff.candidates.decisions);
  if (!decisions) throw new import_chunk_hooks_session_start.NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return decisions;
}
async function propose(o) {
  return (await proposeLocked(o)).outcome;
}
async function proposeLocked(o) {
  if (o.through !== void 0 && !(0, import_chunk_core_record_content.isIngestedAt)(o.through)) {
    throw new import_chunk_hooks_session_start.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const setup = loadProposeSetup(o);
  const candidates = o.candidates === void 0 ? (0, import_chunk_io_archive.readCandidates)(o.candidatesFile) : (0, import_chunk_io_archive.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const pending = pendingToCarry(o);
    const next = pending && carryOver(pending, candidates, o.origins ?? []);
    if (next === void 0) return await proposeHeld(lock, o, setup, candidates);
    const r = await proposeHeld(lock, { ...o, origins: next.origins, declined: next.declined, carried: next.carried }, setup, next.candidates);
    return { ...r, outcome: { ...r.outcome, carried: next.carried } };
  } finally {
    lock.release();
  }
}
function loadProposeSetup(o) {
  const { config, rulesDir } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config);
  return { config, rulesDir, rules: (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir) };
}
async function proposeHeld(_held, o, { config, rulesDir, rules }, candidates) {
  const layout = o.paths;
  const history = (0, import_chunk_core_utf8_builder.readHistory)(layout.history);
  const applies = (0, import_chunk_core_utf8_builder.effectiveApplies)(history);
  const since = (0, import_chunk_core_utf8_builder.newSince)(applies.at(-1));
  const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
  const view = (0, import_chunk_core_record_content.recordsView)(layout, { through: cursor, read: { since }, now: o.now, bodiesOf: (0, import_chunk_core_confusables_version.quotedSources)(candidates) });
  if (o.keepThrough === void 0 && o.through !== void 0) checkThrough(o.through, view.newest, cursorInForce(since, view.newest));
  const declined = (0, import_chunk_core_confusables_version.canonicalDeclines)(o.declined ?? []);
  const origins = (0, import_chunk_core_origin.canonicalOrigins)(o.origins ?? []);
  const remembered = (0, import_chunk_core_utf8_builder.rememberedDeclines)(history);
  const staged = (0, import_chunk_io_archive.stageBatch)(layout, candidates);
  let body;
  try {
    body = await classify(o, {
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
    json = (0, import_chunk_core_utf8_builder.stageDiffFile)(layout.pendingJson, body);
  } catch (e) {
    staged.discard();
    throw e;
  }
  const diff = { id: json.id, ...body };
  const applyCommand2 = (0, import_chunk_diff_render_diff_md.applyCommand)(o, diff.id);
  let review;
  try {
    review = (0, import_chunk_core_utf8_builder.stageStream)(
      layout.pendingMd,
      (out) => (0, import_chunk_diff_render_diff_md.writeDiffMarkdown)(diff, { applyCommand: applyCommand2, ruleSet: (0, import_chunk_diff_render_diff_md.ruleSetLabel)(rulesDir, rules.files), reasons: (0, import_chunk_diff_render_diff_md.operatorReasons)(candidates), carried: o.carried }, out)
    );
  } catch (e) {
    (0, import_chunk_core_utf8_builder.discardStaged)(json.staged);
    staged.discard();
    throw e;
  }
  try {
    staged.commit();
    (0, import_chunk_io_archive.archiveDecisions)(layout, { declined, origins });
  } catch (e) {
    (0, import_chunk_core_utf8_builder.discardStaged)(json.staged);
    (0, import_chunk_core_utf8_builder.discardStaged)(review);
    throw e;
  }
  (0, import_chunk_core_utf8_builder.commitStagedTogether)([json.staged, review]);
  const outcome = {
    kind: "proposed",
    id: diff.id,
    pendingJson: (0, import_node_path.resolve)(layout.pendingJson),
    pendingMd: (0, import_node_path.resolve)(layout.pendingMd),
    batch: (0, import_node_path.resolve)((0, import_chunk_io_archive.batchPath)(layout, staged.sha256)),
    records: diff.records,
    summary: (0, import_chunk_diff_operations.summarizeDiff)(diff),
    counts: (0, import_chunk_diff_operations.operationCounts)(diff),
    empty: (0, import_chunk_diff_operations.isEmptyDiff)(diff),
    applyCommand: applyCommand2,
    skipped: view.irregular,
    skippedRecords: view.skipped,
    warnings: diff.warnings.flatMap((w) => w.candidate === void 0 ? [w.message] : [])
  };
  return { outcome, diff };
}
function checkThrough(through, newest, inForce) {
  if (newest === null || through > newest) {
    throw new import_chunk_hooks_session_start.UsageError(
      `--through: ${through} is later than the newest record present (${newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
    );
  }
  if (inForce !== null && through < inForce) {
    throw new import_chunk_hooks_session_start.UsageError(
      `--through: ${through} is earlier than the records already read (the last apply read up to ${inForce}); it would make them new again. Pass the through that gather printed.`
    );
  }
}
function cursorInForce(since, newest) {
  const after = since?.after ?? null;
  if (after === null) return null;
  return newest === null ? null : after > newest ? newest : after;
}
async function classify(o, input) {
  const profile = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const profileWarning = (0, import_chunk_diff_apply_diff.proposeOverEditWarning)(o, profile);
  return (await (0, import_chunk_core_confusables_version.deriveDiff)({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256, ...profileWarning ? { profileWarning } : {} })).body;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadProposeSetup,
  propose,
  proposeHeld,
  readPending,
  unappliedPending
});
// brain-digest: 06a1e02b757dd85a
