import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-I7KXBTKA.mjs";
import "./chunk-J7B2YRW4.mjs";
import "./chunk-X2CTVR7B.mjs";
import "./chunk-MOBJXAJH.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-3MCNRZCY.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
