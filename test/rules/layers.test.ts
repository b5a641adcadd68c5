/**
 * The folder graph of the pure core is acyclic: src/diff builds on src/rules, never the other way
 * round (docs/architecture.md). A relative import from src/rules into src/diff fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli.js";

const RULES = join(ROOT, "src", "rules");
const IMPORT = /(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("src/rules imports nothing from src/diff", () => {
  const files = readdirSync(RULES).filter((n) => n.endsWith(".ts"));
  it.each(files)("%s", (name) => {
    const text = readFileSync(join(RULES, name), "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? "").filter((s) => s.startsWith("."));
    const intoDiff = targets.filter((t) => resolve(RULES, t).startsWith(join(ROOT, "src", "diff")));
    expect(intoDiff).toEqual([]);
  });
});
