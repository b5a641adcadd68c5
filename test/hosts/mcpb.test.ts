/**
 * The MCP Bundle for Claude Desktop (`npm run mcpb`, scripts/build-mcpb.mjs) through the real
 * `mcpb` CLI from the npm registry: it validates the manifest and unpacks the bundle, which holds
 * no node_modules. (test/bundle/mcpb.test.ts starts the unpacked server as the manifest says.)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";
import { binOf, nodeModulesUnder, npmInstall } from "./npm.js";

const mcpb = npmInstall("@anthropic-ai/mcpb");

describe(`MCP Bundle: mcpb ${mcpb.version}`, () => {
  let out: string;
  beforeAll(() => {
    out = tempDir("brain-hosts-mcpb-");
    execFileSync(process.execPath, [join(ROOT, "scripts", "build-mcpb.mjs"), out]);
  });

  it("validates the manifest and unpacks the bundle", () => {
    const v = spawnSync(binOf(mcpb, "mcpb"), ["validate", join(out, "mcpb", "manifest.json")], { encoding: "utf8" });
    expect(v.status, v.stdout + v.stderr).toBe(0);
    const unpacked = join(tempDir("brain-hosts-unpacked-"), "brain");
    const u = spawnSync(binOf(mcpb, "mcpb"), ["unpack", join(out, "brain.mcpb"), unpacked], { encoding: "utf8" });
    expect(u.status, u.stdout + u.stderr).toBe(0);
    for (const f of ["manifest.json", "server/bundle/brain.cjs", "server/rules/candidate.yaml", "server/schemas/candidates.schema.json"]) {
      expect(existsSync(join(unpacked, f)), f).toBe(true);
    }
    expect(nodeModulesUnder(unpacked)).toEqual([]);
  });
});
