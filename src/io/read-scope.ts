/**
 * What a call of brain's MCP server may read: the data dir, brain's shipped rules, schemas and
 * guidance, the `--config` file the server was started with, and the rules folder the config in
 * force names — nothing else, whatever an argument, a config or a symbolic link in the data dir
 * points at (docs/security.md, "What the MCP server reads"). Paths are compared after resolving
 * symbolic links (realpath), at folder boundaries.
 *
 * The scope holds for the async work of one call (AsyncLocalStorage, loaded only by the server):
 * the CLI never enters one, and every reader of data-dir and input files (read-input.ts) asks
 * `checkReadable` before it opens a file.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, sep } from "node:path";
import { RefusedError } from "../core/errors.js";

/** Folders whose every file may be read, and single files that may be read. */
export interface ReadScope {
  folders: readonly string[];
  files: readonly string[];
}

interface ResolvedScope {
  folders: string[];
  files: Set<string>;
  /** Names the allowed places in a refusal. */
  describe: string;
}

let storage: AsyncLocalStorage<ResolvedScope> | undefined;

/** Runs `work` with reads confined to `scope` (and every promise it starts). */
export function confineReads<T>(scope: ReadScope, work: () => T): T {
  storage ??= new (createRequire(import.meta.url)("node:async_hooks") as typeof import("node:async_hooks")).AsyncLocalStorage<ResolvedScope>();
  const resolved: ResolvedScope = {
    folders: scope.folders.map(realOrAsIs),
    files: new Set(scope.files.map(realOrAsIs)),
    describe: [...scope.folders, ...scope.files].join(", "),
  };
  return storage.run(resolved, work);
}

/**
 * Refuses (exit 1, naming the path, never its content) a path outside the scope of the call in
 * progress; nothing to check outside a confined call. A path that does not exist is let through:
 * there is nothing to read, and the reader reports it missing.
 */
export function checkReadable(path: string, label = path): void {
  const scope = storage?.getStore();
  if (scope === undefined) return;
  let real: string;
  try {
    real = realpathSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return;
    throw e;
  }
  if (scope.files.has(real) || scope.folders.some((folder) => isInside(real, folder))) return;
  throw new RefusedError(
    `${label}: outside what brain's MCP server reads (${real === path ? "" : `it resolves to ${real}; `}allowed: ${scope.describe}); nothing was read from it. ` +
      "Ask the operator to run the brain command at the command line, or put the file inside the data dir.",
  );
}

/** True when `path` (a realpath) is `folder` (a realpath) or lies under it. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** The realpath of `path`, or of its nearest existing ancestor joined with the rest (a data dir not created yet). */
export function realOrAsIs(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realOrAsIs(parent), basename(path));
  }
}
