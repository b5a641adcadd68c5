/**
 * Control and invisible-formatting characters: C0 (so also CR, LF, TAB), DEL, C1, the
 * left-to-right/right-to-left marks, the line/paragraph separators and embedding/override
 * controls (U+2028–U+202E) and the bidi isolates (U+2066–U+2069). Candidates refuse them
 * (schemas/candidates.schema.json holds the same class); anything that still reaches a terminal or
 * pending-diff.md (a hand-edited profile.md can hold them) is shown escaped by `visible`.
 */

/** One such character (lone surrogates aside): the class candidates refuse, as validation names it. */
export const INVISIBLE_CHAR = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const MAY_HOLD = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]/;

/** `s` with every control or invisible-formatting character (and lone surrogate) written as `\u{hex}`, so it can neither restyle nor hide text. */
export function visible(s: string): string {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(INVISIBLE, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
