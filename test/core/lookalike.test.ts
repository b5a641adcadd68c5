/**
 * The look-alike form (docs/security.md): the generated confusables table, the form's defining
 * cases (the attacks it exists for and the values it must keep apart), and what must always hold:
 * the form of a form is itself, and the fast path for plain ASCII is the general path.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IGNORABLE, PROTOTYPES } from "../../src/core/confusables-table.js";
import { CONFUSABLES_VERSION } from "../../src/core/confusables-version.js";
import { UNICODE_VERSION } from "../../src/core/invisible-ranges.js";
import { loadLookalikeForm, lookalikeFormOfTable, prototypesOf } from "../../src/core/lookalike.js";
import { normalizeValue } from "../../src/core/normalize.js";
import { runs, SWEEP_STEP } from "../helpers/runs.js";

const form = await loadLookalikeForm();
const prototypeOf = prototypesOf(PROTOTYPES, IGNORABLE);

describe("the confusables table", () => {
  it("is Unicode's confusables data of the version every diff records: ASCII JSON, one entry per line, in code point order", () => {
    expect(CONFUSABLES_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    // Generated on the Node whose Unicode tables the invisible-character ranges come from.
    expect(`${UNICODE_VERSION}.0`).toBe(CONFUSABLES_VERSION);
    // Every character outside [0-9A-Za-z ] escaped: no look-alike or bidi character in the source file.
    const lines = PROTOTYPES.split("\n");
    expect(lines[0]).toBe("{");
    expect(lines.at(-1)).toBe("}");
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^"\d+":"([0-9A-Za-z ]|\\u[0-9a-f]{4})+",?$/);
    const table = JSON.parse(PROTOTYPES) as Record<string, string>;
    const mapped = lines.slice(1, -1).map((l) => Number(l.slice(1, l.indexOf('"', 1))));
    expect(mapped).toEqual([...mapped].sort((a, b) => a - b));
    expect(Object.keys(table)).toHaveLength(mapped.length);
    // 6,565 mappings in confusables.txt 17.0.0, less the few whose source is itself dropped as default-ignorable.
    expect(mapped.length).toBeGreaterThan(6500);
    for (const [lo, hi] of IGNORABLE) for (let cp = lo; cp <= hi; cp++) expect(table[cp]).toBeUndefined();
  });

  it("drops exactly the Default_Ignorable_Code_Points of its Unicode version (the skeleton's first step)", () => {
    if (`${process.versions.unicode}.0` !== CONFUSABLES_VERSION) return;
    const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp += SWEEP_STEP) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if ((prototypeOf(cp) === "") !== ignorable.test(String.fromCodePoint(cp))) wrong.push(`U+${cp.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    { cp: 0x0430, prototype: "a", name: "CYRILLIC SMALL LETTER A" },
    { cp: 0x043e, prototype: "o", name: "CYRILLIC SMALL LETTER O" },
    { cp: 0x0049, prototype: "l", name: "LATIN CAPITAL LETTER I" },
    { cp: 0x0031, prototype: "l", name: "DIGIT ONE" },
    { cp: 0x0030, prototype: "O", name: "DIGIT ZERO" },
    { cp: 0x006d, prototype: "rn", name: "LATIN SMALL LETTER M" },
    { cp: 0x2010, prototype: "-", name: "HYPHEN" },
    { cp: 0x200b, prototype: "", name: "ZERO WIDTH SPACE (default-ignorable)" },
  ])("maps $name to $prototype", ({ cp, prototype }) => {
    expect(prototypeOf(cp)).toBe(prototype);
  });
});

describe("the look-alike form", () => {
  it.each([
    { name: "a Cyrillic а for a Latin a", a: "qu\u0430ntum", b: "quantum" },
    { name: "a capital I for a small L", a: "Head of AI", b: "Head of Al" },
    { name: "a digit 1 for a small L", a: "Rotterdam 1", b: "Rotterdam l" },
    { name: "rn for m", a: "modern", b: "rnodern" },
    { name: "a zero for an O", a: "OpenAI", b: "0penAI" },
    { name: "Greek capitals for Latin ones", a: "ΑΙ", b: "AI" },
    { name: "fullwidth letters (NFKC)", a: "ＡＩ governance", b: "AI governance" },
    { name: "mathematical bold letters (NFKC)", a: "𝐀𝐈 governance", b: "AI governance" },
    { name: "a zero-width space inside", a: "quan\u200btum", b: "quantum" },
    { name: "a combining acute on a Cyrillic е", a: "caf\u0435\u0301", b: "café" },
    { name: "another case and spacing", a: "  HEAD OF   AI ", b: "head of al" },
    { name: "case folding (after the skeleton)", a: "STRASSE", b: "Straße" },
  ])("$name: $a looks like $b", ({ a, b }) => {
    expect(form(a)).toBe(form(b));
  });

  it.each([
    { a: "Head of AI", b: "Head of ML" },
    { a: "ai", b: "al" },
    { a: "Zürich", b: "Zurich" },
    { a: "Kraków", b: "Krakow" },
    { a: "東京", b: "京都" },
    { a: "quantum", b: "quantum computing" },
    // The skeleton reads capitals as written (a capital I looks like a small L), so one value in two
    // cases can have two forms: same-value matching (bump, duplicate) decides before the form is asked.
    { a: "ZÜRICH", b: "zürich" },
  ])("$a and $b stay apart", ({ a, b }) => {
    expect(form(a)).not.toBe(form(b));
  });

  it("case and spacing never matter but where the skeleton reads a capital (I) apart from its small letter", () => {
    const letters = fc.string({ unit: fc.constantFrom(..."abcdefghjknopqrstuvwxyzäöüéß "), minLength: 1, maxLength: 16 });
    fc.assert(
      fc.property(letters, (v) => {
        expect(form(` ${v.toUpperCase()}  `)).toBe(form(v));
        expect(normalizeValue(v.toUpperCase())).toBe(normalizeValue(v));
      }),
      { numRuns: runs(1000) },
    );
  });

  it("the form of a form is itself, on any text", () => {
    const confusable = fc.constantFrom(...'аеіоорсухАВЕКМНОРСТХ0O1lI|mrnǅǲß𝐀ＡΑΙΣς\u0301\u0308\u200b\u00ad ‐−%`"');
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.string({ unit: confusable, maxLength: 12 }),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    );
    fc.assert(
      fc.property(text, (v) => {
        const f = form(v);
        expect(form(f)).toBe(f);
      }),
      { numRuns: runs(3000) },
    );
  });

  it("every single character settles: form(form(c)) = form(c), also between letters", () => {
    for (let cp = 0; cp <= 0x10ffff; cp += SWEEP_STEP) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const v of [c, `A${c}b`]) {
        const f = form(v);
        if (form(f) !== f) expect.fail(`U+${cp.toString(16)} in ${JSON.stringify(v)}: ${JSON.stringify(f)} then ${JSON.stringify(form(f))}`);
      }
    }
  });

  it("the plain-ASCII fast path gives what the general path gives", () => {
    // A soft hyphen (default-ignorable: dropped) sends the same text down the general path.
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 30 }), (v) => {
        expect(form(v)).toBe(form(`${v}\u00ad`));
      }),
      { numRuns: runs(3000) },
    );
  });

  // The form above is built when this file loads: a test that reads the table only through it
  // compares the form with itself. These build their own and compare with the data's answers.
  it("reads the prototypes of ASCII characters from the table: 0 → O, 1 and | → l, m → rn, % → º/₀, a none", () => {
    const own = prototypesOf(PROTOTYPES, IGNORABLE);
    expect(["0", "1", "|", "m", "%", "a"].map((c) => own(c.charCodeAt(0)))).toEqual(["O", "l", "l", "rn", "º/₀", undefined]);
  });

  it("is the same function however often it is built (the table is loaded once and read, never changed)", async () => {
    expect(await loadLookalikeForm()).toBe(form);
    const again = lookalikeFormOfTable({ PROTOTYPES, IGNORABLE });
    for (const v of ["qu\u0430ntum", "Head of AI", "100%", "東京"]) expect(again(v)).toBe(form(v));
    // The table's own answers, not only the form's agreement with itself (built from the same table).
    expect(again("qu\u0430ntum")).toBe("quanturn");
  });
});

describe("U+FFFF is one UTF-16 unit", () => {
  it("a character of two units with a prototype is replaced whole: Lycian 𐊂 (U+10282) looks like b", () => {
    expect(form("x\u{10282}y")).toBe("xby");
  });

  it("the character after it is mapped, and is mapped again until it settles", () => {
    // `1` → `l` in the first round; `M` folds to `m` in the first and becomes `rn` in the second.
    expect(form("\uffff1")).toBe(form("\uffffl"));
    expect(form("\uffffM")).toBe(form("\uffffrn"));
    expect(form("\uffffM")).toBe("\uffffrn");
  });
});
