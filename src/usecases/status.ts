import { pathExists } from "../io/file-status.js";
import { computeNudge } from "../../hooks/session-start.mjs";
import { openConflicts } from "../core/open-conflicts.js";
import { proposeDiff } from "../diff/propose-diff.js";
import { brainInvocation } from "../io/invocation.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { effectiveApplies } from "../io/history.js";
import { pendingRecovery, readHistoryAsRecovered } from "../io/profile-commit.js";
import { recordProblems, type SkippedRecord } from "../io/records.js";
import { visible, visibleValue } from "../core/visible-text.js";
import { readProfile } from "../io/profile-store.js";
import { applyCommand, brainCommand, type UseCaseOptions } from "./options.js";
import { handEditChanges, handEditWarning } from "./hand-edit.js";
import { pendingDiffId } from "./server-support.js";
import { agentExclusion, withheldNote } from "./withheld.js";

/** What `brain status` reports: the hook's verdict and the counts behind it (the `--json` form). */
export interface StatusReport {
  data_dir: string;
  today: string;
  profile_exists: boolean;
  published_count: number;
  new_published: number;
  last_run: string | null;
  /** Null when never run, and when the last run is dated after `today` (never a negative count). */
  days_since_run: number | null;
  last_run_after_today: boolean;
  nudge: { minNewPublished: number; minDaysSinceRun: number };
  /** Where the thresholds come from: the sidecar the hook reads, or the `--config` file asked about. */
  nudge_from: string;
  /** The line the session-start hook would print, or null when it would stay silent. */
  message: string | null;
  /** Keys holding more than one active observed value (not multi-valued): what `brain resolve` settles. */
  open_conflicts: number;
  /** Active facts the loaded fact rules flag as stale as of `today`: what `brain retire` (or new evidence) settles. */
  stale_facts: number;
  /** What to run for each, when there is something (absolute paths); and each line of a record whose frontmatter is not brain's. */
  attention: string[];
  /**
   * The first STATUS_LIST_MAX open conflicts (key and values) and stale facts (id, key, value) of
   * keys offered to agents, in profile order: the text lists them, then "and N more" naming
   * `brain show --conflicts` or `brain show --stale`, so status stays short at any size.
   */
  listed: {
    conflicts: { key: string; values: { id: string; value: string }[] }[];
    stale: { id: string; key: string; value: string; last_seen: string }[];
    /** How many of each there are under keys offered to agents (the rest is counted as withheld). */
    offered: { conflicts: number; stale: number };
    /** The commands that list them all. */
    commands: { conflicts: string; stale: string };
  };
  /**
   * Records skipped with a warning (stamped ahead of the clock, or edited since ingested): never
   * new to gather, never citable. The hook counts every `*.md` name without reading it, so one in
   * ingest/published/ since the last apply is in `new_published` (as the hook counts it) until
   * the next apply counts it as seen.
   */
  skipped_records: SkippedRecord[];
  /**
   * Active facts of keys excluded from agents (context.exclude): counted above, never named in
   * `attention` (docs/session-context.md).
   */
  withheld: number;
  /**
   * The pending diff, when there is one: its full id, its review and diff files, whether it was
   * applied already, and the command that applies exactly it (`--expect <first 12 hex>`; null once applied).
   */
  pending_diff: { id: string; review: string; diff: string; applied: boolean; apply_command: string | null } | null;
  /**
   * profile.md holds a hand edit brain has not adopted: how many facts it changed (null when brain
   * cannot itemize it) and the command that lists it. Null when the profile is what brain last wrote.
   */
  hand_edit: { facts_edited: number | null; adopt_command: string } | null;
}

/** How many entries of each kind status lists (conflicts, stale facts). */
export const STATUS_LIST_MAX = 10;

/** The pending diff as status reports it (only its id is read: the end of the file). */
function pendingDiff(o: Pick<UseCaseOptions, "paths" | "configFile">): StatusReport["pending_diff"] {
  const id = pendingDiffId(o.paths.pendingJson);
  if (id === null) return null;
  const applied = effectiveApplies(readHistoryAsRecovered(o.paths)).some((e) => e.diff === id);
  return { id, review: o.paths.pendingMd, diff: o.paths.pendingJson, applied, apply_command: applied ? null : applyCommand(o, id) };
}

