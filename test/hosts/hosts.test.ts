/**
 * Real hosts, installed from the npm registry into temporary prefixes and driven offline
 * (`npm run test:hosts`; .ci/run). Needs network for the installs, git, and no login.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";

/** Installs `pkg` into a fresh prefix and returns the path of its `bin` command. */
function install(pkg: string, bin: string): string {
  const prefix = tempDir("brain-hosts-");
  const r = spawnSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", pkg], { encoding: "utf8", timeout: 540_000 });
  if (r.status !== 0) throw new Error(`npm install ${pkg} failed:\n${r.stderr}`);
  return join(prefix, "node_modules", ".bin", bin);
}

/** Every folder named node_modules under `dir`. */
function nodeModulesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (!statSync(p, { throwIfNoEntry: false })?.isDirectory()) continue;
      if (name === "node_modules") found.push(p);
      else walk(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

describe("MCP Bundle: the real mcpb CLI", () => {
  let mcpb: string;
  let out: string;
  beforeAll(() => {
    mcpb = install("@anthropic-ai/mcpb", "mcpb");
    out = tempDir("brain-hosts-mcpb-");
    execFileSync(process.execPath, [join(ROOT, "scripts", "build-mcpb.mjs"), out]);
  });

  it("validates the manifest and unpacks the bundle", () => {
    const v = spawnSync(mcpb, ["validate", join(out, "mcpb", "manifest.json")], { encoding: "utf8" });
    expect(v.status, v.stdout + v.stderr).toBe(0);
    const unpacked = join(tempDir("brain-hosts-unpacked-"), "brain");
    const u = spawnSync(mcpb, ["unpack", join(out, "brain.mcpb"), unpacked], { encoding: "utf8" });
    expect(u.status, u.stdout + u.stderr).toBe(0);
    for (const f of ["manifest.json", "server/bundle/brain.cjs", "server/rules/candidate.yaml", "server/schemas/candidates.schema.json"]) {
      expect(existsSync(join(unpacked, f)), f).toBe(true);
    }
    expect(nodeModulesUnder(unpacked)).toEqual([]);
  });
});

describe("Claude Code: the plugin through the marketplace route", () => {
  let claude: string;
  let home: string;
  let clone: string;
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(claude, args, { encoding: "utf8", cwd: tempDir("brain-hosts-cwd-"), env: { ...process.env, HOME: home, ...env }, timeout: 180_000 });

  beforeAll(() => {
    claude = install("@anthropic-ai/claude-code", "claude");
    home = tempDir("brain-hosts-home-");
    // The committed tree, as a person cloning the repository gets it.
    clone = join(tempDir("brain-hosts-clone-"), "brain");
    execFileSync("git", ["clone", "--quiet", ROOT, clone]);
  });

  it("claude plugin validate accepts the plugin and the marketplace", () => {
    for (const dir of [join(clone, "plugin"), clone]) {
      const r = run(["plugin", "validate", dir]);
      expect(r.status, r.stdout + r.stderr).toBe(0);
    }
  });

  it("marketplace add + install leave no node_modules anywhere under ~/.claude", () => {
    const add = run(["plugin", "marketplace", "add", clone]);
    expect(add.status, add.stdout + add.stderr).toBe(0);
    const inst = run(["plugin", "install", "brain@brain"]);
    expect(inst.status, inst.stdout + inst.stderr).toBe(0);
    expect(nodeModulesUnder(join(home, ".claude"))).toEqual([]);
  });

  it("a -p session shows the hook's line (naming /brain:init) and the MCP server connected, with the plugin's commands", () => {
    const data = tempDir("brain-hosts-data-");
    mkdirSync(data, { recursive: true });
    // No login: the model turn fails, but the hook and the MCP connection come first.
    const r = run(["-p", "hi", "--output-format", "stream-json", "--include-hook-events", "--verbose"], {
      BRAIN_DATA_DIR: data,
      MCP_CONNECTION_NONBLOCKING: "false",
    });
    const events = r.stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const hook = events.find((e) => e.subtype === "hook_response" && e.hook_event === "SessionStart");
    expect(hook?.stdout, r.stdout.slice(0, 2000)).toBe("brain: no profile yet — run: /brain:init\n");
    const init = events.find((e) => e.subtype === "init") as { mcp_servers: { name: string; status: string }[]; slash_commands: string[] } | undefined;
    expect(init?.mcp_servers).toContainEqual({ name: "plugin:brain:brain", status: "connected" });
    for (const c of ["init", "note", "ingest", "consolidate", "review", "decline", "apply", "retire", "resolve"])
      expect(init?.slash_commands).toContain(`brain:${c}`);
  });
});
