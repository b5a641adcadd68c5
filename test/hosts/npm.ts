/**
 * Host CLIs and Node versions installed from the npm registry, once per `npm run test:hosts` run
 * (into the run's folder, test/hosts/setup.ts), and the environment a host runs in.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { inject } from "vitest";
import { cleanEnv } from "../helpers/cli.js";

/** A Node to run npm and a host with: its folder of executables (first on PATH) and its version. */
export interface NodeRuntime {
  bin: string;
  version: string;
}

/** A package installed into a prefix of its own. */
export interface Installed {
  prefix: string;
  name: string;
  version: string;
}

/** One install per package and Node for the whole run: a host's download is tens of megabytes. */
const INSTALL_TIMEOUT_MS = 540_000;

/** The folder of this run's installs (test/hosts/setup.ts). */
export function runCache(...parts: string[]): string {
  return join(inject("hostsCache"), ...parts);
}

/**
 * `env` without the npm_* variables `npm run test:hosts` sets for its script: an npm started from
 * here reads its settings as one started from a shell does (npm 10 warns about npm 11's settings).
 */
export function shellEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_/i.test(key)));
}

/** `@scope/name@tag` → `@scope/name`. */
function packageName(spec: string): string {
  const at = spec.indexOf("@", 1);
  return at === -1 ? spec : spec.slice(0, at);
}

/** PATH with these folders first. */
function pathWith(...folders: string[]): string {
  return [...folders, process.env.PATH ?? ""].join(delimiter);
}

/**
 * Node `major`: the running one when it is that major, otherwise the official binary from the npm
 * registry (`node-<platform>-<arch>`, which holds `bin/node` and runs no install script).
 */
export function nodeRuntime(major: number): NodeRuntime {
  if (Number(process.versions.node.split(".")[0]) === major) return { bin: dirname(process.execPath), version: process.versions.node };
  const node = npmInstall(`node-${process.platform}-${process.arch}@${major}`);
  return { bin: join(node.prefix, "node_modules", node.name, "bin"), version: node.version };
}

/**
 * Installs `spec` into a prefix of its own, with npm running on `node` (npm picks the newest
 * version whose `engines` that Node satisfies), once per run. `allowScripts` names the packages
 * whose install scripts the prefix approves (npm's `allowScripts`: Claude Code's postinstall puts its
 * native binary in place).
 */
export function npmInstall(spec: string, options: { node?: NodeRuntime; allowScripts?: readonly string[] } = {}): Installed {
  const name = packageName(spec);
  const nodeVersion = options.node?.version ?? process.versions.node;
  const prefix = runCache("npm", `${spec}-node${nodeVersion}`.replace(/[^\w.-]+/g, "_"));
  const done = join(prefix, ".installed");
  if (!existsSync(done)) {
    mkdirSync(prefix, { recursive: true });
    const allowScripts = Object.fromEntries((options.allowScripts ?? []).map((pkg) => [pkg, true]));
    writeFileSync(join(prefix, "package.json"), `${JSON.stringify({ private: true, allowScripts })}\n`);
    const env = shellEnv(options.node ? { ...process.env, PATH: pathWith(options.node.bin) } : process.env);
    const r = spawnSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", spec], {
      cwd: prefix,
      env,
      encoding: "utf8",
      timeout: INSTALL_TIMEOUT_MS,
    });
    if (r.status !== 0) throw new Error(`npm install ${spec} (on Node ${nodeVersion}) failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stderr}`);
    writeFileSync(done, "");
  }
  const { version } = JSON.parse(readFileSync(join(prefix, "node_modules", name, "package.json"), "utf8")) as { version: string };
  return { prefix, name, version };
}

/** The path of an installed package's command. */
export function binOf(installed: Installed, command: string): string {
  return join(installed.prefix, "node_modules", ".bin", command);
}

/** Keys that would let a host reach a model; the hosts run with none (no model, no login). */
const CREDENTIALS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN",
  "OPENAI_API_KEY",
  "CODEX_API_KEY",
  "GEMINI_API_KEY",
  "GOOGLE_API_KEY",
  "GOOGLE_APPLICATION_CREDENTIALS",
];

/**
 * The environment of a host process: a throwaway HOME, `path` first on PATH, no BRAIN_* or XDG_*
 * setting of the operator's (cleanEnv), no model credentials, plus `extra`.
 */
export function hostEnv(options: { home: string; path?: readonly string[]; extra?: NodeJS.ProcessEnv }): NodeJS.ProcessEnv {
  const env = shellEnv(cleanEnv({ HOME: options.home, PATH: pathWith(...(options.path ?? [])), ...options.extra }));
  for (const key of CREDENTIALS) delete env[key];
  return env;
}

/** Every folder named node_modules under `dir`. */
export function nodeModulesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const p = join(d, entry.name);
      if (entry.name === "node_modules") found.push(p);
      else walk(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}
