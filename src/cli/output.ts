/** Where a command writes: results to stdout, messages for the operator to stderr. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** Cleared when the reader of stdout (or stderr) went away, e.g. `brain show | head -1`. */
const open = { stdout: true, stderr: true };

export const processOutput: Output = {
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
  },
};

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

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
