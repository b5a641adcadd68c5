import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-AHE5URT3.mjs";
import "./chunk-RI2X5KEM.mjs";
import "./chunk-AIFQ4OU6.mjs";
import "./chunk-VS76OZKM.mjs";
import "./chunk-XFCKKP7B.mjs";
import "./chunk-YMFVHC5C.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-5RPNODVC.mjs";
import "./chunk-XYNFUGFW.mjs";
import "./chunk-LNI6P4IO.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-46TSUNCO.mjs";
import "./chunk-FA4ZQGWV.mjs";
import "./chunk-5UH5KOQG.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-CRWLFDOB.mjs";
import "./chunk-MZUKTG7C.mjs";
import "./chunk-IO6ED6IC.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-YQMTHQYT.mjs";
import "./chunk-TLGIRMNQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-NPOONO7H.mjs";
import "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import "./chunk-FDEB6ZN4.mjs";
export {
  propose,
  reportProposed
};
