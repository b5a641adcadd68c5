import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { readBytesIfPresent } from "./file-status.js";

/** The first `bytes` bytes of a file as UTF-8 text (a character cut at the end is replaced), or undefined when it cannot be opened. */
export function readHead(path: string, bytes: number): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return undefined;
  }
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.toString("utf8", 0, n);
  } finally {
    closeSync(fd);
  }
}

/** The sha256 of a file's bytes, or of no bytes when it does not exist. */
export function fileSha256(path: string): string {
  return createHash("sha256")
    .update(readBytesIfPresent(path) ?? Buffer.alloc(0))
    .digest("hex");
}
