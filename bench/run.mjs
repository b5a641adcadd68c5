#!/usr/bin/env node
// `npm run bench` (SPEC §10): scale and speed of brain, all measured in one run and printed together
// (the table by size, the start-up table, the targets); docs/performance.md explains each figure.
//
//   - synthetic, seeded data at 1k, 10k and 100k facts × as many candidates (bench/generate.mjs);
//   - in process (bench/inprocess.mjs, its own child per size): parse, propose, render, apply;
//   - end to end through the real binary: `consolidate --propose` and `--apply --confirm`, and the
//     same propose through the hand-written baseline (bench/baseline.mjs), alternating, so the
//     ratio is measured under the same machine load; wall time, CPU time and peak RSS per run;
//   - start-up: the session-start hook on 10k published records, `brain --help` and a small
//     `brain show`, each against a bare `node -e 0`.
//
// Needs a build (`npm run build`): it measures dist/, which is what `brain` runs.
// Environment: BENCH_SIZES=1000,10000 to run fewer sizes; BENCH_KEEP=1 keeps the temp folder;
// BENCH_JSON=<file> also writes the raw results there.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TODAY, writeDataDir } from "./generate.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BIN = join(ROOT, "dist", "cli", "main.js");
const BASELINE = join(ROOT, "bench", "baseline.mjs");
const HOOK = join(ROOT, "hooks", "session-start.mjs");
const INPROCESS = join(ROOT, "bench", "inprocess.mjs");
const PROBE = join(ROOT, "bench", "rss-probe.mjs");
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
// Small sizes are cheap and noisy, so they get more repetitions; the median is reported.
const E2E_REPS = { 1000: 5, 10000: 3, 100000: 3 };
const INPROCESS_REPS = { 1000: 5, 10000: 3, 100000: 1 };
const STARTUP_RUNS = 15;
const HOOK_RECORDS = 10_000;

// RSS is compared in MiB (the KiB /usr/bin/time reports, / 1024), the unit `top` and `ps` use.
const TARGETS = { proposeVsBaseline: 2, applyVsParseSerialize: 2, growth: 12, rssMb: 400, hook: 1.5, cli: 3 };

