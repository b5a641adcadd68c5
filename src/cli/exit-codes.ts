import type { BrainErrorCode } from "../core/errors.js";

/** Exit statuses (docs/cli.md), mapped from error codes in this one place. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  invalid: 3,
  stale: 4,
  /** A check found problems (`rules --check` errors, `rules --test` failures). */
  problems: 5,
  /** Stopped by Ctrl-C (128 + SIGINT), as shells report it. */
  interrupted: 130,
  /** Stopped by SIGTERM (128 + SIGTERM). */
  terminated: 143,
} as const;

export function exitCodeFor(code: BrainErrorCode): number {
  switch (code) {
    case "USAGE":
      return EXIT.usage;
    case "INVALID_INPUT":
      return EXIT.invalid;
    case "STALE_DIFF":
      return EXIT.stale;
    case "NOT_FOUND":
    case "LOCKED":
    case "REFUSED":
    case "IO":
      return EXIT.error;
  }
}
