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
//   - the quotes case (benchQuoted): the 100k data with a quote on every candidate citing a
//     record, brain against the lean baseline (which looks each quote up in its record, as the
//     shipped rule reject-quote-not-in-record needs, and asks for no near-duplicate key), propose then apply;
//   - the long-values case: a 100k-fact profile whose values are ~1,000 characters, and a batch
//     of 10k candidates as long, propose and apply once each (memory must stay within the target);
//   - the read side at 100k: `brain recall <word>` and `brain context --explain` against
//     `brain show --key <k>` on the same profile, alternating;
//   - the memory devices: the 100k, long-values and quotes propose and apply again without each one, from a
//     copy of dist/ with that one line of it replaced, so the table shows what each one saves;
//   - start-up: the session-start hook on 10k published records, with Claude Code's SessionStart
//     JSON on stdin, a 9,000-character session context and onlyIn matching (and, for comparison,
//     the nudge alone), `brain --help`, `brain show` on a
//     500-fact profile and a 20-candidate propose on it, from the package's `bin` (the committed
//     plugin/bundle/), each against a bare `node -e 0`; and the same commands without each start-up
//     device the bundle has (its compile cache turned off; bundles built without splitting and as
//     ES modules; the shipped rules parsed at run time), so the table shows what each one saves;
//   - MCP: a tool call to `brain mcp` against a bare SDK server's round trip (bench/mcp.mjs).
//
// Needs a build (`npm run build`): the large runs measure dist/ (the same code as the bundle).
// Environment: BENCH_SIZES=1000,10000 to run fewer sizes; BENCH_WORST=5000,10000 for other
// worst-case sizes (BENCH_WORST=0 skips it); BENCH_LONG=0 skips the long-values case (or
// BENCH_LONG=<facts>:<candidates>:<chars>); BENCH_STALE=<n> sizes the stale-heavy case (default
// 100000, BENCH_STALE=0 skips it); BENCH_QUOTED=<n> sizes the quotes case (default 100000, 0 skips
// it); BENCH_KEEP=1 keeps the temp folder;
// BENCH_JSON=<file> also writes the raw results there; BENCH_INSTRUCTIONS=1 also counts each
// start-up case's instructions under valgrind (the machine's load does not move those).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STALE_RECORDS, STALE_TODAY, TODAY, writeDataDir, writeLongValues, writeQuoted, writeStaleHeavy, writeWorstCase } from "./generate.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BIN = join(ROOT, "dist", "cli", "main.js");
// What `brain` runs once installed: the package's `bin`.
const PKG_BIN = join(ROOT, JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).bin.brain);
const MCP = join(ROOT, "bench", "mcp.mjs");
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
const QUOTED = Number(process.env.BENCH_QUOTED ?? 100000);
// The 100k ratios to the lean baseline are checked against a bound on a shared, noisy machine (the
// same binary's propose varied 4.5–7.0 s within minutes): five alternating pairs, not three.
const QUOTED_REPS = 5;
const MCP_CALLS = 30;
// Small sizes are cheap and noisy, so they get more repetitions; the median is reported.
const E2E_REPS = { 1000: 5, 10000: 3, 100000: 5 };
const INPROCESS_REPS = { 1000: 5, 10000: 3, 100000: 1 };
const STARTUP_RUNS = 31;
const HOOK_RECORDS = 10_000;
// The read side (recall, context --explain) is measured at this size and above.
const READS_FROM = 100_000;
const READ_REPS = 3;
const READ_WORD = "governance";
// The hook gives a context of about this many characters (the largest budget).
const HOOK_CONTEXT_BUDGET = 9000;

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
  reads: 1.5,
  help: 1.5,
  show: 2,
  smallPropose: 2.5,
  mcpMs: 50,
  // A start-up device stays only if it saves at least this much of some command's start; a memory
  // device, if it saves at least this share of a peak at 100k.
  deviceMs: 5,
  memoryShare: 0.1,
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

/**
 * Wall time of a bare start, no wrapper (a wrapper would distort a 40 ms figure). With `input`,
 * stdin holds it (a socket, as Claude Code gives its hooks), else stdin is /dev/null.
 */
