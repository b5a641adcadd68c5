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
var import_chunk_XGTEEQTU = require("./chunk-XGTEEQTU.cjs");
var import_chunk_ZQIVJGU5 = require("./chunk-ZQIVJGU5.cjs");
var import_chunk_JIXV63JA = require("./chunk-JIXV63JA.cjs");
var import_chunk_TSXCY7I2 = require("./chunk-TSXCY7I2.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_KWL3EGAR = require("./chunk-KWL3EGAR.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_4HVNRAM7 = require("./chunk-4HVNRAM7.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
function init(o) {
  (0, import_chunk_PAWCQ57R.checkWriterToday)({ today: o.today, now: o.now ?? /* @__PURE__ */ new Date() });
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  (0, import_chunk_L7PYBWE7.ensureLayout)(paths);
  const lock = (0, import_chunk_PAWCQ57R.acquireLock)(paths.lock);
  let context;
  try {
    if (!(0, import_chunk_ZQIVJGU5.pathExists)(paths.profile)) {
      const prepared = (0, import_chunk_JIXV63JA.prepareContext)(paths, seeds, o.today);
      const text = (0, import_chunk_KWL3EGAR.serializeProfile)({ title: import_chunk_KWL3EGAR.DEFAULT_TITLE, facts: seeds });
      (0, import_chunk_BAHFH2CQ.writeAtomic)(paths.profile, text);
      context = (0, import_chunk_JIXV63JA.writeContextAfterCommit)(paths, prepared, (0, import_chunk_4HVNRAM7.sha256Hex)(text));
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
    ...(0, import_chunk_JIXV63JA.contextNotice)(r.context, (args) => [brain, ...args].join(" "))
  ].join("\n");
}
function readSeeds(path, today) {
  let fields;
  try {
    fields = (0, import_chunk_XGTEEQTU.readKindFile)(path, "fields").value;
  } catch (e) {
    if (e instanceof import_chunk_L7PYBWE7.InvalidInputError) throw new import_chunk_L7PYBWE7.InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = (0, import_chunk_4HVNRAM7.normalizeKey)(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = (0, import_chunk_TSXCY7I2.uniqueId)((0, import_chunk_TSXCY7I2.mintEntityId)({ kind: "profile-field", key }), taken);
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
