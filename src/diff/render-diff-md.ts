/**
 * pending-diff.md: the review gate. A header with counts, then one section per non-empty list,
 * each sorted by key, value and candidate so the same diff always renders the same bytes.
 * Wording stays neutral: the profile is evidence to test, not praise.
 *
 * A review stays readable at any size: each section lists at most REVIEW_LIMIT entries (a
 * conflict row at most CELL_LIMIT values per side), then says how many more there are and where
 * they are (the diff's JSON, under the list's name). A 100k batch's review is ~200 KB, not 20 MB.
 */
import { isOperatorStatement } from "../core/provenance.js";
import type { Candidate, ProfileDiff, RuleFileRef, TraceEntry } from "../core/schema-types.js";
import { ruleSetDigest } from "../rules/rule-set.js";
import { AGENT_WRITTEN, DECLINED_OVER_MCP } from "../core/agent-written.js";
import { indexMark, md, mdValue } from "./markdown-text.js";
import { similarKeyNote } from "./similar-keys.js";
import { type Covers, isEmptyDiff, type OperationListName, summarizeDiff } from "./operations.js";
import { type OUTCOMES, outcomeOfEntry } from "./outcomes.js";
import type { Item, PendingContext } from "./outcomes/spec.js";
import { byCodeUnit } from "../core/order.js";

export interface RenderOptions {
  /** The exact command that applies this diff, shown to the operator. */
  applyCommand: string;
  /**
   * Names the rule set in the header: "shipped rules (brain <version>)" or "custom rules <folder>
   * <digest>" (see `describeRuleSet`). Default: what `diff.rules` alone tells (the digest).
   */
  ruleSet?: string;
  /** The operator's own reason for a candidate of the batch (`brain set --reason`), by index: shown beside its entry. */
  reasons?: ReadonlyMap<number, string>;
  /** What a new proposal carried over from the pending batch it replaced (the operator's candidates and declines). */
  carried?: { from: string; candidates: readonly number[]; declined: readonly number[] };
}

/** The operator's reasons of a batch's value candidates (`brain set --reason`), by index. */
export function operatorReasons(candidates: readonly Candidate[]): ReadonlyMap<number, string> {
  const reasons = new Map<number, string>();
  candidates.forEach((c, i) => {
    if ("value" in c && c.reason !== undefined) reasons.set(i, c.reason);
  });
  return reasons;
}

/** The header's name of a rule set: the shipped rules with brain's version, or a custom folder and the first 12 hex of `ruleSetDigest`. */
export function describeRuleSet(
  set: { shipped: true; version: string } | { shipped: false; folder: string; files: readonly Pick<RuleFileRef, "file" | "sha256">[] },
): string {
  return set.shipped ? `shipped rules (brain ${set.version})` : `custom rules ${set.folder} ${ruleSetDigest(set.files).slice(0, 12)}`;
}

/** Entries listed per section of the review; the rest are counted and found in the diff's JSON. */
export const REVIEW_LIMIT = 200;
/** Values listed per side of one conflict row. */
export const CELL_LIMIT = 20;

/** Marks an operation whose evidence is the operator's own `human:<label>` statement. */
const UNRECORDED = " — operator statement, unrecorded";
/** Marks an operation whose evidence is a record an agent stored through the MCP server (`ingested_by: mcp`). */
const AGENT_RECORD = ` — ${AGENT_WRITTEN} record`;
/** Marks a candidate an MCP tool added (origin `agent`): the agent, not the operator at the command line, made this statement. */
const AGENT_ORIGIN = ` — ${AGENT_WRITTEN}: added by an agent through brain's MCP server`;
/** Marks a promotion of a fact one of whose sources is an agent-written record. */
const AGENT_SOURCE = ` — ${AGENT_WRITTEN} source`;

export function renderDiffMarkdown(diff: ProfileDiff, options: RenderOptions): string {
  const pieces: string[] = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}

/**
 * `renderDiffMarkdown` put piece by piece into `sink`: lets a 100k-candidate diff (~20 MB of
 * Markdown) be written out without building the whole text first.
 */
