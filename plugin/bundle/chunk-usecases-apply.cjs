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
  apply: () => apply,
  applyText: () => applyText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_context_file = require("./chunk-io-context-file.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
async function apply(o) {
  const layout = o.paths;
  if ((0, import_node_path.resolve)(o.diffFile) === (0, import_node_path.resolve)(layout.pendingJson) && !(0, import_chunk_io_file_status.pathExists)(layout.pendingJson)) {
    throw new import_chunk_hooks_session_start.NotFoundError(
      layout.pendingJson,
      "a pending diff",
      `propose a batch first: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["consolidate", "--propose", "--candidates", "<file>"])}`
    );
  }
  const lock = (0, import_chunk_io_lock.lockForWrite)(layout, o.notice ?? (() => {
  }), o);
  try {
    const header = (0, import_chunk_core_utf8_builder.readDiffHeader)(o.diffFile);
    if (o.expectedId !== void 0 && !(0, import_chunk_core_expected_id.isExpectedId)(header.id, o.expectedId)) {
      throw (0, import_chunk_core_expected_id.unexpectedDiff)(o.diffFile, header.id, o.expectedId, "nothing was written");
    }
    const { config, rulesDir } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, layout.config);
    const rules = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir);
    const history = (0, import_chunk_core_utf8_builder.readHistory)(layout.history);
    const applies = (0, import_chunk_core_utf8_builder.effectiveApplies)(history);
    if (applies.some((e) => e.diff === header.id)) {
      return { kind: "already-applied", id: header.id, history: (0, import_node_path.resolve)(layout.history) };
    }
    const ahead2 = readAhead(layout, header, applies, o.now);
    let profile = (0, import_chunk_core_profile_format.readProfile)(layout.profile);
    const records = checkNotStale({ options: o, header, profile, rules, config, recordsAhead: ahead2.records });
    let derived = await rederive({
      options: o,
      header,
      profile,
      rules,
      config,
      records,
      ahead: ahead2,
      lastAppliedToday: applies.at(-1)?.today,
      remembered: (0, import_chunk_core_utf8_builder.rememberedDeclines)(history)
    });
    if (!o.confirm) {
      const applyCommand2 = (0, import_chunk_diff_render_diff_md.applyCommand)(o, header.id, o.diffFile);
      return {
        kind: "preview",
        id: header.id,
        summary: (0, import_chunk_diff_operations.summarizeDiff)(derived.diff),
        markdown: (0, import_chunk_diff_render_diff_md.renderDiffMarkdown)(derived.diff, { applyCommand: applyCommand2, ruleSet: (0, import_chunk_diff_render_diff_md.ruleSetLabel)(rulesDir, rules.files) }),
        applyCommand: applyCommand2
      };
    }
    const work = { derived, before: { sha256: profile.sha256, edited: (0, import_chunk_diff_apply_diff.unadoptedEdit)(o, profile.sha256) } };
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
function readAhead(layout, d, applies, now) {
  if (!d.records?.new || !d.candidates?.sha256) return { records: void 0, batch: void 0 };
  const through = d.records.through;
  const since = (0, import_chunk_core_utf8_builder.newSince)(applies.at(-1));
  const batch = ahead(() => (0, import_chunk_io_archive.readBatch)(layout, d.candidates.sha256));
  const quoted = batch.ok && batch.value ? (0, import_chunk_core_confusables_version.quotedSources)(batch.value) : void 0;
  return { records: ahead(() => (0, import_chunk_core_record_content.recordsView)(layout, { through, read: { since }, now, bodiesOf: quoted })), batch };
}
var proposeAgain = (o) => `nothing was written. Propose again: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["consolidate", "--gather"])}, then --propose.`;
function checkNotStale(checked) {
  const { options: o, header: d, profile, rules, config, recordsAhead } = checked;
  if (profile.sha256 !== d.base) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it was proposed against profile ${d.base.slice(0, 12)}, but profile.md is now ${profile.sha256.slice(0, 12)}; ${proposeAgain(o)}`
    );
  }
  if (!d.records?.new || !d.candidates?.sha256) {
    throw new import_chunk_hooks_session_start.StaleDiffError(`${o.diffFile}: stale diff \u2014 it was written by an earlier version of brain (it has no records summary); ${proposeAgain(o)}`);
  }
  if ((0, import_chunk_core_confusables_version.formatOf)(d) !== import_chunk_core_confusables_version.DIFF_FORMAT) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it is in diff format ${(0, import_chunk_core_confusables_version.formatOf)(d)}, but this version of brain writes and applies format ${import_chunk_core_confusables_version.DIFF_FORMAT}; ${proposeAgain(o)}`
    );
  }
  if (d.confusables !== import_chunk_core_confusables_version.CONFUSABLES_VERSION) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 its look-alike checks used the Unicode confusables data ${d.confusables ?? "of an earlier version of brain"}, this brain has ${import_chunk_core_confusables_version.CONFUSABLES_VERSION}; ${proposeAgain(o)}`
    );
  }
  if (d.records.new.agent_ingested !== void 0) {
    throw new import_chunk_hooks_session_start.StaleDiffError(`${o.diffFile}: stale diff \u2014 it was written by an earlier version of brain (records.new.agent_ingested); ${proposeAgain(o)}`);
  }
  const loaded = rules.files.map((f) => ({ file: f.file, sha256: f.sha256 }));
  const proposed = d.rules.map((f) => ({ file: f.file, sha256: f.sha256 }));
  if ((0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(loaded) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(proposed) || (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(config) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(d.config)) {
    const what = (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(loaded) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(proposed) ? "the rule files" : "the resolved config";
    throw new import_chunk_hooks_session_start.StaleDiffError(`${o.diffFile}: rules or config changed since this diff was proposed \u2014 propose again (${what} differ); ${proposeAgain(o)}`);
  }
  const view = taken(recordsAhead);
  const now = view.summary;
  if (now.sha256 !== d.records.sha256 || now.published !== d.records.published) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the records ingested at or before ${d.records.through ?? "(none)"} changed since it was proposed (${now.published} published, digest ${now.sha256.slice(0, 12)}\u2026; the diff says ${d.records.published}, ${d.records.sha256.slice(0, 12)}\u2026); ${proposeAgain(o)}`
    );
  }
  if (d.records.through !== null && (view.newest === null || d.records.through > view.newest)) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      [
        `${o.diffFile}: /records/through: expected at most the newest ingested_at present (${view.newest ?? "none"}), found ${d.records.through} \u2014 it would mark records not yet ingested as read`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  if ((0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(now.new ?? null) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(d.records.new)) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it marks ${d.records.new.count} record${d.records.new.count === 1 ? "" : "s"} read, but since the last apply (or rollback) ${now.new?.count ?? 0} would be; ${proposeAgain(o)}`
    );
  }
  return view;
}
async function rederive({
  options: o,
  header: d,
  profile,
  rules,
  config,
  records,
  ahead: ahead2,
  lastAppliedToday,
  remembered
}) {
  const layout = o.paths;
  let batch = taken(ahead2.batch);
  ahead2.batch = void 0;
  if (!batch) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      [
        `${o.diffFile}: /candidates/sha256: expected the archived batch ${(0, import_chunk_io_archive.batchPath)(layout, d.candidates.sha256)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  const decisions = d.candidates.decisions === void 0 ? { declined: [], origins: [] } : (0, import_chunk_io_archive.readDecisions)(layout, d.candidates.decisions);
  if (!decisions) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      [
        `${o.diffFile}: /candidates/decisions: expected the archived decisions ${(0, import_chunk_io_archive.decisionsPath)(layout, d.candidates.decisions)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `Nothing was written. ${proposeAgain(o)}`
    );
  }
  const profileWarning = (0, import_chunk_diff_apply_diff.proposeOverEditWarning)(o, profile);
  const { body, next } = await (0, import_chunk_core_confusables_version.deriveDiff)({
    ...profileWarning ? { profileWarning } : {},
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
    records: { summary: records.summary, known: records.known, agentWritten: records.agentWritten, bodies: records.bodies },
    lastAppliedToday,
    pause: o.pause,
    declined: decisions.declined,
    origins: decisions.origins,
    remembered
  });
  batch = void 0;
  if ((0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(body.declined_matches ?? []) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(d.declined_matches ?? [])) {
    throw new import_chunk_hooks_session_start.StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the remembered declines (brain declined) changed since it was proposed, so other candidates match them now; ${proposeAgain(o)}`
    );
  }
  const applied = o.confirm ? (0, import_chunk_io_archive.stageAppliedDiff)(layout, body) : void 0;
  const id = applied?.id ?? (0, import_chunk_js_yaml_dist_js_yaml.diffId)(body);
  const diff = { id, ...body };
  if (id !== d.id) {
    if (applied) (0, import_chunk_core_utf8_builder.discardStaged)(applied.staged);
    if (onlyHandEditWarningDiffers(o.diffFile, diff)) {
      throw new import_chunk_hooks_session_start.StaleDiffError(
        `${o.diffFile}: stale diff \u2014 it was proposed over a hand edit of profile.md that has been adopted since (brain adopt), so its warnings no longer hold; ${proposeAgain(o)}`
      );
    }
    throw new import_chunk_hooks_session_start.InvalidInputError(
      [
        `${o.diffFile}: expected exactly the diff the rules produce from the archived batch, the current profile and the records (id ${id.slice(0, 12)}\u2026), found a different one${differingLists(o.diffFile, diff)} \u2014 it was edited after it was proposed (or brain was upgraded since)`
      ],
      "Nothing was written. Propose again instead of editing a diff."
    );
  }
  return { diff, next, applied };
}
function onlyHandEditWarningDiffers(file, derived) {
  let found;
  try {
    found = (0, import_chunk_core_utf8_builder.readDiffFile)(file);
  } catch {
    return false;
  }
  const without = (x) => ({ ...x, id: "", warnings: x.warnings.filter((w) => !(0, import_chunk_diff_apply_diff.isHandEditWarning)(w.message)) });
  return found.warnings.some((w) => (0, import_chunk_diff_apply_diff.isHandEditWarning)(w.message)) && (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(without(found)) === (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(without(derived));
}
function differingLists(file, derived) {
  let found;
  try {
    found = (0, import_chunk_core_utf8_builder.readDiffFile)(file);
  } catch {
    return "";
  }
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(found), ...Object.keys(derived)])].filter((k) => k !== "id").sort();
  const differ = keys.filter(
    (k) => (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(found[k] ?? null) !== (0, import_chunk_js_yaml_dist_js_yaml.canonicalJson)(derived[k] ?? null)
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
    summary: (0, import_chunk_diff_operations.summarizeDiff)(diff),
    counts: (0, import_chunk_diff_operations.operationCounts)(diff),
    next: (0, import_chunk_diff_operations.isEmptyDiff)(diff) ? void 0 : next,
    // The profile as it stands after this apply (changed or not): what the session context shows.
    after: next
  };
}
function stageProfile(layout, next, diff) {
  let staged;
  try {
    staged = next ? (0, import_chunk_core_utf8_builder.stageStream)(layout.profile, (out) => (0, import_chunk_core_profile_format.serializeProfileTo)(next, out)) : void 0;
    return { staged, applied: (0, import_chunk_io_archive.keepAppliedDiff)(layout, diff) };
  } catch (e) {
    (0, import_chunk_core_utf8_builder.discardStaged)(diff.staged);
    if (staged) (0, import_chunk_core_utf8_builder.discardStaged)(staged);
    throw e;
  }
}
function commit(o, d, work, config) {
  const layout = o.paths;
  const { before } = work;
  const records = d.records;
  const { applied: stagedDiff, remember, summary, counts, next, after } = takeDerived(work);
  const { staged, applied } = stageProfile(layout, next, stagedDiff);
  const unchanged = !staged || staged.sha256 === before.sha256;
  if (staged && unchanged) (0, import_chunk_core_utf8_builder.discardStaged)(staged);
  let context;
  try {
    context = (0, import_chunk_io_context_file.prepareContext)(layout, after.facts, o.today);
  } catch (e) {
    if (staged && !unchanged) (0, import_chunk_core_utf8_builder.discardStaged)(staged);
    throw e;
  }
  const entry = {
    op: "apply",
    at: o.now.toISOString(),
    today: o.today,
    diff: d.id,
    base: before.sha256,
    result: unchanged ? before.sha256 : staged.sha256,
    backup: (0, import_chunk_io_archive.backupName)(before.sha256),
    published_count: records.published,
    counts,
    batch: d.candidates.sha256,
    rules: d.rules.map((r) => ({ file: r.file, sha256: r.sha256 })),
    config,
    records_through: records.through,
    ...remember.length > 0 ? { declined: remember } : {},
    diff_today: d.today,
    ...before.edited ? { adopted_edit: true } : {}
  };
  try {
    (0, import_chunk_io_lock.commitProfileChange)(layout, {
      profile: unchanged ? null : staged,
      backup: { name: entry.backup, copyOf: layout.profile, sha256: before.sha256 },
      entry,
      state: (0, import_chunk_io_lock.deriveState)(entry, config)
    });
  } catch (e) {
    if (staged && !unchanged) (0, import_chunk_core_utf8_builder.discardStaged)(staged);
    throw e;
  }
  const written = (0, import_chunk_io_context_file.writeContextAfterCommit)(layout, context, entry.result);
  return {
    kind: "applied",
    id: d.id,
    summary,
    counts,
    changed: !unchanged,
    profile: (0, import_node_path.resolve)(layout.profile),
    backup: (0, import_node_path.resolve)(layout.brain, entry.backup),
    applied: (0, import_node_path.resolve)(applied),
    history: (0, import_node_path.resolve)(layout.history),
    records,
    context: written,
    contextNotice: (0, import_chunk_io_context_file.contextNotice)(written, (args) => (0, import_chunk_diff_render_diff_md.brainCommand)(o, args))
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
// brain-digest: d69afa06ec133557
