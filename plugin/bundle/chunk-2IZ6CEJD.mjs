import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-D3ZJ7VUJ.mjs";
import "./chunk-J3QRXJAI.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-DIA2FM5M.mjs";
import "./chunk-W7YSDSWQ.mjs";
import "./chunk-7US2VOTV.mjs";
import "./chunk-FVBYBACR.mjs";
import "./chunk-FSA2IPOW.mjs";
import "./chunk-HZCMAC3K.mjs";
import "./chunk-NS53N3KH.mjs";
import "./chunk-DFP3IOGS.mjs";
import "./chunk-JOBZR655.mjs";
import "./chunk-ITVC6ARM.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import "./chunk-YHHDMM3X.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
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
