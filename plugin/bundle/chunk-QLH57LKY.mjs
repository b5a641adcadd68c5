import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  pathExists
} from "./chunk-OHHH6UOM.mjs";
import {
  RecordIndex,
  TRIBUTARY_RE,
  ingestRecord,
  splitFrontmatter
} from "./chunk-PSRQCOS7.mjs";
import {
  parseYamlText,
  readInputText
} from "./chunk-NBGDC34C.mjs";
import {
  InvalidInputError,
  NotFoundError,
  UsageError,
  isIsoDate
} from "./chunk-YLHGQIST.mjs";

// src/usecases/ingest.ts
var PROVENANCES = ["published", "human", "ai-draft"];
var BRAIN_FIELDS = /* @__PURE__ */ new Set(["id", "id_from", "ingested_at", "ingested_by", "provenance", "source_file", "date", "frontmatter"]);
function ingest(o) {
  const tributary = o.into ?? "published";
  if (!TRIBUTARY_RE.test(tributary)) {
    throw new UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = o.provenance ?? (tributary === "published" ? "published" : void 0);
  if (provenance === void 0) {
    throw new UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!isProvenance(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  if (tributary === "published" && provenance !== "published") {
    throw new UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = o.date ?? o.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  if (!pathExists(o.paths.profile)) {
    throw new NotFoundError(o.paths.profile, "the profile", `not an initialised data dir; run \`${o.brain ?? "brain"} init\` first (or check --data-dir)`);
  }
  const items = [...o.files.map((file) => ({ file })), ...o.texts ?? []];
  const prepared = items.map((item) => prepare(item, provenance, date, o.date !== void 0));
  const index = RecordIndex.read(o.paths);
  const records = prepared.map((p) => {
    const r = ingestRecord(o.paths, index, {
      body: p.body,
      sourceFile: p.sourceFile,
      tributary,
      provenance,
      date: p.date,
      fields: p.fields,
      now: o.now,
      ...o.ingestedBy === void 0 ? {} : { ingestedBy: o.ingestedBy }
    });
    return { file: p.label, status: r.status, id: r.id, path: r.path, source: r.source, date: p.date };
  });
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
    (x) => x.status === "added" ? `added   ${x.file} \u2192 ${x.path} (id ${x.id}, ${r.provenance}${r.ingested_by === "mcp" ? ", agent-ingested" : ""}, ${x.date})` : `skipped ${x.file}: the same content is already ingested as ${x.path}`
  );
  lines.push(`${r.added} added, ${r.skipped} skipped.`);
  return lines.join("\n");
}
function isProvenance(p) {
  return PROVENANCES.includes(p);
}
function prepare(item, provenance, defaultDate, dateGiven) {
  if ("text" in item) return { label: item.label, sourceFile: item.label, body: item.text, date: defaultDate, fields: {} };
  const file = item.file;
  const { frontmatter, body } = splitFrontmatter(readInputText(file, file));
  if (frontmatter === void 0) return { label: file, sourceFile: file, body, date: defaultDate, fields: {} };
  const parsed = parseYamlText(frontmatter, `${file} (frontmatter)`, { strings: true }) ?? {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError([
      `${file}: frontmatter: expected a YAML map of fields between the --- lines, found ${Array.isArray(parsed) ? "a list" : "a single value"}`
    ]);
  }
  const own = parsed;
  const claimed = own.provenance;
  if (claimed !== void 0 && claimed !== provenance) {
    throw new InvalidInputError(
      [
        `${file}: /provenance: the file's frontmatter claims provenance ${JSON.stringify(typeof claimed === "string" ? claimed : JSON.stringify(claimed))}, but this ingest stores it as "${provenance}"`
      ],
      "Nothing was ingested. Pass the provenance the record really has (--into/--provenance), or remove the claim from the file."
    );
  }
  let date = defaultDate;
  if (!dateGiven && own.date !== void 0) {
    if (typeof own.date !== "string" || !isIsoDate(own.date)) {
      throw new InvalidInputError(
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

export {
  ingest,
  ingestText
};
