/**
 * Before any test file runs: tests that spawn the binary run dist/, so a dist/ older than src/ (an
 * edit since the last `npm run build`) is rebuilt first; e2e tests never run a stale build. `npm ci`
 * builds (the `postprepare` script), so from a fresh clone `npm test` finds dist/ fresh and this
 * costs one scan. (Measured on the 2-core machine: a
 * rebuild ~11 s once, against ~0.8 s more per spawn for running the sources through tsx.)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { cleanEnv } from "./helpers/cli.js";
import { GOLDEN_STAGES, type GoldenStage } from "./helpers/golden-stages.js";

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

/**
 * The golden data dirs (test/helpers/golden.ts), built once per run by the built program, each stage
 * from a copy of the one before; tests copy them instead of replaying docs/example themselves. All
 * the steps run in one process (test/helpers/build-golden.mjs), its environment scrubbed as the
 * tests' runs are (cleanEnv).
 */
function buildGolden(): string {
  const root = mkdtempSync(join(tmpdir(), "brain-golden-"));
  const steps: [dir: string, args: string[], copyFrom?: string][] = [];
  let previous: string | undefined;
  for (const [name, stage] of Object.entries(GOLDEN_STAGES) as [GoldenStage, (typeof GOLDEN_STAGES)[GoldenStage]][]) {
    const dir = join(root, name);
    stage(dir).forEach((args, i) => steps.push(i === 0 && previous ? [dir, args, previous] : [dir, args]));
    previous = dir;
  }
  const r = spawnSync(process.execPath, [join(ROOT, "test", "helpers", "build-golden.mjs"), JSON.stringify(steps)], { encoding: "utf8", env: cleanEnv({}) });
  if (r.status !== 0) throw new Error(`test/global-setup.ts: the golden data dirs: ${r.stderr}`);
  return root;
}

export default function setup(project: TestProject): () => void {
  if (distIsStale()) {
    const started = performance.now();
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    console.info(`test/global-setup.ts: dist/ was older than src/; rebuilt in ${Math.round(performance.now() - started)} ms`);
  }
  const golden = buildGolden();
  project.provide("goldenRoot", golden);
  return () => rmSync(golden, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the golden data dirs, one folder per stage (test/helpers/golden.ts). */
    goldenRoot: string;
  }
}
