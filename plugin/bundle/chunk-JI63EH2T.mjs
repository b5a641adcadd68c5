import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-MI5O5KVZ.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-DCPSKG7Q.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
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
