import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-YPLQKWQJ.mjs";
import "./chunk-TW5XOMOB.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-Y6AAYNVN.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-UTXMFLOX.mjs";
import "./chunk-XWVPP5OI.mjs";
import "./chunk-VHFAXZOO.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import {
  irregularWarnings
} from "./chunk-JO4P7JJL.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-N4BTA5WU.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-KZ4P6ICX.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-RM7VH3UE.mjs";

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
