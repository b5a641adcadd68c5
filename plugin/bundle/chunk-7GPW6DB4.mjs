import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-4PYG6QS6.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
