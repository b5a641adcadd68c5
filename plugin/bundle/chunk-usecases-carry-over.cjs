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
  checkFlagText: () => checkFlagText,
  decline: () => decline,
  declineText: () => declineText,
  loadProposeSetup: () => loadProposeSetup,
  propose: () => propose,
  proposeStatement: () => proposeStatement,
  readPending: () => readPending,
  retire: () => retire,
  statementText: () => statementText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
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
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  if (o.through !== void 0 && !(0, import_chunk_core_record_content.isIngestedAt)(o.through)) {
    throw new import_chunk_hooks_session_start.UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const setup = loadProposeSetup(o);
  const candidates = o.candidates === void 0 ? (0, import_chunk_io_archive.readCandidates)(o.candidatesFile) : (0, import_chunk_io_archive.checkCandidates)(o.candidates, o.candidatesFile);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const pending = unappliedPending(o);
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
  const l = o.paths;
  const history = (0, import_chunk_core_utf8_builder.readHistory)(l.history);
  const applies = (0, import_chunk_core_utf8_builder.effectiveApplies)(history);
  const since = (0, import_chunk_core_utf8_builder.newSince)(applies.at(-1));
  const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
  const view = (0, import_chunk_core_record_content.recordsView)(l, cursor, { since }, o.now, (0, import_chunk_core_confusables_version.quotedSources)(candidates));
  if (o.keepThrough === void 0 && o.through !== void 0) checkThrough(o.through, view.newest, cursorInForce(since, view.newest));
  const declined = (0, import_chunk_core_confusables_version.canonicalDeclines)(o.declined ?? []);
  const origins = (0, import_chunk_core_origin.canonicalOrigins)(o.origins ?? []);
  const remembered = (0, import_chunk_core_utf8_builder.rememberedDeclines)(history);
  const staged = (0, import_chunk_io_archive.stageBatch)(l, candidates);
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
    json = (0, import_chunk_core_utf8_builder.stageDiffFile)(l.pendingJson, body);
  } catch (e) {
    staged.discard();
    throw e;
  }
  const diff = { id: json.id, ...body };
  const applyCommand2 = (0, import_chunk_diff_render_diff_md.applyCommand)(o, diff.id);
  let review;
  try {
    review = (0, import_chunk_core_utf8_builder.stageStream)(
      l.pendingMd,
      (out) => (0, import_chunk_diff_render_diff_md.writeDiffMarkdown)(diff, { applyCommand: applyCommand2, ruleSet: (0, import_chunk_diff_render_diff_md.ruleSetLabel)(rulesDir, rules.files), reasons: (0, import_chunk_diff_render_diff_md.operatorReasons)(candidates), carried: o.carried }, out)
    );
  } catch (e) {
    (0, import_chunk_core_utf8_builder.discardStaged)(json.staged);
    staged.discard();
    throw e;
  }
  try {
    staged.commit();
    (0, import_chunk_io_archive.archiveDecisions)(l, { declined, origins });
  } catch (e) {
    (0, import_chunk_core_utf8_builder.discardStaged)(json.staged);
    (0, import_chunk_core_utf8_builder.discardStaged)(review);
    throw e;
  }
  (0, import_chunk_core_utf8_builder.commitStagedTogether)([json.staged, review]);
  const outcome = {
    kind: "proposed",
    id: diff.id,
    pendingJson: (0, import_node_path.resolve)(l.pendingJson),
    pendingMd: (0, import_node_path.resolve)(l.pendingMd),
    batch: (0, import_node_path.resolve)((0, import_chunk_io_archive.batchPath)(l, staged.sha256)),
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
function readPending(o) {
  const l = o.paths;
  if (!(0, import_chunk_io_file_status.pathExists)(l.pendingJson)) {
    throw new import_chunk_hooks_session_start.NotFoundError(l.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = (0, import_chunk_core_utf8_builder.readDiffFile)(l.pendingJson);
  if ((0, import_chunk_core_utf8_builder.effectiveApplies)((0, import_chunk_core_utf8_builder.readHistory)(l.history)).some((e) => e.diff === diff.id)) {
    throw new import_chunk_hooks_session_start.RefusedError(
      `${l.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`
    );
  }
  const batch = (0, import_chunk_io_archive.readBatch)(l, diff.candidates.sha256);
  if (!batch) throw new import_chunk_hooks_session_start.NotFoundError(`${l.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  const decisions = diff.candidates.decisions === void 0 ? { declined: [], origins: [] } : (0, import_chunk_io_archive.readDecisions)(l, diff.candidates.decisions);
  if (!decisions) throw new import_chunk_hooks_session_start.NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return { diff, batch, ...decisions };
}
function outcomes(diff) {
  const m = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.candidate !== void 0) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}
async function decline(o) {
  (0, import_chunk_io_lock.checkWriterToday)(o);
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  if (o.indexes.length === 0 && more.length === 0 && withdraw.size === 0) {
    throw new import_chunk_hooks_session_start.UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  }
  if (o.reason !== void 0) checkFlagText("--reason", o.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== void 0) checkFlagText("reason", d.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  const setup = loadProposeSetup(o);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    return await declineHeld(lock, o, setup);
  } finally {
    lock.release();
  }
}
async function declineHeld(lock, o, setup) {
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  const pending = readPending(o);
  if (o.expectedId !== void 0 && !(0, import_chunk_core_expected_id.isExpectedId)(pending.diff.id, o.expectedId)) {
    throw (0, import_chunk_core_expected_id.unexpectedDiff)(o.paths.pendingJson, pending.diff.id, o.expectedId, "nothing was declined");
  }
  const count = pending.batch.length;
  for (const n of [...o.indexes, ...more.map((d) => d.candidate)]) {
    if (!Number.isInteger(n) || n < 0 || n >= count) {
      throw new import_chunk_hooks_session_start.UsageError(`decline: candidate ${String(n)} is not in the pending batch, which has candidates 0\u2013${count - 1} (${count})`);
    }
  }
  for (const n of withdraw) {
    if (!pending.declined.some((d) => d.candidate === n))
      throw new import_chunk_hooks_session_start.UsageError(`decline: candidate ${String(n)} is not declined, so there is no decline to withdraw`);
  }
  const by = o.by === void 0 ? {} : { by: o.by };
  const added = o.indexes.map((candidate) => ({ candidate, ...o.reason === void 0 ? {} : { reason: o.reason }, ...by }));
  const kept = pending.declined.filter((d) => !withdraw.has(d.candidate));
  const declined = (0, import_chunk_core_confusables_version.canonicalDeclines)([...kept, ...added, ...more.map((d) => ({ ...d, ...by }))]);
  const { outcome: r, diff } = await proposeHeld(
    lock,
    {
      ...o,
      // The pending diff's day and records cursor: a decline reads nothing new.
      today: pending.diff.today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)})`,
      declined,
      origins: pending.origins
    },
    setup,
    pending.batch
  );
  const before = outcomes(pending.diff);
  const after = outcomes(diff);
  const changed = [];
  for (const [candidate, to] of after) {
    const from = before.get(candidate);
    if (from && (from.outcome !== to.outcome || from.rule !== to.rule)) changed.push({ candidate, from, to });
  }
  return { ...r, declined, changed };
}
function declineText(r) {
  const lines = [
    r.declined.length === 0 ? "No candidate is declined now." : `Declined: ${r.declined.map((d) => `#${d.candidate}${d.reason ? ` (${d.reason})` : ""}${d.by === "mcp" ? ` [${import_chunk_core_agent_written.DECLINED_OVER_MCP}]` : ""}`).join(", ")}.`
  ];
  if (r.changed.length === 0) lines.push("No other outcome changed.");
  for (const c of r.changed) lines.push(`  #${c.candidate}: ${c.from.outcome} (${c.from.rule}) \u2192 ${c.to.outcome} (${c.to.rule})`);
  return lines;
}
function unappliedPending(o) {
  if (!(0, import_chunk_io_file_status.pathExists)(o.paths.pendingJson)) return void 0;
  const id = (0, import_chunk_core_utf8_builder.readDiffFile)(o.paths.pendingJson).id;
  if ((0, import_chunk_core_utf8_builder.effectiveApplies)((0, import_chunk_core_utf8_builder.readHistory)(o.paths.history)).some((e) => e.diff === id)) return void 0;
  return readPending(o);
}
async function proposeStatement(lock, o, setup, statement) {
  const pending = unappliedPending(o);
  if (pending === void 0 || o.fresh === true) {
    const candidates2 = statement.candidates(o.today);
    const proposal = { ...o, candidatesFile: statement.label, keepCursor: true, origins: (0, import_chunk_core_origin.originOfAll)(statement.origin, candidates2.length) };
    const { outcome: outcome2 } = await proposeHeld(lock, proposal, setup, candidates2);
    const dropped = pending && { id: pending.diff.id, candidates: pending.batch.length, declined: pending.declined.length };
    return { ...outcome2, added: candidates2.map((_, i) => i), ...dropped ? { dropped } : {} };
  }
  const today = pending.diff.today;
  const candidates = statement.candidates(today);
  const first = pending.batch.length;
  const origins = [
    ...pending.origins,
    ...(0, import_chunk_core_origin.originOfAll)(statement.origin, candidates.length).map((x) => ({ ...x, candidate: x.candidate + first }))
  ];
  const { outcome } = await proposeHeld(
    lock,
    {
      ...o,
      // The pending batch's day and records cursor: a statement reads nothing new.
      today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)}) and ${statement.label}`,
      declined: pending.declined,
      origins
    },
    setup,
    [...pending.batch, ...candidates]
  );
  return {
    ...outcome,
    added: candidates.map((_, i) => first + i),
    joined: { id: pending.diff.id, kept: first, declined: pending.declined.length }
  };
}
function statementText(r) {
  const indexes = r.added.map((n) => `#${n}`).join(", ");
  if (r.joined) {
    return [
      `Added ${indexes} to the pending batch (diff ${r.joined.id.slice(0, 12)}): its ${r.joined.kept} earlier candidate(s) keep their indexes${r.joined.declined > 0 ? ` and ${r.joined.declined} decline(s) stand` : ""}. Pass --new to start a fresh batch instead.`
    ];
  }
  if (r.dropped) {
    return [
      `Started a fresh batch (--new): dropped the pending batch of diff ${r.dropped.id.slice(0, 12)}, its ${r.dropped.candidates} candidate(s)${r.dropped.declined > 0 ? ` and ${r.dropped.declined} decline(s)` : ""}, none of it applied.`
    ];
  }
  return [`Proposed ${indexes} as a batch of its own.`];
}
var LONE_SURROGATE = /[\ud800-\udfff]/u;
function checkFlagText(flag, text, max, forbidden) {
  const at = [...text].findIndex((c) => forbidden.test(c) || LONE_SURROGATE.test(c));
  if (at >= 0) {
    const code = text.codePointAt([...text].slice(0, at).join("").length);
    throw new import_chunk_hooks_session_start.UsageError(
      `${flag}: must not contain control or invisible-formatting characters, found U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`
    );
  }
  if ([...text].length > max) throw new import_chunk_hooks_session_start.UsageError(`${flag}: at most ${max} characters, found ${[...text].length}`);
  if (text.trim() === "") throw new import_chunk_hooks_session_start.UsageError(`${flag}: expected visible text, found "${text}"`);
}
async function retire(o) {
  if (o.ids.length === 0) throw new import_chunk_hooks_session_start.UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_hooks_session_start.UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  if (o.date !== void 0) {
    if (!(0, import_chunk_hooks_session_start.isIsoDate)(o.date)) throw new import_chunk_hooks_session_start.UsageError(`--date: expected a date YYYY-MM-DD, found "${o.date}"`);
    if (o.date > o.today) throw new import_chunk_hooks_session_start.UsageError(`--date: must not be after today (${o.today}), found ${o.date}; a fact cannot stop being true in the future`);
  }
  checkFlagText("--reason", o.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  checkFlagText("--source", source, 500, import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR);
  const setup = loadProposeSetup(o);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
    const byId = new Map(doc.facts.map((f) => [f.id, f]));
    const ids = [...new Set(o.ids)];
    const facts = ids.map((id) => {
      const f = byId.get(id);
      if (f?.status !== "active") {
        throw new import_chunk_hooks_session_start.NotFoundError(id, "an active fact with this id", `${!f ? "no fact has this id" : `it is ${f.status}`}; see brain show`);
      }
      return f;
    });
    return await proposeStatement(lock, o, setup, {
      label: `retire ${ids.join(" ")}`,
      origin: o.origin,
      candidates: (today) => {
        if (o.date !== void 0 && o.date > today) {
          throw new import_chunk_hooks_session_start.UsageError(`--date: must not be after the pending batch's today (${today}), found ${o.date}; a fact cannot stop being true in the future`);
        }
        return facts.map(
          (f) => ({
            key: f.key,
            retires: f.id,
            reason: o.reason,
            provenance: "human",
            source: o.source ?? `human:retire-${today}`,
            observed_date: o.date ?? today
          })
        );
      }
    });
  } finally {
    lock.release();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkFlagText,
  decline,
  declineText,
  loadProposeSetup,
  propose,
  proposeStatement,
  readPending,
  retire,
  statementText
});
// brain-digest: 2ca6574563316690
