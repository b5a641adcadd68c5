/**
 * Propose: validate a candidates batch, classify it with the loaded rules against the profile and
 * the ingested records, archive the batch and write brain/pending-diff.{json,md}. Never touches
 * profile.md. Everything from the history to the pending diff is read and written under the data
 * dir's write lock; `proposeHeld` lets a writer of the pending batch (decline, retire, resolve)
 * read what it proposes under that same lock, so two of them never lose each other's work.
 */
import { resolve } from "node:path";
import { UsageError } from "../core/errors.js";
import type { Candidate, ProfileDiff } from "../core/schema-types.js";
import { type CandidateOrigin, canonicalOrigins } from "../diff/decisions.js";
import { operationCounts, isEmptyDiff, summarizeDiff } from "../diff/operations.js";
import { canonicalDeclines, deriveDiff, type DiffBody, type OperatorDecline, type ProposeInput, quotedSources } from "../diff/propose-diff.js";
import type { RuleSet } from "../rules/rule-set.js";
import { operatorReasons, writeDiffMarkdown } from "../diff/render-diff-md.js";
import { archiveDecisions, batchPath, stageBatch } from "../io/archive.js";
import { commitStagedTogether, discardStaged, type StagedFile, stageStream } from "../io/atomic-write.js";
import { stageDiffFile } from "../io/diff-file.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { effectiveApplies, newSince, readHistory, rememberedDeclines } from "../io/history.js";
import type { Lock } from "../io/lock.js";
import { lockForWrite } from "../io/profile-commit.js";
import { readProfile } from "../io/profile-store.js";
import { checkCandidates, readCandidates } from "../io/read-candidates.js";
import { isIngestedAt, recordsView, type SkippedRecord } from "../io/records.js";
import { proposeOverEditWarning } from "./hand-edit.js";
import { applyCommand as pinnedApplyCommand, ruleSetLabel, type UseCaseOptions } from "./options.js";
import { type CarriedOver, carryOver } from "./carry-over.js";
import { pendingToCarry } from "./pending-batch.js";

export interface ProposeOptions extends UseCaseOptions {
  /** The candidates file, or the label of `candidates` in messages. */
  candidatesFile: string;
  /** A batch already in memory (an MCP argument, a retire batch): validated exactly like a file. */
  candidates?: unknown;
  /**
   * Only records ingested at or before this `ingested_at` are read (gather --limit paging); one
   * later than the newest record present is refused. Absent: every record present is read.
   */
  through?: string;
  /**
   * Read no record beyond the cursor in force (the last un-rolled-back apply's records.through):
   * retire and other statements of the operator mark nothing read.
   */
  keepCursor?: boolean;
  /**
   * The records cursor to keep exactly, null included (decline keeps the pending diff's). Wins over
   * `through` and `keepCursor`.
   */
  keepThrough?: string | null;
  /** The operator's declines of candidates of this batch (brain decline / brain review). */
  declined?: readonly OperatorDecline[];
  /** Who put which candidate in the batch (src/core/origin.ts); those not listed are of origin `session`. */
  origins?: readonly CandidateOrigin[];
  /** What this proposal carried over from the pending batch it replaces: listed in the review. */
  carried?: CarriedOver;
}

/** The config and rules in force, read and checked before the lock is taken. */
export interface ProposeSetup {
  config: ReturnType<typeof loadConfig>["config"];
  rulesDir: string | null;
  rules: RuleSet;
}

export interface ProposedOutcome {
  kind: "proposed";
  id: string;
  pendingJson: string;
  pendingMd: string;
  /** The archived batch, brain/batches/<sha256>.json. */
  batch: string;
  records: NonNullable<ProfileDiff["records"]>;
  summary: string;
  counts: Record<string, number>;
  empty: boolean;
  /** The command that applies exactly this diff and no other (absolute paths, `--expect <first 12 hex of id>`). */
  applyCommand: string;
  /** Files in ingest/ that were skipped unopened because they are not regular files. */
  skipped: string[];
  /** Records skipped with a warning (stamped ahead of the clock, or edited since ingested): not read, not citable, not counted. */
  skippedRecords: SkippedRecord[];
  /** Warnings about the whole batch, also in the diff's `warnings` (e.g. a today earlier than the last apply's). */
  warnings: string[];
  /** A `--propose` while a batch was pending: the operator's candidates and declines it carried over. */
  carried?: CarriedOver;
}

export async function propose(o: ProposeOptions): Promise<ProposedOutcome> {
  return (await proposeLocked(o)).outcome;
}

/** `propose` under the write lock; `proposeHeld` hands back the diff it wrote too (decline compares its trace with the one it replaced). */
async function proposeLocked(o: ProposeOptions): Promise<{ outcome: ProposedOutcome; diff: ProfileDiff }> {
  if (o.through !== undefined && !isIngestedAt(o.through)) {
    throw new UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  // Everything is read and validated before anything is computed or written.
  const setup = loadProposeSetup(o);
  const candidates = o.candidates === undefined ? readCandidates(o.candidatesFile) : checkCandidates(o.candidates, o.candidatesFile);
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    // A new batch replaces the session's candidates, not the operator's word on the pending batch.
    const pending = pendingToCarry(o);
    const next = pending && carryOver(pending, candidates, o.origins ?? []);
    if (next === undefined) return await proposeHeld(lock, o, setup, candidates);
    const r = await proposeHeld(lock, { ...o, origins: next.origins, declined: next.declined, carried: next.carried }, setup, next.candidates);
    return { ...r, outcome: { ...r.outcome, carried: next.carried } };
  } finally {
    lock.release();
  }
}

