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
  /** Stopped by Ctrl-C (128 + SIGINT), as shells report it; every stop signal n gives 128 + n (src/cli/signals.ts). */
  interrupted: 130,
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

/** The exit statuses as `--help` lists them (docs/cli.md, Exit statuses, says the same at length). */
export const EXIT_HELP = [
  "  0        ok",
  "  1        I/O or unexpected error; a missing file; the data dir locked; nothing to roll back; an unknown fact id",
  "  2        usage error: unknown command or option, a bad or missing value, a missing --confirm",
  "  3        invalid input (a schema or parse error in a file read), or validate found problems",
  "  4        stale diff: the profile changed since the diff was proposed (propose again)",
  "  5        a check found problems: rules --check errors, rules --test failures",
  "  128+n    stopped by signal n: 129 SIGHUP, 130 SIGINT (Ctrl-C), 131 SIGQUIT, 143 SIGTERM, …",
].join("\n");

/** What a status means, for a failure the command reported as its result (e.g. with `--json`, where no message was printed). */
export function exitMeaning(code: number): string {
  switch (code) {
    case EXIT.usage:
      return "nothing was written (see the result on stdout)";
    case EXIT.invalid:
      return "invalid input (the problems are in the result on stdout)";
    case EXIT.stale:
      return "stale diff: the profile changed since the diff was proposed";
    case EXIT.problems:
      return "the check found problems (listed in the result on stdout)";
    default:
      return `failed with exit status ${code}`;
  }
}
