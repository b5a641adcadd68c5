#!/usr/bin/env node
// `npm run test:mutation [-- core|rules|diff]`: Stryker over src/core, src/rules and src/diff, one
// folder after the other (stryker.config.mjs, MUTATE=<folder>), then docs/mutation-survivors.md
// (scripts/mutation-survivors.mjs) from each folder's baseline below.
//
// Stryker's incremental file (reports/mutation/<folder>-incremental.json, not committed) keeps the
// result of every mutant whose code and tests are unchanged, so a run tests only what changed. A
// fresh clone has none: the last run's is committed gzipped beside the tests
// (test/mutation-baseline/<folder>-incremental.json.gz), unpacked when the report folder has none,
// and packed again after each folder's run, for the change that ran it to commit.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["core", "rules", "diff"];

const asked = process.argv.slice(2);
const bad = asked.filter((f) => !FOLDERS.includes(f));
if (bad.length > 0) {
  process.stderr.write(`test:mutation: unknown folder ${bad.join(", ")}; expected any of ${FOLDERS.join(", ")}\n`);
  process.exit(2);
}

function run(command, args, env = {}) {
  const r = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

for (const folder of asked.length > 0 ? asked : FOLDERS) {
  const incremental = join(ROOT, "reports", "mutation", `${folder}-incremental.json`);
  const baseline = join(ROOT, "test", "mutation-baseline", `${folder}-incremental.json.gz`);
  if (!existsSync(incremental) && existsSync(baseline)) {
    mkdirSync(dirname(incremental), { recursive: true });
    writeFileSync(incremental, gunzipSync(readFileSync(baseline)));
  }
  run("npx", ["stryker", "run"], { MUTATE: folder });
  mkdirSync(dirname(baseline), { recursive: true });
  writeFileSync(baseline, gzipSync(readFileSync(incremental), { level: 9 }));
}
run("node", ["scripts/mutation-survivors.mjs"]);
run("npx", ["biome", "format", "--write", "docs/mutation-survivors.md"]);
