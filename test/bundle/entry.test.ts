import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const BUNDLE = join(ROOT, "plugin", "bundle");
const PROBE = join(ROOT, "test", "helpers", "worker-probe.cjs");

function node(args: string[]) {
  const r = spawnSync(process.execPath, args, { encoding: "utf8", env: cleanEnv({}) });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the committed bundle's entries (scripts/build-bundle.mjs)", () => {
  it("brain.cjs is the program; brain.mjs, the entry earlier configurations name, runs the same one", () => {
    const cjs = node([join(BUNDLE, "brain.cjs"), "--version"]);
    const mjs = node([join(BUNDLE, "brain.mjs"), "--version"]);
    expect(cjs.code).toBe(0);
    expect(cjs.stdout).toMatch(/^brain\/\d+\.\d+\.\d+/);
    expect(mjs).toEqual(cjs);
  });

  it("every file is CommonJS: no ES module is left for Node's asynchronous loader", () => {
    const brain = readFileSync(join(BUNDLE, "brain.cjs"), "utf8");
    expect(brain.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(brain).toContain('require("./cli.cjs");');
    const cli = readFileSync(join(BUNDLE, "cli.cjs"), "utf8");
    expect(cli).toMatch(/require\("\.\/chunk-[a-z0-9-]+\.cjs"\)/);
    for (const name of readdirSync(BUNDLE).filter((n) => n.endsWith(".cjs"))) {
      expect(readFileSync(join(BUNDLE, name), "utf8"), name).not.toMatch(/^\s*(import|export)\s[^(]/m);
    }
    expect(readdirSync(BUNDLE).filter((n) => n.endsWith(".mjs"))).toEqual(["brain.mjs"]);
  });
});

describe("apply reads a large diff in a worker thread from the bundle too", () => {
  let data: string;
  beforeAll(() => {
    data = tempDir("brain-bundle-worker-");
    expect(node([join(BUNDLE, "brain.cjs"), "--data-dir", data, "init"]).code).toBe(0);
  });

  it("a 5 MiB diff: the worker loads the bundle's chunk and answers; the error is the main thread's, nothing written", () => {
    const diff = join(data, "big.json");
    writeFileSync(diff, JSON.stringify({ padding: "x".repeat(5 * 1024 * 1024) }));
    const profile = readFileSync(join(data, "brain", "profile.md"));
    const r = node(["--require", PROBE, join(BUNDLE, "brain.cjs"), "--data-dir", data, "consolidate", "--apply", "--diff", diff, "--confirm"]);
    expect(r.code).toBe(3);
    // The worker ran the check and posted its (empty: the diff is invalid) answer, then exited.
    expect(r.stderr).toContain("worker-probe: started\nworker-probe: message []\nworker-probe: exit 0\n");
    expect(r.stderr).not.toContain("worker-probe: error");
    expect(r.stderr).toContain(`${diff}: /id: is required (missing)`);
    expect(readFileSync(join(data, "brain", "profile.md"))).toEqual(profile);
  });

  it("a small diff is read in the main thread (no worker)", () => {
    const diff = join(data, "small.json");
    writeFileSync(diff, JSON.stringify({ padding: "x" }));
    const r = node(["--require", PROBE, join(BUNDLE, "brain.cjs"), "--data-dir", data, "consolidate", "--apply", "--diff", diff, "--confirm"]);
    expect(r.code).toBe(3);
    expect(r.stderr).not.toContain("worker-probe:");
  });
});
