import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, snapshotTree, tempDir } from "../helpers/cli.js";

/**
 * The bundle's file names do not depend on its code (scripts/build-bundle.mjs), so a one-line
 * change to a module rewrites the one file that holds it. The build runs twice in a copy of the
 * sources (node_modules and the built validators linked), with one line added to three modules in
 * between: a module many commands share, a command loaded lazily, and one of the program's own.
 */
const CHANGED = ["src/core/normalize.ts", "src/cli/commands/show.ts", "src/cli/program.ts"];

function copyOfSources(): string {
  const root = tempDir("brain-stable-chunks-");
  for (const part of ["src", "scripts", "hooks", "package.json", "tsconfig.json"]) cpSync(join(ROOT, part), join(root, part), { recursive: true });
  for (const part of ["node_modules", "dist"]) symlinkSync(join(ROOT, part), join(root, part));
  return root;
}

function buildBundle(root: string, out: string): Record<string, string> {
  const r = spawnSync(process.execPath, [join(root, "scripts", "build-bundle.mjs"), out], { cwd: root, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return snapshotTree(out);
}

describe("a one-line change to src/ changes only the bundle files that hold that code", () => {
  let before: Record<string, string>;
  let after: Record<string, string>;
  let out: string;
  beforeAll(() => {
    const root = copyOfSources();
    before = buildBundle(root, join(root, "before"));
    // A statement with an effect, so esbuild keeps it, marked so the file holding it can be found.
    for (const file of CHANGED) appendFileSync(join(root, file), `(globalThis as Record<string, unknown>).stableChunksProbe = "probe ${file}";\n`);
    out = join(root, "after");
    after = buildBundle(root, out);
  }, 120_000);

  it("the same files, and only the three that hold a changed module differ, each holding its one", () => {
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.keys(before).length).toBeGreaterThan(40);
    const differing = Object.keys(after).filter((name) => after[name] !== before[name]);
    const holding = CHANGED.map((file) =>
      Object.keys(after).filter((name) => !name.endsWith("/") && readFileSync(join(out, name), "utf8").includes(`probe ${file}`)),
    );
    for (const files of holding) expect(files).toHaveLength(1);
    expect(differing.sort()).toEqual(holding.flat().sort());
    expect(holding.flat()).toContain("cli.cjs");
    expect(holding.flat()).toContain("lazy-cli-commands-show.cjs");
  });
});
