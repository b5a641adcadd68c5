import { BrainError } from "./errors.js";
import { visible } from "./visible-text.js";

/**
 * The `brain: …` line for an error, shared by the CLI (its stderr line) and the MCP server (an
 * `isError` tool result). BrainErrors and I/O errors are expected; anything else is an unexpected
 * error, with its stack when `stack` is true (the CLI) or only its message (a tool result).
 */
export function errorMessage(e: unknown, stack = false): string {
  // A message may quote a file's text or name: no control or invisible character reaches the terminal.
  return raw(e, stack).split("\n").map(visible).join("\n");
}

function raw(e: unknown, stack: boolean): string {
  if (e instanceof BrainError) return `brain: ${e.message}`;
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === "string" && err.syscall) return `brain: ${err.path ? `${err.path}: ` : ""}${err.message}`;
  return `brain: unexpected error: ${err instanceof Error ? (stack ? (err.stack ?? err.message) : err.message) : String(err)}`;
}

/** The start of a line an error message quotes: as JSON, cut after 60 characters (never inside one). */
export function quotedStart(line: string): string {
  const chars = [...line];
  return JSON.stringify(chars.length > 60 ? `${chars.slice(0, 60).join("")}…` : line);
}
