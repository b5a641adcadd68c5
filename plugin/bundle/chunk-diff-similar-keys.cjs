var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  SimilarKeys: () => SimilarKeys,
  codePointCompare: () => codePointCompare,
  similarKeyNote: () => similarKeyNote
});
module.exports = __toCommonJS(stdin_exports);
var SEPARATORS = /[^\p{L}\p{N}]+/gu;
var ASCII_KEY = /^[a-z0-9-]*$/;
function tokens(key) {
  return (ASCII_KEY.test(key) ? key.split("-") : key.split(SEPARATORS)).filter((t) => t.length > 0);
}
function forms(key) {
  const list = tokens(key);
  return [list.join(""), tokenSetOf(list), singularOf(list)];
}
function tokenSetOf(list) {
  return [...new Set(list)].sort().join(" ");
}
function singularOf(list) {
  const last = list.at(-1);
  if (last === void 0 || last.length <= 1 || !last.endsWith("s")) return list.join(" ");
  return [...list.slice(0, -1), last.slice(0, -1)].join(" ");
}
var EDIT_MIN_LENGTH = 6;
var SURROGATE = /[\ud800-\udfff]/;
function atEditDistanceOne(a, b) {
  if (SURROGATE.test(a) || SURROGATE.test(b)) return atDistanceOne([...a], [...b]);
  return atDistanceOne(a, b);
}
function atDistanceOne(a, b) {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  const same = (x, from, y, at) => {
    if (x.length - from !== y.length - at) return false;
    for (let i2 = 0; from + i2 < x.length; i2++) if (x[from + i2] !== y[at + i2]) return false;
    return true;
  };
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.length !== short.length) return same(long, i + 1, short, i);
  if (i === long.length) return false;
  if (same(long, i + 1, short, i + 1)) return true;
  return long[i] === short[i + 1] && long[i + 1] === short[i] && same(long, i + 2, short, i + 2);
}
function length(s) {
  return SURROGATE.test(s) ? [...s].length : s.length;
}
function codePointCompare(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i);
    const y = b.codePointAt(i);
    if (x !== y) return x - y;
    if (x > 65535) i++;
  }
  return a.length - b.length;
}
var BASE = 16777619;
var DASH = 45;
var SPACE = 32;
var LETTER_S = 115;
var tokenHashes = new Int32Array(16);
function formHashes(key, out) {
  const text = ASCII_KEY.test(key) ? key : tokens(key).join("-");
  let squashed = 0;
  let spaced = 0;
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
    set = set + h | 0;
  };
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === DASH) {
      endToken();
      tokenLength = 0;
      token = 0;
      continue;
    }
    if (tokenLength === 0 && distinct > 0) spaced = Math.imul(spaced, BASE) + SPACE | 0;
    squashed = Math.imul(squashed, BASE) + unit | 0;
    beforeLast = spaced;
    spaced = Math.imul(spaced, BASE) + unit | 0;
    token = Math.imul(token, BASE) + unit | 0;
    lastUnit = unit;
    tokenLength++;
  }
  endToken();
  out[0] = mix(squashed, SEED.squashed);
  out[1] = mix(set, SEED.tokens);
  out[2] = mix(lastLength > 1 && lastUnit === LETTER_S ? beforeLast : spaced, SEED.singular);
}
function mix(h, seed) {
  let x = (h ^ Math.imul(seed, 2654435769)) >>> 0;
  x = Math.imul(x ^ x >>> 16, 2246822507);
  x = Math.imul(x ^ x >>> 13, 3266489909);
  return (x ^ x >>> 16) >>> 0;
}
function hash(s, seed) {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h, BASE) + s.charCodeAt(i) | 0;
  return mix(h, seed);
}
var scratch = new Int32Array(3 * 66);
function deletionHashes(s, out) {
  const n = s.length;
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
    prefix[i + 1] = Math.imul(prefix[i], BASE) + s.charCodeAt(i) | 0;
    power[i + 1] = Math.imul(power[i], BASE);
  }
  for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + Math.imul(s.charCodeAt(i), power[n - 1 - i]) | 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const width = s.charCodeAt(i) >= 55296 && s.charCodeAt(i) <= 56319 && i + 1 < n ? 2 : 1;
    out[count++] = Math.imul(prefix[i], power[n - i - width]) + suffix[i + width] | 0;
    i += width - 1;
  }
  return [out, count];
}
var SEED = { squashed: 1, tokens: 2, singular: 3, deletion: 4 };
var HashTable = class {
  #slots;
  #mask;
  /** The bits of a slot that hold the hash (those above the key's index + 1). */
  #hashBits;
  constructor(entries, owners) {
    let size = 16;
    while (size < entries * 1.5) size *= 2;
    this.#slots = new Int32Array(size);
    this.#mask = size - 1;
    this.#hashBits = ~((1 << 32 - Math.clz32(owners)) - 1);
  }
  add(h, owner) {
    const entry = h & this.#hashBits | owner + 1;
    let at = h & this.#mask;
    for (let slot = this.#slots[at]; slot !== 0; slot = this.#slots[at]) {
      if (slot === entry) return;
      at = at + 1 & this.#mask;
    }
    this.#slots[at] = entry;
  }
  /** Calls `visit` with each owner stored under a hash that may be `h`; returns the probes made. */
  each(h, visit) {
    const bits = h & this.#hashBits;
    let at = h & this.#mask;
    let probes = 1;
    for (let slot = this.#slots[at]; slot !== 0; slot = this.#slots[at]) {
      if ((slot & this.#hashBits) === bits) visit((slot & ~this.#hashBits) - 1);
      at = at + 1 & this.#mask;
      probes++;
    }
    return probes;
  }
};
var SimilarKeys = class {
  #keys;
  /** 1 where the key is long enough for test 4 (counted once: a key with a surrogate pair is counted in characters). */
  #editable;
  #table;
  /** deletionHashes' output, reused from key to key. */
  #deletions = new Int32Array(64);
  /** formHashes' output, reused from key to key. */
  #formed = new Int32Array(3);
  /** Probes and checks made, building and asking (proposeDiff's step counter: the search stays linear). */
  steps = 0;
  constructor(keys) {
    const list = [...new Set(keys)];
    this.#keys = list;
    this.#editable = new Uint8Array(list.length);
    let entries = 0;
    for (let i = 0; i < list.length; i++) {
      entries += 3;
      if (length(list[i]) >= EDIT_MIN_LENGTH) {
        this.#editable[i] = 1;
        entries += list[i].length + 1;
      }
    }
    this.#table = new HashTable(entries, list.length);
    const formed = this.#formed;
    for (let i = 0; i < list.length; i++) {
      const k = list[i];
      formHashes(k, formed);
      for (let t = 0; t < 3; t++) this.#table.add(formed[t], i);
      if (this.#editable[i] === 1) {
        this.#table.add(hash(k, SEED.deletion), i);
        const [hashes, count] = this.#deleted(k);
        for (let d = 0; d < count; d++) this.#table.add(mix(hashes[d], SEED.deletion), i);
      }
      this.steps += 3 + k.length;
    }
  }
  /**
   * The key of the set similar to `key` by the first test that finds one (ties: first in code-point
   * order), other than `key` itself and any key `usable` refuses (one no longer active); else null.
   */
  similarTo(key, usable = () => true) {
    const other = (test) => (k, owner) => k !== key && test(k, owner) && usable(k);
    formHashes(key, this.#formed);
    const formHashed = [this.#formed[0], this.#formed[1], this.#formed[2]];
    let wanted;
    for (let t = 0; t < 3; t++) {
      const found = this.#best(
        formHashed[t],
        other((k) => forms(k)[t] === (wanted ??= forms(key))[t])
      );
      if (found !== null) return found;
    }
    if (length(key) < EDIT_MIN_LENGTH) return null;
    let best = null;
    const consider = (k) => {
      if (best === null || codePointCompare(k, best) < 0) best = k;
    };
    const close = other((k, owner) => this.#editable[owner] === 1 && atEditDistanceOne(k, key));
    this.#collect(hash(key, SEED.deletion), close, consider);
    const [hashes, count] = this.#deleted(key);
    for (let d = 0; d < count; d++) this.#collect(mix(hashes[d], SEED.deletion), close, consider);
    return best;
  }
  /** deletionHashes of `key`, in this index's reused array. */
  #deleted(key) {
    const [hashes, count] = deletionHashes(key, this.#deletions);
    this.#deletions = hashes;
    return [hashes, count];
  }
  #best(h, accept) {
    let best = null;
    this.#collect(h, accept, (k) => {
      if (best === null || codePointCompare(k, best) < 0) best = k;
    });
    return best;
  }
  /** Calls `found` with each key stored under a hash that may be `h` and that `accept` accepts. */
  #collect(h, accept, found) {
    this.steps += this.#table.each(h, (owner) => {
      const k = this.#keys[owner];
      this.steps++;
      if (accept(k, owner)) found(k);
    });
  }
};
function similarKeyNote(similar) {
  return `new key, similar to \`${similar}\`: if it is the same, decline it and add a key alias`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SimilarKeys,
  codePointCompare,
  similarKeyNote
});
// brain-digest: 1a3ba5a2678868d1
