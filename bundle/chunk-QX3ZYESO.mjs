import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-6WXS5I7Z.mjs";
import "./chunk-7XXOHRBA.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-6FJ6XGC2.mjs";
import "./chunk-GYZ77NVL.mjs";
import "./chunk-HLGP6SG5.mjs";
import "./chunk-34WYDTOZ.mjs";
import "./chunk-UXYRPJJV.mjs";
import "./chunk-6GA32H4D.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import {
  irregularWarnings
} from "./chunk-U6JA5L5K.mjs";
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
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/consolidate-gather.ts
async function gather2(opts, limit) {
  const ctx = resolveContext(opts);
  const o = { paths: ctx.paths, configFile: ctx.configFile, today: ctx.today, ...limit === void 0 ? {} : { limit } };
  const g = gather(o);
  for (const w of irregularWarnings(g.not_regular_files)) processOutput.err(w);
  processOutput.out(opts.json === true ? json(g) : gatherText(g, o));
  return EXIT.ok;
}
export {
  gather2 as gather
};
