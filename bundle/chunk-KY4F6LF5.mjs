import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-26ZVRRE6.mjs";
import "./chunk-J33QUIBE.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-I6RZVNLG.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-NCNVRXN5.mjs";

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
