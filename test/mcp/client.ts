/** An MCP client from the SDK that drives `brain mcp` over stdio, as Claude Code or Claude Desktop would. */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { neverBlockOnLock } from "../../src/io/lock.js";
import { createServer } from "../../src/mcp/server.js";
import { BIN, cleanEnv } from "../helpers/cli.js";

export interface Connected {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
  close: () => Promise<void>;
}

/** Starts `node <bin> --data-dir <dataDir> mcp …extra` and connects a client to it. */
export async function connect(dataDir: string, extra: readonly string[] = [], bin = BIN, cwd?: string): Promise<Connected> {
  const env = cleanEnv({}) as Record<string, string>;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, "--data-dir", dataDir, "mcp", ...extra],
    env,
    stderr: "pipe",
    ...(cwd ? { cwd } : {}),
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const client = new Client({ name: "brain-test", version: "0.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/**
 * The same server as `brain --data-dir <dataDir> mcp …extra`, in this process over the SDK's
 * InMemoryTransport: for tests whose subject is a tool's answer, not the process (signals, message
 * size and what the command logs are tested over stdio with `connect`). `extra` takes the flags
 * `brain mcp` takes: --today, --config, --allow-apply, --allow-ingest-published. `stderr` is what
 * the server logged (unexpected errors); the command's own lines are not there.
 */
export async function connectInProcess(dataDir: string, extra: readonly string[] = []): Promise<Connected> {
  const flags = new Set(extra.filter((a) => a === "--allow-apply" || a === "--allow-ingest-published"));
  const flagValue = (flag: string) => {
    const at = extra.indexOf(flag);
    return at === -1 ? undefined : extra[at + 1];
  };
  const known = new Set(["--allow-apply", "--allow-ingest-published", "--today", "--config"]);
  const unknown = extra.filter((a, i) => a.startsWith("--") && !known.has(a) && !(i > 0 && (extra[i - 1] === "--today" || extra[i - 1] === "--config")));
  if (unknown.length > 0) throw new Error(`connectInProcess: flags it does not know: ${unknown.join(" ")}`);
  const today = flagValue("--today");
  const config = flagValue("--config");
  // As `brain mcp` does: a writer meeting a busy lock waits asynchronously, so other calls get in.
  // Until close: the test files after this one in the worker (vitest.config.ts) expect blocking waits.
  const blockAgain = neverBlockOnLock();
  let stderr = "";
  const server = createServer({
    global: { dataDir, ...(today === undefined ? {} : { today }), ...(config === undefined ? {} : { config }) },
    allowApply: flags.has("--allow-apply"),
    allowIngestPublished: flags.has("--allow-ingest-published"),
    log: (text) => (stderr += `${text}\n`),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "brain-test", version: "0.0.0" });
  await client.connect(clientSide);
  return {
    client,
    stderr: () => stderr,
    close: async () => {
      await client.close();
      await server.close();
      blockAgain();
    },
  };
}

/** A tool call's text (the one text block every brain tool returns). */
export function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  return content.map((c) => (c.type === "text" ? c.text : "")).join("");
}

/** Without --allow-apply: every tool but apply (propose writes the pending diff, never the profile). */
export const SERVED = [
  "init",
  "note",
  "ingest",
  "status",
  "gather",
  "validate_candidates",
  "propose",
  "retire",
  "decline",
  "resolve",
  "declined",
  "show",
  "recall",
  "explain",
  "rules",
  "history",
];
