import type { ProfileDiff } from "../core/schema-types.js";
import { sha256 } from "../core/hash.js";

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit order, no whitespace, arrays in order,
 * strings and numbers as JSON.stringify writes them. The diff id is the sha256 of this form of
 * the diff without its `id`, so the id does not depend on how the file was pretty-printed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let out = "";
  writeCanonical(value, (s) => (out += s));
  return out;
}

/**
 * sha256 (hex) of `canonicalJson(value)`, without building that string: a 100k-candidate diff
 * is tens of MB of JSON, and building it as one string (then flattening it for the hash) cost
 * seconds and hundreds of MB. The pieces are hashed in small batches instead: one non-Latin-1
 * character makes a whole batch a two-byte string, which hashes several times slower, so
 * batches of ~8K characters measured about twice as fast as 64K ones.
 */
export function canonicalSha256(value: unknown): string {
  const hash = sha256();
  if (value === null || typeof value !== "object") return hash.update(JSON.stringify(value) ?? "").digest("hex");
  let pending = "";
  writeCanonical(value, (s) => {
    pending += s;
    if (pending.length >= 8192) {
      hash.update(pending);
      pending = "";
    }
  });
  return hash.update(pending).digest("hex");
}

/** The id a diff must carry: sha256 of the canonical JSON of everything but `id`. */
export function diffId(diff: Omit<ProfileDiff, "id"> | ProfileDiff): string {
  const { id: _ignored, ...body } = diff as ProfileDiff;
  return canonicalSha256(body);
}

/** The issue when a diff's `id` does not match its content (it was edited after propose), else undefined. */
export function diffIdIssue(diff: ProfileDiff, file: string): string | undefined {
  const expected = diffId(diff);
  if (expected === diff.id) return undefined;
  return `${file}: /id: expected the sha256 of the diff's content (${expected.slice(0, 12)}…), found ${diff.id.slice(0, 12)}… — the diff was edited after it was proposed`;
}

// The objects of one diff list come in a few shapes (a trace entry with or without a reason, a
// quote, an origin…), so the sorted order of the last few key lists met, and each key's `"name":`
// and `,"name":` text, are reused instead of sorting and quoting the same keys again. With only the
// last shape kept, alternating shapes re-sorted ~200k entries of a 100k diff (~90 MB of garbage).
const SHAPES_KEPT = 16;
const shapes: { keys: readonly string[]; shape: Shape }[] = [];
let nextShape = 0;

interface Shape {
  sorted: readonly string[];
  heads: readonly string[];
  commaHeads: readonly string[];
}

function shapeOf(obj: object): Shape {
  const keys = Object.keys(obj);
  for (let s = 0; s < shapes.length; s++) {
    const kept = shapes[s]!;
    if (kept.keys.length !== keys.length) continue;
    let same = true;
    for (let i = 0; same && i < keys.length; i++) same = keys[i] === kept.keys[i];
    if (same) return kept.shape;
  }
  const sorted = keys.slice().sort();
  const heads = sorted.map((k) => `${JSON.stringify(k)}:`);
  const shape = { sorted, heads, commaHeads: heads.map((h) => `,${h}`) };
  // The oldest kept shape makes room (an object of many keys is never kept: a list's entries are small).
  if (keys.length <= 32) {
    shapes[nextShape] = { keys, shape };
    nextShape = (nextShape + 1) % SHAPES_KEPT;
  }
  return shape;
}

/**
 * Emits the canonical JSON of an object or array piece by piece (the archived batch is written
 * this way, so its file name, the sha256 of its bytes, is `canonicalSha256` of its content). A
 * piece is everything up to the next nested object or array: one `emit` per flat diff entry instead
 * of one per key and one per value, with the keys' text reused (`shapeOf`) and strings that need no
 * escape only quoted (`jsonPrimitive`), took writing a 100k-candidate diff from ~720 to ~550 ms of
 * CPU and its batch archive from ~280 to ~140 ms (in process, alternating, medians of 9).
 */
export function writeCanonical(value: object, emit: (s: string) => void): void {
  if (Array.isArray(value)) {
    let text = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ",";
      const item: unknown = value[i];
      if (item !== null && typeof item === "object") {
        emit(text);
        text = "";
        writeCanonical(item, emit);
      } else {
        // As Array.prototype.join writes them: a value JSON cannot hold (undefined) is empty.
        text += item === undefined ? "" : jsonPrimitive(item);
      }
    }
    emit(`${text}]`);
    return;
  }
  const obj = value as Record<string, unknown>;
  // Held in locals: a nested object changes the shared shape.
  const { sorted, heads, commaHeads } = shapeOf(obj);
  let text = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const v = obj[sorted[i]!];
    if (v === undefined) continue;
    text += first ? heads[i] : commaHeads[i];
    first = false;
    if (v !== null && typeof v === "object") {
      emit(text);
      text = "";
      writeCanonical(v, emit);
    } else {
      text += jsonPrimitive(v);
    }
  }
  emit(`${text}}`);
}

// What JSON.stringify escapes in a string: `"`, `\\`, C0 controls and (lone) surrogates.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A value that is not an object, as JSON.stringify writes it (a string that needs no escape is only quoted). */
function jsonPrimitive(value: unknown): string {
  if (typeof value === "string") return ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
  if (typeof value === "number") return Number.isFinite(value) ? `${value}` : "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(JSON.stringify(value));
}
