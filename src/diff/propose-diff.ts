/**
 * proposeDiff: candidates + the current profile → a typed ProfileDiff, decided by the loaded
 * rules. Pure: no I/O, no clock (`today` is an argument); inputs are never mutated.
 *
 * Candidates are classified in file order against the profile as the earlier candidates of the
 * batch have left it (so evidence, duplicates and supersede claims count within the batch too);
 * then every fact is classified by the fact-scope rules on that final state.
 */
import { daysBetween } from "../core/dates.js";
import { InvalidInputError } from "../core/errors.js";
import { mintArchiveId, mintConflictId, mintEntityId, mintMemberId, uniqueId } from "../core/mint-id.js";
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type {
  Candidate,
  Conflict,
  Decline,
  DeclinedMatch,
  Fact,
  ProfileDiff,
  Rejection,
  ResolvedConfig,
  RememberedDecline,
  ResolveCandidate,
  Resolution,
  RetireCandidate,
  Retirement,
  TraceEntry,
  ValueCandidate,
} from "../core/schema-types.js";
import { createEvaluator, type Decision, type Evaluator } from "../rules/evaluator.js";
import type { RuleSet } from "../rules/rule-set.js";
import type { CandidateSituation, FactSituation } from "../rules/situation.js";
import { canonicalSha256, diffId } from "./canonical-json.js";
import { ProfileState } from "./profile-state.js";

export interface ProposeInput {
  current: ProfileDoc;
  /** sha256 of the profile.md bytes `current` was parsed from. */
  base: string;
  candidates: readonly Candidate[];
  rules: RuleSet;
  config: ResolvedConfig;
  /** `YYYY-MM-DD`; every date-dependent outcome (decay) is relative to it. */
  today: string;
  /** Memoize rule evaluation per situation (default true). Off only to test the memo. */
  memo?: boolean;
  /** When given, receives the profile index's work count (tests show classification is linear). */
  counters?: { steps: number };
  /** Names the candidates file in errors only. */
  candidatesFile?: string;
  /**
   * The ingested records the batch may cite (those at or before `records.summary.through`).
   * Absent: no record is known (only `human:` sources are).
   */
  records?: RecordsView;
  /**
   * The operator's declines of candidates of this batch (brain decline / brain review): input to the
   * proposal like the batch itself, archived with it and named in the diff.
   */
  declined?: readonly OperatorDecline[];
  /** The remembered declines of earlier applies (brain declined): a candidate matching one is `previouslyDeclined`. */
  remembered?: readonly RememberedDecline[];
  /**
   * Awaited every 1024 candidates: the shell passes a turn of its event loop, so Ctrl-C can stop a
   * long classification (a pure chain of promises never lets a signal through).
   */
  pause?: () => Promise<void>;
}

/** One decision of the operator: candidate `candidate` of the batch is declined, for `reason`. */
export interface OperatorDecline {
  candidate: number;
  reason?: string;
}

/** The decisions in their canonical order (by candidate; one per candidate, the last reason given wins). */
export function canonicalDeclines(declined: readonly OperatorDecline[]): OperatorDecline[] {
  const byCandidate = new Map<number, OperatorDecline>();
  for (const d of declined) byCandidate.set(d.candidate, d.reason === undefined ? { candidate: d.candidate } : { candidate: d.candidate, reason: d.reason });
  return [...byCandidate.values()].sort((a, b) => a.candidate - b.candidate);
}

/** What propose knows of the ingested records: the diff's `records` summary and who backs which source. */
export interface RecordsView {
  /** Recorded in the diff as `records`. */
  summary: { through: string | null; published: number; sha256: string };
  /** `<tributary>:<id>` → that record's own provenance (`published`, `human` or `ai-draft`). */
  known: ReadonlyMap<string, string>;
}

/**
 * Whether evidence points at something real: the operator's own `human:<label>` statement (which
 * nothing can confirm or refute but the operator), or an ingested record whose own provenance is
 * the candidate's (an ai-draft record backs nothing).
 */
function isSourceKnown(source: string, provenance: string, known: ReadonlyMap<string, string> | undefined): boolean {
  if (isOperatorStatement(source)) return true;
  const recorded = known?.get(source);
  return recorded !== undefined && recorded !== "ai-draft" && recorded === provenance;
}

