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
__defProp(stdin_exports, "init", { value: init, enumerable: true });
__defProp(stdin_exports, "initText", { value: initText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JJDRULY7 = require("./chunk-JJDRULY7.cjs");
var import_chunk_NKAGCYLK = require("./chunk-NKAGCYLK.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
function init(o) {
  (0, import_chunk_LW5KK7CN.checkWriterToday)({ today: o.today, now: o.now ?? /* @__PURE__ */ new Date() });
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  (0, import_chunk_L7PYBWE7.ensureLayout)(paths);
  const lock = (0, import_chunk_LW5KK7CN.acquireLock)(paths.lock);
  let context;
  try {
    if (!(0, import_chunk_75TG4X2Z.pathExists)(paths.profile)) {
      const prepared = (0, import_chunk_NKAGCYLK.prepareContext)(paths, seeds, o.today);
      const text = (0, import_chunk_QSVB2TNY.serializeProfile)({ title: import_chunk_QSVB2TNY.DEFAULT_TITLE, facts: seeds });
      (0, import_chunk_W4VUU7MV.writeAtomic)(paths.profile, text);
      context = (0, import_chunk_NKAGCYLK.writeContextAfterCommit)(paths, prepared, (0, import_chunk_I2RTUJJH.sha256Hex)(text));
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
    ...(0, import_chunk_NKAGCYLK.contextNotice)(r.context, (args) => [brain, ...args].join(" "))
  ].join("\n");
}
function readSeeds(path, today) {
  let fields;
  try {
    fields = (0, import_chunk_JJDRULY7.readKindFile)(path, "fields").value;
  } catch (e) {
    if (e instanceof import_chunk_L7PYBWE7.InvalidInputError) throw new import_chunk_L7PYBWE7.InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = (0, import_chunk_I2RTUJJH.normalizeKey)(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = (0, import_chunk_YWWM4LWV.uniqueId)((0, import_chunk_YWWM4LWV.mintEntityId)({ kind: "profile-field", key }), taken);
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
