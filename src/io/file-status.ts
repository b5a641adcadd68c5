/** What use cases ask about a path without reading it as a brain file (they reach files only through src/io/). */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readDataFile } from "./read-input.js";
import { byCodeUnit } from "../core/order.js";

/** True when something (a file, a folder, a link to one) is at `path`. */
export function pathExists(path: string): boolean {
  return existsSync(path);
}

/** True when `path` is a folder (false when it is missing or anything else). */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The bytes of a file, or undefined when there is none (other errors throw). A FIFO, device or
 * folder in its place is refused at once, naming it (exit 1), never waited on (readDataFile).
 */
export function readBytesIfPresent(path: string): Buffer | undefined {
  return readDataFile(path);
}

/** A UTF-8 file's text, or undefined when there is none (other errors throw). */
export function readTextIfPresent(path: string): string | undefined {
  return readBytesIfPresent(path)?.toString("utf8");
}

/** A UTF-8 file's text (a missing file throws ENOENT; a FIFO, device or folder is refused at once). */
export function readText(path: string): string {
  const bytes = readDataFile(path);
  if (bytes === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT", path });
  return bytes.toString("utf8");
}

/**
 * The `*.md` files directly in folder `dir` (not in its subfolders), in name order (code points),
 * as paths under `dir`. Entries that are not files (a folder named `x.md`, a FIFO) are left out.
 */
export function markdownFilesIn(dir: string): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort(byCodeUnit);
  return names
    .map((name) => join(dir, name))
    .filter((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
}
