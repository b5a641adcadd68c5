/**
 * What the MCP server offers about stored facts, in-process over the SDK's InMemoryTransport: the
 * recall tool, the brain://context resource (the hook's text, without the folder rules), and the
 * keys the operator excluded withheld from show, recall, brain://profile and brain://fact/{id}.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../src/mcp/server.js";
import { layout } from "../../src/io/data-dir.js";
import { init } from "../../src/usecases/init.js";
import { refreshContext } from "../../src/usecases/session-context.js";
import { showProfile } from "../../src/usecases/show.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
let client: Client;
let dataDir: string;
let hiddenId: string;

beforeAll(async () => {
  dataDir = join(tempDir(), "data");
  const fields = join(tempDir(), "fields.yaml");
  writeFileSync(fields, "name: Dana Okafor\nhealth note: diabetes\n");
  const paths = layout(dataDir);
  init({ paths, today: TODAY, from: fields });
  writeFileSync(paths.config, `context:\n  exclude: [health-*]\n  onlyIn: [${tempDir()}]\n`);
  refreshContext({ paths, today: TODAY, now: new Date() });
  hiddenId = showProfile({ paths, includeExcluded: true }).facts.find((f) => f.key === "health-note")!.id;
  const server = createServer({ global: { dataDir, today: TODAY }, allowApply: false, log: () => {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: "t", version: "0" });
  await client.connect(clientSide);
});
afterAll(async () => client?.close());

const text = (r: unknown) => (r as CallToolResult).content.map((c) => (c.type === "text" ? c.text : "")).join("");
const read = async (uri: string) => {
  const { contents } = await client.readResource({ uri });
  return (contents[0] as { text: string }).text;
};

describe("over MCP", () => {
  it("recall finds approved facts, ranked, and never an excluded key's", async () => {
    const hit = await client.callTool({ name: "recall", arguments: { query: "Dana" } });
    expect(hit.structuredContent).toMatchObject({
      query: "Dana",
      hits: [{ key: "name", value: "Dana Okafor", layer: "static", agent_written: false }],
      withheld: 1,
    });
    const none = await client.callTool({ name: "recall", arguments: { query: "diabetes" } });
    expect(none.isError).toBeFalsy();
    expect(none.structuredContent).toMatchObject({ hits: [], total: 0, withheld: 1 });
    expect(text(none)).not.toContain("diabetes\n");
  });

  it("recall refuses an argument it does not know (no include_excluded for an agent)", async () => {
    const r = await client.callTool({ name: "recall", arguments: { query: "x", include_excluded: true } });
    expect(r.isError).toBe(true);
  });

  it("brain://context: the hook's text whatever the folder rules, without the excluded key", async () => {
    const t = await read("brain://context");
    expect(t).toContain("- name: Dana Okafor");
    expect(t).not.toMatch(/health|diabetes/);
  });

  it("show, brain://profile and brain://fact/{id} withhold the excluded key and say so", async () => {
    const shown = await client.callTool({ name: "show", arguments: {} });
    expect(shown.structuredContent).toMatchObject({ total: 1, withheld: 1 });
    expect(text(shown)).not.toMatch(/health|diabetes/);
    const profile = await read("brain://profile");
    expect(profile).toContain("1 fact withheld");
    expect(profile).not.toMatch(/health|diabetes/);
    const fact = await client.callTool({ name: "explain", arguments: { id: hiddenId } });
    expect(fact.isError).toBe(true);
    expect(text(fact)).toContain("withheld");
    await expect(client.readResource({ uri: `brain://fact/${hiddenId}` })).rejects.toThrow(/withheld/);
  });
});
