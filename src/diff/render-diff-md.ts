/**
 * pending-diff.md: the review gate. A header with counts, then one section per non-empty list,
 * each sorted by key, value and candidate so the same diff always renders the same bytes.
 * Wording stays neutral: the profile is evidence to test, not praise.
 */
import type { ProfileDiff, RuleFileRef } from "../core/schema-types.js";
import { visible, visibleValue } from "../core/visible-text.js";
import { ruleSetDigest } from "../rules/rule-set.js";
import { isOperatorStatement } from "../core/provenance.js";
import { isEmptyDiff, summarizeDiff } from "./operations.js";

export interface RenderOptions {
  /** The exact command that applies this diff, shown to the operator. */
  applyCommand: string;
  /**
   * Names the rule set in the header: "shipped rules (brain <version>)" or "custom rules <folder>
   * <digest>" (see `describeRuleSet`). Default: what `diff.rules` alone tells (the digest).
   */
  ruleSet?: string;
}

/** The header's name of a rule set: the shipped rules with brain's version, or a custom folder and the first 12 hex of `ruleSetDigest`. */
export function describeRuleSet(
  set: { shipped: true; version: string } | { shipped: false; folder: string; files: readonly Pick<RuleFileRef, "file" | "sha256">[] },
): string {
  return set.shipped ? `shipped rules (brain ${set.version})` : `custom rules ${set.folder} ${ruleSetDigest(set.files).slice(0, 12)}`;
}

/** Marks an operation whose evidence is the operator's own `human:<label>` statement. */
const UNRECORDED = " — operator statement, unrecorded";

export function renderDiffMarkdown(diff: ProfileDiff, options: RenderOptions): string {
  const pieces: string[] = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}

/**
 * `renderDiffMarkdown` put piece by piece into `sink`: lets a 100k-candidate diff (~20 MB of
 * Markdown) be written out without building the whole text first.
 */
