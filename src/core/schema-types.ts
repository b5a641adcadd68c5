// Generated from schemas/*.json by `npm run gen:types`. Do not edit by hand.
/* eslint-disable */

// candidates.schema.json
export type Candidate = ValueCandidate | RetireCandidate | ResolveCandidate;
/**
 * A batch of candidates written by an extracting session for `brain consolidate --propose`: each either a value for a key, the retirement of an active fact, or the resolution of an open conflict. Text fields refuse control and invisible-formatting characters (C0, DEL, C1, U+200E/U+200F, U+2028–U+202E, U+2066–U+2069).
 */
export type Candidates = Candidate[];

/**
 * A candidate fact: a value observed for a key.
 */
export interface ValueCandidate {
  /**
   * What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.
   */
  key: string;
  /**
   * The fact's value, single line. Compared case- and whitespace-insensitively; the text first observed is kept.
   */
  value: string;
  /**
   * Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.
   */
  provenance: "human" | "published" | "ai-draft";
  /**
   * The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.
   */
  source: string;
  /**
   * The date the evidence was published or said (a real calendar date, not after the propose's today).
   */
  observed_date: string;
  /**
   * Optional: the id of an active fact of the same key that this candidate replaces (a clear temporal update).
   */
  supersedes?: string;
  /**
   * Optional: the operator's reason for this value (`brain set --reason`), shown in the review.
   */
  reason?: string;
  /**
   * Optional: the passage of the cited record that supports this candidate, copied from it (one line, at most 500 characters). brain checks that it occurs in the record, compared after folding whitespace runs to one space and typographic quotes, apostrophes and dashes to ASCII (case kept); a quote under 20 characters counts only when it is the whole record. Give one for every candidate citing a record.
   */
  quote?: string;
}
/**
 * A statement that an active fact stopped being true: it is retired (kept in the profile, marked), never deleted.
 */
export interface RetireCandidate {
  /**
   * What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.
   */
  key: string;
  /**
   * The id of the active observed fact of this key to retire.
   */
  retires: string;
  /**
   * Why the fact no longer holds, e.g. `the project ended`.
   */
  reason: string;
  /**
   * Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.
   */
  provenance: "human" | "published" | "ai-draft";
  /**
   * The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.
   */
  source: string;
  /**
   * The date the evidence was published or said (a real calendar date, not after the propose's today).
   */
  observed_date: string;
  /**
   * Optional: the passage of the cited record that supports this candidate, copied from it (one line, at most 500 characters). brain checks that it occurs in the record, compared after folding whitespace runs to one space and typographic quotes, apostrophes and dashes to ASCII (case kept); a quote under 20 characters counts only when it is the whole record. Give one for every candidate citing a record.
   */
  quote?: string;
}
/**
 * The operator settles an open conflict: the fact named in `keeps` stays as it is, every other active observed value of the key is archived as superseded by it.
 */
export interface ResolveCandidate {
  /**
   * What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.
   */
  key: string;
  /**
   * The id of the active observed fact of this key to keep.
   */
  keeps: string;
  /**
   * Optional: why this value is the one that holds.
   */
  reason?: string;
  /**
   * Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.
   */
  provenance: "human" | "published" | "ai-draft";
  /**
   * The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.
   */
  source: string;
  /**
   * The date the evidence was published or said (a real calendar date, not after the propose's today).
   */
  observed_date: string;
  /**
   * Optional: the passage of the cited record that supports this candidate, copied from it (one line, at most 500 characters). brain checks that it occurs in the record, compared after folding whitespace runs to one space and typographic quotes, apostrophes and dashes to ASCII (case kept); a quote under 20 characters counts only when it is the whole record. Give one for every candidate citing a record.
   */
  quote?: string;
}

// config.schema.json
/**
 * Operator tuning for brain (`<data>/brain.config.yaml` or `--config <file>`). Every key is optional; a missing key takes its default. Unknown keys are an error.
 */
