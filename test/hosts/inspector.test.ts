/**
 * The MCP Inspector's CLI mode (`@modelcontextprotocol/inspector --cli`, newest, which needs Node
 * ≥ 22.19: run on a Node 22 from the npm registry) starts `brain mcp` from the npm package over
 * stdio: `tools/list`, then a `tools/call`.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { brainBin, brainPackage } from "./brain-package.js";
import { binOf, hostEnv, nodeRuntime, npmInstall } from "./npm.js";

const node = nodeRuntime(22);
const inspector = npmInstall("@modelcontextprotocol/inspector", { node });
const pkg = brainPackage();

describe(`MCP Inspector CLI ${inspector.version}, on Node ${node.version}`, () => {
  const data = tempDir("brain-hosts-inspector-data-");
  const cli = (args: string[]) => {
    const r = spawnSync(binOf(inspector, "mcp-inspector"), ["--cli", "-e", `BRAIN_DATA_DIR=${data}`, ...args, "brain", "mcp"], {
      cwd: tempDir("brain-hosts-inspector-cwd-"),
      env: hostEnv({ home: tempDir("brain-hosts-inspector-home-"), path: [node.bin, brainBin(pkg)] }),
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Record<string, unknown>;
  };

  it("tools/list: brain's tools, each with a title", () => {
    const { tools } = cli(["--method", "tools/list"]) as { tools: { name: string; title?: string }[] };
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["init", "status", "gather", "propose", "show"]));
    expect(tools.filter((t) => !t.title)).toEqual([]);
  });

  it("tools/call status: the data dir it was given", () => {
    const result = cli(["--method", "tools/call", "--tool-name", "status"]);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(expect.objectContaining({ data_dir: data, profile_exists: false }));
  });
});
