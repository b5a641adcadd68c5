/** Where a command writes: results to stdout, messages for the operator to stderr. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: Output = {
  out: (text) => void process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => void process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
};

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
