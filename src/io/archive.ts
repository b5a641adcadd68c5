/**
 * The archive under brain/: proposed batches (batches/<sha256>.json, the batch's canonical JSON,
 * so the name is the sha256 of the file's bytes), applied diffs (applied/<id>.json) and
 * content-addressed profile backups (backups/<sha256>.md). Every name is derived from the content,
 * so writing the same thing twice is a no-op and nothing is ever overwritten with other bytes.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { InvalidInputError } from "../core/errors.js";
import type { Candidate, ProfileDiff } from "../core/schema-types.js";
import { canonicalSha256, writeCanonical } from "../diff/canonical-json.js";
import type { OperatorDecline } from "../diff/propose-diff.js";
import { commitStaged, DIR_MODE, discardStaged, stageStream } from "./atomic-write.js";
import { parseJsonText, readInputText } from "./read-input.js";
import type { Layout } from "./data-dir.js";
import { writeDiffFile } from "./diff-file.js";
import { readCandidates } from "./read-candidates.js";

export function batchPath(l: Layout, sha256: string): string {
  return join(l.batches, `${sha256}.json`);
}

/** The operator's decisions on a batch (brain decline), content-addressed like the batch: brain/decisions/<sha256>.json. */
export function decisionsPath(l: Layout, sha256: string): string {
  return join(l.brain, "decisions", `${sha256}.json`);
}

/** Archives the operator's declines (canonical order) as their canonical JSON; returns its sha256 (= `diff.candidates.decisions`). */
export function archiveDecisions(l: Layout, declined: readonly OperatorDecline[]): string {
  const sha256 = canonicalSha256(declined);
  const path = decisionsPath(l, sha256);
  if (existsSync(path)) return sha256;
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  const staged = stageStream(path, (out) => writeCanonical(declined, (s) => out.put(s)));
  commitStaged(staged);
  return sha256;
}

/**
 * The archived decisions `sha256`, or undefined when they are not in the archive. A file that is
 * not a list of `{candidate, reason?}` or whose canonical JSON does not hash to its name was
 * edited after it was archived: invalid input.
 */
export function readDecisions(l: Layout, sha256: string): OperatorDecline[] | undefined {
  const path = decisionsPath(l, sha256);
  if (!existsSync(path)) return undefined;
  const value = parseJsonText(readInputText(path, path), path);
  const ok =
    Array.isArray(value) &&
    value.every(
      (d) =>
        typeof d === "object" &&
        d !== null &&
        Number.isInteger(d.candidate) &&
        d.candidate >= 0 &&
        (d.reason === undefined || typeof d.reason === "string") &&
        Object.keys(d).every((k) => k === "candidate" || k === "reason"),
    );
  if (!ok) throw new InvalidInputError([`${path}: expected a list of decisions {candidate, reason?}, found something else — the archive was edited`]);
  const found = canonicalSha256(value);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the decisions whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}… — the archive was edited`,
    ]);
  }
  return value as OperatorDecline[];
}

export function appliedPath(l: Layout, id: string): string {
  return join(l.applied, `${id}.json`);
}

/** The backup of a profile, relative to brain/ (as history lines record it). */
export function backupName(profileSha256: string): string {
  return `backups/${profileSha256}.md`;
}

/** Archives a validated batch as its canonical JSON; returns its sha256 (= `diff.candidates.sha256`). */
export function archiveBatch(l: Layout, candidates: readonly Candidate[], sha256 = canonicalSha256(candidates)): string {
  const path = batchPath(l, sha256);
  if (existsSync(path)) return sha256;
  const staged = stageStream(path, (out) => writeCanonical(candidates, (s) => out.put(s)));
  if (staged.sha256 !== sha256) {
    discardStaged(staged);
    throw new Error(`the canonical JSON of the batch hashed to ${staged.sha256}, expected ${sha256}`);
  }
  commitStaged(staged);
  return sha256;
}

/**
 * The archived batch `sha256`, or undefined when it is not in the archive. A file whose bytes do not
 * hash to its name was changed after it was archived: invalid input.
 */
export function readBatch(l: Layout, sha256: string): Candidate[] | undefined {
  const path = batchPath(l, sha256);
  if (!existsSync(path)) return undefined;
  const candidates = readCandidates(path);
  const found = canonicalSha256(candidates);
  if (found !== sha256) {
    throw new InvalidInputError([
      `${path}: expected the batch whose canonical sha256 is its name, found content hashing to ${found.slice(0, 12)}… — the archive was edited`,
    ]);
  }
  return candidates;
}

/** Keeps the diff as applied: brain/applied/<id>.json. */
export function archiveAppliedDiff(l: Layout, diff: ProfileDiff): string {
  const path = appliedPath(l, diff.id);
  if (!existsSync(path)) writeDiffFile(path, diff);
  return path;
}
