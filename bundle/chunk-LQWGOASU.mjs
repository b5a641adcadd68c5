import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-MKBCH44E.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-CYI5HTYB.mjs";
import "./chunk-NQKPQE4R.mjs";
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

// src/cli/commands/history.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const result = history(ctx.paths.history);
  processOutput.out(opts.json === true ? json(result.entries) : historyText(result));
  return EXIT.ok;
}
export {
  run
};
