import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/io/file-status.ts
import { existsSync, readFileSync, statSync } from "node:fs";
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
  try {
    return readFileSync(path);
  } catch (e) {
    if (e.code === "ENOENT") return void 0;
    throw e;
  }
}
function readTextIfPresent(path) {
  return readBytesIfPresent(path)?.toString("utf8");
}
function readText(path) {
  return readFileSync(path, "utf8");
}

export {
  pathExists,
  isDirectory,
  readBytesIfPresent,
  readTextIfPresent,
  readText
};
