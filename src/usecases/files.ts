/**
 * Files a shell shows as they are — an MCP resource, the review just written, the shipped
 * guidance and schemas — read through src/io/, so src/cli/ and src/mcp/ never reach files themselves.
 */
import { readText, readTextIfPresent } from "../io/file-status.js";
import { packagePath, schemaPath } from "../io/package-paths.js";

export type { Layout } from "../io/data-dir.js";

/** A file brain wrote (the profile, a review), or undefined when there is none. */
export function readShownFile(path: string): string | undefined {
  return readTextIfPresent(path);
}

/** A file brain just wrote and must be there (a missing one throws ENOENT). */
export function readWrittenFile(path: string): string {
  return readText(path);
}

/** A file shipped with brain, by its path from the package root (e.g. hooks/commands/consolidate.md). */
export function readShippedText(relative: string): string {
  return readText(packagePath(relative));
}

/** A shipped JSON Schema (schemas/<name>.schema.json), as text. */
export function readShippedSchema(name: string): string {
  return readText(schemaPath(name));
}
