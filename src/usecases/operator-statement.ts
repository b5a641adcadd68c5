/**
 * The operator's statements at the command line (`brain retire`, `brain resolve`, `brain set`, and
 * the MCP retire and resolve tools) join the one pending batch: while a pending diff exists and is
 * not applied, their candidates are added to the end of its batch and the batch is proposed again,
 * keeping its earlier indexes, declines, origins, `records.through` and `today` (the new
 * candidates are observed on that `today`). `fresh` (`--new`) starts a batch of their own instead
 * and says what it drops. With no pending batch they propose one of their own, which reads no
 * record (the cursor in force). Everything is classified against the applied profile, and all of it
 * happens under the write lock the caller holds.
 */
import type { Candidate } from "../core/schema-types.js";
import type { Origin } from "../core/origin.js";
import { type CandidateOrigin, originOfAll } from "../diff/decisions.js";
import type { Lock } from "../io/lock.js";
import { unappliedPending } from "./pending-batch.js";
import type { UseCaseOptions } from "./options.js";
import { type ProposedOutcome, type ProposeSetup, proposeHeld } from "./propose.js";

export interface StatementOptions extends UseCaseOptions {
  /** `--new`: start a fresh batch instead of adding to the pending one (whose candidates are dropped, and said so). */
  fresh?: boolean;
}

export interface StatementOutcome extends ProposedOutcome {
  /** The indexes this statement's candidates have in the batch proposed (the ones `brain decline` takes). */
  added: number[];
  /** The pending batch the candidates were added to: its diff id and how many candidates and declines it kept. */
  joined?: { id: string; kept: number; declined: number };
  /** With `fresh`: the unapplied pending batch this one replaced, and what it held. */
  dropped?: { id: string; candidates: number; declined: number };
}

/**
 * Proposes the statement's candidates (built for the day they are observed on: the pending batch's
 * `today`, or the caller's) with the pending batch or on their own. `label` names them in messages.
 */
export async function proposeStatement(
  lock: Lock,
  o: StatementOptions,
  setup: ProposeSetup,
  statement: { label: string; origin: Exclude<Origin, "session">; candidates: (today: string) => Candidate[] },
): Promise<StatementOutcome> {
  const pending = unappliedPending(o);
  if (pending === undefined || o.fresh === true) {
    const candidates = statement.candidates(o.today);
    const proposal = { ...o, candidatesFile: statement.label, keepCursor: true, origins: originOfAll(statement.origin, candidates.length) };
    const { outcome } = await proposeHeld(lock, proposal, setup, candidates);
    const dropped = pending && { id: pending.diff.id, candidates: pending.batch.length, declined: pending.declined.length };
    return { ...outcome, added: candidates.map((_, i) => i), ...(dropped ? { dropped } : {}) };
  }
  const today = pending.diff.today;
  const candidates = statement.candidates(today);
  const first = pending.batch.length;
  const origins: CandidateOrigin[] = [
    ...pending.origins,
    ...originOfAll(statement.origin, candidates.length).map((x) => ({ ...x, candidate: x.candidate + first })),
  ];
  const { outcome } = await proposeHeld(
    lock,
    {
      ...o,
      // The pending batch's day and records cursor: a statement reads nothing new.
      today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)}) and ${statement.label}`,
      declined: pending.declined,
      origins,
    },
    setup,
    [...pending.batch, ...candidates],
  );
  return {
    ...outcome,
    added: candidates.map((_, i) => first + i),
    joined: { id: pending.diff.id, kept: first, declined: pending.declined.length },
  };
}

/** The lines after the proposal's own: which batch the statement joined or dropped, and its indexes. */
export function statementText(r: StatementOutcome): string[] {
  const indexes = r.added.map((n) => `#${n}`).join(", ");
  if (r.joined) {
    return [
      `Added ${indexes} to the pending batch (diff ${r.joined.id.slice(0, 12)}): its ${r.joined.kept} earlier candidate(s) keep their indexes` +
        `${r.joined.declined > 0 ? ` and ${r.joined.declined} decline(s) stand` : ""}. Pass --new to start a fresh batch instead.`,
    ];
  }
  if (r.dropped) {
    return [
      `Started a fresh batch (--new): dropped the pending batch of diff ${r.dropped.id.slice(0, 12)}, its ${r.dropped.candidates} candidate(s)` +
        `${r.dropped.declined > 0 ? ` and ${r.dropped.declined} decline(s)` : ""}, none of it applied.`,
    ];
  }
  return [`Proposed ${indexes} as a batch of its own.`];
}
