import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-TSKFKGYI.mjs";
import "./chunk-EOTDS5HZ.mjs";
import "./chunk-BUTH6SFJ.mjs";
import "./chunk-FGW5BFJC.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-6E3ZJ73L.mjs";
import "./chunk-KJGFCQAV.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-GUGXMU5G.mjs";
import "./chunk-JXAY525P.mjs";
import "./chunk-J33QUIBE.mjs";
import "./chunk-WTXP6OUB.mjs";
import "./chunk-IIEQQTNI.mjs";
import "./chunk-5ZHQKNON.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-APL4DQC2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-I6RZVNLG.mjs";
import "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import {
  useCaseOptions
} from "./chunk-G2PVQWSQ.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-NCNVRXN5.mjs";

// src/cli/commands/consolidate-apply.ts
async function apply2(opts, diffFile, confirm) {
  const ctx = resolveContext(opts);
  const r = await apply({
    ...useCaseOptions(ctx),
    diffFile,
    confirm
  });
  const status = r.kind === "preview" ? EXIT.usage : EXIT.ok;
  if (r.kind === "preview") processOutput.err("brain: nothing was written \u2014 add --confirm to apply this diff.");
  if (opts.json === true) {
    processOutput.out(json(r));
    return status;
  }
  processOutput.out(applyText(r));
  return status;
}
export {
  apply2 as apply
};
