import { NotFoundError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { parseProfile, type ProfileDoc } from "../core/profile-format.js";
import { decodeUtf8, readDataFile } from "./read-input.js";

export interface ProfileSnapshot {
  doc: ProfileDoc;
  bytes: Buffer;
  /** sha256 of the bytes: a diff's `base`. */
  sha256: string;
}

/**
 * Reads and parses profile.md; a missing profile points at `brain init`. The sha256 is computed
 * when first asked for: the read-only commands (`show`, `explain`) never need it.
 */
export function readProfile(path: string): ProfileSnapshot {
  const bytes = readProfileBytes(path);
  const doc = parseProfile(decodeUtf8(bytes, path), path);
  let sha256: string | undefined;
  return {
    doc,
    bytes,
    get sha256() {
      sha256 ??= sha256Hex(bytes);
      return sha256;
    },
  };
}

/** The profile's bytes; a FIFO, device or directory in its place is refused at once (exit 1). */
export function readProfileBytes(path: string): Buffer {
  const bytes = readDataFile(path);
  if (bytes === undefined) throw new NotFoundError(path, "the profile", "run `brain init` first");
  return bytes;
}
