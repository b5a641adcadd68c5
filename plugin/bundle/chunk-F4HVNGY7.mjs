import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-CFJO34Z7.mjs";
import "./chunk-ZTOEEPF6.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import {
  irregularWarnings
} from "./chunk-PSRQCOS7.mjs";
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