if (!existsSync(BIN)) {
  console.error("bench: dist/cli/main.js is missing — run `npm run build` first");
  process.exit(1);
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const work = mkdtempSync(join(tmpdir(), "brain-bench-"));
const started = performance.now();
const log = (msg) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)}s] ${msg}\n`);

/**
 * Runs `node <args>` as its own process: wall time seen from here, and the child's own peak RSS
 * and CPU time (from /usr/bin/time, or else from a preloaded probe that reports them on exit).
 */
function measured(args) {
  const stats = join(work, "stats.txt");
  rmSync(stats, { force: true });
  const full = TIME
    ? [TIME, ["-f", "%M %U %S", "-o", stats, process.execPath, ...args]]
    : [process.execPath, ["--import", PROBE, ...args]];
  const t = performance.now();
  const r = spawnSync(full[0], full[1], { env: { ...process.env, BENCH_PROBE_OUT: stats }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - t;
  if (r.status !== 0) throw new Error(`bench: node ${args.join(" ")} exited ${r.status}\n${r.stderr}`);
  let maxRssKb;
  let cpuMs;
  if (TIME) {
    // The last line: /usr/bin/time may prepend "Command exited with non-zero status".
    const [kb, user, sys] = readFileSync(stats, "utf8").trim().split("\n").pop().split(" ").map(Number);
    [maxRssKb, cpuMs] = [kb, (user + sys) * 1000];
  } else {
    ({ maxRssKb, cpuMs } = JSON.parse(readFileSync(stats, "utf8")));
  }
  return { wallMs, cpuMs, rssMb: maxRssKb / 1024 };
}

/** Wall time of a bare start, no wrapper (a wrapper would distort a 40 ms figure). */
function wall(args, env = {}) {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`bench: node ${args.join(" ")} exited ${r.status}\n${r.stderr}`);
  return ms;
}

const summarize = (runs) => ({
  wallMs: median(runs.map((r) => r.wallMs)),
  cpuMs: median(runs.map((r) => r.cpuMs)),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
});

function benchSize(n) {
  const dir = join(work, `n${n}`);
  log(`${n}: generating ${n} facts and ${n} candidates`);
  const { profileText, candidatesFile } = writeDataDir(dir, n);
  const brainDir = join(work, `n${n}-brain`);
  const baseDir = join(work, `n${n}-baseline`);
  cpSync(dir, brainDir, { recursive: true });
  cpSync(dir, baseDir, { recursive: true });

  log(`${n}: in process (${INPROCESS_REPS[n] ?? 1} reps)`);
  const ip = spawnSync(process.execPath, ["--expose-gc", INPROCESS, dir, String(INPROCESS_REPS[n] ?? 1), TODAY], { encoding: "utf8" });
  if (ip.status !== 0) throw new Error(`bench: in-process run failed\n${ip.stderr}`);
  const inprocess = JSON.parse(ip.stdout);

  const reps = E2E_REPS[n] ?? 1;
  log(`${n}: end to end, brain and baseline propose alternating, then apply (${reps} reps)`);
  const brainRuns = [];
  const baseRuns = [];
  const applyRuns = [];
  const brainArgs = (d, ...rest) => [BIN, "--data-dir", d, "--today", TODAY, "consolidate", ...rest];
  const pendingJson = join(brainDir, "brain", "pending-diff.json");
  let sameDiff = true;
  let sameApplied = true;
  for (let r = 0; r < reps; r++) {
    brainRuns.push(measured(brainArgs(brainDir, "--propose", "--candidates", candidatesFile)));
    baseRuns.push(measured([BASELINE, "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]));
    sameDiff &&= readFileSync(pendingJson).equals(readFileSync(join(baseDir, "brain", "pending-diff.json")));
    applyRuns.push(measured(brainArgs(brainDir, "--apply", "--diff", pendingJson, "--confirm")));
    sameApplied &&= readFileSync(join(brainDir, "brain", "profile.md")).equals(readFileSync(join(dir, "inprocess-applied.md")));
    // Back to the profile the diff was proposed against, with no history of having applied it.
    writeFileSync(join(brainDir, "brain", "profile.md"), profileText);
    for (const p of ["history.jsonl", "consolidation-state.json", "backups"]) rmSync(join(brainDir, "brain", p), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(brainDir, { recursive: true, force: true });
  rmSync(baseDir, { recursive: true, force: true });
  return { n, inprocess, propose: summarize(brainRuns), baseline: summarize(baseRuns), apply: summarize(applyRuns), sameDiff, sameApplied };
}

function benchStartup() {
  log(`start-up: hook with ${HOOK_RECORDS} published records, --help, small show (${STARTUP_RUNS} alternating runs each)`);
  const hookDir = join(work, "hook");
  writeDataDir(hookDir, 20);
  const published = join(hookDir, "ingest", "published");
  mkdirSync(published, { recursive: true });
  for (let i = 0; i < HOOK_RECORDS; i++) writeFileSync(join(published, `${i.toString(16).padStart(12, "0")}.md`), "---\n---\n");
  // A sidecar a few records behind, so the hook does its whole job: count, compare, print the nudge.
  const state = { last_run: "2026-05-01", published_count: HOOK_RECORDS - 4, last_diff: null, nudge: { minNewPublished: 1, minDaysSinceRun: 1 } };
  writeFileSync(join(hookDir, "brain", "consolidation-state.json"), `${JSON.stringify(state)}\n`);
  const small = join(work, "small");
  writeDataDir(small, 20);

  const cases = {
    bare: () => wall(["-e", "0"]),
    hook: () => wall([HOOK], { BRAIN_DATA_DIR: hookDir }),
    help: () => wall([BIN, "--help"]),
    show: () => wall([BIN, "--data-dir", small, "show"]),
  };
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (const fn of Object.values(cases)) fn(); // warm the file cache
  for (let i = 0; i < STARTUP_RUNS; i++) for (const [k, fn] of Object.entries(cases)) times[k].push(fn());
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

function machine() {
  let model = cpus()[0]?.model ?? "unknown";
  try {
    model = /^model name\s*:\s*(.*)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? model;
  } catch {
    // not Linux: os.cpus() is good enough
  }
  return { cpus: cpus().length, model, node: process.version, rss: TIME ? "/usr/bin/time -f %M" : "rss-probe (process.resourceUsage)" };
}

const fmt = {
  ms: (x) => (x === undefined ? "-" : x >= 100 ? x.toFixed(0) : x.toFixed(1)),
  mb: (x) => (x === undefined ? "-" : x.toFixed(0)),
  ratio: (x) => (x === undefined || !Number.isFinite(x) ? "-" : `${x.toFixed(2)}×`),
};

function table(results, startup) {
  const by = (f) => SIZES.map((n) => f(results.find((r) => r.n === n)));
  const rows = [
    ["in process (median ms)", null],
    ["  parse (parseProfile)", by((r) => fmt.ms(r.inprocess.ms.parse))],
    ["  propose (proposeDiff)", by((r) => fmt.ms(r.inprocess.ms.propose))],
    ["  render (renderDiffMarkdown)", by((r) => fmt.ms(r.inprocess.ms.render))],
    ["  apply (applyDiff + serialize)", by((r) => fmt.ms(r.inprocess.ms.apply))],
    ["  parse + serialize", by((r) => fmt.ms(r.inprocess.ms.parse + r.inprocess.ms.serialize))],
    ["  apply / (parse + serialize)", by((r) => fmt.ratio(r.inprocess.ms.apply / (r.inprocess.ms.parse + r.inprocess.ms.serialize)))],
    ["  engine runs / evaluations", by((r) => `${r.inprocess.engineRuns} / ${r.inprocess.evaluations}`)],
    ["  peak RSS, all stages (MiB)", by((r) => fmt.mb(r.inprocess.maxRssKb / 1024))],
    ["end to end (median wall ms)", null],
    ["  brain consolidate --propose", by((r) => fmt.ms(r.propose.wallMs))],
    ["  baseline propose (hand-written)", by((r) => fmt.ms(r.baseline.wallMs))],
    ["  ratio brain / baseline (wall)", by((r) => fmt.ratio(r.propose.wallMs / r.baseline.wallMs))],
    ["  ratio brain / baseline (CPU)", by((r) => fmt.ratio(r.propose.cpuMs / r.baseline.cpuMs))],
    ["  brain consolidate --apply --confirm", by((r) => fmt.ms(r.apply.wallMs))],
    ["  pending-diff.json brain = baseline", by((r) => (r.sameDiff ? "identical" : "DIFFERS"))],
    ["  profile.md binary = in process", by((r) => (r.sameApplied ? "identical" : "DIFFERS"))],
    ["peak RSS (MiB)", null],
    ["  brain --propose", by((r) => fmt.mb(r.propose.rssMb))],
    ["  baseline propose", by((r) => fmt.mb(r.baseline.rssMb))],
    ["  brain --apply --confirm", by((r) => fmt.mb(r.apply.rssMb))],
  ];
  const head = ["", ...SIZES.map((n) => `${n / 1000}k × ${n / 1000}k`)];
  const all = [head, ...rows.map(([label, cells]) => [label, ...(cells ?? SIZES.map(() => ""))])];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  const out = [line(head), `|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`];
  for (const r of all.slice(1)) out.push(line(r));
  out.push("");
  out.push(`| start-up (median of ${STARTUP_RUNS}, wall ms) | ms | × bare node |`, "|:--|--:|--:|");
  out.push(`| node -e 0 | ${fmt.ms(startup.bare)} | 1.00× |`);
  out.push(`| hooks/session-start.mjs, ${HOOK_RECORDS} records | ${fmt.ms(startup.hook)} | ${fmt.ratio(startup.hook / startup.bare)} |`);
  out.push(`| brain --help | ${fmt.ms(startup.help)} | ${fmt.ratio(startup.help / startup.bare)} |`);
  out.push(`| brain show (20 facts) | ${fmt.ms(startup.show)} | ${fmt.ratio(startup.show / startup.bare)} |`);
  return out.join("\n");
}

function targets(results, startup) {
  const at = (n) => results.find((r) => r.n === n);
  const big = at(100000);
  const mid = at(10000);
  const checks = [];
  const check = (name, value, limit, unit = "×") => {
    if (value === undefined || Number.isNaN(value)) return checks.push(`- [skipped] ${name} (size not run)`);
    checks.push(`- [${value <= limit ? "met" : "MISSED"}] ${name}: ${unit === "×" ? value.toFixed(2) : value.toFixed(0)}${unit} (target ≤ ${limit}${unit})`);
  };
  check("propose 100k×100k, brain / baseline, end to end (wall)", big && big.propose.wallMs / big.baseline.wallMs, TARGETS.proposeVsBaseline);
  check("apply 100k, applyDiff+serialize / parse+serialize", big && big.inprocess.ms.apply / (big.inprocess.ms.parse + big.inprocess.ms.serialize), TARGETS.applyVsParseSerialize);
  check("growth 100k / 10k, brain --propose end to end", big && mid && big.propose.wallMs / mid.propose.wallMs, TARGETS.growth);
  check("growth 100k / 10k, proposeDiff in process", big && mid && big.inprocess.ms.propose / mid.inprocess.ms.propose, TARGETS.growth);
  check("growth 100k / 10k, brain --apply end to end", big && mid && big.apply.wallMs / mid.apply.wallMs, TARGETS.growth);
  check("peak RSS, brain --propose 100k", big?.propose.rssMb, TARGETS.rssMb, " MiB");
  check("peak RSS, brain --apply 100k", big?.apply.rssMb, TARGETS.rssMb, " MiB");
  check(`hook with ${HOOK_RECORDS} records / bare node`, startup.hook / startup.bare, TARGETS.hook);
  check("brain --help / bare node", startup.help / startup.bare, TARGETS.cli);
  check("brain show (small) / bare node", startup.show / startup.bare, TARGETS.cli);
  return checks.join("\n");
}

try {
  const m = machine();
  log(`${m.cpus} × ${m.model}, node ${m.node}, peak RSS via ${m.rss}; temp folder ${work}`);
  const results = SIZES.map(benchSize);
  const startup = benchStartup();
  console.log(`\nbrain benchmark — ${m.cpus} × ${m.model}, node ${m.node}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(table(results, startup));
  console.log(`\nTargets (SPEC §10):\n${targets(results, startup)}`);
  console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ machine: m, results, startup }, null, 2)}\n`);
  if (results.some((r) => !r.sameDiff || !r.sameApplied)) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
