#!/usr/bin/env node
// An MCP call to `brain mcp` against a bare SDK round trip (docs/performance.md): one client, two
// servers over stdio — brain's (`node <bin> --data-dir <dir> mcp`) and a bare McpServer with one
// tool that returns a constant (bench/mcp.mjs itself, started with `--bare`). After both are
// initialized, the same number of calls alternate between them; each call is timed from
// `callTool` to its answer. Prints one JSON line: the medians, in ms.
//
//   node bench/mcp.mjs <bin> <data-dir> <calls>
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

if (process.argv[2] === "--bare") {
  const server = new McpServer({ name: "bare", version: "0.0.0" });
  server.registerTool("ping", { description: "returns a constant" }, async () => ({ content: [{ type: "text", text: "pong" }] }));
  await server.connect(new StdioServerTransport());
} else {
  const [bin, dataDir, callsArg] = process.argv.slice(2);
  const calls = Number(callsArg ?? 30);
  const connect = async (args) => {
    const client = new Client({ name: "bench", version: "0.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args, stderr: "ignore" }));
    return client;
  };
  const brain = await connect([bin, "--data-dir", dataDir, "mcp"]);
  const bare = await connect([new URL(import.meta.url).pathname, "--bare"]);
  const time = async (client, name, args) => {
    const t = performance.now();
    const r = await client.callTool({ name, arguments: args });
    if (r.isError) throw new Error(`bench: ${name} failed: ${JSON.stringify(r.content)}`);
    return performance.now() - t;
  };
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const times = { brainStatus: [], brainShow: [], bare: [] };
  for (let i = 0; i < 3; i++) {
    // warm-up: the first call of each loads what the tool needs
    await time(brain, "status", {});
    await time(brain, "show", {});
    await time(bare, "ping", {});
  }
  for (let i = 0; i < calls; i++) {
    times.bare.push(await time(bare, "ping", {}));
    times.brainStatus.push(await time(brain, "status", {}));
    times.brainShow.push(await time(brain, "show", {}));
  }
  await brain.close();
  await bare.close();
  process.stdout.write(`${JSON.stringify(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])))}\n`);
}
