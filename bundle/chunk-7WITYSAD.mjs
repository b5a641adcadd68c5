import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-NSRVMLWE.mjs";
import "./chunk-CPSIJ6DS.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-GYZ77NVL.mjs";
import "./chunk-34WYDTOZ.mjs";
import "./chunk-6GA32H4D.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-AHFDYYFT.mjs";
import "./chunk-AHFUKWVX.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-2WRGI64Q.mjs";
import {
  resolveContext
} from "./chunk-OXJE5PZO.mjs";
import {
  UsageError
} from "./chunk-IMDQXH3F.mjs";

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
