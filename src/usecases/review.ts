/**
 * `brain review`: the pending batch, candidate by candidate in index order, each with what it
 * would do to the profile and its evidence (the record it cites: id, date, and the line holding the
 * value, else its first line; the rule
 * and its reason). The terminal walk (src/cli/commands/review.ts) turns the operator's keystrokes
 * into `decline` and `apply` calls; an MCP host or the Claude Code plugin shows the same items in
 * the conversation and runs `decline` with the operator's answers.
 */
import { resolve } from "node:path";
import { AGENT_WRITTEN, DECLINED_OVER_MCP } from "../core/agent-written.js";
import { shownId } from "../core/expected-id.js";
import { aliasTarget } from "../core/key-aliases.js";
import { quoteVerdict } from "../core/quote.js";
import type { ProfileDiff } from "../core/schema-types.js";
import { evidenceLine } from "../core/evidence-line.js";
import { visible } from "../core/visible-text.js";
import { summarizeDiff } from "../diff/operations.js";
import { candidateOperations, factOperations } from "../diff/outcomes.js";
import { conflictOfCandidate } from "../diff/outcomes/conflict.js";
import type { ReviewContext } from "../diff/outcomes/spec.js";
import { listRecords } from "../io/records.js";
import { readPending } from "./pending-batch.js";
import { applyCommand, brainCommand, type UseCaseOptions } from "./options.js";

interface ReviewEvidence {
  source: string;
  /**
   * The cited record, when the source names one that is ingested; `line` is its line that holds the
   * candidate's quote, else its value, else its first line (src/core/evidence-line.ts).
   */
  record?: { id: string; tributary: string; date: string; line: string };
  /** A `human:<label>` source: the operator's own statement, recorded nowhere. */
  unrecorded: boolean;
  /**
   * What an agent wrote (src/core/agent-written.ts): `record` when the cited record was stored
   * through the MCP server, `added` when an MCP tool put the candidate in the batch; absent otherwise.
   */
  agentWritten?: "record" | "added";
  /**
   * The candidate's quote of its record (`found`: whether brain found it there; null when it was not
   * looked for, a `human:<label>` statement); absent when it gave none.
   */
  quote?: { text: string; found: boolean | null };
}

export interface ReviewItem {
  candidate: number;
  /** One line: the key and value (or what a retire / resolve names); a key filed through an alias as `role → job-title (alias)`. */
  title: string;
  outcome: string;
  rule: string;
  reason?: string;
  /** What it would do to the profile, one line each. */
  operations: string[];
  evidence: ReviewEvidence;
  /** Declined already (by an earlier `brain decline` on this batch); `overMcp` when an agent's MCP decline made it. */
  declined?: { reason?: string; overMcp?: true };
  /** The remembered decline it matches (brain declined), when one does; `overMcp` when that decline was made over MCP. */
  matchesDecline?: { overMcp?: true };
}

export interface ReviewData {
  id: string;
  today: string;
  summary: string;
  items: ReviewItem[];
  /** Promotions and stale flags, which no candidate caused: they follow from the rest. */
  facts: string[];
  pendingJson: string;
  applyCommand: string;
  declineCommand: string;
}

/** What each candidate does: each operation's lines from its outcome (src/diff/outcomes.ts), then the candidate's warnings. */
function operationsByCandidate(diff: ProfileDiff, ctx: ReviewContext): Map<number, string[]> {
  const m = new Map<number, string[]>();
  const put = (i: number, line: string) => {
    const list = m.get(i);
    if (list) list.push(line);
    else m.set(i, [line]);
  };
  for (const { spec, entry } of candidateOperations(diff)) for (const line of spec.reviewLines(entry, ctx)) put(entry.candidate, line);
  for (const w of diff.warnings) if (w.candidate !== undefined) put(w.candidate, `warning: ${w.message}`);
  return m;
}

