import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import writeFileAtomic from "write-file-atomic";

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/**
 * Writes a file so that a crash at any instant leaves either the old or the new content:
 * write-file-atomic writes a temp file beside it, fsyncs and renames; we then fsync the folder
 * so the rename itself survives a power loss.
 */
export function writeAtomic(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  writeFileAtomic.sync(path, data, { fsync: true, mode: FILE_MODE });
  fsyncDir(dirname(path));
}

export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Removes temp files a killed writer left beside `path` (write-file-atomic names them
 * `<file>.<number>`). Call only while holding the data dir lock, so no live writer owns them.
 */
export function removeStaleTemps(path: string): number {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  let removed = 0;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))) {
      try {
        unlinkSync(join(dir, name));
        removed++;
      } catch {
        // Already gone: another cleanup got there first.
      }
    }
  }
  return removed;
}
