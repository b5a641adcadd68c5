import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  processOutput,
  useCaseOptions
} from "./chunk-YLHGQIST.mjs";

// src/cli/context.ts
function useCaseOptions2(ctx) {
  return useCaseOptions(ctx, processOutput.err);
}

export {
  useCaseOptions2 as useCaseOptions
};
