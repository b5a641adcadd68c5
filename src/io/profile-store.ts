import { readFileSync } from "node:fs";
import { InvalidInputError, NotFoundError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { parseProfile, type ProfileDoc } from "../core/profile-format.js";
import { decodeUtf8 } from "./read-input.js";

export interface ProfileSnapshot {
  doc: ProfileDoc;
  bytes: Buffer;
  /** sha256 of the bytes: a diff's `base`. */
  sha256: string;
}

/** Reads and parses profile.md; a missing profile points at `brain init`. */
export function readProfile(path: string): ProfileSnapshot {
  const bytes = readProfileBytes(path);
  const doc = parseProfile(decodeUtf8(bytes, path), path);
  return { doc, bytes, sha256: sha256Hex(bytes) };
}

export function readProfileBytes(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new NotFoundError(path, "the profile", "run `brain init` first");
    if (code === "EISDIR") throw new InvalidInputError([`${path}: expected a file, found a directory`]);
    throw e;
  }
}
