import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  pathExists
} from "./chunk-E5ZPTLI5.mjs";
import {
  TRIBUTARY_RE,
  ingestRecord
} from "./chunk-TLGIRMNQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import {
  readInputText
} from "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  NotFoundError,
  UsageError,
  brainAsTyped,
  isIsoDate,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-FDEB6ZN4.mjs";

// src/usecases/ingest.ts
var PROVENANCES = ["published", "human", "ai-draft"];
function ingest(o) {
  const tributary = o.into ?? "published";
  if (!TRIBUTARY_RE.test(tributary)) {
    throw new UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = o.provenance ?? (tributary === "published" ? "published" : void 0);
  if (provenance === void 0) {
    throw new UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!PROVENANCES.includes(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  if (tributary === "published" && provenance !== "published") {
    throw new UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = o.date ?? o.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  if (!pathExists(o.paths.profile)) {
    throw new NotFoundError(o.paths.profile, "the profile", `not an initialised data dir; run \`${o.brain ?? "brain"} init\` first (or check --data-dir)`);
  }
  const contents = o.files.map((f) => ({ file: f, content: readInputText(f, f) }));
  const records = contents.map(({ file, content }) => {
    const r = ingestRecord(o.paths, { content, sourceFile: file, tributary, provenance, date, now: o.now });
    return { file, status: r.status, id: r.id, path: r.path };
  });
  const added = records.filter((r) => r.status === "added").length;
  return {
    kind: "ingested",
    data_dir: o.paths.dataDir,
    tributary,
    provenance,
    date,
    records,
    added,
    skipped: records.length - added
  };
}
function ingestText(r) {
  const lines = r.records.map(
    (x) => x.status === "added" ? `added   ${x.file} \u2192 ${x.path} (id ${x.id}, ${r.provenance}, ${r.date})` : `skipped ${x.file}: the same content is already ingested as ${x.path}`
  );
  lines.push(`${r.added} added, ${r.skipped} skipped.`);
  return lines.join("\n");
}

// src/cli/commands/ingest.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const r = ingest({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: args[0].map(String),
    into: stringOption(opts.into, "--into"),
    provenance: stringOption(opts.provenance, "--provenance"),
    date: stringOption(opts.date, "--date"),
    brain: brainAsTyped(opts)
  });
  const { kind: _kind, ...document } = r;
  processOutput.out(opts.json === true ? json(document) : ingestText(r));
  return EXIT.ok;
}
export {
  run
};
