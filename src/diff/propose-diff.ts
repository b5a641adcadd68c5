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
import { CONFUSABLES_VERSION, loadLookalikeForm, type LookalikeForm } from "../core/lookalike.js";
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import { quoteInBody } from "../core/quote.js";
import { isOperatorStatement } from "../core/provenance.js";
import type { ProfileDoc } from "../core/profile-format.js";
import { spelledOut } from "../core/visible-text.js";
import type {
  Candidate,
  Fact,
  ProfileDiff,
  ResolvedConfig,
  RememberedDecline,
  ResolveCandidate,
  RetireCandidate,
  TraceEntry,
  ValueCandidate,
} from "../core/schema-types.js";
import { createEvaluator, type Decision, type Evaluator } from "../rules/evaluator.js";
import { candidateGuard, factGuard } from "../rules/guards.js";
import { factReferences, type RuleSet } from "../rules/rule-set.js";
import { type CandidateSituation, type FactSituation, factSituation } from "../rules/situation.js";
import { canonicalSha256, diffId } from "./canonical-json.js";
import { DIFF_FORMAT } from "./diff-format.js";
import { candidateOutcomeSpec, factOutcomeSpec } from "./outcomes.js";
import type { CandidateStep, Operations, ProposeContext } from "./outcomes/spec.js";
import { agentWrittenMarks } from "./agent-written-marks.js";
import { type CandidateOrigin, canonicalOrigins, decisionsRecord } from "./decisions.js";
import { DEFAULT_ORIGIN, type DeclinedBy, type Origin } from "../core/origin.js";
import { ProfileState } from "./profile-state.js";
import { SimilarKeys, similarKeyNote } from "./similar-keys.js";

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
   * A warning about the profile itself, first in the diff's `warnings`: it holds a hand edit brain
   * has not adopted (src/usecases/hand-edit.ts). Propose and apply's re-derivation pass the same.
   */
  profileWarning?: string;
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
  /**
   * `<tributary>:<id>` → the record's body (without frontmatter) folded for quotes (foldQuoteText in
   * src/core/quote.ts), for the records of `known` that a candidate with a `quote` cites
   * (quotedSources): a quote is looked for there. Absent: every quote citing a record is not found.
   */
  bodies?: ReadonlyMap<string, string>;
}

