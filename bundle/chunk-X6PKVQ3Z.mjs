import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  status,
  statusText
} from "./chunk-EGZLEXPL.mjs";
import "./chunk-LJENIF7U.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  status,
  statusText
};
