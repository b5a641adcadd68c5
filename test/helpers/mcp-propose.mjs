// Proposes a candidates file through `brain mcp` with the SDK's stdio client, as an agent would:
// node test/helpers/mcp-propose.mjs <bin> <data dir> <today> <candidates.json>. Prints the new diff id.
// (A script of its own, so a test can run it from a pty driver between two keystrokes.)
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [bin, dataDir, today, file] = process.argv.slice(2);
const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "--data-dir", dataDir, "--today", today, "mcp"], stderr: "ignore" });
const client = new Client({ name: "brain-test-agent", version: "0.0.0" });
await client.connect(transport);
const r = await client.callTool({ name: "propose", arguments: { candidates: JSON.parse(readFileSync(file, "utf8")) } });
await client.close();
if (r.isError) {
  process.stderr.write(`${r.content.map((c) => c.text).join("")}\n`);
  process.exit(1);
}
process.stdout.write(`${r.structuredContent.id}\n`);
