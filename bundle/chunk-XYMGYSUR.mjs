import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-YA2T3S3C.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-34WYDTOZ.mjs";
import "./chunk-AHFUKWVX.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-2WRGI64Q.mjs";
import {
  resolveContext
} from "./chunk-OXJE5PZO.mjs";
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/history.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const result = history(ctx.paths.history);
  processOutput.out(opts.json === true ? json(result) : historyText(result));
  return EXIT.ok;
}
export {
  run
};
