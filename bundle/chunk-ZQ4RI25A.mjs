import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  init,
  initText
} from "./chunk-5LCQBEHP.mjs";
import "./chunk-LETPNE2U.mjs";
import "./chunk-YVFMTFT7.mjs";
import "./chunk-J7B2YRW4.mjs";
import "./chunk-6DO6GPEK.mjs";
import "./chunk-RIMYKORW.mjs";
import "./chunk-OHGOUX2Y.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-JODDLDPU.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-H7DJKB6S.mjs";
import "./chunk-IBYQDC34.mjs";
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
