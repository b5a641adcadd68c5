import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose,
  reportProposed
} from "./chunk-RD2XSW45.mjs";
import "./chunk-UWHHTBVB.mjs";
import "./chunk-ARCVG63Y.mjs";
import "./chunk-22TEA5ND.mjs";
import "./chunk-77S3TDTR.mjs";
import "./chunk-7XXOHRBA.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-CPSIJ6DS.mjs";
import "./chunk-WH5FEEB5.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-6FJ6XGC2.mjs";
import "./chunk-GYZ77NVL.mjs";
import "./chunk-HLGP6SG5.mjs";
import "./chunk-34WYDTOZ.mjs";
import "./chunk-UXYRPJJV.mjs";
import "./chunk-6GA32H4D.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-5QGWOSA5.mjs";
import "./chunk-U6JA5L5K.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-AHFDYYFT.mjs";
import "./chunk-AHFUKWVX.mjs";
import "./chunk-2WRGI64Q.mjs";
import "./chunk-OXJE5PZO.mjs";
import "./chunk-IMDQXH3F.mjs";
export {
  propose,
  reportProposed
};
