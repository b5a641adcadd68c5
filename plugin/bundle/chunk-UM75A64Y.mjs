import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  declinedList,
  declinedText,
  forgetDeclines,
  forgetText
} from "./chunk-QQUGKHHW.mjs";
import {
  indexArgs
} from "./chunk-AVF5OUXO.mjs";
import "./chunk-P4YAOZG3.mjs";
import "./chunk-2R3CYUR7.mjs";
import "./chunk-THWGKRQK.mjs";
import "./chunk-RX4KQHWS.mjs";
import "./chunk-CFJO34Z7.mjs";
import "./chunk-ZTOEEPF6.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-OHHH6UOM.mjs";
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

// src/cli/commands/declined.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const o = useCaseOptions(ctx);
  if (opts.forget === void 0) {
    const r2 = declinedList(o);
    processOutput.out(opts.json === true ? json(r2) : declinedText(r2, o));
    return EXIT.ok;
  }
  const r = forgetDeclines({ ...o, indexes: indexArgs([opts.forget, ...args], "declined --forget"), confirm: opts.confirm === true });
  if (r.kind === "preview") processOutput.err("brain: nothing was written \u2014 add --confirm to forget.");
  processOutput.out(opts.json === true ? json(r) : forgetText(r));
  return r.kind === "preview" ? EXIT.usage : EXIT.ok;
}
export {
  run
};
