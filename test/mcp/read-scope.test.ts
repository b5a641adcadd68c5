/**
 * The MCP server reads only what it should (docs/security.md, "What the MCP server reads"): init
 * takes no fields file; no tool reads outside the data dir, brain's shipped files, the --config file
 * the server was started with and the rules folder the config names — whatever an argument or a
 * symbolic link in the data dir points at; a refusal names the path, never the file's text, and
 * leaves every file byte-identical. In-process over the SDK's InMemoryTransport.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { createServer } from "../../src/mcp/server.js";
import { init } from "../../src/usecases/init.js";
import { snapshotTree, tempDir } from "../helpers/cli.js";
import { textOf } from "./client.js";

const TODAY = "2026-06-01";
const SECRET = "root:$6$not-for-agents$SECRET-HASH:19000:0:99999:7:::";
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
});

async function connected(dataDir: string, global: Record<string, string> = {}): Promise<Client> {
  const server = createServer({ global: { dataDir, today: TODAY, ...global }, allowApply: false, log: () => {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "t", version: "0" });
  await client.connect(clientSide);
  clients.push(client);
  return client;
}

/** A file outside every data dir holding text no agent may see. */
function secretFile(name = "shadow"): string {
  const file = join(tempDir("brain-outside-"), name);
  writeFileSync(file, `${SECRET}\n${SECRET}\n`);
  return file;
}

function dataDir(): string {
  const paths = layout(join(tempDir(), "data"));
  init({ paths, today: TODAY });
  return paths.dataDir;
}

async function refused(client: Client, dir: string, name: string, args: Record<string, unknown>, says: RegExp) {
  const before = snapshotTree(dir);
  const r = await client.callTool({ name, arguments: args });
  expect(r.isError, textOf(r)).toBe(true);
  expect(textOf(r)).toMatch(says);
  expect(textOf(r)).not.toContain("SECRET");
  expect(snapshotTree(dir)).toEqual(before);
  return r;
}

describe("MCP init creates the layout and an empty profile, and takes no fields file", () => {
  it('init {"from": <a secret file>} is refused as an unknown argument, echoing nothing and creating nothing', async () => {
    const parent = tempDir();
    const data = join(parent, "data");
    const client = await connected(data);
    await refused(client, parent, "init", { from: secretFile() }, /init: unknown argument "from"/);
    const r = await client.callTool({ name: "init", arguments: {} });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ kind: "created", fields: 0 });
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).not.toMatch(/profile-field/);
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === "init")!.inputSchema).toEqual({ type: "object", properties: {}, additionalProperties: false });
    expect(tools.map((t) => t.name)).not.toEqual(expect.arrayContaining(["set"]));
    expect(tools.map((t) => t.name)).not.toContain("adopt");
  });
});

