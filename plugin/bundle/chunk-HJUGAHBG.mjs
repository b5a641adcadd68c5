import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  resolveConflict
} from "./chunk-WCASQNID.mjs";
import "./chunk-E2KXFB3K.mjs";
import "./chunk-2R3CYUR7.mjs";
import {
  reportProposed
} from "./chunk-THWGKRQK.mjs";
import "./chunk-RX4KQHWS.mjs";
import "./chunk-CFJO34Z7.mjs";
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
import "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/resolve.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const keep = stringOption(opts.keep, "--keep");
  if (keep === void 0) throw new UsageError("resolve: needs --keep <id> (the value that holds; brain show --conflicts lists the ids)");
  const key = String(args[0]);
  const r = await resolveConflict({
    ...useCaseOptions(ctx),
    key,
    keep,
    reason: stringOption(opts.reason, "--reason"),
    source: stringOption(opts.source, "--source")
  });
  return reportProposed(r, opts.json === true);
}
export {
  run
};
