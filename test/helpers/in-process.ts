/**
 * Runs `brain` in this process through the program definition (src/cli/program.ts), with the
 * output captured: the same RunResult as the spawning helper in cli.ts, for tests whose subject is
 * not the process itself. Nothing is wrapped unless `columns` is given.
 */
import { expect } from "vitest";
import { main } from "../../src/cli/program.js";
import type { RunResult } from "./cli.js";

/** `brain --data-dir <dataDir> …args`, in-process; `columns` pretends stdout is a terminal that wide. */
export async function brainIn(dataDir: string | undefined, args: readonly string[], columns?: number): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const full = dataDir === undefined ? [...args] : ["--data-dir", dataDir, ...args];
  const code = await main(["node", "brain", ...full], {
    out: (t) => {
      stdout += t.endsWith("\n") ? t : `${t}\n`;
    },
    err: (t) => {
      stderr += t.endsWith("\n") ? t : `${t}\n`;
    },
    columns,
  });
  return { code, stdout, stderr };
}

/** Runs brain in-process and expects exit 0 (the output is in the failure message). */
export async function okIn(data: string, args: string[]): Promise<RunResult> {
  const r = await brainIn(data, args);
  expect(r.code, `brain ${args.join(" ")}\n${r.stderr}`).toBe(0);
  return r;
}
