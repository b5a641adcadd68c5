/**
 * Gather: read-only. What is new since the last apply, the live profile, the thresholds and the
 * contract for candidates — the `--json` form of `brain consolidate --gather` and the MCP `gather`
 * tool's result. `limit` lists only the oldest N new records; `through` (the last one's
 * ingested_at) is what propose takes, so the records not yet shown stay new.
 */
import type { Fact, ResolvedConfig } from "../core/schema-types.js";
import { effectiveApplies, isNewRecord, newSince } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";
import { loadConfig } from "../io/load-config.js";
import { schemaPath } from "../io/package-paths.js";
import { readProfile } from "../io/profile-store.js";
import { listRecords, type SkippedRecord } from "../io/records.js";
import { brainCommand, type UseCaseOptions } from "./options.js";
import { visible, visibleText, visibleValue } from "../core/visible-text.js";
import { aliasTarget } from "../core/key-aliases.js";
import type { KeyExclusion } from "../core/key-glob.js";
import { codePointCompare } from "../diff/similar-keys.js";
import { agentExclusion, withheldNote, withholdFacts } from "./withheld.js";
import { byCodeUnit } from "../core/order.js";

/** The warning lines for records that are not regular files, and for records skipped (gather and propose skip them). */
export { irregularWarnings, skippedRecordWarnings } from "../io/records.js";

const EXTRACTION_INSTRUCTIONS = [
  "Read the new records and write what they show about the person as a JSON array of candidates valid against the candidate schema.",
  "One fact per candidate: key (short, e.g. primary-expertise), value (one line), provenance, source, observed_date (YYYY-MM-DD).",
  "provenance: published for what a published record shows, human only for what the operator states themselves; nothing else. Leave out what you merely inferred or guessed, and skip records whose provenance is ai-draft: they are never evidence.",
  "source: the record's source as listed above (e.g. published:1a2b3c4d5e6f); the same source counts once per fact.",
  "quote: for every candidate citing a record, copy the passage of that record that supports it, word for word (one line, at most 500 characters, at least 20 unless it is the whole record). brain checks that the record holds it and rejects the candidate if not.",
  "Keys: reuse the keys of the key vocabulary above for what they already name (an alias is filed under its target); make a new key only for what none of them names.",
  "To repeat a known fact, reuse its key and value. To record a clear change over time (a new job title), add supersedes: <id of the active fact it replaces>.",
  "Do not invent, praise or generalize: only what the records state.",
  "After propose, show the operator the review verbatim. Only the operator applies it, after reading it: the apply command it prints names that diff's id (--expect <id>), so a batch proposed again afterwards is refused.",
].join("\n");

export interface GatherOptions extends Pick<UseCaseOptions, "paths" | "configFile" | "today"> {
  /** The wall clock records are judged by (a record stamped ahead of it is skipped); default: now. */
  now?: Date;
  /** List only the oldest N new records (a page never splits records that share one ingested_at). */
  limit?: number;
}

interface GatheredRecord {
  id: string;
  tributary: string;
  provenance: string;
  date: string;
  ingested_at: string;
  /** What a candidate's `source` names for evidence from this record. */
  source: string;
  path: string;
  /** Present (true) when an agent stored the record through the MCP server (`ingested_by: mcp`), not the operator. */
  agent_written?: true;
  text: string;
}

/** What gather tells the extracting session of the keys in use, so it reuses them. */
interface KeyVocabulary {
  /** The KEY_VOCABULARY_LIMIT active keys with the most active values (then in code-point order), with that number. */
  keys: { key: string; values: number }[];
  /** Active keys not listed. */
  more: number;
  /** The config's keyAliases: a candidate of `alias` is filed under `target`. */
  aliases: { alias: string; target: string }[];
  multi_valued: string[];
}

/** Keys the vocabulary lists; the rest are counted. */
const KEY_VOCABULARY_LIMIT = 200;

/** The `--json` form: one object, the same for the CLI and the MCP tool. */
export interface GatherResult {
  data_dir: string;
  today: string;
  last_run: { at: string; today: string; diff: string; records_through: string | null } | null;
  new_records: GatheredRecord[];
  /**
   * What propose takes as `--through`: the ingested_at of the last record listed; when none is
   * new, the newest ingested_at present (records at or before the cursor in force: nothing more
   * is marked read); null only when no record is ingested.
   */
  through: string | null;
  /** New records left out by `limit`: they stay new. */
  new_remaining: number;
  tributaries: { name: string; count: number; new: number; newest_date: string }[];
  /** The active facts, with their ids (those of keys excluded from agents withheld). */
  facts: Fact[];
  /** Active facts of keys excluded from agents (context.exclude), not listed. */
  facts_withheld: number;
  thresholds: Pick<ResolvedConfig, "promoteThreshold" | "decayDays" | "learnFrom">;
  /**
   * The keys the config makes multi-valued (`multiValued`): each value is a member kept beside the
   * others, never a conflict, so the extracting session writes one candidate per value.
   */
  multi_valued_keys: string[];
  /** The keys to reuse: the active keys with the most values, the config's aliases and the multi-valued keys (never keys excluded from agents). */
  key_vocabulary: KeyVocabulary;
  candidate_schema: string;
  instructions: string;
  /** Files in ingest/ that are not brain records (ignored). */
  unreadable_records: string[];
  /** Files in ingest/ skipped unopened because they are not regular files (a FIFO, a folder). */
  not_regular_files: string[];
  /** Records skipped with a warning (stamped ahead of the clock, or edited since ingested): not new, not citable, not counted. */
  skipped_records: SkippedRecord[];
}

