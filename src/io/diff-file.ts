/**
 * Reading and writing ProfileDiff files: brain/pending-diff.json (written by propose) and the
 * copies in brain/applied/. A diff read back is schema-valid and carries the id of its content.
 */
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
