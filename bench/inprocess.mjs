// One size, in process: parse, propose, render, apply (the re-derivation `--apply` does, then
// serialize) against the compiled core in dist/, each stage timed on its own (median of `reps`),
// then the child's peak RSS. Run by bench/run.mjs as its own process so the peak of one size does
// not leak into the next.
//
//   node --expose-gc bench/inprocess.mjs <data-dir> <reps> <today>
//
// Prints one JSON line. Also writes <data-dir>/inprocess-applied.md (the applied profile) so
// run.mjs can check the real binary writes exactly the same bytes, after checking here that the
// pure projector `applyDiff` gives the same profile as the re-derivation.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Engine } from "json-rules-engine";
import { sha256Hex } from "../dist/core/hash.js";
import { parseProfile, serializeProfile } from "../dist/core/profile-format.js";
import { applyDiff } from "../dist/diff/apply-diff.js";
import { proposeDiff, proposeWithResult } from "../dist/diff/propose-diff.js";
import { renderDiffMarkdown } from "../dist/diff/render-diff-md.js";
import { layout } from "../dist/io/data-dir.js";
import { loadConfig } from "../dist/io/load-config.js";
import { loadRuleSet } from "../dist/io/load-rules.js";
import { readCandidates } from "../dist/io/read-candidates.js";
import { recordsView } from "../dist/io/records.js";

const [dataDir, repsArg, today] = process.argv.slice(2);
const reps = Number(repsArg);

// Counts real json-rules-engine runs (dist imports the same module instance), to show the memo
// leaves only a handful of engine runs per batch.
let engineRuns = 0;
const run = Engine.prototype.run;
Engine.prototype.run = function countedRun(...args) {
  engineRuns++;
  return run.apply(this, args);
};

const gc = globalThis.gc ?? (() => {});
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn) {
  gc();
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

const bytes = readFileSync(join(dataDir, "brain", "profile.md"));
const text = bytes.toString("utf8");
const base = sha256Hex(bytes);
const { config, rulesDir } = loadConfig(undefined, join(dataDir, "brain.config.yaml"));
const rules = loadRuleSet(rulesDir);
const candidates = readCandidates(join(dataDir, "candidates.json"));
const { summary, known } = recordsView(layout(dataDir));
const records = { summary, known };

const ms = { parse: [], propose: [], render: [], apply: [], serialize: [] };
let evaluations = 0;
let runsPerPropose = 0;
for (let r = 0; r < reps; r++) {
  const parsed = await time(() => parseProfile(text));
  ms.parse.push(parsed.ms);
  const doc = parsed.value;
  const before = engineRuns;
  const proposed = await time(() => proposeDiff({ current: doc, base, candidates, rules, config, today, records }));
  ms.propose.push(proposed.ms);
  runsPerPropose = engineRuns - before;
  const diff = proposed.value;
  // One evaluation per candidate, and one per fact of the profile as the candidates leave it.
  evaluations = candidates.length + doc.facts.length + diff.additions.length + diff.supersedes.length;
  ms.render.push((await time(() => renderDiffMarkdown(diff, { applyCommand: "brain consolidate --apply --diff pending-diff.json --confirm" }))).ms);
  // What `--apply` computes: the diff re-derived from the batch, and the profile it leads to.
  const applied = await time(async () => {
    const { diff: again, next } = await proposeWithResult({ current: doc, base, candidates, rules, config, today: diff.today, records });
    if (again.id !== diff.id) throw new Error("bench: the re-derived diff differs from the proposed one");
    return serializeProfile(next);
  });
  ms.apply.push(applied.ms);
  ms.serialize.push((await time(() => serializeProfile(doc))).ms);
  if (r === reps - 1) {
    if (serializeProfile(applyDiff(doc, diff)) !== applied.value) throw new Error("bench: applyDiff and the re-derivation give different profiles");
    writeFileSync(join(dataDir, "inprocess-applied.md"), applied.value);
  }
}

process.stdout.write(
  `${JSON.stringify({
    ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, median(v)])),
    engineRuns: runsPerPropose,
    evaluations,
    maxRssKb: process.resourceUsage().maxRSS,
  })}\n`,
);
