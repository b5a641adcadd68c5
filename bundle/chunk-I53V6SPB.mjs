import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  validateFile,
  validatedText
} from "./chunk-5HMZRHWM.mjs";
import "./chunk-DP34OKAW.mjs";
import "./chunk-32PAIFAG.mjs";
import "./chunk-MOUAP2I4.mjs";
import "./chunk-JZBNPACF.mjs";
import "./chunk-CUJE3IBH.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  stringOption
} from "./chunk-TU6G3PXK.mjs";
import "./chunk-Z3NFUCME.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-Z3KWI67V.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/validate.ts
async function run(args, opts) {
  processOutput.out(validatedText(validateFile(String(args[0]), stringOption(opts.as, "--as"))));
  return EXIT.ok;
}
export {
  run
};
