import { spawnSync } from "node:child_process";
import { chownSync, cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

// The bundle's compile cache on Node 20 (scripts/bundle/compile-cache.cjs): what it writes, where,
// and that a bad or missing cache only ever means compiling as usual. The process is the subject:
// spawned. (On Node ≥ 22.1 the bundle hands the same folder to Node's own module.enableCompileCache.)
const BRAIN = join(ROOT, "plugin", "bundle", "brain.cjs");
const FOLDER = `v8-${process.versions.v8}-${process.arch}`;
const NODE_HAS_ITS_OWN = "enableCompileCache" in (await import("node:module"));
const DIGEST = /\/\/ brain-digest: ([0-9a-f]{16})\n$/;

function run(cache: string, args: string[], brain = BRAIN) {
  const r = spawnSync(process.execPath, [brain, ...args], { encoding: "utf8", env: cleanEnv({ BRAIN_COMPILE_CACHE: cache }) });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function showTwice(cache: string) {
  const data = tempDir("brain-cache-data-");
  expect(run(cache, ["--data-dir", data, "init"]).code).toBe(0);
  writeFileSync(join(data, "brain.config.yaml"), "multiValued: [tools-used]\n"); // so show loads the config's validator
  const first = run(cache, ["--data-dir", data, "show"]);
  const second = run(cache, ["--data-dir", data, "show"]);
  expect(first.code).toBe(0);
  expect(second).toEqual(first);
  return first;
}

/** The name the cache gives a bundle file's data: its name, the digest on its last line, its modification time and size. */
function entryName(bundle: string, file: string): string {
  const path = join(bundle, file);
  const st = statSync(path);
  return `${file}.${DIGEST.exec(readFileSync(path, "utf8"))![1]}.${Math.trunc(st.mtimeMs)}-${st.size}`;
}

describe.skipIf(NODE_HAS_ITS_OWN)("the bundle's compile cache", () => {
  it("the first run writes V8's data for the files it loaded, user-only, named by each file's digest; later runs reuse it", () => {
    const cache = tempDir("brain-cache-");
    showTwice(cache);
    const dir = join(cache, FOLDER);
    const files = readdirSync(dir);
    const bundle = join(ROOT, "plugin", "bundle");
    const cli = entryName(bundle, "cli.cjs");
    expect(files).toContain(cli);
    // Valid data is checked by the first-error validators alone (src/io/schemas.ts).
    expect(files).toContain(entryName(bundle, "validators.check.cjs"));
    expect(files).toContain(entryName(bundle, "lazy-cli-commands-show.cjs"));
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
    // Reused, not rewritten: a run that found valid data leaves the file as it was.
    utimesSync(join(dir, cli), new Date(0), new Date(0));
    expect(run(cache, ["--version"]).code).toBe(0);
    expect(statSync(join(dir, cli)).mtimeMs).toBe(0);
  });

  it("the modules are those Node's own loader makes: the same files, each loaded once under its own path", () => {
    const data = tempDir("brain-cache-data-");
    expect(run("off", ["--data-dir", data, "init"]).code).toBe(0);
    const probe = join(tempDir("brain-cache-probe-"), "probe.cjs");
    writeFileSync(
      probe,
      `process.on("exit", () => require("node:fs").writeFileSync(process.env.PROBE_OUT, JSON.stringify(Object.keys(require.cache).map((k) => [k, require.cache[k].loaded]))));\n`,
    );
    const modules = (cache: string) => {
      const out = join(tempDir("brain-cache-probe-"), "modules.json");
      const r = spawnSync(process.execPath, ["-r", probe, BRAIN, "--data-dir", data, "show"], {
        encoding: "utf8",
        env: cleanEnv({ BRAIN_COMPILE_CACHE: cache, PROBE_OUT: out }),
      });
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(readFileSync(out, "utf8")) as [string, boolean][];
    };
    const cache = tempDir("brain-cache-");
    modules(cache); // fills the cache
    const cached = modules(cache);
    const chunks = cached.filter(([k]) => /[\\/]chunk-[a-z0-9-]+\.cjs$/.test(k));
    expect(chunks.length).toBeGreaterThan(3);
    for (const [path, loaded] of chunks) {
      expect(loaded, path).toBe(true);
      expect(realpathSync(path)).toBe(path);
    }
    expect(cached.map(([k]) => k).sort()).toEqual(
      modules("off")
        .map(([k]) => k)
        .sort(),
    );
  });

  it("data V8 refuses (garbage in place of a file) is compiled around and replaced", () => {
    const cache = tempDir("brain-cache-");
    const dir = join(cache, FOLDER);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const name = entryName(join(ROOT, "plugin", "bundle"), "cli.cjs");
    writeFileSync(join(dir, name), Buffer.alloc(4096, 7));
    const r = run(cache, ["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^brain\//);
    expect(readFileSync(join(dir, name)).equals(Buffer.alloc(4096, 7))).toBe(false);
  });

  it("a bundle file edited in place (same length, same digest) runs its new text, not the cached code", () => {
    const copy = join(tempDir("brain-cache-bundle-"), "bundle");
    cpSync(join(ROOT, "plugin", "bundle"), copy, { recursive: true });
    const cache = tempDir("brain-cache-");
    const version = () => run(cache, ["--version"], join(copy, "brain.cjs")).stdout;
    expect(version()).toMatch(/^brain\//);
    expect(version()).toMatch(/^brain\//); // now from the cache
    const cli = join(copy, "cli.cjs");
    const text = readFileSync(cli, "utf8");
    // cac prints the version with a template literal; "@" for "/" keeps the file's length.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of cac's template literal in the bundle
    const line = "`${name}/${versionNumber} ${runtimeInfo}`";
    expect(text).toContain(line);
    writeFileSync(cli, text.replace(line, line.replace("/", "@")));
    expect(version()).toMatch(/^brain@/);
  });

  it("another build of a file replaces the earlier build's data; another copy of the same build keeps its own", () => {
    const cache = tempDir("brain-cache-");
    const dir = join(cache, FOLDER);
    const copy = (name: string) => {
      const to = join(tempDir(`brain-cache-${name}-`), "bundle");
      cpSync(join(ROOT, "plugin", "bundle"), to, { recursive: true });
      return to;
    };
    const [first, second] = [copy("first"), copy("second")];
    utimesSync(join(second, "cli.cjs"), new Date(2000), new Date(2000));
    for (const bundle of [first, second]) expect(run(cache, ["--version"], join(bundle, "brain.cjs")).code).toBe(0);
    const old = [entryName(first, "cli.cjs"), entryName(second, "cli.cjs")];
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(old));
    // A later build: other text, so another digest on its last line.
    const cli = join(first, "cli.cjs");
    writeFileSync(cli, readFileSync(cli, "utf8").replace(DIGEST, "// a later build\n// brain-digest: 0123456789abcdef\n"));
    expect(run(cache, ["--version"], join(first, "brain.cjs")).code).toBe(0);
    const now = readdirSync(dir).filter((f) => f.startsWith("cli.cjs."));
    expect(now).toEqual([entryName(first, "cli.cjs")]);
    expect(now[0]).toContain(".0123456789abcdef.");
  });

  it("BRAIN_COMPILE_CACHE=off writes nothing", () => {
    const home = tempDir("brain-cache-home-");
    const r = spawnSync(process.execPath, [BRAIN, "--version"], { encoding: "utf8", env: cleanEnv({ BRAIN_COMPILE_CACHE: "off", HOME: home }) });
    expect(r.status).toBe(0);
    expect(readdirSync(home)).toEqual([]);
  });

  it("without BRAIN_COMPILE_CACHE it goes to $XDG_CACHE_HOME/brain, else ~/.cache/brain", () => {
    const home = tempDir("brain-cache-home-");
    const xdg = tempDir("brain-cache-xdg-");
    const env = cleanEnv({ HOME: home });
    delete env.BRAIN_COMPILE_CACHE;
    expect(spawnSync(process.execPath, [BRAIN, "--version"], { env: { ...env, XDG_CACHE_HOME: xdg } }).status).toBe(0);
    expect(readdirSync(join(xdg, "brain", FOLDER)).some((f) => f.startsWith("cli.cjs."))).toBe(true);
    expect(spawnSync(process.execPath, [BRAIN, "--version"], { env }).status).toBe(0);
    expect(readdirSync(join(home, ".cache", "brain", FOLDER)).some((f) => f.startsWith("cli.cjs."))).toBe(true);
  });

  it("a place it cannot use (a file where the folder goes) only means compiling as usual", () => {
    const cache = tempDir("brain-cache-");
    writeFileSync(join(cache, FOLDER), "not a folder");
    const r = showTwice(cache);
    expect(r.stdout).toContain("Static (0)");
    expect(readFileSync(join(cache, FOLDER), "utf8")).toBe("not a folder");
  });

  it.skipIf(typeof process.getuid !== "function" || process.getuid() !== 0)("a folder owned by another user is not used", () => {
    const cache = tempDir("brain-cache-");
    const dir = join(cache, FOLDER);
    mkdirSync(dir, { recursive: true, mode: 0o777 });
    chownSync(dir, 65534, 65534);
    showTwice(cache);
    expect(readdirSync(dir)).toEqual([]);
  });
});
