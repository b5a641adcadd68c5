// Builds plugin/bundle/: brain's CLI and MCP server as one self-contained folder that runs on
// Node ≥ 20.19 with no node_modules, committed inside the plugin folder so that the plugin installed
// from the marketplace and the package's `bin` run the same files with no install step (see
// docs/plugin.md, docs/mcp.md). Built once, there: scripts/build-plugin.mjs adds the rest of plugin/.
//
//   node scripts/build-bundle.mjs [outdir]     (default: plugin/bundle/; needs `npm run build` first)
//
// - brain.mjs: src/cli/main.ts and everything it imports statically; each lazily imported
//   command stays a lazy chunk (chunk-<hash>.mjs), so `brain --help` loads no heavy module.
//   Every file sits directly in the folder: src/io/package-paths.ts then finds rules/, schemas/
//   and hooks/ one level up, i.e. plugin/rules/ … (the BRAIN_BUNDLE define).
// - validators.cjs: dist/validators.cjs (the schemas compiled at build time by
//   scripts/build-validators.mjs) with the Ajv runtime helpers it requires folded in.
// - shipped-rules.json: dist/shipped-rules.json (the shipped rules parsed at build time).
// - LICENSES.txt: the licence of every package the bundle contains.
// The output depends only on the sources, the locked packages and esbuild's version, so
// test/bundle/freshness.test.ts can rebuild into a temporary folder and compare bytes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const outdir = resolve(ROOT, process.argv[2] ?? "plugin/bundle");
const validators = join(ROOT, "dist", "validators.cjs");
if (!existsSync(validators)) {
  console.error("build-bundle: dist/validators.cjs is missing — run `npm run build` first.");
  process.exit(1);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const common = { absWorkingDir: ROOT, bundle: true, platform: "node", target: "node20.19", legalComments: "eof", metafile: true, logLevel: "warning" };

const main = await build({
  ...common,
  entryPoints: { brain: "src/cli/main.ts" },
  outdir,
  format: "esm",
  splitting: true,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunk-[hash]",
  define: { BRAIN_BUNDLE: "true" },
  // CommonJS packages inside an ESM bundle call require() for Node built-ins and read __filename
  // (write-file-atomic names its temp files with it).
  banner: {
    js: [
      'import { createRequire as __brainCreateRequire } from "node:module";',
      'import { fileURLToPath as __brainFileURLToPath } from "node:url";',
      "const require = __brainCreateRequire(import.meta.url);",
      "const __filename = __brainFileURLToPath(import.meta.url);",
    ].join("\n"),
  },
});

const compiled = await build({
  ...common,
  entryPoints: [relative(ROOT, validators)],
  outfile: join(outdir, "validators.cjs"),
  format: "cjs",
});

const parsedRules = join(ROOT, "dist", "shipped-rules.json");
if (existsSync(parsedRules)) writeFileSync(join(outdir, "shipped-rules.json"), readFileSync(parsedRules));
writeFileSync(join(outdir, "LICENSES.txt"), licenses([main.metafile, compiled.metafile]));

/** One section per bundled package: name, version, licence field and the text of its licence file. */
function licenses(metafiles) {
  const packages = new Map();
  for (const input of metafiles.flatMap((m) => Object.keys(m.inputs))) {
    const dir = packageDir(input);
    if (dir && !packages.has(dir)) packages.set(dir, JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")));
  }
  const sections = [...packages]
    .sort(([, a], [, b]) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(([dir, pkg]) => {
      const file = readdirSync(join(ROOT, dir))
        .sort()
        .find((n) => /^(licen[cs]e|copying)/i.test(n));
      const text = file ? readFileSync(join(ROOT, dir, file), "utf8").trim() : `(no licence file; package.json says ${pkg.license})`;
      return `${pkg.name}@${pkg.version} — ${pkg.license}\n\n${text}\n`;
    });
  const head = "brain's bundle contains brain (MIT, see package.json) and these packages, each under its own licence:\n";
  return [head, ...sections].join(`\n${"-".repeat(72)}\n\n`);
}

/** node_modules/<name> or node_modules/@scope/<name> for an input path, else null (brain's own source). */
function packageDir(input) {
  const parts = input.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return null;
  const take = parts[at + 1]?.startsWith("@") ? 3 : 2;
  return parts.slice(0, at + take).join("/");
}
