/**
 * Control, invisible and format characters (docs/security.md): C0 (so also CR, LF, TAB), DEL, C1,
 * U+200E/U+200F, U+2028–U+202E, U+2066–U+2069, every Default_Ignorable_Code_Point, every general
 * category Cf character and the Hangul fillers. Keys, sources, labels and ids refuse them all;
 * values and reasons keep ZWNJ/ZWJ, variation selectors and emoji tags, which real names, words and
 * emoji need. The schemas hold the same classes (both generated from one Unicode version by
 * scripts/gen-text-ranges.mjs); anything that still reaches a terminal or pending-diff.md (a
 * hand-edited profile.md, a record, data written by an earlier version) is shown escaped here.
 */
import { KEY_FORBIDDEN, VALUE_FORBIDDEN } from "./invisible-ranges.js";

const classOf = (ranges: readonly (readonly [number, number])[]): string =>
  ranges.map(([lo, hi]) => (lo === hi ? `\\u{${lo.toString(16)}}` : `\\u{${lo.toString(16)}}-\\u{${hi.toString(16)}}`)).join("");

const KEY_CLASS = classOf(KEY_FORBIDDEN);
const VALUE_CLASS = classOf(VALUE_FORBIDDEN);
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";

/** One character a key, source, label or id refuses (lone surrogates aside). */
export const KEY_FORBIDDEN_CHAR = new RegExp(`[${KEY_CLASS}]`, "u");
/** One character a value or reason refuses (lone surrogates aside). */
export const VALUE_FORBIDDEN_CHAR = new RegExp(`[${VALUE_CLASS}]`, "u");

const KEY_ALL = new RegExp(`[${KEY_CLASS}]|${LONE_SURROGATE}`, "gu");
const VALUE_ALL = new RegExp(`[${VALUE_CLASS}]|${LONE_SURROGATE}`, "gu");
// Running text (a record's body) keeps its line breaks and tabs.
const TEXT_ALL = new RegExp(`(?![\\n\\t])(?:[${VALUE_CLASS}]|${LONE_SURROGATE})`, "gu");
// Fast path, without the u flag so it sees UTF-16 code units: a string with no such BMP character
// and no surrogate (astral characters are surrogate pairs) needs no replace.
const u4 = (cp: number): string => `\\u${cp.toString(16).padStart(4, "0")}`;
const MAY_HOLD = new RegExp(
  `[${KEY_FORBIDDEN.filter(([lo]) => lo <= 0xffff)
    .map(([lo, hi]) => `${u4(lo)}-${u4(hi)}`)
    .join("")}\\ud800-\\udfff]`,
);

const escaped = (c: string): string => `\\u{${c.codePointAt(0)!.toString(16)}}`;

/** `s` with every control, invisible or format character (and lone surrogate) written as `\u{hex}`, so it can neither restyle nor hide text. For keys, sources, ids, labels and messages. */
export function visible(s: string): string {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(KEY_ALL, escaped);
}

/** Like `visible`, but ZWNJ/ZWJ, variation selectors and emoji tags stay: they belong to a value's text. */
export function visibleValue(s: string): string {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(VALUE_ALL, escaped);
}

/** Like `visibleValue` for multi-line text (a record): line breaks and tabs stay, CR and escapes (ESC, OSC, …) do not. */
export function visibleText(s: string): string {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(TEXT_ALL, escaped);
}

const SPELLED_MAX = 200;

/**
 * `s` for telling two look-alike texts apart (the look-alike rule's reason): every character
 * outside printable ASCII written as `\u{hex}`, and `\` and `"` escaped, so two different texts
 * never print the same (`qu\u{430}ntum` beside `quantum`). Past 200 characters it is cut, with `…`.
 */
export function spelledOut(s: string): string {
  let out = "";
  let n = 0;
  for (const c of s) {
    if (n++ === SPELLED_MAX) return `${out}…`;
    const cp = c.codePointAt(0)!;
    out += c === "\\" || c === '"' ? `\\${c}` : cp >= 0x20 && cp <= 0x7e ? c : `\\u{${cp.toString(16)}}`;
  }
  return out;
}