/** A `human:<label>` source: the operator's own word, recorded nowhere. */
export function isOperatorStatement(source: string): boolean {
  return source.startsWith("human:") && source.length > "human:".length;
}

/** Classifies a batch of candidates into a ProfileDiff. Throws InvalidInputError when the rules cannot. */
export async function proposeDiff(input: ProposeInput): Promise<ProfileDiff> {
  return (await proposeWithResult(input)).diff;
}

/**
 * The diff and the profile it leads to: the state the classification left, with the diff's
 * promotions applied. Apply writes this `next` after checking that the diff it re-derived is the
 * one the operator reviewed, so what is written is what the rules produce, never a projection
 * of a file that could have been edited.
 */
export async function proposeWithResult(input: ProposeInput): Promise<{ diff: ProfileDiff; next: ProfileDoc }> {
  const { candidates, rules, config, today } = input;
  const file = input.candidatesFile ?? "candidates";
  const future = candidates.flatMap((c, i) =>
    c.observed_date > today ? [`${file}: /${i}/observed_date: must not be after today (${today}), got "${c.observed_date}"`] : [],
  );
  if (future.length > 0) throw new InvalidInputError(future, "Nothing was proposed. A fact cannot be observed in the future; check the date or --today.");
  const state = new ProfileState(input.current);
  const candidateRules = createEvaluator<CandidateSituation>(rules.candidate, { memo: input.memo });
  const factRules = createEvaluator<FactSituation>(rules.fact, { memo: input.memo });
  const out = emptyOperations();
  const ctx: CandidateContext = {
    state,
    config,
    evaluator: candidateRules,
    claimed: new Map(),
    conflictByKey: new Map(),
    multiValued: new Set(config.multiValued ?? []),
    out,
    file,
    ruleFiles: rules.files.filter((f) => f.scope === "candidate").map((f) => f.file),
    known: input.records?.known,
    declines: canonicalDeclines(input.declined ?? []),
    declinedAt: new Map(),
    coveredBy: new Map(),
    remembered: rememberedIndex(input.remembered ?? []),
  };
  for (const d of ctx.declines) {
    if (d.candidate >= candidates.length) {
      throw new InvalidInputError([`${file}: declined candidate /${d.candidate}: the batch has ${candidates.length} candidate(s)`]);
    }
    ctx.declinedAt.set(d.candidate, d);
  }

  for (let i = 0; i < candidates.length; i++) {
    if ((i & 1023) === 1023) await input.pause?.();
    await classifyCandidate(candidates[i]!, i, ctx);
  }
  await classifyFacts(state, config, today, factRules, out);
  if (input.counters) input.counters.steps = state.steps;

  const body: Omit<ProfileDiff, "id"> = {
    base: input.base,
    today,
    rules: rules.files.map((f) => ({ ...f })),
    config: structuredClone(config),
    candidates: {
      sha256: canonicalSha256(candidates),
      count: candidates.length,
      ...(ctx.declines.length > 0 ? { decisions: canonicalSha256(ctx.declines) } : {}),
    },
    ...(input.records ? { records: { ...input.records.summary } } : {}),
    ...withoutEmptyDecisions(out),
  };
  for (const p of out.promotions) state.promote(p.id);
  return { diff: { id: diffId(body), ...body }, next: state.toDoc() };
}

type Operations = Pick<
  ProfileDiff,
  "additions" | "evidenceBumps" | "promotions" | "conflicts" | "supersedes" | "staleFlags" | "rejected" | "duplicates" | "warnings" | "trace"
> & { retirements: Retirement[]; resolutions: Resolution[]; declined: Decline[]; declined_matches: DeclinedMatch[] };

/**
 * The lists this round added appear only when they hold something, so a diff without resolutions
 * or decisions keeps the id it had before they existed (and an archived diff still replays).
 */
type Decisions = "resolutions" | "declined" | "declined_matches";
function withoutEmptyDecisions(out: Operations): Omit<Operations, Decisions> & Partial<Pick<Operations, Decisions>> {
  const copy: Omit<Operations, Decisions> & Partial<Pick<Operations, Decisions>> = { ...out };
  if (out.resolutions.length === 0) delete copy.resolutions;
  if (out.declined.length === 0) delete copy.declined;
  if (out.declined_matches.length === 0) delete copy.declined_matches;
  return copy;
}

