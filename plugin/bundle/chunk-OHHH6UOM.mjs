import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readDataFile
} from "./chunk-NBGDC34C.mjs";

// src/io/file-status.ts
import { existsSync, statSync } from "node:fs";
function pathExists(path) {
  return existsSync(path);
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function readBytesIfPresent(path) {
  return readDataFile(path);
}
function readTextIfPresent(path) {
  return readBytesIfPresent(path)?.toString("utf8");
}
function readText(path) {
  const bytes = readDataFile(path);
  if (bytes === void 0) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT", path });
  return bytes.toString("utf8");
}

export {
  pathExists,
  isDirectory,
  readBytesIfPresent,
  readTextIfPresent,
  readText
};
