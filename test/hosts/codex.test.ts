/**
 * The real Codex CLI from the npm registry: `codex app-server` over stdio (initialize, `thread/start`,
 * then `mcpServer/tool/call`) calls brain's tools with no model and no login — `brain mcp` from the
 * npm package, configured in a temporary CODEX_HOME's config.toml as docs/mcp.md says. Codex passes
 * no shell environment to an MCP server beyond a few basics (HOME, PATH, …): BRAIN_DATA_DIR reaches
 * brain only through `env_vars` (or `env`).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { brainBin, brainPackage } from "./brain-package.js";
import { JsonRpcPeer } from "./json-rpc.js";
import { binOf, hostEnv, npmInstall } from "./npm.js";

const codex = npmInstall("@openai/codex");
const pkg = brainPackage();

interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean | null;
  structuredContent?: Record<string, unknown> | null;
}
interface ServerStatus {
  name: string;
  runtimeStatus?: string;
  tools?: Record<string, unknown>;
}

const CONFIG = `
[mcp_servers.brain]
command = "brain"
args = ["mcp"]
env_vars = ["BRAIN_DATA_DIR"]

# The same server without env_vars: what a user relying on their shell's BRAIN_DATA_DIR gets.
[mcp_servers.brain_without_env_vars]
command = "brain"
args = ["mcp"]
`;

describe(`Codex ${codex.version}: codex app-server calls brain's tools, with no model and no login`, () => {
  const data = tempDir("brain-hosts-codex-data-");
  const home = tempDir("brain-hosts-codex-home-");
  let server: JsonRpcPeer;
  let threadId: string;
  const call = (tool: string, args: Record<string, unknown>, name = "brain") =>
    server.request<ToolResult>("mcpServer/tool/call", { threadId, server: name, tool, arguments: args });

  beforeAll(async () => {
    const fields = join(tempDir("brain-hosts-codex-fields-"), "fields.yaml");
    writeFileSync(fields, "name: Codex Tester\nlocation: Utrecht, NL\n");
    execFileSync(join(brainBin(pkg), "brain"), ["--data-dir", data, "init", "--from", fields]);
    const codexHome = tempDir("brain-hosts-codex-config-");
    writeFileSync(join(codexHome, "config.toml"), CONFIG);
    server = new JsonRpcPeer(binOf(codex, "codex"), ["app-server"], {
      env: hostEnv({ home, path: [brainBin(pkg)], extra: { CODEX_HOME: codexHome, BRAIN_DATA_DIR: data } }),
      cwd: tempDir("brain-hosts-codex-cwd-"),
    });
    await server.request("initialize", { clientInfo: { name: "brain-hosts-test", version: "0.0.0" } });
    server.notify("initialized");
    const started = await server.request<{ thread: { id: string } }>("thread/start", { cwd: tempDir("brain-hosts-codex-cwd-"), ephemeral: true });
    threadId = started.thread.id;
  });
  afterAll(() => server?.close());

  /** brain's entry in mcpServerStatus/list: connected, with its tools. */
  const brainStatus = async () => {
    const { data: servers } = await server.request<{ data: ServerStatus[] }>("mcpServerStatus/list", { threadId, serverName: "brain" });
    return servers.find((s) => s.name === "brain");
  };

  it("lists brain as connected, with its tools", async () => {
    const status = await brainStatus();
    expect(status).toEqual(expect.objectContaining({ name: "brain", runtimeStatus: "connected" }));
    expect(Object.keys(status?.tools ?? {})).toEqual(expect.arrayContaining(["status", "show", "gather", "propose"]));
  });

  it("status: the data dir BRAIN_DATA_DIR names, passed on by env_vars", async () => {
    const result = await call("status", {});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(expect.objectContaining({ data_dir: data, profile_exists: true }));
  });

  it("show: the profile's facts", async () => {
    const result = await call("show", {});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent?.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "name", value: "Codex Tester" }),
        expect.objectContaining({ key: "location", value: "Utrecht, NL" }),
      ]),
    );
  });

  it("recall (when the server lists it): a fact found by a word of its value", async (context) => {
    const status = await brainStatus();
    if (!Object.hasOwn(status?.tools ?? {}, "recall")) context.skip("this brain's MCP server has no recall tool");
    const result = await call("recall", { query: "Utrecht" });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    expect(JSON.stringify(result.structuredContent ?? result.content)).toContain("Utrecht, NL");
  });

  it("without env_vars the server does not see BRAIN_DATA_DIR: it serves the default data dir under HOME", async () => {
    const result = await call("status", {}, "brain_without_env_vars");
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(expect.objectContaining({ data_dir: join(home, ".local", "share", "brain"), profile_exists: false }));
  });
});
