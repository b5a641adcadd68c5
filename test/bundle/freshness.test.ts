import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, snapshotTree, tempDir } from "../helpers/cli.js";

// `npm test` builds dist/ first (the bundle folds in dist/validators.cjs). The rebuild goes to a
// temporary folder, so the committed plugin/bundle/ is compared with a fresh build, never with itself.
describe("the committed plugin/bundle/ is what scripts/build-bundle.mjs makes from the current sources", () => {
  it("a fresh build has the same files, byte for byte (if not: npm run build:bundle, and commit plugin/)", () => {
    const out = join(tempDir("brain-bundle-"), "bundle");
    const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-bundle.mjs"), out], { cwd: ROOT, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const fresh = snapshotTree(out);
    expect(Object.keys(fresh)).toContain("brain.cjs");
    expect(Object.keys(fresh)).toContain("validators.cjs");
    expect(snapshotTree(join(ROOT, "plugin", "bundle"))).toEqual(fresh);
  });
});
