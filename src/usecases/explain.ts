/**
 * `brain explain <id>`: reads the profile, the history and the applied-diff archive, and tells the
 * life of one fact (src/diff/explain-fact.ts). Read-only. Applies rolled back are left out; applies
 * recorded before the archive existed (no `brain/applied/<id>.json`) are listed as skipped. Forgets
 * (brain declined --forget) are placed after the applies before them in the history.
 */
import { quoteVerdict } from "../core/quote.js";
import { AGENT_WRITTEN, agentWrittenSources, DECLINED_OVER_MCP } from "../core/agent-written.js";
import { NotFoundError, RefusedError } from "../core/errors.js";
import type { ProfileDiff } from "../core/schema-types.js";
import { independentEvidence } from "../core/provenance.js";
import { visible, visibleValue } from "../core/visible-text.js";
import type { ExplainEvent } from "../diff/explain-event.js";
import { type AppliedDiff, type Explanation, explainFact, type ForgetRecord } from "../diff/explain-fact.js";
import { appliedPath } from "../io/archive.js";
import { pathExists } from "../io/file-status.js";
import type { Layout } from "../io/data-dir.js";
import { readDiffFile } from "../io/diff-file.js";
import { effectiveApplies } from "../io/history.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";
import { readProfile } from "../io/profile-store.js";
import { readAgentWritten } from "../io/record-files.js";
import type { FactChange } from "../diff/profile-changes.js";
import { adoptionRecords } from "./hand-edit.js";
import { exclusionFor, type WithholdOptions } from "./withheld.js";

/** An event, marked where an agent had a hand in it. */
type MarkedEvent = ExplainEvent & {
  /** Its source is an agent-written record, or an MCP tool added its candidate (origin `agent`). */
  agent_written?: true;
  /** A decline an agent made through the MCP decline tool (op `decline`). */
  declined_over_mcp?: true;
};

export interface ExplainResult extends Explanation {
  events: MarkedEvent[];
  /** The fact's sources that are agent-written records (stored by an agent through the MCP server); absent or empty when none. */
  agent_written_sources?: string[];
  /** Applies whose diff was never archived (recorded by an earlier version): their events are unknown. */
  skipped: { diff: string; at: string; reason: string }[];
}

/**
 * The life of fact `id`. A fact whose key is excluded from agents (context.exclude) is withheld
 * like a fact that does not exist, unless `includeExcluded` (the operator at the command line).
 */
export function explain(o: WithholdOptions, id: string): ExplainResult {
  const layout: Layout = o.paths;
  const profile = readProfile(layout.profile);
  const applies: AppliedDiff[] = [];
  const forgets: ForgetRecord[] = [];
  const skipped: ExplainResult["skipped"] = [];
  const history = readHistoryAsRecovered(layout);
  const effective = new Set(effectiveApplies(history));
  for (const entry of history) {
    if (entry.op === "forget") {
      forgets.push({ at: entry.at, today: entry.today, forgotten: entry.forgotten, after: applies.length });
      continue;
    }
    if (entry.op !== "apply" || !effective.has(entry)) continue;
    const path = appliedPath(layout, entry.diff);
    if (!pathExists(path)) {
      skipped.push({ diff: entry.diff, at: entry.at, reason: "applied before brain kept an archive of applied diffs" });
      continue;
    }
    applies.push({ at: entry.at, diff: readDiffFile(path) });
  }
  const explanation = explainFact(id, profile.doc, applies, forgets);
  if (!explanation) {
    throw new NotFoundError(id, "a fact with this id", "no fact of the profile and no applied diff names it; see brain show --all");
  }
  // The key of the fact now, else of any fact of the profile its events name (ids are re-minted).
  const named = new Set([id, ...explanation.events.flatMap((e) => [e.id, e.other?.id ?? e.id])]);
  const key = explanation.fact?.key ?? profile.doc.facts.find((f) => named.has(f.id))?.key;
  if (key !== undefined && exclusionFor(o).excludedBy(key) !== undefined) {
    throw new RefusedError(
      `${id}: withheld — its key is excluded from agents (context.exclude in the config); nothing of it is shown. At the command line: brain explain ${id} --include-excluded`,
    );
  }
  const adopted = adoptEvents(adoptionRecords(o, history), named);
  // Adopts are placed among the applies by time (a seed, with no time, stays first).
  const events = adopted.length === 0 ? explanation.events : [...explanation.events, ...adopted].sort((a, b) => (a.at ?? "").localeCompare(b.at ?? ""));
  const cited = [...(explanation.fact?.sources ?? []), ...events.flatMap((e) => (e.source === null ? [] : [e.source]))];
  const written = agentWrittenIn(layout, cited);
  const byDiff = new Map(applies.map((a) => [a.diff.id, a.diff]));
  return {
    ...explanation,
    events: events.map((e) => markEvent(e, written, e.diff === null ? undefined : byDiff.get(e.diff))),
    agent_written_sources: explanation.fact ? agentWrittenSources(explanation.fact, written) : [],
    skipped,
  };
}

