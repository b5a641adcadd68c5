import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  init,
  initText
} from "./chunk-NWW4JNGH.mjs";
import "./chunk-XVUNSFWF.mjs";
import "./chunk-J7B2YRW4.mjs";
import "./chunk-LGODSIJO.mjs";
import "./chunk-FV42EVWR.mjs";
import "./chunk-MOBJXAJH.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-JLYW6UGX.mjs";
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
