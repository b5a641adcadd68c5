import { fstatSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { KEY_FORBIDDEN_CHAR } from "../core/visible-text.js";
/** Where a command writes: results to stdout, messages for the operator to stderr. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** The width of the terminal stdout shows on; undefined when stdout is not a terminal (text is then never wrapped). */
  columns?: number;
}

const require = createRequire(import.meta.url);

/** Cleared when the reader of stdout (or stderr) went away, e.g. `brain show | head -1`. */
const open = { 1: true, 2: true };

/**
 * This process's stdout and stderr, written with `writeSync` on file descriptors 1 and 2 rather
 * than through `process.stdout` / `process.stderr`: creating those streams loads Node's stream
 * machinery (and, for a pipe, its socket classes), ~5 ms (30 M instructions) of `--help` and `brain
 * show` (docs/performance.md, "Start-up"). Writes stay synchronous and in order, as Node's own stdio
 * writes are for files, pipes and terminals on POSIX.
 */
export const stdio: Output = {
  get columns() {
    return onTerminal(1) ? process.stdout.columns : undefined;
  },
  out: (text) => writeText(1, text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => writeText(2, text.endsWith("\n") ? text : `${text}\n`),
};

/**
 * Writes all of `text` to `fd`. A reader that closed the pipe early (`| head -1`) makes the write
 * fail with EPIPE: the command carries on to its end without printing (so a write it already began,
 * such as an apply, is finished and recorded) and exits with its own status; any other write error
 * is treated the same way. A descriptor some other process left non-blocking may refuse with EAGAIN
 * while its reader catches up: the write waits a millisecond and goes on.
 */
function writeText(fd: 1 | 2, text: string): void {
  if (!open[fd]) return;
  const bytes = Buffer.from(text, "utf8");
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") {
        Atomics.wait(PAUSE, 0, 0, 1);
        continue;
      }
      open[fd] = false;
      return;
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * Whether `fd` is a terminal. node:tty loads Node's socket and stream classes, so it is asked only
 * about a character device: a pipe or a file is answered by one fstat. `isatty` is node:tty's, or a
 * stand-in in tests.
 * @internal exported for test/cli/output-terminal.test.ts.
 */
export function onTerminal(fd: number, isatty: (fd: number) => boolean = ttyIsatty): boolean {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return isatty(fd);
}

function ttyIsatty(fd: number): boolean {
  return (require("node:tty") as typeof import("node:tty")).isatty(fd);
}

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
 * For the commands that write through Node's own streams (`brain review` on a terminal, the MCP
 * server's transport): a reader that goes away makes the next write fail with EPIPE, reported as an
 * 'error' event that would otherwise crash the process with a stack trace. Called by those
 * commands only, so the others never create the streams.
 */
export function survivePipes(): void {
  for (const [name, fd] of [
    ["stdout", 1],
    ["stderr", 2],
  ] as const) {
    process[name].on("error", () => {
      open[fd] = false;
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
