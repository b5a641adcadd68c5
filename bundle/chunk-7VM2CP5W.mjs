import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-5AP22BZO.mjs";
import "./chunk-LJENIF7U.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/status.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const report = status(ctx.paths.dataDir, ctx.today);
  processOutput.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
export {
  run
};