export function gather(o: GatherOptions): GatherResult {
  const layout = o.paths;
  const { config } = loadConfig(o.configFile, layout.config);
  const profile = readProfile(layout.profile);
  const applies = effectiveApplies(readHistoryAsRecovered(layout));
  const last = applies[applies.length - 1];
  const { records, notRecords, irregular, skipped } = listRecords(layout, o.now);
  // "New" is measured from the records the last apply's diff read (its records.through), never by
  // calendar day or the wall-clock time of the apply: a record ingested between propose and
  // apply was read by no one and stays new.
  const since = newSince(last);
  const isNew = (ingestedAt: string) => isNewRecord(ingestedAt, since);
  const allFresh = records.filter((r) => isNew(r.ingested_at)).sort((a, b) => byCodeUnit(a.ingested_at, b.ingested_at) || byCodeUnit(a.path, b.path));
  let fresh = o.limit === undefined ? allFresh : allFresh.slice(0, o.limit);
  // A page never splits records that share one ingested_at: --through takes them all or none.
  if (o.limit !== undefined && fresh.length > 0 && fresh.length < allFresh.length) {
    const edge = fresh[fresh.length - 1]!.ingested_at;
    fresh = allFresh.filter((r) => r.ingested_at <= edge);
  }
  const exclusion = agentExclusion(o).exclusion;
  const listed = listedFacts(profile.doc.facts, exclusion);
  const tributaries = [...new Set(records.map((r) => r.tributary))].map((name) => {
    const inT = records.filter((r) => r.tributary === name);
    return {
      name,
      count: inT.length,
      new: inT.filter((r) => isNew(r.ingested_at)).length,
      newest_date: inT.reduce((m, r) => (r.date > m ? r.date : m), ""),
    };
  });
  return {
    data_dir: layout.dataDir,
    today: o.today,
    last_run: last ? { at: last.at, today: last.today, diff: last.diff, records_through: since?.after ?? null } : null,
    new_records: fresh.map((r) => ({
      id: r.id,
      tributary: r.tributary,
      provenance: r.provenance,
      date: r.date,
      ingested_at: r.ingested_at,
      source: `${r.tributary}:${r.id}`,
      path: r.path,
      ...(r.ingested_by === "mcp" ? { agent_written: true as const } : {}),
      text: r.body,
    })),
    through: fresh.length > 0 ? fresh[fresh.length - 1]!.ingested_at : newestIngestedAt(records),
    new_remaining: allFresh.length - fresh.length,
    tributaries,
    ...listed,
    thresholds: { promoteThreshold: config.promoteThreshold, decayDays: config.decayDays, learnFrom: config.learnFrom },
    multi_valued_keys: [...(config.multiValued ?? [])],
    key_vocabulary: keyVocabulary(listed.facts, config, exclusion),
    candidate_schema: schemaPath("candidates"),
    instructions: EXTRACTION_INSTRUCTIONS,
    unreadable_records: notRecords,
    not_regular_files: irregular,
    skipped_records: skipped,
  };
}

/** The active facts gather lists for the extracting session: never those of excluded keys. */
function listedFacts(facts: readonly Fact[], exclusion: KeyExclusion): { facts: Fact[]; facts_withheld: number } {
  const listed = withholdFacts(
    facts.filter((f) => f.status === "active"),
    exclusion,
  );
  return { facts: listed.facts, facts_withheld: listed.withheld };
}

/**
 * The key vocabulary of the listed (active, not excluded) facts: each key counted under the key it is
 * filed under (an alias key's facts as its target's), most values first. One pass and one sort of
 * the distinct keys.
 */
