import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-4HNK6ZJC.mjs";
import "./chunk-FGW5BFJC.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-GUGXMU5G.mjs";
import "./chunk-JXAY525P.mjs";
import "./chunk-J33QUIBE.mjs";
import "./chunk-WTXP6OUB.mjs";
import "./chunk-IIEQQTNI.mjs";
import "./chunk-5ZHQKNON.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import {
  irregularWarnings
} from "./chunk-APL4DQC2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-I6RZVNLG.mjs";
import "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-NCNVRXN5.mjs";

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
