/**
 * The real Gemini CLI from the npm registry: `gemini mcp list` connects to each configured server
 * and reports it. Gemini connects to no MCP server (user-level ones included) in a folder it does
 * not trust, so brain shows as Disabled until the folder is trusted — here through
 * ~/.gemini/trustedFolders.json, as docs/mcp.md says. `brain mcp` runs from the npm package.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { brainBin, brainPackage } from "./brain-package.js";
import { binOf, hostEnv, npmInstall } from "./npm.js";

const gemini = npmInstall("@google/gemini-cli");
const pkg = brainPackage();

describe(`Gemini CLI ${gemini.version}: gemini mcp list`, () => {
  const home = tempDir("brain-hosts-gemini-home-");
  const project = realpathSync(tempDir("brain-hosts-gemini-project-"));
  const mcpList = () =>
    spawnSync(binOf(gemini, "gemini"), ["mcp", "list"], { cwd: project, env: hostEnv({ home, path: [brainBin(pkg)] }), encoding: "utf8", timeout: 180_000 });

  beforeAll(() => {
    const data = tempDir("brain-hosts-gemini-data-");
    mkdirSync(join(home, ".gemini"), { recursive: true });
    const settings = { mcpServers: { brain: { command: "brain", args: ["mcp"], env: { BRAIN_DATA_DIR: data } } } };
    writeFileSync(join(home, ".gemini", "settings.json"), JSON.stringify(settings, null, 2));
  });

  it("in a folder it does not trust: brain is configured but disabled", () => {
    const r = mcpList();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/^\W*brain: brain mcp \(stdio\) - Disabled\s*$/m);
  });

  it("in a folder trusted in ~/.gemini/trustedFolders.json: brain is connected", () => {
    writeFileSync(join(home, ".gemini", "trustedFolders.json"), JSON.stringify({ [project]: "TRUST_FOLDER" }, null, 2));
    const r = mcpList();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/^\W*brain: brain mcp \(stdio\) - Connected\s*$/m);
  });
});
