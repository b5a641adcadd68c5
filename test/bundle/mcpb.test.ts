import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { beforeAll, describe, expect, it } from "vitest";
import { brain, ROOT, tempDir } from "../helpers/cli.js";

interface Manifest {
  server: { type: string; entry_point: string; mcp_config: { command: string; args: string[]; env: Record<string, string> } };
  user_config: Record<string, { type: string; default: unknown }>;
  tools: { name: string; description: string }[];
}

/**
 * `npm run mcpb` (scripts/build-mcpb.mjs): the unpacked MCP Bundle's server starts as its manifest
 * says, with plain Node and no node_modules, and serves the tools; allow_apply is a user setting,
 * off by default. (`mcpb validate` of the real @anthropic-ai/mcpb runs in test/hosts/.)
 */
describe("the MCP Bundle for Claude Desktop", () => {
  let out: string;
  let manifest: Manifest;
  beforeAll(() => {
    out = tempDir("brain-mcpb-");
    const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-mcpb.mjs"), out], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    manifest = JSON.parse(readFileSync(join(out, "mcpb", "manifest.json"), "utf8")) as Manifest;
  });

  it("runs the bundle with node, and offers allow_apply (default off) and data_dir as settings", () => {
    expect(manifest.server).toMatchObject({ type: "node", entry_point: "server/bundle/brain.cjs", mcp_config: { command: "node" } });
    expect(manifest.user_config.allow_apply).toMatchObject({ type: "boolean", default: false });
    expect(manifest.user_config.data_dir).toMatchObject({ type: "directory" });
  });

  it.each([
    { allow: false, apply: false },
    { allow: true, apply: true },
  ])(
    "unpacked, started as the manifest says (allow_apply $allow), it serves the tools",
    async ({ allow, apply }) => {
      const data = tempDir("brain-mcpb-data-");
      expect(brain(data, ["init"]).code).toBe(0);
      const settings: Record<string, string> = {
        "${__dirname}": join(out, "mcpb"),
        "${user_config.data_dir}": data,
        "${user_config.allow_apply}": String(allow),
      };
      const expand = (s: string) => Object.entries(settings).reduce((acc, [k, v]) => acc.replaceAll(k, v), s);
      const { command, args, env } = manifest.server.mcp_config;
      const transport = new StdioClientTransport({
        command: command === "node" ? process.execPath : command,
        args: args.map(expand),
        env: { PATH: process.env.PATH ?? "", HOME: tempDir("brain-mcpb-home-"), ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, expand(v)])) },
        cwd: tempDir("brain-mcpb-cwd-"),
        stderr: "pipe",
      });
      const client = new Client({ name: "mcpb-test", version: "0.0.0" });
      await client.connect(transport);
      try {
        const { tools } = await client.listTools();
        const names = tools.map((t) => t.name);
        for (const name of ["status", "gather", "propose", "show"]) expect(names).toContain(name);
        expect(names.includes("apply")).toBe(apply);
        // The manifest lists what the server serves (scripts/build-mcpb.mjs names them by hand): apply only when allowed.
        expect([...names].sort()).toEqual(
          manifest.tools
            .map((t) => t.name)
            .filter((n) => apply || n !== "apply")
            .sort(),
        );
        const status = await client.callTool({ name: "status", arguments: {} });
        expect(status.isError).toBeFalsy();
        expect((status.structuredContent as { data_dir: string }).data_dir).toBe(data);
      } finally {
        await client.close();
      }
    },
    30_000,
  );
});
