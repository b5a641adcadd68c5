import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-RFJVPWDT.mjs";
import "./chunk-ZTOEEPF6.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-SBEHRH6Y.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-DCPSKG7Q.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-2CDRRSEX.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-PSRQCOS7.mjs";
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
