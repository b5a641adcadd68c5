import { KEY_FORBIDDEN_CHAR } from "../core/visible-text.js";
/** Where a command writes: results to stdout, messages for the operator to stderr. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** The width of the terminal stdout shows on; undefined when stdout is not a terminal (text is then never wrapped). */
  columns?: number;
}

/** Cleared when the reader of stdout (or stderr) went away, e.g. `brain show | head -1`. */
const open = { stdout: true, stderr: true };

/** This process's stdout and stderr. */
export const stdio: Output = {
  get columns() {
    return process.stdout.isTTY ? process.stdout.columns : undefined;
  },
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
  },
};

let current: Output = stdio;

/** Where every command prints: this process's stdout/stderr, unless a run was given another Output. */
export const processOutput: Output = {
  out: (text) => current.out(text),
  err: (text) => current.err(text),
};

/** Runs `work` with every command's output going to `to`, then restores it. */
export async function printingTo<T>(to: Output, work: () => Promise<T>): Promise<T> {
  const before = current;
  current = to;
  try {
    return await work();
  } finally {
    current = before;
  }
}

/**
 * A reader that closes the pipe early (`| head -1`) makes the next write fail with EPIPE, reported
 * as an 'error' event that would otherwise crash the process with a stack trace. The command
 * carries on to its end without printing (so a write it already began, such as an apply, is
 * finished and recorded) and exits with its own status.
 */
export function survivePipes(): void {
  for (const name of ["stdout", "stderr"] as const) {
    process[name].on("error", () => {
      open[name] = false;
    });
  }
}

// JSON.stringify escapes C0 controls (the line breaks left are the layout's) and lone surrogates but
// leaves DEL, C1 and every other invisible or format character (docs/security.md) raw; in JSON they
// can only stand inside strings, where `\uXXXX` (a pair for an astral one) means the same character.
const RAW_IN_JSON = new RegExp(`(?![\\u0000-\\u001f])${KEY_FORBIDDEN_CHAR.source}`, "gu");

/** One JSON document; characters that could restyle or hide text on a terminal are written as escapes (the same JSON value). */
export function json(value: unknown): string {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return text.replace(RAW_IN_JSON, (c) =>
    c
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}
