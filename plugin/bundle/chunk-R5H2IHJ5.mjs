import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-AB6JIWRZ.mjs";
import "./chunk-HZTZH23N.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-P4B6RV5T.mjs";
import "./chunk-BP4FTFSQ.mjs";
import "./chunk-YHSCOGFY.mjs";
import "./chunk-JOXX6X5Y.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-MJFQ3YFK.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import {
  irregularWarnings
} from "./chunk-4DXSWRIQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-OSZ6BJTR.mjs";
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
