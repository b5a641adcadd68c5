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
 * The table (~80 KB of source) is loaded on first use, by a propose that needs a form.
 */
import { CONFUSABLES_VERSION } from "./confusables-version.js";
import { caseFold } from "./normalize.js";

export { CONFUSABLES_VERSION };

/** The look-alike form of a value. */
export type LookalikeForm = (value: string) => string;

let loading: Promise<LookalikeForm> | undefined;

/** The look-alike form, its table loaded once per process. */
export function loadLookalikeForm(): Promise<LookalikeForm> {
  loading ??= import("./confusables-table.js").then(({ CONFUSABLES }) => lookalikeFormOf(parseConfusables(CONFUSABLES)));
  return loading;
}

/** Code point → its prototype ("" for a character the skeleton drops). @internal exported for the table's tests. */
export function parseConfusables(table: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const line of table.split("\n")) {
    const [first, ...target] = line.split(" ");
    const range = first!.split("..");
    const lo = parseInt(range[0]!, 16);
    const hi = range[1] === undefined ? lo : parseInt(range[1], 16);
    const prototype = String.fromCodePoint(...target.map((h) => parseInt(h, 16)));
    for (let cp = lo; cp <= hi; cp++) map.set(cp, prototype);
  }
  return map;
}

// A printable ASCII value without `%` (the one ASCII character whose prototype is not ASCII)
// takes one pass: its prototypes and their lower case map to nothing further.
const PLAIN_ASCII = /^[\x20-\x24\x26-\x7e]*$/;
const ASCII_MAPPED = /[`"|1I0m]/g;
const WHITESPACE_RUNS = /\s+/gu;
// Every single character settles within 3 rounds (test/core/lookalike.test.ts); a bound keeps
// hostile text from looping, and the result is deterministic either way.
const MAX_ROUNDS = 8;

/** The look-alike form under a confusables map (`parseConfusables`). @internal exported for tests. */
export function lookalikeFormOf(map: ReadonlyMap<number, string>): LookalikeForm {
  const ascii = (c: string) => map.get(c.charCodeAt(0))!;
  const skeleton = (text: string): string => {
    let out = "";
    for (const c of text.normalize("NFD")) out += map.get(c.codePointAt(0)!) ?? c;
    return out.normalize("NFD");
  };
  const round = (text: string) => caseFold(skeleton(text)).normalize("NFD").trim().replace(WHITESPACE_RUNS, " ");
  return (value: string): string => {
    if (PLAIN_ASCII.test(value)) return value.replace(ASCII_MAPPED, ascii).toLowerCase().trim().replace(WHITESPACE_RUNS, " ");
    let text = value.normalize("NFKC");
    for (let i = 0; i < MAX_ROUNDS; i++) {
      const next = round(text);
      if (next === text) break;
      text = next;
    }
    return text;
  };
}