function keyVocabulary(facts: readonly Fact[], config: ResolvedConfig, exclusion: KeyExclusion): KeyVocabulary {
  const aliases = config.keyAliases ?? {};
  const counts = new Map<string, number>();
  for (const f of facts) {
    const key = aliasTarget(aliases, f.key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts].sort(([a, m], [b, n]) => n - m || codePointCompare(a, b));
  const offered = (key: string) => exclusion.excludedBy(key) === undefined;
  return {
    keys: ranked.slice(0, KEY_VOCABULARY_LIMIT).map(([key, values]) => ({ key, values })),
    more: Math.max(0, ranked.length - KEY_VOCABULARY_LIMIT),
    aliases: Object.entries(aliases).flatMap(([alias, target]) => (target !== undefined && offered(alias) && offered(target) ? [{ alias, target }] : [])),
    multi_valued: (config.multiValued ?? []).filter(offered),
  };
}

/** The key vocabulary as gather's text shows it. */
function keyVocabularyText(v: KeyVocabulary): string[] {
  const out = ["", "## Key vocabulary", "", "Reuse these keys for what they already name; make a new key only for what none of them names.", ""];
  if (v.keys.length === 0) out.push("No active keys yet.");
  else out.push(v.keys.map((k) => `${visible(k.key)} (${k.values})`).join(", ") + (v.more > 0 ? `, and ${v.more} more keys` : ""));
  if (v.aliases.length > 0)
    out.push(
      "",
      `Aliases (a candidate of the first is filed under the second): ${v.aliases.map((a) => `${visible(a.alias)} → ${visible(a.target)}`).join(", ")}`,
    );
  if (v.multi_valued.length > 0) out.push("", `Multi-valued: ${v.multi_valued.map(visible).join(", ")}`);
  return out;
}

/** The readable form, shared by the CLI and the MCP server: Markdown an agent can read top to bottom. */
export function gatherText(g: GatherResult, o: GatherOptions): string {
  const newCount = g.new_records.length + g.new_remaining;
  const after = g.last_run?.records_through;
  const out: string[] = [`# brain consolidate --gather (${g.today})`, "", `Data dir: ${g.data_dir}`];
  out.push(
    g.last_run
      ? `Last consolidation: ${g.last_run.at} (diff ${g.last_run.diff.slice(0, 12)}); ${newCount} record${newCount === 1 ? "" : "s"} new since${after ? ` (ingested after ${after})` : ""}.`
      : `No consolidation yet: all ${newCount} record${newCount === 1 ? " is" : "s are"} new.`,
  );
  if (o.limit !== undefined) {
    out.push(
      g.new_records.length === 0
        ? "No new records to page through."
        : `Showing the oldest ${g.new_records.length}, ingested up to ${g.through}; ${g.new_remaining} more stay new. ` +
            `Propose with --through ${g.through} so that they do.`,
    );
  }
  out.push("", "## Tributaries", "");
  if (g.tributaries.length === 0) out.push("(no records ingested yet — brain ingest <file…>)");
  for (const t of g.tributaries)
    out.push(`- ${visible(t.name)}: ${t.count} record${t.count === 1 ? "" : "s"}, ${t.new} new, newest dated ${t.newest_date || "-"}`);
  for (const s of g.unreadable_records) out.push(`- not a brain record, ignored: ${visible(s)}`);
  for (const s of g.not_regular_files) out.push(`- not a regular file, skipped: ${visible(s)}`);
  for (const s of g.skipped_records) out.push(`- record ${visible(s.source)} skipped (${visible(s.reason)}): ${visible(s.path)}`);
  out.push("", `## New records (${g.new_records.length})`);
  for (const r of g.new_records) {
    // A record is hostile text: terminal escapes (ANSI, OSC), bidi controls and invisible characters are shown as \u{…}.
    const text = visibleText(r.text.replace(/\n$/, ""));
    const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
    const agent = r.agent_written ? ", agent-written (stored through the MCP server)" : "";
    out.push("", `### ${visible(r.source)} — ${visible(r.provenance)}, dated ${visible(r.date)}${agent}`, "", `${fence}markdown`, text, fence);
  }
  out.push("", `## Active profile facts (${g.facts.length})`, "");
  for (const f of g.facts) {
    out.push(
      `- ${visible(f.id)}  ${f.layer.padEnd(7)} ${visible(f.key)} = ${visibleValue(JSON.stringify(f.value))}  (${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${f.kind === "profile-field" ? ", profile field" : ""})`,
    );
  }
  const withheld = withheldNote(g.facts_withheld);
  if (withheld) out.push("", withheld);
  out.push(...keyVocabularyText(g.key_vocabulary));
  const t = g.thresholds;
  out.push(
    "",
    "## Thresholds",
    "",
    `promoteThreshold ${t.promoteThreshold} · decayDays ${t.decayDays} · learnFrom ${t.learnFrom.join(", ")}`,
    "",
    "## Multi-valued keys",
    "",
    g.multi_valued_keys.length === 0
      ? "None: every key holds one value; a different value of a key that has one is a conflict (or a supersede, when the candidate names the fact it replaces)."
      : `${g.multi_valued_keys.join(", ")}: each holds several values side by side. Write one candidate per value; a new value is added as one more member, never a conflict.`,
    "",
    "## Next",
    "",
    `Candidate schema: ${g.candidate_schema}`,
    "",
    g.instructions,
    "",
    // --through always: a record ingested after this gather was read by no one and must stay new.
    `Then: ${brainCommand(o, ["consolidate", "--propose"])} --candidates <file>${g.through !== null ? ` --through ${g.through}` : ""}`,
  );
  return out.join("\n");
}

function newestIngestedAt(records: readonly { ingested_at: string }[]): string | null {
  return records.reduce<string | null>((m, r) => (m === null || r.ingested_at > m ? r.ingested_at : m), null);
}

function longestBacktickRun(s: string): number {
  let best = 0;
  for (const m of s.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
