import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-KPFOHHIT.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-WTXP6OUB.mjs";
import "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-NCNVRXN5.mjs";

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
