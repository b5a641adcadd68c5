/**
 * The pending batch: the pending diff, the candidates it was proposed from and the operator's
 * decisions on them (declines, who put which candidate in). Read by the writers of the pending
 * batch (decline, review, an operator statement) and by propose, which carries the operator's word
 * over to the batch that replaces it.
 */
import { NotFoundError, RefusedError } from "../core/errors.js";
import type { Candidate, ProfileDiff } from "../core/schema-types.js";
import type { CandidateOrigin } from "../diff/decisions.js";
import type { OperatorDecline } from "../diff/propose-diff.js";
import { readBatch, readDecisions } from "../io/archive.js";
import type { Layout } from "../io/data-dir.js";
import { diffMayNameDecisions, readDiffFile } from "../io/diff-file.js";
import { pathExists } from "../io/file-status.js";
import { effectiveApplies, readHistory } from "../io/history.js";
import type { UseCaseOptions } from "./options.js";

/** The pending batch as it is now: its diff, its candidates, and the decisions kept with it. */
export interface PendingBatch {
  diff: ProfileDiff;
  batch: Candidate[];
  declined: OperatorDecline[];
  origins: CandidateOrigin[];
}

type Decisions = Pick<PendingBatch, "declined" | "origins">;

/**
 * The pending diff and its batch and decisions, or an error saying why there is nothing to decline.
 * A writer calls it under the write lock, so "already applied" is judged there too.
 */
export function readPending(o: UseCaseOptions): PendingBatch {
  const layout = o.paths;
  if (!pathExists(layout.pendingJson)) {
    throw new NotFoundError(layout.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = readDiffFile(layout.pendingJson);
  if (isApplied(layout, diff)) {
    throw new RefusedError(
      `${layout.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`,
    );
  }
  return { diff, batch: batchOf(layout, diff), ...decisionsOf(layout, diff) };
}

/** The pending batch, or undefined when there is none or it was applied. */
export function unappliedPending(o: UseCaseOptions): PendingBatch | undefined {
  const diff = unappliedDiff(o.paths);
  return diff && { diff, batch: batchOf(o.paths, diff), ...decisionsOf(o.paths, diff) };
}

/**
 * The pending batch when it is unapplied and holds something a new proposal carries over (the
 * operator's own candidates or declines, src/usecases/carry-over.ts), else undefined. The batch
 * itself, as large as the proposal, is read only then: a propose after an unapplied session batch
 * reads the decisions, not 100k archived candidates; one whose file holds no `"decisions"` is not
 * read as a diff at all (diffMayNameDecisions).
 */
export function pendingToCarry(o: UseCaseOptions): PendingBatch | undefined {
  if (!diffMayNameDecisions(o.paths.pendingJson)) return undefined;
  const diff = unappliedDiff(o.paths);
  if (diff === undefined) return undefined;
  const decisions = decisionsOf(o.paths, diff);
  if (decisions.declined.length === 0 && !decisions.origins.some((x) => x.origin === "operator")) return undefined;
  return { diff, batch: batchOf(o.paths, diff), ...decisions };
}

function unappliedDiff(layout: Layout): ProfileDiff | undefined {
  if (!pathExists(layout.pendingJson)) return undefined;
  const diff = readDiffFile(layout.pendingJson);
  return isApplied(layout, diff) ? undefined : diff;
}

function isApplied(layout: Layout, diff: ProfileDiff): boolean {
  return effectiveApplies(readHistory(layout.history)).some((e) => e.diff === diff.id);
}

function batchOf(layout: Layout, diff: ProfileDiff): Candidate[] {
  const batch = readBatch(layout, diff.candidates.sha256);
  if (!batch) throw new NotFoundError(`${layout.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  return batch;
}

function decisionsOf(layout: Layout, diff: ProfileDiff): Decisions {
  if (diff.candidates.decisions === undefined) return { declined: [], origins: [] };
  const decisions = readDecisions(layout, diff.candidates.decisions);
  if (!decisions) throw new NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return decisions;
}
