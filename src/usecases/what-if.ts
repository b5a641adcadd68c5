/**
 * `brain consolidate --what-if`: what an alternative config or rule set would change, today and in
 * every past batch — without writing anything. The comparisons themselves are pure
 * (src/diff/what-if.ts); this module loads both setups, the profile and the archive.
 */
import { visibleValue } from "../core/visible-text.js";
import { join } from "node:path";
import { parseProfile } from "../core/profile-format.js";
import { NotFoundError, UsageError } from "../core/errors.js";
import { earlierTodayWarning, quotedSources } from "../diff/propose-diff.js";
import { compareReplay, compareToday, type ReplayComparison, type Setup, type TodayComparison } from "../diff/what-if.js";
import { appliedPath, batchPath, readBatch, readDecisions } from "../io/archive.js";
import { readDiffFile } from "../io/diff-file.js";
import { effectiveApplies, rememberedDeclines } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";
import { loadConfig, loadConfigOverlay } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { readProfile } from "../io/profile-store.js";
import type { Fact } from "../core/schema-types.js";
import { decodeUtf8, readInputBytes } from "../io/read-input.js";
import { recordsView } from "../io/records.js";
import { pathExists } from "../io/file-status.js";
import type { UseCaseOptions } from "./options.js";

export interface WhatIfOptions extends UseCaseOptions {
  /** `--with-config`: the alternative config (its `rules:` folder, if any, comes with it). */
  withConfig?: string;
  /** `--with-rules`: the alternative rules folder (overrides the alternative config's). */
  withRules?: string;
}

export interface WhatIfResult {
  /**
   * The config fields `--with-config` changed, laid over the config in force (`promoteThreshold`,
   * `nudge.minDaysSinceRun`, …); empty without `--with-config`, or when it changes nothing.
   */
  changed: string[];
  today: TodayComparison;
  /** E.g. a today earlier than the last apply's: the comparison is as of that earlier day. */
  warnings: string[];
  replay: ReplayComparison[];
  skipped: { diff: string; reason: string }[];
}

/** What the text names beside the ids (never part of `--json`): `key: value` of each fact and candidate. */
export interface WhatIfNames {
  /** Fact id → `key: value` in the profile now. */
  facts: Map<string, string>;
  /** Diff id → fact id → `key: value` as that apply left the profile (a fact may hold another value now). */
  before: Map<string, Map<string, string>>;
  /** Diff id → `key: value` (or `key: retires <id>`) of each candidate of its batch. */
  candidates: Map<string, string[]>;
}

/** Loads both setups and compares them. Throws UsageError when neither alternative is given. */
export async function whatIf(o: WhatIfOptions): Promise<WhatIfResult & { names: WhatIfNames }> {
  if (o.withConfig === undefined && o.withRules === undefined) {
    throw new UsageError("--what-if: needs --with-config <file> or --with-rules <dir> (or both)");
  }
  const layout = o.paths;
  // Everything is read and validated before anything is compared.
  const inForce = loadConfig(o.configFile, layout.config);
  const now: Setup = { config: inForce.config, rules: loadRuleSet(inForce.rulesDir) };
  // The alternative config is laid over the config in force: what it does not set stays as it is.
  const altConfig = o.withConfig === undefined ? { ...inForce, changed: [] } : loadConfigOverlay(o.configFile, layout.config, o.withConfig);
  if (o.withRules !== undefined && !pathExists(o.withRules)) throw new NotFoundError(o.withRules, "the rules folder", "check --with-rules");
  const alt: Setup = { config: altConfig.config, rules: loadRuleSet(o.withRules ?? altConfig.rulesDir) };
  const profile = readProfile(layout.profile);

  const nameFacts = (facts: readonly Fact[]) => new Map(facts.map((f) => [f.id, `${f.key}: ${f.value}`]));
  const names: WhatIfNames = { facts: nameFacts(profile.doc.facts), before: new Map(), candidates: new Map() };
  const today = await compareToday(profile.doc, o.today, now, alt);
  const replay: ReplayComparison[] = [];
  const skipped: WhatIfResult["skipped"] = [];
  const history = readHistoryAsRecovered(layout);
  const applies = effectiveApplies(history);
  const earlier = earlierTodayWarning(o.today, applies.at(-1)?.today);
  for (const entry of applies) {
    const skip = (reason: string) => skipped.push({ diff: entry.diff, reason });
    if (!entry.batch) {
      skip("applied by an earlier version of brain: its batch was never archived");
      continue;
    }
    const batchFile = batchPath(layout, entry.batch);
    const candidates = readBatch(layout, entry.batch);
    if (!candidates) {
      skip(`its batch brain/batches/${entry.batch}.json is missing`);
      continue;
    }
    const diffPath = appliedPath(layout, entry.diff);
    if (!pathExists(diffPath)) {
      skip(`its diff brain/applied/${entry.diff}.json is missing`);
      continue;
    }
    const backup = entry.backup ? join(layout.brain, entry.backup) : undefined;
    if (!backup || !pathExists(backup)) {
      skip(`the profile it was applied to (${entry.backup ?? "no backup recorded"}) is missing`);
      continue;
    }
    const diff = readDiffFile(diffPath);
    // The operator's decisions on that batch, and the declines remembered when it was applied: input like the batch.
    const decisions = diff.candidates.decisions === undefined ? { declined: [], origins: [] } : readDecisions(layout, diff.candidates.decisions);
    if (!decisions) {
      skip(`its decisions brain/decisions/${diff.candidates.decisions}.json are missing`);
      continue;
    }
    const remembered = rememberedDeclines(history.slice(0, history.indexOf(entry)));
    const before = parseProfile(decodeUtf8(readInputBytes(backup, backup), backup), backup);
    const records = diff.records ? recordsView(layout, { through: diff.records.through, bodiesOf: quotedSources(candidates) }) : undefined;
    const { declined, origins } = decisions;
    replay.push(await compareReplay({ diff, before, candidates, records, batchFile, declined, origins, remembered }, now, alt));
    // The facts as that batch left them: the profile before it, plus what it added or replaced.
    const then = nameFacts(before.facts);
    for (const a of diff.additions) then.set(a.id, `${a.key}: ${a.value}`);
    for (const x of diff.supersedes) then.set(x.winner.id, `${x.key}: ${x.winner.value}`);
    names.before.set(diff.id, then);
    names.candidates.set(
      diff.id,
      candidates.map((c) => ("retires" in c ? `${c.key}: retires ${c.retires}` : "keeps" in c ? `${c.key}: keeps ${c.keeps}` : `${c.key}: ${c.value}`)),
    );
  }
  return { changed: altConfig.changed, today, warnings: earlier === undefined ? [] : [earlier], replay, skipped, names };
}

