import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-3B2GLKGP.mjs";
import "./chunk-5VRU73M5.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-AU23IELB.mjs";
import "./chunk-W5LD2N6G.mjs";
import "./chunk-Z4UNE43O.mjs";
import "./chunk-C2XIJZJE.mjs";
import "./chunk-ZXICDPFE.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-ZFTT2G5S.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-SKRHTHV7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import {
  useCaseOptions
} from "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-V2YF3FD2.mjs";

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
