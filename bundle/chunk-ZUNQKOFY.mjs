import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-YJHFX2KU.mjs";
import "./chunk-VT37ILGH.mjs";
import "./chunk-CKSZWMDR.mjs";
import "./chunk-HW4UAPPU.mjs";
import "./chunk-UVBSV32E.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-4NMQHPRB.mjs";
import "./chunk-E3AN2ZCC.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-KXL7HTWD.mjs";
import "./chunk-OIIFLB3A.mjs";
import "./chunk-DIHT6MET.mjs";
import "./chunk-GKWFD2IP.mjs";
import "./chunk-ALPWW5RK.mjs";
import "./chunk-ZTK3NS7X.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-TLCCMT4E.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-FKHSLGBB.mjs";
import "./chunk-PRKBUB5U.mjs";
import "./chunk-XDNONPI6.mjs";
import "./chunk-FRU33GBD.mjs";
import "./chunk-7UC3QGPL.mjs";
export {
  propose,
  reportProposed
};
