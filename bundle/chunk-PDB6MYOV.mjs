import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  VALIDATE_KINDS,
  validateFile,
  validateValue,
  validatedText
} from "./chunk-5HMZRHWM.mjs";
import "./chunk-DP34OKAW.mjs";
import "./chunk-32PAIFAG.mjs";
import "./chunk-MOUAP2I4.mjs";
import "./chunk-JZBNPACF.mjs";
import "./chunk-CUJE3IBH.mjs";
import "./chunk-Z3NFUCME.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-Z3KWI67V.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  VALIDATE_KINDS,
  validateFile,
  validateValue,
  validatedText
};
