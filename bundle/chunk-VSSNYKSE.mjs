import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-BBGNFXYP.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-V2YF3FD2.mjs";

// src/cli/commands/history.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const result = history(ctx.paths);
  processOutput.out(opts.json === true ? json(result) : historyText(result));
  return EXIT.ok;
}
export {
  run
};
