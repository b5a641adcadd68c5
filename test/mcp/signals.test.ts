/**
 * `brain mcp` stopped by a signal says which, on stderr, and exits 128 + its number: an MCP host
 * hangs up (SIGHUP) or terminates its servers at any time. The process is the subject, so the
 * real binary runs.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { describe, expect, it } from "vitest";
import { BIN, brain, cleanEnv, tempDir } from "../helpers/cli.js";

/** Starts the server, waits until it serves, sends `signal`, and returns how it ended. */
async function stoppedBy(signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string }> {
  const data = tempDir("brain-mcp-signal-");
  expect(brain(data, ["init"]).code).toBe(0);
  const child = spawn(process.execPath, [BIN, "--data-dir", data, "mcp"], { env: cleanEnv({}), stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  const serving = new Promise<void>((resolve) => {
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      if (stderr.includes("brain mcp: serving")) resolve();
    });
  });
  const ended = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  await serving;
  child.kill(signal);
  const code = await ended;
  return { code, stderr };
}

describe("brain mcp says why it stops, for every signal it stops on", () => {
  it.each([
    { signal: "SIGHUP", says: "received SIGHUP (the terminal or the client hung up)" },
    { signal: "SIGTERM", says: "received SIGTERM (asked to terminate)" },
    { signal: "SIGQUIT", says: "received SIGQUIT (a quit from the terminal)" },
    { signal: "SIGUSR2", says: "received SIGUSR2" },
  ] as const)(
    "$signal: one line naming it, exit 128 + its number",
    async ({ signal, says }) => {
      const { code, stderr } = await stoppedBy(signal);
      const expected = 128 + constants.signals[signal];
      expect(code).toBe(expected);
      expect(stderr).toContain(`brain mcp: stopped (exit ${expected}): ${says}\n`);
      expect(stderr).not.toMatch(/unexpected error|\n\s+at /);
    },
    30_000,
  );
});
