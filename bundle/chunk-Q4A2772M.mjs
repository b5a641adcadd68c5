import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-XVG63FUJ.mjs";
import "./chunk-7I6LHRRN.mjs";
import "./chunk-GAHJDUJY.mjs";
import "./chunk-J3QRXJAI.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-DIA2FM5M.mjs";
import "./chunk-W7YSDSWQ.mjs";
import "./chunk-7US2VOTV.mjs";
import "./chunk-FVBYBACR.mjs";
import "./chunk-FSA2IPOW.mjs";
import "./chunk-HZCMAC3K.mjs";
import "./chunk-NS53N3KH.mjs";
import "./chunk-DFP3IOGS.mjs";
import "./chunk-JOBZR655.mjs";
import "./chunk-ITVC6ARM.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import "./chunk-YHHDMM3X.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import "./chunk-LDCXC2BS.mjs";
import "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";
export {
  propose,
  reportProposed
};
