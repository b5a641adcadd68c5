/**
 * Before any test file runs: tests that spawn the binary run dist/, so a dist/ older than src/ (an
 * edit since the last `npm run build`) is rebuilt first; e2e tests never run a stale build. `npm
 * test` builds before vitest, so there this costs one scan. (Measured on the 2-core machine: a
 * rebuild ~11 s once, against ~0.8 s more per spawn for running the sources through tsx.)
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** What dist/ is built from. */
const SOURCES = ["src", "schemas", "hooks", "scripts/build-validators.mjs", "tsconfig.build.json"];
/** What the binary needs from dist/. */
const BUILT = ["dist/cli/main.js", "dist/validators.cjs", "dist/validators.check.cjs", "dist/shipped-rules.json"];

function newestIn(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, name)));
  return newest;
}

/** True when dist/ is missing a file the binary needs or is older than a source. */
export function distIsStale(root = ROOT): boolean {
  const built = BUILT.map((f) => join(root, f));
  if (built.some((f) => !existsSync(f))) return true;
  const oldestBuilt = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return SOURCES.map((s) => join(root, s))
    .filter((s) => existsSync(s))
    .some((s) => newestIn(s) > oldestBuilt);
}

export default function setup(): void {
  if (!distIsStale()) return;
  const started = performance.now();
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  console.info(`test/global-setup.ts: dist/ was older than src/; rebuilt in ${Math.round(performance.now() - started)} ms`);
}