export function loadProposeSetup(o: Pick<UseCaseOptions, "paths" | "configFile">): ProposeSetup {
  const { config, rulesDir } = loadConfig(o.configFile, o.paths.config);
  return { config, rulesDir, rules: loadRuleSet(rulesDir) };
}

/**
 * The proposal itself, by a caller that holds the data dir's write lock (`_held`, from
 * lockForWrite) and has checked `candidates`: reads the history, records and profile, classifies,
 * archives the batch and its decisions, and writes the pending diff and its review.
 */
export async function proposeHeld(
  _held: Lock,
  o: ProposeOptions,
  { config, rulesDir, rules }: ProposeSetup,
  candidates: readonly Candidate[],
): Promise<{ outcome: ProposedOutcome; diff: ProfileDiff }> {
  const layout = o.paths;
  const history = readHistory(layout.history);
  const applies = effectiveApplies(history);
  const since = newSince(applies.at(-1));
  const cursor = o.keepThrough !== undefined ? o.keepThrough : o.keepCursor ? (newest: string | null) => cursorInForce(since, newest) : o.through;
  // Bodies are read only for the records a quote cites.
  const view = recordsView(layout, { through: cursor, read: { since }, now: o.now, bodiesOf: quotedSources(candidates) });
  if (o.keepThrough === undefined && o.through !== undefined) checkThrough(o.through, view.newest, cursorInForce(since, view.newest));
  const declined = canonicalDeclines(o.declined ?? []);
  const origins = canonicalOrigins(o.origins ?? []);
  const remembered = rememberedDeclines(history);
  // The batch is archived (and so hashed) first: the diff names it by its sha256.
  const staged = stageBatch(layout, candidates);
  let body: DiffBody;
  try {
    body = await classify(o, {
      candidates,
      candidatesSha256: staged.sha256,
      rules,
      config,
      today: o.today,
      candidatesFile: o.candidatesFile,
      records: view,
      lastAppliedToday: applies.at(-1)?.today,
      pause: o.pause,
      declined,
      origins,
      remembered,
    });
  } catch (e) {
    staged.discard();
    throw e;
  }
  // The diff and its review are both on disk before either is renamed; their folder is fsynced once.
  let json: ReturnType<typeof stageDiffFile>;
  try {
    json = stageDiffFile(layout.pendingJson, body);
  } catch (e) {
    staged.discard();
    throw e;
  }
  const diff: ProfileDiff = { id: json.id, ...body };
  const applyCommand = pinnedApplyCommand(o, diff.id);
  let review: StagedFile;
  try {
    review = stageStream(layout.pendingMd, (out) =>
      writeDiffMarkdown(diff, { applyCommand, ruleSet: ruleSetLabel(rulesDir, rules.files), reasons: operatorReasons(candidates), carried: o.carried }, out),
    );
  } catch (e) {
    discardStaged(json.staged);
    staged.discard();
    throw e;
  }
  // Only a proposal that succeeded archives its batch and the operator's decisions on it (a full
  // disk fails while staging, above), and both are archived before the diff that names them appears.
  try {
    staged.commit();
    archiveDecisions(layout, { declined, origins });
  } catch (e) {
    discardStaged(json.staged);
    discardStaged(review);
    throw e;
  }
  commitStagedTogether([json.staged, review]);
  const outcome: ProposedOutcome = {
    kind: "proposed",
    id: diff.id,
    pendingJson: resolve(layout.pendingJson),
    pendingMd: resolve(layout.pendingMd),
    batch: resolve(batchPath(layout, staged.sha256)),
    records: diff.records!,
    summary: summarizeDiff(diff),
    counts: operationCounts(diff),
    empty: isEmptyDiff(diff),
    applyCommand,
    skipped: view.irregular,
    skippedRecords: view.skipped,
    warnings: diff.warnings.flatMap((w) => (w.candidate === undefined ? [w.message] : [])),
  };
  return { outcome, diff };
}

/**
 * `--through` moves the cursor forward over what exists: not past the newest record present (that
 * would mark records not yet ingested as read), and not back before the cursor in force (that
 * would make records already read new again, to be read and counted twice).
 */
function checkThrough(through: string, newest: string | null, inForce: string | null): void {
  if (newest === null || through > newest) {
    throw new UsageError(
      `--through: ${through} is later than the newest record present (${newest ?? "none is ingested"}); ` +
        "it would mark records not yet ingested as read. Pass the through that gather printed.",
    );
  }
  if (inForce !== null && through < inForce) {
    throw new UsageError(
      `--through: ${through} is earlier than the records already read (the last apply read up to ${inForce}); ` +
        "it would make them new again. Pass the through that gather printed.",
    );
  }
}

/**
 * The records.through of the last apply not rolled back (null when none), capped at the newest
 * record present: an apply recorded by an earlier version has only its wall-clock time, which can
 * be later than every record (the same records are at or before either).
 */
function cursorInForce(since: { after: string | null } | undefined, newest: string | null): string | null {
  const after = since?.after ?? null;
  if (after === null) return null;
  return newest === null ? null : after > newest ? newest : after;
}

/**
 * Reads the profile and classifies the batch. Only the diff's body outlives this call, so the parsed
 * profile (over 100 MB at 100k facts) can be freed before the outputs are built.
 */
async function classify(o: Pick<UseCaseOptions, "paths">, input: Omit<ProposeInput, "current" | "base">): Promise<DiffBody> {
  const profile = readProfile(o.paths.profile);
  const profileWarning = proposeOverEditWarning(o, profile);
  return (await deriveDiff({ ...input, current: profile.doc, adoptCurrent: true, base: profile.sha256, ...(profileWarning ? { profileWarning } : {}) })).body;
}
