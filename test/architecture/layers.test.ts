/**
 * The layers of docs/architecture.md, proved by scanning every import (static, re-export and
 * dynamic `import()`) in src/: the shells (src/cli, src/mcp) reach only the use cases and the
 * core; the MCP server never reaches the CLI; use cases reach files only through src/io; the rules
 * never reach the diff; no two layers name a function alike. The pure core's own rules are
 * test/core/purity.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli.js";

const FS_MODULES = new Set(["fs", "node:fs", "fs/promises", "node:fs/promises"]);

/** Every module specifier one source imports, with its line. */
function importsOf(file: string): { line: number; specifier: string }[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { line: number; specifier: string }[] = [];
  const add = (node: ts.Node, text: string) => found.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, specifier: text });
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node, node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourcesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(ROOT, dir, f))
    .sort();
}

/** The src/ folder a relative import lands in (`src/io`), or the path from the repository root when outside src/. */
function targetFolder(fromFile: string, specifier: string): string {
  const rel = relative(ROOT, resolve(dirname(fromFile), specifier))
    .split("\\")
    .join("/");
  const parts = rel.split("/");
  return parts[0] === "src" ? `${parts[0]}/${parts[1]}` : rel;
}

interface Layer {
  /** The folder whose files are scanned. */
  from: string;
  /** What it may import besides itself (src/ folders; anything not under src/ is outside this check unless `forbidFs`). */
  mayImport: string[];
  /** Files allowed one more folder, each with why. */
  exceptions?: Record<string, string[]>;
  /** node:fs and node:fs/promises are refused. */
  forbidFs: boolean;
  /** Files allowed node:fs all the same, each with why. */
  fsExceptions?: Record<string, string>;
}

/** The functions one source declares at its top level: `function f` and `const f = (…) => …`. */
function functionsOf(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const node of sf.statements) {
    if (ts.isFunctionDeclaration(node) && node.name) names.push(node.name.text);
    if (!ts.isVariableStatement(node)) continue;
    for (const d of node.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))) names.push(d.name.text);
    }
  }
  return names;
}

const SRC_FOLDERS = ["src/cli", "src/mcp", "src/usecases", "src/io", "src/diff", "src/rules", "src/core"];

const LAYERS: Layer[] = [
  // The CLI's `mcp` command starts the server; nothing else in the CLI reaches src/mcp.
  {
    from: "src/cli",
    mayImport: ["src/usecases", "src/core"],
    exceptions: { "src/cli/commands/mcp.ts": ["src/mcp"] },
    forbidFs: true,
    // The process's own output, not a file: writeSync and fstatSync on descriptors 1 and 2 only.
    fsExceptions: { "src/cli/output.ts": "stdout and stderr written without Node's streams (docs/performance.md)" },
  },
  { from: "src/mcp", mayImport: ["src/usecases", "src/core"], forbidFs: true },
  { from: "src/usecases", mayImport: ["src/io", "src/diff", "src/rules", "src/core"], forbidFs: true },
  { from: "src/io", mayImport: ["src/diff", "src/rules", "src/core"], forbidFs: false },
  { from: "src/diff", mayImport: ["src/rules", "src/core"], forbidFs: true },
  // src/rules must not import src/diff (the folders would import each other).
  { from: "src/rules", mayImport: ["src/core"], forbidFs: true },
  { from: "src/core", mayImport: [], forbidFs: true },
];

describe("the layers", () => {
  it("covers every folder of src/", () => {
    const folders = readdirSync(join(ROOT, "src"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}`)
      .sort();
    expect(folders).toEqual([...SRC_FOLDERS].sort());
    expect(LAYERS.map((l) => l.from).sort()).toEqual([...SRC_FOLDERS].sort());
  });

  it.each(LAYERS)("$from imports only $mayImport (and itself)", (layer) => {
    const files = sourcesIn(layer.from);
    expect(files.length).toBeGreaterThan(0);
    const violations: string[] = [];
    for (const file of files) {
      const name = relative(ROOT, file).split("\\").join("/");
      const allowed = new Set([layer.from, ...layer.mayImport, ...(layer.exceptions?.[name] ?? [])]);
      for (const { line, specifier } of importsOf(file)) {
        if (FS_MODULES.has(specifier)) {
          if (layer.forbidFs && layer.fsExceptions?.[name] === undefined) violations.push(`${name}:${line}: imports ${specifier}`);
          continue;
        }
        if (!specifier.startsWith(".")) continue;
        const target = targetFolder(file, specifier);
        if (SRC_FOLDERS.includes(target) && !allowed.has(target)) violations.push(`${name}:${line}: imports ${specifier} (${target})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("finds what it looks for: a scan of a known import sees it", () => {
    const file = join(ROOT, "src/cli/commands/mcp.ts");
    expect(importsOf(file).map((i) => targetFolder(file, i.specifier))).toContain("src/mcp");
    const lazy = join(ROOT, "src/cli/program.ts");
    expect(importsOf(lazy).some((i) => i.specifier === "./commands/init.js")).toBe(true);
  });

  it("gives no two layers a function of the same name (one name per concept: the use case `propose`, the CLI's `runPropose`)", () => {
    const layersOf = new Map<string, Set<string>>();
    for (const folder of SRC_FOLDERS) {
      for (const file of sourcesIn(folder)) {
        for (const name of functionsOf(file)) layersOf.set(name, (layersOf.get(name) ?? new Set()).add(folder));
      }
    }
    const shared = [...layersOf].filter(([, folders]) => folders.size > 1).map(([name, folders]) => `${name}: ${[...folders].join(", ")}`);
    expect(shared).toEqual([]);
    // The scan sees what it looks for: function declarations and functions bound to a const.
    expect(layersOf.get("propose")).toEqual(new Set(["src/usecases"]));
    expect(functionsOf(join(ROOT, "src/core/order.ts"))).toEqual(["byCodeUnit"]);
    expect(functionsOf(join(ROOT, "src/usecases/propose.ts"))).toContain("proposeLocked");
    expect(functionsOf(join(ROOT, "src/diff/session-context.ts"))).toContain("shownKey");
  });
});
