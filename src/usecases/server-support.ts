/**
 * What the MCP server needs beside the use cases, reached through src/io/ so that src/mcp/ never
 * touches files or the lock itself: the profile digest its cursors are cut from, the pending diff's
 * full id, and the non-blocking lock wait of a long-running server.
 */
import { isAbsolute, resolve } from "node:path";
import { UsageError } from "../core/errors.js";
import { loadConfig } from "../io/load-config.js";
import { packagePath, SHIPPED_RULES_DIR } from "../io/package-paths.js";
import { fileSha256, readHead, readTail } from "../io/peek.js";
import { isInside, type ReadScope, realOrAsIs } from "../io/read-scope.js";
import type { Context } from "./context.js";
import { readShownFile } from "./files.js";

export { brainInvocation } from "../io/invocation.js";
export { neverBlockOnLock, retryWhileLocked } from "../io/lock.js";
export { confineReads } from "../io/read-scope.js";

/**
 * What one call of the MCP server may read (src/io/read-scope.ts): the data dir; brain's shipped
 * rules, schemas and guidance; the `--config` file the server was started with; and the rules
 * folder the config in force (that file, else the data dir's own brain.config.yaml) names.
 */
export function serverReadScope(ctx: Pick<Context, "paths" | "configFile">): ReadScope {
  const folders = [ctx.paths.dataDir, SHIPPED_RULES_DIR, packagePath("schemas"), packagePath("hooks/commands")];
  const files = ctx.configFile === undefined ? [] : [resolve(ctx.configFile)];
  try {
    const { rulesDir } = loadConfig(ctx.configFile, ctx.paths.config);
    if (rulesDir !== null) folders.push(rulesDir);
  } catch {
    // A config that cannot be read is reported by the tool that needs it.
  }
  return { folders, files };
}

/**
 * A rule folder named by an MCP client: relative to the data dir, and only inside it (after
 * resolving symbolic links), or brain's shipped rules. Anything else is refused before it is read.
 */
export function clientRulesFolder(ctx: Pick<Context, "paths">, folder: string): string {
  const path = isAbsolute(folder) ? folder : resolve(ctx.paths.dataDir, folder);
  const real = realOrAsIs(path);
  if (isInside(real, realOrAsIs(ctx.paths.dataDir)) || real === realOrAsIs(SHIPPED_RULES_DIR)) return path;
  throw new UsageError(
    `rules: folder: ${folder} is not inside the data dir ${ctx.paths.dataDir}${real === path ? "" : ` (it resolves to ${real})`}; nothing was read. ` +
      "Over MCP brain reads rule folders only there (or brain's shipped rules): copy the folder into the data dir, or ask the operator to run brain rules <folder> at the command line.",
  );
}

/** The sha256 of profile.md as it is now (of nothing, when there is no profile). */
export function profileDigest(profile: string): string {
  return fileSha256(profile);
}

/**
 * The pending diff's full id, or null when there is none (or it is not a diff). Only the end of
 * the file is read where the id is — brain writes it last (an earlier version wrote it first, so
 * the start is tried next): a pending diff of 100k candidates is tens of megabytes.
 */
export function pendingDiffId(pendingJson: string): string | null {
  const tail = readTail(pendingJson, 256);
  if (tail === undefined) return null;
  const last = /"id":"([0-9a-f]{64})"\}\s*$/.exec(tail);
  if (last) return last[1]!;
  const first = /^\s*\{\s*"id"\s*:\s*"([0-9a-f]{64})"/.exec(readHead(pendingJson, 4096) ?? "");
  if (first) return first[1]!;
  try {
    const id = (JSON.parse(readShownFile(pendingJson) ?? "null") as { id?: unknown } | null)?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}
