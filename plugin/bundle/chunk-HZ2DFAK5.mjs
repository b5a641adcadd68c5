import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-FNSSIZW2.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-3CYJCIHP.mjs";
import "./chunk-AF7FHIH5.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  resolveContext
} from "./chunk-JSRYJNV6.mjs";
import {
  json,
  processOutput
} from "./chunk-7UC3QGPL.mjs";

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