function emptyOperations(): Operations {
  return {
    resolutions: [],
    declined: [],
    declined_matches: [],
    additions: [],
    evidenceBumps: [],
    promotions: [],
    conflicts: [],
    supersedes: [],
    staleFlags: [],
    retirements: [],
    rejected: [],
    duplicates: [],
    warnings: [],
    trace: [],
  };
}

interface CandidateContext {
  state: ProfileState;
  config: ResolvedConfig;
  evaluator: Evaluator<CandidateSituation>;
  /** Supersede and retire targets already claimed in this batch → the claiming candidate and how. */
  claimed: Map<string, Claim>;
  /** Each key's one entry in `conflicts`, once it has one. */
  conflictByKey: Map<string, Conflict>;
  multiValued: ReadonlySet<string>;
  out: Operations;
  file: string;
  ruleFiles: readonly string[];
  known: ReadonlyMap<string, string> | undefined;
  /** The operator's declines, canonical order. */
  declines: readonly OperatorDecline[];
  /** Candidate index → its decline. */
  declinedAt: Map<number, OperatorDecline>;
  /** `key NUL normalized value` (or `key NUL retires/keeps id`) → the decline of the first declined candidate with it: later ones are covered too. */
  coveredBy: Map<string, OperatorDecline>;
  /** Remembered declines by `key NUL value`, `key NUL value NUL source` and `retires NUL id`. */
  remembered: ReadonlyMap<string, RememberedDecline>;
}

function rememberedIndex(list: readonly RememberedDecline[]): Map<string, RememberedDecline> {
  const m = new Map<string, RememberedDecline>();
  for (const r of list) {
    const at =
      r.retires !== undefined ? `retires\0${r.retires}` : r.source !== undefined ? `${r.key}\0${r.value ?? ""}\0${r.source}` : `${r.key}\0${r.value ?? ""}`;
    if (!m.has(at)) m.set(at, r);
  }
  return m;
}

/** The remembered decline a candidate matches, if any: its key and value, its key, value and source, or the fact it retires. */
function rememberedMatch(
  ctx: CandidateContext,
  key: string,
  value: string | undefined,
  source: string,
  retires: string | undefined,
): RememberedDecline | undefined {
  if (ctx.remembered.size === 0) return undefined;
  if (retires !== undefined) return ctx.remembered.get(`retires\0${retires}`);
  if (value === undefined) return undefined;
  return ctx.remembered.get(`${key}\0${value}`) ?? ctx.remembered.get(`${key}\0${value}\0${source}`);
}

interface Claim {
  candidate: number;
  as: "superseded" | "retired" | "kept";
}

function isRetire(c: Candidate): c is RetireCandidate {
  return (c as RetireCandidate).retires !== undefined;
}

function isResolve(c: Candidate): c is ResolveCandidate {
  return (c as ResolveCandidate).keeps !== undefined;
}

