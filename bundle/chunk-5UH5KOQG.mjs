import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  parseProfile
} from "./chunk-IO6ED6IC.mjs";
import {
  sha256Hex
} from "./chunk-6RQEJV6D.mjs";
import {
  decodeUtf8
} from "./chunk-NPOONO7H.mjs";
import {
  InvalidInputError,
  NotFoundError
} from "./chunk-FDEB6ZN4.mjs";

// src/io/profile-store.ts
import { readFileSync } from "node:fs";
function readProfile(path) {
  const bytes = readProfileBytes(path);
  const doc = parseProfile(decodeUtf8(bytes, path), path);
  return { doc, bytes, sha256: sha256Hex(bytes) };
}
function readProfileBytes(path) {
  try {
    return readFileSync(path);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") throw new NotFoundError(path, "the profile", "run `brain init` first");
    if (code === "EISDIR") throw new InvalidInputError([`${path}: expected a file, found a directory`]);
    throw e;
  }
}

export {
  readProfile,
  readProfileBytes
};
