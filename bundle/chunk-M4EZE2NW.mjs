import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-NVJ7JXJV.mjs";
import "./chunk-ZE77MSNT.mjs";
import "./chunk-6TH5OKEC.mjs";
import "./chunk-5VRU73M5.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-AU23IELB.mjs";
import "./chunk-W5LD2N6G.mjs";
import "./chunk-Z4UNE43O.mjs";
import "./chunk-C2XIJZJE.mjs";
import "./chunk-ZXICDPFE.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-ZFTT2G5S.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-SKRHTHV7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import "./chunk-AF7RUE2T.mjs";
import "./chunk-V2YF3FD2.mjs";
export {
  propose,
  reportProposed
};
