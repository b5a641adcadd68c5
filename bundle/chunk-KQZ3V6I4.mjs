import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  listRules,
  rulesText
} from "./chunk-DUNLD4ZL.mjs";
import "./chunk-33ZAFKUH.mjs";
import "./chunk-32PAIFAG.mjs";
import "./chunk-JHFLZSVV.mjs";
import "./chunk-JZBNPACF.mjs";
import "./chunk-CUJE3IBH.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  listRules,
  rulesText
};
