import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  init,
  initText
} from "./chunk-N2EDEXFF.mjs";
import "./chunk-V5TRFNYH.mjs";
import "./chunk-NPIGR3VL.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
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
