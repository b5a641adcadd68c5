import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  LAYERS,
  showProfile,
  showText
} from "./chunk-O5DWIJOS.mjs";
import "./chunk-5JCZJAUH.mjs";
import "./chunk-Z3NFUCME.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-Z3KWI67V.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  LAYERS,
  showProfile,
  showText
};