/** The sources whose bodies a batch's quotes are checked against: those cited by a candidate with a quote (no `human:<label>`). */
export function quotedSources(candidates: readonly Candidate[]): Set<string> {
  const sources = new Set<string>();
  for (const c of candidates) if (c.quote !== undefined && !isOperatorStatement(c.source)) sources.add(c.source);
  return sources;
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
  const state = new ProfileState(input.current, { adopt: input.adoptCurrent, aliases: config.keyAliases });
  // Every situation holds this config (ctx.config below): its part of the memo key is written once.
  const candidateRules = createEvaluator<CandidateSituation>(rules.candidate, { memo: input.memo, fixed: { config } });
  const factRules = createEvaluator<FactSituation>(rules.fact, { memo: input.memo, fixed: { config } });
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
    remembered: rememberedIndex(input.remembered ?? [], state),
    rememberedList: input.remembered ?? [],
    rememberedForms: undefined,
    lookalikeForm: undefined,
    lookalikeRules: rulesReading(rules, "lookalikeOf"),
    quoteRules: rulesReading(rules, "quoteFound"),
    bodies: input.records?.bodies,
    hasAliases: Object.keys(config.keyAliases ?? {}).length > 0,
    similar: undefined,
    declineRules: rulesReading(rules, "previouslyDeclined"),
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
  await classifyFacts(state, { config, today, evaluator: factRules }, out);
  const earlier = earlierTodayWarning(today, input.lastAppliedToday);
  if (earlier !== undefined) out.warnings.unshift({ message: earlier });
  if (input.profileWarning !== undefined) out.warnings.unshift({ message: input.profileWarning });
  if (input.counters) input.counters.steps = state.steps;

  const decisions = decisionsRecord({ declined: [...ctx.declines], origins: canonicalOrigins(input.origins ?? []) });
  const agentWritten = agentWrittenMarks(candidates, out, state, { written: input.records?.agentWritten, agentOrigin: ctx.originAt });
  const body: DiffBody = {
    format: DIFF_FORMAT,
    base: input.base,
    today,
    rules: rules.files.map((f) => ({ ...f })),
    config: structuredClone(config),
    confusables: CONFUSABLES_VERSION,
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

/** What classifying a candidate reads, beside what its outcome may change (ProposeContext: the state, the lists, the claims). */
interface CandidateContext extends ProposeContext {
  config: ResolvedConfig;
  evaluator: Evaluator<CandidateSituation>;
  multiValued: ReadonlySet<string>;
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
  rememberedList: readonly RememberedDecline[];
  /** Remembered value declines by `key NUL look-alike form` (and `… NUL source`): built on the first candidate that asks. */
  rememberedForms: Map<string, RememberedDecline> | undefined;
  /** The look-alike form (src/core/lookalike.ts), loaded on the first candidate that needs one. */
  lookalikeForm: LookalikeForm | undefined;
  /** `file NUL name` of each candidate rule that reads candidate.lookalikeOf: its rejections name both texts. */
  lookalikeRules: ReadonlySet<string>;
  /** The same for candidate.previouslyDeclined: a rejection for a look-alike of a decline names both texts. */
  declineRules: ReadonlySet<string>;
  /** The same for candidate.quoteFound: a rejection of a quote not found names the record. */
  quoteRules: ReadonlySet<string>;
  /** Source → its body folded for quotes (RecordsView.bodies). */
  bodies: ReadonlyMap<string, string> | undefined;
  /** The config has keyAliases: a candidate's trace names the alias its key was filed through. */
  hasAliases: boolean;
  /** The index of the profile's active keys (and which of them are seeds' only), built on the first candidate of a key with no active fact. */
  similar: { index: SimilarKeys; seeds: ReadonlySet<string> } | undefined;
}

/** `file NUL name` of each candidate rule whose conditions read `candidate.<path>`. */
function rulesReading(rules: RuleSet, path: string): ReadonlySet<string> {
  return new Set(rules.candidate.filter((r) => factReferences([r]).some((f) => f.fact === "candidate" && f.path === path)).map((r) => `${r.file}\0${r.name}`));
}

/** The remembered declines by what a candidate matches them with; a decline of an alias key counts as its target's. */
function rememberedIndex(list: readonly RememberedDecline[], state: ProfileState): Map<string, RememberedDecline> {
  const m = new Map<string, RememberedDecline>();
  for (const r of list) {
    const key = state.filedUnder(r.key);
    const at =
      r.retires !== undefined ? `retires\0${r.retires}` : r.source !== undefined ? `${key}\0${r.value ?? ""}\0${r.source}` : `${key}\0${r.value ?? ""}`;
    if (!m.has(at)) m.set(at, r);
  }
  return m;
}

/** The remembered decline a candidate matches, if any: its key and value, its key, value and source, or the fact it retires. */
function rememberedMatch(
  ctx: CandidateContext,
  { key, value, source, retires }: { key: string; value?: string; source: string; retires?: string },
): RememberedDecline | undefined {
  if (ctx.remembered.size === 0) return undefined;
  if (retires !== undefined) return ctx.remembered.get(`retires\0${retires}`);
  if (value === undefined) return undefined;
  return ctx.remembered.get(`${key}\0${value}`) ?? ctx.remembered.get(`${key}\0${value}\0${source}`);
}

/**
 * The remembered value decline whose value looks like the candidate's (the same look-alike form),
 * with the candidate's source for a declined bump; the index is built once, on the first question.
 */
function rememberedLookalike(
  ctx: CandidateContext,
  { key, form, source }: { key: string; form: string; source: string },
  lookalikeForm: LookalikeForm,
): RememberedDecline | undefined {
  if (ctx.rememberedForms === undefined) {
    ctx.rememberedForms = new Map();
    for (const r of ctx.rememberedList) {
      if (r.retires !== undefined || r.value === undefined) continue;
      const at = `${r.key}\0${lookalikeForm(r.value)}${r.source !== undefined ? `\0${r.source}` : ""}`;
      if (!ctx.rememberedForms.has(at)) ctx.rememberedForms.set(at, r);
    }
  }
  return ctx.rememberedForms.get(`${key}\0${form}`) ?? ctx.rememberedForms.get(`${key}\0${form}\0${source}`);
}

function isRetire(candidate: Candidate): candidate is RetireCandidate {
  return (candidate as RetireCandidate).retires !== undefined;
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
  ctx: CandidateContext,
  index: number,
  { sameAsKey, match, remember }: { sameAsKey: () => string; match?: RememberedDecline | undefined; remember?: RememberedDecline | undefined },
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
function candidateFacts(
  ctx: CandidateContext,
  candidate: Candidate,
  { key, value, changesSeed }: { key: string; value: string; changesSeed: boolean },
  word: OperatorWord,
): CandidateSituation["candidate"] {
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
    lookalikeOf: null,
    changesSeed,
    quoteFound: quoteFound(candidate, operatorStatement, ctx),
    similarKey: null,
    key,
    value,
    source: candidate.source,
    observedDate: candidate.observed_date,
  };
}

/** Whether the candidate's quote is in the record it cites (null: no quote, or an operator statement). */
function quoteFound(candidate: Candidate, operatorStatement: boolean, ctx: CandidateContext): boolean | null {
  if (candidate.quote === undefined || operatorStatement) return null;
  // The bodies are those of records the batch may cite (RecordsView.bodies): a source with none is not found.
  const folded = ctx.bodies?.get(candidate.source);
  return folded !== undefined && quoteInBody(candidate.quote, folded);
}

/**
 * The deciding rule for a situation, after the runtime guards (src/rules/guards.ts) accepted its
 * outcome; the decision is traced. Throws when no rule decides or a guard refuses.
 */
async function decide(
  ctx: CandidateContext,
  situation: CandidateSituation,
  { candidate, index, word, lookalike }: { candidate: Candidate; index: number; word: OperatorWord; lookalike?: Lookalike | undefined },
): Promise<Decision> {
  // A memo hit is no promise: awaited only when the engine ran (a few hundred times a batch).
  const evaluated = ctx.evaluator.evaluate(situation);
  const decision = evaluated instanceof Promise ? await evaluated : evaluated;
  if (!decision) {
    const ruleFiles = ctx.ruleFiles.join(", ");
    throw new InvalidInputError([
      `${ctx.file}: /${index}: no rule classifies candidate /${index} (key ${JSON.stringify(candidate.key)}, provenance ${candidate.provenance}${isRetire(candidate) ? ", a retire" : ""}); the candidate rule set (${ruleFiles}) must be total`,
    ]);
  }
  const refusal = candidateGuard(decision.type, situation);
  if (refusal) throw ruleMisfire(decision, index, candidate, refusal.why);
  // A decline is rejected with the operator's reason, when one was given; a look-alike with both texts.
  const reason = word.reason ?? lookalikeReason(decision, candidate, lookalike, ctx) ?? quoteReason(decision, situation, ctx) ?? decision.reason;
  // Optional fields set one by one: a spread of a conditional object per field, for every candidate, cost a temporary object each.
  const outcome = decision.type as TraceEntry["outcome"];
  const entry: TraceEntry =
    reason !== undefined
      ? { candidate: index, rule: decision.rule, file: decision.file, reason, outcome }
      : { candidate: index, rule: decision.rule, file: decision.file, outcome };
  // Only a candidate not of the default origin names it: a batch of a candidates file keeps its diff's id.
  if (word.origin !== "session") entry.origin = word.origin;
  if (candidate.quote !== undefined) entry.quote = candidate.quote;
  const alias = keyAliasOf(candidate, situation.candidate.key, ctx);
  if (alias !== undefined) entry.key_alias = alias;
  if (situation.candidate.similarKey !== null) entry.similar_key = situation.candidate.similarKey;
  if (situation.candidate.quoteFound !== null) entry.quote_found = situation.candidate.quoteFound;
  ctx.out.trace.push(entry);
  if (situation.candidate.similarKey !== null) ctx.out.warnings.push({ candidate: index, message: similarKeyNote(situation.candidate.similarKey) });
  return reason !== decision.reason && reason !== undefined ? { ...decision, reason } : decision;
}

/** `key_alias` of the trace: the candidate's own normalized key, when the config's keyAliases filed it under `filed`. */
function keyAliasOf(candidate: Candidate, filed: string, ctx: CandidateContext): string | undefined {
  if (!ctx.hasAliases) return undefined;
  const given = normalizeKey(candidate.key);
  return given !== filed ? given : undefined;
}

/**
 * An active key of the profile nearly the same as `key`, which has no active fact (src/diff/similar-keys.ts);
 * the index is built on the first question, from the keys active then, and a key since retired is passed over.
 */
function similarKey(key: string, ctx: CandidateContext): string | null {
  const { state } = ctx;
  if (ctx.similar === undefined) {
    const keys = new Set<string>();
    for (const f of state.facts()) if (f.status === "active") keys.add(state.filedUnder(f.key));
    ctx.similar = {
      index: new SimilarKeys(keys),
      seeds: new Set(state.facts().flatMap((f) => (f.kind === "profile-field" && f.status === "active" ? [state.filedUnder(f.key)] : []))),
    };
  }
  const { index, seeds } = ctx.similar;
  const before = index.steps;
  const found = index.similarTo(key, (k) => seeds.has(k) || state.activeCount(k) > 0);
  state.steps += index.steps - before;
  return found;
}

/** A rejection by a rule that reads candidate.quoteFound, of a quote not found, names the record it was looked for in. */
function quoteReason(decision: Decision, situation: CandidateSituation, ctx: CandidateContext): string | undefined {
  if (decision.type !== "reject" || situation.candidate.quoteFound !== false || !ctx.quoteRules.has(`${decision.file}\0${decision.rule}`)) return undefined;
  return `${decision.reason ?? "the quote is not in the cited record"}: not found in ${situation.candidate.source}`;
}

/** What a value candidate's value looks like: an active fact of its key, and a remembered decline it matched only by look-alike form. */
interface Lookalike {
  fact?: Fact;
  decline?: RememberedDecline;
}

/**
 * A rejection by a rule that reads candidate.lookalikeOf (or candidate.previouslyDeclined, for a
 * decline matched by look-alike form) names both texts, spelled out so that the characters that
 * make them differ show (`qu\u{430}ntum`, not a second "quantum").
 */
function lookalikeReason(decision: Decision, candidate: Candidate, lookalike: Lookalike | undefined, ctx: CandidateContext): string | undefined {
  if (lookalike === undefined || decision.type !== "reject") return undefined;
  const rule = `${decision.file}\0${decision.rule}`;
  const value = spelledOut((candidate as ValueCandidate).value);
  if (lookalike.fact !== undefined && ctx.lookalikeRules.has(rule)) {
    return `${decision.reason ?? "looks like an active value of this key"}: "${value}" looks like "${spelledOut(lookalike.fact.value)}" (${lookalike.fact.id})`;
  }
  if (lookalike.decline?.value !== undefined && ctx.declineRules.has(rule)) {
    return `${decision.reason ?? "the operator declined this before"}: "${value}" looks like the declined "${spelledOut(lookalike.decline.value)}"`;
  }
  return undefined;
}

/**
 * The decided outcome's change to the working profile and its entries in the diff: its entry of the
 * outcome table (src/diff/outcomes.ts). The guard admitted the outcome, so it decides this shape.
 */
function take(step: CandidateStep): void {
  const spec = candidateOutcomeSpec(step.decision.type);
  if (!spec) throw ruleMisfire(step.decision, step.index, step.candidate, `"${step.decision.type}" is not a candidate outcome`);
  spec.propose(step);
}

/** The situation of a candidate that names an existing fact by id (a retire, a resolve): rules see that fact's value. */
function namedFactSituation(
  ctx: CandidateContext,
  { candidate, key, word }: { candidate: Candidate; key: string; word: OperatorWord },
  targetId: string,
  target: Fact | undefined,
): CandidateSituation {
  const seeds = ctx.state.activeSeeds(key);
  // A retire changes the seed it names; a resolve, every seed of the key it would archive.
  const changesSeed = isRetire(candidate)
    ? target?.kind === "profile-field" && target.status === "active" && target.key === key
    : seeds.some((s) => s.id !== targetId);
  const facts = candidateFacts(ctx, candidate, { key, value: target?.value ?? "", changesSeed }, word);
  return {
    candidate: facts,
    key: { activeFacts: ctx.state.activeCount(key) + seeds.length, sameValue: false, sourceSeen: false, multiValued: ctx.multiValued.has(key) },
    target: {
      exists: target !== undefined,
      active: target?.status === "active",
      sameKey: target !== undefined && ctx.state.filedUnder(target.key) === key,
      observed: target?.kind === "observed",
      differentValue: false,
      claimed: ctx.claimed.has(targetId),
    },
    config: ctx.config,
  };
}

async function classifyRetireCandidate(candidate: RetireCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const key = ctx.state.filedUnder(normalizeKey(candidate.key));
  const target = ctx.state.get(candidate.retires);
  // A declined retirement is remembered as the fact it named.
  const remember = ctx.declinedAt.has(index) ? { key, retires: candidate.retires } : undefined;
  const word = operatorWord(ctx, index, {
    sameAsKey: () => `${key}\0retires\0${candidate.retires}`,
    match: rememberedMatch(ctx, { key, source: candidate.source, retires: candidate.retires }),
    remember,
  });
  // A retire candidate has no value of its own: rules see the value it would retire.
  const situation = namedFactSituation(ctx, { candidate, key, word }, candidate.retires, target);
  const decision = await decide(ctx, situation, { candidate, index, word });
  take({ shape: "retire", ctx, candidate, index, key, decision, target });
}

async function classifyResolveCandidate(candidate: ResolveCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const key = ctx.state.filedUnder(normalizeKey(candidate.key));
  const target = ctx.state.get(candidate.keeps);
  // A declined resolve is not remembered: the conflict stays open, and the operator can resolve it another way.
  const word = operatorWord(ctx, index, { sameAsKey: () => `${key}\0keeps\0${candidate.keeps}` });
  // A resolve candidate has no value of its own: rules see the value it keeps.
  const situation = namedFactSituation(ctx, { candidate, key, word }, candidate.keeps, target);
  const decision = await decide(ctx, situation, { candidate, index, word });
  take({ shape: "resolve", ctx, candidate, index, key, decision, target });
}

async function classifyValueCandidate(candidate: ValueCandidate, index: number, ctx: CandidateContext): Promise<void> {
  const { state } = ctx;
  const key = state.filedUnder(normalizeKey(candidate.key));
  const value = normalizeValue(candidate.value);
  // Seeds of another value count as values it would stand beside (src/diff/profile-state.ts).
  const activeFacts = state.valuesBeside(key, value);
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
  // The look-alike form is needed only for a value no active fact of the key holds: to find an
  // active fact that looks like it, or a remembered decline that does (a bump of a value the
  // operator accepted is never held against a look-alike they declined).
  // The operator's own value at the command line (brain set, origin operator) is never held against
  // their earlier declines: they may say later what they once declined from a session.
  const heedsDeclines = ctx.originAt.get(index) !== "operator";
  const exact = heedsDeclines ? rememberedMatch(ctx, { key, value, source: candidate.source }) : undefined;
  const remembered = heedsDeclines && ctx.remembered.size > 0;
  const asks = holder === undefined && (activeFacts > 0 || (exact === undefined && remembered));
  const lookalikeForm = asks ? (ctx.lookalikeForm ??= await loadLookalikeForm()) : undefined;
  const form = lookalikeForm?.(candidate.value);
  const lookalike = form !== undefined && activeFacts > 0 ? state.lookalike(key, form, lookalikeForm!, targetId) : undefined;
  const lookalikeDecline =
    exact === undefined && form !== undefined && remembered ? rememberedLookalike(ctx, { key, form, source: candidate.source }, lookalikeForm!) : undefined;
  const match = exact ?? lookalikeDecline;
  const word = operatorWord(ctx, index, { sameAsKey: () => `${key}\0${value}`, match, remember });
  const changesSeed = target?.kind === "profile-field" && target.status === "active" && target.key === key;
  const facts = candidateFacts(ctx, candidate, { key, value: candidate.value, changesSeed }, word);
  facts.lookalikeOf = lookalike?.id ?? null;
  facts.similarKey = activeFacts === 0 ? similarKey(key, ctx) : null;
  const situation: CandidateSituation = {
    candidate: facts,
    key: { activeFacts, sameValue: holder !== undefined, sourceSeen: evidencedBy !== undefined, multiValued },
    target: {
      exists: target !== undefined,
      active: target?.status === "active",
      sameKey: target !== undefined && state.filedUnder(target.key) === key,
      observed: target?.kind === "observed",
      differentValue: target !== undefined && state.normValue(target) !== value,
      claimed: targetId !== undefined && ctx.claimed.has(targetId),
    },
    config: ctx.config,
  };
  const decision = await decide(ctx, situation, {
    candidate,
    index,
    word,
    lookalike: lookalike || lookalikeDecline ? { fact: lookalike, decline: lookalikeDecline } : undefined,
  });
  // The step is also the observation a stored fact records (one object per candidate, no other).
  take({
    shape: "value",
    ctx,
    candidate,
    index,
    key,
    value,
    decision,
    holder,
    evidencedBy,
    target,
    multiValued,
    source: candidate.source,
    observed_date: candidate.observed_date,
    provenance: candidate.provenance as Fact["provenance"],
  });
}

/** The warning for a `today` earlier than the last apply's (undefined when it is not earlier). */
export function earlierTodayWarning(today: string, lastAppliedToday: string | undefined): string | undefined {
  if (lastAppliedToday === undefined || today >= lastAppliedToday) return undefined;
  return `today ${today} is earlier than ${lastAppliedToday}, the today of the last apply: decay and promotion are computed as of ${today} (check --today)`;
}

/**
 * The facts this diff adds or bumps (a supersession's winner is added): just seen, so no decay rule
 * flags them, whatever dates their evidence carries (a batch citing an old post).
 */
export function changedByThisDiff(out: Pick<ProfileDiff, "additions" | "evidenceBumps" | "supersedes">): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const a of out.additions) ids.add(a.id);
  for (const b of out.evidenceBumps) ids.add(b.id);
  for (const s of out.supersedes) ids.add(s.winner.id);
  return ids;
}

async function classifyFacts(
  state: ProfileState,
  { config, today, evaluator }: { config: ResolvedConfig; today: string; evaluator: Evaluator<FactSituation> },
  out: Operations,
): Promise<void> {
  const ages = new Map<string, number>();
  const changed = changedByThisDiff(out);
  for (const fact of state.facts()) {
    let age = ages.get(fact.last_seen);
    if (age === undefined) {
      age = daysBetween(fact.last_seen, today);
      ages.set(fact.last_seen, age);
    }
    const situation = factSituation(fact, age, config, changed.has(fact.id));
    const evaluated = evaluator.evaluate(situation);
    const decision = evaluated instanceof Promise ? await evaluated : evaluated;
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
    // Its entry of the outcome table (src/diff/outcomes.ts); the guard refused anything else.
    const spec = factOutcomeSpec(decision.type);
    if (!spec) throw factMisfire(decision, fact, `"${decision.type}" is not a fact outcome`);
    spec.propose(fact, age, out);
  }
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
