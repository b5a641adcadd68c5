// Generates the invisible-character classes from the pinned Unicode version and writes them into
// src/core/invisible-ranges.ts and into the `"not": {"pattern": "[…]"}` of every text field the
// schemas declare (see FIELDS). `--check` exits 1 when a committed file is out of date.
//
// Two classes (docs/security.md):
//  - KEY: C0, DEL, C1, U+200E/U+200F, U+2028–U+202E, U+2066–U+2069, every Default_Ignorable_Code_Point,
//    every general category Cf character and the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0).
//    Keys, sources, labels and ids refuse it.
//  - VALUE: KEY without ZWNJ/ZWJ (U+200C/U+200D), the variation selectors (U+FE00–U+FE0F,
//    U+E0100–U+E01EF) and the emoji tag characters (U+E0020–U+E007F). Values and reasons refuse it.
//
// In the schemas each code point is a literal character written as a JSON escape (`\u200b`; an astral
// one as its escaped surrogate pair), so the regex source holds the character itself: ajv (the `u`
// flag) and Python `re` read such a class alike, which regex escapes would not (`\u{…}` is not Python,
// `\U…` is not JavaScript).
import { readFileSync, writeFileSync } from "node:fs";

/** The Unicode version the classes are computed from: the one Node 20's ICU reports. */
export const UNICODE_VERSION = "17.0";

const BASE = [
  [0x0, 0x1f],
  [0x7f, 0x9f],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];
const HANGUL_FILLERS = [0x115f, 0x1160, 0x3164, 0xffa0];
const VALUE_ALLOWED = [
  [0x200c, 0x200d],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];

const inRanges = (ranges, cp) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** Sorted, merged [lo, hi] ranges of the code points `test` accepts (surrogates excluded). */
function rangesOf(test) {
  const out = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (!test(cp)) continue;
    const last = out.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else out.push([cp, cp]);
  }
  return out;
}

export function computeRanges() {
  const dicp = /^\p{Default_Ignorable_Code_Point}$/u;
  const cf = /^\p{Cf}$/u;
  const key = (cp) => {
    const c = String.fromCodePoint(cp);
    return inRanges(BASE, cp) || HANGUL_FILLERS.includes(cp) || dicp.test(c) || cf.test(c);
  };
  return { key: rangesOf(key), value: rangesOf((cp) => key(cp) && !inRanges(VALUE_ALLOWED, cp)) };
}

const hex = (cp) => cp.toString(16).padStart(4, "0");
/** A code point as JSON escapes (astral: the surrogate pair). */
const jsonEscape = (cp) =>
  String.fromCodePoint(cp)
    .split("")
    .map((u) => `\\u${hex(u.charCodeAt(0))}`)
    .join("");
/** The JSON string literal (quotes included) of the character class. */
const jsonClass = (ranges) => `"[${ranges.map(([lo, hi]) => (lo === hi ? jsonEscape(lo) : `${jsonEscape(lo)}-${jsonEscape(hi)}`)).join("")}]"`;

/** Where each class goes: schema → [JSON pointer of a string schema, class]. */
const FIELDS = {
  candidates: [
    ["/$defs/candidate/oneOf/0/properties/key", "key"],
    ["/$defs/candidate/oneOf/0/properties/value", "value"],
    ["/$defs/candidate/oneOf/0/properties/source", "key"],
    ["/$defs/candidate/oneOf/0/properties/supersedes", "key"],
    ["/$defs/candidate/oneOf/1/properties/key", "key"],
    ["/$defs/candidate/oneOf/1/properties/retires", "key"],
    ["/$defs/candidate/oneOf/1/properties/reason", "value"],
    ["/$defs/candidate/oneOf/1/properties/source", "key"],
  ],
  fields: [
    ["/propertyNames", "key"],
    ["/$defs/scalar/anyOf/0", "value"],
  ],
  config: [
    ["/properties/multiValued/items", "key"],
    ["/properties/context/properties/exclude/items", "key"],
    ["/properties/context/properties/onlyIn/items", "key"],
    ["/properties/context/properties/notIn/items", "key"],
  ],
  // Not profile.schema.json: it describes what `brain show --json` prints, which includes facts
  // written before these rules; `brain validate` reports those (src/io/file-kinds.ts).
  // Only what a diff takes from new candidates: facts it names from the profile may predate the rule.
  diff: [
    ["/$defs/addition/properties/key", "key"],
    ["/$defs/addition/properties/value", "value"],
    ["/$defs/addition/properties/source", "key"],
    ["/$defs/evidenceBump/properties/source", "key"],
    ["/$defs/supersede/properties/winner/properties/value", "value"],
    ["/$defs/supersede/properties/winner/properties/source", "key"],
    ["/$defs/retirement/properties/reason", "value"],
    ["/$defs/retirement/properties/source", "key"],
  ],
};

