import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-RGWH4XR7.mjs";
import "./chunk-PUQ765JP.mjs";
import "./chunk-5YR7FOFB.mjs";
import "./chunk-NKLWX6I6.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-AU23IELB.mjs";
import "./chunk-WA2KZHJN.mjs";
import "./chunk-R4YUOK6T.mjs";
import "./chunk-C2XIJZJE.mjs";
import "./chunk-64U2A5WC.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-UR6LGLT7.mjs";
import "./chunk-U6B222NG.mjs";
import "./chunk-JNJ3FBNW.mjs";
import "./chunk-ZISEAXHA.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-MZ6HATPL.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import "./chunk-AF7RUE2T.mjs";
import "./chunk-V2YF3FD2.mjs";
export {
  propose,
  reportProposed
};
