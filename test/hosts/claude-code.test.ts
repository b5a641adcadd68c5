/**
 * The real Claude Code, twice: the version npm installs on Node 20 (npm picks the newest whose
 * `engines` accept it) and the newest, run on a Node 22 from the npm registry. Each validates the
 * plugin, installs it through the local-directory marketplace of a `git clone`, and runs a `-p`
 * session with no login: the SessionStart hook and the MCP connection come before the model turn
 * (which fails). Events are matched with objectContaining, so fields a new version adds are
 * tolerated. `claude mcp add -s user` runs `brain mcp` from the npm package.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";
import { brainBin, brainPackage } from "./brain-package.js";
import { binOf, hostEnv, nodeModulesUnder, nodeRuntime, npmInstall } from "./npm.js";

const CLAUDE = "@anthropic-ai/claude-code";
const pkg = brainPackage();

const hosts = [
  { label: "as npm installs it on Node 20", major: 20, spec: CLAUDE },
  { label: "the newest", major: 22, spec: `${CLAUDE}@latest` },
].map(({ label, major, spec }) => {
  const node = nodeRuntime(major);
  const claude = npmInstall(spec, { node, allowScripts: [CLAUDE] });
  return { title: `Claude Code ${claude.version} (${label}), on Node ${node.version}`, node, claude };
});

/** A stream-json event; only the fields the tests read are named. */
interface StreamEvent {
  type?: string;
  subtype?: string;
  hook_event?: string;
  stdout?: string;
  mcp_servers?: { name: string; status: string }[];
  slash_commands?: string[];
}

const COMMANDS = ["init", "note", "ingest", "consolidate", "review", "decline", "apply", "retire", "resolve"];

for (const { title, node, claude } of hosts)
  describe(title, () => {
    let home: string;
    let clone: string;
    /** `claude …` in a throwaway HOME, with this Node and the npm-installed `brain` first on PATH. */
    const run = (args: string[], options: { env?: NodeJS.ProcessEnv; home?: string } = {}) =>
      spawnSync(binOf(claude, "claude"), args, {
        encoding: "utf8",
        cwd: tempDir("brain-hosts-cwd-"),
        env: hostEnv({
          home: options.home ?? home,
          path: [node.bin, brainBin(pkg)],
          extra: { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1", DISABLE_AUTOUPDATER: "1", ...options.env },
        }),
        timeout: 180_000,
      });
    /** A `-p` session's events: the hook's response, and the init event (MCP servers, slash commands). */
    const session = (dataDir: string, options: { home?: string } = {}) => {
      const r = run(["-p", "hi", "--output-format", "stream-json", "--include-hook-events", "--verbose"], {
        env: { BRAIN_DATA_DIR: dataDir, MCP_CONNECTION_NONBLOCKING: "false" },
        ...options,
      });
      const events = r.stdout
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as StreamEvent);
      return {
        hook: events.find((e) => e.subtype === "hook_response" && e.hook_event === "SessionStart"),
        init: events.find((e) => e.subtype === "init"),
        output: `${r.stdout.slice(0, 4000)}\n${r.stderr.slice(0, 2000)}`,
      };
    };

    beforeAll(() => {
      home = tempDir("brain-hosts-home-");
      // The committed tree, as a person cloning the repository gets it.
      clone = join(tempDir("brain-hosts-clone-"), "brain");
      execFileSync("git", ["clone", "--quiet", ROOT, clone]);
    });

    it("claude plugin validate passes the plugin and the marketplace, with no warning", () => {
      for (const dir of [join(clone, "plugin"), clone]) {
        const r = run(["plugin", "validate", dir]);
        const output = r.stdout + r.stderr;
        expect(r.status, output).toBe(0);
        expect(output).toContain("Validation passed");
        expect(output).not.toMatch(/warning|⚠/i);
      }
    });

    it("marketplace add + install leave no node_modules anywhere under ~/.claude", () => {
      const add = run(["plugin", "marketplace", "add", clone]);
      expect(add.status, add.stdout + add.stderr).toBe(0);
      const inst = run(["plugin", "install", "brain@brain"]);
      expect(inst.status, inst.stdout + inst.stderr).toBe(0);
      expect(nodeModulesUnder(join(home, ".claude"))).toEqual([]);
    });

    it("a -p session with no profile: the hook names /brain:init, plugin:brain:brain is connected, the commands are there", () => {
      const data = tempDir("brain-hosts-data-");
      const { hook, init, output } = session(data);
      expect(hook, output).toEqual(expect.objectContaining({ stdout: "brain: no profile yet — run: /brain:init\n" }));
      expect(init?.mcp_servers, output).toContainEqual(expect.objectContaining({ name: "plugin:brain:brain", status: "connected" }));
      expect(init?.slash_commands).toEqual(expect.arrayContaining(COMMANDS.map((c) => `brain:${c}`)));
    });

    it("a -p session with a profile and a new published record: the hook's response holds the nudge", () => {
      const data = tempDir("brain-hosts-data-");
      const example = join(pkg.root, "docs", "example");
      const brain = join(brainBin(pkg), "brain");
      execFileSync(brain, ["--data-dir", data, "init", "--from", join(example, "fields.yaml")]);
      execFileSync(brain, ["--data-dir", data, "ingest", join(example, "posts", "2026-01-10-municipal-ai-register.md")]);
      const { hook, output } = session(data);
      expect(hook, output).toEqual(
        expect.objectContaining({ stdout: expect.stringContaining("brain: 1 new published record and no consolidation yet — run: /brain:consolidate") }),
      );
    });

    it("the npm package's folder is a marketplace too: add, install, and a session connects plugin:brain:brain", () => {
      const other = tempDir("brain-hosts-home-");
      for (const args of [
        ["plugin", "marketplace", "add", pkg.root],
        ["plugin", "install", "brain@brain"],
      ]) {
        const r = run(args, { home: other });
        expect(r.status, r.stdout + r.stderr).toBe(0);
      }
      expect(nodeModulesUnder(join(other, ".claude"))).toEqual([]);
      const { hook, init, output } = session(tempDir("brain-hosts-data-"), { home: other });
      expect(hook, output).toEqual(expect.objectContaining({ stdout: "brain: no profile yet — run: /brain:init\n" }));
      expect(init?.mcp_servers, output).toContainEqual(expect.objectContaining({ name: "plugin:brain:brain", status: "connected" }));
    });

    it("claude mcp add -s user: brain mcp from the npm install is connected from any folder", () => {
      const data = tempDir("brain-hosts-data-");
      mkdirSync(data, { recursive: true });
      const add = run(["mcp", "add", "-s", "user", "brain", "-e", `BRAIN_DATA_DIR=${data}`, "--", "brain", "mcp"]);
      expect(add.status, add.stdout + add.stderr).toBe(0);
      // run() starts each command in a new folder: this is not the one it was added in.
      const list = run(["mcp", "list"]);
      expect(list.status, list.stdout + list.stderr).toBe(0);
      expect(list.stdout).toMatch(/^brain: brain mcp - .*Connected/m);
    });

    it("the local-directory marketplace runs from the clone: moved away, the plugin no longer loads", () => {
      const moved = `${clone}-moved`;
      renameSync(clone, moved);
      try {
        const { hook, init, output } = session(tempDir("brain-hosts-data-"));
        expect(hook, output).toBeUndefined();
        expect(init?.mcp_servers?.map((s) => s.name) ?? []).not.toContain("plugin:brain:brain");
      } finally {
        renameSync(moved, clone);
      }
    });
  });