const at = (doc, pointer) =>
  pointer
    .split("/")
    .slice(1)
    .reduce((o, part) => {
      const next = o?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
      if (next === undefined) throw new Error(`no ${pointer}`);
      return next;
    }, doc);

/** The schema's text with each listed field's `not.pattern` set to its class. */
export function schemaText(name, ranges) {
  const doc = JSON.parse(readFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), "utf8"));
  const marks = { key: "@@KEY-CLASS@@", value: "@@VALUE-CLASS@@" };
  for (const [pointer, cls] of FIELDS[name]) {
    const field = at(doc, pointer);
    const rest = Object.fromEntries(Object.entries(field).filter(([k]) => k !== "not"));
    for (const k of Object.keys(field)) delete field[k];
    // `not` goes right after `pattern` (or at the end), the place it has always had.
    for (const [k, v] of Object.entries(rest)) {
      field[k] = v;
      if (k === "pattern") field.not = { pattern: marks[cls] };
    }
    if (!("not" in field)) field.not = { pattern: marks[cls] };
  }
  return `${JSON.stringify(doc, null, 2)}\n`.replaceAll(`"${marks.key}"`, jsonClass(ranges.key)).replaceAll(`"${marks.value}"`, jsonClass(ranges.value));
}

const tsRanges = (ranges) => ranges.map(([lo, hi]) => `  [0x${hex(lo)}, 0x${hex(hi)}],\n`).join("");

export function moduleText(ranges) {
  return `// Generated by \`node scripts/gen-text-ranges.mjs\` from Unicode ${UNICODE_VERSION}. Do not edit by hand.
// The same classes are in schemas/*.schema.json as \`"not": {"pattern": "[…]"}\` (docs/security.md).

/** The Unicode version the ranges below were computed from (Node's \`process.versions.unicode\`). */
export const UNICODE_VERSION = "${UNICODE_VERSION}";

/** What keys, sources, labels and ids refuse: controls, default-ignorables, format characters, Hangul fillers. */
export const KEY_FORBIDDEN: readonly (readonly [number, number])[] = [
${tsRanges(ranges.key)}];

/** What values and reasons refuse: KEY_FORBIDDEN except ZWNJ/ZWJ, variation selectors and emoji tags. */
export const VALUE_FORBIDDEN: readonly (readonly [number, number])[] = [
${tsRanges(ranges.value)}];
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.versions.unicode !== UNICODE_VERSION) {
    console.error(`gen-text-ranges: Node reports Unicode ${process.versions.unicode}, the classes are pinned to ${UNICODE_VERSION}`);
    process.exit(1);
  }
  const ranges = computeRanges();
  const outputs = [[new URL("../src/core/invisible-ranges.ts", import.meta.url), moduleText(ranges)]];
  for (const name of Object.keys(FIELDS)) outputs.push([new URL(`../schemas/${name}.schema.json`, import.meta.url), schemaText(name, ranges)]);
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [url, text] of outputs) {
    let old = "";
    try {
      old = readFileSync(url, "utf8");
    } catch {}
    if (old === text) continue;
    stale++;
    if (check) console.error(`out of date: ${url.pathname}`);
    else writeFileSync(url, text);
  }
  if (check && stale > 0) process.exit(1);
}
