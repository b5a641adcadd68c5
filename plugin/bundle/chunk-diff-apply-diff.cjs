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
  HAND_EDITED: () => HAND_EDITED,
  adoptionRecords: () => adoptionRecords,
  changeCounts: () => changeCounts,
  handEditChanges: () => handEditChanges,
  handEditWarning: () => handEditWarning,
  handEditedIds: () => handEditedIds,
  isHandEditWarning: () => isHandEditWarning,
  lastWritten: () => lastWritten,
  profileChanges: () => profileChanges,
  proposeOverEditWarning: () => proposeOverEditWarning,
  unadoptedEdit: () => unadoptedEdit
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
var FIELDS = [
  "key",
  "value",
  "kind",
  "layer",
  "provenance",
  "sources",
  "first_seen",
  "last_seen",
  "evidence_count",
  "status",
  "superseded_by",
  "superseded_on",
  "retired_on",
  "retired_reason"
];
function profileChanges(before, after) {
  const old = /* @__PURE__ */ new Map();
  for (const f of before.facts) if (!old.has(f.id)) old.set(f.id, f);
  const seen = /* @__PURE__ */ new Set();
  const changes = [];
  for (const f of after.facts) {
    const was = seen.has(f.id) ? void 0 : old.get(f.id);
    seen.add(f.id);
    if (!was) {
      changes.push({ change: "added", id: f.id, key: f.key, after: f });
      continue;
    }
    const fields = FIELDS.filter((name) => JSON.stringify(was[name] ?? null) !== JSON.stringify(f[name] ?? null));
    if (fields.length > 0) changes.push({ change: "changed", id: f.id, key: f.key, before: was, after: f, fields });
  }
  for (const [id, f] of old) if (!seen.has(id)) changes.push({ change: "removed", id, key: f.key, before: f });
  return changes;
}
function changeCounts(changes) {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of changes) counts[c.change] += 1;
  return counts;
}
var CHANGING = new Set(import_chunk_diff_operations.OPERATIONS.filter((op) => op.changesProfile).map((op) => op.list));
function applyDiff(current, diff, file = "diff") {
  const state = new import_chunk_core_origin.ProfileState(current, { aliases: diff.config.keyAliases });
  const issues = [];
  const ctx = {
    state,
    fail: (pointer, message) => {
      issues.push(`${file}: ${pointer}: ${message}`);
    },
    multiValued: new Set(diff.config.multiValued ?? [])
  };
  let previous;
  for (const { spec, entry, list, index } of (0, import_chunk_core_agent_written.candidateOperations)(diff)) {
    const at = `/${list}/${index}`;
    if (CHANGING.has(list)) {
      if (previous === entry.candidate) {
        ctx.fail(at, `expected one operation per candidate, found a second for candidate /${entry.candidate}`);
        continue;
      }
      previous = entry.candidate;
    }
    spec.replay(entry, at, ctx);
  }
  for (const spec of (0, import_chunk_core_agent_written.candidateSpecs)()) spec.verify?.(diff, ctx.fail);
  for (const { spec, entry, list, index } of (0, import_chunk_core_agent_written.factOperations)(diff)) spec.replay(entry, `/${list}/${index}`, ctx);
  if (issues.length > 0) {
    throw new import_chunk_hooks_session_start.InvalidInputError(issues, "The diff does not fit the profile; nothing was written. Propose again.");
  }
  return state.toDoc();
}
var HAND_EDITED = "hand-edited";
function unadoptedEdit(o, profileSha256) {
  const last = lastWrite((0, import_chunk_io_lock.readHistoryAsRecovered)(o.paths));
  return last !== void 0 && last.result !== profileSha256;
}
function lastWrite(history) {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i];
    if (e.op !== "forget") return e;
  }
  return void 0;
}
function lastWritten(o, history = (0, import_chunk_io_lock.readHistoryAsRecovered)(o.paths)) {
  const layout = o.paths;
  const entry = lastWrite(history);
  if (!entry) return void 0;
  const kept = (0, import_chunk_io_file_status.readBytesIfPresent)((0, import_node_path.join)(layout.brain, (0, import_chunk_io_archive.backupName)(entry.result)));
  if (kept !== void 0 && (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(kept) === entry.result)
    return { entry, bytes: kept, doc: (0, import_chunk_core_profile_format.parseProfile)(kept.toString("utf8"), (0, import_node_path.join)(layout.brain, (0, import_chunk_io_archive.backupName)(entry.result))) };
  if (entry.op === "apply" && entry.backup !== null && (0, import_chunk_io_file_status.pathExists)((0, import_chunk_io_archive.appliedPath)(layout, entry.diff))) {
    const backup = (0, import_node_path.join)(layout.brain, entry.backup);
    const before = (0, import_chunk_io_file_status.readBytesIfPresent)(backup);
    if (before !== void 0) {
      const doc = applyDiff((0, import_chunk_core_profile_format.parseProfile)(before.toString("utf8"), backup), (0, import_chunk_core_utf8_builder.readDiffFile)((0, import_chunk_io_archive.appliedPath)(layout, entry.diff)), (0, import_chunk_io_archive.appliedPath)(layout, entry.diff));
      const bytes = Buffer.from((0, import_chunk_core_profile_format.serializeProfile)(doc), "utf8");
      if ((0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(bytes) === entry.result) return { entry, bytes, doc };
    }
  }
  throw new import_chunk_hooks_session_start.RefusedError(
    `${layout.profile}: brain cannot find what it last wrote (the ${entry.op} of ${entry.at}, profile ${entry.result.slice(0, 12)}): neither ${(0, import_node_path.join)(layout.brain, (0, import_chunk_io_archive.backupName)(entry.result))} nor that apply's backup and archived diff give it. Nothing was written.`
  );
}
function handEditChanges(o, current) {
  const history = (0, import_chunk_io_lock.readHistoryAsRecovered)(o.paths);
  const last = lastWrite(history);
  if (last === void 0 || last.result === current.sha256) return void 0;
  let written;
  try {
    written = lastWritten(o, history);
  } catch {
    return { changes: null };
  }
  return { changes: written ? profileChanges(written.doc, current.doc) : null };
}
function editedCount(edit) {
  if (edit.changes === null) return "an edit brain cannot itemize (its copy of what it wrote is gone)";
  const n = edit.changes.length;
  return `${n} fact${n === 1 ? "" : "s"} edited`;
}
function handEditWarning(profile, edit, adopt) {
  return `${profile} was edited by hand since brain last wrote it (${editedCount(edit)}); brain has not adopted the edit. Review and adopt it: ${adopt}`;
}
var HAND_EDIT_WARNING = "profile.md was edited by hand since brain last wrote it";
function isHandEditWarning(message) {
  return message.startsWith(HAND_EDIT_WARNING);
}
function proposeOverEditWarning(o, current) {
  const edit = handEditChanges(o, current);
  if (!edit) return void 0;
  return `${HAND_EDIT_WARNING} (${editedCount(edit)}) and brain has not adopted the edit: this diff was classified against the edited profile, and applying it adopts the edit as it stands. To review the edit first: brain adopt.`;
}
function handEditedIds(o, history = (0, import_chunk_io_lock.readHistoryAsRecovered)(o.paths)) {
  const ids = /* @__PURE__ */ new Set();
  for (const record of adoptionRecords(o, history)) for (const c of record.changes) if (c.change !== "removed") ids.add(c.id);
  return ids;
}
function adoptionRecords(o, history) {
  const out = [];
  for (const entry of (0, import_chunk_core_utf8_builder.effectiveAdopts)(history)) {
    try {
      const text = (0, import_chunk_io_file_status.readTextIfPresent)((0, import_node_path.join)(o.paths.brain, entry.changes));
      const parsed = text === void 0 ? void 0 : JSON.parse(text);
      if (parsed && Array.isArray(parsed.changes)) out.push({ entry, changes: parsed.changes });
    } catch {
    }
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  HAND_EDITED,
  adoptionRecords,
  changeCounts,
  handEditChanges,
  handEditWarning,
  handEditedIds,
  isHandEditWarning,
  lastWritten,
  profileChanges,
  proposeOverEditWarning,
  unadoptedEdit
});
// brain-digest: bfecacf2d257177c
