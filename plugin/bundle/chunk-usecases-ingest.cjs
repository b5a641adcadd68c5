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
  ingest: () => ingest,
  ingestText: () => ingestText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var PROVENANCES = ["published", "human", "ai-draft"];
var BRAIN_FIELDS = /* @__PURE__ */ new Set(["id", "id_from", "ingested_at", "ingested_by", "provenance", "source_file", "date", "frontmatter"]);
function ingest(o) {
  const tributary = o.into ?? "published";
  if (!import_chunk_io_record_files.TRIBUTARY_RE.test(tributary)) {
    throw new import_chunk_hooks_session_start.UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = o.provenance ?? (tributary === "published" ? "published" : void 0);
  if (provenance === void 0) {
    throw new import_chunk_hooks_session_start.UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!isProvenance(provenance)) throw new import_chunk_hooks_session_start.UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  if (tributary === "published" && provenance !== "published") {
    throw new import_chunk_hooks_session_start.UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = o.date ?? o.today;
  if (!(0, import_chunk_hooks_session_start.isIsoDate)(date)) throw new import_chunk_hooks_session_start.UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  if (!(0, import_chunk_io_file_status.pathExists)(o.paths.profile)) {
    throw new import_chunk_hooks_session_start.NotFoundError(o.paths.profile, "the profile", `not an initialised data dir; run \`${o.brain ?? "brain"} init\` first (or check --data-dir)`);
  }
  const items = [...o.files.flatMap(expandFolder).map((file) => ({ file })), ...o.texts ?? []];
  const prepared = items.map((item) => prepareItem(item, provenance, date, o.date !== void 0));
  const index = import_chunk_core_record_content.RecordIndex.read(o.paths);
  const records = [];
  for (const p of prepared) {
    try {
      const r = (0, import_chunk_core_record_content.ingestRecord)(o.paths, index, {
        body: p.body,
        sourceFile: p.sourceFile,
        tributary,
        provenance,
        date: p.date,
        fields: p.fields,
        now: o.now,
        ...o.ingestedBy === void 0 ? {} : { ingestedBy: o.ingestedBy }
      });
      records.push({ file: p.label, status: r.status, id: r.id, path: r.path, source: r.source, date: p.date });
    } catch (e) {
      throw records.length === 0 ? e : new PartialIngestError(
        e,
        records,
        prepared.slice(records.length).map((x) => x.label)
      );
    }
  }
  const added = records.filter((r) => r.status === "added").length;
  return {
    kind: "ingested",
    data_dir: o.paths.dataDir,
    tributary,
    provenance,
    date,
    ...o.ingestedBy === void 0 ? {} : { ingested_by: o.ingestedBy },
    records,
    added,
    skipped: records.length - added
  };
}
function ingestText(r) {
  const lines = r.records.map(
    (x) => x.status === "added" ? `added   ${x.file} \u2192 ${x.path} (id ${x.id}, ${r.provenance}${r.ingested_by === "mcp" ? ", agent-written" : ""}, ${x.date})` : `skipped ${x.file}: the same content is already ingested as ${x.path}`
  );
  lines.push(`${r.added} added, ${r.skipped} skipped.`);
  return lines.join("\n");
}
var PartialIngestError = class extends import_chunk_hooks_session_start.BrainError {
  constructor(cause, stored, notStored) {
    const code = cause instanceof import_chunk_hooks_session_start.BrainError ? cause.code : "IO";
    super(
      code,
      [
        (0, import_chunk_core_error_message.errorMessage)(cause).replace(/^brain: /, ""),
        `Stored before the failure (${stored.length}): ${stored.map((r) => `${r.file} \u2192 ${r.path}${r.status === "skipped" ? " (already there)" : ""}`).join("; ")}.`,
        `Not stored (${notStored.length}): ${notStored.join("; ")}. Run the same ingest again once the cause is fixed: what is stored is skipped, the rest stored.`
      ].join("\n")
    );
  }
};
function expandFolder(path) {
  if (!(0, import_chunk_io_file_status.isDirectory)(path)) return [path];
  const files = (0, import_chunk_io_file_status.markdownFilesIn)(path);
  if (files.length === 0) {
    throw new import_chunk_hooks_session_start.RefusedError(`${path}: a folder with no *.md files (brain ingest reads a folder's *.md files, not its subfolders); nothing was ingested.`);
  }
  return files;
}
function isProvenance(p) {
  return PROVENANCES.includes(p);
}
function prepareItem(item, provenance, defaultDate, dateGiven) {
  if ("text" in item) return { label: item.label, sourceFile: item.label, body: item.text, date: defaultDate, fields: {} };
  const file = item.file;
  const { frontmatter, body } = (0, import_chunk_core_record_content.splitFrontmatter)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(file, file));
  if (frontmatter === void 0) return { label: file, sourceFile: file, body, date: defaultDate, fields: {} };
  const parsed = (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)(frontmatter, `${file} (frontmatter)`, { strings: true }) ?? {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new import_chunk_hooks_session_start.InvalidInputError([
      `${file}: frontmatter: expected a YAML map of fields between the --- lines, found ${Array.isArray(parsed) ? "a list" : "a single value"}`
    ]);
  }
  const own = parsed;
  const claimed = own.provenance;
  if (claimed !== void 0 && claimed !== provenance) {
    throw new import_chunk_hooks_session_start.InvalidInputError(
      [
        `${file}: /provenance: the file's frontmatter claims provenance ${JSON.stringify(typeof claimed === "string" ? claimed : JSON.stringify(claimed))}, but this ingest stores it as "${provenance}"`
      ],
      "Nothing was ingested. Pass the provenance the record really has (--into/--provenance), or remove the claim from the file."
    );
  }
  let date = defaultDate;
  if (!dateGiven && own.date !== void 0) {
    if (typeof own.date !== "string" || !(0, import_chunk_hooks_session_start.isIsoDate)(own.date)) {
      throw new import_chunk_hooks_session_start.InvalidInputError(
        [`${file}: /date: expected the frontmatter date as YYYY-MM-DD, found ${JSON.stringify(own.date)}`],
        "Nothing was ingested. Fix the date in the file, or pass --date YYYY-MM-DD (which takes precedence)."
      );
    }
    date = own.date;
  }
  const fields = {};
  for (const [key, value] of Object.entries(own)) {
    if (!BRAIN_FIELDS.has(key)) fields[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return { label: file, sourceFile: file, body, date, fields };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ingest,
  ingestText
});
// brain-digest: f7adc4df2f556e63
