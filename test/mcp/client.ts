/** An MCP client from the SDK that drives `brain mcp` over stdio, as Claude Code or Claude Desktop would. */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
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
