/**
 * Long values held as their UTF-8 bytes while the profile is in memory.
 *
 * V8 stores a string at one byte a character while every character is Latin-1, and at two bytes
 * as soon as one is not: a 1,000-character value with one `—` or `’` takes 2 KB. Such text is
 * mostly ASCII, so its UTF-8 bytes, kept as a one-byte string of those bytes, take about half.
 * A 100k-fact profile of such values is ~200 MB of UTF-16: packing takes the benchmark's
 * long-values propose and apply from 449 to ~365 MiB peak RSS (docs/performance.md, "Peak memory").
 *
 * A packed fact is a plain object like any other: `value` is an own, enumerable property whose
 * getter decodes the bytes, so reading it, spreading the fact, `JSON.stringify` and
 * `structuredClone` all see the same text as before; assigning it turns it into an ordinary
 * property again. Only memory differs.
 */
/** Shorter values are left alone: what packing saves there is not worth a decode on every read. */
export const PACK_MIN_CHARS = 64;

const UTF8 = Symbol("the value's UTF-8 bytes as a Latin-1 string");
type Packed = { [UTF8]: string };

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
// A lone surrogate has no UTF-8 form: encoding writes U+FFFD in its place, so such a value stays as
// it is. Only text whose bytes hold a U+FFFD (a lone surrogate or a real one) is searched for one.
const REPLACEMENT = Buffer.from("\ufffd", "utf8");
const LONE_SURROGATE = /\p{Cs}/u;
const SCRATCH = Buffer.allocUnsafe(1 << 16);
// Unpacking has a buffer of its own: a getter may run while packLongValue holds its bytes in SCRATCH.
const DECODING = Buffer.allocUnsafe(1 << 16);

function unpack(this: Packed): string {
  const bytes = this[UTF8];
  // Decoded through a buffer kept for it: a Buffer made for each read was garbage outside the heap,
  // and the long-values propose read its values ~0.8 s of CPU faster this way (4.3 against 5.1 s).
  if (bytes.length > DECODING.length) return Buffer.from(bytes, "latin1").toString("utf8");
  return DECODING.toString("utf8", 0, DECODING.write(bytes, 0, "latin1"));
}

function replace(this: Packed, value: string): void {
  Object.defineProperty(this, "value", { value, writable: true, enumerable: true, configurable: true });
}

// One getter and one setter for every packed fact: V8 then gives them all one hidden class.
const VALUE: PropertyDescriptor = { get: unpack, set: replace, enumerable: true, configurable: true };

/**
 * `o` itself (a fact, or a diff entry that quotes one), or, when its value is long, not all
 * Latin-1 and smaller in UTF-8 than in UTF-16, an equal object holding the value packed. Its
 * properties keep their order (JSON prints them so).
 */
export function packLongValue<T extends { value: string }>(o: T): T {
  const value = o.value;
  if (value.length < PACK_MIN_CHARS || !BEYOND_LATIN1.test(value)) return o;
  // A UTF-16 code unit never takes more than 3 bytes in UTF-8. A value too long for the shared
  // buffer gets one of its own, so one huge value does not keep a huge buffer alive.
  const room = value.length * 3;
  const buffer = room <= SCRATCH.length ? SCRATCH : Buffer.allocUnsafe(room);
  const length = buffer.write(value, "utf8");
  // Mostly CJK text takes three bytes a character in UTF-8, more than its two in UTF-16.
  if (length >= value.length * 2) return o;
  const bytes = buffer.subarray(0, length);
  if (bytes.indexOf(REPLACEMENT) >= 0 && LONE_SURROGATE.test(value)) return o;
  return holding(o, bytes.toString("latin1"));
}

/**
 * `entry`, which quotes `fact`'s value (`entry.value` is `fact.value`), holding that value as the
 * fact holds it: packed with the fact's very bytes when the fact is packed, else as the same
 * string. The diff's entries for a 100k profile's stale flags, promotions, bumps and duplicates
 * each packed a copy of their own: ~18 MB more at the long-values apply's peak.
 */
export function packedAs<T extends { value: string }>(entry: T, fact: { value: string }): T {
  const bytes = (fact as Partial<Packed>)[UTF8];
  return bytes === undefined ? entry : holding(entry, bytes);
}

/** An object equal to `o`, its properties in the same order, whose value is `bytes` decoded. */
function holding<T extends { value: string }>(o: T, bytes: string): T {
  const packed = {} as Record<string | symbol, unknown>;
  for (const name of Object.keys(o)) {
    if (name === "value") {
      Object.defineProperty(packed, "value", VALUE);
      Object.defineProperty(packed, UTF8, { value: bytes, writable: false, enumerable: false, configurable: true });
    } else {
      packed[name] = o[name as keyof T];
    }
  }
  return packed as T;
}

/** @internal for tests: whether `o` holds its value packed. */
export function isPacked(o: { value: string }): boolean {
  return Object.getOwnPropertyDescriptor(o, "value")?.get === unpack;
}
