/** brain's one door to node:crypto: sha256 and random tokens. */
import { createHash, type Hash, hash, randomBytes } from "node:crypto";

/** An incremental sha256: `update` it piece by piece, then `digest("hex")`. */
export function sha256(): Hash {
  return createHash("sha256");
}

/** sha256 (hex) of one piece: the one-shot `crypto.hash`, a third of the time of a Hash object for a short id seed. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash("sha256", data);
}

/** The first 12 hex digits (48 bits) of a sha256: short enough to read, collisions handled by callers. */
export function shortHash(data: string): string {
  return sha256Hex(data).slice(0, 12);
}

/** `bytes` random bytes as hex (a lock's token). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}
