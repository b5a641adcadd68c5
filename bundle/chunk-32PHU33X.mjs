import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-LNARVRQE.mjs";
import "./chunk-4NLN5QHV.mjs";
import "./chunk-AU23IELB.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-V2YF3FD2.mjs";

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
