import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ensureLayout,
  run
} from "./chunk-DWG5NT4B.mjs";
import "./chunk-RFMDB5K5.mjs";
import "./chunk-IE55JXOP.mjs";
import "./chunk-I7WFPCDF.mjs";
import "./chunk-E47IECWR.mjs";
import "./chunk-QDPQYILK.mjs";
import "./chunk-4J37IU2Q.mjs";
import "./chunk-D4JDBGHY.mjs";
import "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";
export {
  ensureLayout,
  run
};
