import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  init,
  initText
} from "./chunk-C6TTNIBV.mjs";
import "./chunk-MZGLWF62.mjs";
import "./chunk-RD2DTTRK.mjs";
import "./chunk-JBFVH2BK.mjs";
import "./chunk-Q23CKXF6.mjs";
import "./chunk-K7JMAUBM.mjs";
import "./chunk-HZCMAC3K.mjs";
import "./chunk-YHSCOGFY.mjs";
import "./chunk-JOXX6X5Y.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-MJFQ3YFK.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-OSZ6BJTR.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/init.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const r = init({ paths: ctx.paths, today: ctx.today, from: stringOption(opts.from, "--from") });
  if (opts.json === true) {
    processOutput.out(json({ data_dir: r.data_dir, profile: r.profile, created: r.kind === "created", from: r.from, fields: r.fields }));
    return EXIT.ok;
  }
  processOutput.out(initText(r, brainAsTyped(opts)));
  return EXIT.ok;
}
export {
  run
};
