import { closeSync, fstatSync, readSync } from "node:fs";
import { readBytesIfPresent } from "./file-status.js";
import { openDataFile } from "./read-input.js";
import { sha256 } from "../core/hash.js";

/**
 * The first `bytes` bytes of a file as UTF-8 text (a character cut at the end is replaced), or
 * undefined when it does not exist; a FIFO, device or folder in its place is refused (exit 1).
 */
export function readHead(path: string, bytes: number): string | undefined {
  const fd = openDataFile(path);
  if (fd === undefined) return undefined;
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.toString("utf8", 0, n);
  } finally {
    closeSync(fd);
  }
}

/**
 * The last `bytes` bytes of a file as UTF-8 text (a character cut at the start is replaced), or
 * undefined when it does not exist; a FIFO, device or folder in its place is refused (exit 1).
 */
export function readTail(path: string, bytes: number): string | undefined {
  const fd = openDataFile(path);
  if (fd === undefined) return undefined;
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(bytes, size);
    const buf = Buffer.alloc(length);
    const n = readSync(fd, buf, 0, length, size - length);
    return buf.toString("utf8", 0, n);
  } finally {
    closeSync(fd);
  }
}

/** The sha256 of a file's bytes, or of no bytes when it does not exist. */
export function fileSha256(path: string): string {
  return sha256()
    .update(readBytesIfPresent(path) ?? Buffer.alloc(0))
    .digest("hex");
}