describe("no tool reads outside what the server may read", () => {
  it("a rules folder argument outside the data dir is refused before it is read; one inside it (relative to it) is used", async () => {
    const data = dataDir();
    const outside = join(tempDir("brain-outside-"), "rules");
    mkdirSync(outside);
    writeFileSync(join(outside, "candidate.yaml"), `${SECRET}\n`);
    const client = await connected(data);
    await refused(client, data, "rules", { folder: outside }, /rules: folder: .* is not inside the data dir .*; nothing was read/);
    await refused(client, data, "rules", { folder: "../../" }, /is not inside the data dir/);
    mkdirSync(join(data, "my-rules"));
    for (const f of ["candidate.yaml", "fact.yaml"]) writeFileSync(join(data, "my-rules", f), readFileSync(join(SHIPPED_RULES_DIR, f)));
    const inside = await client.callTool({ name: "rules", arguments: { folder: "my-rules" } });
    expect(inside.isError, textOf(inside)).toBeFalsy();
    expect(inside.structuredContent).toMatchObject({ folder: join(data, "my-rules") });
    // brain's shipped rules may be named too.
    const shipped = await client.callTool({ name: "rules", arguments: { folder: SHIPPED_RULES_DIR } });
    expect(shipped.isError, textOf(shipped)).toBeFalsy();
  });

  it("a rules folder inside the data dir that is a symbolic link out of it is refused (compared after resolving links)", async () => {
    const data = dataDir();
    const outside = join(tempDir("brain-outside-"), "rules");
    mkdirSync(outside);
    writeFileSync(join(outside, "candidate.yaml"), `${SECRET}\n`);
    symlinkSync(outside, join(data, "linked-rules"));
    const client = await connected(data);
    await refused(client, data, "rules", { folder: "linked-rules" }, /is not inside the data dir .* \(it resolves to .*\); nothing was read/);
    await refused(client, data, "rules", { folder: "linked-rules", check: true }, /is not inside the data dir/);
  });

  it("a rule file inside the data dir's rules folder linked to a file outside is refused, its text unread", async () => {
    const data = dataDir();
    mkdirSync(join(data, "my-rules"));
    writeFileSync(join(data, "my-rules", "fact.yaml"), readFileSync(join(SHIPPED_RULES_DIR, "fact.yaml")));
    symlinkSync(secretFile("candidate.yaml"), join(data, "my-rules", "candidate.yaml"));
    const client = await connected(data);
    await refused(
      client,
      data,
      "rules",
      { folder: "my-rules" },
      /candidate\.yaml: outside what brain's MCP server reads \(it resolves to .*\); nothing was read from it/,
    );
  });

  it("a profile.md linked to a file outside: show and the profile resource refuse, echoing nothing", async () => {
    const data = dataDir();
    const profile = join(data, "brain", "profile.md");
    writeFileSync(profile, "");
    const { rmSync } = await import("node:fs");
    rmSync(profile);
    symlinkSync(secretFile("profile.md"), profile);
    const client = await connected(data);
    await refused(client, data, "show", {}, /profile\.md: outside what brain's MCP server reads/);
    await expect(client.readResource({ uri: "brain://profile" })).rejects.toThrow(/outside what brain's MCP server reads/);
    await expect(client.readResource({ uri: "brain://profile" })).rejects.not.toThrow(/SECRET/);
  });

  it("a record linked to a file outside is never offered by gather, and its text never appears", async () => {
    const data = dataDir();
    mkdirSync(join(data, "ingest", "notes"), { recursive: true });
    const linked = join(data, "ingest", "notes", "0123456789ab.md");
    const outside = secretFile("note.md");
    writeFileSync(
      outside,
      `---\nid: 0123456789ab\nprovenance: human\ndate: 2026-06-01\ningested_at: 2026-06-01T09:00:00.000Z\nsource_file: "x"\n---\n${SECRET}\n`,
    );
    symlinkSync(outside, linked);
    const client = await connected(data);
    const r = await client.callTool({ name: "gather", arguments: {} });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(JSON.stringify(r)).not.toContain("SECRET");
    expect((r.structuredContent as { new_records: unknown[] }).new_records).toEqual([]);
  });

  it("what the server may read: the --config file it was started with, and the rules folder that config names", async () => {
    const data = dataDir();
    const elsewhere = tempDir("brain-operator-");
    mkdirSync(join(elsewhere, "rules"));
    for (const f of ["candidate.yaml", "fact.yaml"]) writeFileSync(join(elsewhere, "rules", f), readFileSync(join(SHIPPED_RULES_DIR, f)));
    const config = join(elsewhere, "brain.config.yaml");
    writeFileSync(config, "promoteThreshold: 2\nrules: rules\n");
    const client = await connected(data, { config });
    const r = await client.callTool({ name: "rules", arguments: {} });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ folder: join(elsewhere, "rules") });
    const s = await client.callTool({ name: "status", arguments: {} });
    expect(s.isError, textOf(s)).toBeFalsy();
  });
});

describe("every MCP answer that tells how to apply pins the id", () => {
  it("propose and decline name the diff id and an apply command with --expect; a decline against an older id is refused", async () => {
    const data = dataDir();
    const client = await connected(data);
    const candidates = [{ key: "city", value: "Utrecht", provenance: "human", source: "human:call", observed_date: TODAY }];
    const p = await client.callTool({ name: "propose", arguments: { candidates } });
    const pid = (p.structuredContent as { id: string }).id;
    const next = (p.content as { text: string }[])[1]!.text;
    expect(next).toContain(`Diff id: ${pid}`);
    expect(next).toContain(`consolidate --apply --expect ${pid.slice(0, 12)} --confirm`);
    const d = await client.callTool({ name: "decline", arguments: { indexes: [0], diff_id: pid.slice(0, 12) } });
    expect(d.isError, textOf(d)).toBeFalsy();
    const did = (d.structuredContent as { id: string }).id;
    expect((d.content as { text: string }[])[1]!.text).toContain(`consolidate --apply --expect ${did.slice(0, 12)} --confirm`);
    // The old id no longer names the pending batch: a decline against it is refused.
    await refused(client, data, "decline", { indexes: [0], diff_id: pid }, /holds diff .*, not .* \(the diff you were shown\); nothing was declined/);
    const s = await client.callTool({ name: "status", arguments: {} });
    expect(s.structuredContent).toMatchObject({
      pending_diff: { id: did, applied: false, apply_command: expect.stringContaining(`--expect ${did.slice(0, 12)}`) },
    });
  });
});
