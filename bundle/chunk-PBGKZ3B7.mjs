import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-EGZLEXPL.mjs";
import "./chunk-LJENIF7U.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-TU6G3PXK.mjs";
import "./chunk-Z3KWI67V.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/status.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const report = status(ctx.paths.dataDir, ctx.today);
  processOutput.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
export {
  run
};