/** Every question a candidate asks is an index lookup in ProfileState: O(1) per candidate. */
async function classifyCandidate(c: Candidate, i: number, ctx: CandidateContext): Promise<void> {
  const { state, config, out } = ctx;
  const key = normalizeKey(c.key);
  const retire = isRetire(c) ? c : undefined;
  const resolve = isResolve(c) ? c : undefined;
  const valueCandidate = retire || resolve ? undefined : (c as ValueCandidate);
  const value = valueCandidate ? normalizeValue(valueCandidate.value) : "";
  const activeCount = state.activeCount(key);
  const same = valueCandidate ? state.activeWithValue(key, value) : undefined;
  // The same source never counts twice for a value, even when the fact it evidenced has since
  // been superseded or retired: re-sending an applied batch must not bring an old value back.
  const evidencedBy = valueCandidate ? state.evidencedBy(key, value, c.source) : undefined;
  const targetId = retire ? retire.retires : resolve ? resolve.keeps : valueCandidate?.supersedes;
  const target = targetId === undefined ? undefined : state.get(targetId);
  // The operator's word: this candidate declined, or covered by the decline of an earlier one with the same key and value.
  const sameAs = `${key}\0${valueCandidate ? value : retire ? `retires\0${retire.retires}` : `keeps\0${resolve!.keeps}`}`;
  const ownDecline = ctx.declinedAt.get(i);
  const decline = ownDecline ?? ctx.coveredBy.get(sameAs);
  if (ownDecline && !ctx.coveredBy.has(sameAs)) ctx.coveredBy.set(sameAs, ownDecline);
  const remembered = rememberedMatch(ctx, key, valueCandidate ? value : undefined, c.source, retire?.retires);
  if (remembered) out.declined_matches.push({ candidate: i, match: remembered });
  if (ownDecline) {
    // What an apply remembers of this decline (brain declined): a bump by its source too, a retirement by its id.
    const remember: RememberedDecline | undefined = retire
      ? { key, retires: retire.retires }
      : valueCandidate
        ? same !== undefined && evidencedBy === undefined
          ? { key, value, source: c.source }
          : { key, value }
        : undefined;
    out.declined.push({ ...ownDecline, ...(remember ? { remember } : {}) });
  }
  const situation: CandidateSituation = {
    candidate: {
      provenance: c.provenance,
      hasSupersedes: valueCandidate?.supersedes !== undefined,
      hasRetires: retire !== undefined,
      hasKeeps: resolve !== undefined,
      declinedByOperator: decline !== undefined,
      previouslyDeclined: remembered !== undefined,
      sourceKnown: isSourceKnown(c.source, c.provenance, ctx.known),
      key,
      // A retire (or resolve) candidate has no value of its own: rules see the value it would retire (or keep).
      value: valueCandidate ? valueCandidate.value : (target?.value ?? ""),
      source: c.source,
      observedDate: c.observed_date,
    },
    key: {
      activeFacts: activeCount,
      sameValue: same !== undefined,
      sourceSeen: evidencedBy !== undefined,
      multiValued: ctx.multiValued.has(key),
    },
    target: {
      exists: target !== undefined,
      active: target?.status === "active",
      sameKey: target?.key === key,
      observed: target?.kind === "observed",
      differentValue: valueCandidate !== undefined && target !== undefined && state.normValue(target) !== value,
      claimed: targetId !== undefined && ctx.claimed.has(targetId),
    },
    config,
  };
  const decision = await ctx.evaluator.evaluate(situation);
  if (!decision) {
    const ruleFiles = ctx.ruleFiles.join(", ");
    throw new InvalidInputError([
      `${ctx.file}: /${i}: no rule classifies candidate /${i} (key ${JSON.stringify(c.key)}, provenance ${c.provenance}${retire ? ", a retire" : ""}); the candidate rule set (${ruleFiles}) must be total`,
    ]);
  }
  const guard = (ok: boolean, why: string): void => {
    if (!ok) throw ruleMisfire(decision, i, c, why);
  };
  guard(
    config.learnFrom.includes(c.provenance as Fact["provenance"]) || decision.type === "reject",
    `provenance "${c.provenance}" is never learned from (invariant 1)`,
  );
  guard(!retire || decision.type === "retire" || decision.type === "reject", "a retire candidate can only be retired or rejected");
  guard(!resolve || decision.type === "resolve" || decision.type === "reject", "a resolve candidate can only resolve or be rejected");
  guard(decline === undefined || decision.type === "reject", "the operator declined this candidate: it can only be rejected");
  // A decline is rejected with the operator's reason, when one was given.
  const reason = decline?.reason ?? decision.reason;
  out.trace.push({
    candidate: i,
    rule: decision.rule,
    file: decision.file,
    ...(reason !== undefined ? { reason } : {}),
    outcome: decision.type as TraceEntry["outcome"],
  });
  const obs = { source: c.source, observed_date: c.observed_date, provenance: c.provenance as Fact["provenance"] };

  if (decision.type === "reject") {
    const rejected: Rejection = retire
      ? { candidate: i, key, retires: retire.retires, provenance: c.provenance, source: c.source, rule: decision.rule }
      : resolve
        ? { candidate: i, key, keeps: resolve.keeps, provenance: c.provenance, source: c.source, rule: decision.rule }
        : { candidate: i, key, value: valueCandidate!.value, provenance: c.provenance, source: c.source, rule: decision.rule };
    if (reason !== undefined) rejected.reason = reason;
    out.rejected.push(rejected);
    return;
  }
  if (decision.type === "retire") {
    const t = situation.target;
    guard(
      retire !== undefined && t.exists && t.active && t.observed && t.sameKey && !t.claimed,
      "retire needs a retire candidate naming an active observed fact of its key, not already changed in this batch",
    );
    guard((config.retireFrom ?? (["human"] as readonly string[])).includes(c.provenance), `provenance "${c.provenance}" is not in config.retireFrom`);
    ctx.claimed.set(target!.id, { candidate: i, as: "retired" });
    state.retire(target!.id, c.observed_date, retire!.reason);
    out.retirements.push({ candidate: i, id: target!.id, key, value: target!.value, reason: retire!.reason, source: c.source, observed_date: c.observed_date });
    return;
  }
  if (decision.type === "resolve") {
    const t = situation.target;
    guard(
      resolve !== undefined &&
        c.provenance === "human" &&
        t.exists &&
        t.active &&
        t.observed &&
        t.sameKey &&
        !t.claimed &&
        activeCount > 1 &&
        !ctx.multiValued.has(key),
      "resolve needs a human resolve candidate keeping an unclaimed active observed fact of a single-valued key with more than one active value",
    );
    const kept = target!;
    const losers = state.activeFor(key).filter((f) => f.id !== kept.id);
    ctx.claimed.set(kept.id, { candidate: i, as: "kept" });
    for (const f of losers) {
      ctx.claimed.set(f.id, { candidate: i, as: "superseded" });
      state.supersedeBy(f.id, kept.id, c.observed_date);
    }
    out.resolutions.push({
      candidate: i,
      key,
      kept: { id: kept.id, value: kept.value },
      superseded: losers.map((f) => ({ id: f.id, value: f.value })),
      ...(resolve!.reason !== undefined ? { reason: resolve!.reason } : {}),
      source: c.source,
      observed_date: c.observed_date,
    });
    return;
  }
  const vc = valueCandidate!;
  switch (decision.type) {
    case "duplicate":
      guard(evidencedBy !== undefined, "no fact of the key holds this value with this source");
      out.duplicates.push({ candidate: i, id: evidencedBy!.id, key, value: evidencedBy!.value, source: c.source });
      break;
    case "bump": {
      guard(same !== undefined && evidencedBy === undefined, "no active fact of the key holds this value from another source");
      const before = same!.evidence_count;
      const id = same!.id;
      const held = same!.value;
      state.bump(id, obs);
      out.evidenceBumps.push({ candidate: i, id, key, value: held, ...obs, evidence_before: before, evidence_after: before + 1 });
      break;
    }
    case "add": {
      const multi = situation.key.multiValued;
      guard(
        same === undefined && (activeCount === 0 || multi),
        "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
      );
      const id = uniqueId(multi ? mintMemberId({ kind: "observed", key, value: vc.value }) : mintEntityId({ kind: "observed", key }), state);
      state.add(id, key, vc.value, obs);
      out.additions.push({ candidate: i, id, key, value: vc.value, ...obs });
      break;
    }
    case "conflict": {
      // Apply refuses a conflict on a multi-valued key (its values are members), so propose does too.
      guard(
        activeCount > 0 && same === undefined && !situation.key.multiValued,
        "a conflict needs active facts of a single-valued key, none holding this value",
      );
      let entry = ctx.conflictByKey.get(key);
      if (!entry) {
        // Once per key: the key's active facts just before its first conflict of the batch.
        entry = { key, existing: state.activeFor(key).map((f) => ({ id: f.id, value: f.value })), incoming: [] };
        ctx.conflictByKey.set(key, entry);
        out.conflicts.push(entry);
      }
      const id = uniqueId(mintConflictId({ kind: "observed", key, value: vc.value }), state);
      state.add(id, key, vc.value, obs);
      out.additions.push({ candidate: i, id, key, value: vc.value, ...obs, conflict: true });
      entry.incoming.push({ candidate: i, id, value: vc.value });
      break;
    }
    case "supersede": {
      const t = situation.target;
      guard(
        t.exists && t.active && t.sameKey && t.observed && t.differentValue && !t.claimed,
        "supersede needs an unclaimed active observed fact of this key named in `supersedes`, holding a different value",
      );
      const archivedId = uniqueId(mintArchiveId({ id: target!.id, value: target!.value, on: c.observed_date }), state);
      ctx.claimed.set(target!.id, { candidate: i, as: "superseded" });
      const old = { id: target!.id, archived_id: archivedId, value: target!.value };
      if (same === undefined) {
        state.supersede(target!.id, archivedId, vc.value, obs);
        out.supersedes.push({ candidate: i, key, old, winner: { id: target!.id, value: vc.value, ...obs } });
      } else {
        // Another active fact already holds the new value: the conflict is resolved into the target's id.
        const merged = { id: same.id, value: same.value, evidence_before: same.evidence_count };
        const { winner } = state.merge(target!.id, archivedId, same.id, obs);
        out.supersedes.push({ candidate: i, key, old, winner: { id: target!.id, value: winner.value, ...obs }, merged });
      }
      return;
    }
    default:
      throw ruleMisfire(decision, i, c, `"${decision.type}" is not a candidate outcome`);
  }
  if (vc.supersedes !== undefined) {
    const why = supersedesIgnored(vc.supersedes, target, key, value, state, ctx.claimed);
    if (why)
      out.warnings.push({ candidate: i, message: `supersedes "${vc.supersedes}" not used: ${why}; classified as ${decision.type} (rule ${decision.rule})` });
  }
}

