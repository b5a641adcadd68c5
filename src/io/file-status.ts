/** What use cases ask about a path without reading it as a brain file (they reach files only through src/io/). */
import { existsSync, readFileSync, statSync } from "node:fs";

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

/** The bytes of a file, or undefined when there is none (other errors throw). */
export function readBytesIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
}

/** A UTF-8 file's text, or undefined when there is none (other errors throw). */
export function readTextIfPresent(path: string): string | undefined {
  return readBytesIfPresent(path)?.toString("utf8");
}

/** A UTF-8 file's text (a missing file throws ENOENT). */
export function readText(path: string): string {
  return readFileSync(path, "utf8");
}
