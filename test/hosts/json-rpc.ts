/** A JSON-RPC peer over a child's stdio, one JSON message per line (Codex's app-server speaks so). */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";

interface Response {
  id?: number | string;
  result?: unknown;
  error?: { code: number; message: string };
}

export class JsonRpcPeer {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 1;
  #stderr = "";

  constructor(command: string, args: readonly string[], options: { env: NodeJS.ProcessEnv; cwd: string }) {
    this.#child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.#child.stderr.on("data", (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString("utf8")).slice(-8000);
    });
    this.#child.on("exit", (code, signal) => {
      for (const { reject } of this.#pending.values()) reject(new Error(`${command} exited (${signal ?? code}) before answering:\n${this.#stderr}`));
      this.#pending.clear();
    });
    createInterface({ input: this.#child.stdout }).on("line", (line) => {
      let message: Response;
      try {
        message = JSON.parse(line) as Response;
      } catch {
        return; // not a message of ours
      }
      const waiting = typeof message.id === "number" ? this.#pending.get(message.id) : undefined;
      if (!waiting || typeof message.id !== "number") return; // a notification, or a request of the server's
      this.#pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${message.error.message} (code ${message.error.code})`));
      else waiting.resolve(message.result);
    });
  }

  /** Sends a request and waits for its result (an error response rejects). */
  request<T>(method: string, params: unknown, timeoutMs = 60_000): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`${method}: no answer within ${timeoutMs} ms:\n${this.#stderr}`));
      }, timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  }

  notify(method: string, params?: unknown): void {
    this.#child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }) })}\n`);
  }

  /** Closes stdin and waits for the process to end (killing it after `graceMs`). */
  async close(graceMs = 5000): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.#child.once("exit", () => resolve()));
    this.#child.stdin.end();
    const timer = setTimeout(() => this.#child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
