import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  gather,
  gatherText
} from "./chunk-34THY424.mjs";
import "./chunk-UVBSV32E.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-KXL7HTWD.mjs";
import "./chunk-OIIFLB3A.mjs";
import "./chunk-DIHT6MET.mjs";
import "./chunk-GKWFD2IP.mjs";
import "./chunk-ALPWW5RK.mjs";
import "./chunk-ZTK3NS7X.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import {
  irregularWarnings
} from "./chunk-TLCCMT4E.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-FKHSLGBB.mjs";
import "./chunk-PRKBUB5U.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  resolveContext
} from "./chunk-FRU33GBD.mjs";
import {
  json,
  processOutput
} from "./chunk-7UC3QGPL.mjs";

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
