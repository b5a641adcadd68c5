/**
 * What a rule or config change would do, computed without writing anything (`brain consolidate
 * --what-if`). Pure: the caller loads both setups, the profile, and each archived batch with the
 * profile it was applied to.
 *
 * Both comparisons run the real proposal twice — once under what is in force, once under the
 * alternative — and compare the decisions, so what-if can never disagree with propose.
 */
import { independentEvidence } from "../core/provenance.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { Candidate, ProfileDiff, RememberedDecline, ResolvedConfig } from "../core/schema-types.js";
import type { RuleSet } from "../rules/rule-set.js";
import type { CandidateOrigin } from "./decisions.js";
import { type OperatorDecline, proposeDiff, type RecordsView } from "./propose-diff.js";

export interface Setup {
  rules: RuleSet;
  config: ResolvedConfig;
}

interface Decided {
  /** The outcome, or "none" when no rule decided (fact scope only). */
  outcome: string;
  rule: string | null;
}

export interface TodayComparison {
  promotions: { gained: string[]; lost: string[] };
  staleFlags: { gained: string[]; lost: string[] };
  /** Static observed facts whose independent evidence is below the alternative's promoteThreshold: listed, never demoted. */
  belowThreshold: string[];
}

export interface ReplayComparison {
  diff: string;
  today: string;
  candidates: { candidate: number; from: Decided; to: Decided }[];
  facts: { id: string; from: Decided; to: Decided }[];
}

const NO_BASE = "0".repeat(64);

/** (a) The fact-scope outcomes on the profile as it is, at `today`, under both setups. */
export async function compareToday(profile: ProfileDoc, today: string, current: Setup, alt: Setup): Promise<TodayComparison> {
  const [a, b] = await Promise.all([current, alt].map((s) => proposeDiff({ current: profile, base: NO_BASE, candidates: [], today, ...s })));
  const ids = (d: ProfileDiff, list: "promotions" | "staleFlags") => new Set(d[list].map((x) => x.id));
  const delta = (list: "promotions" | "staleFlags") => {
    const before = ids(a!, list);
    const after = ids(b!, list);
    return { gained: [...after].filter((id) => !before.has(id)).sort(), lost: [...before].filter((id) => !after.has(id)).sort() };
  };
  const belowThreshold = profile.facts
    .filter((f) => f.kind === "observed" && f.status === "active" && f.layer === "static" && independentEvidence(f.sources) < alt.config.promoteThreshold)
    .map((f) => f.id);
  return { promotions: delta("promotions"), staleFlags: delta("staleFlags"), belowThreshold };
}

export interface ReplayInput {
  /** The applied diff being replayed. */
  diff: ProfileDiff;
  /** The profile as it was before that apply. */
  before: ProfileDoc;
  /** The archived batch it was proposed from. */
  candidates: readonly Candidate[];
  /** The records up to the diff's `records.through`. */
  records?: RecordsView;
  /** Names the archived batch in errors (a rule set that cannot classify one of its candidates). */
  batchFile?: string;
  /** The operator's declines of that batch (brain decline), archived with it. */
  declined?: readonly OperatorDecline[];
  /** Who put each candidate in that batch (archived with the declines). */
  origins?: readonly CandidateOrigin[];
  /** The declines remembered when it was applied (brain declined). */
  remembered?: readonly RememberedDecline[];
}

/** (b) One applied diff re-proposed under both setups: every candidate and fact whose decision changes. */
export async function compareReplay(input: ReplayInput, current: Setup, alt: Setup): Promise<ReplayComparison> {
  const run = (s: Setup) =>
    proposeDiff({
      current: input.before,
      base: NO_BASE,
      candidates: input.candidates,
      today: input.diff.today,
      records: input.records,
      declined: input.declined,
      origins: input.origins,
      remembered: input.remembered,
      ...(input.batchFile !== undefined ? { candidatesFile: input.batchFile } : {}),
      ...s,
    });
  const a = await run(current);
  const b = await run(alt);
  const candidates: ReplayComparison["candidates"] = [];
  const byCandidate = (d: ProfileDiff) => new Map(d.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate!, t]));
  const ca = byCandidate(a);
  const cb = byCandidate(b);
  for (let i = 0; i < input.candidates.length; i++) {
    const from = decided(ca.get(i));
    const to = decided(cb.get(i));
    if (changed(from, to)) candidates.push({ candidate: i, from, to });
  }
  const byFact = (d: ProfileDiff) => new Map(d.trace.filter((t) => t.fact !== undefined).map((t) => [t.fact!, t]));
  const fa = byFact(a);
  const fb = byFact(b);
  const facts: ReplayComparison["facts"] = [];
  for (const id of [...new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const from = decided(fa.get(id));
    const to = decided(fb.get(id));
    if (changed(from, to)) facts.push({ id, from, to });
  }
  return { diff: input.diff.id, today: input.diff.today, candidates, facts };
}

function decided(t: { outcome: string; rule: string } | undefined): Decided {
  return t ? { outcome: t.outcome, rule: t.rule } : { outcome: "none", rule: null };
}

function changed(from: Decided, to: Decided): boolean {
  return from.outcome !== to.outcome || from.rule !== to.rule;
}
