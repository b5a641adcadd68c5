import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-O7K5RHZN.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-N4BTA5WU.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-KZ4P6ICX.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-RM7VH3UE.mjs";

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
