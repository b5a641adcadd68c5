// Builds plugin/bundle/: brain's CLI and MCP server as one self-contained folder that runs on
// Node ≥ 20.19 with no node_modules, committed inside the plugin folder so that the plugin installed
// from the marketplace and the package's `bin` run the same files with no install step (see
// docs/plugin.md, docs/mcp.md). Built once, there: scripts/build-plugin.mjs adds the rest of plugin/.
//
//   node scripts/build-bundle.mjs [outdir] [--esm] [--no-split]
//
// (default outdir: plugin/bundle/; needs `npm run build` first). `--esm` and `--no-split` build the
// forms the bundle does not ship, for `npm run bench` to measure what splitting and CommonJS save.
//
// - brain.cjs: the entry: the compile cache (compile-cache.cjs, from scripts/bundle/), then cli.cjs.
//   brain.mjs runs it too, for configurations that name the entry of earlier versions.
// - cli.cjs: src/cli/main.ts and everything it imports statically. Each module loaded with
//   `import()` (a command) is `lazy-<its path>.cjs`, and the code several of those share is
//   `chunk-<the path of its first module>.cjs`: names that do not depend on the code, so a change
//   to one module rewrites only the file that holds it (test/bundle/stable-chunks.test.ts).
//   Every file sits directly in the folder: src/io/package-paths.ts then finds rules/, schemas/ and
//   hooks/ one level up, i.e. plugin/rules/ … (the BRAIN_BUNDLE define).
// - validators.cjs, validators.check.cjs: dist/'s (the schemas compiled at build time by
//   scripts/build-validators.mjs, every error and the first error) with the Ajv runtime helpers
//   they require folded in.
// - shipped-rules.json: dist/shipped-rules.json (the shipped rules parsed at build time).
// - LICENSES.txt: the licence of every package the bundle contains (jsonpath-plus is not one:
//   scripts/bundle/jsonpath-plus.cjs stands in for it).
// Each .cjs file ends with a digest of its own text, which names its compiled code in the compile
// cache. The output depends only on the sources, the locked packages and esbuild's version, so
// test/bundle/freshness.test.ts can rebuild into a temporary folder and compare bytes.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, transform } from "esbuild";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const outdir = resolve(ROOT, process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "plugin/bundle");
const ESM = flags.includes("--esm");
const SPLIT = !flags.includes("--no-split");
if (!existsSync(join(ROOT, "dist", "validators.check.cjs"))) {
  console.error("build-bundle: dist/validators.check.cjs is missing — run `npm run build` first.");
  process.exit(1);
}
const { HEAP_GROWTH_FLAG } = await import(new URL("../dist/cli/heap.js", import.meta.url).href);

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const common = { absWorkingDir: ROOT, bundle: true, platform: "node", target: "node20.19", legalComments: "eof", metafile: true, logLevel: "warning" };

