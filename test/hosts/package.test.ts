/**
 * The npm package as a person installs it: `npm pack` of the working tree, `npm i -g ./<tarball>`
 * into a temporary prefix (test/hosts/brain-package.ts), then the installed `brain` — help, the whole
 * loop, `brain mcp` — and `npx --package ./<tarball> brain`. The bin is the self-contained bundle,
 * so the package has no dependencies and installs as one package, offline.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";
import { brainBin, brainPackage } from "./brain-package.js";
import { hostEnv, nodeModulesUnder } from "./npm.js";

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  bin: Record<string, string>;
  scripts?: Record<string, string>;
  [field: string]: unknown;
}

const pkg = brainPackage();
const manifest = JSON.parse(readFileSync(join(pkg.root, "package.json"), "utf8")) as Manifest;
const example = join(pkg.root, "docs", "example");
const PROBE = join(ROOT, "test", "hosts", "bare-specifier-probe.cjs");

/**
 * The environment of a process run from the install: the installed `brain` first on PATH, a
 * throwaway HOME, no NODE_PATH, and the probe (bare-specifier-probe.cjs) recording each package
 * name the process asks Node to resolve — `asked()` lists them. The bundle carries everything, so
 * the list must stay empty whatever node_modules lies above the temp folder.
 */
function isolated(extra: NodeJS.ProcessEnv = {}): { env: NodeJS.ProcessEnv; asked: () => string[] } {
  const log = join(tempDir("brain-hosts-probe-"), "asked.log");
  writeFileSync(log, "");
  const env = hostEnv({
    home: tempDir("brain-hosts-pkg-home-"),
    path: [brainBin(pkg)],
    extra: { NODE_OPTIONS: `--require ${JSON.stringify(PROBE)}`, BRAIN_PROBE_LOG: log, ...extra },
  });
  delete env.NODE_PATH;
  return { env, asked: () => readFileSync(log, "utf8").split("\n").filter(Boolean) };
}

/** `brain …` as a shell on that PATH runs it. */
function brain(args: readonly string[], env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
  return spawnSync("brain", args, { cwd: tempDir("brain-hosts-pkg-cwd-"), env, encoding: "utf8" });
}

