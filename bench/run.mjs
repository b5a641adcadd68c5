#!/usr/bin/env node
// `npm run bench`: scale and speed of brain, all measured in one run and printed together (the
// table by size, the worst case, the start-up table, the targets); docs/performance.md explains
// each figure.
//
//   - synthetic, seeded data at 1k, 10k and 100k facts × as many candidates, citing real ingested
//     records (bench/generate.mjs);
//   - in process (bench/inprocess.mjs, its own child per size): parse, propose, render, apply;
//   - end to end through the real binary: `consolidate --propose` and `--apply --confirm` (which
//     re-derives the diff), and the lean baseline (bench/baseline.mjs --lean: the same files read
//     and parsed, the same classification, one outcome per candidate written; no hashing, no
//     review), alternating, so the ratios are measured under the same machine load; wall time,
//     CPU time and peak RSS per run. The full baseline (the same diff and review as brain's, by
//     hand) runs once per size, to check brain's outputs byte for byte;
//   - the worst case: 25k and 50k candidates all naming one key with different values, propose
//     and apply end to end (time must grow linearly, memory stay within the target);
//   - the stale-heavy, record-citing case (benchStale): 100k dynamic facts observed on one day
//     citing 997 records, proposed 212 days later (60k stale flags) with 100k candidates (bumps by
//     operator statements, conflicts, ai-draft, record bumps, new keys), brain against its own lean
//     baseline (bench/baseline.mjs --lean-diff: one JSON diff and a short Markdown list), alternating;
//   - the long-values case: a 100k-fact profile whose values are ~1,000 characters, and a batch
//     of 10k candidates as long, propose and apply once each (memory must stay within the target);
//   - start-up: the session-start hook on 10k published records, `brain --help`, `brain show` on a
//     500-fact profile and a 20-candidate propose on it, from the package's `bin` (the committed
//     plugin/bundle/, with its compile cache filled and turned off) and from dist/, each against a
//     bare `node -e 0`;
//   - MCP: a tool call to `brain mcp` against a bare SDK server's round trip (bench/mcp.mjs).
//
// Needs a build (`npm run build`): it measures dist/, which is what `brain` runs.
// Environment: BENCH_SIZES=1000,10000 to run fewer sizes; BENCH_WORST=5000,10000 for other
// worst-case sizes (BENCH_WORST=0 skips it); BENCH_LONG=0 skips the long-values case (or
// BENCH_LONG=<facts>:<candidates>:<chars>); BENCH_STALE=<n> sizes the stale-heavy case (default
// 100000, BENCH_STALE=0 skips it); BENCH_KEEP=1 keeps the temp folder;
// BENCH_JSON=<file> also writes the raw results there.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { STALE_RECORDS, STALE_TODAY, TODAY, writeDataDir, writeLongValues, writeStaleHeavy, writeWorstCase } from "./generate.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BIN = join(ROOT, "dist", "cli", "main.js");
// What `brain` runs once installed: the package's `bin`.
const PKG_BIN = join(ROOT, JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).bin.brain);
const MCP = join(ROOT, "bench", "mcp.mjs");
const BUNDLE = join(ROOT, "plugin", "bundle", "brain.cjs");
// The start-up table also times the other build: dist/ when `bin` is the bundle, else the bundle.
const OTHER = PKG_BIN === BUNDLE ? BIN : BUNDLE;
const BASELINE = join(ROOT, "bench", "baseline.mjs");
const HOOK = join(ROOT, "hooks", "session-start.mjs");
const INPROCESS = join(ROOT, "bench", "inprocess.mjs");
const PROBE = join(ROOT, "bench", "rss-probe.mjs");
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const WORST = (process.env.BENCH_WORST ?? "25000,50000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const LONG = process.env.BENCH_LONG === "0" ? null : (process.env.BENCH_LONG ?? "100000:10000:1000").split(":").map(Number);
const STALE = Number(process.env.BENCH_STALE ?? 100000);
const STALE_REPS = 5;
const MCP_CALLS = 30;
// Small sizes are cheap and noisy, so they get more repetitions; the median is reported.
const E2E_REPS = { 1000: 5, 10000: 3, 100000: 3 };
const INPROCESS_REPS = { 1000: 5, 10000: 3, 100000: 1 };
const STARTUP_RUNS = 15;
const HOOK_RECORDS = 10_000;

// RSS is compared in MiB (the KiB /usr/bin/time reports, / 1024), the unit `top` and `ps` use.
// Linear growth of the worst case: doubling the input may at most double the time, with the same
// 20% slack the 10k → 100k target allows (12× for 10×); a pairwise algorithm would give 4×.
const TARGETS = {
  proposeVsBaseline: 2,
  applyVsPropose: 1.5,
  growth: 12,
  worstGrowthPerDoubling: 2.4,
  rssMb: 400,
  hook: 1.5,
  cli: 3,
  show: 1.5,
  smallPropose: 2,
  mcpMs: 50,
};

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
  const full = TIME ? [TIME, ["-f", "%M %U %S", "-o", stats, process.execPath, ...args]] : [process.execPath, ["--import", PROBE, ...args]];
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
  let sameMd = true;
  let sameApplied = true;
  let reference;
  for (let r = 0; r < reps; r++) {
    brainRuns.push(measured(brainArgs(brainDir, "--propose", "--candidates", candidatesFile)));
    baseRuns.push(measured([BASELINE, "--lean", "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]));
    if (r === 0) {
      reference = measured([BASELINE, "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]);
      sameDiff &&= readFileSync(pendingJson).equals(readFileSync(join(baseDir, "brain", "pending-diff.json")));
      sameMd &&= sameReview(brainDir, baseDir);
    }
    applyRuns.push(measured(brainArgs(brainDir, "--apply", "--diff", pendingJson, "--confirm")));
    sameApplied &&= readFileSync(join(brainDir, "brain", "profile.md")).equals(readFileSync(join(dir, "inprocess-applied.md")));
    unapply(brainDir, profileText);
  }
  // The files a person and a machine read: sizes as the last propose left them.
  const files = { diffMb: statSync(pendingJson).size / 1048576, reviewKb: statSync(join(brainDir, "brain", "pending-diff.md")).size / 1024 };
  rmSync(dir, { recursive: true, force: true });
  rmSync(brainDir, { recursive: true, force: true });
  rmSync(baseDir, { recursive: true, force: true });
  return {
    n,
    inprocess,
    propose: summarize(brainRuns),
    baseline: summarize(baseRuns),
    reference: summarize([reference]),
    apply: summarize(applyRuns),
    files,
    sameDiff,
    sameMd,
    sameApplied,
  };
}

/** Back to the profile the diff was proposed against, with no history of having applied it (the archived batch stays). */
function unapply(dataDir, profileText) {
  writeFileSync(join(dataDir, "brain", "profile.md"), profileText);
  for (const p of ["history.jsonl", "consolidation-state.json", "backups", "applied"]) rmSync(join(dataDir, "brain", p), { recursive: true, force: true });
}

/** pending-diff.md of brain and of the baseline are the same bytes but for the data dir named in the apply command. */
function sameReview(brainDir, baseDir) {
  const review = (d) => readFileSync(join(d, "brain", "pending-diff.md"), "utf8").replaceAll(d, "<data-dir>");
  return review(brainDir) === review(baseDir);
}

/**
 * The worst case at n: n candidates on one key, all different values. Propose and apply end to
 * end (median of `reps`), and the baseline's propose once, to check its diff is brain's.
 */
function benchWorst(n, reps = 3) {
  const dir = join(work, `worst${n}`);
  const baseDir = join(work, `worst${n}-baseline`);
  log(`worst case ${n}: generating ${n} candidates on one key`);
  const { profileText, candidatesFile } = writeWorstCase(dir, n);
  cpSync(dir, baseDir, { recursive: true });
  const brainArgs = (...rest) => [BIN, "--data-dir", dir, "--today", TODAY, "consolidate", ...rest];
  const pendingJson = join(dir, "brain", "pending-diff.json");
  log(`worst case ${n}: propose and apply end to end (${reps} reps), the baseline once`);
  const proposeRuns = [];
  const applyRuns = [];
  for (let r = 0; r < reps; r++) {
    proposeRuns.push(measured(brainArgs("--propose", "--candidates", candidatesFile)));
    applyRuns.push(measured(brainArgs("--apply", "--diff", pendingJson, "--confirm")));
    unapply(dir, profileText);
  }
  const baseline = measured([BASELINE, "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]);
  const diff = JSON.parse(readFileSync(pendingJson, "utf8"));
  const shape = { conflicts: diff.conflicts.length, incoming: diff.conflicts[0]?.incoming.length ?? 0, diffMb: readFileSync(pendingJson).length / 1048576 };
  const sameDiff = readFileSync(pendingJson).equals(readFileSync(join(baseDir, "brain", "pending-diff.json"))) && sameReview(dir, baseDir);
  rmSync(dir, { recursive: true, force: true });
  rmSync(baseDir, { recursive: true, force: true });
  return { n, propose: summarize(proposeRuns), apply: summarize(applyRuns), baseline: summarize([baseline]), shape, sameDiff };
}

// ---- The stale-heavy, record-citing case (docs/performance.md, "The stale-heavy case") ----

/**
 * n facts × n candidates of the stale-heavy workload (bench/generate.mjs, writeStaleHeavy), proposed
 * on STALE_TODAY: in process once, then brain's propose and the lean baseline's (`--lean-diff`)
 * alternating, apply after each propose, and the full baseline once to check brain's outputs byte
 * for byte, like benchSize.
 */
function benchStale(n) {
  const dir = join(work, `stale${n}`);
  log(`stale-heavy ${n}: generating ${n} facts citing ${STALE_RECORDS} records and ${n} candidates`);
  const { profileText, candidatesFile } = writeStaleHeavy(dir, n);
  const brainDir = join(work, `stale${n}-brain`);
  const baseDir = join(work, `stale${n}-baseline`);
  cpSync(dir, brainDir, { recursive: true });
  cpSync(dir, baseDir, { recursive: true });
  log(`stale-heavy ${n}: in process`);
  const ip = spawnSync(process.execPath, ["--expose-gc", INPROCESS, dir, "1", STALE_TODAY], { encoding: "utf8" });
  if (ip.status !== 0) throw new Error(`bench: in-process run failed\n${ip.stderr}`);
  const inprocess = JSON.parse(ip.stdout);
  log(`stale-heavy ${n}: end to end, brain and lean baseline propose alternating, then apply (${STALE_REPS} reps)`);
  const brainArgs = (...rest) => [BIN, "--data-dir", brainDir, "--today", STALE_TODAY, "consolidate", ...rest];
  const pendingJson = join(brainDir, "brain", "pending-diff.json");
  const proposeRuns = [];
  const baseRuns = [];
  const applyRuns = [];
  const same = { diff: true, md: true, applied: true };
  for (let r = 0; r < STALE_REPS; r++) {
    proposeRuns.push(measured(brainArgs("--propose", "--candidates", candidatesFile)));
    baseRuns.push(measured([BASELINE, "--lean-diff", "--data-dir", baseDir, "--today", STALE_TODAY, "--candidates", candidatesFile]));
    if (r === 0) {
      measured([BASELINE, "--data-dir", baseDir, "--today", STALE_TODAY, "--candidates", candidatesFile]);
      same.diff = readFileSync(pendingJson).equals(readFileSync(join(baseDir, "brain", "pending-diff.json")));
      same.md = sameReview(brainDir, baseDir);
    }
    applyRuns.push(measured(brainArgs("--apply", "--diff", pendingJson, "--confirm")));
    same.applied &&= readFileSync(join(brainDir, "brain", "profile.md")).equals(readFileSync(join(dir, "inprocess-applied.md")));
    unapply(brainDir, profileText);
  }
  for (const d of [dir, brainDir, baseDir]) rmSync(d, { recursive: true, force: true });
  return { n, inprocess, propose: summarize(proposeRuns), baseline: summarize(baseRuns), apply: summarize(applyRuns), same };
}

function staleTable(stale) {
  const { propose, baseline, apply, inprocess: ip } = stale;
  const wc = (r) => `${fmt.ms(r.wallMs)} / ${fmt.ms(r.cpuMs)}`;
  return [
    "",
    `| stale-heavy: ${stale.n / 1000}k facts citing ${STALE_RECORDS} records × ${stale.n / 1000}k candidates, --today ${STALE_TODAY} (median of ${STALE_REPS}) | wall / CPU ms | peak RSS MiB |`,
    "|:--|--:|--:|",
    `| in process: parse / proposeDiff / render / apply (ms); engine runs | ${fmt.ms(ip.ms.parse)} / ${fmt.ms(ip.ms.propose)} / ${fmt.ms(ip.ms.render)} / ${fmt.ms(ip.ms.apply)}; ${ip.engineRuns} | ${fmt.mb(ip.maxRssKb / 1024)} |`,
    `| brain consolidate --propose | ${wc(propose)} | ${fmt.mb(propose.rssMb)} |`,
    `| lean baseline (--lean-diff) | ${wc(baseline)} | ${fmt.mb(baseline.rssMb)} |`,
    `| ratio brain / lean baseline (wall / CPU) | ${fmt.ratio(propose.wallMs / baseline.wallMs)} / ${fmt.ratio(propose.cpuMs / baseline.cpuMs)} | |`,
    `| brain consolidate --apply --confirm | ${wc(apply)} | ${fmt.mb(apply.rssMb)} |`,
    `| ratio apply / propose (wall / CPU) | ${fmt.ratio(apply.wallMs / propose.wallMs)} / ${fmt.ratio(apply.cpuMs / propose.cpuMs)} | |`,
    `| pending-diff.json / .md brain = full baseline; profile.md binary = in process | ${[stale.same.diff, stale.same.md, stale.same.applied].map((x) => (x ? "identical" : "DIFFERS")).join(" / ")} | |`,
  ].join("\n");
}

function staleTargets(stale, check) {
  const { propose, baseline, apply } = stale;
  const at = `stale-heavy ${stale.n / 1000}k`;
  check(`propose ${at}, brain / lean baseline, end to end (wall)`, propose.wallMs / baseline.wallMs, TARGETS.proposeVsBaseline);
  check(`propose ${at}, brain / lean baseline, end to end (CPU)`, propose.cpuMs / baseline.cpuMs, TARGETS.proposeVsBaseline);
  check(`apply / propose ${at}, end to end (wall)`, apply.wallMs / propose.wallMs, TARGETS.applyVsPropose);
  check(`peak RSS, brain --propose ${at}`, propose.rssMb, TARGETS.rssMb, " MiB");
  check(`peak RSS, brain --apply ${at}`, apply.rssMb, TARGETS.rssMb, " MiB");
}

// ---- end of the stale-heavy case ----

/** 100k facts with long values: propose and apply once each, for time and memory. */
function benchLong([facts, n, chars]) {
  const dir = join(work, "long");
  log(`long values: generating ${facts} facts and ${n} candidates with ~${chars}-character values`);
  const { profileText, candidatesFile } = writeLongValues(dir, facts, n, chars);
  const brainArgs = (...rest) => [BIN, "--data-dir", dir, "--today", TODAY, "consolidate", ...rest];
  log("long values: propose and apply end to end, once each");
  const propose = measured(brainArgs("--propose", "--candidates", candidatesFile));
  const apply = measured(brainArgs("--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"));
  const profileMb = Buffer.byteLength(profileText) / 1048576;
  unapply(dir, profileText);
  rmSync(dir, { recursive: true, force: true });
  return { facts, n, chars, profileMb, propose, apply };
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
  writeDataDir(small, 500);
  // A 20-candidate batch on the 500-fact profile: the first 20 of the generated 500.
  const batch20 = join(work, "small-20.json");
  writeFileSync(batch20, JSON.stringify(JSON.parse(readFileSync(join(small, "candidates.json"), "utf8")).slice(0, 20)));
  // The bundle's compile cache (scripts/bundle/compile-cache.cjs) in this run's folder: filled by
  // the warm-up run below, as a user's first run fills theirs; the "no compile cache" rows turn it off.
  const cache = { BRAIN_COMPILE_CACHE: join(work, "compile-cache") };
  const noCache = { BRAIN_COMPILE_CACHE: "off" };
  const propose20 =
    (bin, env = cache) =>
    () =>
      wall([bin, "--data-dir", small, "--today", TODAY, "consolidate", "--propose", "--candidates", batch20], env);

  const cases = {
    bare: () => wall(["-e", "0"]),
    hook: () => wall([HOOK], { BRAIN_DATA_DIR: hookDir }),
    help: () => wall([PKG_BIN, "--help"], cache),
    show: () => wall([PKG_BIN, "--data-dir", small, "show"], cache),
    propose: propose20(PKG_BIN),
    showNoCache: () => wall([PKG_BIN, "--data-dir", small, "show"], noCache),
    proposeNoCache: propose20(PKG_BIN, noCache),
    ...(existsSync(OTHER) && OTHER !== PKG_BIN
      ? { bundleHelp: () => wall([OTHER, "--help"]), bundleShow: () => wall([OTHER, "--data-dir", small, "show"]), bundlePropose: propose20(OTHER) }
      : {}),
  };
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (const fn of Object.values(cases)) fn(); // warm the file cache
  for (let i = 0; i < STARTUP_RUNS; i++) for (const [k, fn] of Object.entries(cases)) times[k].push(fn());
  const startup = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  log(`MCP: ${MCP_CALLS} calls each to brain mcp (status, show on 500 facts) and to a bare SDK server`);
  const m = spawnSync(process.execPath, [MCP, PKG_BIN, small, String(MCP_CALLS)], { encoding: "utf8" });
  if (m.status !== 0) throw new Error(`bench: the MCP run failed\n${m.stderr}`);
  return { ...startup, mcp: JSON.parse(m.stdout) };
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

function table(results, startup, worst, long) {
  const by = (f) => SIZES.map((n) => f(results.find((r) => r.n === n)));
  const rows = [
    ["in process (median ms)", null],
    ["  parse (parseProfile)", by((r) => fmt.ms(r.inprocess.ms.parse))],
    ["  propose (proposeDiff)", by((r) => fmt.ms(r.inprocess.ms.propose))],
    ["  render (renderDiffMarkdown)", by((r) => fmt.ms(r.inprocess.ms.render))],
    ["  apply (re-derive + serialize)", by((r) => fmt.ms(r.inprocess.ms.apply))],
    ["  serialize (serializeProfile)", by((r) => fmt.ms(r.inprocess.ms.serialize))],
    ["  engine runs / evaluations", by((r) => `${r.inprocess.engineRuns} / ${r.inprocess.evaluations}`)],
    ["  peak RSS, all stages (MiB)", by((r) => fmt.mb(r.inprocess.maxRssKb / 1024))],
    ["end to end (median wall ms)", null],
    ["  brain consolidate --propose", by((r) => fmt.ms(r.propose.wallMs))],
    ["  lean baseline (--lean)", by((r) => fmt.ms(r.baseline.wallMs))],
    ["  ratio brain / lean baseline (wall)", by((r) => fmt.ratio(r.propose.wallMs / r.baseline.wallMs))],
    ["  ratio brain / lean baseline (CPU)", by((r) => fmt.ratio(r.propose.cpuMs / r.baseline.cpuMs))],
    ["  full baseline, brain's outputs (once)", by((r) => fmt.ms(r.reference.wallMs))],
    ["  brain consolidate --apply --confirm", by((r) => fmt.ms(r.apply.wallMs))],
    ["  ratio apply / propose (wall)", by((r) => fmt.ratio(r.apply.wallMs / r.propose.wallMs))],
    ["  ratio apply / propose (CPU)", by((r) => fmt.ratio(r.apply.cpuMs / r.propose.cpuMs))],
    ["  pending-diff.json MiB / .md KiB", by((r) => `${r.files.diffMb.toFixed(1)} / ${r.files.reviewKb.toFixed(0)}`)],
    ["  pending-diff.json brain = full baseline", by((r) => (r.sameDiff ? "identical" : "DIFFERS"))],
    ["  pending-diff.md brain = full baseline", by((r) => (r.sameMd ? "identical" : "DIFFERS"))],
    ["  profile.md binary = in process", by((r) => (r.sameApplied ? "identical" : "DIFFERS"))],
    ["peak RSS (MiB)", null],
    ["  brain --propose", by((r) => fmt.mb(r.propose.rssMb))],
    ["  lean baseline", by((r) => fmt.mb(r.baseline.rssMb))],
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
  const bin = PKG_BIN.slice(ROOT.length);
  out.push(`| ${bin} show (500 facts) | ${fmt.ms(startup.show)} | ${fmt.ratio(startup.show / startup.bare)} |`);
  out.push(`| ${bin} propose (20 candidates, 500 facts) | ${fmt.ms(startup.propose)} | ${fmt.ratio(startup.propose / startup.bare)} |`);
  out.push(`| ${bin} show, no compile cache | ${fmt.ms(startup.showNoCache)} | ${fmt.ratio(startup.showNoCache / startup.bare)} |`);
  out.push(`| ${bin} propose, no compile cache | ${fmt.ms(startup.proposeNoCache)} | ${fmt.ratio(startup.proposeNoCache / startup.bare)} |`);
  if (startup.bundleHelp !== undefined) {
    const other = OTHER.slice(ROOT.length);
    out.push(`| ${other} --help | ${fmt.ms(startup.bundleHelp)} | ${fmt.ratio(startup.bundleHelp / startup.bare)} |`);
    out.push(`| ${other} show (500 facts) | ${fmt.ms(startup.bundleShow)} | ${fmt.ratio(startup.bundleShow / startup.bare)} |`);
    out.push(`| ${other} propose (20 candidates) | ${fmt.ms(startup.bundlePropose)} | ${fmt.ratio(startup.bundlePropose / startup.bare)} |`);
  }
  const mcp = startup.mcp;
  out.push("", `| MCP call (median of ${MCP_CALLS}, ms) | ms | − bare SDK |`, "|:--|--:|--:|");
  out.push(`| bare SDK server, one tool call | ${fmt.ms(mcp.bare)} | 0 |`);
  out.push(`| brain mcp: status | ${fmt.ms(mcp.brainStatus)} | ${fmt.ms(mcp.brainStatus - mcp.bare)} |`);
  out.push(`| brain mcp: show (500 facts) | ${fmt.ms(mcp.brainShow)} | ${fmt.ms(mcp.brainShow - mcp.bare)} |`);
  if (long) {
    out.push(
      "",
      `| long values: ${long.facts / 1000}k facts, ${long.n / 1000}k candidates, ~${long.chars}-character values | wall / CPU ms | peak RSS MiB |`,
      "|:--|--:|--:|",
    );
    out.push(
      `| profile.md ${long.profileMb.toFixed(0)} MiB: brain --propose | ${fmt.ms(long.propose.wallMs)} / ${fmt.ms(long.propose.cpuMs)} | ${fmt.mb(long.propose.rssMb)} |`,
    );
    out.push(`| brain --apply --confirm | ${fmt.ms(long.apply.wallMs)} / ${fmt.ms(long.apply.cpuMs)} | ${fmt.mb(long.apply.rssMb)} |`);
  }
  if (worst.length > 0) {
    out.push("", `| worst case: N candidates on one key, all different values | ${worst.map((w) => `${w.n / 1000}k`).join(" | ")} |`);
    out.push(`|:--|${worst.map(() => "--:").join("|")}|`);
    const row = (label, f) => out.push(`| ${label} | ${worst.map(f).join(" | ")} |`);
    row("diff: conflicts entries / incoming values / MiB", (w) => `${w.shape.conflicts} / ${w.shape.incoming} / ${w.shape.diffMb.toFixed(1)}`);
    row("brain --propose, wall / CPU ms", (w) => `${fmt.ms(w.propose.wallMs)} / ${fmt.ms(w.propose.cpuMs)}`);
    row("brain --apply --confirm, wall / CPU ms", (w) => `${fmt.ms(w.apply.wallMs)} / ${fmt.ms(w.apply.cpuMs)}`);
    row("full baseline propose, wall ms (once)", (w) => fmt.ms(w.baseline.wallMs));
    row("peak RSS propose / apply (MiB)", (w) => `${fmt.mb(w.propose.rssMb)} / ${fmt.mb(w.apply.rssMb)}`);
    row("pending-diff.json and .md brain = full baseline", (w) => (w.sameDiff ? "identical" : "DIFFERS"));
  }
  return out.join("\n");
}

function targets(results, startup, worst, long, stale) {
  const at = (n) => results.find((r) => r.n === n);
  const big = at(100000);
  const mid = at(10000);
  const checks = [];
  const check = (name, value, limit, unit = "×") => {
    if (value === undefined || Number.isNaN(value)) return checks.push(`- [skipped] ${name} (size not run)`);
    checks.push(`- [${value <= limit ? "met" : "MISSED"}] ${name}: ${unit === "×" ? value.toFixed(2) : value.toFixed(0)}${unit} (target ≤ ${limit}${unit})`);
  };
  check("propose 100k×100k, brain / lean baseline, end to end (wall)", big && big.propose.wallMs / big.baseline.wallMs, TARGETS.proposeVsBaseline);
  check("propose 100k×100k, brain / lean baseline, end to end (CPU)", big && big.propose.cpuMs / big.baseline.cpuMs, TARGETS.proposeVsBaseline);
  check("apply 100k / propose 100k, end to end (wall)", big && big.apply.wallMs / big.propose.wallMs, TARGETS.applyVsPropose);
  check("growth 100k / 10k, brain --propose end to end", big && mid && big.propose.wallMs / mid.propose.wallMs, TARGETS.growth);
  check("growth 100k / 10k, proposeDiff in process", big && mid && big.inprocess.ms.propose / mid.inprocess.ms.propose, TARGETS.growth);
  check("growth 100k / 10k, brain --apply end to end", big && mid && big.apply.wallMs / mid.apply.wallMs, TARGETS.growth);
  check("peak RSS, brain --propose 100k", big?.propose.rssMb, TARGETS.rssMb, " MiB");
  check("peak RSS, brain --apply 100k", big?.apply.rssMb, TARGETS.rssMb, " MiB");
  check(`hook with ${HOOK_RECORDS} records / bare node`, startup.hook / startup.bare, TARGETS.hook);
  check("brain --help (package bin) / bare node", startup.help / startup.bare, TARGETS.cli);
  check("brain show, 500 facts (package bin) / bare node", startup.show / startup.bare, TARGETS.show);
  check("brain propose, 20 candidates on 500 facts (package bin) / bare node", startup.propose / startup.bare, TARGETS.smallPropose);
  check("MCP status call − bare SDK round trip", startup.mcp.brainStatus - startup.mcp.bare, TARGETS.mcpMs, " ms");
  check("MCP show call (500 facts) − bare SDK round trip", startup.mcp.brainShow - startup.mcp.bare, TARGETS.mcpMs, " ms");
  if (long) {
    check(`long values peak RSS, brain --propose`, long.propose.rssMb, TARGETS.rssMb, " MiB");
    check(`long values peak RSS, brain --apply`, long.apply.rssMb, TARGETS.rssMb, " MiB");
  }
  const [half, full] = [worst.at(-2), worst.at(-1)];
  const pair = half && full ? `${full.n / 1000}k / ${half.n / 1000}k` : "(needs two sizes)";
  const perDoubling = (f) => (half && full ? f(full) / f(half) / (full.n / half.n / 2) : undefined);
  check(
    `worst case growth ${pair}, brain --propose (per doubling)`,
    perDoubling((w) => w.propose.wallMs),
    TARGETS.worstGrowthPerDoubling,
  );
  check(
    `worst case growth ${pair}, brain --apply (per doubling)`,
    perDoubling((w) => w.apply.wallMs),
    TARGETS.worstGrowthPerDoubling,
  );
  check(`worst case peak RSS, brain --propose ${full ? full.n / 1000 : "?"}k`, full?.propose.rssMb, TARGETS.rssMb, " MiB");
  check(`worst case peak RSS, brain --apply ${full ? full.n / 1000 : "?"}k`, full?.apply.rssMb, TARGETS.rssMb, " MiB");
  if (stale) staleTargets(stale, check);
  return checks.join("\n");
}

try {
  const m = machine();
  const load = {
    start: loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  };
  log(`${m.cpus} × ${m.model}, node ${m.node}, peak RSS via ${m.rss}; load ${load.start}; temp folder ${work}`);
  const results = SIZES.map(benchSize);
  const worst = WORST.map((n) => benchWorst(n));
  const long = LONG ? benchLong(LONG) : null;
  const stale = STALE > 0 ? benchStale(STALE) : null;
  const startup = benchStartup();
  load.end = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  console.log(`\nbrain benchmark — ${m.cpus} × ${m.model}, node ${m.node}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
  console.log(`load average (1/5/15 min) at start ${load.start}, at end ${load.end}\n`);
  console.log(table(results, startup, worst, long));
  if (stale) console.log(staleTable(stale));
  console.log(`\nTargets (docs/performance.md):\n${targets(results, startup, worst, long, stale)}`);
  console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ machine: m, load, results, worst, long, stale, startup }, null, 2)}\n`);
  if (results.some((r) => !r.sameDiff || !r.sameMd || !r.sameApplied) || worst.some((w) => !w.sameDiff)) process.exitCode = 1;
  if (stale && !(stale.same.diff && stale.same.md && stale.same.applied)) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
