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
  stale: 4
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
var processOutput = {
  out: (text) => void process.stdout.write(text.endsWith("\n") ? text : `${text}
`),
  err: (text) => void process.stderr.write(text.endsWith("\n") ? text : `${text}
`)
};
function json(value) {
  return `${JSON.stringify(value, null, 2)}
`;
}

export {
  EXIT,
  exitCodeFor,
  processOutput,
  json
};