export interface BrainConfig {
  /**
   * Distinct sources before a dynamic fact is promoted to static.
   */
  promoteThreshold?: number;
  /**
   * Days unseen before an active dynamic fact is flagged stale.
   */
  decayDays?: number;
  /**
   * Days unseen before an active observed static fact is flagged stale; null (the default) = static facts never go stale. Seeds (profile-field) never go stale.
   */
  staticDecayDays?: number | null;
  /**
   * Provenances that are learned from. `ai-draft` can never be listed.
   *
   * @minItems 1
   */
  learnFrom?: ("published" | "human")[];
  nudge?: {
    /**
     * New published records since the last apply before the session-start hook nudges.
     */
    minNewPublished?: number;
    /**
     * And at least this many days since the last apply.
     */
    minDaysSinceRun?: number;
  };
  /**
   * Optional folder of rule files that replaces the shipped rules/ (relative to the config file).
   */
  rules?: string | null;
  /**
   * Evidence must name a record that was ingested (`<tributary>:<id>`) with the candidate's provenance, or be the operator's own `human:<label>` statement. Off only on purpose (e.g. a bench).
   */
  requireKnownSources?: boolean;
  /**
   * Every candidate citing a record must carry a `quote` from it (the shipped rule reject-missing-quote); a quote given is checked either way (reject-quote-not-in-record). `human:<label>` statements need none.
   */
  requireQuotes?: boolean;
  /**
   * Keys that mean another key: `{role: job-title}` files every candidate of `role` under `job-title` before it is classified, and facts stored under `role` count as `job-title`'s. Keys are normalized as candidates' are; no key may be both an alias and a target (no chains).
   */
  keyAliases?: {
    [k: string]: string | undefined;
  };
  /**
   * Keys whose values are members of a set (languages, skills): a new value is an addition, never a conflict. Normalized keys (lower case, `-` between words, as `brain show` prints them).
   */
  multiValued?: string[];
  /**
   * Provenances allowed to retire a fact. `ai-draft` can never be listed.
   */
  retireFrom?: ("published" | "human")[];
  /**
   * What agents are given at session start (brain/context.md, docs/session-context.md). Not part of a diff's config: editing it never makes a pending diff stale.
   */
  context?: {
    /**
     * The session-start hook adds the context to a session (BRAIN_CONTEXT=off turns it off for one session).
     */
    inject?: boolean;
    /**
     * The context's length in characters (JavaScript string length) at most; Claude Code cuts a hook's output at 10,000.
     */
    budget?: number;
    /**
     * Key globs (`health-*`, `salary`; `*` any run of characters, `?` one) whose facts are never offered to agents: not in the context, recall, show, explain, status, history, declined, gather or the MCP resources.
     *
     * @maxItems 1000
     */
    exclude?: string[];
    /**
     * If set, the hook gives the context only when the session's folder is inside one of these (absolute, or starting with ~).
     *
     * @maxItems 64
     */
    onlyIn?: string[];
    /**
     * The hook never gives the context when the session's folder is inside one of these (absolute, or starting with ~).
     *
     * @maxItems 64
     */
    notIn?: string[];
  };
}

// rules.schema.json
/**
 * One versioned file of json-rules-engine rules for one scope. Paths are plain dotted names; JSONPath is never accepted.
 */
export type RuleFile = {
  /**
   * Bumped on every behavioural change of this file.
   */
  version: number;
  scope: "candidate" | "fact";
  description?: string;
  /**
   * @minItems 1
   */
  rules: Rule[];
};
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "name".
 */
export type Name = string;
export type TopCondition = {
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
} & {
  [k: string]: unknown | undefined;
};
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "candidateEvent".
 */
export type CandidateEvent =
  "reject" | "add" | "bump" | "duplicate" | "conflict" | "supersede" | "retire" | "resolve";
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "factEvent".
 */
