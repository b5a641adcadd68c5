import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ensureLayout,
  run
} from "./chunk-DJJBY2TX.mjs";
import "./chunk-SLWEA6EH.mjs";
import "./chunk-M5U73AM4.mjs";
import "./chunk-JZBNPACF.mjs";
import "./chunk-CUJE3IBH.mjs";
import "./chunk-NQKPQE4R.mjs";
import "./chunk-D4JDBGHY.mjs";
import "./chunk-TU6G3PXK.mjs";
import "./chunk-Z3NFUCME.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-Z3KWI67V.mjs";
import "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  ensureLayout,
  run
};
