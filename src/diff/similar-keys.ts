/**
 * Near-duplicate keys (docs/rules.md, `candidate.similarKey`): for a candidate whose key has no
 * active fact, an active key of the profile that is nearly the same. A key is similar by the first
 * of four tests that matches:
 *   1. equal with every separator removed (`jobtitle`, `job-title`);
 *   2. equal as a set of tokens (`title-job`);
 *   3. equal after dropping a plural `s` from the last token (`job-titles`);
 *   4. at Damerau–Levenshtein distance 1, both keys at least 6 characters (`job-tittle`; a character is a code point).
 * Ties go to the key first in code-point order.
 *
 * Every test is a lookup in an index built once, on the first question: tests 1–3 by the hash of
 * the key's form (`formHashes`), test 4 by those of the key and its one-character deletions (a
 * "symmetric delete" index: two keys at distance 1 share a deletion, or one is a deletion of the
 * other), each hit then checked exactly. The index is open addressing in a typed array: at 100k
 * keys of ~20 characters it holds ~2M entries, ~100 MB as a Map of strings, 4 bytes a slot here.
 */

/** Characters that are no letter or digit separate a key's tokens. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
// Normalized keys are mostly ASCII with `-` between words.
const ASCII_KEY = /^[a-z0-9-]*$/;

function tokens(key: string): string[] {
  return (ASCII_KEY.test(key) ? key.split("-") : key.split(SEPARATORS)).filter((t) => t.length > 0);
}

/** The key's forms for tests 1–3, its tokens split once. */
function forms(key: string): [squashed: string, tokenSet: string, singular: string] {
  const list = tokens(key);
  return [list.join(""), tokenSetOf(list), singularOf(list)];
}

/** The distinct tokens, sorted, one space apart. */
function tokenSetOf(list: readonly string[]): string {
  return [...new Set(list)].sort().join(" ");
}

/** The tokens with a plural `s` dropped from the last (`job-titles` → `job title`), one space apart. */
function singularOf(list: readonly string[]): string {
  const last = list.at(-1);
  if (last === undefined || last.length <= 1 || !last.endsWith("s")) return list.join(" ");
  return [...list.slice(0, -1), last.slice(0, -1)].join(" ");
}

/** Test 4 needs both keys this long. */
const EDIT_MIN_LENGTH = 6;

const SURROGATE = /[\ud800-\udfff]/;

/** Whether a and b are at Damerau–Levenshtein (optimal string alignment) distance exactly 1, in characters (code points). O(length). */
export function atEditDistanceOne(a: string, b: string): boolean {
  if (SURROGATE.test(a) || SURROGATE.test(b)) return atDistanceOne([...a], [...b]);
  return atDistanceOne(a, b);
}

/** Text as UTF-16 units (a string) or as characters (an array of code points). */
type Chars = string | readonly string[];

/** The same over UTF-16 units or characters. */
function atDistanceOne(a: Chars, b: Chars): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  const same = (x: Chars, from: number, y: Chars, at: number) => {
    if (x.length - from !== y.length - at) return false;
    for (let i = 0; from + i < x.length; i++) if (x[from + i] !== y[at + i]) return false;
    return true;
  };
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.length !== short.length) return same(long, i + 1, short, i);
  // Equal, a substitution at i, or the transposition of i and i + 1.
  if (i === long.length) return false;
  if (same(long, i + 1, short, i + 1)) return true;
  return long[i] === short[i + 1] && long[i + 1] === short[i] && same(long, i + 2, short, i + 2);
}

/** How many characters (code points) `s` has. */
function length(s: string): number {
  return SURROGATE.test(s) ? [...s].length : s.length;
}

/** Code-point order (JavaScript's `<` compares UTF-16 units: a supplementary character would sort before U+E000). */
export function codePointCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

const BASE = 0x01000193;

const DASH = 0x2d;
const SPACE = 0x20;
const LETTER_S = 0x73;
/** The per-token hashes of the key `formHashes` is reading (its token set counts each hash once). */
let tokenHashes = new Int32Array(16);

