import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-LCQT6A55.mjs";
import "./chunk-MSDKM2NO.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-3MCNRZCY.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-J66PNI4I.mjs";
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
