/**
 * `brain context [--cwd <dir>] [--explain] [--refresh] [--log]` (docs/session-context.md): the
 * session context as the hook gives it in a folder, why each fact is in it or not, rewriting it,
 * and the receipts of what sessions were given. "Session context" is the approved profile an agent
 * is given at session start (brain/context.md); it is not the run's global options (context.ts).
 */
import { RefusedError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { type ContextEntry, planContext, contextSourcesToCheck, explainSessionContext, type RenderedContext } from "../diff/session-context.js";
import { agentWrittenAmong } from "../io/agent-written.js";
import { type ContextReceipt, fileStamp, readContextFile, readContextReceipts } from "../io/context-file.js";
import { placeAllows, sessionContext, type SessionContextResult } from "../../hooks/session-start.mjs";
import { brainInvocation } from "../io/invocation.js";
import { loadConfig } from "../io/load-config.js";
import { lockForWrite } from "../io/profile-commit.js";
import { readProfile } from "../io/profile-store.js";
import { handEditedIds, unadoptedEdit } from "./hand-edit.js";
import { brainCommand, type UseCaseOptions } from "./options.js";
import { type ContextWritten, prepareContext, writePreparedContext } from "./write-session-context.js";

export interface ContextViewOptions extends Pick<UseCaseOptions, "paths" | "configFile" | "today"> {
  /** The session's folder (absolute); null: none known. */
  cwd: string | null;
  /** The environment the hook would run in (`BRAIN_CONTEXT`). */
  env: Readonly<Record<string, string | undefined>>;
  /** The home folder `~` stands for (tests). */
  home?: string;
}

/** Whether brain/context.md is what a refresh would write now. */
type Freshness =
  | { kind: "up-to-date" }
  | { kind: "would-change"; command: string }
  /** profile.md holds an edit brain did not write: a refresh is refused until it is adopted. */
  | { kind: "edited"; command: string };

/** `brain context`: what the hook would give a session in `cwd`, and whether a refresh would change it. */
export interface GivenContext {
  cwd: string | null;
  path: string;
  given: SessionContextResult;
  freshness: Freshness;
}

export function givenContext(o: ContextViewOptions): GivenContext {
  const given = sessionContext({ dataDir: o.paths.dataDir, cwd: o.cwd, env: o.env, ...(o.home ? { home: o.home } : {}), brain: brainInvocation() });
  return { cwd: o.cwd, path: o.paths.context, given, freshness: freshness(o) };
}

function freshness(o: ContextViewOptions): Freshness {
  const file = readContextFile(o.paths.context);
  const sameStamp = (a: { size: number; mtimeMs: number } | null, b: { size: number; mtimeMs: number } | null) =>
    a === null || b === null ? a === b : a.size === b.size && a.mtimeMs === b.mtimeMs;
  const stampsHold = file !== null && sameStamp(file.header.profile, fileStamp(o.paths.profile)) && sameStamp(file.header.config, fileStamp(o.paths.config));
  // The text is a function of profile.md, the config, the date and the records: with both files
  // as the header records them and the same date, a refresh writes the same text, and the check
  // costs two stats instead of a reading of the profile (`brain context` may run as a host's hook).
  if (stampsHold && file.header.date === o.today) return { kind: "up-to-date" };
  const profile = readProfile(o.paths.profile);
  if (unadoptedEdit(o, profile.sha256)) return { kind: "edited", command: brainCommand(o, ["adopt"]) };
  const prepared = prepareContext(o.paths, profile.doc.facts, o.today);
  // A refresh changes the file when the text would differ, or when the header no longer
  // describes profile.md and the config as they are (the hook then gives the refresh line).
  const same =
    stampsHold &&
    file.header.text.sha256 === sha256Hex(prepared.text) &&
    file.header.inject === prepared.context.inject &&
    JSON.stringify([file.header.onlyIn, file.header.notIn]) === JSON.stringify([prepared.context.onlyIn, prepared.context.notIn]);
  return same ? { kind: "up-to-date" } : { kind: "would-change", command: brainCommand(o, ["context", "--refresh"]) };
}

/**
 * `brain://context`: the hook's text, asked for (no folder rules, and `inject` does not apply):
 * the context, the hook's refresh line when profile.md or the config changed since it was
 * written, or a line saying why there is none.
 */
export function contextForAgents(o: Pick<UseCaseOptions, "paths">): string {
  const given = sessionContext({ dataDir: o.paths.dataDir, cwd: null, onRequest: true, brain: brainInvocation() });
  if (given.kind === "context") return given.text;
  if (given.kind === "refresh") return given.line;
  return `brain: the session context holds no facts: ${given.why}.`;
}

/** The readable form: the text exactly as the hook gives it (nothing when it gives nothing). */
export function givenContextText(r: GivenContext): string {
  if (r.given.kind === "context") return r.given.text.replace(/\n$/, "");
  if (r.given.kind === "refresh") return r.given.line;
  return "";
}

/** What `brain context` says on stderr: why nothing is given, and whether a refresh would change the file. */
export function givenContextNotices(r: GivenContext): string[] {
  const out: string[] = [];
  if (r.given.kind === "none") out.push(`brain: no session context is given${r.cwd ? ` in ${r.cwd}` : ""}: ${r.given.why}.`);
  if (r.freshness.kind === "would-change") out.push(`brain: a refresh would change ${r.path}: ${r.freshness.command}`);
  if (r.freshness.kind === "edited") out.push(`brain: profile.md holds an edit brain did not write; adopt it first (${r.freshness.command}), then refresh.`);
  return out;
}

/** One active fact in `--explain`: the context's verdict, or `not-given` when the session's folder (or the switch) gives nothing. */
type ExplainedFact = Omit<ContextEntry, "status"> & { status: ContextEntry["status"] | "not-given" };

/** `brain context --explain` (the `--json` form). */
export interface ContextExplanation {
  cwd: string | null;
  date: string;
  budget: number;
  /** Whether a session in `cwd` is given the context, and if not, why. */
  given: boolean;
  why: string | null;
  shown: number;
  offered: number;
  left_out: number;
  excluded: number;
  facts: ExplainedFact[];
  /** The context as rendered now: what `--refresh` would write. */
  text: string;
}

/**
 * Every active fact, marked shown or why not, as the context would be rendered now (for `--today`
 * from the profile and the data dir's config), and whether a session in `cwd` is given it.
 */
export function explainContext(o: ContextViewOptions): ContextExplanation {
  const { doc } = readProfile(o.paths.profile);
  const { config, context } = loadConfig(undefined, o.paths.config);
  const plan = planContext({ facts: doc.facts, config, context, today: o.today });
  const fit = { context, today: o.today };
  const agentWritten = agentWrittenAmong(o.paths, contextSourcesToCheck(plan, fit));
  const { entries, rendered } = explainSessionContext(plan, { ...fit, agentWritten, handEdited: handEditedIds(o) });
  const why = notGivenBecause(o, context);
  const facts: ExplainedFact[] =
    why === null ? entries : entries.map((e) => (e.status === "shown" || e.status === "question" ? { ...e, status: "not-given" as const } : e));
  return {
    cwd: o.cwd,
    date: o.today,
    budget: context.budget,
    given: why === null,
    why,
    ...counts(rendered),
    facts,
    text: rendered.text,
  };
}

function counts(r: RenderedContext) {
  return { shown: r.shown, offered: r.offered, left_out: r.leftOut, excluded: r.excluded };
}

function notGivenBecause(o: ContextViewOptions, context: { inject: boolean; onlyIn: string[]; notIn: string[] }): string | null {
  if (o.env.BRAIN_CONTEXT?.toLowerCase() === "off") return "BRAIN_CONTEXT is off";
  if (!context.inject) return "context.inject is off";
  const place = placeAllows({ cwd: o.cwd, onlyIn: context.onlyIn, notIn: context.notIn, ...(o.home ? { home: o.home } : {}) });
  return place.given ? null : place.why;
}

const VERDICT: Record<ExplainedFact["status"], (e: ExplainedFact) => string> = {
  shown: () => "shown",
  question: (e) => `shown as a question (${e.reason === "conflict" ? "open conflict" : "stale: may be outdated"})`,
  budget: (e) => `left out: over the budget${e.reason ? ` (${e.reason === "conflict" ? "an open conflict" : "stale"})` : ""}`,
  excluded: (e) => `withheld: excluded by \`${e.glob}\``,
  "not-given": () => "not given in this folder",
};

/** The readable form: a summary, then one line per active fact (the offered ones, then the excluded ones, each in profile order). */
export function contextExplanationText(r: ContextExplanation): string {
  const lines = [
    `Session context for ${r.cwd ?? "(no folder)"}, rendered for ${r.date}: ${r.shown} of ${r.offered} approved fact${r.offered === 1 ? "" : "s"} shown (budget ${r.budget} characters, ${r.text.length} used)${r.excluded > 0 ? `; ${r.excluded} withheld (excluded keys)` : ""}.`,
    r.given ? "Given to a session in this folder." : `Not given to a session in this folder: ${r.why}.`,
  ];
  if (r.facts.length > 0) lines.push("");
  for (const f of r.facts) {
    const agent = f.agent_written ? ", agent-written" : "";
    lines.push(`${f.id}  ${f.key ?? "(key withheld)"}: ${VERDICT[f.status](f)}${agent}`);
  }
  return lines.join("\n");
}

export interface RefreshOptions extends Pick<UseCaseOptions, "paths" | "configFile" | "today" | "now" | "notice"> {}

/** `brain context --refresh`: brain/context.md rewritten under the lock. */
export interface RefreshOutcome extends ContextWritten {
  kind: "refreshed";
  /** The text differs from what the file held. */
  changed: boolean;
}

/**
 * Rewrites brain/context.md from profile.md and the data dir's config, under the lock. Refused
 * while profile.md holds an edit brain did not write (adopt it first): the context only ever shows
 * what brain wrote.
 */
export function refreshContext(o: RefreshOptions): RefreshOutcome {
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    const profile = readProfile(o.paths.profile);
    if (unadoptedEdit(o, profile.sha256)) {
      throw new RefusedError(
        `${o.paths.profile}: holds an edit brain did not write (its sha256 is not the last one history.jsonl records); the session context was not refreshed. Adopt the edit first: ${brainCommand(o, ["adopt"])}`,
      );
    }
    const before = readContextFile(o.paths.context);
    const prepared = prepareContext(o.paths, profile.doc.facts, o.today);
    const written = writePreparedContext(o.paths, prepared, profile.sha256);
    return { kind: "refreshed", ...written, changed: before === null || before.header.text.sha256 !== sha256Hex(prepared.text) };
  } finally {
    lock.release();
  }
}

export function refreshText(r: RefreshOutcome): string {
  return `${r.changed ? "Rewrote" : "Refreshed (same text)"} ${r.path}: ${r.shown} of ${r.offered} approved fact${r.offered === 1 ? "" : "s"}${r.inject ? "" : " (context.inject is off: sessions are not given it)"}.`;
}

/** `brain context --log`: the receipts, newest first. */
export interface ContextLog {
  receipts: ContextReceipt[];
  /** Lines that were not receipts (skipped). */
  unreadable: number;
}

export function contextLog(o: Pick<UseCaseOptions, "paths">): ContextLog {
  return readContextReceipts(o.paths);
}

export function contextLogText(r: ContextLog): string {
  if (r.receipts.length === 0) return "No session was given the context yet.";
  const lines = r.receipts.map(
    (x) => `${x.at}  ${x.source ?? "-"}  session ${x.session_id ?? "-"}  ${x.cwd ?? "(no folder)"}  ${x.length} characters, sha256 ${x.sha256.slice(0, 12)}`,
  );
  if (r.unreadable > 0) lines.push(`(${r.unreadable} line${r.unreadable === 1 ? "" : "s"} of the log could not be read and were skipped)`);
  return lines.join("\n");
}
