import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-A5LQX3HG.mjs";
import "./chunk-HLGP6SG5.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-AHFDYYFT.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-2WRGI64Q.mjs";
import {
  resolveContext
} from "./chunk-OXJE5PZO.mjs";
import "./chunk-IMDQXH3F.mjs";

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