describe(`the npm package ${manifest.name}@${manifest.version}`, () => {
  it("npm pack holds the bundle, the plugin, the docs and the marketplace, and nothing else", () => {
    const allowed = /^(plugin\/|docs\/|\.claude-plugin\/marketplace\.json$|README\.md$|LICENSE$|package\.json$)/;
    expect(pkg.files.filter((f) => !allowed.test(f))).toEqual([]);
    for (const f of [
      manifest.bin.brain,
      "plugin/.claude-plugin/plugin.json",
      "plugin/hooks/session-start.mjs",
      "plugin/rules/fact.yaml",
      "plugin/schemas/candidates.schema.json",
      ".claude-plugin/marketplace.json",
      "docs/mcp.md",
    ])
      expect(pkg.files).toContain(f);
  });

  it("its package.json: publishable, bin brain → the bundle, no dependency of any kind, no install script", () => {
    expect(manifest.private).not.toBe(true);
    expect(manifest.bin).toEqual({ brain: "plugin/bundle/brain.cjs" });
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies", "bundleDependencies", "bundledDependencies"])
      expect(manifest[field], field).toBeUndefined();
    // npm counts `prepare` as an install script of a package installed from a tarball or a folder.
    for (const script of ["preinstall", "install", "postinstall", "prepare"]) expect(manifest.scripts?.[script], script).toBeUndefined();
    expect(manifest.version).toBe((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Manifest).version);
  });

  it("npm i -g ./<tarball> installs that one package, offline from an empty cache, and prints no npm warn or error", () => {
    expect(pkg.installOutput).toMatch(/\badded 1 package\b/);
    expect(pkg.installOutput.split("\n").filter((l) => /^npm (warn|error)\b/i.test(l))).toEqual([]);
    expect(readdirSync(join(pkg.prefix, "lib", "node_modules"))).toEqual([manifest.name]);
    expect(nodeModulesUnder(pkg.root)).toEqual([]);
  });

  it("the probe records a package name a process asks for (so an empty list below means none was)", () => {
    const probe = isolated();
    const r = spawnSync(process.execPath, ["-e", "try { require('probe-sanity-check') } catch {}"], { env: probe.env, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(probe.asked()).toEqual(["require probe-sanity-check"]);
  });

  it("brain --help and --version from the prefix's bin", () => {
    const { env, asked } = isolated();
    const help = brain(["--help"], env);
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/\$ brain <command> \[options\]/);
    for (const command of ["init", "ingest", "consolidate", "show", "mcp"]) expect(help.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, "m"));
    const version = brain(["--version"], env);
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toContain(manifest.version);
    expect(asked()).toEqual([]);
  });

  it("the whole loop from there: init, ingest, gather, propose, apply, show", () => {
    const data = tempDir("brain-hosts-pkg-data-");
    const { env, asked } = isolated();
    const run = (args: string[]) => {
      const r = brain(["--data-dir", data, "--today", "2026-03-01", ...args, "--json"], env);
      expect(r.status, `brain ${args.join(" ")}\n${r.stderr}`).toBe(0);
      return JSON.parse(r.stdout) as Record<string, unknown>;
    };
    const init = run(["init", "--from", join(example, "fields.yaml")]);
    const posts = ["2026-01-10-municipal-ai-register.md", "2026-02-14-why-registers-matter.md"].map((p) => join(example, "posts", p));
    expect(run(["ingest", ...posts])).toMatchObject({ added: posts.length });
    const gathered = run(["consolidate", "--gather"]) as { new_records: unknown[] };
    expect(gathered.new_records).toHaveLength(posts.length);
    const proposed = run(["consolidate", "--propose", "--candidates", join(example, "candidates-1.json")]) as { kind: string; pendingJson: string };
    expect(proposed.kind).toBe("proposed");
    const applied = run(["consolidate", "--apply", "--diff", proposed.pendingJson, "--confirm"]) as { kind: string; counts: { additions: number } };
    expect(applied.kind).toBe("applied");
    expect(applied.counts.additions).toBeGreaterThan(0);
    const shown = run(["show"]) as { facts: unknown[] };
    expect(shown.facts).toHaveLength((init.fields as number) + applied.counts.additions);
    expect(asked()).toEqual([]);
  });

  it("the plugin's session-start hook from there: the nudge, asking Node for no package", () => {
    const data = tempDir("brain-hosts-pkg-hook-");
    const { env, asked } = isolated({ BRAIN_DATA_DIR: data });
    const hook = spawnSync(process.execPath, [join(pkg.root, "plugin", "hooks", "session-start.mjs")], { env, input: "{}", encoding: "utf8" });
    expect(hook.status, hook.stderr).toBe(0);
    expect(hook.stdout).toMatch(/^brain: no profile yet — run: brain init$/m);
    expect(asked()).toEqual([]);
  });

  it("brain mcp from there: initialize and tools/list over stdio", async () => {
    const data = tempDir("brain-hosts-pkg-mcp-");
    const { env, asked } = isolated({ BRAIN_DATA_DIR: data });
    const transport = new StdioClientTransport({
      command: "brain",
      args: ["mcp"],
      env: env as Record<string, string>,
      cwd: tempDir("brain-hosts-pkg-cwd-"),
      stderr: "pipe",
    });
    const client = new Client({ name: "brain-package-test", version: "0.0.0" });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "brain", version: manifest.version });
      const { tools } = await client.listTools();
      for (const name of ["status", "gather", "propose", "show", "init"]) expect(tools.map((t) => t.name)).toContain(name);
      const init = await client.callTool({ name: "init", arguments: {} });
      expect(init.isError).toBeFalsy();
      const status = await client.callTool({ name: "status", arguments: {} });
      expect(status.structuredContent).toMatchObject({ data_dir: data, profile_exists: true });
    } finally {
      await client.close();
    }
    expect(asked()).toEqual([]);
  });

  it("npx --package ./<tarball> brain --help, offline from an empty cache", () => {
    const cwd = tempDir("brain-hosts-npx-");
    const r = spawnSync("npx", ["--yes", "--offline", "--cache", join(cwd, "npm-cache"), "--package", pkg.tarball, "brain", "--help"], {
      cwd,
      env: hostEnv({ home: tempDir("brain-hosts-npx-home-") }),
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\$ brain <command> \[options\]/);
    expect(r.stderr.split("\n").filter((l) => /^npm (warn|error)\b/i.test(l))).toEqual([]);
  });
});
