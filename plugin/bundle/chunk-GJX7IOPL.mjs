import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-3HMMU3TR.mjs";
import "./chunk-JV4PLWSQ.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-FKHSLGBB.mjs";
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

// src/cli/commands/status.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const report = status(ctx);
  processOutput.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
export {
  run
};
