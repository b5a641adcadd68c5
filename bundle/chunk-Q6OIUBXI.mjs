import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-CSPHL7XH.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-FLPQW2NR.mjs";
import "./chunk-E47IECWR.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";

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
