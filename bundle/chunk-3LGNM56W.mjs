import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  parseProfile
} from "./chunk-RVHZD4ZS.mjs";
import {
  decodeUtf8,
  readDataFile,
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import {
  NotFoundError
} from "./chunk-YLHGQIST.mjs";

// src/io/profile-store.ts
function readProfile(path) {
  const bytes = readProfileBytes(path);
  const doc = parseProfile(decodeUtf8(bytes, path), path);
  return { doc, bytes, sha256: sha256Hex(bytes) };
}
function readProfileBytes(path) {
  const bytes = readDataFile(path);
  if (bytes === void 0) throw new NotFoundError(path, "the profile", "run `brain init` first");
  return bytes;
}

export {
  readProfile,
  readProfileBytes
};
