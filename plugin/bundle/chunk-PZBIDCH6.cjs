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
var import_chunk_BCSACEPD = require("./chunk-BCSACEPD.cjs");
var import_chunk_HNKV5JKU = require("./chunk-HNKV5JKU.cjs");
var import_chunk_27KKMIMA = require("./chunk-27KKMIMA.cjs");
var import_chunk_MGDTPUOQ = require("./chunk-MGDTPUOQ.cjs");
var import_chunk_S3GTIKJR = require("./chunk-S3GTIKJR.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_node_path = require("node:path");
function init(o) {
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  (0, import_chunk_5KZXF23Q.ensureLayout)(paths);
  const lock = (0, import_chunk_MGDTPUOQ.acquireLock)(paths.lock);
  let created = false;
  try {
    if (!(0, import_chunk_HNKV5JKU.pathExists)(paths.profile)) {
      (0, import_chunk_IZ2QSDJC.writeAtomic)(paths.profile, (0, import_chunk_S3GTIKJR.serializeProfile)({ title: import_chunk_S3GTIKJR.DEFAULT_TITLE, facts: seeds }));
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
    fields = (0, import_chunk_BCSACEPD.readKindFile)(path, "fields").value;
  } catch (e) {
    if (e instanceof import_chunk_5KZXF23Q.InvalidInputError) throw new import_chunk_5KZXF23Q.InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = (0, import_chunk_JK2WYQJV.normalizeKey)(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = (0, import_chunk_27KKMIMA.uniqueId)((0, import_chunk_27KKMIMA.mintEntityId)({ kind: "profile-field", key }), taken);
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
