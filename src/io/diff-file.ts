/**
 * Reading and writing ProfileDiff files: brain/pending-diff.json (written by propose) and the
 * copies in brain/applied/. A diff read back is schema-valid and carries the id of its content.
 */
import { statSync } from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { InvalidInputError } from "../core/errors.js";
import type { ProfileDiff } from "../core/schema-types.js";
import type { Utf8Builder } from "../core/utf8-builder.js";
import { diffIdIssue } from "../diff/canonical-json.js";
import { writeAtomicStream } from "./atomic-write.js";
import { MAX_DIFF_BYTES, parseJsonText, readInputText } from "./read-input.js";
import { schemas } from "./schemas.js";

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

/** What apply keeps of a diff file once it is checked: the id stands for the rest. */
export type DiffHeader = Pick<ProfileDiff, "id" | "base" | "today" | "rules" | "config" | "candidates" | "records" | "declined_matches">;

function headerOf(diff: ProfileDiff): DiffHeader {
  const { id, base, today, rules, config, candidates, records, declined_matches } = diff;
  return { id, base, today, rules, config, candidates, ...(records ? { records } : {}), ...(declined_matches ? { declined_matches } : {}) };
}

/** Below this size the worker's start-up (tens of ms) costs more than the garbage it avoids. */
const WORKER_MIN_BYTES = 4 * 1024 * 1024;
const WORKER_TAG = "brain:diff-header";

/**
 * `readDiffFile` (every check, the same errors), keeping only the header. A large diff is read in
 * a worker thread, whose heap is freed whole when it exits: read in the main thread, the 51 MB
 * diff of a 100k batch left ~100 MB of parsed garbage that raised V8's heap limit, so the
 * re-derivation that follows ran without a full collection and apply peaked at 518–548 MiB RSS
 * (~395 MiB with the read in a worker, the same data). Any failure of the worker (an invalid
 * diff included) reads the file again in this thread, which throws exactly the error it always
 * did; so does a build where this module is not its own file (a bundle).
 */
export async function readDiffHeader(file: string): Promise<DiffHeader> {
  const url = import.meta.url;
  if (url.startsWith("file:") && url.endsWith("/io/diff-file.js") && regularFileSize(file) >= WORKER_MIN_BYTES) {
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
      worker = new Worker(`import(${JSON.stringify(moduleUrl)});`, { eval: true, workerData: { tag: WORKER_TAG, file } });
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
if (!isMainThread && parentPort && (workerData as { tag?: unknown } | null)?.tag === WORKER_TAG) {
  const port = parentPort;
  try {
    port.postMessage({ header: headerOf(readDiffFile((workerData as { file: string }).file)) });
  } catch {
    port.postMessage({});
  }
}

/** Writes `diff` as pretty-printed, ASCII-only JSON, atomically. */
export function writeDiffFile(path: string, diff: ProfileDiff): void {
  writeAtomicStream(path, (out) => writePrettyJson(diff, out));
}

/**
 * Puts `${JSON.stringify(diff, null, 2)}\n` with every non-ASCII character written as a \uXXXX
 * escape (the same JSON value), entry by entry. ASCII-only, the file reads back as a one-byte
 * string: at 100k candidates (~50 MB) that halves what `--apply` holds while parsing it, which
 * measured ~60 MiB less peak memory and no GC-timing outliers. Building the text as one string
 * first cost about twice the time and far more memory (see Utf8Builder). Relies on what a diff
 * is: a non-empty object of JSON values, no `undefined` inside arrays.
 */
function writePrettyJson(diff: ProfileDiff, out: Utf8Builder): void {
  const put = (text: string) => out.put(asciiJson(text));
  let first = true;
  for (const [key, value] of Object.entries(diff)) {
    if (value === undefined) continue;
    put(`${first ? "{" : ","}\n  ${JSON.stringify(key)}: `);
    first = false;
    if (Array.isArray(value) && value.length > 0) {
      // An entry at depth 2 is its own pretty-printed JSON indented by 4 more spaces; JSON
      // escapes newlines inside strings, so every raw "\n" is a line break of the layout.
      for (let i = 0; i < value.length; i++) {
        put(`${i === 0 ? "[" : ","}\n    ${JSON.stringify(value[i], null, 2).replaceAll("\n", "\n    ")}`);
      }
      put("\n  ]");
    } else {
      put(JSON.stringify(value, null, 2).replaceAll("\n", "\n  "));
    }
  }
  put("\n}\n");
}

const NON_ASCII = /[\u0080-\uffff]/g;

/** JSON text with non-ASCII UTF-16 code units escaped; outside strings JSON text is ASCII already. */
function asciiJson(text: string): string {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
