import { spawnSync } from "node:child_process";
import { chownSync, cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

// The bundle's compile cache (scripts/bundle/compile-cache.cjs): what it writes, where, and that a
// bad or missing cache only ever means compiling as usual. The process is the subject: spawned.
const BRAIN = join(ROOT, "plugin", "bundle", "brain.cjs");
const BUILD_ID = /enable\(__dirname, "([0-9a-f]{16})"\)/.exec(readFileSync(BRAIN, "utf8"))![1]!;
const FOLDER = `v8-${process.versions.v8}-${process.arch}-${BUILD_ID}`;

function run(cache: string, args: string[]) {
  const r = spawnSync(process.execPath, [BRAIN, ...args], { encoding: "utf8", env: cleanEnv({ BRAIN_COMPILE_CACHE: cache }) });
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

describe("the bundle's compile cache", () => {
  it("the first run writes V8's data for the files it loaded, user-only, in a folder named for this V8 and build; later runs reuse it", () => {
    const cache = tempDir("brain-cache-");
    showTwice(cache);
    const dir = join(cache, FOLDER);
    const files = readdirSync(dir);
    const cli = files.find((f) => f.startsWith("cli.cjs."));
    expect(cli).toMatch(/^cli\.cjs\.\d+-\d+$/);
    expect(files.some((f) => f.startsWith("validators_config.cjs."))).toBe(true);
    expect(files.some((f) => /^chunk-[A-Z0-9]+\.cjs\.\d+-\d+$/.test(f))).toBe(true);
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
    // Reused, not rewritten: a run that found valid data leaves the file as it was.
    const before = statSync(join(dir, cli!)).mtimeMs;
    utimesSync(join(dir, cli!), new Date(0), new Date(0));
    expect(run(cache, ["--version"]).code).toBe(0);
    expect(statSync(join(dir, cli!)).mtimeMs).toBe(0);
    expect(before).toBeGreaterThan(0);
  });

  it("a chunk required by a chunk is one module, under its own path, the same files as without the cache", () => {
    // The cache's loader requires the bundle's chunks without Node's resolution (requireOwn): the
    // modules must be those Node's own loader makes, each loaded once.
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
    const plain = modules("off");
    const chunks = cached.filter(([k]) => /[\\/]chunk-[A-Z0-9]+\.cjs$/.test(k));
    expect(chunks.length).toBeGreaterThan(3);
    for (const [path, loaded] of chunks) {
      expect(loaded, path).toBe(true);
      expect(realpathSync(path)).toBe(path);
    }
    expect(cached.map(([k]) => k).sort()).toEqual(plain.map(([k]) => k).sort());
  });

  it("data V8 refuses (garbage in place of a file) is compiled around and replaced", () => {
    const cache = tempDir("brain-cache-");
    const dir = join(cache, FOLDER);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(join(ROOT, "plugin", "bundle", "cli.cjs"));
    const name = `cli.cjs.${Math.trunc(st.mtimeMs)}-${st.size}`;
    writeFileSync(join(dir, name), Buffer.alloc(4096, 7));
    const r = run(cache, ["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^brain\//);
    expect(readFileSync(join(dir, name)).equals(Buffer.alloc(4096, 7))).toBe(false);
  });

  it("a bundle file edited in place (same length, same build id) runs its new text, not the cached code", () => {
    const copy = join(tempDir("brain-cache-bundle-"), "bundle");
    cpSync(join(ROOT, "plugin", "bundle"), copy, { recursive: true });
    const cache = tempDir("brain-cache-");
    const version = () =>
      spawnSync(process.execPath, [join(copy, "brain.cjs"), "--version"], { encoding: "utf8", env: cleanEnv({ BRAIN_COMPILE_CACHE: cache }) }).stdout;
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

  it("keeps the three newest builds' folders for this V8 and removes older ones", () => {
    const cache = tempDir("brain-cache-");
    const others = ["0000000000000001", "0000000000000002", "0000000000000003", "0000000000000004"].map((id, i) => {
      const dir = join(cache, `v8-${process.versions.v8}-${process.arch}-${id}`);
      mkdirSync(dir, { recursive: true });
      utimesSync(dir, new Date(1000 * (i + 1)), new Date(1000 * (i + 1)));
      return id;
    });
    const otherV8 = join(cache, `v8-0.0.0-${process.arch}-${BUILD_ID}`);
    mkdirSync(otherV8);
    expect(run(cache, ["--version"]).code).toBe(0);
    expect(readdirSync(cache).sort()).toEqual(
      [
        FOLDER,
        `v8-${process.versions.v8}-${process.arch}-${others[3]}`,
        `v8-${process.versions.v8}-${process.arch}-${others[2]}`,
        `v8-0.0.0-${process.arch}-${BUILD_ID}`,
      ].sort(),
    );
  });
});
