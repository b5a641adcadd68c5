/**
 * `brain decline <n…> [--reason]`: the operator says no to some candidates of the pending batch.
 * The batch is proposed again with those candidates declined (the shipped rule
 * `decline-by-operator` rejects them with the reason); the decisions add up over calls, are
 * archived beside the batch (brain/decisions/) and named in the diff, and apply re-derives them.
 * The pending diff's `today` and `records.through` are kept: a decline reads nothing new.
 *
 * The pending batch is read and proposed again under the data dir's write lock, and "already
 * applied" is checked under it: of two declines at once each sees the other's, and a decline that
 * races an apply never reports a candidate declined that was applied. `expectedId` pins the diff
 * whose review numbered the candidates.
 */
import { DECLINED_OVER_MCP } from "../core/agent-written.js";
import { UsageError } from "../core/errors.js";
import { isExpectedId, unexpectedDiff } from "../core/expected-id.js";
import type { DeclinedBy } from "../core/origin.js";
import type { ProfileDiff } from "../core/schema-types.js";
import { canonicalDeclines, type OperatorDecline } from "../diff/propose-diff.js";
import { checkWriterToday } from "../io/profile-commit.js";
import { VALUE_FORBIDDEN_CHAR } from "../core/visible-text.js";
import type { Lock } from "../io/lock.js";
import { lockForWrite } from "../io/profile-commit.js";
import { checkFlagText } from "./retire.js";
import type { UseCaseOptions } from "./options.js";
import { readPending } from "./pending-batch.js";
import { loadProposeSetup, type ProposedOutcome, type ProposeSetup, proposeHeld } from "./propose.js";

export type { OperatorDecline };

export interface DeclineOptions extends UseCaseOptions {
  /** 0-based indexes of candidates of the pending batch, as the review shows them. */
  indexes: readonly number[];
  /** Why (one line); kept in the diff, the rejection and the remembered decline. */
  reason?: string;
  /** More declines, each with its own reason (brain review's answers). */
  decisions?: readonly OperatorDecline[];
  /** Candidates whose earlier decline the operator takes back (brain review's `a` on a declined candidate). */
  withdraw?: readonly number[];
  /**
   * The id of the pending diff whose review numbered these candidates (`--expect`, the full id or a
   * prefix of at least 12 hex; the id `brain review` showed): any other pending diff is refused
   * (exit 4) and nothing is declined.
   */
  expectedId?: string;
  /** `mcp`: the declines come through the MCP decline tool, an agent's call; listed as "declined over MCP". */
  by?: DeclinedBy;
}

/** A candidate whose outcome changed with this decline (a decline can change what later candidates of the batch get). */
interface OutcomeChange {
  candidate: number;
  from: { outcome: string; rule: string };
  to: { outcome: string; rule: string };
}

export interface DeclinedOutcome extends ProposedOutcome {
  /** Every decision on the batch now, this call's and earlier ones'. */
  declined: OperatorDecline[];
  /** Candidates whose outcome or deciding rule changed, by index. */
  changed: OutcomeChange[];
}

/** Outcome and rule of each candidate in a diff's trace. */
function outcomes(diff: ProfileDiff): Map<number, { outcome: string; rule: string }> {
  const m = new Map<number, { outcome: string; rule: string }>();
  for (const t of diff.trace) if (t.candidate !== undefined) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}

export async function decline(o: DeclineOptions): Promise<DeclinedOutcome> {
  // A writer given a far --today refuses it, though a decline keeps the pending diff's day.
  checkWriterToday(o);
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  if (o.indexes.length === 0 && more.length === 0 && withdraw.size === 0) {
    throw new UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  }
  if (o.reason !== undefined) checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== undefined) checkFlagText("reason", d.reason, 500, VALUE_FORBIDDEN_CHAR);
  const setup = loadProposeSetup(o);
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    return await declineHeld(lock, o, setup);
  } finally {
    lock.release();
  }
}

async function declineHeld(lock: Lock, o: DeclineOptions, setup: ProposeSetup): Promise<DeclinedOutcome> {
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  const pending = readPending(o);
  if (o.expectedId !== undefined && !isExpectedId(pending.diff.id, o.expectedId)) {
    throw unexpectedDiff(o.paths.pendingJson, pending.diff.id, o.expectedId, "nothing was declined");
  }
  const count = pending.batch.length;
  for (const n of [...o.indexes, ...more.map((d) => d.candidate)]) {
    if (!Number.isInteger(n) || n < 0 || n >= count) {
      throw new UsageError(`decline: candidate ${String(n)} is not in the pending batch, which has candidates 0–${count - 1} (${count})`);
    }
  }
  for (const n of withdraw) {
    if (!pending.declined.some((d) => d.candidate === n))
      throw new UsageError(`decline: candidate ${String(n)} is not declined, so there is no decline to withdraw`);
  }
  const by = o.by === undefined ? {} : { by: o.by };
  const added = o.indexes.map((candidate) => ({ candidate, ...(o.reason === undefined ? {} : { reason: o.reason }), ...by }));
  const kept = pending.declined.filter((d) => !withdraw.has(d.candidate));
  const declined = canonicalDeclines([...kept, ...added, ...more.map((d) => ({ ...d, ...by }))]);
  const { outcome: r, diff } = await proposeHeld(
    lock,
    {
      ...o,
      // The pending diff's day and records cursor: a decline reads nothing new.
      today: pending.diff.today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)})`,
      declined,
      origins: pending.origins,
    },
    setup,
    pending.batch,
  );
  const before = outcomes(pending.diff);
  const after = outcomes(diff);
  const changed: OutcomeChange[] = [];
  for (const [candidate, to] of after) {
    const from = before.get(candidate);
    if (from && (from.outcome !== to.outcome || from.rule !== to.rule)) changed.push({ candidate, from, to });
  }
  return { ...r, declined, changed };
}

/** The readable lines after the proposal's own: what changed with the decline. */
export function declineText(r: DeclinedOutcome): string[] {
  const lines = [
    r.declined.length === 0
      ? "No candidate is declined now."
      : `Declined: ${r.declined.map((d) => `#${d.candidate}${d.reason ? ` (${d.reason})` : ""}${d.by === "mcp" ? ` [${DECLINED_OVER_MCP}]` : ""}`).join(", ")}.`,
  ];
  if (r.changed.length === 0) lines.push("No other outcome changed.");
  for (const c of r.changed) lines.push(`  #${c.candidate}: ${c.from.outcome} (${c.from.rule}) → ${c.to.outcome} (${c.to.rule})`);
  return lines;
}
