/** The events `explain` tells a fact's life with (src/diff/explain-fact.ts replays them, the outcome table writes them). */

/**
 * What happened to the fact. `reject` and `decline` (a rejection by the operator's remembered
 * decline) are candidates about the fact that changed nothing. `forget` is the operator forgetting
 * a remembered decline about it (brain declined --forget). `adopt` is a hand edit of the fact that
 * the operator adopted (brain adopt): `reason` says what the edit did.
 */
type ExplainOp =
  | "seed"
  | "add"
  | "bump"
  | "duplicate"
  | "conflict"
  | "conflicted"
  | "promote"
  | "stale-flag"
  | "supersede"
  | "superseded"
  | "merge"
  | "retire"
  | "resolve"
  | "forget"
  | "reject"
  | "decline"
  | "adopt";

export interface ExplainEvent {
  /** When the apply (or the forget) ran (ISO 8601); null for a seed, which comes from the profile itself. */
  at: string | null;
  /** The applied diff's id; null for a seed, a forget and an adopt. */
  diff: string | null;
  /** The diff's `today` (for a seed: its first_seen; for a forget: the forget's today). */
  today: string;
  op: ExplainOp;
  /** The id the fact had when this happened. */
  id: string;
  value: string;
  rule: string | null;
  file: string | null;
  version: number | null;
  candidate: number | null;
  source: string | null;
  observed_date: string | null;
  /** The candidate's quote of the record it cited (for a conflicted fact: the incoming side's), when it gave one. */
  quote?: string;
  /** Whether that quote was found in the record (absent: not checked, a `human:<label>` source). */
  quote_found?: boolean;
  /** For supersede / superseded / merge: the other fact involved. */
  other?: { id: string; value: string };
  /** For conflict / conflicted: the other side, the key's other values in that conflict. */
  others?: { id: string; value: string }[];
  /** For retire: the stated reason; for a refused attempt: the rule's reason, when it gave one. */
  reason?: string;
  /**
   * For a refused attempt: what the candidate tried (`retire`, or `value` for a value of the fact's
   * key); for a forget: what the forgotten decline was of.
   */
  attempted?: "retire" | "value";
}