/** The readable form: the comparison, each id with the key and value it stands for. */
export function whatIfText(r: WhatIfResult, names?: WhatIfNames): string {
  // `key: value` from the profile or a batch: no control or invisible character reaches the terminal.
  const short = (raw: string) => {
    const text = visibleValue(raw);
    return text.length > 70 ? `${text.slice(0, 69)}…` : text;
  };
  const fact = (id: string, diff?: string) => {
    const name = (diff === undefined ? undefined : names?.before.get(diff)?.get(id)) ?? names?.facts.get(id);
    return name === undefined ? id : `${id} (${short(name)})`;
  };
  const lines = ["# What if — nothing was written", ""];
  if (r.changed.length > 0) lines.push(`--with-config changes ${r.changed.join(", ")} (laid over the config in force; everything else stays).`, "");
  lines.push("## Today (the profile as it is)", "");
  const list = (title: string, ids: readonly string[]) => {
    if (ids.length === 0) return void lines.push(`- ${title}: none`);
    lines.push(`- ${title}:`, ...ids.map((id) => `  - ${fact(id)}`));
  };
  list("promotions gained", r.today.promotions.gained);
  list("promotions lost", r.today.promotions.lost);
  list("stale flags gained", r.today.staleFlags.gained);
  list("stale flags lost", r.today.staleFlags.lost);
  list("static facts below the alternative promoteThreshold (listed, never demoted)", r.today.belowThreshold);
  lines.push("", `## Past batches (${r.replay.length} replayed, ${r.skipped.length} skipped)`);
  const d = (x: { outcome: string; rule: string | null }) => (x.rule === null ? x.outcome : `${x.outcome} (${x.rule})`);
  for (const rep of r.replay) {
    lines.push("", `### diff ${rep.diff.slice(0, 12)} (${rep.today})`, "");
    if (rep.candidates.length === 0 && rep.facts.length === 0) lines.push("- no decision would change");
    const batch = names?.candidates.get(rep.diff);
    for (const c of rep.candidates) {
      const name = batch?.[c.candidate];
      lines.push(`- candidate ${c.candidate}${name === undefined ? "" : ` (${short(name)})`}: ${d(c.from)} → ${d(c.to)}`);
    }
    for (const f of rep.facts) lines.push(`- fact ${fact(f.id, rep.diff)}: ${d(f.from)} → ${d(f.to)}`);
  }
  if (r.skipped.length > 0) lines.push("");
  for (const s of r.skipped) lines.push(`- skipped diff ${s.diff.slice(0, 12)}: ${s.reason}`);
  return lines.join("\n");
}
