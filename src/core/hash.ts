/**
 * brain's one door to node:crypto. It is loaded on the first hash, not with this module: loading it
 * loads Node's stream classes too, ~9 ms (55 M instructions) of `brain show` that the commands
 * which never hash (`show`, `explain`, `status`, `--help`) should not pay at every start
 * (docs/performance.md, "Start-up").
 */
import { createRequire } from "node:module";
import type { Hash } from "node:crypto";

let crypto: typeof import("node:crypto") | undefined;

function nodeCrypto(): typeof import("node:crypto") {
  crypto ??= createRequire(import.meta.url)("node:crypto") as typeof import("node:crypto");
  return crypto;
}

/** An incremental sha256: `update` it piece by piece, then `digest("hex")`. */
export function sha256(): Hash {
  return nodeCrypto().createHash("sha256");
}

/** sha256 (hex) of one piece: the one-shot `crypto.hash`, a third of the time of a Hash object for a short id seed. */
export function sha256Hex(data: string | Uint8Array): string {
  return nodeCrypto().hash("sha256", data);
}

/** The first 12 hex digits (48 bits) of a sha256: short enough to read, collisions handled by callers. */
export function shortHash(data: string): string {
  return sha256Hex(data).slice(0, 12);
}

/** `bytes` random bytes as hex (a lock's token). */
export function randomHex(bytes: number): string {
  return nodeCrypto().randomBytes(bytes).toString("hex");
}