export function writeDiffMarkdown(
  diff: ProfileDiff,
  { applyCommand, ruleSet, reasons: operator, carried }: RenderOptions,
  sink: { put(text: string): void },
): void {
  const out: Lines = { push: (...lines) => lines.forEach((line) => sink.put(`${line}\n`)) };
  const ruleSetName = ruleSet ?? `rules ${ruleSetDigest(diff.rules).slice(0, 12)}`;
  // The deciding rule's reason, per candidate and per fact, shown beside the outcome.
  const reasons = new Map<string, string>();
  for (const t of diff.trace) if (t.reason !== undefined) reasons.set(t.candidate !== undefined ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at: string) => {
    const reason = reasons.get(at);
    const said = at.startsWith("c") ? operator?.get(Number(at.slice(1))) : undefined;
    return (reason === undefined ? "" : ` — ${md(reason)}`) + (said === undefined ? "" : ` — the operator's reason: ${mdValue(said)}`);
  };
  const agentCandidates = new Set(diff.agent_written?.candidates ?? []);
  const agentPromotions = new Set(diff.agent_written?.promotions ?? []);
  const addedByAgent = new Set(diff.trace.flatMap((t) => (t.origin === "agent" && t.candidate !== undefined ? [t.candidate] : [])));
  // What the operator should know about the evidence of candidate `at` (source `source`).
  const agentMark = (at: number) => (addedByAgent.has(at) ? AGENT_ORIGIN : agentCandidates.has(at) ? AGENT_RECORD : "");
  const mark = (source: string, at: number) => (isOperatorStatement(source) ? UNRECORDED : "") + agentMark(at);
  const promotionMark = (id: string) => (agentPromotions.has(id) ? AGENT_SOURCE : "");
  const agentCandidate = (at: number) => agentCandidates.has(at);
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
  if (carried) {
    const list = (ns: readonly number[]) => (ns.length === 0 ? "none" : ns.map(indexMark).join(", "));
    out.push(
      "",
      "## Carried over from the pending batch",
      "",
      `This batch replaced the pending batch of diff \`${carried.from.slice(0, 12)}\` and kept your word on it:`,
      "",
      `- your own candidates (brain retire, resolve, set): ${list(carried.candidates)}`,
      `- declined again, as you declined the same key and value: ${list(carried.declined)}`,
    );
  }

  const ctx: PendingContext = { diff, why, mark, agentMark, promotionMark, agentCandidate };
  const notes = candidateNotes(diff);
  for (const s of SECTIONS) {
    if ("lines" in s) s.lines(out, diff, ctx);
    else outcomeSection(out, s, { ctx, notes });
  }
}

/**
 * What the operator should read under a candidate's entry, from its trace entry: the key alias it
 * was filed through, the key it nearly repeats, and its quote (found in the record or not). Written
 * when asked, for the entries shown only: writing one for each of 100k quoted candidates was most
 * of the review's time, for the few hundred a review shows.
 */
function candidateNotes(diff: ProfileDiff): { get(candidate: number): string | undefined } {
  const noted = new Map<number, TraceEntry>();
  for (const t of diff.trace)
    if (t.candidate !== undefined && (t.quote !== undefined || t.key_alias !== undefined || t.similar_key !== undefined)) noted.set(t.candidate, t);
  return { get: (candidate) => noteOf(diff, noted.get(candidate)) };
}

function noteOf(diff: ProfileDiff, t: TraceEntry | undefined): string | undefined {
  if (t === undefined) return undefined;
  const lines: string[] = [];
  if (t.key_alias !== undefined) lines.push(`  - key ${md(t.key_alias)} → ${md(aliasTargetOf(diff, t.key_alias))} (alias)`);
  if (t.similar_key !== undefined) lines.push(`  - ${similarKeyNote(md(t.similar_key))}`);
  if (t.quote !== undefined) {
    const verdict = t.quote_found === true ? "found in the record" : t.quote_found === false ? "NOT found in the record" : "not checked: an operator statement";
    lines.push(`  - quote (${verdict}): “${mdValue(t.quote)}”`);
  }
  return lines.join("\n");
}

function aliasTargetOf(diff: ProfileDiff, alias: string): string {
  const aliases = diff.config.keyAliases ?? {};
  return Object.hasOwn(aliases, alias) ? aliases[alias]! : alias;
}

/** A section of pending-diff.md whose entries are outcomes: each is written by its outcome's own line (src/diff/outcomes.ts). */
function outcomeSection(
  out: Lines,
  heading: { title: string; list: ListOfOutcomes },
  render: { ctx: PendingContext; notes: ReturnType<typeof candidateNotes> },
): void {
  const { title, list } = heading;
  const { ctx, notes } = render;
  const entries = (ctx.diff[list] ?? []) as readonly Item<ListOfOutcomes>[];
  const outcome = (e: Item<ListOfOutcomes>) => outcomeOfEntry(list, e)!;
  const noteOf = (e: Item<ListOfOutcomes>) => {
    const at = (e as { candidate?: number }).candidate;
    const note = at === undefined ? undefined : notes.get(at);
    return note === undefined ? "" : `\n${note}`;
  };
  section(
    out,
    { title, list },
    sorted(entries, (e) => outcome(e).sortValue(e)),
    (e) => outcome(e).pendingLine(e, ctx) + noteOf(e),
  );
}

