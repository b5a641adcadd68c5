import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, snapshotTree, tempDir } from "../helpers/cli.js";

// The plugin folder's bundle/ has its own freshness test (it is rebuilt there), so this builds
// plugin/ into a temporary folder around a copy of the committed plugin/bundle/ and compares bytes.
describe("the committed plugin/ is what scripts/build-plugin.mjs makes from the committed files", () => {
  const out = join(tempDir("brain-plugin-"), "plugin");
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-plugin.mjs"), out], { cwd: ROOT, encoding: "utf8" });

  it("a fresh build has the same files, byte for byte (if not: npm run build:bundle, and commit plugin/)", () => {
    expect(r.status, r.stderr).toBe(0);
    expect(snapshotTree(join(ROOT, "plugin"))).toEqual(snapshotTree(out));
  });

  it("holds what the plugin runs and no package manifest (installing it runs no package manager)", () => {
    const files = Object.keys(snapshotTree(out));
    for (const f of [
      "bundle/brain.cjs",
      "bundle/validators.cjs",
      "rules/candidate.yaml",
      "schemas/candidates.schema.json",
      "hooks/session-start.mjs",
      "hooks/hooks.json",
      ".claude-plugin/plugin.json",
      ".claude-plugin/icon.png",
      "bin/brain",
    ]) {
      expect(files, f).toContain(f);
    }
    for (const name of ["init", "note", "ingest", "consolidate", "review", "decline", "apply", "retire", "resolve", "context", "recall"]) {
      expect(files).toContain(`hooks/commands/${name}.md`);
    }
    expect(files.filter((f) => /(^|\/)(package(-lock)?\.json|node_modules)(\/|$)/.test(f))).toEqual([]);
    expect(statSync(join(out, "bin", "brain")).mode & 0o111).not.toBe(0);
  });

  it("its icon is a square PNG of 512 to 2048 px and under 2 MB, as Claude Code's plugin directory takes one", () => {
    const png = readFileSync(join(out, ".claude-plugin", "icon.png"));
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(width).toBeLessThanOrEqual(2048);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
  });

  it("its version carries a digest of the content, so any change bumps it", () => {
    const root = JSON.parse(readFileSync(join(ROOT, ".claude-plugin", "plugin.json"), "utf8")) as { version: string };
    const built = JSON.parse(readFileSync(join(out, ".claude-plugin", "plugin.json"), "utf8")) as { version: string };
    expect(built.version).toMatch(new RegExp(`^${root.version.replace(/\./g, "\\.")}\\+[0-9a-f]{12}$`));
  });

  it("the marketplace entry points at it", () => {
    const market = JSON.parse(readFileSync(join(ROOT, ".claude-plugin", "marketplace.json"), "utf8")) as { plugins: { source: string }[] };
    expect(market.plugins.map((p) => p.source)).toEqual(["./plugin"]);
  });
});
