import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-XQVW2MGA.mjs";
import "./chunk-JBNB3Y4E.mjs";
import "./chunk-YPLQKWQJ.mjs";
import "./chunk-XULBWHAU.mjs";
import "./chunk-5VUZEKG2.mjs";
import "./chunk-TW5XOMOB.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-ABKKGUXS.mjs";
import "./chunk-OXLDRZLJ.mjs";
import "./chunk-7MIOLIGZ.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-FFV4K7EZ.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-Y6AAYNVN.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-UTXMFLOX.mjs";
import "./chunk-XWVPP5OI.mjs";
import "./chunk-VHFAXZOO.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-JO4P7JJL.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-N4BTA5WU.mjs";
import "./chunk-AF7RUE2T.mjs";
import "./chunk-KZ4P6ICX.mjs";
import "./chunk-RM7VH3UE.mjs";
export {
  propose,
  reportProposed
};
