import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ingest,
  ingestText
} from "./chunk-JG7P4UTC.mjs";
import "./chunk-4NLN5QHV.mjs";
import "./chunk-SKRHTHV7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-V2YF3FD2.mjs";

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
