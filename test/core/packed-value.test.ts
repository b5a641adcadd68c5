import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPacked, PACK_MIN_CHARS, packedAs, packLongValue } from "../../src/core/packed-value.js";
import { parseProfile, serializeProfile } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { observedFact } from "../helpers/builders.js";

const LONG = `Writes about AI governance — ${"public sector procurement, ".repeat(4)}in 東京`;

const fact = (value: string, extra: Partial<Fact> = {}): Fact => observedFact("expertise", value, ["published:a"], extra);

describe("packLongValue", () => {
  it("holds a long, mostly-ASCII value beyond Latin-1 packed, and every way of reading the fact sees the same text", () => {
    const plain = fact(LONG, { status: "superseded", superseded_by: "f2", superseded_on: "2026-05-03" });
    const packed = packLongValue(plain);
    expect(isPacked(packed)).toBe(true);
    expect(packed).not.toBe(plain);
    expect(packed.value).toBe(LONG);
    expect(Object.keys(packed)).toEqual(Object.keys(plain));
    expect(JSON.stringify(packed)).toBe(JSON.stringify(plain));
    expect(packed).toEqual(plain);
    expect(structuredClone(packed)).toEqual(plain);
    const copy = { ...packed, id: "f3" };
    expect(copy).toEqual({ ...plain, id: "f3" });
    expect(isPacked(copy)).toBe(false);
  });

  it("lets the value be assigned, as on a plain fact, keeping the property's place", () => {
    const packed = packLongValue(fact(LONG));
    packed.value = "now short";
    expect(packed.value).toBe("now short");
    expect(isPacked(packed)).toBe(false);
    expect(JSON.stringify(packed)).toBe(JSON.stringify(fact("now short")));
  });

  it("packs any object with a value (a diff entry quoting a fact), keeping its other properties", () => {
    const entry = { id: "f1", key: "expertise", value: LONG, last_seen: "2026-01-01", days_since_seen: 151 };
    const packed = packLongValue(entry);
    expect(isPacked(packed)).toBe(true);
    expect(JSON.stringify(packed)).toBe(JSON.stringify(entry));
  });

  it("gives an entry quoting a packed fact the fact's packing, and leaves one quoting a plain fact as it is", () => {
    const packed = packLongValue(fact(LONG));
    const entry = { id: "f1", key: "expertise", value: packed.value, days_since_seen: 151 };
    const quoting = packedAs(entry, packed);
    expect(isPacked(quoting)).toBe(true);
    expect(quoting.value).toBe(LONG);
    expect(JSON.stringify(quoting)).toBe(JSON.stringify(entry));
    expect(Object.keys(quoting)).toEqual(["id", "key", "value", "days_since_seen"]);

    // A plain fact's entry holds the very string the fact holds: packing a copy would only add one.
    const plain = fact(LONG);
    const quotingPlain = { id: "f1", value: plain.value };
    expect(packedAs(quotingPlain, plain)).toBe(quotingPlain);
  });

  it.each([
    ["shorter than the threshold", `— ${"x".repeat(PACK_MIN_CHARS - 3)}`],
    ["all Latin-1 (already one byte a character)", "é".repeat(PACK_MIN_CHARS * 2)],
    ["mostly CJK (larger in UTF-8 than in UTF-16)", "東京".repeat(PACK_MIN_CHARS)],
    ["holding a lone surrogate (which has no UTF-8 form)", `${LONE()}${LONG}`],
  ])("leaves a value %s as it is", (_, value) => {
    const plain = fact(value);
    const kept = packLongValue(plain);
    expect(kept).toBe(plain);
    expect(kept.value).toBe(value);
  });

  it("packs a value longer than its shared encoding buffer", () => {
    const value = `${"x".repeat(40_000)}—${"y".repeat(40_000)}`;
    const packed = packLongValue(fact(value));
    expect(isPacked(packed)).toBe(true);
    expect(packed.value).toBe(value);
  });

  it("reads many packed values in turn, each whole (they share one decoding buffer), and repacks a packed fact", () => {
    const values = [LONG, `${LONG} and more`, `— ${"z".repeat(300)}`];
    const packed = values.map((v) => packLongValue(fact(v)));
    const read = packed.map((p) => p.value);
    expect(read).toEqual(values);
    const again = packLongValue(packed[1]!);
    expect(isPacked(again)).toBe(true);
    expect([again.value, packed[0]!.value]).toEqual([values[1], values[0]]);
  });

  it("packs a value holding a real U+FFFD, and reads it back whole", () => {
    const value = `${LONG} \ufffd done`;
    const packed = packLongValue(fact(value));
    expect(isPacked(packed)).toBe(true);
    expect(packed.value).toBe(value);
  });

  it("reads back exactly the value it was given, for any text", () => {
    let packedSeen = 0;
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 0, maxLength: 200 }), fc.string({ minLength: PACK_MIN_CHARS }), (any, ascii) => {
        for (const value of [any, `${ascii}—${any}`, `${any}—${ascii}`]) {
          const packed = packLongValue(fact(value));
          expect(packed.value).toBe(value);
          expect(JSON.stringify(packed)).toBe(JSON.stringify(fact(value)));
          if (isPacked(packed)) packedSeen++;
        }
      }),
    );
    expect(packedSeen).toBeGreaterThan(0);
  });

  it("is what the profile parser keeps for long values, and the profile serializes back byte for byte", () => {
    const text = [
      "# Profile",
      "",
      "## Static",
      "",
      "## Dynamic",
      "",
      `- **expertise**: ${LONG} \`id=f1; kind=observed; provenance=published; first_seen=2026-05-01; last_seen=2026-05-02; sources=published:a\``,
      "- **city**: Zürich `id=f2; kind=observed; provenance=published; first_seen=2026-05-01; last_seen=2026-05-02; sources=published:a`",
      `- [retired] **topic**: ${LONG} \\\`quoted\\\` \`id=f3; kind=observed; provenance=published; first_seen=2026-05-01; last_seen=2026-05-02; sources=published:a; retired_on=2026-05-03; retired_reason=gone\``,
      "",
    ].join("\n");
    const doc = parseProfile(text);
    expect(doc.facts.map(isPacked)).toEqual([true, false, true]);
    expect(doc.facts.map((f) => f.value)).toEqual([LONG, "Zürich", `${LONG} \`quoted\``]);
    expect(serializeProfile(doc)).toBe(text);
  });
});