/**
 * The hashes of the key's three forms (tests 1–3: squashed, token set, singular), written into
 * `out` in that order, in one pass over the key and no string made: the squashed and singular
 * forms' as `hash` gives them for their text, the token set's the sum of its distinct tokens' mixed
 * hashes, so no sort is needed (the forms themselves are compared whenever two hashes match).
 * Building the three forms as strings was a third of the index's cost at 100k keys.
 */
function formHashes(key: string, out: Int32Array): void {
  // Tokens joined by `-` split back into exactly the same tokens (no token holds a separator).
  const text = ASCII_KEY.test(key) ? key : tokens(key).join("-");
  let squashed = 0;
  let spaced = 0;
  // `spaced` before the last unit of the last token, that unit, and the token's length so far.
  let beforeLast = 0;
  let lastUnit = 0;
  let tokenLength = 0;
  let token = 0;
  let distinct = 0;
  let set = 0;
  let lastLength = 0;
  const endToken = () => {
    if (tokenLength === 0) return;
    lastLength = tokenLength;
    const h = mix(token, SEED.tokens) | 0;
    for (let i = 0; i < distinct; i++) if (tokenHashes[i] === h) return;
    if (distinct === tokenHashes.length) {
      const grown = new Int32Array(2 * distinct);
      grown.set(tokenHashes);
      tokenHashes = grown;
    }
    tokenHashes[distinct++] = h;
    set = (set + h) | 0;
  };
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === DASH) {
      endToken();
      tokenLength = 0;
      token = 0;
      continue;
    }
    // A token after another is one space after it in the singular form.
    if (tokenLength === 0 && distinct > 0) spaced = (Math.imul(spaced, BASE) + SPACE) | 0;
    squashed = (Math.imul(squashed, BASE) + unit) | 0;
    beforeLast = spaced;
    spaced = (Math.imul(spaced, BASE) + unit) | 0;
    token = (Math.imul(token, BASE) + unit) | 0;
    lastUnit = unit;
    tokenLength++;
  }
  endToken();
  out[0] = mix(squashed, SEED.squashed);
  out[1] = mix(set, SEED.tokens);
  // A plural `s` is dropped from a last token longer than one character (`singularOf`).
  out[2] = mix(lastLength > 1 && lastUnit === LETTER_S ? beforeLast : spaced, SEED.singular);
}

/** A 32-bit hash's bits mixed (murmur3's finalizer), so its low bits can pick a slot. */
function mix(h: number, seed: number): number {
  let x = (h ^ Math.imul(seed, 0x9e3779b9)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A polynomial hash over UTF-16 units (Σ unit·BASE^(n-1-i), mod 2³²): a deletion's hash comes from prefix and suffix sums. */
function hash(s: string, seed: number): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, BASE) + s.charCodeAt(i)) | 0;
  return mix(h, seed);
}

/** deletionHashes' sums, reused from key to key (3 × (length + 2) units). */
let scratch = new Int32Array(3 * 66);

/**
 * The unmixed hashes of `s` with each of its characters deleted, written into `out` (grown when
 * too short, and returned with how many it holds); `mix` them with a seed to get what `hash` would
 * give the shorter strings. O(length) for all of them, where hashing each deletion anew is
 * O(length²) (at 100k keys of ~20 characters, that was most of the index's cost).
 */
