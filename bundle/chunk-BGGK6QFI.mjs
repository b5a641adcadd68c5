import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-5LSJRJR7.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-GIMAQVK3.mjs";
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
