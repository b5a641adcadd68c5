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
import { packLongValue } from "../core/packed-value.js";
import { independentEvidence, isOperatorStatement } from "../core/provenance.js";
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
import { candidateGuard, factGuard } from "../rules/guards.js";
import type { RuleSet } from "../rules/rule-set.js";
import { type CandidateSituation, type FactSituation, factSituation } from "../rules/situation.js";
import { canonicalSha256, diffId } from "./canonical-json.js";
import { agentWrittenMarks } from "./agent-written-marks.js";
import { type CandidateOrigin, canonicalOrigins, decisionsRecord } from "./decisions.js";
import { DEFAULT_ORIGIN, type DeclinedBy, type Origin } from "../core/origin.js";
import { ProfileState } from "./profile-state.js";

export interface ProposeInput {
  current: ProfileDoc;
  /**
   * The caller hands `current` over and never reads it again (apply and propose parse the profile
   * for this call alone): its facts are changed in place instead of copied.
   */
  adoptCurrent?: boolean;
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
   * The batch's canonical sha256 when the caller already has it (the name of its archive, hashed
   * while it was written or checked), so the batch is not serialized a second time to hash it.
   */
  candidatesSha256?: string;
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
  /**
   * Who put each candidate in the batch (src/core/origin.ts): the candidates not listed are of
   * origin `session`. Archived with the declines, seen by rules as `candidate.origin`.
   */
  origins?: readonly CandidateOrigin[];
  /** The remembered declines of earlier applies (brain declined): a candidate matching one is `previouslyDeclined`. */
  remembered?: readonly RememberedDecline[];
  /**
   * The `today` of the last apply in force, when there is one: a `today` earlier than it is
   * accepted, with a warning in the diff naming that date (decay and promotion are computed as
   * of the earlier day).
   */
  lastAppliedToday?: string;
  /**
   * Awaited every 1024 candidates: the shell passes a turn of its event loop, so Ctrl-C can stop a
   * long classification (a pure chain of promises never lets a signal through).
   */
  pause?: () => Promise<void>;
}

/** One decision of the operator: candidate `candidate` of the batch is declined, for `reason`; `by: "mcp"` when it was made over MCP. */
export interface OperatorDecline {
  candidate: number;
  reason?: string;
  by?: DeclinedBy;
}

/** The decisions in their canonical order (by candidate; one per candidate, the last one given wins). */
export function canonicalDeclines(declined: readonly OperatorDecline[]): OperatorDecline[] {
  const byCandidate = new Map<number, OperatorDecline>();
  for (const d of declined) {
    byCandidate.set(d.candidate, {
      candidate: d.candidate,
      ...(d.reason === undefined ? {} : { reason: d.reason }),
      ...(d.by === undefined ? {} : { by: d.by }),
    });
  }
  return [...byCandidate.values()].sort((a, b) => a.candidate - b.candidate);
}

/** What propose knows of the ingested records: the diff's `records` summary and who backs which source. */
export interface RecordsView {
  /** Recorded in the diff as `records` (with `new`, the records this apply marks read). */
  summary: NonNullable<ProfileDiff["records"]>;
  /** `<tributary>:<id>` → that record's own provenance (`published`, `human` or `ai-draft`). */
  known: ReadonlyMap<string, string>;
  /** Those of `known` an agent stored through the MCP server (`ingested_by: mcp`): agent-written. */
  agentWritten?: ReadonlySet<string>;
}

/**
 * Whether evidence points at something real: the operator's own `human:<label>` statement (which
 * nothing can confirm or refute but the operator), or an ingested record whose own provenance is
 * the candidate's (an ai-draft record backs nothing).
 */
function isSourceKnown(source: string, provenance: string, known: ReadonlyMap<string, string> | undefined, operatorStatement: boolean): boolean {
  if (operatorStatement) return true;
  const recorded = known?.get(source);
  return recorded !== undefined && recorded !== "ai-draft" && recorded === provenance;
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
  const { body, next } = await deriveDiff(input);
  return { diff: { id: diffId(body), ...body }, next };
}

