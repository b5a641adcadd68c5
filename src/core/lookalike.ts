/**
 * A value's look-alike form (docs/security.md): the case-folded UTS #39 skeleton of its NFKC form,
 * whitespace collapsed as values compare. `quаntum` (Cyrillic а) and `quantum` share one, and so
 * do `Head of AI` and `Head of Al`; same-value matching (bump, duplicate) stays on the normalized
 * form (normalize.ts). The skeleton maps each character of the NFD text to its prototype in
 * Unicode's confusables data (confusables-table.ts, generated from a pinned version) after
 * dropping default-ignorables, then applies NFD again. Case folding or NFD can leave a character
 * the data maps again (a skeleton alone is not idempotent for a dozen characters), so the steps
 * repeat until the text no longer changes: the form of a form is itself.
 *
 * The table (~120 KB of source) is loaded on first use, by a propose that needs a form.
 */
import { CONFUSABLES_VERSION } from "./confusables-version.js";
import { caseFold } from "./normalize.js";

export { CONFUSABLES_VERSION };

/** The look-alike form of a value. */
export type LookalikeForm = (value: string) => string;

/** A character's prototype in the confusables data ("" for one the skeleton drops), or undefined when it has none. */
export type PrototypeOf = (codePoint: number) => string | undefined;

let loading: Promise<LookalikeForm> | undefined;

/** The look-alike form, its table loaded once per process. */
export function loadLookalikeForm(): Promise<LookalikeForm> {
  loading ??= import("./confusables-table.js").then(lookalikeFormOfTable);
  return loading;
}

/**
 * The look-alike form of the generated table. @internal exported for tests: the loader runs it once
 * per process, so a test that checks the form it gives calls it itself.
 */
export function lookalikeFormOfTable({ PROTOTYPES, IGNORABLE }: typeof import("./confusables-table.js")): LookalikeForm {
  return lookalikeFormOf(prototypesOf(PROTOTYPES, IGNORABLE));
}

/**
 * The prototype lookup over the generated table: JSON parsed once (~1/20 of the instructions a loop
 * building a Map of the same entries took), default-ignorables by range.
 * @internal exported for the table's tests.
 */
export function prototypesOf(json: string, ignorable: readonly (readonly [number, number])[]): PrototypeOf {
  const table = JSON.parse(json) as Record<number, string>;
  const ascii = Array.from({ length: 0x80 }, (_, cp) => table[cp]);
  const first = ignorable[0]![0];
  return (cp) => {
    if (cp < 0x80) return ascii[cp];
    if (cp >= first) {
      for (const [lo, hi] of ignorable) {
        if (cp < lo) break;
        if (cp <= hi) return "";
      }
    }
    return table[cp];
  };
}

// A printable ASCII value without `%` (the one ASCII character whose prototype is not ASCII)
// takes one pass: of its characters' prototypes and lower case only `m` maps again. Chained
// replaceAll calls cost what normalizeValue does (one replace with a callback, twice as much).
const PLAIN_ASCII = /^[\x20-\x24\x26-\x7e]*$/;
const RARE_ASCII = /[`"|10]/;
const SPACE_RUNS = / {2,}/;
const WHITESPACE_RUNS = /\s+/gu;
const MAY_NEED_COLLAPSE = /^\s|\s$|\s\s|[^\S ]/u;
// Every single character settles within 3 rounds (test/core/lookalike.test.ts); a bound keeps
// hostile text from looping, and the result is deterministic either way.
const MAX_ROUNDS = 8;

function asciiForm(value: string): string {
  // `I` → `l` before case folding (which would make it `i`); `m` → `rn` after it, for `M` too.
  let s = value.replaceAll("I", "l");
  if (RARE_ASCII.test(s)) s = s.replaceAll("1", "l").replaceAll("0", "O").replaceAll("|", "l").replaceAll("`", "'").replaceAll('"', "''");
  s = s.toLowerCase().trim().replaceAll("m", "rn");
  return SPACE_RUNS.test(s) ? s.replace(/ +/g, " ") : s;
}

/** The look-alike form under a prototype lookup (`prototypesOf`). */
function lookalikeFormOf(prototypeOf: PrototypeOf): LookalikeForm {
  /** The text with each character that has a prototype replaced by it; the same string when none has. */
  const mapped = (text: string): string => {
    let out = "";
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      const prototype = prototypeOf(cp);
      if (prototype !== undefined) {
        out += text.slice(from, i) + prototype;
        from = i + width;
      }
      i += width - 1;
    }
    return from === 0 ? text : out + text.slice(from);
  };
  // One round on NFKD text: the skeleton's mapping, case folding, each followed by NFKD where it
  // changed something (so the form is NFKD and another round cannot start elsewhere), whitespace as
  // values compare it. Case folding does not change its own (decomposed) output (checked for every
  // character), so text with no character left that has a prototype is settled.
  const round = (text: string): string => {
    let s = mapped(text);
    if (s !== text) s = s.normalize("NFKD");
    const folded = caseFold(s);
    if (folded !== s) s = folded.normalize("NFKD");
    return MAY_NEED_COLLAPSE.test(s) ? s.trim().replace(WHITESPACE_RUNS, " ") : s;
  };
  const settled = (text: string): boolean => {
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i)!;
      if (prototypeOf(cp) !== undefined) return false;
      if (cp > 0xffff) i++;
    }
    return true;
  };
  return (value: string): string => {
    if (PLAIN_ASCII.test(value)) return asciiForm(value);
    // NFD of the NFKC form is the NFKD form.
    let text = round(value.normalize("NFKD"));
    for (let i = 1; i < MAX_ROUNDS && !settled(text); i++) text = round(text);
    return text;
  };
}
