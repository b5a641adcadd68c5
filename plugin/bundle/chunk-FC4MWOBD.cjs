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
__defProp(stdin_exports, "apply", { value: apply, enumerable: true });
__defProp(stdin_exports, "applyText", { value: applyText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JIXV63JA = require("./chunk-JIXV63JA.cjs");
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_7QHFYIMW = require("./chunk-7QHFYIMW.cjs");
var import_chunk_AA34FNBZ = require("./chunk-AA34FNBZ.cjs");
var import_chunk_MCIY4CX3 = require("./chunk-MCIY4CX3.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_YPLLLP26 = require("./chunk-YPLLLP26.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_77JXG66K = require("./chunk-77JXG66K.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
async function apply(o) {
  const l = o.paths;
  const header = await (0, import_chunk_BAHFH2CQ.readDiffHeader)(o.diffFile);
  if (o.expectedId !== void 0 && header.id !== o.expectedId) {
    throw new import_chunk_L7PYBWE7.RefusedError(`${o.diffFile}: holds diff ${header.id}, not ${o.expectedId}; nothing was written. Read the review again and pass its id.`);
  }
  const { config, rulesDir } = (0, import_chunk_KCAMFDNF.loadConfig)(o.configFile, l.config);
  const rules = (0, import_chunk_7QHFYIMW.loadRuleSet)(rulesDir);
  const lock = (0, import_chunk_PAWCQ57R.lockForWrite)(l, o.notice ?? (() => {
  }), o);
  try {
    const history = (0, import_chunk_BAHFH2CQ.readHistory)(l.history);
    const applies = (0, import_chunk_BAHFH2CQ.effectiveApplies)(history);
    if (applies.some((e) => e.diff === header.id)) {
      return { kind: "already-applied", id: header.id, history: (0, import_node_path.resolve)(l.history) };
    }
    const ahead2 = readAhead(l, header, applies, o.now);
    let profile = (0, import_chunk_YPLLLP26.readProfile)(l.profile);
    const records = checkNotStale(o, header, profile, rules, config, ahead2.records);
    let derived = await rederive(o, header, profile, rules, config, records, ahead2, applies.at(-1)?.today, (0, import_chunk_BAHFH2CQ.rememberedDeclines)(history));
    if (!o.confirm) {
      const applyCommand = (0, import_chunk_AA34FNBZ.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path.resolve)(o.diffFile), "--confirm"]);
      return {
        kind: "preview",
        id: header.id,
        summary: (0, import_chunk_MCIY4CX3.summarizeDiff)(derived.diff),
        markdown: (0, import_chunk_AA34FNBZ.renderDiffMarkdown)(derived.diff, { applyCommand, ruleSet: (0, import_chunk_AA34FNBZ.ruleSetLabel)(rulesDir, rules.files) }),
        applyCommand
      };
    }
    const work = { derived, before: { sha256: profile.sha256 } };
    profile = void 0;
    derived = void 0;
    return commit(o, header, work, config);
  } finally {
    lock.release();
  }
}
function ahead(read) {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    return { ok: false, error };
  }
}
function taken(a) {
  if (!a.ok) throw a.error;
  return a.value;
}
function readAhead(l, d, applies, now) {
  if (!d.records?.new || !d.candidates?.sha256) return { records: void 0, batch: void 0 };
  const through = d.records.through;
  const since = (0, import_chunk_BAHFH2CQ.newSince)(applies.at(-1));
  return { records: ahead(() => (0, import_chunk_77JXG66K.recordsView)(l, through, { since }, now)), batch: ahead(() => (0, import_chunk_77YDYS66.readBatch)(l, d.candidates.sha256)) };
}
var proposeAgain = (o) => `nothing was written. Propose again: ${(0, import_chunk_AA34FNBZ.brainCommand)(o, ["consolidate", "--gather"])}, then --propose.`;
function checkNotStale(o, d, profile, rules, config, recordsAhead) {
  if (profile.sha256 !== d.base) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it was proposed against profile ${d.base.slice(0, 12)}, but profile.md is now ${profile.sha256.slice(0, 12)}; ${proposeAgain(o)}`
    );
  }
  if (!d.records?.new || !d.candidates?.sha256) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(`${o.diffFile}: stale diff \u2014 it was written by an earlier version of brain (it has no records summary); ${proposeAgain(o)}`);
  }
  if ((0, import_chunk_ETYRLC4D.formatOf)(d) !== import_chunk_ETYRLC4D.DIFF_FORMAT) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it is in diff format ${(0, import_chunk_ETYRLC4D.formatOf)(d)}, but this version of brain writes and applies format ${import_chunk_ETYRLC4D.DIFF_FORMAT}; ${proposeAgain(o)}`
    );
  }
  if (d.confusables !== import_chunk_ETYRLC4D.CONFUSABLES_VERSION) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 its look-alike checks used the Unicode confusables data ${d.confusables ?? "of an earlier version of brain"}, this brain has ${import_chunk_ETYRLC4D.CONFUSABLES_VERSION}; ${proposeAgain(o)}`
    );
  }
  const loaded = rules.files.map((f) => ({ file: f.file, sha256: f.sha256 }));
  const proposed = d.rules.map((f) => ({ file: f.file, sha256: f.sha256 }));
  if ((0, import_chunk_4HVNRAM7.canonicalJson)(loaded) !== (0, import_chunk_4HVNRAM7.canonicalJson)(proposed) || (0, import_chunk_4HVNRAM7.canonicalJson)(config) !== (0, import_chunk_4HVNRAM7.canonicalJson)(d.config)) {
    const what = (0, import_chunk_4HVNRAM7.canonicalJson)(loaded) !== (0, import_chunk_4HVNRAM7.canonicalJson)(proposed) ? "the rule files" : "the resolved config";
    throw new import_chunk_L7PYBWE7.StaleDiffError(`${o.diffFile}: rules or config changed since this diff was proposed \u2014 propose again (${what} differ); ${proposeAgain(o)}`);
  }
  const view = taken(recordsAhead);
  const now = view.summary;
  if (now.sha256 !== d.records.sha256 || now.published !== d.records.published) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the records ingested at or before ${d.records.through ?? "(none)"} changed since it was proposed (${now.published} published, digest ${now.sha256.slice(0, 12)}\u2026; the diff says ${d.records.published}, ${d.records.sha256.slice(0, 12)}\u2026); ${proposeAgain(o)}`
    );
  }
  if (d.records.through !== null && (view.newest === null || d.records.through > view.newest)) {
    throw new import_chunk_L7PYBWE7.InvalidInputError(
      [
        `${o.diffFile}: /records/through: expected at most the newest ingested_at present (${view.newest ?? "none"}), found ${d.records.through} \u2014 it would mark records not yet ingested as read`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  if ((0, import_chunk_4HVNRAM7.canonicalJson)(now.new ?? null) !== (0, import_chunk_4HVNRAM7.canonicalJson)(d.records.new)) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it marks ${d.records.new.count} record${d.records.new.count === 1 ? "" : "s"} read, but since the last apply (or rollback) ${now.new?.count ?? 0} would be; ${proposeAgain(o)}`
    );
  }
  return view;
}
async function rederive(o, d, profile, rules, config, records, ahead2, lastAppliedToday, remembered) {
  const l = o.paths;
  let batch = taken(ahead2.batch);
  ahead2.batch = void 0;
  if (!batch) {
    throw new import_chunk_L7PYBWE7.InvalidInputError(
      [
        `${o.diffFile}: /candidates/sha256: expected the archived batch ${(0, import_chunk_77YDYS66.batchPath)(l, d.candidates.sha256)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  const declined = d.candidates.decisions === void 0 ? [] : (0, import_chunk_77YDYS66.readDecisions)(l, d.candidates.decisions);
  if (!declined) {
    throw new import_chunk_L7PYBWE7.InvalidInputError(
      [
        `${o.diffFile}: /candidates/decisions: expected the archived decisions ${(0, import_chunk_77YDYS66.decisionsPath)(l, d.candidates.decisions)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `Nothing was written. ${proposeAgain(o)}`
    );
  }
  const { body, next } = await (0, import_chunk_ETYRLC4D.deriveDiff)({
    current: profile.doc,
    // Only the old profile's hash is read after this (the history; the backup is copied from the file).
    adoptCurrent: true,
    base: profile.sha256,
    candidates: batch,
    // readBatch checked the batch hashes to its name.
    candidatesSha256: d.candidates.sha256,
    rules,
    config,
    today: d.today,
    records: { summary: records.summary, known: records.known },
    lastAppliedToday,
    pause: o.pause,
    declined,
    remembered
  });
  batch = void 0;
  if ((0, import_chunk_4HVNRAM7.canonicalJson)(body.declined_matches ?? []) !== (0, import_chunk_4HVNRAM7.canonicalJson)(d.declined_matches ?? [])) {
    throw new import_chunk_L7PYBWE7.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the remembered declines (brain declined) changed since it was proposed, so other candidates match them now; ${proposeAgain(o)}`
    );
  }
  const applied = o.confirm ? (0, import_chunk_77YDYS66.stageAppliedDiff)(l, body) : void 0;
  const id = applied?.id ?? (0, import_chunk_4HVNRAM7.diffId)(body);
  const diff = { id, ...body };
  if (id !== d.id) {
    if (applied) (0, import_chunk_BAHFH2CQ.discardStaged)(applied.staged);
    throw new import_chunk_L7PYBWE7.InvalidInputError(
      [
        `${o.diffFile}: expected exactly the diff the rules produce from the archived batch, the current profile and the records (id ${id.slice(0, 12)}\u2026), found a different one${differingLists(o.diffFile, diff)} \u2014 it was edited after it was proposed (or brain was upgraded since)`
      ],
      "Nothing was written. Propose again instead of editing a diff."
    );
  }
  return { diff, next, applied };
}
function differingLists(file, derived) {
  let found;
  try {
    found = (0, import_chunk_BAHFH2CQ.readDiffFile)(file);
  } catch {
    return "";
  }
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(found), ...Object.keys(derived)])].filter((k) => k !== "id").sort();
  const differ = keys.filter(
    (k) => (0, import_chunk_4HVNRAM7.canonicalJson)(found[k] ?? null) !== (0, import_chunk_4HVNRAM7.canonicalJson)(derived[k] ?? null)
  );
  return differ.length === 0 ? "" : ` (differs in ${differ.map((k) => `/${k}`).join(", ")})`;
}
function takeDerived(work) {
  const { diff, next, applied } = work.derived;
  work.derived = void 0;
  const remember = (diff.declined ?? []).flatMap((x) => x.remember ? [x.remember] : []);
  return {
    applied,
    remember,
    summary: (0, import_chunk_MCIY4CX3.summarizeDiff)(diff),
    counts: (0, import_chunk_MCIY4CX3.operationCounts)(diff),
    next: (0, import_chunk_MCIY4CX3.isEmptyDiff)(diff) ? void 0 : next,
    // The profile as it stands after this apply (changed or not): what the session context shows.
    after: next
  };
}
function stageProfile(l, next, diff) {
  let staged;
  try {
    staged = next ? (0, import_chunk_BAHFH2CQ.stageStream)(l.profile, (out) => (0, import_chunk_KWL3EGAR.serializeProfileTo)(next, out)) : void 0;
    return { staged, applied: (0, import_chunk_77YDYS66.keepAppliedDiff)(l, diff) };
  } catch (e) {
    (0, import_chunk_BAHFH2CQ.discardStaged)(diff.staged);
    if (staged) (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
    throw e;
  }
}
function commit(o, d, work, config) {
  const l = o.paths;
  const { before } = work;
  const records = d.records;
  const { applied: stagedDiff, remember, summary, counts, next, after } = takeDerived(work);
  const { staged, applied } = stageProfile(l, next, stagedDiff);
  const unchanged = !staged || staged.sha256 === before.sha256;
  if (staged && unchanged) (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
  let context;
  try {
    context = (0, import_chunk_JIXV63JA.prepareContext)(l, after.facts, o.today);
  } catch (e) {
    if (staged && !unchanged) (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
    throw e;
  }
  const entry = {
    op: "apply",
    at: o.now.toISOString(),
    today: o.today,
    diff: d.id,
    base: before.sha256,
    result: unchanged ? before.sha256 : staged.sha256,
    backup: (0, import_chunk_77YDYS66.backupName)(before.sha256),
    published_count: records.published,
    counts,
    batch: d.candidates.sha256,
    rules: d.rules.map((r) => ({ file: r.file, sha256: r.sha256 })),
    config,
    records_through: records.through,
    ...remember.length > 0 ? { declined: remember } : {},
    diff_today: d.today
  };
  try {
    (0, import_chunk_PAWCQ57R.commitProfileChange)(l, {
      profile: unchanged ? null : staged,
      backup: { name: entry.backup, copyOf: l.profile, sha256: before.sha256 },
      entry,
      state: (0, import_chunk_PAWCQ57R.deriveState)(entry, config)
    });
  } catch (e) {
    if (staged && !unchanged) (0, import_chunk_BAHFH2CQ.discardStaged)(staged);
    throw e;
  }
  const written = (0, import_chunk_JIXV63JA.writeContextAfterCommit)(l, context, entry.result);
  return {
    kind: "applied",
    id: d.id,
    summary,
    counts,
    changed: !unchanged,
    profile: (0, import_node_path.resolve)(l.profile),
    backup: (0, import_node_path.resolve)(l.brain, entry.backup),
    applied: (0, import_node_path.resolve)(applied),
    history: (0, import_node_path.resolve)(l.history),
    records,
    context: written,
    contextNotice: (0, import_chunk_JIXV63JA.contextNotice)(written, (args) => (0, import_chunk_AA34FNBZ.brainCommand)(o, args))
  };
}
function applyText(r) {
  switch (r.kind) {
    case "already-applied":
      return `Already applied: diff ${r.id.slice(0, 12)} is in ${r.history}; nothing was written.`;
    case "preview":
      return r.markdown;
    case "applied":
      return [
        `Applied diff ${r.id.slice(0, 12)}: ${r.summary}.`,
        r.changed ? `Wrote ${r.profile} (backup: ${r.backup}).` : `profile.md unchanged; recorded in ${r.history} (backup: ${r.backup}).`,
        `Kept the diff as ${r.applied}.`,
        ...r.contextNotice
      ].join("\n");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  apply,
  applyText
});
