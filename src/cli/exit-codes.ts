import type { BrainErrorCode } from "../core/errors.js";

/** SPEC §8 exit statuses, mapped from error codes in this one place. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  invalid: 3,
  stale: 4,
  /** `rules --check` found errors or `rules --test` a failing test. */
  check: 5,
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
