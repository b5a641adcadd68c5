import { shortHash } from "./hash.js";
import { normalizeKey, normalizeValue } from "./normalize.js";
import type { Fact } from "./schema-types.js";

// Every seed starts with a namespace and uses NUL separators so no two roles or field
// combinations can hash the same input.
const NS = "brain:v1";

/** The id of a key's primary fact: a pure function of kind + normalized key, the same on every machine. */
export function mintEntityId({ kind, key }: { kind: Fact["kind"]; key: string }): string {
  return shortHash(`${NS}:entity\0${kind}\0${normalizeKey(key)}`);
}

/** The id of a conflicting second (third, …) value of a key. */
export function mintConflictId({ kind, key, value }: { kind: Fact["kind"]; key: string; value: string }): string {
  return shortHash(`${NS}:conflict\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}

/** The id of one member (value) of a multi-valued key: each member is a fact of its own. */
export function mintMemberId({ kind, key, value }: { kind: Fact["kind"]; key: string; value: string }): string {
  return shortHash(`${NS}:member\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}

/** The new id a superseded fact is archived under (the winner takes over the old id). */
export function mintArchiveId({ id, value, on }: { id: string; value: string; on: string }): string {
  return shortHash(`${NS}:archive\0${id}\0${normalizeValue(value)}\0${on}`);
}

/**
 * `preferred` unless it is already taken; otherwise the first free id of a deterministic
 * sequence derived from it. Keeps ids unique even when a key's history repeats itself.
 */
export function uniqueId(preferred: string, taken: { has(id: string): boolean }): string {
  if (!taken.has(preferred)) return preferred;
  for (let n = 2; ; n++) {
    const id = shortHash(`${NS}:again\0${preferred}\0${n}`);
    if (!taken.has(id)) return id;
  }
}