/** The lists some outcome lands in. */
type ListOfOutcomes = (typeof OUTCOMES)[keyof typeof OUTCOMES]["list"];

type Section =
  | { title: string; list: ListOfOutcomes }
  | { list: Exclude<OperationListName, ListOfOutcomes> | "declined" | "declined_matches"; lines(out: Lines, diff: ProfileDiff, ctx: PendingContext): void };

/** The sections, in order: each outcome list, and the lists that are no one outcome's. */
const SECTIONS = [
  { title: "Additions", list: "additions" },
  { title: "Evidence bumps", list: "evidenceBumps" },
  { title: "Promotions", list: "promotions" },
  { list: "conflicts", lines: conflictsTable },
  { title: "Supersessions", list: "supersedes" },
  { title: "Retirements", list: "retirements" },
  { title: "Resolutions", list: "resolutions" },
  { title: "Stale facts", list: "staleFlags" },
  { title: "Rejected", list: "rejected" },
  {
    list: "declined",
    lines: (out, diff) =>
      inCandidateOrder(
        out,
        { title: "Declined by the operator", list: "declined" },
        diff.declined,
        (d) =>
          `- ${indexMark(d.candidate)}${d.reason !== undefined ? `: ${mdValue(d.reason)}` : ""}${d.by === "mcp" ? ` — ${DECLINED_OVER_MCP}` : ""} (remembered once applied; brain declined lists it)`,
      ),
  },
  {
    list: "declined_matches",
    lines: (out, diff) =>
      inCandidateOrder(
        out,
        { title: "Matching earlier declines", list: "declined_matches" },
        diff.declined_matches,
        (m) =>
          `- ${indexMark(m.candidate)}: ${m.match.retires !== undefined ? `retire \`${md(m.match.retires)}\`` : `${md(m.match.key)}: ${mdValue(m.match.value ?? "")}${m.match.source !== undefined ? ` from ${md(m.match.source)}` : ""}`}${m.match.by === "mcp" ? ` — ${DECLINED_OVER_MCP}` : ""} (brain declined --forget takes it back)`,
      ),
  },
  { title: "Duplicates", list: "duplicates" },
  {
    list: "warnings",
    lines: (out, diff) =>
      section(
        out,
        { title: "Warnings", list: "warnings" },
        // A warning about the whole batch (no candidate) comes first.
        firstSorted(diff.warnings, (a, b) => (a.candidate ?? -1) - (b.candidate ?? -1)),
        (w) => (w.candidate === undefined ? `- ${md(w.message)}` : `- ${indexMark(w.candidate)}: ${md(w.message)}`),
      ),
  },
] as const satisfies readonly Section[];

/** A section of the operator's decisions, in candidate order. */
function inCandidateOrder<T extends { candidate: number }>(out: Lines, heading: Heading, items: readonly T[] | undefined, line: (item: T) => string): void {
  section(
    out,
    heading,
    firstSorted(items ?? [], (a, b) => a.candidate - b.candidate),
    line,
  );
}

// Every list of the diff has its section: a new list (a new outcome's, or any other) without one does not compile.
const everyListShown: Covers<(typeof SECTIONS)[number]["list"], OperationListName | "declined" | "declined_matches"> = true;
void everyListShown;

/** The key's conflicts, one row each: the values it had and the values that arrived. */
function conflictsTable(out: Lines, diff: ProfileDiff, ctx: PendingContext): void {
  if (diff.conflicts.length === 0) return;
  out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
  out.push("| key | existing | incoming |", "| --- | --- | --- |");
  const list = (refs: readonly { id: string; value: string; candidate?: number }[]) => {
    const shown = refs
      .slice(0, CELL_LIMIT)
      .map(
        (r) =>
          `${r.candidate !== undefined ? `${indexMark(r.candidate)} ` : ""}${mdValue(r.value)} \`${r.id}\`${r.candidate !== undefined && ctx.agentCandidate(r.candidate) ? ` (${AGENT_WRITTEN})` : ""}`,
      );
    if (refs.length > CELL_LIMIT) shown.push(`… and ${refs.length - CELL_LIMIT} more`);
    return shown.join("<br>");
  };
  const rows = firstSorted(diff.conflicts, (a, b) => byCodeUnit(a.key, b.key));
  for (const c of rows.first) {
    out.push(`| ${md(c.key)} | ${list(c.existing)} | ${list(c.incoming)} |`);
  }
  if (rows.total > REVIEW_LIMIT || diff.conflicts.some((c) => c.existing.length > CELL_LIMIT || c.incoming.length > CELL_LIMIT)) {
    const over = rows.total - REVIEW_LIMIT;
    const hidden =
      over > 0 ? `${over} more ${over === 1 ? "key in conflict is" : "keys in conflict are"}` : `Values beyond the first ${CELL_LIMIT} of a side are`;
    out.push("", more(`${hidden} not listed here`, "conflicts"));
  }
}