function wall(args, env = {}, input = undefined) {
  const t = performance.now();
  const stdio = input === undefined ? ["ignore", "pipe", "pipe"] : ["pipe", "pipe", "pipe"];
  const r = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, stdio, ...(input === undefined ? {} : { input }) });
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
  let files;
  for (let r = 0; r < reps; r++) {
    brainRuns.push(measured(brainArgs(brainDir, "--propose", "--candidates", candidatesFile)));
    baseRuns.push(measured([BASELINE, "--lean", "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]));
    if (r === 0) {
      reference = measured([BASELINE, "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]);
      sameDiff &&= readFileSync(pendingJson).equals(readFileSync(join(baseDir, "brain", "pending-diff.json")));
      sameMd &&= sameReview(brainDir, baseDir);
    }
    // The files a person and a machine read: sizes as the last propose left them.
    if (r === reps - 1) files = { diffMb: statSync(pendingJson).size / 1048576, reviewKb: statSync(join(brainDir, "brain", "pending-diff.md")).size / 1024 };
    applyRuns.push(measured(brainArgs(brainDir, "--apply", "--diff", pendingJson, "--confirm")));
    sameApplied &&= readFileSync(join(brainDir, "brain", "profile.md")).equals(readFileSync(join(dir, "inprocess-applied.md")));
    unapply(brainDir, profileText);
  }
  let without;
  if (n === 100000) {
    log(`${n}: propose and apply without each memory device`);
    without = withoutDevices(brainDir, profileText, candidatesFile, Object.keys(MEMORY_DEVICES));
  }
  const reads = n >= READS_FROM ? benchReads(brainDir, profileText) : undefined;
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
    without,
    files,
    reads,
    sameDiff,
    sameMd,
    sameApplied,
  };
}

/**
 * The read side on the profile of this size: `brain recall <word>` and `brain context --explain`
 * against `brain show --key <k>`, alternating, end to end (median wall and CPU time).
 */
function benchReads(dataDir, profileText) {
  const key = /\*\*([^*]+)\*\*/.exec(profileText)[1];
  const brainArgs = (...rest) => [BIN, "--data-dir", dataDir, "--today", TODAY, ...rest];
  const cases = { show: brainArgs("show", "--key", key), recall: brainArgs("recall", READ_WORD), explain: brainArgs("context", "--explain") };
  log(`reads: show --key ${key}, recall ${READ_WORD}, context --explain (${READ_REPS} alternating reps)`);
  const runs = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let r = 0; r < READ_REPS; r++) for (const [k, args] of Object.entries(cases)) runs[k].push(measured(args));
  return Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, summarize(v)]));
}

/** Back to the profile the diff was proposed against, with no history of having applied it (the archived batch stays). */
/**
 * The data dir as generated again: the profile and nothing the propose and apply wrote, so every
 * rep proposes into the same state (a pending diff left behind would be read as a pending batch).
 */
