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

// src/cli/output.ts
var open = { stdout: true, stderr: true };
var processOutput = {
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}
`);
  }
};
function survivePipes() {
  for (const name of ["stdout", "stderr"]) {
    process[name].on("error", () => {
      open[name] = false;
    });
  }
}
var RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
function json(value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return text.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export {
  EXIT,
  exitCodeFor,
  processOutput,
  survivePipes,
  json
};