export function writeDiffMarkdown(diff: ProfileDiff, { applyCommand, ruleSet }: RenderOptions, sink: { put(text: string): void }): void {
  const out: Lines = { push: (...lines) => lines.forEach((line) => sink.put(`${line}\n`)) };
  const ruleSetName = ruleSet ?? `rules ${ruleSetDigest(diff.rules).slice(0, 12)}`;
  // The deciding rule's reason, per candidate and per fact, shown beside the outcome.
  const reasons = new Map<string, string>();
  for (const t of diff.trace) if (t.reason !== undefined) reasons.set(t.candidate !== undefined ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at: string) => {
    const reason = reasons.get(at);
    return reason === undefined ? "" : ` — ${md(reason)}`;
  };
  const unrecorded = (source: string) => (isOperatorStatement(source) ? UNRECORDED : "");
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` · diff \`${diff.id.slice(0, 12)}\` · ` +
      `${md(ruleSetName)} (${diff.rules.map((r) => `${md(r.file)} v${r.version}`).join(", ")}) · ` +
      `promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    "",
  );
  out.push(`${summarizeDiff(diff)}.`, "");
  if (diff.records?.new) out.push(recordsReadLine(diff.records.new, diff.records.through), "");
  if (isEmptyDiff(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(`Nothing has been written to the profile. To apply exactly this diff:`, "", "```sh", applyCommand, "```");

  section(out, "Additions", sorted(diff.additions), (a) => {
    const beside = a.conflict ? " — kept beside the key's other values (see Conflicts)" : "";
    return `- **${md(a.key)}**: ${mdValue(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${beside}${why(`c${a.candidate}`)}${unrecorded(a.source)}`;
  });
  section(
    out,
    "Evidence bumps",
    sorted(diff.evidenceBumps),
    (b) =>
      `- **${md(b.key)}**: ${mdValue(b.value)} — ${b.evidence_before} → ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\`${why(`c${b.candidate}`)}${unrecorded(b.source)}`,
  );
  section(
    out,
    "Promotions",
    sorted(diff.promotions),
    (p) =>
      `- **${md(p.key)}**: ${mdValue(p.value)} — dynamic → static with ${p.evidence_count} sources${p.independent_evidence !== undefined ? `, ${p.independent_evidence} independent` : ""} (threshold ${diff.config.promoteThreshold}) \`${p.id}\`${why(`f${p.id}`)}`,
  );
  if (diff.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    const list = (refs: readonly { id: string; value: string }[]) => refs.map((r) => `${mdValue(r.value)} \`${r.id}\``).join("<br>");
    for (const c of [...diff.conflicts].sort((a, b) => cmp(a.key, b.key))) {
      out.push(`| ${md(c.key)} | ${list(c.existing)} | ${list(c.incoming)} |`);
    }
  }
  section(
    out,
    "Supersessions",
    sorted(diff.supersedes.map((s) => ({ ...s, value: s.winner.value }))),
    (s) =>
      `- **${md(s.key)}**: ${mdValue(s.old.value)} → ${mdValue(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); ` +
      `the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` +
      (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "") +
      why(`c${s.candidate}`) +
      unrecorded(s.winner.source),
  );
  section(
    out,
    "Retirements",
    sorted(diff.retirements ?? []),
    (r) =>
      `- **${md(r.key)}**: ${mdValue(r.value)} — retired on ${r.observed_date} (${md(r.source)}): ${mdValue(r.reason)}; the fact stays in the profile, marked retired \`${r.id}\`` +
      why(`c${r.candidate}`) +
      unrecorded(r.source),
  );
  section(
    out,
    "Resolutions",
    sorted((diff.resolutions ?? []).map((r) => ({ ...r, value: r.kept.value }))),
    (r) =>
      `- **${md(r.key)}**: keeps ${mdValue(r.kept.value)} \`${r.kept.id}\` unchanged; ` +
      `${r.superseded.map((s) => `${mdValue(s.value)} \`${s.id}\``).join(", ")} archived as superseded by it on ${r.observed_date} (${md(r.source)})` +
      (r.reason !== undefined ? `: ${mdValue(r.reason)}` : "") +
      why(`c${r.candidate}`) +
      unrecorded(r.source),
  );
  section(
    out,
    "Stale facts",
    sorted(diff.staleFlags),
    (f) =>
      `- **${md(f.key)}**: ${mdValue(f.value)} — last seen ${f.last_seen}, ${f.days_since_seen} days before ${diff.today}; flagged for review only \`${f.id}\`${why(`f${f.id}`)}`,
  );
  section(
    out,
    "Rejected",
    sorted(diff.rejected.map((r) => ({ ...r, value: r.value ?? "" }))),
    (r) =>
      `- **${md(r.key)}**: ${r.retires !== undefined ? `retire \`${md(r.retires)}\`` : r.keeps !== undefined ? `resolve, keeping \`${md(r.keeps)}\`` : mdValue(r.value)} — ${r.provenance}, ${md(r.source)} (rule ${md(r.rule)})${why(`c${r.candidate}`)}`,
  );
  section(
    out,
    "Declined by the operator",
    [...(diff.declined ?? [])].sort((a, b) => a.candidate - b.candidate),
    (d) => `- candidate /${d.candidate}${d.reason !== undefined ? `: ${mdValue(d.reason)}` : ""} (remembered once applied; brain declined lists it)`,
  );
  section(
    out,
    "Matching earlier declines",
    [...(diff.declined_matches ?? [])].sort((a, b) => a.candidate - b.candidate),
    (m) =>
      `- candidate /${m.candidate}: ${m.match.retires !== undefined ? `retire \`${md(m.match.retires)}\`` : `${md(m.match.key)}: ${mdValue(m.match.value ?? "")}${m.match.source !== undefined ? ` from ${md(m.match.source)}` : ""}`} (brain declined --forget takes it back)`,
  );
  section(out, "Duplicates", sorted(diff.duplicates), (d) => `- **${md(d.key)}**: ${mdValue(d.value)} — ${md(d.source)} already counted for \`${d.id}\``);
  section(
    out,
    "Warnings",
    [...diff.warnings].sort((a, b) => a.candidate - b.candidate),
    (w) => `- candidate /${w.candidate}: ${md(w.message)}`,
  );
}

interface Lines {
  push(...texts: string[]): void;
}

/** How many ids of `records.new` the review names; the rest are counted. */
const SHOWN_NEW_RECORDS = 50;

/** The records this apply marks read: gather will not offer them again. */
function recordsReadLine(records: { count: number; ids: readonly string[] }, through: string | null): string {
  const after = through === null ? "every record stays new" : `records ingested after ${through} stay new`;
  if (records.count === 0) return `Records this apply marks read: none (${after}).`;
  const shown = records.ids.slice(0, SHOWN_NEW_RECORDS).map((id) => `\`${md(id)}\``);
  const more = records.count - shown.length;
  return `Records this apply marks read (${records.count}; gather will not offer them again, ${after}): ${shown.join(", ")}${more > 0 ? `, and ${more} more` : ""}.`;
}

function section<T>(out: Lines, title: string, items: readonly T[], line: (item: T) => string): void {
  if (items.length === 0) return;
  out.push("", `## ${title}`, "");
  for (const item of items) out.push(line(item));
}

interface Sortable {
  key: string;
  value: string;
  candidate?: number;
  id?: string;
}

function sorted<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? ""));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Text shown as-is: Markdown syntax characters are escaped so a value cannot restyle the page, and
 * control or invisible-formatting characters are written as `\u{hex}` so they can hide nothing.
 */
function md(s: string): string {
  return visible(s).replace(/[\\`*_[\]<>|~#]/g, "\\$&");
}

/** A value or reason as `md`, keeping ZWNJ/ZWJ, variation selectors and emoji tags (they are part of the text). */
function mdValue(s: string): string {
  return visibleValue(s).replace(/[\\`*_[\]<>|~#]/g, "\\$&");
}
