import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-KZDZ7NWL.mjs";
import "./chunk-E5ZPTLI5.mjs";
import "./chunk-5RPNODVC.mjs";
import "./chunk-FA4ZQGWV.mjs";
import "./chunk-5UH5KOQG.mjs";
import "./chunk-CRWLFDOB.mjs";
import "./chunk-IO6ED6IC.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-YQMTHQYT.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

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
