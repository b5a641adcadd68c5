import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-ETP5VWQ7.mjs";
import "./chunk-LPVA4RGJ.mjs";
import "./chunk-IBFFUTRD.mjs";
import "./chunk-2MSUFHK6.mjs";
import "./chunk-AU2KQTDP.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-CB4KBEGS.mjs";
import "./chunk-2L755MI2.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-NYLJDG53.mjs";
import "./chunk-3WAB5RGX.mjs";
import "./chunk-JV4PLWSQ.mjs";
import "./chunk-3CYJCIHP.mjs";
import "./chunk-ALPWW5RK.mjs";
import "./chunk-XNSZSGTD.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-P5RJ4BOH.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-FKHSLGBB.mjs";
import "./chunk-AF7FHIH5.mjs";
import "./chunk-XDNONPI6.mjs";
import "./chunk-JSRYJNV6.mjs";
import "./chunk-7UC3QGPL.mjs";
export {
  propose,
  reportProposed
};
