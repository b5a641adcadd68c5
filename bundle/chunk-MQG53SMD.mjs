import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  TRIBUTARY_RE,
  ingestRecord
} from "./chunk-APL4DQC2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import {
  readInputText
} from "./chunk-I6RZVNLG.mjs";
import "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  NotFoundError,
  UsageError,
  brainAsTyped,
  isIsoDate,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-NCNVRXN5.mjs";

// src/cli/commands/ingest.ts
import { existsSync } from "node:fs";
var PROVENANCES = ["published", "human", "ai-draft"];
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const files = args[0].map(String);
  const tributary = stringOption(opts.into, "--into") ?? "published";
  if (!TRIBUTARY_RE.test(tributary)) {
    throw new UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = stringOption(opts.provenance, "--provenance") ?? (tributary === "published" ? "published" : void 0);
  if (provenance === void 0) {
    throw new UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!PROVENANCES.includes(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  if (tributary === "published" && provenance !== "published") {
    throw new UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = stringOption(opts.date, "--date") ?? ctx.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  if (!existsSync(ctx.paths.profile)) {
    throw new NotFoundError(ctx.paths.profile, "the profile", `not an initialised data dir; run \`${brainAsTyped(opts)} init\` first (or check --data-dir)`);
  }
  const contents = files.map((f) => ({ file: f, content: readInputText(f, f) }));
  const results = contents.map(({ file, content }) => ({
    file,
    ...ingestRecord(ctx.paths, { content, sourceFile: file, tributary, provenance, date, now: ctx.now })
  }));
  const added = results.filter((r) => r.status === "added").length;
  if (opts.json === true) {
    processOutput.out(
      json({
        data_dir: ctx.paths.dataDir,
        tributary,
        provenance,
        date,
        records: results.map((r) => ({ file: r.file, status: r.status, id: r.id, path: r.path })),
        added,
        skipped: results.length - added
      })
    );
    return EXIT.ok;
  }
  for (const r of results) {
    processOutput.out(
      r.status === "added" ? `added   ${r.file} \u2192 ${r.path} (id ${r.id}, ${provenance}, ${date})` : `skipped ${r.file}: the same content is already ingested as ${r.path}`
    );
  }
  processOutput.out(`${added} added, ${results.length - added} skipped.`);
  return EXIT.ok;
}
export {
  run
};
