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
var import_chunk_FVIIC2U6 = require("./chunk-FVIIC2U6.cjs");
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_OHB3RS7W = require("./chunk-OHB3RS7W.cjs");
var import_chunk_3CQRI7LJ = require("./chunk-3CQRI7LJ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_path = require("node:path");
function init(o) {
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  (0, import_chunk_S4PSTNN7.ensureLayout)(paths);
  const lock = (0, import_chunk_3CQRI7LJ.acquireLock)(paths.lock);
  let created = false;
  try {
    if (!(0, import_chunk_EFI262WX.pathExists)(paths.profile)) {
      (0, import_chunk_HTHLSEVG.writeAtomic)(paths.profile, (0, import_chunk_RWMC33BO.serializeProfile)({ title: import_chunk_RWMC33BO.DEFAULT_TITLE, facts: seeds }));
      created = true;
    }
  } finally {
    lock.release();
  }
  return { kind: created ? "created" : "exists", data_dir: paths.dataDir, profile: paths.profile, from: o.from ?? null, fields: created ? seeds.length : 0 };
}
function initText(r, brain) {
  if (r.kind === "exists") return `Profile already exists at ${r.profile}; left unchanged.${r.from ? ` Fields from ${r.from} were not folded in.` : ""}`;
  return [
    `Created ${r.profile}${r.fields ? ` with ${r.fields} profile field${r.fields === 1 ? "" : "s"} from ${r.from}` : ""}.`,
    `Next: ${brain} ingest <post.md\u2026>, then ${brain} consolidate --gather`
  ].join("\n");
}
function readSeeds(path, today) {
  let fields;
  try {
    fields = (0, import_chunk_FVIIC2U6.readKindFile)(path, "fields").value;
  } catch (e) {
    if (e instanceof import_chunk_S4PSTNN7.InvalidInputError) throw new import_chunk_S4PSTNN7.InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = (0, import_chunk_YM4JW7MF.normalizeKey)(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = (0, import_chunk_OHB3RS7W.uniqueId)((0, import_chunk_OHB3RS7W.mintEntityId)({ kind: "profile-field", key }), taken);
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
