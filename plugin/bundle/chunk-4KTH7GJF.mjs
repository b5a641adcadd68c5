import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ingest,
  ingestText
} from "./chunk-QLH57LKY.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-PSRQCOS7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