/** The events of the adopted hand edits that touched one of `ids`. */
function adoptEvents(records: ReturnType<typeof adoptionRecords>, ids: ReadonlySet<string>): ExplainEvent[] {
  const events: ExplainEvent[] = [];
  for (const { entry, changes } of records) {
    for (const c of changes) {
      if (!ids.has(c.id)) continue;
      const f = c.after ?? c.before;
      events.push({
        at: entry.at,
        diff: null,
        today: entry.today,
        op: "adopt",
        id: c.id,
        value: f?.value ?? "",
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: null,
        observed_date: null,
        reason: adoptedChange(c),
      });
    }
  }
  return events;
}

/** What a hand edit did to the fact, in words. */
function adoptedChange(c: FactChange): string {
  if (c.change === "added") return `added by hand: ${q(c.after?.value)}`;
  if (c.change === "removed") return `removed by hand (was ${q(c.before?.value)})`;
  const fields = c.fields ?? [];
  const value = fields.includes("value") ? `value ${q(c.before?.value)} → ${q(c.after?.value)}` : "";
  const others = fields.filter((f) => f !== "value");
  return [value, others.length > 0 ? `${others.join(", ")} changed` : ""].filter(Boolean).join("; ") || "changed by hand";
}

/** The agent-written records among `sources`, reading only the tributaries they name. */
function agentWrittenIn(layout: Layout, sources: readonly string[]): Set<string> {
  const tributaries = new Set(sources.flatMap((s) => (s.startsWith("human:") || !s.includes(":") ? [] : [s.slice(0, s.indexOf(":"))])));
  return tributaries.size === 0 ? new Set() : readAgentWritten(layout, tributaries);
}

function markEvent(e: ExplainEvent, written: ReadonlySet<string>, diff: ProfileDiff | undefined): MarkedEvent {
  const byAgent =
    (e.source !== null && written.has(e.source)) ||
    (e.candidate !== null && diff?.trace.some((t) => t.candidate === e.candidate && t.origin === "agent") === true);
  const overMcp = e.op === "decline" && e.candidate !== null && diff?.declined?.some((d) => d.candidate === e.candidate && d.by === "mcp") === true;
  return { ...e, ...(byAgent ? { agent_written: true as const } : {}), ...(overMcp ? { declined_over_mcp: true as const } : {}) };
}

/** The `--json` form, shared by the CLI and the MCP server: the explanation without the skipped applies. */
export function explanationJson(r: ExplainResult): Omit<ExplainResult, "skipped"> {
  const { skipped: _skipped, ...doc } = r;
  return doc;
}

/** A value quoted for the timeline: JSON quoting, and no control or bidi character reaches the terminal (a hand-edited profile.md may hold them). */
const q = (s: string | undefined): string => visibleValue(JSON.stringify(s ?? ""));

/** The readable form, shared by the CLI and the MCP server: a short timeline, oldest first. */
export function explanationText(r: ExplainResult): string {
  const lines: string[] = [];
  const f = r.fact;
  lines.push(
    f
      ? `${visible(r.id)}  ${visible(f.key)} = ${q(f.value)} — ${f.status}, ${f.layer}, ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${independentNote(f.sources, f.evidence_count)} (${f.sources.map(visible).join(", ")})` +
          (r.agent_written_sources?.length ? ` — ${AGENT_WRITTEN}: ${r.agent_written_sources.map(visible).join(", ")}` : "")
      : `${visible(r.id)}  no longer in the profile under this id`,
  );
  const held = valuesHeld(r);
  if (held.length > 1) lines.push(`values id ${visible(r.id)} has held, oldest first: ${held.map((h) => `${q(h.value)} (${h.today})`).join(" → ")}`);
  if (r.events.length === 0) lines.push("", "No recorded events: this fact predates the archive of applied diffs.");
  else lines.push("");
  for (const e of r.events) lines.push(eventLine(e));
  for (const s of r.skipped) lines.push(`(apply of diff ${s.diff.slice(0, 12)} at ${s.at} not included: ${s.reason})`);
  return lines.join("\n");
}