function deletionHashes(s: string, out: Int32Array): [Int32Array, number] {
  const n = s.length;
  // prefix[i]: the hash of s[0, i); suffix[i]: Σ s[j]·BASE^(n-1-j) over j ≥ i; power[i]: BASE^i.
  if (scratch.length < 3 * n + 5) scratch = new Int32Array(2 * (3 * n + 5));
  if (out.length < n) out = new Int32Array(2 * n);
  const prefix = scratch.subarray(0, n + 1);
  const suffix = scratch.subarray(n + 2, 2 * n + 4);
  const power = scratch.subarray(2 * n + 4, 3 * n + 5);
  prefix[0] = 0;
  suffix[n] = 0;
  suffix[n + 1] = 0;
  power[0] = 1;
  for (let i = 0; i < n; i++) {
    prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + s.charCodeAt(i)) | 0;
    power[i + 1] = Math.imul(power[i]!, BASE);
  }
  for (let i = n - 1; i >= 0; i--) suffix[i] = (suffix[i + 1]! + Math.imul(s.charCodeAt(i), power[n - 1 - i]!)) | 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const width = s.charCodeAt(i) >= 0xd800 && s.charCodeAt(i) <= 0xdbff && i + 1 < n ? 2 : 1;
    // Deleting s[i, i + width): the prefix moves up by the units after the deletion, the suffix stays.
    out[count++] = (Math.imul(prefix[i]!, power[n - i - width]!) + suffix[i + width]!) | 0;
    i += width - 1;
  }
  return [out, count];
}

/** Seeds keep the four tests' entries apart in one table. */
const SEED = { squashed: 1, tokens: 2, singular: 3, deletion: 4 } as const;

/**
 * A multimap from 32-bit hashes to key indexes, open addressing with linear probing. A slot is one
 * 32-bit number: its key's index + 1 in the low bits (0: empty), and the hash's high bits above
 * them (15 bits at 100k keys), which skip nearly every probe of another hash. An index array and
 * an 8-bit tag array took 5 bytes a slot: at 100k keys the table is 16 MB instead of 20.
 */
class HashTable {
  readonly #slots: Int32Array;
  readonly #mask: number;
  /** The bits of a slot that hold the hash (those above the key's index + 1). */
  readonly #hashBits: number;

  constructor(entries: number, owners: number) {
    // At most two thirds full (a power of two at least 1.5× the entries): at 100k keys the table is
    // 4M slots, where "at most half full" made it 8M, all of it live through the classification
    // (the long-values propose: 410 → 391–397 MiB peak RSS). Linear probing at two thirds full
    // takes ~2 probes a hit and ~5 a miss; the hash bits skip all but the last of most.
    let size = 16;
    while (size < entries * 1.5) size *= 2;
    this.#slots = new Int32Array(size);
    this.#mask = size - 1;
    // Indexes + 1 up to `owners` take 32 − clz32(owners) bits (at most 31: an array is shorter than 2³¹).
    this.#hashBits = ~((1 << (32 - Math.clz32(owners))) - 1);
  }

