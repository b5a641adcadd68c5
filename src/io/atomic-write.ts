import {
  closeSync,
  fchmodSync,
  fchownSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";
import { Utf8Builder } from "../core/utf8-builder.js";
import { DIR_MODE, FILE_MODE } from "./file-modes.js";
import { sha256 } from "../core/hash.js";
import { namingFile } from "./file-errors.js";

/**
 * Writes a file so that a crash at any instant leaves either the old or the new content: a temp
 * file beside it, fsynced, renamed over it, then the folder fsynced so the rename itself survives
 * a power loss (write-file-atomic's steps, see `stageStream`; not that package itself, whose
 * loading cost every command ~5% of a bare Node start, `brain show` included).
 */
export function writeAtomic(path: string, data: string | Buffer): void {
  commitStaged(stage(path, (write) => write(typeof data === "string" ? Buffer.from(data, "utf8") : data)));
}

let streams = 0;

/**
 * A complete temp file beside `target`, not yet renamed over it. It is fsynced when committed, not
 * when staged: a staged file that turns out not to be needed (a batch archived before) is removed
 * without ever being flushed to disk.
 */
export interface StagedFile {
  temp: string;
  target: string;
  /** sha256 (hex) of the bytes written. */
  sha256: string;
}

/**
 * The first half of `writeAtomic` for text produced piece by piece (`commitStaged` or
 * `commitStagedTogether` is the second): `produce` puts it into `out`, which encodes it
 * into a 1 MiB buffer and appends that to the temp file each time it fills, so the content never
 * sits in memory whole (pending-diff.json and .md of a 100k-candidate batch are ~50 and ~20 MB;
 * held whole and then written, they cost ~150 MB at peak). The steps are write-file-atomic's: a
 * temp file `<file>.<digits>` beside the (symlink-resolved) file, given the old file's owner and
 * FILE_MODE, fsynced, renamed over the file; then the folder is fsynced. On failure the temp file
 * is removed.
 */
export function stageStream(path: string, produce: (out: Utf8Builder) => void): StagedFile {
  return stage(path, (write) => {
    const out = new Utf8Builder(write);
    produce(out);
    out.flush();
  });
}

/**
 * A staged copy beside `path` of the file open as `source`, read and written 1 MiB at a time
 * (never held whole); its sha256 is the hash of exactly the bytes copied.
 */
export function stageCopy(path: string, source: number): StagedFile {
  return stage(path, (write) => {
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = readSync(source, chunk); n > 0; n = readSync(source, chunk)) write(chunk.subarray(0, n));
  });
}

/**
 * The temp file beside `path`, filled by `fill` through `write`, with the sha256 of its bytes. A
 * system error (no space, no permission) names `path`, whose content is left as it was: the temp
 * file is removed.
 */
function stage(path: string, fill: (write: (chunk: Buffer) => void) => void): StagedFile {
  const made = namingFile(dirname(path), "create the folder", () => mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE }));
  let target = path;
  try {
    target = realpathSync(path);
  } catch {
    // Not there yet: written where asked.
  }
  const temp = `${target}.${process.pid}${String(++streams).padStart(4, "0")}`;
  const hash = sha256();
  const fd = namingFile(path, "write it (its temp file beside it)", () => openSync(temp, "w", FILE_MODE));
  let done = false;
  try {
    try {
      keepOwner(fd, target);
      namingFile(path, "write it", () => fchmodSync(fd, FILE_MODE));
      fill((chunk) => {
        hash.update(chunk);
        namingFile(path, "write it", () => {
          for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at, chunk.length - at);
        });
      });
    } finally {
      namingFile(path, "write it", () => closeSync(fd));
    }
    done = true;
  } finally {
    if (!done) {
      removeFile(temp);
      if (made !== undefined) removeFolders(dirname(path), made);
    }
  }
  return { temp, target, sha256: hash.digest("hex") };
}

/** The folders from `deepest` up to `top`, which this write created and left empty: a failed write leaves no trace. */
function removeFolders(deepest: string, top: string): void {
  for (let dir = deepest; ; dir = dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
    if (dir === top || dirname(dir) === dir) return;
  }
}

/** The second half: fsync the temp file, rename it over its target (the atomic step), then fsync the folder. */
export function commitStaged(staged: StagedFile): void {
  commitStagedTogether([staged]);
}

/**
 * `commitStaged` for files written together (a proposal's diff and review): every one is flushed
 * before any is renamed, then each is renamed in the given order, and each folder is fsynced once.
 * If one cannot be flushed or renamed, it and those not yet renamed are removed.
 */
export function commitStagedTogether(files: readonly StagedFile[]): void {
  for (let i = 0; i < files.length; i++) {
    try {
      namingFile(files[i]!.target, "write it", () => fsyncFile(files[i]!.temp));
    } catch (e) {
      for (const f of files) discardStaged(f);
      throw e;
    }
  }
  for (let i = 0; i < files.length; i++) {
    try {
      namingFile(files[i]!.target, "replace it", () => renameSync(files[i]!.temp, files[i]!.target));
    } catch (e) {
      for (const f of files.slice(i)) discardStaged(f);
      throw e;
    }
  }
  for (const dir of new Set(files.map((f) => dirname(f.target)))) fsyncDir(dir);
}

function fsyncFile(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function discardStaged(staged: StagedFile): void {
  removeFile(staged.temp);
}

/** Removes a file if it is there (unlink: `rmSync` loads Node's recursive remover on first use, ~2 ms of a start). */
function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
}

/** As write-file-atomic does: a rewritten file keeps its owner where the process may set it. */
function keepOwner(fd: number, target: string): void {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(target);
  } catch {
    return;
  }
  try {
    fchownSync(fd, st.uid, st.gid);
  } catch {
    // Not permitted (another user's file, as non-root): the writer's ownership stands.
  }
}

function fsyncDir(dir: string): void {
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
