import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-3J3EJBYK.mjs";
import "./chunk-VS76OZKM.mjs";
import "./chunk-XFCKKP7B.mjs";
import "./chunk-YMFVHC5C.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-5RPNODVC.mjs";
import "./chunk-XYNFUGFW.mjs";
import "./chunk-LNI6P4IO.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-46TSUNCO.mjs";
import "./chunk-FA4ZQGWV.mjs";
import "./chunk-5UH5KOQG.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-CRWLFDOB.mjs";
import "./chunk-MZUKTG7C.mjs";
import "./chunk-IO6ED6IC.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-YQMTHQYT.mjs";
import "./chunk-TLGIRMNQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  useCaseOptions
} from "./chunk-JOBQNAA2.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

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