/** A diff without its `id`: what the id is the canonical sha256 of. */
export type DiffBody = Omit<ProfileDiff, "id">;

/**
 * `proposeWithResult` without the id: propose writes the body and hashes it in the same pass
 * (`stageDiffFile`), so the diff is serialized once, not once to hash and once to write.
 */
export async function deriveDiff(input: ProposeInput): Promise<{ body: DiffBody; next: ProfileDoc }> {
  const { candidates, rules, config, today } = input;
  const file = input.candidatesFile ?? "candidates";
  const future = candidates.flatMap((c, i) =>
    c.observed_date > today ? [`${file}: /${i}/observed_date: must not be after today (${today}), got "${c.observed_date}"`] : [],
  );
  if (future.length > 0) throw new InvalidInputError(future, "Nothing was proposed. A fact cannot be observed in the future; check the date or --today.");
  const state = new ProfileState(input.current, { adopt: input.adoptCurrent });
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
    originAt: new Map(canonicalOrigins(input.origins ?? []).map((o) => [o.candidate, o.origin])),
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
  for (const at of ctx.originAt.keys()) {
    if (at >= candidates.length) throw new InvalidInputError([`${file}: origin of candidate /${at}: the batch has ${candidates.length} candidate(s)`]);
  }

  for (let i = 0; i < candidates.length; i++) {
    if ((i & 1023) === 1023) await input.pause?.();
    await classifyCandidate(candidates[i]!, i, ctx);
  }
  await classifyFacts(state, config, today, factRules, out);
  const earlier = earlierTodayWarning(today, input.lastAppliedToday);
  if (earlier !== undefined) out.warnings.unshift({ message: earlier });
  if (input.counters) input.counters.steps = state.steps;

  const decisions = decisionsRecord({ declined: [...ctx.declines], origins: canonicalOrigins(input.origins ?? []) });
  const agentWritten = agentWrittenMarks(candidates, out, state, { written: input.records?.agentWritten, agentOrigin: ctx.originAt });
  const body: DiffBody = {
    base: input.base,
    today,
    rules: rules.files.map((f) => ({ ...f })),
    config: structuredClone(config),
    candidates: {
      sha256: input.candidatesSha256 ?? canonicalSha256(candidates),
      count: candidates.length,
      ...(decisions !== undefined ? { decisions: canonicalSha256(decisions) } : {}),
    },
    ...(input.records ? { records: { ...input.records.summary } } : {}),
    ...withoutEmptyDecisions(out),
    ...(agentWritten ? { agent_written: agentWritten } : {}),
  };
  for (const p of out.promotions) state.promote(p.id);
  return { body, next: state.toDoc() };
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
  /** Candidate index → its origin, for those not of origin `session`. */
  originAt: ReadonlyMap<number, CandidateOrigin["origin"]>;
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

function isRetire(candidate: Candidate): candidate is RetireCandidate {
  return "retires" in candidate && candidate.retires !== undefined;
}

function isResolve(c: Candidate): c is ResolveCandidate {
  return (c as ResolveCandidate).keeps !== undefined;
}

/** Every question a candidate asks is an index lookup in ProfileState: O(1) per candidate. */
async function classifyCandidate(candidate: Candidate, index: number, ctx: CandidateContext): Promise<void> {
  if (isRetire(candidate)) await classifyRetireCandidate(candidate, index, ctx);
  else if (isResolve(candidate)) await classifyResolveCandidate(candidate, index, ctx);
  else await classifyValueCandidate(candidate, index, ctx);
}

/** The operator's word on one candidate: declined in this batch (and why), or matching a remembered decline. */
interface OperatorWord {
  /** Who put the candidate in the batch. */
  origin: Origin;
  declinedByOperator: boolean;
  previouslyDeclined: boolean;
  /** The operator's reason for a decline: it replaces the rule's reason in the trace and the rejection. */
  reason?: string;
}

/**
 * Whether the operator declined this candidate — itself, or an earlier candidate of the batch with
 * the same key and value (`sameAs`) — and whether it matches a remembered decline (`match`). Records
 * the decline (with what an apply remembers of it, `remember`) and the match in the diff.
 */
function operatorWord(
  index: number,
  sameAsKey: () => string,
  match: RememberedDecline | undefined,
  remember: RememberedDecline | undefined,
  ctx: CandidateContext,
): OperatorWord {
  const origin = ctx.originAt.get(index) ?? DEFAULT_ORIGIN;
  // Most batches carry no decision: then nothing is built per candidate.
  if (ctx.declines.length === 0 && match === undefined) return origin === DEFAULT_ORIGIN ? NO_WORD : { ...NO_WORD, origin };
  const sameAs = sameAsKey();
  const own = ctx.declinedAt.get(index);
  const decline = own ?? ctx.coveredBy.get(sameAs);
  if (own) {
    if (!ctx.coveredBy.has(sameAs)) ctx.coveredBy.set(sameAs, own);
    // A decline made over MCP is remembered as one: `brain declined` and later reviews say so.
    ctx.out.declined.push({ ...own, ...(remember ? { remember: own.by === undefined ? remember : { ...remember, by: own.by } } : {}) });
  }
  if (match) ctx.out.declined_matches.push({ candidate: index, match });
  return {
    origin,
    declinedByOperator: decline !== undefined,
    previouslyDeclined: match !== undefined,
    ...(decline?.reason !== undefined ? { reason: decline.reason } : {}),
  };
}

const NO_WORD: OperatorWord = { origin: DEFAULT_ORIGIN, declinedByOperator: false, previouslyDeclined: false };

/** What the rules see of the candidate itself; `value` is the one its outcome is about. */
function candidateFacts(candidate: Candidate, key: string, value: string, word: OperatorWord, ctx: CandidateContext): CandidateSituation["candidate"] {
  const operatorStatement = isOperatorStatement(candidate.source);
  return {
    provenance: candidate.provenance,
    hasSupersedes: !isRetire(candidate) && !isResolve(candidate) && candidate.supersedes !== undefined,
    hasRetires: isRetire(candidate),
    hasKeeps: isResolve(candidate),
    origin: word.origin,
    declinedByOperator: word.declinedByOperator,
    previouslyDeclined: word.previouslyDeclined,
    sourceKnown: isSourceKnown(candidate.source, candidate.provenance, ctx.known, operatorStatement),
    operatorStatement,
    key,
    value,
    source: candidate.source,
    observedDate: candidate.observed_date,
  };
}

/**
 * The deciding rule for a situation, after the runtime guards (src/rules/guards.ts) accepted its
 * outcome; the decision is traced. Throws when no rule decides or a guard refuses.
 */
async function decide(situation: CandidateSituation, candidate: Candidate, index: number, word: OperatorWord, ctx: CandidateContext): Promise<Decision> {
  const decision = await ctx.evaluator.evaluate(situation);
  if (!decision) {
    const ruleFiles = ctx.ruleFiles.join(", ");
    throw new InvalidInputError([
      `${ctx.file}: /${index}: no rule classifies candidate /${index} (key ${JSON.stringify(candidate.key)}, provenance ${candidate.provenance}${isRetire(candidate) ? ", a retire" : ""}); the candidate rule set (${ruleFiles}) must be total`,
    ]);
  }
  const refusal = candidateGuard(decision.type, situation);
  if (refusal) throw ruleMisfire(decision, index, candidate, refusal.why);
  // A decline is rejected with the operator's reason, when one was given.
  const reason = word.reason ?? decision.reason;
  ctx.out.trace.push({
    candidate: index,
    rule: decision.rule,
    file: decision.file,
    ...(reason !== undefined ? { reason } : {}),
    outcome: decision.type as TraceEntry["outcome"],
    // Only a candidate not of the default origin names it: a batch of a candidates file keeps its diff's id.
    ...(word.origin !== "session" ? { origin: word.origin } : {}),
  });
  return word.reason !== undefined ? { ...decision, reason: word.reason } : decision;
}

/**
 * A value the guard has already proven present for the outcome chosen: its absence would be a bug
 * in brain (the guard and this code disagree), never bad input.
 */
function guaranteed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal: the runtime guard admitted an outcome without ${what}`);
  return value;
}

/** The situation of a candidate that names an existing fact by id (a retire, a resolve): rules see that fact's value. */
function namedFactSituation(
  candidate: Candidate,
  key: string,
  targetId: string,
  target: Fact | undefined,
  word: OperatorWord,
  ctx: CandidateContext,
): CandidateSituation {
  return {
    candidate: candidateFacts(candidate, key, target?.value ?? "", word, ctx),
    key: { activeFacts: ctx.state.activeCount(key), sameValue: false, sourceSeen: false, multiValued: ctx.multiValued.has(key) },
    target: {
      exists: target !== undefined,
      active: target?.status === "active",
      sameKey: target?.key === key,
      observed: target?.kind === "observed",
      differentValue: false,
      claimed: ctx.claimed.has(targetId),
    },
    config: ctx.config,
  };
}

async function classifyRetireCandidate(candidate: RetireCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const { state, out } = ctx;
  const key = normalizeKey(candidate.key);
  const target = state.get(candidate.retires);
  // A declined retirement is remembered as the fact it named.
  const remember = { key, retires: candidate.retires };
  const word = operatorWord(
    index,
    () => `${key}\0retires\0${candidate.retires}`,
    rememberedMatch(ctx, key, undefined, candidate.source, candidate.retires),
    remember,
    ctx,
  );
  // A retire candidate has no value of its own: rules see the value it would retire.
  const situation = namedFactSituation(candidate, key, candidate.retires, target, word, ctx);
  const decision = await decide(situation, candidate, index, word, ctx);
  if (decision.type === "reject") {
    out.rejected.push(rejection(decision, index, key, candidate, { retires: candidate.retires }));
    return;
  }
  // The guard admits only reject and retire for a retire candidate, and retire only for a live target.
  const retired = guaranteed(target, "a target");
  ctx.claimed.set(retired.id, { candidate: index, as: "retired" });
  state.retire(retired.id, candidate.observed_date, candidate.reason);
  out.retirements.push({
    candidate: index,
    id: retired.id,
    key,
    value: retired.value,
    reason: candidate.reason,
    source: candidate.source,
    observed_date: candidate.observed_date,
  });
}

async function classifyResolveCandidate(candidate: ResolveCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const { state, out } = ctx;
  const key = normalizeKey(candidate.key);
  const target = state.get(candidate.keeps);
  // A declined resolve is not remembered: the conflict stays open, and the operator can resolve it another way.
  const word = operatorWord(index, () => `${key}\0keeps\0${candidate.keeps}`, undefined, undefined, ctx);
  // A resolve candidate has no value of its own: rules see the value it keeps.
  const situation = namedFactSituation(candidate, key, candidate.keeps, target, word, ctx);
  const decision = await decide(situation, candidate, index, word, ctx);
  if (decision.type === "reject") {
    out.rejected.push(rejection(decision, index, key, candidate, { keeps: candidate.keeps }));
    return;
  }
  // The guard admits resolve only for a live, unclaimed kept fact of a key with an open conflict.
  const kept = guaranteed(target, "a kept fact");
  const losers = state.activeFor(key).filter((f) => f.id !== kept.id);
  ctx.claimed.set(kept.id, { candidate: index, as: "kept" });
  for (const f of losers) {
    ctx.claimed.set(f.id, { candidate: index, as: "superseded" });
    state.supersedeBy(f.id, kept.id, candidate.observed_date);
  }
  out.resolutions.push({
    candidate: index,
    key,
    kept: { id: kept.id, value: kept.value },
    superseded: losers.map((f) => ({ id: f.id, value: f.value })),
    ...(candidate.reason !== undefined ? { reason: candidate.reason } : {}),
    source: candidate.source,
    observed_date: candidate.observed_date,
  });
}

async function classifyValueCandidate(candidate: ValueCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const { state, out } = ctx;
  const key = normalizeKey(candidate.key);
  const value = normalizeValue(candidate.value);
  const activeFacts = state.activeCount(key);
  const holder = state.activeWithValue(key, value);
  // The same source never counts twice for a value, even when the fact it evidenced has since
  // been superseded or retired: re-sending an applied batch must not bring an old value back.
  const evidencedBy = state.evidencedBy(key, value, candidate.source);
  const targetId = candidate.supersedes;
  const target = targetId === undefined ? undefined : state.get(targetId);
  const multiValued = ctx.multiValued.has(key);
  // A declined bump is remembered with its source (the value itself stays wanted); an addition or conflict as key and value.
  const remember = ctx.declinedAt.has(index)
    ? holder !== undefined && evidencedBy === undefined
      ? { key, value, source: candidate.source }
      : { key, value }
    : undefined;
  const word = operatorWord(index, () => `${key}\0${value}`, rememberedMatch(ctx, key, value, candidate.source, undefined), remember, ctx);
  const situation: CandidateSituation = {
    candidate: candidateFacts(candidate, key, candidate.value, word, ctx),
    key: { activeFacts, sameValue: holder !== undefined, sourceSeen: evidencedBy !== undefined, multiValued },
    target: {
      exists: target !== undefined,
      active: target?.status === "active",
      sameKey: target?.key === key,
      observed: target?.kind === "observed",
      differentValue: target !== undefined && state.normValue(target) !== value,
      claimed: targetId !== undefined && ctx.claimed.has(targetId),
    },
    config: ctx.config,
  };
  const decision = await decide(situation, candidate, index, word, ctx);
  const observation = { source: candidate.source, observed_date: candidate.observed_date, provenance: candidate.provenance as Fact["provenance"] };

  switch (decision.type) {
    case "reject":
      out.rejected.push(rejection(decision, index, key, candidate, { value: candidate.value }));
      return;
    case "duplicate": {
      const evidenced = guaranteed(evidencedBy, "the fact this source evidenced");
      out.duplicates.push(packLongValue({ candidate: index, id: evidenced.id, key, value: evidenced.value, source: candidate.source }));
      break;
    }
    case "bump": {
      const fact = guaranteed(holder, "an active fact holding the value");
      const before = fact.evidence_count;
      const { id, value: held } = fact;
      state.bump(id, observation);
      out.evidenceBumps.push(
        packLongValue({
          candidate: index,
          id,
          key,
          value: held,
          source: observation.source,
          observed_date: observation.observed_date,
          provenance: observation.provenance,
          evidence_before: before,
          evidence_after: before + 1,
        }),
      );
      break;
    }
    case "add": {
      const minted = multiValued ? mintMemberId({ kind: "observed", key, value: candidate.value }) : mintEntityId({ kind: "observed", key });
      const id = uniqueId(minted, state);
      state.add(id, key, candidate.value, observation);
      // Spelled out, not spread: a spread entry keeps its fields in a separate array (~40 bytes × 80k at 100k).
      out.additions.push({
        candidate: index,
        id,
        key,
        value: candidate.value,
        source: observation.source,
        observed_date: observation.observed_date,
        provenance: observation.provenance,
      });
      break;
    }
    case "conflict": {
      let entry = ctx.conflictByKey.get(key);
      if (!entry) {
        // Once per key: the key's active facts just before its first conflict of the batch.
        entry = { key, existing: state.activeFor(key).map((f) => ({ id: f.id, value: f.value })), incoming: [] };
        ctx.conflictByKey.set(key, entry);
        out.conflicts.push(entry);
      }
      const id = uniqueId(mintConflictId({ kind: "observed", key, value: candidate.value }), state);
      state.add(id, key, candidate.value, observation);
      out.additions.push({
        candidate: index,
        id,
        key,
        value: candidate.value,
        source: observation.source,
        observed_date: observation.observed_date,
        provenance: observation.provenance,
        conflict: true,
      });
      entry.incoming.push({ candidate: index, id, value: candidate.value });
      break;
    }
    case "supersede": {
      const replaced = guaranteed(target, "a target");
      const archivedId = uniqueId(mintArchiveId({ id: replaced.id, value: replaced.value, on: candidate.observed_date }), state);
      ctx.claimed.set(replaced.id, { candidate: index, as: "superseded" });
      const old = { id: replaced.id, archived_id: archivedId, value: replaced.value };
      if (holder === undefined) {
        state.supersede(replaced.id, archivedId, candidate.value, observation);
        out.supersedes.push({ candidate: index, key, old, winner: { id: replaced.id, value: candidate.value, ...observation } });
      } else {
        // Another active fact already holds the new value: the conflict is resolved into the target's id.
        const merged = { id: holder.id, value: holder.value, evidence_before: holder.evidence_count };
        const { winner } = state.merge(replaced.id, archivedId, holder.id, observation);
        out.supersedes.push({ candidate: index, key, old, winner: { id: replaced.id, value: winner.value, ...observation }, merged });
      }
      return;
    }
    default:
      throw ruleMisfire(decision, index, candidate, `"${decision.type}" is not a candidate outcome`);
  }
  if (candidate.supersedes !== undefined) {
    const why = supersedesIgnored(candidate.supersedes, target, key, value, state, ctx.claimed);
    if (why)
      out.warnings.push({
        candidate: index,
        message: `supersedes "${candidate.supersedes}" not used: ${why}; classified as ${decision.type} (rule ${decision.rule})`,
      });
  }
}

function rejection(
  decision: Decision,
  index: number,
  key: string,
  candidate: Candidate,
  what: { retires: string } | { keeps: string } | { value: string },
): Rejection {
  return {
    candidate: index,
    key,
    ...what,
    provenance: candidate.provenance,
    source: candidate.source,
    rule: decision.rule,
    ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
  };
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

/** The warning for a `today` earlier than the last apply's (undefined when it is not earlier). */
export function earlierTodayWarning(today: string, lastAppliedToday: string | undefined): string | undefined {
  if (lastAppliedToday === undefined || today >= lastAppliedToday) return undefined;
  return `today ${today} is earlier than ${lastAppliedToday}, the today of the last apply: decay and promotion are computed as of ${today} (check --today)`;
}

async function classifyFacts(state: ProfileState, config: ResolvedConfig, today: string, evaluator: Evaluator<FactSituation>, out: Operations): Promise<void> {
  const ages = new Map<string, number>();
  for (const fact of state.facts()) {
    let age = ages.get(fact.last_seen);
    if (age === undefined) {
      age = daysBetween(fact.last_seen, today);
      ages.set(fact.last_seen, age);
    }
    const situation = factSituation(fact, age, config);
    const decision = await evaluator.evaluate(situation);
    if (!decision) continue;
    const refusal = factGuard(decision.type, situation);
    if (refusal) throw factMisfire(decision, fact, refusal.why);
    out.trace.push({
      fact: fact.id,
      rule: decision.rule,
      file: decision.file,
      ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
      outcome: decision.type as TraceEntry["outcome"],
    });
    if (decision.type === "promote") {
      out.promotions.push(
        packLongValue({ id: fact.id, key: fact.key, value: fact.value, evidence_count: fact.evidence_count, ...independentWhereDifferent(fact) }),
      );
    } else if (decision.type === "decay-flag") {
      out.staleFlags.push(packLongValue({ id: fact.id, key: fact.key, value: fact.value, last_seen: fact.last_seen, days_since_seen: age }));
    } else {
      throw factMisfire(decision, fact, `"${decision.type}" is not a fact outcome`);
    }
  }
}

/** The fact's independent evidence, named in the diff only where it differs from its distinct sources. */
function independentWhereDifferent(f: Fact): { independent_evidence?: number } {
  const independent = independentEvidence(f.sources);
  return independent === f.evidence_count ? {} : { independent_evidence: independent };
}

function ruleMisfire(decision: Decision, index: number, candidate: Candidate, why: string): InvalidInputError {
  return new InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for candidate /${index} (key ${JSON.stringify(candidate.key)}), which is not allowed: ${why}`,
  ]);
}

function factMisfire(decision: Decision, fact: Fact, why: string): InvalidInputError {
  return new InvalidInputError([
    `${decision.file}: rule "${decision.rule}" chose "${decision.type}" for fact ${fact.id} (key "${fact.key}"), which is not allowed: ${why}`,
  ]);
}
