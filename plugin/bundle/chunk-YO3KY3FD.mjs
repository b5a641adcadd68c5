import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-IQIWKM7X.mjs";
import "./chunk-AU2KQTDP.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-NYLJDG53.mjs";
import "./chunk-3WAB5RGX.mjs";
import "./chunk-JV4PLWSQ.mjs";
import "./chunk-3CYJCIHP.mjs";
import "./chunk-ALPWW5RK.mjs";
import "./chunk-XNSZSGTD.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import {
  irregularWarnings
} from "./chunk-P5RJ4BOH.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-FKHSLGBB.mjs";
import "./chunk-AF7FHIH5.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  resolveContext
} from "./chunk-JSRYJNV6.mjs";
import {
  json,
  processOutput
} from "./chunk-7UC3QGPL.mjs";

// src/cli/commands/consolidate-gather.ts
async function gather2(opts, limit) {
  const ctx = resolveContext(opts);
  const o = { ...ctx, ...limit === void 0 ? {} : { limit } };
  const g = gather(o);
  for (const w of irregularWarnings(g.not_regular_files)) processOutput.err(w);
  processOutput.out(opts.json === true ? json(g) : gatherText(g, o));
  return EXIT.ok;
}
export {
  gather2 as gather
};
