import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { NotFoundError } from "../../src/core/errors.js";
import { createServer } from "../../src/mcp/server.js";
import { defineTool, type Tool, type ToolOutput } from "../../src/mcp/tools.js";
import { INPUT } from "../../src/mcp/tool-schemas.js";
import { tempDir } from "../helpers/cli.js";
import { textOf } from "./client.js";

const tool = (name: string, handler: () => Promise<ToolOutput>): Tool =>
  defineTool({ name, title: name, description: name, inputSchema: INPUT.status, handler });

describe("a tool that throws: a result, never a crash", () => {
  it.each([
    { name: "an unexpected exception", thrown: new TypeError("boom"), message: "brain: unexpected error: boom", logged: true },
    {
      name: "a BrainError",
      thrown: new NotFoundError("/x/profile.md", "the profile"),
      message: "brain: /x/profile.md: the profile does not exist",
      logged: false,
    },
    {
      name: "an I/O error",
      thrown: Object.assign(new Error("EACCES: permission denied, open '/x/y'"), { code: "EACCES", syscall: "open", path: "/x/y" }),
      message: "brain: /x/y: EACCES: permission denied, open '/x/y'",
      logged: false,
    },
  ])("$name is an isError result with the CLI's message, and the server answers the next call", async ({ thrown, message, logged }) => {
    const log: string[] = [];
    const server = createServer({
      global: { dataDir: tempDir() },
      allowApply: false,
      log: (t) => log.push(t),
      tools: [
        tool("fails", async () => {
          throw thrown;
        }),
        tool("works", async () => ({ text: "fine", data: { ok: true } })),
      ],
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "t", version: "0" });
    await client.connect(clientSide);
    try {
      const r = await client.callTool({ name: "fails", arguments: {} });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(message);
      expect(log.length > 0).toBe(logged);
      if (logged) expect(log[0]).toContain("TypeError: boom\n    at ");
      const next = await client.callTool({ name: "works", arguments: {} });
      expect(next).toMatchObject({ content: [{ type: "text", text: "fine" }], structuredContent: { ok: true } });
    } finally {
      await client.close();
    }
  });
});