function unapply(dataDir, profileText) {
  writeFileSync(join(dataDir, "brain", "profile.md"), profileText);
  for (const p of ["history.jsonl", "consolidation-state.json", "backups", "applied", "pending-diff.json", "pending-diff.md", "batches"]) {
    rmSync(join(dataDir, "brain", p), { recursive: true, force: true });
  }
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
  const baseline = measured([BASELINE, "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]);
  let shape;
  let sameDiff;
  for (let r = 0; r < reps; r++) {
    proposeRuns.push(measured(brainArgs("--propose", "--candidates", candidatesFile)));
    if (r === reps - 1) {
      const bytes = readFileSync(pendingJson);
      const diff = JSON.parse(bytes.toString("utf8"));
      shape = { conflicts: diff.conflicts.length, incoming: diff.conflicts[0]?.incoming.length ?? 0, diffMb: bytes.length / 1048576 };
      sameDiff = bytes.equals(readFileSync(join(baseDir, "brain", "pending-diff.json"))) && sameReview(dir, baseDir);
    }
    applyRuns.push(measured(brainArgs("--apply", "--diff", pendingJson, "--confirm")));
    unapply(dir, profileText);
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(baseDir, { recursive: true, force: true });
  return { n, propose: summarize(proposeRuns), apply: summarize(applyRuns), baseline: summarize([baseline]), shape, sameDiff };
}

/**
 * The memory devices (docs/performance.md, "Peak memory"): each taken away in a copy of dist/ where
 * one line of the compiled code is replaced, so the case runs with and without it.
 */
const MEMORY_DEVICES = {
  "long values packed as UTF-8": ["core/packed-value.js", "export function packLongValue(o) {", "export function packLongValue(o) {\n    return o;"],
  "parsed strings detached from their line": ["core/detached.js", "export function detached(s) {", "export function detached(s) {\n    return s;"],
  "the heap's growth bounded": ["cli/heap.js", "setFlagsFromString(HEAP_GROWTH_FLAG);", ""],
};

/** dist/cli/main.js of a copy of dist/ without `device`, beside links to the package's rules/, schemas/, hooks/ and node_modules/. */
function distWithout(device) {
  const [file, from, to] = MEMORY_DEVICES[device];
  const dir = join(work, "without", device.replace(/[^a-z0-9]+/gi, "-"));
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    cpSync(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
    for (const part of ["rules", "schemas", "hooks", "node_modules", "package.json"]) symlinkSync(join(ROOT, part), join(dir, part));
    const path = join(dir, "dist", file);
    const code = readFileSync(path, "utf8");
    if (!code.includes(from)) throw new Error(`bench: ${file} no longer has "${from}": update MEMORY_DEVICES`);
    writeFileSync(path, code.replace(from, to));
  }
  return join(dir, "dist", "cli", "main.js");
}

/** Propose and apply once each with every `devices` taken away in turn, on the data in `dir` (restored after each). */
function withoutDevices(dir, profileText, candidatesFile, devices) {
  const runs = {};
  for (const device of devices) {
    const bin = distWithout(device);
    const brainArgs = (...rest) => [bin, "--data-dir", dir, "--today", TODAY, "consolidate", ...rest];
    const propose = measured(brainArgs("--propose", "--candidates", candidatesFile));
    const apply = measured(brainArgs("--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"));
    unapply(dir, profileText);
    runs[device] = { propose, apply };
  }
  return runs;
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

// ---- Quotes on every candidate (docs/performance.md, "Quotes and near-duplicate keys") ----

/**
 * writeDataDir's n × n with a quote on every candidate citing a record (bench/generate.mjs,
 * writeQuoted): brain's propose checks each quote against its record and asks the near-duplicate
 * key index for every new key; the lean baseline (`--lean`) does neither, so the ratio is brain's
 * whole evidence work against a classifier without it. Alternating, then apply after each propose.
 */
function benchQuoted(n) {
  const dir = join(work, `quoted${n}`);
  log(`quoted ${n}: generating ${n} facts and ${n} candidates, each citing candidate quoting its record`);
  const { profileText, candidatesFile } = writeQuoted(dir, n);
  const baseDir = join(work, `quoted${n}-baseline`);
  cpSync(dir, baseDir, { recursive: true });
  log(`quoted ${n}: brain and lean baseline propose alternating, then apply (${QUOTED_REPS} reps)`);
  const brainArgs = (...rest) => [BIN, "--data-dir", dir, "--today", TODAY, "consolidate", ...rest];
  const proposeRuns = [];
  const baseRuns = [];
  const applyRuns = [];
  let rejected;
  for (let r = 0; r < QUOTED_REPS; r++) {
    proposeRuns.push(measured(brainArgs("--propose", "--candidates", candidatesFile)));
    baseRuns.push(measured([BASELINE, "--lean", "--data-dir", baseDir, "--today", TODAY, "--candidates", candidatesFile]));
    if (r === QUOTED_REPS - 1) {
      const diff = JSON.parse(readFileSync(join(dir, "brain", "pending-diff.json"), "utf8"));
      rejected = diff.trace.filter((t) => t.rule === "reject-quote-not-in-record").length;
    }
    applyRuns.push(measured(brainArgs("--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm")));
    unapply(dir, profileText);
  }
  const quotes = JSON.parse(readFileSync(candidatesFile, "utf8")).filter((c) => c.quote !== undefined).length;
  log(`quoted ${n}: propose and apply without each memory device`);
  const without = withoutDevices(dir, profileText, candidatesFile, Object.keys(MEMORY_DEVICES));
  for (const d of [dir, baseDir]) rmSync(d, { recursive: true, force: true });
  return { n, quotes, rejected, propose: summarize(proposeRuns), baseline: summarize(baseRuns), apply: summarize(applyRuns), without };
}

function quotedTable(q) {
  const wc = (r) => `${fmt.ms(r.wallMs)} / ${fmt.ms(r.cpuMs)}`;
  return [
    "",
    `| quotes: ${q.n / 1000}k facts × ${q.n / 1000}k candidates, ${q.quotes} quoting their record (${q.rejected} rejected as not found) (median of ${QUOTED_REPS}) | wall / CPU ms | peak RSS MiB |`,
    "|:--|--:|--:|",
    `| brain consolidate --propose | ${wc(q.propose)} | ${fmt.mb(q.propose.rssMb)} |`,
    `| lean baseline (--lean: quotes looked up, no near-duplicate keys) | ${wc(q.baseline)} | ${fmt.mb(q.baseline.rssMb)} |`,
    `| ratio brain / lean baseline (wall / CPU) | ${fmt.ratio(q.propose.wallMs / q.baseline.wallMs)} / ${fmt.ratio(q.propose.cpuMs / q.baseline.cpuMs)} | |`,
    `| brain consolidate --apply --confirm | ${wc(q.apply)} | ${fmt.mb(q.apply.rssMb)} |`,
  ].join("\n");
}

function quotedTargets(q, check) {
  const at = `with quotes ${q.n / 1000}k`;
  check(`propose ${at}, brain / lean baseline, end to end (wall)`, q.propose.wallMs / q.baseline.wallMs, TARGETS.proposeVsBaseline);
  check(`apply / propose ${at}, end to end (wall)`, q.apply.wallMs / q.propose.wallMs, TARGETS.applyVsPropose);
  check(`peak RSS, brain --propose ${at}`, q.propose.rssMb, TARGETS.rssMb, " MiB");
  check(`peak RSS, brain --apply ${at}`, q.apply.rssMb, TARGETS.rssMb, " MiB");
}

// ---- end of the quotes case ----

/** 100k facts with long values: propose and apply once each, for time and memory; then without each memory device. */
function benchLong([facts, n, chars]) {
  const dir = join(work, "long");
  log(`long values: generating ${facts} facts and ${n} candidates with ~${chars}-character values`);
  const { profileText, candidatesFile } = writeLongValues(dir, facts, n, chars);
  const brainArgs = (...rest) => [BIN, "--data-dir", dir, "--today", TODAY, "consolidate", ...rest];
  log("long values: propose and apply end to end, once each, then without each memory device");
  const propose = measured(brainArgs("--propose", "--candidates", candidatesFile));
  const apply = measured(brainArgs("--apply", "--diff", join(dir, "brain", "pending-diff.json"), "--confirm"));
  const profileMb = Buffer.byteLength(profileText) / 1048576;
  unapply(dir, profileText);
  const without = withoutDevices(dir, profileText, candidatesFile, Object.keys(MEMORY_DEVICES));
  rmSync(dir, { recursive: true, force: true });
  return { facts, n, chars, profileMb, propose, apply, without };
}

/**
 * The bundle without each of its start-up devices (docs/performance.md, "What each device buys"):
 * built from the working tree without splitting and as ES modules (scripts/build-bundle.mjs
 * --no-split, --esm), and a copy of the package's bundle without its build-time parse of the
 * shipped rules. Each sits where the bundle does, beside rules/, schemas/ and hooks/.
 */
function bundlesWithout() {
  const folder = (name) => {
    const dir = join(work, "without", name);
    mkdirSync(dir, { recursive: true });
    for (const part of ["rules", "schemas", "hooks"]) symlinkSync(join(ROOT, "plugin", part), join(dir, part));
    return join(dir, "bundle");
  };
  const built = (name, flag, entry) => {
    const out = folder(name);
    const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-bundle.mjs"), out, flag], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`bench: build-bundle ${flag} failed\n${r.stderr}`);
    return join(out, entry);
  };
  const rules = folder("rules");
  cpSync(dirname(PKG_BIN), rules, { recursive: true });
  rmSync(join(rules, "shipped-rules.json"));
  return { split: built("split", "--no-split", "brain.cjs"), commonjs: built("commonjs", "--esm", "brain.mjs"), shippedRules: join(rules, basename(PKG_BIN)) };
}

/**
 * Instructions a quiet run of this machine executes in a millisecond of a short command's wall time
 * (the same builds' wall and instruction differences: 6.1–7.3 M), to judge a device by its counts.
 */
const INSTRUCTIONS_PER_MS = 6e6;

/** The most instructions `device` saves any command (its with and without cases both counted). */
function savedInstructions(counts, device) {
  const [withIt, withoutIt] = DEVICES[device];
  const saved = ["help", "show", "propose", "alone"]
    .map((command) => [counts[command === "alone" ? "bare" : `${command}${withIt}`], counts[`${command}${withoutIt}`]])
    .filter(([a, b]) => a !== undefined && b !== undefined)
    .map(([a, b]) => b - a);
  return saved.length > 0 ? Math.max(...saved) : undefined;
}

/**
 * Each device: the case with it and the case without it (`cases` in benchStartup), a suffix of the
 * command's case. The last keeps Node's stream classes off a command's start; what it saves is
 * making process.stdout and stderr in a bare node (the "alone" column).
 */
const DEVICES = {
  "compile cache (BRAIN_COMPILE_CACHE=off)": ["", "NoCache"],
  "splitting (one file: build-bundle --no-split)": ["", "NoSplit"],
  "CommonJS (ES modules: --esm; both without the compile cache)": ["NoCache", "Esm"],
  "shipped rules parsed at build time (shipped-rules.json removed)": ["", "RulesAtRunTime"],
  // Stays whatever it saves (the third element says why): with writeSync every line is out before
  // a signal's exit (src/cli/main.ts); process.stdout writes to a pipe asynchronously.
  "stdout and stderr written with writeSync (process.stdout never made)": ["", "Stdio", "it keeps output synchronous (a pipe's process.stdout is not)"],
};
/** A bare node doing only what a device spares a command: make process.stdout and stderr (pipes here). */
const ALONE = {
  Stdio: "process.stdout; process.stderr",
};

function benchStartup() {
  log(`start-up: hook with ${HOOK_RECORDS} published records, --help, small show and propose, with and without each device (${STARTUP_RUNS} rounds)`);
  const hookDir = join(work, "hook");
  writeDataDir(hookDir, 20);
  const published = join(hookDir, "ingest", "published");
  mkdirSync(published, { recursive: true });
  for (let i = 0; i < HOOK_RECORDS; i++) writeFileSync(join(published, `${i.toString(16).padStart(12, "0")}.md`), "---\n---\n");
  // A sidecar a few records behind, so the hook does its whole job: count, compare, print the nudge.
  const state = { last_run: "2026-05-01", published_count: HOOK_RECORDS - 4, last_diff: null, nudge: { minNewPublished: 1, minDaysSinceRun: 1 } };
  writeFileSync(join(hookDir, "brain", "consolidation-state.json"), `${JSON.stringify(state)}\n`);
  // The same data dir with a session context: 500 facts, the largest budget, onlyIn naming the
  // session's folder; stdin holds Claude Code's SessionStart JSON, so the hook reads it, checks the
  // folder and both stamps, prints the nudge and the context and appends its receipt.
  const contextDir = join(work, "hook-context");
  writeDataDir(contextDir, 500);
  cpSync(published, join(contextDir, "ingest", "published"), { recursive: true });
  writeFileSync(join(contextDir, "brain", "consolidation-state.json"), `${JSON.stringify(state)}\n`);
  const session = join(work, "project");
  mkdirSync(join(session, "src"), { recursive: true });
  writeFileSync(join(contextDir, "brain.config.yaml"), `context:\n  budget: ${HOOK_CONTEXT_BUDGET}\n  onlyIn: [${session}]\n`);
  const refreshed = spawnSync(process.execPath, [BIN, "--data-dir", contextDir, "--today", TODAY, "context", "--refresh"], { encoding: "utf8" });
  if (refreshed.status !== 0) throw new Error(`bench: context --refresh failed\n${refreshed.stderr}`);
  const sessionStart = JSON.stringify({
    session_id: "bench-session",
    transcript_path: join(work, "transcript.jsonl"),
    cwd: join(session, "src"),
    hook_event_name: "SessionStart",
    source: "startup",
  });
  const given = spawnSync(process.execPath, [HOOK], { env: { ...process.env, BRAIN_DATA_DIR: contextDir }, input: sessionStart, encoding: "utf8" });
  const contextChars = given.stdout.length - given.stdout.indexOf("\n") - 1;
  if (!given.stdout.includes("<brain-context")) throw new Error(`bench: the hook gave no context\n${given.stdout}`);
  const small = join(work, "small");
  writeDataDir(small, 500);
  // A 20-candidate batch on the 500-fact profile: the first 20 of the generated 500.
  const batch20 = join(work, "small-20.json");
  writeFileSync(batch20, JSON.stringify(JSON.parse(readFileSync(join(small, "candidates.json"), "utf8")).slice(0, 20)));
  const without = bundlesWithout();

  // Each form its own compile cache in this run's folder (scripts/bundle/compile-cache.cjs), filled
  // by the warm-up runs below as a user's first run fills theirs.
  const cache = (name) => ({ BRAIN_COMPILE_CACHE: join(work, `compile-cache-${name}`) });
  const off = { BRAIN_COMPILE_CACHE: "off" };
  const forms = {
    "": [PKG_BIN, cache("bin")],
    NoCache: [PKG_BIN, off],
    NoSplit: [without.split, cache("split")],
    Esm: [without.commonjs, off],
    RulesAtRunTime: [without.shippedRules, cache("rules")],
  };
  const commands = {
    help: ["--help"],
    show: ["--data-dir", small, "show"],
    propose: ["--data-dir", small, "--today", TODAY, "consolidate", "--propose", "--candidates", batch20],
  };
  // Each case: node's arguments, its environment and, for the hook, its stdin.
  const cases = {
    bare: [["-e", "0"], {}],
    hook: [[HOOK], { BRAIN_DATA_DIR: contextDir }, sessionStart],
    hookNudgeOnly: [[HOOK], { BRAIN_DATA_DIR: hookDir }],
  };
  for (const [name, code] of Object.entries(ALONE)) cases[`alone${name}`] = [["-e", code], {}];
  for (const [form, [bin, env]] of Object.entries(forms)) {
    for (const [command, args] of Object.entries(commands)) {
      // Only a propose (and an apply) reads the rules.
      if (form !== "RulesAtRunTime" || command === "propose") cases[`${command}${form}`] = [[bin, ...args], env];
    }
  }
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (const [args, env, input] of Object.values(cases)) wall(args, env, input); // warm the file and compile caches
  for (let i = 0; i < STARTUP_RUNS; i++) for (const [k, [args, env, input]] of Object.entries(cases)) times[k].push(wall(args, env, input));
  const startup = { ...Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])), contextChars };
  // What a device saves: the median of the rounds' differences (each round ran both, one after the other).
  const saved = {};
  for (const [device, [withIt, withoutIt]] of Object.entries(DEVICES)) {
    saved[device] = {};
    for (const command of [...Object.keys(commands), "alone"]) {
      const a = command === "alone" ? withIt === "" && times.bare : times[`${command}${withIt}`];
      const b = times[`${command}${withoutIt}`];
      if (a && b) saved[device][command] = median(b.map((t, i) => t - a[i]));
    }
  }
  const instructions = process.env.BENCH_INSTRUCTIONS ? countInstructions(cases) : undefined;
  log(`MCP: ${MCP_CALLS} calls each to brain mcp (status, show on 500 facts) and to a bare SDK server`);
  const m = spawnSync(process.execPath, [MCP, PKG_BIN, small, String(MCP_CALLS)], { encoding: "utf8" });
  if (m.status !== 0) throw new Error(`bench: the MCP run failed\n${m.stderr}`);
  return { ...startup, saved, instructions, mcp: JSON.parse(m.stdout) };
}

/**
 * Each case's instructions (all threads), counted by valgrind's cachegrind, with V8's and Node's
 * seeds fixed so that a run counts the same within ~0.1%: the machine's load does not move them, as
 * it moves wall times. Under those flags Node compiles its own modules without its built-in
 * cache, so every count is ~50 M above a plain run's; the differences are what matters. Each case
 * runs once first under the same flags, so the compile cache holds data V8 accepts.
 */
function countInstructions(cases) {
  const seeded = ["--random-seed=7", "--hash-seed=7"];
  const counts = {};
  for (const [k, [args, env, input]] of Object.entries(cases)) {
    log(`instructions: ${k}`);
    wall([...seeded, ...args], env, input);
    const r = spawnSync("valgrind", ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", process.execPath, ...seeded, ...args], {
      env: { ...process.env, ...env },
      ...(input === undefined ? { stdio: ["ignore", "pipe", "pipe"] } : { input }),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const refs = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? "");
    if (r.status !== 0 || !refs) throw new Error(`bench: valgrind ${k} failed (is valgrind installed?)\n${r.error ?? r.stderr}`);
    counts[k] = Number(refs[1].replaceAll(",", ""));
  }
  return counts;
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

function table(results, startup, worst, long, quoted) {
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
    ["  brain consolidate --apply --confirm (writes the context too)", by((r) => fmt.ms(r.apply.wallMs))],
    ["  ratio apply / propose (wall)", by((r) => fmt.ratio(r.apply.wallMs / r.propose.wallMs))],
    ["  ratio apply / propose (CPU)", by((r) => fmt.ratio(r.apply.cpuMs / r.propose.cpuMs))],
    ["  pending-diff.json MiB / .md KiB", by((r) => `${r.files.diffMb.toFixed(1)} / ${r.files.reviewKb.toFixed(0)}`)],
    ["  pending-diff.json brain = full baseline", by((r) => (r.sameDiff ? "identical" : "DIFFERS"))],
    ["  pending-diff.md brain = full baseline", by((r) => (r.sameMd ? "identical" : "DIFFERS"))],
    ["  profile.md binary = in process", by((r) => (r.sameApplied ? "identical" : "DIFFERS"))],
    ["read side (median wall / CPU ms)", null],
    ["  brain show --key <k>", by((r) => (r.reads ? `${fmt.ms(r.reads.show.wallMs)} / ${fmt.ms(r.reads.show.cpuMs)}` : "-"))],
    [`  brain recall ${READ_WORD}`, by((r) => (r.reads ? `${fmt.ms(r.reads.recall.wallMs)} / ${fmt.ms(r.reads.recall.cpuMs)}` : "-"))],
    ["  brain context --explain", by((r) => (r.reads ? `${fmt.ms(r.reads.explain.wallMs)} / ${fmt.ms(r.reads.explain.cpuMs)}` : "-"))],
    [
      "  ratio recall / show --key (wall / CPU)",
      by((r) => (r.reads ? `${fmt.ratio(r.reads.recall.wallMs / r.reads.show.wallMs)} / ${fmt.ratio(r.reads.recall.cpuMs / r.reads.show.cpuMs)}` : "-")),
    ],
    [
      "  ratio context --explain / show --key",
      by((r) => (r.reads ? `${fmt.ratio(r.reads.explain.wallMs / r.reads.show.wallMs)} / ${fmt.ratio(r.reads.explain.cpuMs / r.reads.show.cpuMs)}` : "-")),
    ],
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
  const count = (k) => (startup.instructions ? ` | ${(startup.instructions[k] / 1e6).toFixed(0)}` : "");
  const countHead = startup.instructions ? [" | M instructions", "|--:"] : ["", ""];
  const bin = PKG_BIN.slice(ROOT.length);
  out.push(`| start-up (median of ${STARTUP_RUNS} rounds, wall ms) | ms | × bare node${countHead[0]} |`, `|:--|--:|--:${countHead[1]}|`);
  out.push(`| node -e 0 | ${fmt.ms(startup.bare)} | 1.00×${count("bare")} |`);
  out.push(
    `| hooks/session-start.mjs: SessionStart JSON on stdin, ${startup.contextChars}-character context, onlyIn matching, ${HOOK_RECORDS} records | ${fmt.ms(startup.hook)} | ${fmt.ratio(startup.hook / startup.bare)}${count("hook")} |`,
  );
  out.push(
    `| hooks/session-start.mjs, nudge only (no stdin, no context), ${HOOK_RECORDS} records | ${fmt.ms(startup.hookNudgeOnly)} | ${fmt.ratio(startup.hookNudgeOnly / startup.bare)}${count("hookNudgeOnly")} |`,
  );
  for (const [k, label] of [
    ["help", "--help"],
    ["show", "show (500 facts)"],
    ["propose", "propose (20 candidates, 500 facts)"],
  ]) {
    out.push(`| ${bin} ${label} | ${fmt.ms(startup[k])} | ${fmt.ratio(startup[k] / startup.bare)}${count(k)} |`);
  }
  out.push("", "| what a start-up device saves (median of the rounds' differences, ms) | --help | show | propose | alone |", "|:--|--:|--:|--:|--:|");
  for (const [device, [withIt, withoutIt]] of Object.entries(DEVICES)) {
    const cell = (command) => {
      const ms = startup.saved[device][command];
      if (ms === undefined) return "-";
      const a = startup.instructions?.[command === "alone" ? "bare" : `${command}${withIt}`];
      const b = startup.instructions?.[`${command}${withoutIt}`];
      return a && b ? `${fmt.ms(ms)} (${((b - a) / 1e6).toFixed(0)} M)` : fmt.ms(ms);
    };
    out.push(`| ${device} | ${cell("help")} | ${cell("show")} | ${cell("propose")} | ${cell("alone")} |`);
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
  const big = results.find((r) => r.n === 100000);
  if (long || big?.without || quoted?.without) {
    out.push(
      "",
      "| what a memory device saves (peak RSS MiB: with / without it, once each) | 100k propose | 100k apply | long propose | long apply | quotes propose | quotes apply |",
      "|:--|--:|--:|--:|--:|--:|--:|",
    );
    for (const device of Object.keys(MEMORY_DEVICES)) {
      const cell = (r, stage) => (r?.without ? `${fmt.mb(r[stage].rssMb)} / ${fmt.mb(r.without[device][stage].rssMb)}` : "-");
      out.push(
        `| ${device} | ${cell(big, "propose")} | ${cell(big, "apply")} | ${cell(long, "propose")} | ${cell(long, "apply")} | ${cell(quoted, "propose")} | ${cell(quoted, "apply")} |`,
      );
    }
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

function targets(results, startup, worst, long, stale, quoted) {
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
  check(
    `hook (SessionStart JSON on stdin, ${startup.contextChars}-character context, onlyIn matching, ${HOOK_RECORDS} records) / bare node`,
    startup.hook / startup.bare,
    TARGETS.hook,
  );
  check(`brain recall ${READ_WORD} / show --key, 100k facts (wall)`, big?.reads && big.reads.recall.wallMs / big.reads.show.wallMs, TARGETS.reads);
  check("brain context --explain / show --key, 100k facts (wall)", big?.reads && big.reads.explain.wallMs / big.reads.show.wallMs, TARGETS.reads);
  check("brain --help (package bin) / bare node", startup.help / startup.bare, TARGETS.help);
  check("brain show, 500 facts (package bin) / bare node", startup.show / startup.bare, TARGETS.show);
  check("brain propose, 20 candidates on 500 facts (package bin) / bare node", startup.propose / startup.bare, TARGETS.smallPropose);
  // With instruction counts, a device is judged by them (the load moves wall times, not counts).
  for (const [device, byCommand] of Object.entries(startup.saved)) {
    const most = Math.max(...Object.values(byCommand));
    const counted = startup.instructions && savedInstructions(startup.instructions, device);
    const ms = counted === undefined ? most : counted / INSTRUCTIONS_PER_MS;
    const how =
      counted === undefined ? `${fmt.ms(most)} ms` : `${(counted / 1e6).toFixed(0)} M instructions, ~${fmt.ms(ms)} ms (wall here: ${fmt.ms(most)} ms)`;
    const kept = DEVICES[device][2];
    const verdict = ms >= TARGETS.deviceMs ? "met" : kept ? "kept" : "MISSED";
    checks.push(`- [${verdict}] ${device} saves ${how} of a command's start (to stay: ≥ ${TARGETS.deviceMs} ms${kept ? `, or ${kept}` : ""})`);
  }
  check("MCP status call − bare SDK round trip", startup.mcp.brainStatus - startup.mcp.bare, TARGETS.mcpMs, " ms");
  check("MCP show call (500 facts) − bare SDK round trip", startup.mcp.brainShow - startup.mcp.bare, TARGETS.mcpMs, " ms");
  if (long) {
    check(`long values peak RSS, brain --propose`, long.propose.rssMb, TARGETS.rssMb, " MiB");
    check(`long values peak RSS, brain --apply`, long.apply.rssMb, TARGETS.rssMb, " MiB");
  }
  // A memory device stays only if it saves at least 10% of the peak in some case at 100k.
  for (const device of Object.keys(MEMORY_DEVICES)) {
    const saved = [big, long, quoted]
      .filter((r) => r?.without)
      .flatMap((r) => ["propose", "apply"].map((stage) => 1 - r[stage].rssMb / r.without[device][stage].rssMb));
    if (saved.length === 0) continue;
    const most = Math.max(...saved);
    checks.push(
      `- [${most >= TARGETS.memoryShare ? "met" : "MISSED"}] ${device} saves ${(most * 100).toFixed(0)}% of a peak at 100k (to stay: ≥ ${TARGETS.memoryShare * 100}%)`,
    );
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
  if (quoted) quotedTargets(quoted, check);
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
  const quoted = QUOTED > 0 ? benchQuoted(QUOTED) : null;
  const startup = benchStartup();
  load.end = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  console.log(`\nbrain benchmark — ${m.cpus} × ${m.model}, node ${m.node}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
  console.log(`load average (1/5/15 min) at start ${load.start}, at end ${load.end}\n`);
  console.log(table(results, startup, worst, long, quoted));
  if (stale) console.log(staleTable(stale));
  if (quoted) console.log(quotedTable(quoted));
  console.log(`\nTargets (docs/performance.md):\n${targets(results, startup, worst, long, stale, quoted)}`);
  console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ machine: m, load, results, worst, long, stale, quoted, startup }, null, 2)}\n`);
  if (results.some((r) => !r.sameDiff || !r.sameMd || !r.sameApplied) || worst.some((w) => !w.sameDiff)) process.exitCode = 1;
  if (stale && !(stale.same.diff && stale.same.md && stale.same.applied)) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
