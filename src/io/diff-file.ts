/**
 * Reading and writing ProfileDiff files: brain/pending-diff.json (written by propose) and the
 * copies in brain/applied/. A diff read back is schema-valid and carries the id of its content.
 */
import { InvalidInputError } from "../core/errors.js";
import type { ProfileDiff } from "../core/schema-types.js";
import type { Utf8Builder } from "../core/utf8-builder.js";
import { diffIdIssue, writeCanonical } from "../diff/canonical-json.js";
import type { DiffBody } from "../diff/propose-diff.js";
import { type StagedFile, stageStream } from "./atomic-write.js";
import { MAX_DIFF_BYTES, parseJsonText, readInputBytes, readInputText } from "./read-input.js";
import { schemas } from "./schemas.js";
import { sha256 } from "../core/hash.js";

/** Reads a diff file; a schema problem or an id that does not match the content is invalid input. */
export function readDiffFile(file: string): ProfileDiff {
  const data = parseJsonText(readInputText(file, file, MAX_DIFF_BYTES), file);
  const result = schemas().validate<ProfileDiff>("diff", data, file);
  if (!result.ok) throw new InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = diffIdIssue(diff, file);
  if (tampered) throw new InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}

const DECISIONS_KEY = '"decisions"';

/**
 * False only when the diff file holds no `"decisions"` at all, so it cannot name archived operator
 * decisions (`candidates.decisions`, a key brain writes in plain ASCII): a filter ahead of
 * readDiffFile, read unchecked. Propose carries the operator's word over only from a pending diff
 * that names decisions, and most name none: the full read and check was ~20 ms of a 20-candidate
 * propose's ~110. A hand-made file spelling the key with escapes is passed over, as a deleted one
 * would be. A file that cannot be read gives true: readDiffFile then says why.
 */
export function diffMayNameDecisions(file: string): boolean {
  try {
    return readInputBytes(file, file, MAX_DIFF_BYTES).includes(DECISIONS_KEY);
  } catch {
    return true;
  }
}

/** What apply keeps of a diff file once it is checked: the id stands for the rest. */
export type DiffHeader = Pick<
  ProfileDiff,
  "id" | "format" | "base" | "today" | "rules" | "config" | "confusables" | "candidates" | "records" | "declined_matches"
>;

function headerOf(diff: ProfileDiff): DiffHeader {
  const { id, format, base, today, rules, config, confusables, candidates, records, declined_matches } = diff;
  return {
    id,
    ...(format !== undefined ? { format } : {}),
    base,
    today,
    rules,
    config,
    ...(confusables !== undefined ? { confusables } : {}),
    candidates,
    ...(records ? { records } : {}),
    ...(declined_matches ? { declined_matches } : {}),
  };
}

/**
 * `readDiffFile` (every check, the same errors), keeping only the header: the parsed entries are
 * garbage as soon as it returns. (A large diff used to be read in a worker thread, whose heap is
 * freed whole; since the heap's growth is bounded (src/cli/heap.ts) it saved nothing measurable:
 * docs/performance.md, "Tried and dropped".)
 */
export function readDiffHeader(file: string): DiffHeader {
  return headerOf(readDiffFile(file));
}

/**
 * A diff written to a temp file beside `path` (commit it with `commitStaged` or
 * `commitStagedTogether`), and its id. The file is the canonical JSON of the diff without
 * its `id` (sorted keys, no whitespace: the form the id is the sha256 of, see canonical-json.ts)
 * with `"id":"<hex>"` added last, non-ASCII characters written as \uXXXX escapes (the same JSON
 * value), and a final newline. The id is hashed from the same pieces as they are written, so the
 * diff is serialized once: a 100k-candidate diff was ~0.45 s hashed and ~0.6 s pretty-printed,
 * in two passes, and is ~35 MB now instead of ~51 MB.
 */
export function stageDiffFile(path: string, diff: DiffBody | ProfileDiff): { staged: StagedFile; id: string } {
  let id = "";
  const staged = stageStream(path, (out) => {
    id = writeCompactJson(diff, out);
  });
  return { staged, id };
}

/**
 * Puts the canonical JSON of `diff` without its id, hashing it as it goes, then the id. Pieces are
 * gathered into ~8K-character batches before hashing and encoding (see `canonicalSha256`: one
 * non-Latin-1 character makes a whole batch two-byte, so batches are kept small). Only strings
 * can hold non-ASCII text, so escaping a batch escapes exactly the strings' characters.
 */
function writeCompactJson(diff: DiffBody | ProfileDiff, out: Utf8Builder): string {
  const hash = sha256();
  let pending = "";
  // One piece is held back, so the body's closing brace (the end of the last piece) can be set aside.
  let last = "";
  const put = (s: string) => {
    pending += last;
    last = s;
    if (pending.length >= 8192) flush();
  };
  const flush = () => {
    hash.update(pending);
    out.put(NON_ASCII_TEST.test(pending) ? asciiJson(pending) : pending);
    pending = "";
  };
  const { id: _ignored, ...body } = diff as ProfileDiff;
  writeCanonical(body, put);
  flush();
  // The held-back piece ends with the body's closing brace: all of it is hashed, and the id goes in before the brace.
  hash.update(last);
  const id = hash.digest("hex");
  const head = last.slice(0, -1);
  out.put(`${NON_ASCII_TEST.test(head) ? asciiJson(head) : head},"id":"${id}"}\n`);
  return id;
}

const NON_ASCII_TEST = /[\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/g;

/** JSON text with non-ASCII UTF-16 code units escaped; outside strings JSON text is ASCII already. */
function asciiJson(text: string): string {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