  add(h: number, owner: number): void {
    const entry = (h & this.#hashBits) | (owner + 1);
    // The same owner twice under one hash (a key with a doubled letter has equal deletions) is stored once.
    let at = h & this.#mask;
    for (let slot = this.#slots[at]!; slot !== 0; slot = this.#slots[at]!) {
      if (slot === entry) return;
      at = (at + 1) & this.#mask;
    }
    this.#slots[at] = entry;
  }

  /** Calls `visit` with each owner stored under a hash that may be `h`; returns the probes made. */
  each(h: number, visit: (owner: number) => void): number {
    const bits = h & this.#hashBits;
    let at = h & this.#mask;
    let probes = 1;
    for (let slot = this.#slots[at]!; slot !== 0; slot = this.#slots[at]!) {
      if ((slot & this.#hashBits) === bits) visit((slot & ~this.#hashBits) - 1);
      at = (at + 1) & this.#mask;
      probes++;
    }
    return probes;
  }
}

/** The index of a set of keys (the profile's active keys), answering which of them is similar to a key. */
export class SimilarKeys {
  readonly #keys: readonly string[];
  /** 1 where the key is long enough for test 4 (counted once: a key with a surrogate pair is counted in characters). */
  readonly #editable: Uint8Array;
  readonly #table: HashTable;
  /** deletionHashes' output, reused from key to key. */
  #deletions: Int32Array = new Int32Array(64);
  /** formHashes' output, reused from key to key. */
  readonly #formed = new Int32Array(3);
  /** Probes and checks made, building and asking (proposeDiff's step counter: the search stays linear). */
  steps = 0;

  constructor(keys: Iterable<string>) {
    const list = [...new Set(keys)];
    this.#keys = list;
    this.#editable = new Uint8Array(list.length);
    let entries = 0;
    for (let i = 0; i < list.length; i++) {
      entries += 3;
      if (length(list[i]!) >= EDIT_MIN_LENGTH) {
        this.#editable[i] = 1;
        entries += list[i]!.length + 1;
      }
    }
    this.#table = new HashTable(entries, list.length);
    const formed = this.#formed;
    for (let i = 0; i < list.length; i++) {
      const k = list[i]!;
      formHashes(k, formed);
      for (let t = 0; t < 3; t++) this.#table.add(formed[t]!, i);
      if (this.#editable[i] === 1) {
        // The key itself is filed among the deletions: a key one longer has it as one of its own.
        this.#table.add(hash(k, SEED.deletion), i);
        const [hashes, count] = this.#deleted(k);
        for (let d = 0; d < count; d++) this.#table.add(mix(hashes[d]!, SEED.deletion), i);
      }
      this.steps += 3 + k.length;
    }
  }

  /**
   * The key of the set similar to `key` by the first test that finds one (ties: first in code-point
   * order), other than `key` itself and any key `usable` refuses (one no longer active); else null.
   */
  similarTo(key: string, usable: (k: string) => boolean = () => true): string | null {
    // Another key of the set, still usable, that `test` accepts.
    const other = (test: (k: string, owner: number) => boolean) => (k: string, owner: number) => k !== key && test(k, owner) && usable(k);
    formHashes(key, this.#formed);
    // Read before any lookup: each form's hash, in the tests' order.
    const formHashed = [this.#formed[0]!, this.#formed[1]!, this.#formed[2]!];
    // The forms themselves only when a hash matches (almost never for a new key).
    let wanted: ReturnType<typeof forms> | undefined;
    for (let t = 0; t < 3; t++) {
      const found = this.#best(
        formHashed[t]!,
        other((k) => forms(k)[t] === (wanted ??= forms(key))[t]),
      );
      if (found !== null) return found;
    }
    if (length(key) < EDIT_MIN_LENGTH) return null;
    let best: string | null = null;
    const consider = (k: string) => {
      if (best === null || codePointCompare(k, best) < 0) best = k;
    };
    const close = other((k, owner) => this.#editable[owner] === 1 && atEditDistanceOne(k, key));
    // Every key at distance 1 is filed under one of these: a key one longer under `key` (one of its
    // deletions), one of the same length under a deletion both share, and one shorter under itself,
    // a deletion of `key`.
    this.#collect(hash(key, SEED.deletion), close, consider);
    const [hashes, count] = this.#deleted(key);
    for (let d = 0; d < count; d++) this.#collect(mix(hashes[d]!, SEED.deletion), close, consider);
    return best;
  }

  /** deletionHashes of `key`, in this index's reused array. */
  #deleted(key: string): [Int32Array, number] {
    const [hashes, count] = deletionHashes(key, this.#deletions);
    this.#deletions = hashes;
    return [hashes, count];
  }

  #best(h: number, accept: (k: string, owner: number) => boolean): string | null {
    let best: string | null = null;
    this.#collect(h, accept, (k) => {
      if (best === null || codePointCompare(k, best) < 0) best = k;
    });
    return best;
  }

  /** Calls `found` with each key stored under a hash that may be `h` and that `accept` accepts. */
  #collect(h: number, accept: (k: string, owner: number) => boolean, found: (k: string) => void): void {
    this.steps += this.#table.each(h, (owner) => {
      const k = this.#keys[owner]!;
      this.steps++;
      if (accept(k, owner)) found(k);
    });
  }
}

/** What the review and the warning say of a candidate whose key is similar to `similar`. */
export function similarKeyNote(similar: string): string {
  return `new key, similar to \`${similar}\`: if it is the same, decline it and add a key alias`;
}
