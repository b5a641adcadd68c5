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
  init: () => init,
  initText: () => initText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_file_kinds = require("./chunk-io-file-kinds.cjs");
var import_chunk_io_context_file = require("./chunk-io-context-file.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
function init(o) {
  (0, import_chunk_io_lock.checkWriterToday)({ today: o.today, now: o.now ?? /* @__PURE__ */ new Date() });
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  (0, import_chunk_hooks_session_start.ensureLayout)(paths);
  const lock = (0, import_chunk_io_lock.acquireLock)(paths.lock);
  let context;
  try {
    if (!(0, import_chunk_io_file_status.pathExists)(paths.profile)) {
      const prepared = (0, import_chunk_io_context_file.prepareContext)(paths, seeds, o.today);
      const text = (0, import_chunk_core_profile_format.serializeProfile)({ title: import_chunk_core_profile_format.DEFAULT_TITLE, facts: seeds });
      (0, import_chunk_core_utf8_builder.writeAtomic)(paths.profile, text);
      context = (0, import_chunk_io_context_file.writeContextAfterCommit)(paths, prepared, (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(text));
    }
  } finally {
    lock.release();
  }
  const created = context !== void 0;
  return {
    kind: created ? "created" : "exists",
    data_dir: paths.dataDir,
    profile: paths.profile,
    from: o.from ?? null,
    fields: created ? seeds.length : 0,
    ...context ? { context } : {}
  };
}
function initText(r, brain) {
  if (r.kind === "exists") return `Profile already exists at ${r.profile}; left unchanged.${r.from ? ` Fields from ${r.from} were not folded in.` : ""}`;
  return [
    `Created ${r.profile}${r.fields ? ` with ${r.fields} profile field${r.fields === 1 ? "" : "s"} from ${r.from}` : ""}.`,
    `Next: ${brain} ingest <post.md\u2026>, then ${brain} consolidate --gather`,
    ...(0, import_chunk_io_context_file.contextNotice)(r.context, (args) => [brain, ...args].join(" "))
  ].join("\n");
}
function readSeeds(path, today) {
  let fields;
  try {
    fields = (0, import_chunk_io_file_kinds.readKindFile)(path, "fields").value;
  } catch (e) {
    if (e instanceof import_chunk_hooks_session_start.InvalidInputError) throw new import_chunk_hooks_session_start.InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = (0, import_chunk_core_agent_written.uniqueId)((0, import_chunk_core_agent_written.mintEntityId)({ kind: "profile-field", key }), taken);
      taken.add(id);
      facts.push({
        id,
        kind: "profile-field",
        layer: "static",
        key,
        value: String(value),
        provenance: "human",
        sources: [`human:${(0, import_node_path.basename)(path)}`],
        first_seen: today,
        last_seen: today,
        evidence_count: 1,
        status: "active"
      });
    }
  }
  return facts;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  init,
  initText
});
// brain-digest: 17fd070f18e537c8
