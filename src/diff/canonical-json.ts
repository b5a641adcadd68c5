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

// Consecutive objects (the entries of one diff list) almost always share their key order, so
// the sorted order of the last one is reused instead of sorting the same keys again.
let lastKeys: string[] = [];
let lastSorted: string[] = [];

function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  if (keys.length !== lastKeys.length || keys.some((k, i) => k !== lastKeys[i])) {
    lastKeys = keys;
    lastSorted = keys.slice().sort();
  }
  return lastSorted;
}

/**
 * Emits the canonical JSON of an object or array piece by piece (the archived batch is written
 * this way, so its file name, the sha256 of its bytes, is `canonicalSha256` of its content).
 */
export function writeCanonical(value: object, emit: (s: string) => void): void {
  if (Array.isArray(value)) {
    emit("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) emit(",");
      const item: unknown = value[i];
      // As Array.prototype.join writes them: a value JSON cannot hold (undefined) is empty.
      if (item !== null && typeof item === "object") writeCanonical(item, emit);
      else emit(JSON.stringify(item) ?? "");
    }
    emit("]");
    return;
  }
  const obj = value as Record<string, unknown>;
  emit("{");
  let first = true;
  for (const k of sortedKeys(obj)) {
    const v = obj[k];
    if (v === undefined) continue;
    emit(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
    first = false;
    if (v !== null && typeof v === "object") writeCanonical(v, emit);
    else emit(String(JSON.stringify(v)));
  }
  emit("}");
}
