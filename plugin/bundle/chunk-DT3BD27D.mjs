import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  pathExists
} from "./chunk-OHHH6UOM.mjs";
import {
  earlierTodayWarning,
  proposeDiff
} from "./chunk-SBEHRH6Y.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import {
  appliedPath,
  batchPath,
  readBatch,
  readDecisions
} from "./chunk-DCPSKG7Q.mjs";
import "./chunk-F2KIGZ4R.mjs";
import {
  loadRuleSet
} from "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import {
  effectiveApplies,
  readHistoryAsRecovered,
  rememberedDeclines
} from "./chunk-2CDRRSEX.mjs";
import {
  readDiffFile
} from "./chunk-XVLFAMMA.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import {
  independentEvidence
} from "./chunk-NK7G2TRU.mjs";
import {
  parseProfile
} from "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import {
  recordsView
} from "./chunk-PSRQCOS7.mjs";
import "./chunk-CTCMY2YG.mjs";
import {
  decodeUtf8,
  readInputBytes
} from "./chunk-NBGDC34C.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  NotFoundError,
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption,
  visibleValue
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/usecases/what-if.ts
import { join } from "node:path";

// src/diff/what-if.ts
var NO_BASE = "0".repeat(64);
async function compareToday(profile, today, current, alt) {
  const [a, b] = await Promise.all([current, alt].map((s) => proposeDiff({ current: profile, base: NO_BASE, candidates: [], today, ...s })));
  const ids = (d, list) => new Set(d[list].map((x) => x.id));
  const delta = (list) => {
    const before = ids(a, list);
    const after = ids(b, list);
    return { gained: [...after].filter((id) => !before.has(id)).sort(), lost: [...before].filter((id) => !after.has(id)).sort() };
  };
  const belowThreshold = profile.facts.filter((f) => f.kind === "observed" && f.status === "active" && f.layer === "static" && independentEvidence(f.sources) < alt.config.promoteThreshold).map((f) => f.id);
  return { promotions: delta("promotions"), staleFlags: delta("staleFlags"), belowThreshold };
}
async function compareReplay(input, current, alt) {
  const run = (s) => proposeDiff({
    current: input.before,
    base: NO_BASE,
    candidates: input.candidates,
    today: input.diff.today,
    records: input.records,
    declined: input.declined,
    remembered: input.remembered,
    ...input.batchFile !== void 0 ? { candidatesFile: input.batchFile } : {},
    ...s
  });
  const a = await run(current);
  const b = await run(alt);
  const candidates = [];
  const byCandidate = (d) => new Map(d.trace.filter((t) => t.candidate !== void 0).map((t) => [t.candidate, t]));
  const ca = byCandidate(a);
  const cb = byCandidate(b);
  for (let i = 0; i < input.candidates.length; i++) {
    const from = decided(ca.get(i));
    const to = decided(cb.get(i));
    if (changed(from, to)) candidates.push({ candidate: i, from, to });
  }
  const byFact = (d) => new Map(d.trace.filter((t) => t.fact !== void 0).map((t) => [t.fact, t]));
  const fa = byFact(a);
  const fb = byFact(b);
  const facts = [];
  for (const id of [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const from = decided(fa.get(id));
    const to = decided(fb.get(id));
    if (changed(from, to)) facts.push({ id, from, to });
  }
  return { diff: input.diff.id, today: input.diff.today, candidates, facts };
}
function decided(t) {
  return t ? { outcome: t.outcome, rule: t.rule } : { outcome: "none", rule: null };
}
function changed(from, to) {
  return from.outcome !== to.outcome || from.rule !== to.rule;
}

// src/usecases/what-if.ts
async function whatIf(o) {
  if (o.withConfig === void 0 && o.withRules === void 0) {
    throw new UsageError("--what-if: needs --with-config <file> or --with-rules <dir> (or both)");
  }
  const l = o.paths;
  const inForce = loadConfig(o.configFile, l.config);
  const now = { config: inForce.config, rules: loadRuleSet(inForce.rulesDir) };
  const altConfig = o.withConfig === void 0 ? inForce : loadConfig(o.withConfig, o.withConfig);
  if (o.withRules !== void 0 && !pathExists(o.withRules)) throw new NotFoundError(o.withRules, "the rules folder", "check --with-rules");
  const alt = { config: altConfig.config, rules: loadRuleSet(o.withRules ?? altConfig.rulesDir) };
  const profile = readProfile(l.profile);
  const nameFacts = (facts) => new Map(facts.map((f) => [f.id, `${f.key}: ${f.value}`]));
  const names = { facts: nameFacts(profile.doc.facts), before: /* @__PURE__ */ new Map(), candidates: /* @__PURE__ */ new Map() };
  const today = await compareToday(profile.doc, o.today, now, alt);
  const replay = [];
  const skipped = [];
  const history = readHistoryAsRecovered(l);
  const applies = effectiveApplies(history);
  const earlier = earlierTodayWarning(o.today, applies.at(-1)?.today);
  for (const entry of applies) {
    const skip = (reason) => skipped.push({ diff: entry.diff, reason });
    if (!entry.batch) {
      skip("applied by an earlier version of brain: its batch was never archived");
      continue;
    }
    const batchFile = batchPath(l, entry.batch);
    const candidates = readBatch(l, entry.batch);
    if (!candidates) {
      skip(`its batch brain/batches/${entry.batch}.json is missing`);
      continue;
    }
    const diffPath = appliedPath(l, entry.diff);
    if (!pathExists(diffPath)) {
      skip(`its diff brain/applied/${entry.diff}.json is missing`);
      continue;
    }
    const backup = entry.backup ? join(l.brain, entry.backup) : void 0;
    if (!backup || !pathExists(backup)) {
      skip(`the profile it was applied to (${entry.backup ?? "no backup recorded"}) is missing`);
      continue;
    }
    const diff = readDiffFile(diffPath);
    const declined = diff.candidates.decisions === void 0 ? [] : readDecisions(l, diff.candidates.decisions);
    if (!declined) {
      skip(`its decisions brain/decisions/${diff.candidates.decisions}.json are missing`);
      continue;
    }
    const remembered = rememberedDeclines(history.slice(0, history.indexOf(entry)));
    const before = parseProfile(decodeUtf8(readInputBytes(backup, backup), backup), backup);
    const records = diff.records ? recordsView(l, diff.records.through) : void 0;
    replay.push(await compareReplay({ diff, before, candidates, records, batchFile, declined, remembered }, now, alt));
    const then = nameFacts(before.facts);
    for (const a of diff.additions) then.set(a.id, `${a.key}: ${a.value}`);
    for (const x of diff.supersedes) then.set(x.winner.id, `${x.key}: ${x.winner.value}`);
    names.before.set(diff.id, then);
    names.candidates.set(
      diff.id,
      candidates.map((c) => "retires" in c ? `${c.key}: retires ${c.retires}` : "keeps" in c ? `${c.key}: keeps ${c.keeps}` : `${c.key}: ${c.value}`)
    );
  }
  return { today, warnings: earlier === void 0 ? [] : [earlier], replay, skipped, names };
}
function whatIfText(r, names) {
  const short = (raw) => {
    const text = visibleValue(raw);
    return text.length > 70 ? `${text.slice(0, 69)}\u2026` : text;
  };
  const fact = (id, diff) => {
    const name = (diff === void 0 ? void 0 : names?.before.get(diff)?.get(id)) ?? names?.facts.get(id);
    return name === void 0 ? id : `${id} (${short(name)})`;
  };
  const lines = ["# What if \u2014 nothing was written", "", "## Today (the profile as it is)", ""];
  const list = (title, ids) => {
    if (ids.length === 0) return void lines.push(`- ${title}: none`);
    lines.push(`- ${title}:`, ...ids.map((id) => `  - ${fact(id)}`));
  };
  list("promotions gained", r.today.promotions.gained);
  list("promotions lost", r.today.promotions.lost);
  list("stale flags gained", r.today.staleFlags.gained);
  list("stale flags lost", r.today.staleFlags.lost);
  list("static facts below the alternative promoteThreshold (listed, never demoted)", r.today.belowThreshold);
  lines.push("", `## Past batches (${r.replay.length} replayed, ${r.skipped.length} skipped)`);
  const d = (x) => x.rule === null ? x.outcome : `${x.outcome} (${x.rule})`;
  for (const rep of r.replay) {
    lines.push("", `### diff ${rep.diff.slice(0, 12)} (${rep.today})`, "");
    if (rep.candidates.length === 0 && rep.facts.length === 0) lines.push("- no decision would change");
    const batch = names?.candidates.get(rep.diff);
    for (const c of rep.candidates) {
      const name = batch?.[c.candidate];
      lines.push(`- candidate ${c.candidate}${name === void 0 ? "" : ` (${short(name)})`}: ${d(c.from)} \u2192 ${d(c.to)}`);
    }
    for (const f of rep.facts) lines.push(`- fact ${fact(f.id, rep.diff)}: ${d(f.from)} \u2192 ${d(f.to)}`);
  }
  if (r.skipped.length > 0) lines.push("");
  for (const s of r.skipped) lines.push(`- skipped diff ${s.diff.slice(0, 12)}: ${s.reason}`);
  return lines.join("\n");
}

// src/cli/commands/consolidate-what-if.ts
async function whatIf2(opts) {
  const ctx = resolveContext(opts);
  const r = await whatIf({
    ...useCaseOptions(ctx),
    withConfig: stringOption(opts.withConfig, "--with-config"),
    withRules: stringOption(opts.withRules, "--with-rules")
  });
  for (const w of r.warnings) processOutput.err(`brain: warning: ${w}`);
  processOutput.out(
    opts.json === true ? json({ today: r.today, replay: r.replay, skipped: r.skipped, ...r.warnings.length > 0 ? { warnings: r.warnings } : {} }) : whatIfText(r, r.names)
  );
  return EXIT.ok;
}
export {
  whatIf2 as whatIf
};
