import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-UMRTNP6Q.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-3MCNRZCY.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-JLYW6UGX.mjs";
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
