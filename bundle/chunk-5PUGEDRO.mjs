import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  validateFile,
  validatedText
} from "./chunk-S5GFFTDR.mjs";
import "./chunk-3CJ4PX4P.mjs";
import "./chunk-MTZDRWBO.mjs";
import "./chunk-MOUAP2I4.mjs";
import "./chunk-I7WFPCDF.mjs";
import "./chunk-QDPQYILK.mjs";
import "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  stringOption
} from "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/validate.ts
async function run(args, opts) {
  processOutput.out(validatedText(validateFile(String(args[0]), stringOption(opts.as, "--as"))));
  return EXIT.ok;
}
export {
  run
};
