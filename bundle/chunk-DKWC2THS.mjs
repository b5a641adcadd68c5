import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-WHVLO3IJ.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-CRWLFDOB.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

// src/cli/commands/history.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const result = history(ctx.paths.history);
  processOutput.out(opts.json === true ? json(result) : historyText(result));
  return EXIT.ok;
}
export {
  run
};
