import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-GIKBIMCN.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-YQMTHQYT.mjs";
import "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

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
