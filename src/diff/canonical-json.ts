import { sha256Hex } from "../core/hash.js";
import type { ProfileDiff } from "../core/schema-types.js";

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit order, no whitespace, arrays in order,
 * strings and numbers as JSON.stringify writes them. The diff id is the sha256 of this form of
 * the diff without its `id`, so the id does not depend on how the file was pretty-printed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

/** The id a diff must carry: sha256 of the canonical JSON of everything but `id`. */
export function diffId(diff: Omit<ProfileDiff, "id"> | ProfileDiff): string {
  const { id: _ignored, ...body } = diff as ProfileDiff;
  return sha256Hex(canonicalJson(body));
}
