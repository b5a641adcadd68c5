import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-47DLLGQW.mjs";
import "./chunk-WELQ6TLG.mjs";
import "./chunk-5LXB67SL.mjs";
import "./chunk-KESFX5RJ.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-X2CTVR7B.mjs";
import "./chunk-SBYWWAGM.mjs";
import "./chunk-QGWGTBVZ.mjs";
import "./chunk-LGODSIJO.mjs";
import "./chunk-FV42EVWR.mjs";
import "./chunk-MOBJXAJH.mjs";
import "./chunk-MSDKM2NO.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-3MCNRZCY.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-OLO4J2UI.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import "./chunk-LDCXC2BS.mjs";
import "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  propose,
  reportProposed
};
