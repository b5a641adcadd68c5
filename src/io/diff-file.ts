/**
 * Reading and writing ProfileDiff files: brain/pending-diff.json (written by propose) and the
 * copies in brain/applied/. A diff read back is schema-valid and carries the id of its content.
 */
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import type { Worker } from "node:worker_threads";
import { InvalidInputError } from "../core/errors.js";
import type { ProfileDiff } from "../core/schema-types.js";
import type { Utf8Builder } from "../core/utf8-builder.js";
import { diffIdIssue, writeCanonical } from "../diff/canonical-json.js";
import type { DiffBody } from "../diff/propose-diff.js";
import { type StagedFile, stageStream } from "./atomic-write.js";
import { MAX_DIFF_BYTES, parseJsonText, readInputBytes, readInputText } from "./read-input.js";
import { checkReadable } from "./read-scope.js";
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

/** Below this size the worker's start-up (tens of ms) costs more than the garbage it avoids. */
const WORKER_MIN_BYTES = 4 * 1024 * 1024;
const WORKER_TAG = "brain:diff-header";

/** node:worker_threads, loaded only where a worker is started or answers: a propose writes a diff and never reads one. */
function threads(): typeof import("node:worker_threads") {
  return createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads");
}
/** A file the worker can import without running anything else: the compiled module or a bundle chunk (scripts/build-bundle.mjs). */
const OWN_FILE = /\/io\/diff-file\.js$|\/(?:chunk|lazy)-[a-z0-9-]+\.cjs$/;

/**
 * `readDiffFile` (every check, the same errors), keeping only the header. A large diff is read in
 * a worker thread, whose heap is freed whole when it exits: read in the main thread, the 37 MB
 * diff of a 100k batch leaves its parsed garbage to raise V8's heap limit, so the re-derivation
 * that follows runs without a full collection: the benchmark's 100k apply peaks at 402 MiB instead
 * of ~350, the long-values apply at 456 instead of ~367 (docs/performance.md, "Peak memory"). Any failure of the worker (an invalid
 * diff included) reads the file again in this thread, which throws exactly the error it always
 * did. The worker imports this module's file: dist/io/diff-file.js, or in the bundle (which the
 * package's `bin` runs) the chunk that holds it; anywhere else (the sources under tsx, a bundle
 * that inlined it into its entry) the file is read in this thread.
 */
export async function readDiffHeader(file: string): Promise<DiffHeader> {
  // The worker reads outside this call's read scope: the check is made here.
  checkReadable(file);
  const url = import.meta.url;
  if (url.startsWith("file:") && OWN_FILE.test(url) && regularFileSize(file) >= WORKER_MIN_BYTES) {
    const header = await headerInWorker(url, file);
    if (header) return header;
  }
  return headerOf(readDiffFile(file));
}

function regularFileSize(file: string): number {
  try {
    const st = statSync(file);
    return st.isFile() ? st.size : 0;
  } catch {
    return 0;
  }
}

/** The header read in a worker thread, or undefined if the worker failed for any reason. */
function headerInWorker(moduleUrl: string, file: string): Promise<DiffHeader | undefined> {
  return new Promise((resolve) => {
    let header: DiffHeader | undefined;
    let worker: Worker;
    try {
      // The flag tells this module, imported in the worker, to answer (checked without loading node:worker_threads).
      worker = new (threads().Worker)(`globalThis[${JSON.stringify(WORKER_TAG)}] = true; import(${JSON.stringify(moduleUrl)});`, {
        eval: true,
        workerData: { tag: WORKER_TAG, file },
      });
    } catch {
      resolve(undefined);
      return;
    }
    worker.on("message", (m: { header?: DiffHeader }) => {
      header = m.header;
    });
    worker.on("error", () => {
      header = undefined;
    });
    // Resolved on exit, not on the message: the worker's heap is gone before apply goes on.
    worker.on("exit", () => resolve(header));
  });
}

// The worker's side: importing this module in the worker started above answers with the header.
if ((globalThis as Record<string, unknown>)[WORKER_TAG] === true) answerInWorker();

function answerInWorker(): void {
  const { isMainThread, parentPort, workerData } = threads();
  if (isMainThread || !parentPort || (workerData as { tag?: unknown } | null)?.tag !== WORKER_TAG) return;
  const port = parentPort;
  try {
    port.postMessage({ header: headerOf(readDiffFile((workerData as { file: string }).file)) });
  } catch {
    port.postMessage({});
  }
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
