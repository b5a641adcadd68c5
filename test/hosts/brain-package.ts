/**
 * brain as a person installs it from npm: the working tree packed (`npm pack`) and the tarball
 * installed globally into a temporary prefix — once per `npm run test:hosts` run, shared by the
 * package test and by every host that starts `brain mcp` from there.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../helpers/cli.js";
import { runCache, shellEnv } from "./npm.js";

export interface BrainPackage {
  /** The packed .tgz. */
  tarball: string;
  /** Every path in the tarball, relative to its `package/` folder. */
  files: string[];
  /** The prefix `npm i -g --prefix` installed into: `brain` is `<prefix>/bin/brain`. */
  prefix: string;
  /** The installed package's folder, `<prefix>/lib/node_modules/<name>`. */
  root: string;
  /** What `npm i -g` printed (stdout and stderr). */
  installOutput: string;
}

interface PackResult {
  filename: string;
  files: { path: string }[];
}

/** Packs and installs once per run; later callers get the same prefix. */
export function brainPackage(): BrainPackage {
  const dir = runCache("brain-package");
  const record = join(dir, "brain-package.json");
  if (existsSync(record)) return JSON.parse(readFileSync(record, "utf8")) as BrainPackage;
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: ROOT, env: shellEnv(), encoding: "utf8", timeout: 120_000 });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [result] = JSON.parse(packed.stdout) as PackResult[];
  if (!result) throw new Error(`npm pack printed no result:\n${packed.stdout}`);
  const tarball = join(dir, result.filename);
  const prefix = join(dir, "prefix");
  // --offline with an empty cache: the install succeeds only if the tarball needs nothing else.
  const installed = spawnSync("npm", ["install", "--global", "--prefix", prefix, "--offline", "--cache", join(dir, "empty-npm-cache"), tarball], {
    cwd: dir,
    env: shellEnv(),
    encoding: "utf8",
    timeout: 120_000,
  });
  if (installed.status !== 0) throw new Error(`npm install -g ${tarball} failed:\n${installed.stdout}${installed.stderr}`);
  const { name } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string };
  const pkg: BrainPackage = {
    tarball,
    files: result.files.map((f) => f.path),
    prefix,
    root: join(prefix, "lib", "node_modules", name),
    installOutput: installed.stdout + installed.stderr,
  };
  writeFileSync(record, JSON.stringify(pkg));
  return pkg;
}

/** The folder holding the installed `brain` command, to put first on a host's PATH. */
export function brainBin(pkg: BrainPackage): string {
  return join(pkg.prefix, "bin");
}
