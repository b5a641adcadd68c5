/**
 * A new `--propose` (or MCP `propose`) while a batch is pending replaces the session's candidates,
 * but not the operator's word on that batch: its candidates of origin `operator` (`brain retire`,
 * `resolve`, `set`) are carried over to the end of the new batch, and its declines are carried over
 * to every candidate of the new batch with the same normalized key and value (a retire: the same
 * `retires` id; a resolve: the same `keeps` id). The review lists what was carried over.
 */
import { normalizeKey, normalizeValue } from "../core/normalize.js";
import type { Candidate } from "../core/schema-types.js";
import type { CandidateOrigin } from "../diff/decisions.js";
import type { OperatorDecline } from "../diff/propose-diff.js";
import type { PendingBatch } from "./pending-batch.js";

/** What a proposal carried over from the pending batch it replaced. */
export interface CarriedOver {
  /** The replaced pending diff's id. */
  from: string;
  /** Indexes, in the new batch, of the operator's candidates carried over. */
  candidates: number[];
  /** Indexes, in the new batch, of the candidates declined because the operator declined the same key and value. */
  declined: number[];
}

/** The key a decline is matched by: normalized key and value, or the fact a retire or resolve names. */
function declineKey(c: Candidate): string {
  const key = normalizeKey(c.key);
  if ("retires" in c && c.retires !== undefined) return `${key}\0retires\0${c.retires}`;
  if ("keeps" in c && c.keeps !== undefined) return `${key}\0keeps\0${c.keeps}`;
  return `${key}\0${normalizeValue((c as { value: string }).value)}`;
}

/** The new batch with the pending batch's operator candidates and declines carried over; undefined when there is nothing to carry. */
export function carryOver(
  pending: PendingBatch,
  candidates: readonly Candidate[],
  origins: readonly CandidateOrigin[],
): { candidates: Candidate[]; origins: CandidateOrigin[]; declined: OperatorDecline[]; carried: CarriedOver } | undefined {
  const operator = pending.origins.filter((o) => o.origin === "operator").map((o) => o.candidate);
  if (operator.length === 0 && pending.declined.length === 0) return undefined;
  const batch = [...candidates, ...operator.map((i) => pending.batch[i]!)];
  const carriedAt = operator.map((_, k) => candidates.length + k);
  const byKey = new Map<string, OperatorDecline>();
  for (const d of pending.declined) {
    const c = pending.batch[d.candidate];
    if (c !== undefined && !byKey.has(declineKey(c))) byKey.set(declineKey(c), d);
  }
  const declined: OperatorDecline[] = [];
  batch.forEach((c, i) => {
    const d = byKey.get(declineKey(c));
    if (d) declined.push({ ...d, candidate: i });
  });
  return {
    candidates: batch,
    origins: [...origins, ...carriedAt.map((candidate) => ({ candidate, origin: "operator" as const }))],
    declined,
    carried: { from: pending.diff.id, candidates: carriedAt, declined: declined.map((d) => d.candidate) },
  };
}
