import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Progress } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { createServer } from "../../src/mcp/server.js";
import { INPUT } from "../../src/mcp/tool-schemas.js";
import { defineTool } from "../../src/mcp/tools.js";
import { tempDir } from "../helpers/cli.js";

// A long call (a big proposal awaits `pause` every 1024 candidates) reports progress when the client asked for it.
const long = defineTool({
  name: "long",
  title: "long",
  description: "long",
  inputSchema: INPUT.status,
  handler: async (_args, _ctx, call) => {
    for (let i = 0; i < 3; i++) await call.pause();
    return { text: "done", data: { ok: true } };
  },
});

async function connected() {
  const server = createServer({ global: { dataDir: tempDir() }, allowApply: false, log: () => {}, tools: [long] });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "t", version: "0" });
  await client.connect(clientSide);
  return client;
}

describe("progress notifications", () => {
  it.each([
    { asked: true, expectSome: true },
    { asked: false, expectSome: false },
  ])("asked for: $asked", async ({ asked, expectSome }) => {
    const client = await connected();
    const seen: Progress[] = [];
    try {
      const r = await client.callTool({ name: "long", arguments: {} }, undefined, asked ? { onprogress: (p) => seen.push(p) } : {});
      expect(r.isError).toBeFalsy();
      expect(seen.length > 0).toBe(expectSome);
      if (expectSome) expect(seen.at(-1)).toMatchObject({ message: "long: done" });
    } finally {
      await client.close();
    }
  });
});
