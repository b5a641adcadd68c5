import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, ROOT } from "../helpers/cli.js";

const BUNDLE = join(ROOT, "plugin", "bundle");

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
