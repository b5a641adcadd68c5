import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ensureLayout
} from "./chunk-DWG5NT4B.mjs";
import "./chunk-RFMDB5K5.mjs";
import {
  TRIBUTARY_RE,
  ingestRecord
} from "./chunk-WTILF7RN.mjs";
import "./chunk-LJENIF7U.mjs";
import "./chunk-IE55JXOP.mjs";
import "./chunk-I7WFPCDF.mjs";
import "./chunk-E47IECWR.mjs";
import "./chunk-QDPQYILK.mjs";
import {
  readInputText
} from "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  isIsoDate,
  resolveContext,
  stringOption
} from "./chunk-A7YJ7XEN.mjs";
import {
  UsageError
} from "./chunk-IMDQXH3F.mjs";

// src/cli/commands/ingest.ts
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
  const date = stringOption(opts.date, "--date") ?? ctx.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  const contents = files.map((f) => ({ file: f, content: readInputText(f, f) }));
  ensureLayout(ctx.paths);
  let added = 0;
  for (const { file, content } of contents) {
    const r = ingestRecord(ctx.paths, { content, sourceFile: file, tributary, provenance, date, now: ctx.now });
    if (r.status === "added") {
      added++;
      processOutput.out(`added   ${file} \u2192 ${r.path} (id ${r.id}, ${provenance}, ${date})`);
    } else {
      processOutput.out(`skipped ${file}: the same content is already ingested as ${r.path}`);
    }
  }
  processOutput.out(`${added} added, ${contents.length - added} skipped.`);
  return EXIT.ok;
}
export {
  run
};
