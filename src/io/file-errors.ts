/**
 * A file the system would not let brain write (no space left, no permission, a read-only disk),
 * named. Node's errors from a write on an open descriptor (writeSync, fsyncSync) carry no path at
 * all, and those from an open name brain's temp file, not the file the operator knows: every
 * writer wraps its system calls with `namingFile`, so the message names the file it was writing.
 */
import { BrainError } from "../core/errors.js";

/** What each system error means, in words; any other code keeps Node's own message. */
const MEANING: Record<string, string> = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  EIO: "an input/output error of the device",
  EMFILE: "too many open files",
  ENFILE: "too many open files on the system",
  EFBIG: "the file would be too large",
};

/** A write the system refused, naming the file brain was writing (exit 1, as every I/O error). */
export class FileWriteError extends BrainError {
  readonly path: string;
  /** The system error's code (`ENOSPC`, `EACCES`, …). */
  readonly errno: string;
  constructor(path: string, doing: string, errno: string, detail: string) {
    super("IO", `${path}: could not ${doing}: ${MEANING[errno] ?? detail} (${errno})`);
    this.path = path;
    this.errno = errno;
  }
}

/**
 * `run()`, with a system error (one with an errno `code`) turned into a FileWriteError naming
 * `path` and what brain was doing (`write it`, `replace it`, `append to it`). Anything else —
 * a BrainError, a bug — passes through unchanged.
 */
export function namingFile<T>(path: string, doing: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    throw named(e, path, doing);
  }
}

/** `e` as a FileWriteError naming `path` when it is a system error, else `e` itself. */
export function named(e: unknown, path: string, doing: string): unknown {
  if (e instanceof BrainError) return e;
  const err = e as NodeJS.ErrnoException | undefined;
  if (!err || typeof err.code !== "string" || !err.code.startsWith("E")) return e;
  return new FileWriteError(path, doing, err.code, err.message);
}
