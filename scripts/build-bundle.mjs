// Builds plugin/bundle/: brain's CLI and MCP server as one self-contained folder that runs on
// Node ≥ 20.19 with no node_modules, committed inside the plugin folder so that the plugin installed
// from the marketplace and the package's `bin` run the same files with no install step (see
// docs/plugin.md, docs/mcp.md). Built once, there: scripts/build-plugin.mjs adds the rest of plugin/.
//
//   node scripts/build-bundle.mjs [outdir]     (default: plugin/bundle/; needs `npm run build` first)
//
// - brain.cjs: the entry: turns on the compile cache (compile-cache.cjs, from
//   scripts/bundle/compile-cache.cjs) for this build, then runs cli.cjs. brain.mjs runs it too,
//   for configurations that name the entry of earlier versions.
// - cli.cjs: src/cli/main.ts and everything it imports statically; each lazily imported command
//   stays a lazy chunk (chunk-<hash>.cjs), so `brain --help` loads no heavy module.
//   Every chunk sits directly in the folder: src/io/package-paths.ts then finds rules/, schemas/
//   and hooks/ one level up, i.e. plugin/rules/ … (the BRAIN_BUNDLE define).
// - validators/<schema>.cjs: dist/validators/<schema>.cjs (each schema compiled at build time by
//   scripts/build-validators.mjs) with the Ajv runtime helpers it requires folded in.
// - yaml.cjs: js-yaml, loaded on first use through scripts/bundle/js-yaml.cjs, which stands in
//   for it in the chunks (a config of plain `key: value` lines is read without it).
// - shipped-rules.json: dist/shipped-rules.json (the shipped rules parsed at build time).
// - LICENSES.txt: the licence of every package the bundle contains (jsonpath-plus is not one:
//   scripts/bundle/jsonpath-plus.cjs stands in for it).
// The output depends only on the sources, the locked packages and esbuild's version, so
// test/bundle/freshness.test.ts can rebuild into a temporary folder and compare bytes.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, transform } from "esbuild";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const outdir = resolve(ROOT, process.argv[2] ?? "plugin/bundle");
const validators = join(ROOT, "dist", "validators");
if (!existsSync(validators)) {
  console.error("build-bundle: dist/validators/ is missing — run `npm run build` first.");
  process.exit(1);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const common = { absWorkingDir: ROOT, bundle: true, platform: "node", target: "node20.19", legalComments: "eof", metafile: true, logLevel: "warning" };

// esbuild splits only ES modules, and Node 20 loads CommonJS faster: each ES module is resolved,
// linked and evaluated through the asynchronous loader, which cost a 20-candidate propose ~20 ms of
// its ~200 (docs/performance.md, "Start-up"). So the split build is made as ES modules in memory
// and each file is then turned into CommonJS: imports between chunks become require() calls, and a
// command's lazy import() a require() inside a promise.
const main = await build({
  ...common,
  entryPoints: { cli: "src/cli/main.ts" },
  outdir,
  write: false,
  format: "esm",
  splitting: true,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunk-[hash]",
  define: { BRAIN_BUNDLE: "true" },
  // json-rules-engine's default path resolver, never used (see the stub); js-yaml, loaded on first
  // use from yaml.cjs (built below; see the stand-in).
  alias: { "jsonpath-plus": "./scripts/bundle/jsonpath-plus.cjs", "js-yaml": "./scripts/bundle/js-yaml.cjs" },
});
for (const file of main.outputFiles) {
  const name = relative(outdir, file.path);
  const esm = file.text.replace(/^#!.*\n/, "").replace(/(["'])\.\/(chunk-[A-Z0-9]+)\.mjs\1/g, '"./$2.cjs"');
  const cjs = await transform(esm, {
    format: "cjs",
    platform: "node",
    target: "node20.19",
    supported: { "dynamic-import": false },
    // import.meta.url (the package paths, createRequire in the modules that load Node's own lazily)
    // is this file's URL, made only in the files that use it (pathToFileURL resolves the path: a
    // propose loads ~35 files).
    define: { "import.meta.url": "__brainUrl" },
    banner: esm.includes("import.meta.url") ? 'var __brainUrl = require("node:url").pathToFileURL(__filename).href;' : "",
    legalComments: "eof",
    logLevel: "warning",
  });
  writeFileSync(join(outdir, name.replace(/\.mjs$/, ".cjs")), directExports(cjs.code));
}
writeFileSync(join(outdir, "compile-cache.cjs"), readFileSync(join(ROOT, "scripts", "bundle", "compile-cache.cjs")));
// Configurations written for earlier versions run `node …/bundle/brain.mjs`: still the same program.
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

const compiled = await build({
  ...common,
  entryPoints: readdirSync(validators)
    .filter((n) => n.endsWith(".cjs"))
    .sort()
    .map((n) => relative(ROOT, join(validators, n))),
  outdir: join(outdir, "validators"),
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  // Generated code nobody reads: esbuild's layout would make it half as large again to parse.
  minifyWhitespace: true,
});

// js-yaml, for the stand-in that loads it on first use (scripts/bundle/js-yaml.cjs).
const yaml = await build({
  ...common,
  stdin: { contents: 'module.exports = require("js-yaml");', resolveDir: ROOT, sourcefile: "yaml-entry.cjs" },
  outfile: join(outdir, "yaml.cjs"),
  format: "cjs",
});

const parsedRules = join(ROOT, "dist", "shipped-rules.json");
if (existsSync(parsedRules)) writeFileSync(join(outdir, "shipped-rules.json"), readFileSync(parsedRules));
writeFileSync(join(outdir, "LICENSES.txt"), licenses([main.metafile, compiled.metafile, yaml.metafile]));

// The entry, last: it names this build by a digest of every other file, so the compile cache
// (compile-cache.cjs) never offers one build's compiled code to another.
writeFileSync(
  join(outdir, "brain.cjs"),
  [
    "#!/usr/bin/env node",
    "// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.",
    '"use strict";',
    `require("./compile-cache.cjs").enable(__dirname, ${JSON.stringify(buildId(outdir))});`,
    'require("./cli.cjs");',
    "",
  ].join("\n"),
  { mode: 0o755 },
);

/**
 * esbuild's CommonJS form exports a module's bindings as getters on one object (live, as ES
 * modules' are) and then copies them, as getters again, onto `module.exports`: every call from one
 * chunk into another (`(0, import_chunk_X.f)(…)`) ran two getters, the hottest code of a small
 * propose (a string copy per parsed field goes through them). Here the first object, marked as an
 * ES module the way the copy is, is the exports, and a binding that is a function declaration the
 * chunk never assigns is exported as its value (hoisted, so already set when the exports are made,
 * and never different later): the same values, no getter. Anything else keeps its getter.
 */
function directExports(code) {
  const copy = "module.exports = __toCommonJS(stdin_exports);";
  const block = /^__export\(stdin_exports, \{\n((?: {2}[\w$]+: \(\) => [\w$.]+,?\n)*)\}\);$/m;
  const found = block.exec(code);
  // Any other form (none today) is left as esbuild wrote it: slower, never different.
  if (!found || code.indexOf(copy) < 0 || code.indexOf(copy) !== code.lastIndexOf(copy)) return code;
  const entries = found[1]
    .trimEnd()
    .split("\n")
    .map((line) => /^ {2}([\w$]+): \(\) => ([\w$.]+),?$/.exec(line));
  const fixed = (local) =>
    /^[\w$]+$/.test(local) &&
    new RegExp(`^(?:async )?function\\*? ?${local.replace(/\$/g, "\\$")}\\(`, "m").test(code) &&
    !new RegExp(`(?<![\\w$.])${local.replace(/\$/g, "\\$")}\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?!=)`).test(code);
  const define = entries.map(([, name, local]) =>
    fixed(local)
      ? `__defProp(stdin_exports, "${name}", { value: ${local}, enumerable: true });`
      : `__defProp(stdin_exports, "${name}", { get: () => ${local}, enumerable: true });`,
  );
  return code.replace(found[0], define.join("\n")).replace(copy, 'module.exports = __defProp(stdin_exports, "__esModule", { value: true });');
}

/** sha256 (first 16 hex digits) of every file under `dir`, by sorted relative path. */
function buildId(dir) {
  const hash = createHash("sha256");
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${relative(dir, path)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 16);
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
