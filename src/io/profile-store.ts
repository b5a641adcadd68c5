import { closeSync } from "node:fs";
import type { Hash } from "node:crypto";
import { NotFoundError } from "../core/errors.js";
import { sha256, sha256Hex } from "../core/hash.js";
import { ProfileParser, type ProfileDoc } from "../core/profile-format.js";
import { openDataFile, readDataFile, readUtf8Lines } from "./read-input.js";

export interface ProfileSnapshot {
  doc: ProfileDoc;
  /** sha256 of the bytes parsed: a diff's `base`. */
  sha256: string;
}

/** Up to this size the bytes are kept and hashed only when asked for; a larger file is hashed as it is read. */
const LAZY_HASH_BYTES = 1024 * 1024;

/**
 * Reads and parses profile.md; a missing profile points at `brain init`. The file is read in
 * chunks and parsed line by line, so neither its bytes nor its text are ever held whole (a 120 MiB
 * profile would otherwise cost its bytes plus a 240 MB UTF-16 string: read whole, the benchmark's
 * long-values propose and apply peak at 725–732 MiB instead of ~370). The sha256 is of exactly
 * the bytes parsed: a profile of up to 1 MiB keeps them and hashes them when first asked for (the
 * read-only commands, `show` and `explain`, never need it); a larger
 * one is hashed chunk by chunk as it is read. `chunkSize` is for tests: any size gives the same result.
 */
export function readProfile(path: string, chunkSize?: number): ProfileSnapshot {
  const fd = openDataFile(path);
  if (fd === undefined) throw missingProfile(path);
  try {
    const parser = new ProfileParser(path);
    const kept: Buffer[] = [];
    let size = 0;
    let hash: Hash | undefined;
    const chunk = (bytes: Buffer) => {
      size += bytes.length;
      if (hash) hash.update(bytes);
      // A copy: the reader reuses its buffer.
      else if (size <= LAZY_HASH_BYTES) kept.push(Buffer.from(bytes));
      else {
        hash = sha256();
        for (const k of kept.splice(0)) hash.update(k);
        hash.update(bytes);
      }
    };
    readUtf8Lines(fd, path, { chunk, line: (text) => parser.line(text) }, chunkSize);
    const doc = parser.end();
    if (hash) return { doc, sha256: hash.digest("hex") };
    let hex: string | undefined;
    return {
      doc,
      get sha256() {
        hex ??= sha256Hex(Buffer.concat(kept));
        return hex;
      },
    };
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

/** The error for a profile that is not there: it points at `brain init`. */
export const missingProfile = (path: string) => new NotFoundError(path, "the profile", "run `brain init` first");
