import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-AIFQ4OU6.mjs";
import "./chunk-YMFVHC5C.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-5UH5KOQG.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-CRWLFDOB.mjs";
import "./chunk-MZUKTG7C.mjs";
import "./chunk-IO6ED6IC.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-YQMTHQYT.mjs";
import {
  irregularWarnings
} from "./chunk-TLGIRMNQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

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
