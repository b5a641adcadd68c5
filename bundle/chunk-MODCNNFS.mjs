import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-VHL75UZL.mjs";
import "./chunk-HZTZH23N.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-64VHN7OX.mjs";
import "./chunk-A2Z6NM4Y.mjs";
import "./chunk-B47XLGVM.mjs";
import "./chunk-Q23CKXF6.mjs";
import "./chunk-K7JMAUBM.mjs";
import "./chunk-HZCMAC3K.mjs";
import "./chunk-P4B6RV5T.mjs";
import "./chunk-BP4FTFSQ.mjs";
import "./chunk-YHSCOGFY.mjs";
import "./chunk-JOXX6X5Y.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-MJFQ3YFK.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import "./chunk-4DXSWRIQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-OSZ6BJTR.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
