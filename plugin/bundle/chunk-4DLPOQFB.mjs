import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-5LXB67SL.mjs";
import "./chunk-KESFX5RJ.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-MSDKM2NO.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-3MCNRZCY.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import {
  irregularWarnings
} from "./chunk-OLO4J2UI.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-JLYW6UGX.mjs";
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
