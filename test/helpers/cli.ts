/** Shared helpers for tests that run the real `brain` binary (dist/, built by `npm test` first). */
import { spawnSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const BIN = join(ROOT, "dist", "cli", "main.js");
export const EXAMPLE = join(ROOT, "docs", "example");

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const created: string[] = [];

const COMPILE_CACHE = join(tmpdir(), `brain-test-compile-cache-${process.pid}`);

/**
 * Removes the temp folders made since the last call. Run after every test file by
 * test/helpers/cleanup.ts (a setup file): an afterAll registered here would run after the first
 * file only, where files share their worker and this module is loaded once.
 */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
  rmSync(COMPILE_CACHE, { recursive: true, force: true });
}

/** A fresh, empty temp folder, removed (with everything in it) after the test file. */
export function tempDir(prefix = "brain-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Runs `brain --data-dir <dataDir> …args` synchronously; the environment is scrubbed of BRAIN_* and XDG_* unless given. */
export function brain(dataDir: string | undefined, args: readonly string[], env: NodeJS.ProcessEnv = {}): RunResult {
  const full = dataDir === undefined ? [...args] : ["--data-dir", dataDir, ...args];
  const r = spawnSync(process.execPath, [BIN, ...full], { encoding: "utf8", env: cleanEnv(env), maxBuffer: 512 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Starts `brain` without waiting (for races and kills). */
export function brainAsync(dataDir: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [BIN, "--data-dir", dataDir, ...args], { env: cleanEnv(env), stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * The environment without the operator's BRAIN_* and XDG_* settings. The bundle's compile cache
 * (scripts/bundle/compile-cache.cjs) goes to a folder of this test process, not the user's ~/.cache.
 */
export function cleanEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("BRAIN_") && !k.startsWith("XDG_")) env[k] = v;
  return { ...env, BRAIN_COMPILE_CACHE: COMPILE_CACHE, ...extra };
}

/** Every file under `dir` → sha256 of its bytes: compare two snapshots to prove nothing changed. */
export function snapshotTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        out[`${relative(dir, p)}/`] = "dir";
        walk(p);
      } else {
        out[relative(dir, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
      }
    }
  };
  walk(dir);
  return out;
}

export interface TimedRunResult extends RunResult {
  /** Wall time from `started` to the child's exit. */
  ms: number;
}

/** Collects a started child's output and resolves when it exits (for runs side by side, races and kills). */
export function completion(child: ChildProcess, started = performance.now()): Promise<TimedRunResult> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    child.stderr!.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** A temp data dir after `brain init` (ingest and every writer need an initialised one); `run` runs brain (default: the binary). */
export function initialisedDir(run: typeof brain = brain): string {
  const data = tempDir();
  const r = run(data, ["init"]);
  if (r.code !== 0) throw new Error(`brain init failed: ${r.stderr}`);
  return data;
}

/**
 * Ingests the example records of one of the demo's sessions (docs/example/run-demo.mjs), with the
 * demo's dates: session 1 (2026-03-01) two posts; session 2 (2026-06-01) two posts and the call note.
 * The example candidates cite exactly these records. `run` runs brain (default: the binary).
 */
export function ingestExampleSession(data: string, session: 1 | 2, run: typeof brain = brain): void {
  const steps: [string, string, string, ...string[]][] =
    session === 1
      ? [
          ["posts/2026-01-10-municipal-ai-register.md", "2026-01-10", "2026-03-01"],
          ["posts/2026-02-14-why-registers-matter.md", "2026-02-14", "2026-03-01"],
        ]
      : [
          ["posts/2026-05-20-workshop-format.md", "2026-05-20", "2026-06-01"],
          ["posts/2026-05-28-written-guidance.md", "2026-05-28", "2026-06-01"],
          ["notes/2026-06-01-call.md", "2026-06-01", "2026-06-01", "--into", "notes", "--provenance", "human"],
        ];
  for (const [file, date, today, ...extra] of steps) {
    const r = run(data, ["ingest", join(EXAMPLE, file), "--date", date, "--today", today, ...extra]);
    if (r.code !== 0) throw new Error(`brain ingest ${file} failed: ${r.stderr}`);
  }
}