/** Why a `supersedes` signal did not apply, or undefined when it was a harmless re-send of the same value. */
function supersedesIgnored(
  id: string,
  target: Fact | undefined,
  key: string,
  value: string,
  state: ProfileState,
  claimed: ReadonlyMap<string, Claim>,
): string | undefined {
  if (!target) return "no fact has this id";
  const by = claimed.get(id);
  if (by !== undefined) return `already ${by.as} earlier in this batch by candidate /${by.candidate}`;
  if (target.status !== "active") return `that fact is already ${target.status}`;
  if (target.kind !== "observed") return "that fact is a profile-field seed, which consolidation never changes";
  if (target.key !== key) return `that fact is about key "${target.key}", not "${key}"`;
  if (state.normValue(target) === value) return undefined;
  return "this source already evidenced this value";
}

async function classifyFacts(state: ProfileState, config: ResolvedConfig, today: string, evaluator: Evaluator<FactSituation>, out: Operations): Promise<void> {
  const ages = new Map<string, number>();
  for (const f of state.facts()) {
    let age = ages.get(f.last_seen);
    if (age === undefined) {
      age = daysBetween(f.last_seen, today);
      ages.set(f.last_seen, age);
    }
    const decision = await evaluator.evaluate({
      fact: {
        kind: f.kind,
        layer: f.layer,
        status: f.status,
        key: f.key,
        provenance: f.provenance,
        evidenceCount: f.evidence_count,
        daysSinceSeen: age,
      },
      config,
    });
    if (!decision) continue;
    // A static fact can be flagged stale (staticDecayDays), never promoted again.
    const live = f.kind === "observed" && f.status === "active" && (f.layer === "dynamic" || decision.type === "decay-flag");
    if (!live) throw factMisfire(decision, f, "only active observed facts can be flagged, and only dynamic ones promoted");
    out.trace.push({
      fact: f.id,
      rule: decision.rule,
      file: decision.file,
      ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
      outcome: decision.type as TraceEntry["outcome"],
    });
    if (decision.type === "promote") {
      out.promotions.push({ id: f.id, key: f.key, value: f.value, evidence_count: f.evidence_count });
    } else if (decision.type === "decay-flag") {
      out.staleFlags.push({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen, days_since_seen: age });
    } else {
      throw factMisfire(decision, f, `"${decision.type}" is not a fact outcome`);
    }
  }
}

function ruleMisfire(d: Decision, i: number, c: Candidate, why: string): InvalidInputError {
  return new InvalidInputError([
    `${d.file}: rule "${d.rule}" chose "${d.type}" for candidate /${i} (key ${JSON.stringify(c.key)}), which is not allowed: ${why}`,
  ]);
}

function factMisfire(d: Decision, f: Fact, why: string): InvalidInputError {
  return new InvalidInputError([`${d.file}: rule "${d.rule}" chose "${d.type}" for fact ${f.id} (key "${f.key}"), which is not allowed: ${why}`]);
}
