import { createHash } from "node:crypto";
import { closeSync } from "node:fs";
import { NotFoundError } from "../core/errors.js";
import { ProfileParser, type ProfileDoc } from "../core/profile-format.js";
import { openDataFile, readDataFile, readUtf8Lines } from "./read-input.js";

export interface ProfileSnapshot {
  doc: ProfileDoc;
  /** sha256 of the bytes parsed: a diff's `base`. */
  sha256: string;
}

/**
 * Reads and parses profile.md; a missing profile points at `brain init`. The file is read in
 * chunks, hashed and parsed line by line in one pass, so neither its bytes nor its text are ever
 * held whole (a 120 MiB profile would otherwise cost its bytes plus a 240 MB UTF-16 string).
 * `chunkSize` is for tests: any size gives the same result.
 */
export function readProfile(path: string, chunkSize?: number): ProfileSnapshot {
  const fd = openDataFile(path);
  if (fd === undefined) throw missingProfile(path);
  try {
    const hash = createHash("sha256");
    const parser = new ProfileParser(path);
    readUtf8Lines(fd, path, { chunk: (bytes) => hash.update(bytes), line: (text) => parser.line(text) }, chunkSize);
    return { doc: parser.end(), sha256: hash.digest("hex") };
  } finally {
    closeSync(fd);
  }
}

/** The profile's bytes; a FIFO, device or directory in its place is refused at once (exit 1). */
export function readProfileBytes(path: string): Buffer {
  const bytes = readDataFile(path);
  if (bytes === undefined) throw missingProfile(path);
  return bytes;
}

const missingProfile = (path: string) => new NotFoundError(path, "the profile", "run `brain init` first");
