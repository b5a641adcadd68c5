// The bundle's compile cache (copied into plugin/bundle/ by scripts/build-bundle.mjs). V8 can save
// the code it compiled for a file and load it on the next run instead of parsing and compiling the
// file again. Node ≥ 22.1 does that itself (module.enableCompileCache), and brain uses it there. On
// Node 20, brain's own files are compiled through vm.Script with the saved data, and the data of
// files that had none is written when the process exits. Measured on Node 20 (docs/performance.md):
// −27 ms of a 20-candidate propose, −15 ms of `brain show`, −2 ms of `--help` (161, 92 and 12 M
// instructions).
//
// Where: $BRAIN_COMPILE_CACHE if set ("off" turns the cache off), else $XDG_CACHE_HOME/brain or
// ~/.cache/brain (%LOCALAPPDATA%/brain on Windows); used only if it is a real folder the user owns
// (docs/security.md). Node 20's data goes in a folder named after V8's version and the CPU
// architecture, one file per bundle file, named by the digest the build wrote on the file's last
// line and by the file's modification time and size: data made for other text is never offered
// (V8 itself checks only the text's length). Files are written whole (temp file, then rename), and
// any failure just means compiling as usual.
"use strict";
const Module = require("node:module");
const { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } = require("node:fs");
const { basename, dirname, join } = require("node:path");
const vm = require("node:vm");

const DIGEST = /\/\/ brain-digest: ([0-9a-f]{16})\n$/;

/** The cache folder, or undefined when the cache is off. */
function cacheDir(env = process.env) {
  const chosen = env.BRAIN_COMPILE_CACHE;
  if (chosen === "off" || chosen === "0") return undefined;
  if (chosen) return chosen;
  if (process.platform === "win32") return env.LOCALAPPDATA ? join(env.LOCALAPPDATA, "brain") : undefined;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "brain");
  const home = env.HOME || require("node:os").homedir();
  return home ? join(home, ".cache", "brain") : undefined;
}

/** True when `dir` is a real folder (not a link) this user owns, creating it (and its parents) if needed. */
function usableDir(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    return st.isDirectory() && (typeof process.getuid !== "function" || st.uid === process.getuid());
  } catch {
    return false;
  }
}

/** Turns the cache on for the files directly in `bundleDir`. */
function enable(bundleDir) {
  const base = cacheDir();
  if (base === undefined || !usableDir(base)) return;
  if (typeof Module.enableCompileCache === "function") {
    Module.enableCompileCache(base);
    return;
  }
  const dir = join(base, `v8-${process.versions.v8}-${process.arch}`);
  if (!usableDir(dir)) return;
  const compile = Module.prototype._compile;
  const made = [];
  Module.prototype._compile = function compileWithCache(content, filename) {
    const folder = dirname(filename);
    const digest = folder === bundleDir ? DIGEST.exec(content.slice(-40))?.[1] : undefined;
    let st;
    try {
      st = digest && statSync(filename);
    } catch {
      st = undefined;
    }
    if (!st) return compile.call(this, content, filename);
    const name = basename(filename);
    const file = join(dir, `${name}.${digest}.${Math.trunc(st.mtimeMs)}-${st.size}`);
    let cachedData;
    try {
      cachedData = readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(Module.wrap(content), { filename, cachedData, importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER });
    if (cachedData === undefined || script.cachedDataRejected) made.push({ script, file, name, digest });
    const require = (id) => this.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
    require.cache = Module._cache;
    return script.runInThisContext({ displayErrors: true }).call(this.exports, this.exports, require, this, filename, folder);
  };
  process.once("exit", () => save(dir, made));
}

/**
 * Writes each script's data (with every function compiled so far), then removes the data of other
 * builds of the same files: it would never be offered again. Copies of this build elsewhere (a
 * plugin's and a clone's) have other modification times and keep theirs.
 */
function save(dir, made) {
  if (made.length === 0) return;
  for (const { script, file } of made) {
    const temp = `${file}.${process.pid}.tmp`;
    try {
      const data = script.createCachedData();
      const fd = openSync(temp, "wx", 0o600);
      try {
        writeSync(fd, data);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, file);
    } catch {
      rmSync(temp, { force: true });
    }
  }
  const current = new Map(made.map(({ name, digest }) => [`${name}.`, `${name}.${digest}.`]));
  try {
    for (const entry of readdirSync(dir)) {
      const keep = current.get(entry.slice(0, entry.indexOf(".cjs.") + 5));
      if (keep !== undefined && !entry.startsWith(keep)) rmSync(join(dir, entry), { force: true });
    }
  } catch {
    // Another process may be cleaning up too.
  }
}

module.exports = { enable, cacheDir };
