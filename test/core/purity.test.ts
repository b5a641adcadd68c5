import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli.js";

// The pure core (STYLE.md "A pure core"): no file system, no clock, no process state.
const PURE_DIRS = ["src/core", "src/rules", "src/diff"];
const FS_MODULES = new Set(["fs", "node:fs", "fs/promises", "node:fs/promises"]);

/** A relative import that leaves the pure folders would bring the shell (and its fs) in indirectly. */
function leavesPureCore(fromFile: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  const target = resolve(dirname(fromFile), specifier);
  return !PURE_DIRS.some((dir) => target.startsWith(join(ROOT, dir) + sep));
}

/**
 * Every impure use in one TypeScript source, as `line: what`. Works on the syntax tree, so comments,
 * strings and look-alikes (`this.#require(`, `new Date(text)`) neither hide nor fake a finding.
 */
function impurities(source: string, fileName = join(ROOT, "src", "core", "x.ts")): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${what}`);
  const isFs = (e: ts.Node | undefined) => e !== undefined && ts.isStringLiteralLike(e) && FS_MODULES.has(e.text);
  const isId = (e: ts.Node, name: string) => ts.isIdentifier(e) && e.text === name;

  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && isFs(node.moduleSpecifier)) {
      report(node, `imports ${(node.moduleSpecifier as ts.StringLiteral).text}`);
    } else if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      leavesPureCore(fileName, node.moduleSpecifier.text)
    ) {
      report(node, `imports ${node.moduleSpecifier.text} from outside the pure core`);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && isFs(node.moduleReference.expression)) {
      report(node, "requires fs");
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if ((callee.kind === ts.SyntaxKind.ImportKeyword || isId(callee, "require")) && isFs(node.arguments[0])) report(node, "loads fs dynamically");
      if (isId(callee, "Date")) report(node, "reads the clock: Date()");
    } else if (ts.isNewExpression(node) && isId(node.expression, "Date") && (node.arguments?.length ?? 0) === 0) {
      report(node, "reads the clock: new Date()");
    } else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const target = node.expression;
      const name = ts.isPropertyAccessExpression(node) ? node.name.text : ts.isStringLiteralLike(node.argumentExpression) ? node.argumentExpression.text : "";
      if (isId(target, "Date") && name === "now") report(node, "reads the clock: Date.now");
      if (isId(target, "performance") && name === "now") report(node, "reads the clock: performance.now");
      if (isId(target, "process")) report(node, `uses process.${name}`);
      if (isId(target, "globalThis") && name === "process") report(node, "uses globalThis.process");
    } else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /^(node:)?process$/.test(node.moduleSpecifier.text)) {
      report(node, "imports process");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function pureSources(): string[] {
  return PURE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join(ROOT, dir, f)),
  ).sort();
}

describe("the pure core", () => {
  const files = pureSources();

  it("scans the modules that must stay pure", () => {
    const names = files.map((f) => relative(ROOT, f));
    for (const expected of [
      "src/core/profile-format.ts",
      "src/core/mint-id.ts",
      "src/rules/evaluator.ts",
      "src/diff/propose-diff.ts",
      "src/diff/apply-diff.ts",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))("%s imports no fs, reads no clock and touches no process", (_name, file) => {
    expect(impurities(readFileSync(file, "utf8"), file)).toEqual([]);
  });
});

describe("the purity check itself", () => {
  it.each([
    ['import { readFileSync } from "node:fs";', "1: imports node:fs"],
    ["import * as fs from 'fs';", "1: imports fs"],
    ['import { readFile } from "node:fs/promises";', "1: imports node:fs/promises"],
    ['import fsp from "fs/promises";', "1: imports fs/promises"],
    ['import type { Stats } from "node:fs";', "1: imports node:fs"],
    ['export { readFileSync } from "node:fs";', "1: imports node:fs"],
    ['import fs = require("fs");', "1: requires fs"],
    ['const fs = await import("node:fs");', "1: loads fs dynamically"],
    ['const fs = require("fs");', "1: loads fs dynamically"],
    ["const t = Date.now();", "1: reads the clock: Date.now"],
    ['const t = Date["now"]();', "1: reads the clock: Date.now"],
    ["const d = new Date();", "1: reads the clock: new Date()"],
    ["const d = new Date;", "1: reads the clock: new Date()"],
    ["const s = Date();", "1: reads the clock: Date()"],
    ["const t = performance.now();", "1: reads the clock: performance.now"],
    ["const home = process.env.HOME;", "1: uses process.env"],
    ["process.exit(1);", "1: uses process.exit"],
    ["const p = globalThis.process;", "1: uses globalThis.process"],
    ['import process from "node:process";', "1: imports process"],
    ['import { readProfile } from "../io/profile-store.js";', "1: imports ../io/profile-store.js from outside the pure core"],
    ['export * from "../cli/output.js";', "1: imports ../cli/output.js from outside the pure core"],
    ['// fine\nconst x = 1;\nimport { writeFileSync } from "node:fs";', "3: imports node:fs"],
  ])("flags %s", (source, finding) => {
    expect(impurities(source)).toEqual([finding]);
  });

  it.each([
    'import { createHash } from "node:crypto";',
    "// no Date.now() and no process.env here, no new Date() either",
    'const msg = "process.exit and Date.now() in a string";',
    "const d = new Date(text);",
    "const ms = Date.parse(text);",
    "class S { #require(id: string) { return id; } get(id: string) { return this.#require(id); } }",
    "const o = { process: 1 }; const p = o.process;",
    'import { normalizeKey } from "./normalize.js";',
    'import type { RuleSet } from "../rules/rule-set.js";',
  ])("does not flag %s", (source) => {
    expect(impurities(source)).toEqual([]);
  });
});
