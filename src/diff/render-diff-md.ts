/**
 * pending-diff.md: the review gate. A header with counts, then one section per non-empty list,
 * each sorted by key, value and candidate so the same diff always renders the same bytes.
 * Wording stays neutral: the profile is evidence to test, not praise.
 */
import type { ProfileDiff } from "../core/schema-types.js";
import { isEmptyDiff, summarizeDiff } from "./operations.js";

export { isEmptyDiff, summarizeDiff };

export interface RenderOptions {
  /** The exact command that applies this diff, shown to the operator. */
  applyCommand: string;
}

export function renderDiffMarkdown(diff: ProfileDiff, options: RenderOptions): string {
  const pieces: string[] = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}

/**
 * `renderDiffMarkdown` put piece by piece into `sink`: lets a 100k-candidate diff (~20 MB of
 * Markdown) be written out without building the whole text first.
 */
export function writeDiffMarkdown(diff: ProfileDiff, { applyCommand }: RenderOptions, sink: { put(text: string): void }): void {
  const out: Lines = { push: (...lines) => lines.forEach((line) => sink.put(`${line}\n`)) };
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` · diff \`${diff.id.slice(0, 12)}\` · ` +
      `rules ${diff.rules.map((r) => `${r.file} v${r.version}`).join(", ")} · ` +
      `promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    "",
  );
  out.push(`${summarizeDiff(diff)}.`, "");
  if (isEmptyDiff(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(
    `Nothing has been written to the profile. To apply exactly this diff:`,
    "",
    "```sh",
    applyCommand,
    "```",
  );

  section(out, "Additions", sorted(diff.additions), (a) => {
    const beside = a.conflicts_with ? ` — kept beside ${a.conflicts_with.map((id) => `\`${id}\``).join(", ")} (see Conflicts)` : "";
    return `- **${md(a.key)}**: ${md(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${beside}`;
  });
  section(out, "Evidence bumps", sorted(diff.evidenceBumps), (b) =>
    `- **${md(b.key)}**: ${md(b.value)} — ${b.evidence_before} → ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\``,
  );
  section(out, "Promotions", sorted(diff.promotions), (p) =>
    `- **${md(p.key)}**: ${md(p.value)} — dynamic → static with ${p.evidence_count} sources (threshold ${diff.config.promoteThreshold}) \`${p.id}\``,
  );
  if (diff.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "Both values are kept; neither replaces the other until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    for (const c of sorted(diff.conflicts.map((c) => ({ ...c, value: c.incoming.value })))) {
      out.push(`| ${md(c.key)} | ${md(c.existing.value)} \`${c.existing.id}\` | ${md(c.incoming.value)} \`${c.incoming.id}\` |`);
    }
  }
  section(out, "Supersessions", sorted(diff.supersedes.map((s) => ({ ...s, value: s.winner.value }))), (s) =>
    `- **${md(s.key)}**: ${md(s.old.value)} → ${md(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); ` +
    `the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` +
    (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : ""),
  );
  section(out, "Stale facts", sorted(diff.staleFlags), (f) =>
    `- **${md(f.key)}**: ${md(f.value)} — last seen ${f.last_seen}, ${f.days_since_seen} days before ${diff.today}; flagged for review only \`${f.id}\``,
  );
  section(out, "Rejected", sorted(diff.rejected), (r) =>
    `- **${md(r.key)}**: ${md(r.value)} — ${r.provenance}, ${md(r.source)} (rule ${r.rule})`,
  );
  section(out, "Duplicates", sorted(diff.duplicates), (d) => `- **${md(d.key)}**: ${md(d.value)} — ${md(d.source)} already counted for \`${d.id}\``);
  section(out, "Warnings", [...diff.warnings].sort((a, b) => a.candidate - b.candidate), (w) => `- candidate ${w.candidate}: ${md(w.message)}`);
}

interface Lines {
  push(...texts: string[]): void;
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
  return [...items].sort(
    (a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? ""),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Text shown as-is: Markdown syntax characters are escaped so a value cannot restyle the page. */
function md(s: string): string {
  return s.replace(/[\\`*_[\]<>|~#]/g, "\\$&").replace(/\r?\n|\r/g, " ");
}