interface Lines {
  push(...texts: string[]): void;
}

/** How many ids of `records.new` the review names; the rest are counted. */
const SHOWN_NEW_RECORDS = 50;

/** The records this apply marks read: gather will not offer them again. */
function recordsReadLine(records: NonNullable<NonNullable<ProfileDiff["records"]>["new"]>, through: string | null): string {
  const after = through === null ? "every record stays new" : `records ingested after ${through} stay new`;
  if (records.count === 0) return `Records this apply marks read: none (${after}).`;
  const read = `Records this apply marks read (${records.count}; gather will not offer them again, ${after}): ${someIds(records.ids, records.count)}.`;
  const agent = records.agent_written ?? records.agent_ingested;
  return agent === undefined ? read : `${read}\n\n${agentWrittenLine(agent)}`;
}

/** The records among them that an agent stored through the MCP server, not the operator at the command line. */
function agentWrittenLine(ids: readonly string[]): string {
  return (
    `Agent-written (${ids.length}; stored by an agent through brain's MCP server, not by the operator — check them before relying on them): ` +
    `${someIds(ids, ids.length)}.`
  );
}

/** The first SHOWN_NEW_RECORDS of `ids`, then how many more of `count` there are. */
function someIds(ids: readonly string[], count: number): string {
  const shown = ids.slice(0, SHOWN_NEW_RECORDS).map((id) => `\`${md(id)}\``);
  const more = count - shown.length;
  return `${shown.join(", ")}${more > 0 ? `, and ${more} more` : ""}`;
}

/** A section's title, and the diff list that holds what it shows (named when not all of it is listed). */
interface Heading {
  title: string;
  list: string;
}

function section<T>(out: Lines, { title, list }: Heading, { first, total }: Picked<T>, line: (item: T) => string): void {
  if (total === 0) return;
  out.push("", `## ${title}`, "");
  for (const item of first) out.push(line(item));
  if (total > first.length) out.push(more(`${total - first.length} more entries are not listed here`, list));
}

/** The line that stands for what a section does not list, and says where it is. */
function more(hidden: string, list: string): string {
  return `- … ${hidden}: every one is in pending-diff.json under \`${list}\`; \`brain explain <id>\` tells one fact's story.`;
}

interface Sortable {
  key: string;
  candidate?: number;
  id?: string;
}

/** What a section lists (at most REVIEW_LIMIT, in order) of how many. */
interface Picked<T> {
  first: readonly T[];
  total: number;
}

/**
 * The first REVIEW_LIMIT items in `order`, exactly a stable sort's first REVIEW_LIMIT. Sorting
 * 40k additions to show 200 cost ~6% of a 100k propose; one pass keeping the best REVIEW_LIMIT
 * costs a fraction of that.
 */
function firstSorted<T>(items: readonly T[], order: (a: T, b: T) => number): Picked<T> {
  return { first: items.length <= REVIEW_LIMIT ? [...items].sort(order) : bestOf(items, order), total: items.length };
}

function bestOf<T>(items: readonly T[], order: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === REVIEW_LIMIT && order(item, best[REVIEW_LIMIT - 1]!) >= 0) continue;
    // After every item it does not sort before, so ties keep their input order (a stable sort).
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(item, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > REVIEW_LIMIT) best.pop();
  }
  return best;
}

/** By key, then the value its outcome orders it by, candidate and id. */
function sorted<T extends Sortable>(items: readonly T[], orderValue: (item: T) => string): Picked<T> {
  return firstSorted(
    items,
    (a, b) =>
      byCodeUnit(a.key, b.key) || byCodeUnit(orderValue(a), orderValue(b)) || (a.candidate ?? 0) - (b.candidate ?? 0) || byCodeUnit(a.id ?? "", b.id ?? ""),
  );
}
