// The bundle's compile cache (copied into plugin/bundle/ by scripts/build-bundle.mjs; see
// docs/performance.md, "Start-up"). Compiling brain's code is a large part of a short command's
// time: V8 parses and compiles each file, then each function on its first call. V8 can save that
// work as "code cache" data and load it on the next run. Node ≥ 22.1 does this itself
// (module.enableCompileCache); on older Node, brain's own files are compiled through vm.Script
// with the cached data, and the data of files that had none is written when the process exits.
//
// Where: $BRAIN_COMPILE_CACHE if set (a folder; "off" turns the cache off), else
// $XDG_CACHE_HOME/brain or ~/.cache/brain (%LOCALAPPDATA%/brain on Windows), in a folder named
// after V8's version, the CPU architecture and the bundle's build id, one file per source file and
// its size and modification time, so data made for other code or another V8 is never offered (V8
// itself refuses data whose version, flags or source length differ).
// Files are written whole (temp file, then rename), readable by the user only, and any failure
// (a read-only home, a full disk, a folder owned by someone else) just means compiling as usual.
"use strict";
const Module = require("node:module");
const { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } = require("node:fs");
const { dirname, join, sep } = require("node:path");
const vm = require("node:vm");

/** The cache folder for this V8, architecture and build, or undefined when the cache is off. */
function cacheDir(buildId, env = process.env) {
  const chosen = env.BRAIN_COMPILE_CACHE;
  if (chosen === "off" || chosen === "0") return undefined;
  let base = chosen;
  if (!base && process.platform === "win32") base = env.LOCALAPPDATA ? join(env.LOCALAPPDATA, "brain") : undefined;
  else if (!base) base = env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, "brain") : home(env);
  if (!base) return undefined;
  return join(base, `v8-${process.versions.v8}-${process.arch}-${buildId}`);
}

function home(env) {
  const dir = env.HOME || require("node:os").homedir();
  return dir ? join(dir, ".cache", "brain") : undefined;
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

/**
 * Turns the cache on for the files directly in `bundleDir` and in its `validators/` folder.
 * `buildId` names this exact build (scripts/build-bundle.mjs digests every file it writes).
 */
function enable(bundleDir, buildId) {
  const dir = cacheDir(buildId);
  if (dir === undefined) return;
  if (typeof Module.enableCompileCache === "function") {
    Module.enableCompileCache(dir);
    return;
  }
  if (!usableDir(dir)) return;
  const own = new Set([bundleDir, join(bundleDir, "validators")]);
  const compile = Module.prototype._compile;
  const unsaved = [];
  Module.prototype._compile = function compileWithCache(content, filename) {
    const folder = dirname(filename);
    if (!own.has(folder)) return compile.call(this, content, filename);
    // V8 checks a source only by its length: the file's size and modification time are part of the
    // name, so a file edited in place (same build id) is never run from data made for its old text.
    let stamp;
    try {
      const st = statSync(filename);
      stamp = `${Math.trunc(st.mtimeMs)}-${st.size}`;
    } catch {
      return compile.call(this, content, filename);
    }
    // `dir` is normalized and the name has no separator left: no path.join (its normalizing walk,
    // once per file, is cold code at every start).
    const file = `${dir}${sep}${filename.slice(bundleDir.length + 1).replace(/[\\/]/g, "_")}.${stamp}`;
    let cachedData;
    try {
      cachedData = readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(Module.wrap(content), {
      filename,
      cachedData,
      importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (cachedData === undefined || script.cachedDataRejected) unsaved.push({ script, file });
    const inBundle = folder === bundleDir;
    const require = (id) => (inBundle && isOwnChunk(id) ? requireOwn(this, bundleDir + sep + id.slice(2)) : this.require(id));
    require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
    require.cache = Module._cache;
    return script.runInThisContext({ displayErrors: true }).call(this.exports, this.exports, require, this, filename, folder);
  };
  process.once("exit", () => {
    if (unsaved.length > 0) save(dir, unsaved);
  });
}

/** A chunk of the bundle as the bundle's own files name it: `./chunk-<hash>.cjs` (scripts/build-bundle.mjs). */
function isOwnChunk(id) {
  return id.startsWith("./chunk-") && id.endsWith(".cjs") && !id.includes("/", 2) && !id.includes("\\");
}

/**
 * `require` of a chunk beside the requiring file, as Module._load does it for a relative name with
 * its resolution left out: the name is already the file's exact path in this (real) folder, so the
 * lookup (a stat, a realpath walk, the node_modules paths, ~0.1 ms of cold loader code per file)
 * would find that same file. Each chunk is still one module in require.cache, loaded once, and a
 * load that throws leaves no half-made module behind, as with require.
 */
function requireOwn(parent, filename) {
  const cached = Module._cache[filename];
  if (cached !== undefined) return cached.exports;
  const module = new Module(filename, parent);
  module.filename = filename;
  module.paths = parent.paths;
  Module._cache[filename] = module;
  let loaded = false;
  try {
    module._compile(readFileSync(filename, "utf8"), filename);
    loaded = true;
  } finally {
    if (!loaded) {
      delete Module._cache[filename];
      const i = parent.children.indexOf(module);
      if (i >= 0) parent.children.splice(i, 1);
    }
  }
  module.loaded = true;
  return module.exports;
}

/** Writes each script's code cache (with every function compiled so far) and prunes other builds' folders. */
function save(dir, unsaved) {
  for (const { script, file } of unsaved) {
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
  // Data of other builds is never offered again (the folder name holds the build id): keep the
  // three newest folders for this V8, so two installed versions used in turn do not evict each other.
  const parent = dirname(dir);
  const here = dir.slice(parent.length + 1);
  const sameV8 = here.slice(0, here.lastIndexOf("-") + 1);
  try {
    const builds = readdirSync(parent)
      .filter((name) => name !== here && name.startsWith(sameV8))
      .map((name) => ({ name, mtime: lstatSync(join(parent, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const { name } of builds.slice(2)) rmSync(join(parent, name), { recursive: true, force: true });
  } catch {
    // Another process may be cleaning up too.
  }
}

module.exports = { enable, cacheDir };
