import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-6L3FSIXQ.mjs";
import "./chunk-DIHT6MET.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-FKHSLGBB.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  resolveContext
} from "./chunk-FRU33GBD.mjs";
import {
  json,
  processOutput
} from "./chunk-7UC3QGPL.mjs";

// src/cli/commands/status.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const report = status({ paths: ctx.paths, configFile: ctx.configFile, today: ctx.today });
  processOutput.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
export {
  run
};