/** Open conflicts and stale facts of the profile as it is, as the loaded config and fact rules decide them on `today`. */
async function needsAttention(o: Pick<UseCaseOptions, "paths" | "configFile" | "today">) {
  if (!pathExists(o.paths.profile))
    return {
      open_conflicts: 0,
      stale_facts: 0,
      attention: [],
      withheld: 0,
      hand_edit: null,
      listed: { conflicts: [], stale: [], offered: { conflicts: 0, stale: 0 }, commands: { conflicts: "", stale: "" } },
    };
  const { config, rulesDir } = loadConfig(o.configFile, o.paths.config);
  const rules = loadRuleSet(rulesDir);
  const { doc, sha256 } = readProfile(o.paths.profile);
  const { exclusion } = agentExclusion(o);
  const offered = (key: string) => exclusion.excludedBy(key) === undefined;
  const conflicts = openConflicts(doc, config.multiValued ?? [], config.keyAliases);
  // An empty batch: only the fact rules decide (promote, decay-flag); nothing is written.
  const diff = await proposeDiff({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const attention: string[] = [];
  const edit = handEditChanges(o, { sha256, doc });
  const hand_edit = edit ? { facts_edited: edit.changes?.length ?? null, adopt_command: brainCommand(o, ["adopt"]) } : null;
  if (edit) attention.push(handEditWarning(o.paths.profile, edit, hand_edit!.adopt_command));
  // Keys and ids of excluded keys are counted, never named: "N under excluded keys".
  const bounded = (offeredCount: number, all: number) =>
    [
      offeredCount > STATUS_LIST_MAX ? `the first ${STATUS_LIST_MAX} below` : offeredCount > 0 ? "below" : "",
      all > offeredCount ? `${all - offeredCount} under excluded keys` : "",
    ]
      .filter(Boolean)
      .join("; ");
  const shownConflicts = conflicts.filter((c) => offered(c.key));
  const shownStale = diff.staleFlags.filter((f) => offered(f.key));
  if (conflicts.length > 0) {
    attention.push(
      `${conflicts.length} open conflict${conflicts.length === 1 ? "" : "s"} (${bounded(shownConflicts.length, conflicts.length)}): settle one with ${brainCommand(o, ["resolve", "<key>", "--keep", "<id>"])}; all: ${brainCommand(o, ["show", "--conflicts"])}`,
    );
  }
  if (diff.staleFlags.length > 0) {
    attention.push(
      `${diff.staleFlags.length} stale fact${diff.staleFlags.length === 1 ? "" : "s"} (${bounded(shownStale.length, diff.staleFlags.length)}): confirm them with new evidence, or ${brainCommand(o, ["retire", "<id…>", "--reason", "<why>"])}; all: ${brainCommand(o, ["show", "--stale"])}`,
    );
  }
  const listed: StatusReport["listed"] = {
    conflicts: shownConflicts.slice(0, STATUS_LIST_MAX).map((c) => ({ key: c.key, values: c.values.map((v) => ({ id: v.id, value: v.value })) })),
    stale: shownStale.slice(0, STATUS_LIST_MAX).map((f) => ({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen })),
    offered: { conflicts: shownConflicts.length, stale: shownStale.length },
    commands: { conflicts: brainCommand(o, ["show", "--conflicts"]), stale: brainCommand(o, ["show", "--stale"]) },
  };
  const withheld = exclusion.globs.length === 0 ? 0 : doc.facts.filter((f) => f.status === "active" && !offered(f.key)).length;
  return { open_conflicts: conflicts.length, stale_facts: diff.staleFlags.length, attention, withheld, hand_edit, listed };
}

/**
 * What the session-start hook would say, computed by the hook's own code (read-only). The hook
 * reads its thresholds from the sidecar (written at each apply); an explicit config file asks
 * what that config's thresholds would say instead.
 */
export async function status(o: Pick<UseCaseOptions, "paths" | "configFile" | "today"> & { now?: Date }): Promise<StatusReport> {
  const thresholds = o.configFile === undefined ? undefined : loadConfig(o.configFile, o.paths.config).config.nudge;
  // An apply killed before it wrote the sidecar: the counts the next writer will record.
  const recovering = pendingRecovery(o.paths);
  const n = computeNudge({
    dataDir: o.paths.dataDir,
    today: o.today,
    brain: brainInvocation(),
    ...(thresholds ? { thresholds } : {}),
    ...(recovering ? { state: recovering.state } : {}),
  });
  const future = n.daysSinceRun !== null && n.daysSinceRun < 0;
  const attention = await needsAttention(o);
  // What the hook would say stands whatever the records hold: a broken one is something to attend to.
  const records = recordProblems(o.paths, o.now);
  return {
    data_dir: n.dataDir,
    today: o.today,
    profile_exists: n.profileExists,
    published_count: n.publishedCount,
    new_published: n.newPublished,
    last_run: n.lastRun,
    days_since_run: future ? null : n.daysSinceRun,
    last_run_after_today: future,
    nudge: { ...n.thresholds },
    nudge_from: o.configFile ?? "sidecar",
    message: n.message,
    ...attention,
    attention: [...attention.attention, ...records.invalid.map((issue) => `${issue} — fix the record or remove it (brain validate lists every problem)`)],
    skipped_records: records.skipped,
    pending_diff: pendingDiff(o),
  };
}

/** The readable form, shared by the CLI and the MCP server. */
export function statusText(s: StatusReport): string {
  const days = s.nudge.minDaysSinceRun;
  const lastRun =
    s.last_run === null
      ? "never"
      : s.last_run_after_today
        ? `${s.last_run} (the last run is dated after --today ${s.today})`
        : `${s.last_run} (${ago(s.days_since_run ?? 0)})`;
  return [
    s.message ?? "brain: nothing to do — the hook would stay silent.",
    `data dir:          ${s.data_dir}`,
    `profile:           ${s.profile_exists ? "present" : "missing"}`,
    `published records: ${s.published_count} (${s.new_published} new since the last consolidation)`,
    `last run:          ${lastRun}`,
    `nudge when:        ≥ ${s.nudge.minNewPublished} new and ≥ ${days} day${days === 1 ? "" : "s"} since the last run${s.nudge_from === "sidecar" ? "" : ` (from ${s.nudge_from})`}`,
    `open conflicts:    ${s.open_conflicts}`,
    `stale facts:       ${s.stale_facts} (as of ${s.today})`,
    ...s.attention.map((a) => `needs attention:   ${a}`),
    ...listedLines(s),
    ...s.skipped_records.map(
      (r) =>
        `skipped record:    ${visible(r.path)}: ${visible(r.reason)}; not new, not citable${r.source.startsWith("published:") ? " (the hook counts it until the next apply)" : ""}`,
    ),
    ...(s.withheld > 0 ? [`withheld:          ${withheldNote(s.withheld)}`] : []),
    `pending diff:      ${
      s.pending_diff === null
        ? "none"
        : s.pending_diff.applied
          ? `${s.pending_diff.id} (already applied)`
          : `${s.pending_diff.id} (review: ${s.pending_diff.review}); to apply exactly it: ${s.pending_diff.apply_command}`
    }`,
  ].join("\n");
}

/** The listed conflicts and stale facts, one line each (values escaped and cut), then "and N more". */
function listedLines(s: StatusReport): string[] {
  const lines: string[] = [];
  const more = (shown: number, all: number, command: string) => (all > shown ? [`  and ${all - shown} more: ${command}`] : []);
  const { conflicts, stale, offered, commands } = s.listed;
  for (const c of conflicts) lines.push(`  conflict  ${visible(c.key)}: ${c.values.map((v) => `${shortValue(v.value)} (${v.id})`).join(", ")}`);
  lines.push(...more(conflicts.length, offered.conflicts, commands.conflicts));
  for (const f of stale) lines.push(`  stale     ${visible(f.key)}: ${shortValue(f.value)} (${f.id}, last seen ${f.last_seen})`);
  lines.push(...more(stale.length, offered.stale, commands.stale));
  return lines;
}

const SHORT_VALUE_MAX = 60;

function shortValue(value: string): string {
  const v = visibleValue(JSON.stringify(value));
  return v.length > SHORT_VALUE_MAX ? `${v.slice(0, SHORT_VALUE_MAX - 2)}…"` : v;
}

function ago(days: number): string {
  return days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
}