// Split, so that a command loads only its own code: one file would cost --help, show and a
// 20-candidate propose ~8, 6 and 10 ms (46, 38 and 62 M instructions, compile cache on both). esbuild
// splits only ES modules, and Node 20 loads CommonJS faster: each ES module is resolved, linked and
// evaluated through the asynchronous loader, ~11, 13 and 10 ms more of the same commands (64, 76
// and 58 M, both without the compile cache, which needs CommonJS; docs/performance.md). So the
// split build is made as ES modules in memory and each file is then turned into CommonJS: imports
// between files become require() calls, and a command's lazy import() a require() inside a promise.
const main = await build({
  ...common,
  entryPoints: { cli: "src/cli/main.ts" },
  outdir,
  write: false,
  format: "esm",
  splitting: SPLIT,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunk-[hash]",
  define: { BRAIN_BUNDLE: "true" },
  // json-rules-engine's default path resolver, never used (see the stand-in).
  alias: { "jsonpath-plus": "./scripts/bundle/jsonpath-plus.cjs" },
  // The ES module form (--esm) runs as is: the packages' CommonJS code needs a require().
  ...(ESM ? { banner: { js: 'import { createRequire as __brainRequire } from "node:module"; const require = __brainRequire(import.meta.url);' } } : {}),
});
const names = stableNames(main.metafile);
const ext = ESM ? ".mjs" : ".cjs";
for (const file of main.outputFiles) {
  const text = file.text.replace(/(["'])\.\/(chunk-[A-Z0-9]+)\.mjs\1/g, (_, quote, chunk) => `${quote}./${names.get(chunk)}${ext}${quote}`);
  const name = `${names.get(relative(outdir, file.path).replace(/\.mjs$/, ""))}${ext}`;
  if (ESM) {
    writeFileSync(join(outdir, name), text);
    continue;
  }
  const cjs = await transform(text.replace(/^#!.*\n/, ""), {
    format: "cjs",
    platform: "node",
    target: "node20.19",
    supported: { "dynamic-import": false },
    // import.meta.url (the package paths, createRequire in the modules that load Node's own lazily)
    // is this file's URL, made only in the files that use it.
    define: { "import.meta.url": "__brainUrl" },
    banner: text.includes("import.meta.url") ? 'var __brainUrl = require("node:url").pathToFileURL(__filename).href;' : "",
    legalComments: "eof",
    logLevel: "warning",
  });
  writeFileSync(join(outdir, name), withDigest(cjs.code));
}
writeFileSync(join(outdir, "compile-cache.cjs"), readFileSync(join(ROOT, "scripts", "bundle", "compile-cache.cjs")));

// The full validators and the first-error ones (src/io/schemas.ts), each one file.
const compiledValidators = [];
for (const name of ["validators.cjs", "validators.check.cjs"]) {
  const compiled = await build({
    ...common,
    entryPoints: [relative(ROOT, join(ROOT, "dist", name))],
    outfile: join(outdir, name),
    format: "cjs",
    // Generated code nobody reads: esbuild's layout would make it half as large again to parse.
    minifyWhitespace: true,
    write: false,
  });
  writeFileSync(join(outdir, name), withDigest(compiled.outputFiles[0].text));
  compiledValidators.push(compiled.metafile);
}

const parsedRules = join(ROOT, "dist", "shipped-rules.json");
if (existsSync(parsedRules)) writeFileSync(join(outdir, "shipped-rules.json"), readFileSync(parsedRules));
writeFileSync(join(outdir, "LICENSES.txt"), licenses([main.metafile, ...compiledValidators]));

const entry = ESM
  ? ["#!/usr/bin/env node", "// brain's entry in the ES module form (scripts/build-bundle.mjs --esm).", 'import "./cli.mjs";', ""]
  : [
      "#!/usr/bin/env node",
      "// brain's entry (scripts/build-bundle.mjs): the heap's growth bound (src/cli/heap.ts: set before the",
      "// compile cache, as V8 stamps cached code with its flags), the compile cache, then the program.",
      '"use strict";',
      `require("node:v8").setFlagsFromString(${JSON.stringify(HEAP_GROWTH_FLAG)});`,
      'require("./compile-cache.cjs").enable(__dirname);',
      'require("./cli.cjs");',
      "",
    ];
writeFileSync(join(outdir, ESM ? "brain.mjs" : "brain.cjs"), entry.join("\n"), { mode: 0o755 });
// Configurations written for earlier versions run `node …/bundle/brain.mjs`: still the same program.
if (!ESM) {
  writeFileSync(
    join(outdir, "brain.mjs"),
    [
      "#!/usr/bin/env node",
      "// brain's entry is brain.cjs beside this file (see scripts/build-bundle.mjs); this name is kept so",
      "// that configurations written for earlier versions (`node …/bundle/brain.mjs`) still run it.",
      'import { createRequire } from "node:module";',
      'createRequire(import.meta.url)("./brain.cjs");',
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
}

/**
 * A name for each of esbuild's output files that depends on what the file is, not on its code:
 * `cli` for the entry, `lazy-<path>` for a module loaded with `import()`, and `chunk-<path>` for
 * the code several of those share, after the first of its modules by path (each module is in
 * exactly one file, so no two chunks share a first module). esbuild names chunks by a hash of their
 * content and of the chunks they import, so one changed line renamed, and so rewrote, nearly every
 * file. Keyed by esbuild's name without the extension.
 */
function stableNames(metafile) {
  const names = new Map();
  const taken = new Map();
  for (const [path, output] of Object.entries(metafile.outputs)) {
    const file = relative(outdir, join(ROOT, path)).replace(/\.mjs$/, "");
    const inputs = Object.keys(output.inputs).sort();
    let name;
    if (file === "cli") name = "cli";
    else if (output.entryPoint) name = `lazy-${slug(output.entryPoint)}`;
    else if (inputs.length > 0) name = `chunk-${slug(inputs[0])}`;
    else name = "chunk-runtime"; // esbuild's own helpers, when several files share them
    if (taken.has(name)) throw new Error(`build-bundle: ${file} and ${taken.get(name)} would both be ${name}${ext}`);
    taken.set(name, file);
    names.set(file, name);
  }
  return names;
}

/** `src/core/hash.ts` → `core-hash`; `node_modules/@scope/pkg/dist/x.js` → `scope-pkg-dist-x`. */
function slug(input) {
  return input
    .replace(/^src\/|^.*node_modules\//, "")
    .replace(/\.[cm]?[jt]s$/, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The file's text with a last line holding the first 16 hex digits of its sha256: the compile cache
 * (scripts/bundle/compile-cache.cjs) names the compiled code it keeps for the file by it, so code
 * compiled for one text is never offered to another, without hashing anything at run time.
 */
function withDigest(code) {
  return `${code}// brain-digest: ${createHash("sha256").update(code).digest("hex").slice(0, 16)}\n`;
}

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
