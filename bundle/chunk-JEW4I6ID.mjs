import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  explain,
  explanationJson,
  explanationText
} from "./chunk-45QKX3LK.mjs";
import "./chunk-6E3ZJ73L.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-JXAY525P.mjs";
import "./chunk-WTXP6OUB.mjs";
import "./chunk-5ZHQKNON.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-I6RZVNLG.mjs";
import "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-NCNVRXN5.mjs";

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
