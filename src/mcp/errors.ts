import { BrainError } from "../core/errors.js";

/**
 * The message the CLI would print for an error (its stderr line), for an `isError` tool result.
 * BrainErrors and I/O errors are expected; anything else is an unexpected error, also a result.
 */
export function errorMessage(e: unknown): string {
  if (e instanceof BrainError) return `brain: ${e.message}`;
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === "string" && err.syscall) return `brain: ${err.path ?? ""}: ${err.message}`;
  return `brain: unexpected error: ${err instanceof Error ? err.message : String(err)}`;
}