export type FactEvent = "promote" | "decay-flag";
/**
 * A plain dotted name such as `nudge.minNewPublished`.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "dottedPath".
 */
export type DottedPath = string;
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "topCondition".
 */
export type BooleanCondition = {
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
} & TopCondition1;
export type TopCondition1 = {
  [k: string]: unknown | undefined;
};

/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "rule".
 */
export interface Rule {
  name: Name;
  description?: string;
  /**
   * Higher wins when several rules match.
   */
  priority: number;
  conditions: TopCondition;
  event: {
    type: string;
    params?: {
      /**
       * Why the rule decides as it does: kept in the diff's trace and shown beside the outcome in pending-diff.md.
       */
      reason?: string;
      [k: string]: string | number | boolean | undefined;
    };
  };
}
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "condition".
 */
export interface Condition {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "booleanCondition".
 */
export interface BooleanCondition1 {
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
}
/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "leafCondition".
 */
export interface LeafCondition {
  fact: Name;
  path?: DottedPath;
  operator:
    | "equal"
    | "notEqual"
    | "lessThan"
    | "lessThanInclusive"
    | "greaterThan"
    | "greaterThanInclusive"
    | "in"
    | "notIn"
    | "contains"
    | "doesNotContain"
    | "startsWith"
    | "endsWith";
  value: (string | number | boolean | null) | (string | number | boolean | null)[] | FactReference;
}
/**
 * Compare against another fact's value, e.g. `{fact: config, path: promoteThreshold}`.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "factReference".
 */
export interface FactReference {
  fact: Name;
  path?: DottedPath;
}

// diff.schema.json
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "rejection".
 */
export type Rejection = Rejection1 & Rejection2;
export type Rejection1 = {
  [k: string]: unknown | undefined;
};
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "traceEntry".
 */
export type TraceEntry = TraceEntry1 & TraceEntry2;
export type TraceEntry1 = {
  [k: string]: unknown | undefined;
};

/**
 * What `brain consolidate --propose` wants to change in the profile, and why. Applied only by `brain consolidate --apply --confirm`.
 */
export interface ProfileDiff {
  /**
   * sha256 of the canonical JSON of this diff without its `id` (see docs/consolidation-loop.md).
   */
  id: string;
  /**
   * What the diff's fields mean, as a number raised whenever a diff of the earlier format would be read differently or re-derived differently (docs/consolidation-loop.md). Absent from diffs written before the number existed, which are format 1. Apply refuses a diff of another format than brain writes as stale; explain and --what-if read archived diffs of every format.
   */
  format?: number;
  /**
   * sha256 of the profile.md bytes the diff was proposed against.
   */
  base: string;
  today: string;
  rules: RuleFileRef[];
  config: ResolvedConfig;
  /**
   * The Unicode version of the UTS #39 confusables data the look-alike checks used (docs/security.md). A diff without it, or of another version, is stale at apply.
   */
  confusables?: string;
  candidates: CandidatesRef;
  records?: RecordsRef;
  additions: Addition[];
  evidenceBumps: EvidenceBump[];
  promotions: Promotion[];
  conflicts: Conflict[];
  supersedes: Supersede[];
  staleFlags: StaleFlag[];
  retirements?: Retirement[];
  resolutions?: Resolution[];
  rejected: Rejection[];
  duplicates: Duplicate[];
  /**
   * The operator declined these candidates (brain decline / brain review); each is rejected by the rule decline-by-operator and remembered once applied.
   */
  declined?: Decline[];
  /**
   * Candidates that match a remembered decline (brain declined); apply is stale when the remembered list now gives different matches.
   */
  declined_matches?: DeclinedMatch[];
  agent_written?: AgentWritten;
  warnings: Warning[];
  trace: TraceEntry[];
}
export interface RuleFileRef {
  file: string;
  scope: "candidate" | "fact";
  version: number;
  sha256: string;
}
/**
 * The config the diff was proposed with, every default filled in.
 *
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "resolvedConfig".
 */
export interface ResolvedConfig {
  promoteThreshold: number;
  decayDays: number;
  staticDecayDays?: number | null;
  /**
   * @minItems 1
   */
  learnFrom: ("published" | "human")[];
  nudge: ResolvedNudge;
  rules: string | null;
  /**
   * Evidence must name a record that was ingested (`<tributary>:<id>`) with the candidate's provenance, or be the operator's own `human:<label>` statement. Off only on purpose (e.g. a bench).
   */
  requireKnownSources?: boolean;
  /**
   * Every candidate citing a record must carry a quote from it.
   */
  requireQuotes?: boolean;
  /**
   * Normalized alias key → the normalized key it is filed under.
   */
  keyAliases?: {
    [k: string]: string | undefined;
  };
  /**
   * Keys whose values are members of a set (languages, skills): a new value is an addition, never a conflict. Normalized keys (lower case, `-` between words, as `brain show` prints them).
   */
  multiValued?: string[];
  /**
   * Provenances allowed to retire a fact. `ai-draft` can never be listed.
   */
  retireFrom?: ("published" | "human")[];
}
export interface ResolvedNudge {
  minNewPublished: number;
  minDaysSinceRun: number;
}
export interface CandidatesRef {
  sha256: string;
  count: number;
  /**
   * sha256 of the archived operator decisions (brain/decisions/<sha256>.json) this diff was proposed with; absent when there are none.
   */
  decisions?: string;
}
/**
 * The records the batch was proposed against: `through` is the newest ingested_at included (null when none), `published` the number of published records at or before it, `sha256` the digest of the sorted `<tributary>:<id>:<provenance>` list, `new` the records this apply marks read (ingested after the cursor in force, at or before `through`; absent from diffs written by an earlier version, which are stale) (docs/consolidation-loop.md).
 */
export interface RecordsRef {
  through: string | null;
  published: number;
  sha256: string;
  new?: NewRecords;
}
/**
 * The records this apply marks read: their number and sorted `<tributary>:<id>`; `agent_written` those of them an agent stored through the MCP server (`ingested_by: mcp`), absent when none (docs/mcp.md). `agent_ingested` is the same list as diffs written by earlier versions named it.
 */
export interface NewRecords {
  count: number;
  ids: string[];
  /**
   * @minItems 1
   */
  agent_written?: string[];
  /**
   * The earlier name of `agent_written` (diffs written by earlier versions; a pending diff that has it is stale).
   *
   * @minItems 1
   */
  agent_ingested?: string[];
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "addition".
 */
export interface Addition {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  id: string;
  key: string;
  value: string;
  provenance: "published" | "human";
  source: string;
  observed_date: string;
  /**
   * Present when the new fact is a conflicting further value of its key (see the key's entry in `conflicts`).
   */
  conflict?: true;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "evidenceBump".
 */
export interface EvidenceBump {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  id: string;
  key: string;
  value: string;
  provenance: "published" | "human";
  source: string;
  observed_date: string;
  evidence_before: number;
  evidence_after: number;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "promotion".
 */
export interface Promotion {
  id: string;
  key: string;
  value: string;
  evidence_count: number;
  /**
   * Independent observations (each cited record once, all human:<label> statements together once), present only where it differs from evidence_count.
   */
  independent_evidence?: number;
}
/**
 * One entry per key that collected a conflicting value in this batch.
 *
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "conflict".
 */
export interface Conflict {
  key: string;
  /**
   * The key's active observed facts just before its first conflict in this batch.
   *
   * @minItems 1
   */
  existing: FactRef[];
  /**
   * The conflicting values this batch added, in candidate order.
   *
   * @minItems 1
   */
  incoming: IncomingRef[];
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "factRef".
 */
export interface FactRef {
  id: string;
  value: string;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "incomingRef".
 */
export interface IncomingRef {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  id: string;
  value: string;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "supersede".
 */
export interface Supersede {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  key: string;
  old: SupersededFact;
  winner: SupersedingFact;
  merged?: MergedFact;
}
export interface SupersededFact {
  id: string;
  archived_id: string;
  value: string;
}
export interface SupersedingFact {
  id: string;
  value: string;
  provenance: "published" | "human";
  source: string;
  observed_date: string;
}
/**
 * Present when another active fact already held the winning value (a conflict resolved): it is marked superseded by the winner, which takes over its value and sources.
 */
export interface MergedFact {
  id: string;
  value: string;
  evidence_before: number;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "staleFlag".
 */
export interface StaleFlag {
  id: string;
  key: string;
  value: string;
  last_seen: string;
  days_since_seen: number;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "retirement".
 */
export interface Retirement {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  /**
   * The retired fact's id (kept).
   */
  id: string;
  key: string;
  /**
   * The retired fact's value.
   */
  value: string;
  reason: string;
  source: string;
  observed_date: string;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "resolution".
 */
export interface Resolution {
  candidate: number;
  key: string;
  kept: KeptFact;
  superseded: ResolvedAway[];
  reason?: string;
  source: string;
  observed_date: string;
}
export interface KeptFact {
  id: string;
  value: string;
}
/**
 * An active value of the key archived as superseded by the kept fact; it keeps its id.
 */
export interface ResolvedAway {
  id: string;
  value: string;
}
export interface Rejection2 {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  key: string;
  /**
   * The candidate's value (absent for a retire or resolve candidate).
   */
  value?: string;
  provenance: "human" | "published" | "ai-draft";
  source: string;
  rule: string;
  /**
   * For a rejected retire candidate: the id it named.
   */
  retires?: string;
  /**
   * The deciding rule's event.params.reason, when it has one.
   */
  reason?: string;
  /**
   * The fact a rejected resolve candidate named.
   */
  keeps?: string;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "duplicate".
 */
export interface Duplicate {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate: number;
  id: string;
  key: string;
  value: string;
  source: string;
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "decline".
 */
export interface Decline {
  /**
   * Index of the declined candidate in the batch (a later candidate with the same normalized key and value is covered by the same decline).
   */
  candidate: number;
  reason?: string;
  remember?: RememberedDecline;
  /**
   * Present when the decline was made over MCP (an agent's decline tool call), not at the command line: listed as "declined over MCP".
   */
  by?: "mcp";
}
/**
 * What a decline is remembered as: a declined addition or conflict as its normalized key and value, a declined bump as key, value and source, a declined retirement as the `retires` id (and its key).
 *
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "rememberedDecline".
 */
export interface RememberedDecline {
  key: string;
  /**
   * The normalized value.
   */
  value?: string;
  source?: string;
  retires?: string;
  /**
   * Present when the decline was made over MCP (an agent's decline tool call), not at the command line: listed as "declined over MCP".
   */
  by?: "mcp";
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "declinedMatch".
 */
export interface DeclinedMatch {
  candidate: number;
  match: RememberedDecline;
}
/**
 * What rests on what an agent wrote (docs/security.md): the candidates whose source is a record an agent stored through the MCP server (`ingested_by: mcp`) or that an MCP tool added (origin `agent`), and the promotions of facts with such a source. Absent when none; the review marks each one "agent-written".
 */
export interface AgentWritten {
  candidates: number[];
  promotions: string[];
}
/**
 * This interface was referenced by `ProfileDiff`'s JSON-Schema
 * via the `definition` "warning".
 */
export interface Warning {
  /**
   * Index of the candidate in the candidates file; absent for a warning about the whole batch (e.g. a --today earlier than the last apply's).
   */
  candidate?: number;
  message: string;
}
export interface TraceEntry2 {
  /**
   * Index of the candidate in the candidates file.
   */
  candidate?: number;
  fact?: string;
  rule: string;
  outcome:
    | "reject"
    | "add"
    | "bump"
    | "duplicate"
    | "conflict"
    | "supersede"
    | "retire"
    | "promote"
    | "decay-flag"
    | "resolve";
  /**
   * The rule file the deciding rule is in.
   */
  file?: string;
  /**
   * The deciding rule's event.params.reason, when it has one.
   */
  reason?: string;
  /**
   * Who put the candidate in the batch when not a candidates file or MCP propose (origin `session`, then absent): `operator` (brain retire / resolve at the command line) or `agent` (an MCP tool). Kept in the batch's decisions and re-derived by apply.
   */
  origin?: "operator" | "agent";
  /**
   * The candidate's quote of the record it cites, as given; absent when it gave none.
   */
  quote?: string;
  /**
   * Whether that quote occurs in the cited record (the rule fact candidate.quoteFound); absent when it is null (no quote, or a human:<label> source).
   */
  quote_found?: boolean;
  /**
   * The candidate's normalized key when the config's keyAliases filed it under the entry's key (`role` for `role → job-title`); absent otherwise.
   */
  key_alias?: string;
  /**
   * For a value candidate whose key has no active fact: an active key of the profile that is nearly the same (the rule fact candidate.similarKey); absent when there is none.
   */
  similar_key?: string;
}

// profile.schema.json
/**
 * This interface was referenced by `Profile`'s JSON-Schema
 * via the `definition` "fact".
 */
export type Fact = Fact1;

/**
 * The profile as printed by `brain show --json`: every fact of brain/profile.md, static layer first.
 */
export interface Profile {
  facts: Fact[];
  /**
   * What `brain show --json` would otherwise have printed on stderr (every --json document carries them; see docs/cli.md). Not part of the profile.
   */
  warnings?: string[];
  /**
   * `brain show --json` only: fact id → those of its sources that are agent-written records (stored by an agent through brain's MCP server, `ingested_by: mcp`); only facts that have some, absent when none.
   */
  agent_written?: {
    /**
     * @minItems 1
     */
    [k: string]: string[] | undefined;
  };
  /**
   * `brain show --json` only: the ids of the facts shown that a hand edit added or changed and `brain adopt` adopted (an adopt not rolled back); absent when none.
   *
   * @minItems 1
   */
  hand_edited?: string[];
}
export interface Fact1 {
  /**
   * Stable id: mintEntityId({kind, key}) for a key's primary fact; distinct deterministic ids for a conflict's second value and for archived facts.
   */
  id: string;
  /**
   * `observed` = learned by consolidation; `profile-field` = folded seed from `brain init --from` (never changed by consolidation).
   */
  kind: "observed" | "profile-field";
  layer: "static" | "dynamic";
  /**
   * Normalized key.
   */
  key: string;
  /**
   * The value as first observed.
   */
  value: string;
  /**
   * The strongest provenance seen (published > human).
   */
  provenance: "published" | "human";
  /**
   * Distinct sources that evidenced this fact, in order seen.
   *
   * @minItems 1
   */
  sources: string[];
  first_seen: string;
  last_seen: string;
  /**
   * Number of distinct sources (= sources.length).
   */
  evidence_count: number;
  /**
   * `active`; `superseded` (replaced by a later value, kept and marked); `retired` (stopped being true, kept and marked).
   */
  status: "active" | "superseded" | "retired";
  /**
   * Only on superseded facts: the winner's id.
   */
  superseded_by?: string;
  /**
   * Only on superseded facts: the winning candidate's observed_date.
   */
  superseded_on?: string;
  /**
   * Only on retired facts: the retiring candidate's observed_date.
   */
  retired_on?: string;
  /**
   * Only on retired facts: the reason the retire candidate gave.
   */
  retired_reason?: string;
}

// fields.schema.json
/**
 * This interface was referenced by `ProfileFields`'s JSON-Schema
 * via the `definition` "scalar".
 */
export type Scalar = string | number | boolean;

/**
 * The YAML map folded in by `brain init --from <fields.yaml>`: field name → a single-line value, or a list of them. Each becomes a static `profile-field` fact with provenance `human`.
 */
export interface ProfileFields {
  [k: string]: Scalar | Scalar[] | undefined;
}

// rule-tests.schema.json
/**
 * This interface was referenced by `RuleTestFile`'s JSON-Schema
 * via the `definition` "ruleTestRecord".
 */
export type RuleTestRecord =
  | string
  | {
      source: string;
      /**
       * The record's own provenance. Default: that of the candidate or fact citing it.
       */
      provenance?: "published" | "human" | "ai-draft";
      /**
       * The record's body, which candidates' quotes are looked for in. Default: empty (no quote is found).
       */
      text?: string;
    };
/**
 * What one candidate (by index) or one profile fact (`@label` or id) is expected to get. A fact's outcome is promote, decay-flag or none.
 *
 * This interface was referenced by `RuleTestFile`'s JSON-Schema
 * via the `definition` "ruleTestExpectation".
 */
export type RuleTestExpectation = RuleTestExpectation1 & RuleTestExpectation2;
export type RuleTestExpectation1 = {
  [k: string]: unknown | undefined;
};

/**
 * A `*.test.yaml` file beside rule files, run by `brain rules --test`: each test is a small profile and batch, proposed with the loaded rules, and the outcomes it expects (docs/rules.md).
 */
export interface RuleTestFile {
  version: 1;
  description?: string;
  /**
   * @minItems 1
   */
  tests: RuleTest[];
}
/**
 * This interface was referenced by `RuleTestFile`'s JSON-Schema
 * via the `definition` "ruleTest".
 */
export interface RuleTest {
  name: string;
  /**
   * The batch's date (default: --today).
   */
  today?: string;
  /**
   * Overrides of the default config (never the operator's), valid against config.schema.json.
   */
  config?: {};
  /**
   * The ingested records the batch may cite: a source, or `{source, provenance?, text?}` (`text`: the record's body, for quotes). Default: every `<tributary>:<id>` source named in the test, with the provenance of the candidate or fact citing it, and no text.
   */
  records?: RuleTestRecord[];
  /**
   * The facts before the batch.
   */
  profile?: RuleTestFact[];
  /**
   * The batch, valid against candidates.schema.json; `supersedes` (and `retires`, `keeps`) may name a profile fact as `@label`.
   */
  candidates?: {}[];
  /**
   * The operator's declines for this batch (as `brain decline` records them): candidate index and optional reason.
   */
  declined?: {
    candidate: number;
    reason?: string;
  }[];
  /**
   * Remembered declines (as `brain declined` lists them): key and value, plus the source for a declined bump.
   */
  previouslyDeclined?: {
    key: string;
    value: string;
    source?: string;
  }[];
  /**
   * @minItems 1
   */
  expect: RuleTestExpectation[];
}
/**
 * A profile fact. Omitted fields: observed, dynamic, active, dates = today, provenance human when every source is `human:…` (else published), a minted id.
 *
 * This interface was referenced by `RuleTestFile`'s JSON-Schema
 * via the `definition` "ruleTestFact".
 */
export interface RuleTestFact {
  /**
   * Names the fact as `@label` in candidates and expectations.
   */
  label?: string;
  id?: string;
  key: string;
  value: string;
  /**
   * @minItems 1
   */
  sources: string[];
  kind?: "observed" | "profile-field";
  layer?: "static" | "dynamic";
  status?: "active" | "superseded";
  provenance?: "published" | "human";
  first_seen?: string;
  last_seen?: string;
}
export interface RuleTestExpectation2 {
  candidate?: number;
  fact?: string;
  outcome: string;
  rule?: string;
}
