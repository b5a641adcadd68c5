import { createHash } from "node:crypto";

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The first 12 hex digits (48 bits) of a sha256: short enough to read, collisions handled by callers. */
export function shortHash(data: string): string {
  return sha256Hex(data).slice(0, 12);
}