/** The review of the pending batch (read-only). Errors as `decline`: no pending diff, or one already applied. */
export function reviewData(o: UseCaseOptions): ReviewData {
  const { diff, batch, declined } = readPending(o);
  const records = new Map<string, { id: string; tributary: string; date: string; body: string }>();
  for (const r of listRecords(o.paths).records) records.set(`${r.tributary}:${r.id}`, { id: r.id, tributary: r.tributary, date: r.date, body: r.body });
  const agentPromotions = new Set(diff.agent_written?.promotions ?? []);
  const ctx: ReviewContext = { conflictOf: conflictOfCandidate(diff), agentPromotion: (id) => agentPromotions.has(id) };
  const ops = operationsByCandidate(diff, ctx);
  const trace = new Map(diff.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate!, t]));
  const declinedAt = new Map(declined.map((d) => [d.candidate, d]));
  const matched = new Map((diff.declined_matches ?? []).map((m) => [m.candidate, m.match]));
  const agentWritten = new Set(diff.agent_written?.candidates ?? []);
  const items = batch.map((c, i): ReviewItem => {
    const t = trace.get(i);
    const key = t?.key_alias !== undefined ? `${t.key_alias} → ${aliasTarget(diff.config.keyAliases, t.key_alias)} (alias)` : c.key;
    const title =
      "retires" in c
        ? `${key}: retire ${c.retires} (${c.reason})`
        : "keeps" in c
          ? `${key}: keep ${c.keeps}${c.reason ? ` (${c.reason})` : ""}`
          : `${key}: ${c.value}${c.reason ? ` (${c.reason})` : ""}`;
    const d = declinedAt.get(i);
    const match = matched.get(i);
    const cited = records.get(c.source);
    const record = cited && {
      id: cited.id,
      tributary: cited.tributary,
      date: cited.date,
      line: evidenceLine("quote" in c ? c.quote : undefined, cited.body, "value" in c ? c.value : undefined),
    };
    return {
      candidate: i,
      title: visible(title),
      outcome: t?.outcome ?? "none",
      rule: t?.rule ?? "none",
      ...(t?.reason !== undefined ? { reason: t.reason } : {}),
      operations: (ops.get(i) ?? []).map(visible),
      evidence: {
        source: visible(c.source),
        ...(record ? { record } : {}),
        unrecorded: c.source.startsWith("human:"),
        ...(t?.origin === "agent" ? { agentWritten: "added" as const } : agentWritten.has(i) ? { agentWritten: "record" as const } : {}),
        ...(c.quote !== undefined ? { quote: { text: visible(c.quote), found: t?.quote_found ?? null } } : {}),
      },
      ...(d ? { declined: { ...(d.reason !== undefined ? { reason: d.reason } : {}), ...(d.by === "mcp" ? { overMcp: true as const } : {}) } } : {}),
      ...(match ? { matchesDecline: match.by === "mcp" ? { overMcp: true as const } : {} } : {}),
    };
  });
  const facts = factOperations(diff).map(({ spec, entry }) => visible(spec.reviewLine(entry, ctx)));
  return {
    id: diff.id,
    today: diff.today,
    summary: summarizeDiff(diff),
    items,
    facts,
    pendingJson: resolve(o.paths.pendingJson),
    applyCommand: applyCommand(o, diff.id),
    declineCommand: brainCommand(o, ["decline", "<n…>", "--reason", "<why>", "--expect", shownId(diff.id)]),
  };
}

/** One candidate as the review shows it (several lines). */
export function reviewItemText(item: ReviewItem, total: number): string {
  const e = item.evidence;
  const evidence =
    (e.record
      ? `${e.source} (${e.record.date}): ${e.record.line}`
      : e.unrecorded
        ? `${e.source} — operator statement, unrecorded`
        : `${e.source} — no ingested record`) +
    (e.agentWritten === "record"
      ? ` — ${AGENT_WRITTEN} record (stored by an agent through brain's MCP server)`
      : e.agentWritten === "added"
        ? ` — ${AGENT_WRITTEN}: added by an agent through brain's MCP server`
        : "");
  return [
    `[${item.candidate + 1}/${total}] candidate /${item.candidate}  ${item.title}`,
    `  ${item.outcome} by rule ${item.rule}${item.reason !== undefined ? ` — ${item.reason}` : ""}`,
    ...item.operations.map((op) => `  → ${op}`),
    `  evidence: ${evidence}`,
    ...(e.quote ? [`  quote${quoteVerdict(e.quote.found, e.source)}: “${e.quote.text}”`] : []),
    ...(item.declined
      ? [`  already declined${item.declined.overMcp ? ` (${DECLINED_OVER_MCP})` : ""}${item.declined.reason !== undefined ? `: ${item.declined.reason}` : ""}`]
      : []),
    ...(item.matchesDecline ? [`  matches a remembered decline${item.matchesDecline.overMcp ? ` (${DECLINED_OVER_MCP})` : ""}`] : []),
  ].join("\n");
}

/** The whole review as text (what `brain review` prints when it is not at a terminal). */
export function reviewText(r: ReviewData): string {
  return [
    `Pending diff ${r.id.slice(0, 12)} for ${r.today}: ${r.summary}.`,
    "",
    ...r.items.map((item) => `${reviewItemText(item, r.items.length)}\n`),
    ...(r.facts.length > 0 ? ["Following from the rest (no candidate caused these):", ...r.facts.map((f) => `  ${f}`), ""] : []),
  ].join("\n");
}
