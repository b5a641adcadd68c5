import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/core/version.ts
var BRAIN_VERSION = "0.1.0";

export {
  BRAIN_VERSION
};
