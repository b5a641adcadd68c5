/**
 * Runs `brain` in this process through the program definition (src/cli/program.ts), with the
 * output captured: the same RunResult as the spawning helper in cli.ts, for tests whose subject is
 * not the process itself. Nothing is wrapped unless `columns` is given.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { afterAll, expect } from "vitest";
import { main } from "../../src/cli/program.js";
import { brain, cleanEnv, type RunResult } from "./cli.js";

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

/** One worker per environment asked for (a worker's environment is fixed when it starts). */
const workers = new Map<string, Worker>();

afterAll(async () => {
  await Promise.all([...workers.values()].map((w) => w.terminate()));
  workers.clear();
});

/**
 * `brain --data-dir <dataDir> …args` without spawning, and synchronously: the same signature and
 * RunResult as the spawning `brain` of cli.ts, so a test whose subject is not the process converts by
 * its import alone, assertions unchanged. The program runs in a worker thread of this process that
 * keeps it loaded (test/helpers/in-process-worker.mjs: the built dist/, like the binary, with the
 * environment scrubbed as cli.ts scrubs it, plus `env`); this thread waits for the result. A
 * call setting HOME spawns the binary: os.homedir() reads the process's real environment, which a
 * worker's `env` does not change.
 */
export function brainInSync(dataDir: string | undefined, args: readonly string[], env: NodeJS.ProcessEnv = {}): RunResult {
  if (env.HOME !== undefined) return brain(dataDir, args, env);
  const envKey = JSON.stringify(Object.entries(env).sort());
  let worker = workers.get(envKey);
  if (worker === undefined) {
    worker = new Worker(new URL("./in-process-worker.mjs", import.meta.url), { env: cleanEnv(env), stdout: false, stderr: false });
    worker.unref();
    workers.set(envKey, worker);
  }
  const flag = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  const argv = dataDir === undefined ? [...args] : ["--data-dir", dataDir, ...args];
  worker.postMessage({ argv, port: port2, flag }, [port2]);
  if (Atomics.wait(new Int32Array(flag), 0, 0, 120_000) === "timed-out") throw new Error(`brain ${argv.join(" ")}: no result from the worker within 120 s`);
  const result = receiveMessageOnPort(port1)?.message as RunResult | undefined;
  port1.close();
  if (result === undefined) throw new Error(`brain ${argv.join(" ")}: the worker gave no result`);
  return result;
}

/** brainInSync, expecting exit 0 (the output is in the failure message): `ok` of helpers/expect.ts without spawning. */
export function okInSync(data: string, args: string[]): RunResult {
  const r = brainInSync(data, args);
  expect(r.code, `brain ${args.join(" ")}\n${r.stderr}`).toBe(0);
  return r;
}
