import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-PWEBWSDG.mjs";
import "./chunk-E2KXFB3K.mjs";
import "./chunk-ZTOEEPF6.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-SBEHRH6Y.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
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
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/status.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const report = await status(ctx);
  processOutput.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
export {
  run
};
