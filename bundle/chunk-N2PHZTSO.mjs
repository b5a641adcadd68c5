import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-XJSL5NYS.mjs";
import "./chunk-JM44RXM2.mjs";
import "./chunk-EOTDS5HZ.mjs";
import "./chunk-BUTH6SFJ.mjs";
import "./chunk-FGW5BFJC.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-6E3ZJ73L.mjs";
import "./chunk-KJGFCQAV.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-GUGXMU5G.mjs";
import "./chunk-JXAY525P.mjs";
import "./chunk-J33QUIBE.mjs";
import "./chunk-WTXP6OUB.mjs";
import "./chunk-IIEQQTNI.mjs";
import "./chunk-5ZHQKNON.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-APL4DQC2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-I6RZVNLG.mjs";
import "./chunk-XM6I75ZM.mjs";
import "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import "./chunk-NCNVRXN5.mjs";
export {
  propose,
  reportProposed
};
