/**
 * The archive under brain/: proposed batches (batches/<sha256>.json, the batch's canonical JSON,
 * so the name is the sha256 of the file's bytes), applied diffs (applied/<id>.json) and
 * content-addressed profile backups (backups/<sha256>.md). Every name is derived from the content,
 * so writing the same thing twice is a no-op and nothing is ever overwritten with other bytes.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { InvalidInputError } from "../core/errors.js";
import type { Candidate } from "../core/schema-types.js";
import type { DiffBody } from "../diff/propose-diff.js";
import { canonicalSha256, writeCanonical } from "../diff/canonical-json.js";
import { type Decisions, decisionsIssue, decisionsRecord, parseDecisionsRecord } from "../diff/decisions.js";
import { commitStaged, discardStaged, type StagedFile, stageStream } from "./atomic-write.js";
import { DIR_MODE } from "./file-modes.js";
import { sha256Hex } from "../core/hash.js";
import { decodeUtf8, parseJsonText, readInputBytes, readInputText } from "./read-input.js";
import type { Layout } from "./data-dir.js";
import { stageDiffFile } from "./diff-file.js";
import { checkCandidates } from "./read-candidates.js";

export function batchPath(layout: Layout, sha256: string): string {
  return join(layout.batches, `${sha256}.json`);
}

/** The operator's decisions on a batch (brain decline), content-addressed like the batch: brain/decisions/<sha256>.json. */
export function decisionsPath(layout: Layout, sha256: string): string {
  return join(layout.brain, "decisions", `${sha256}.json`);
}

/**
 * Archives a batch's decisions (canonical: the declines and origins in order, src/diff/decisions.ts)
 * as their canonical JSON; returns its sha256 (= `diff.candidates.decisions`), or undefined when
 * there is nothing to keep (no decline, every candidate of origin `session`).
 */
export function archiveDecisions(layout: Layout, decisions: Decisions): string | undefined {
  const record = decisionsRecord(decisions);
  if (record === undefined) return undefined;
  const sha256 = canonicalSha256(record);
  const path = decisionsPath(layout, sha256);
  if (existsSync(path)) return sha256;
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  const staged = stageStream(path, (out) => writeCanonical(record, (s) => out.put(s)));
  commitStaged(staged);
  return sha256;
}

/**
 * The archived decisions `sha256`, or undefined when they are not in the archive. A file that is
 * not a decisions record (a list of `{candidate, reason?, by?}`, or `{declined, origins}`) or whose
 * canonical JSON does not hash to its name was edited after it was archived: invalid input, so an
 * origin changed by hand (an `agent` turned `operator`) never reaches the rules.
 */
export function readDecisions(layout: Layout, sha256: string): Decisions | undefined {
  const path = decisionsPath(layout, sha256);
  if (!existsSync(path)) return undefined;
  const value = parseJsonText(readInputText(path, path), path);
  const issue = decisionsIssue(value);
  if (issue !== undefined) throw new InvalidInputError([`${path}: ${issue} — the archive was edited`], "Nothing was written. Propose the batch again.");
  const decisions = parseDecisionsRecord(value)!;
  const found = canonicalSha256(value);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}… — the archive was edited`,
    ]);
  }
  return decisions;
}

export function appliedPath(layout: Layout, id: string): string {
  return join(layout.applied, `${id}.json`);
}

/** The backup of a profile, relative to brain/ (as history lines record it). */
export function backupName(profileSha256: string): string {
  return `backups/${profileSha256}.md`;
}

/** A batch written to a temp file in brain/batches/ and hashed, not yet under its name. */
export interface StagedBatch {
  sha256: string;
  /** Puts the batch under its name (a batch archived before is kept as it is). */
  commit(): void;
  /** Removes the temp file: nothing is archived. */
  discard(): void;
}

/**
 * Writes the batch's canonical JSON to a temp file, hashing it as it goes: one serialization gives
 * both the archive and its name (`diff.candidates.sha256`), where hashing first and writing after
 * took two. Committed only once the proposal succeeded, so a refused batch leaves no file.
 */
export function stageBatch(layout: Layout, candidates: readonly Candidate[]): StagedBatch {
  // Staged in brain/ itself, so a refused batch leaves no trace, not even an empty batches/.
  const staged = stageStream(join(layout.brain, "batch-incoming.json"), (out) => writeCanonical(candidates, (s) => out.put(s)));
  const target = batchPath(layout, staged.sha256);
  return {
    sha256: staged.sha256,
    commit: () => {
      if (existsSync(target)) return discardStaged(staged);
      mkdirSync(layout.batches, { recursive: true, mode: DIR_MODE });
      commitStaged({ ...staged, target });
    },
    discard: () => discardStaged(staged),
  };
}

/**
 * The archived batch `sha256`, or undefined when it is not in the archive. A file whose bytes do not
 * hash to its name was changed after it was archived: invalid input.
 */
export function readBatch(layout: Layout, sha256: string): Candidate[] | undefined {
  const path = batchPath(layout, sha256);
  if (!existsSync(path)) return undefined;
  const bytes = readInputBytes(path, path);
  const candidates = checkCandidates(parseJsonText(decodeUtf8(bytes, path), path), path);
  // The archive is the batch's canonical JSON, so bytes that hash to the name are that; only a file
  // written otherwise (re-indented, say) is serialized again to be checked (~0.15 s at 100k).
  if (sha256Hex(bytes) === sha256) return candidates;
  const found = canonicalSha256(candidates);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}… — the archive was edited`,
    ]);
  }
  return candidates;
}

/**
 * The diff as apply re-derived it, written to a temp file in brain/applied/ and hashed in the same
 * pass: its id is what apply compares with the reviewed diff's, so the re-derived diff is
 * serialized once. `keepAppliedDiff` puts it under brain/applied/<id>.json.
 */
export function stageAppliedDiff(layout: Layout, body: DiffBody): { staged: StagedFile; id: string } {
  // Staged in brain/ itself, so a refused diff leaves no trace, not even an empty applied/.
  return stageDiffFile(join(layout.brain, "applied-incoming.json"), body);
}

/** Keeps the staged diff as applied: brain/applied/<id>.json (one kept before stays as it is). */
export function keepAppliedDiff(layout: Layout, { staged, id }: { staged: StagedFile; id: string }): string {
  const path = appliedPath(layout, id);
  if (existsSync(path)) discardStaged(staged);
  else {
    mkdirSync(layout.applied, { recursive: true, mode: DIR_MODE });
    commitStaged({ ...staged, target: path });
  }
  return path;
}
