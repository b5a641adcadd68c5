import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/cli/exit-codes.ts
var EXIT = {
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
  terminated: 143
};
function exitCodeFor(code) {
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

export {
  EXIT,
  exitCodeFor
};
