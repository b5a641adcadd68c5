import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-SQHW5TED.mjs";
import "./chunk-4NMQHPRB.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-OIIFLB3A.mjs";
import "./chunk-GKWFD2IP.mjs";
import "./chunk-ZTK3NS7X.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-FKHSLGBB.mjs";
import "./chunk-PRKBUB5U.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  resolveContext
} from "./chunk-FRU33GBD.mjs";
import {
  UsageError,
  json,
  processOutput
} from "./chunk-7UC3QGPL.mjs";

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