/** The values `r.id` took, in event order: where it was added, seeded, or taken by a supersede (or changed by an adopted hand edit). */
function valuesHeld(r: ExplainResult): { value: string; today: string }[] {
  const held: { value: string; today: string }[] = [];
  for (const e of r.events) {
    if (e.id !== r.id || !["seed", "add", "conflict", "supersede", "adopt"].includes(e.op)) continue;
    if (held.at(-1)?.value !== e.value) held.push({ value: e.value, today: e.today });
  }
  return held;
}

/** `, N independent` where the operator statements fold (docs/rules.md), else nothing. */
function independentNote(sources: readonly string[], distinct: number): string {
  const independent = independentEvidence(sources);
  return independent === distinct ? "" : `, ${independent} independent`;
}

const WHAT: Record<ExplainEvent["op"], (e: ExplainEvent) => string> = {
  seed: () => "seeded from the profile fields (brain init --from)",
  add: (e) => `added: ${q(e.value)}`,
  conflict: (e) => `added beside a different value of its key (conflict): ${q(e.value)}${otherSide(e)}`,
  conflicted: (e) => `a different value of its key arrived and was kept beside it (conflict)${otherSide(e)}`,
  bump: () => "one more source",
  duplicate: () => "source already counted; nothing changed",
  promote: () => "promoted to static",
  "stale-flag": () => "flagged stale (review only)",
  supersede: (e) => `took id ${e.id} with ${q(e.value)}, replacing ${q(e.other?.value)} (now ${e.other?.id})`,
  superseded: (e) => `superseded by ${q(e.other?.value)}; archived`,
  merge: (e) => `merged with ${e.other?.id} (${q(e.other?.value)})`,
  retire: (e) => `retired: ${visibleValue(e.reason ?? "")}`,
  resolve: (e) => `kept by the operator, settling the conflict of its key${e.reason !== undefined ? `: ${visibleValue(e.reason)}` : ""}`,
  reject: (e) =>
    `${e.attempted === "retire" ? "a retire of it was rejected" : "a candidate with its value was rejected"}${e.reason ? `: ${visibleValue(e.reason)}` : ""}; nothing changed`,
  decline: (e) =>
    `${e.attempted === "retire" ? "a retire of it was declined by the operator" : "a candidate with its value was declined by the operator"}${e.reason ? `: ${visibleValue(e.reason)}` : ""}; nothing changed`,
  adopt: (e) => `hand edit, adopted (brain adopt): ${e.reason ?? "changed"}`,
  forget: (e) =>
    `the operator forgot the decline of ${e.attempted === "retire" ? "a retire of it" : `its value ${q(e.value)}`} (brain declined --forget); later candidates may propose it again`,
};

/** ` — the other side: "v" (id), …` for a conflict event. */
function otherSide(e: ExplainEvent): string {
  if (!e.others || e.others.length === 0) return "";
  return ` — the other side: ${e.others.map((o) => `${q(o.value)} (${o.id})`).join(", ")}`;
}

function eventLine(e: MarkedEvent): string {
  const when = e.at === null ? e.today : `${e.today} (${e.diff === null ? "at" : "applied"} ${e.at})`;
  const rule = e.rule === null ? "" : ` · rule ${e.rule}${e.file ? ` (${e.file} v${e.version ?? "?"})` : ""}`;
  const cand = e.candidate === null ? "" : ` · candidate ${e.candidate}`;
  const src = e.source === null ? "" : ` · ${visible(e.source)}${e.observed_date ? `, observed ${e.observed_date}` : ""}`;
  const diff = e.diff === null ? "" : ` · diff ${e.diff.slice(0, 12)}`;
  const marks = `${e.agent_written ? ` — ${AGENT_WRITTEN}` : ""}${e.declined_over_mcp ? ` — ${DECLINED_OVER_MCP}` : ""}`;
  const quote = e.quote === undefined ? "" : `\n    quote${quoteVerdict(e.quote_found, e.source)}: ${q(e.quote)}`;
  return `- ${when}  ${e.op}: ${WHAT[e.op](e)}${rule}${cand}${src}${diff}${marks}${quote}`;
}