function LONE(): string {
  return String.fromCharCode(0xd800);
}

describe("packLongValue at its edges", () => {
  it("packs a value of exactly PACK_MIN_CHARS characters, and leaves one a character shorter", () => {
    const atThreshold = `—${"x".repeat(PACK_MIN_CHARS - 1)}`;
    expect(atThreshold.length).toBe(PACK_MIN_CHARS);
    const packed = packLongValue(fact(atThreshold));
    expect(isPacked(packed)).toBe(true);
    expect(packed.value).toBe(atThreshold);
    const shorter = fact(atThreshold.slice(0, -1));
    expect(packLongValue(shorter)).toBe(shorter);
  });

  it("leaves a value exactly as large in UTF-8 as in UTF-16 (half CJK, half ASCII) as it is: packing would save nothing", () => {
    const value = "東a".repeat(PACK_MIN_CHARS);
    expect(Buffer.byteLength(value, "utf8")).toBe(value.length * 2);
    const plain = fact(value);
    expect(packLongValue(plain)).toBe(plain);
    // One more ASCII character and UTF-8 is the smaller: then it is packed.
    const smaller = packLongValue(fact(`${value}a`));
    expect(isPacked(smaller)).toBe(true);
    expect(smaller.value).toBe(`${value}a`);
  });

  it("once assigned, the value is an ordinary property: assignable again and deletable, as on a plain fact", () => {
    const packed = packLongValue(fact(LONG)) as Partial<Fact>;
    packed.value = "first";
    packed.value = "second";
    expect(packed.value).toBe("second");
    expect(Object.getOwnPropertyDescriptor(packed, "value")).toEqual(Object.getOwnPropertyDescriptor(fact("second"), "value"));
    delete packed.value;
    expect("value" in packed).toBe(false);
    expect(isPacked(packed as Fact)).toBe(false);
    expect(JSON.stringify(packed)).not.toContain("second");
  });

  it("a copy made by spreading or Object.assign carries the text and nothing of the packing", () => {
    const packed = packLongValue(fact(LONG));
    for (const copy of [{ ...packed }, Object.assign({}, packed)]) {
      expect(copy.value).toBe(LONG);
      expect(isPacked(copy)).toBe(false);
      expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    }
  });

  it("tells an object with no value of its own from a packed one", () => {
    const inherited = Object.create(packLongValue(fact(LONG))) as Fact;
    expect(inherited.value).toBe(LONG);
    expect(isPacked(inherited)).toBe(false);
  });
});
