import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  history,
  historyText
} from "./chunk-MKBCH44E.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-CYI5HTYB.mjs";
import "./chunk-NQKPQE4R.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  history,
  historyText
};
