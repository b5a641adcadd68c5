import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  BrainError,
  visible
} from "./chunk-YLHGQIST.mjs";

// src/core/error-message.ts
function errorMessage(e, stack = false) {
  return raw(e, stack).split("\n").map(visible).join("\n");
}
function raw(e, stack) {
  if (e instanceof BrainError) return `brain: ${e.message}`;
  const err = e;
  if (err && typeof err.code === "string" && err.syscall) return `brain: ${err.path ?? ""}: ${err.message}`;
  return `brain: unexpected error: ${err instanceof Error ? stack ? err.stack ?? err.message : err.message : String(err)}`;
}

export {
  errorMessage
};
