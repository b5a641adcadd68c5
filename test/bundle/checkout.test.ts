import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir, type RunResult } from "../helpers/cli.js";
import { connect, SERVED, textOf, type Connected } from "../mcp/client.js";

/**
 * What a plugin installed from a git checkout has: the repository's files and nothing built or
 * installed. The export copies the files git knows (tracked, plus untracked ones that are not
 * ignored, so a rebuilt plugin/bundle/ counts before it is committed); node_modules/ and dist/ are
 * ignored, so they are not there. On a clean CI checkout that is exactly the committed tree.
 */
function exportCheckout(): string {
  const root = join(tempDir("brain-checkout-"), "brain");
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(root, file));
  }
  return root;
}

describe("the bundle runs from a checkout with no node_modules and no build", () => {
  let checkout: string;
  let data: string;
  const run = (args: string[]): RunResult => {
    const r = spawnSync(process.execPath, [join(checkout, "plugin", "bundle", "brain.cjs"), ...args], { cwd: checkout, encoding: "utf8", env: cleanEnv({}) });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const ok = (args: string[]) => {
    const r = run(["--data-dir", data, ...args]);
    expect(r.code, `${args.join(" ")}\n${r.stderr}`).toBe(0);
    return r;
  };

  beforeAll(() => {
    checkout = exportCheckout();
    data = tempDir("brain-checkout-data-");
  });

  it("the export has the bundle, rules and schemas, and no node_modules or dist", () => {
    for (const present of [
      "plugin/bundle/brain.cjs",
      "plugin/bundle/validators.cjs",
      "plugin/bundle/LICENSES.txt",
      "plugin/rules",
      "plugin/schemas",
      "plugin/hooks/session-start.mjs",
    ]) {
      expect(existsSync(join(checkout, present)), present).toBe(true);
    }
    for (const absent of ["node_modules", "dist"]) expect(existsSync(join(checkout, absent)), absent).toBe(false);
  });

  it("--help lists every command, mcp among them", () => {
    const r = run(["--help"]);
    expect(r.code, r.stderr).toBe(0);
    for (const command of ["init", "ingest", "consolidate", "show", "validate", "status", "rules", "history", "rollback", "mcp"]) {
      expect(r.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, "m"));
    }
  });

  it("the loop: init, ingest, propose, apply, show, history, rollback (validators and rules resolve from the bundle)", () => {
    const example = join(checkout, "docs", "example");
    ok(["init", "--from", join(example, "fields.yaml"), "--today", "2026-03-01"]);
    ok(["ingest", join(example, "posts", "2026-01-10-municipal-ai-register.md"), "--today", "2026-03-01"]);
    expect(ok(["validate", join(example, "candidates-1.json")]).stdout).toMatch(/valid candidates \(\d+ candidates\)/);
    expect(ok(["rules"]).stdout).toContain(`Rules from ${join(checkout, "plugin", "rules")}`);
    ok(["consolidate", "--propose", "--candidates", join(example, "candidates-1.json"), "--today", "2026-03-01"]);
    expect(ok(["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm"]).stdout).toMatch(/^Applied diff /);
    const facts = (JSON.parse(ok(["show", "--json"]).stdout) as { facts: { key: string }[] }).facts;
    expect(facts.length).toBeGreaterThan(0);
    expect(ok(["history"]).stdout).toMatch(/ apply {5}diff /);
    ok(["rollback", "--confirm"]);
  });

  it("an invalid candidates file is exit 3 with the issue, from the precompiled validators", () => {
    const file = join(checkout, "schemas", "config.schema.json");
    const r = run(["validate", file, "--as", "candidates"]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`brain: ${file}: /: must be array, got an object\n`);
  });

  describe("the MCP server from the bundle, driven by a client from this repository's node_modules", () => {
    let s: Connected;
    beforeAll(async () => {
      s = await connect(data, [], join(checkout, "plugin", "bundle", "brain.cjs"), checkout);
    });
    afterAll(async () => s?.close());

    it("lists its tools and answers show and the consolidate prompt", async () => {
      expect((await s.client.listTools()).tools.map((t) => t.name)).toEqual(SERVED);
      // The arguments are checked with Ajv, which the bundle carries (no node_modules here).
      const r = await s.client.callTool({ name: "show", arguments: { layer: "static" } });
      expect(r.isError, textOf(r)).toBeFalsy();
      expect(textOf(r)).toMatch(/^# /);
      const { messages } = await s.client.getPrompt({ name: "consolidate" });
      expect((messages[0]!.content as { text: string }).text).toContain("## 2. Extract candidates");
    });
  });
});
