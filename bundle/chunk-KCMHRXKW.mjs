import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-2R5N2N46.mjs";
import "./chunk-E5ZPTLI5.mjs";
import "./chunk-ABKKGUXS.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-Y6AAYNVN.mjs";
import "./chunk-UTXMFLOX.mjs";
import "./chunk-VHFAXZOO.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-N4BTA5WU.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-KZ4P6ICX.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-RM7VH3UE.mjs";

// src/cli/commands/explain.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  if (args.length !== 1 || typeof args[0] !== "string" || args[0] === "") throw new UsageError("explain: expected one fact id (see brain show)");
  const result = explain(ctx.paths, args[0]);
  if (opts.json === true) {
    processOutput.out(json(explanationJson(result)));
    return EXIT.ok;
  }
  processOutput.out(explanationText(result));
  return EXIT.ok;
}
export {
  run
};
