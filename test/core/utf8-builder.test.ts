/**
 * Streaming pieces of text out as UTF-8 (src/core/utf8-builder.ts): each piece is encoded on its own
 * into a 1 MiB chunk, which goes to the sink when the next piece might not fit (3 bytes a UTF-16
 * code unit at most) and at `flush()`; a piece that might not fit even in an empty chunk gets a
 * chunk of its own size.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Utf8Builder } from "../../src/core/utf8-builder.js";
import { runs } from "../helpers/runs.js";

const MIB = 1 << 20;

/** A builder whose sink keeps a copy of each chunk (the sink may use a chunk only until the next put). */
function collecting(): { out: Utf8Builder; chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  return { out: new Utf8Builder((chunk) => chunks.push(Buffer.from(chunk))), chunks };
}

function written(pieces: readonly string[]): { bytes: Buffer; sizes: number[] } {
  const { out, chunks } = collecting();
  for (const p of pieces) out.put(p);
  out.flush();
  return { bytes: Buffer.concat(chunks), sizes: chunks.map((c) => c.length) };
}

/** Each piece's own UTF-8, one after the other. */
const reference = (pieces: readonly string[]): Buffer => Buffer.concat(pieces.map((p) => Buffer.from(p, "utf8")));

describe("Utf8Builder", () => {
  it("hands the sink nothing before a flush, and nothing at a flush with nothing put", () => {
    const { out, chunks } = collecting();
    out.flush();
    expect(chunks).toEqual([]);
    out.put("");
    out.flush();
    expect(chunks).toEqual([]);
    out.put("job-title: ");
    out.put("Staff Engineer");
    expect(chunks).toEqual([]);
    out.flush();
    expect(chunks.map((c) => c.toString("utf8"))).toEqual(["job-title: Staff Engineer"]);
    out.flush();
    expect(chunks).toHaveLength(1);
  });

  it("after a flush starts again from nothing", () => {
    const { out, chunks } = collecting();
    out.put("first");
    out.flush();
    out.put("second");
    out.put(" and third");
    out.flush();
    expect(chunks.map((c) => c.toString("utf8"))).toEqual(["first", "second and third"]);
  });

  it.each([
    { name: "ASCII", pieces: ["a", "bc", "def"] },
    { name: "Latin-1", pieces: ["Straße", " ", "café"] },
    { name: "three-byte characters", pieces: ["東京", "€", "\uffff"] },
    { name: "astral characters, as surrogate pairs", pieces: ["🙂", "𝄞x"] },
    { name: "a lone surrogate, as U+FFFD", pieces: ["a\ud800b", "\udc00"] },
  ])("encodes $name as UTF-8", ({ pieces }) => {
    expect(written(pieces)).toEqual({ bytes: reference(pieces), sizes: [reference(pieces).length] });
  });

  it("encodes each piece on its own: a surrogate pair split across two pieces is two U+FFFD", () => {
    expect(written(["\ud83d", "\ude42"]).bytes).toEqual(Buffer.from([0xef, 0xbf, 0xbd, 0xef, 0xbf, 0xbd]));
  });

  it("gives the bytes of each piece's UTF-8 in one chunk, for any pieces that fit in 1 MiB", () => {
    const unit = fc.oneof(
      fc.constantFrom("a", "é", "€", "\ud83d", "\ude42", "\n"),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    );
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 20 }), { maxLength: 20 }), (pieces) => {
        const { bytes, sizes } = written(pieces);
        expect(bytes).toEqual(reference(pieces));
        expect(sizes).toEqual(bytes.length === 0 ? [] : [bytes.length]);
      }),
      { seed: 8, numRuns: runs(200) },
    );
  });

  it("hands a full chunk on when the next piece might not fit in what is left of its 1 MiB", () => {
    // Pieces of 1000 ASCII characters may take 3000 bytes: after 1046 of them 2576 bytes are left,
    // so the 1047th starts the next chunk.
    const pieces = Array.from({ length: 3000 }, (_, i) => String(i % 10).repeat(1000));
    const { bytes, sizes } = written(pieces);
    expect(sizes).toEqual([1_046_000, 1_046_000, 908_000]);
    expect(bytes.equals(reference(pieces))).toBe(true);
  });

  it("puts a piece into the chunk when its worst case fits exactly, and starts a new one when it does not", () => {
    // "€" takes exactly 3 bytes: after "a" and 349,524 of them, 3 bytes of the 1 MiB are left.
    const fill = ["a", "€".repeat(349_524)];
    expect(written([...fill, "b"]).sizes).toEqual([MIB - 2]);
    const { bytes, sizes } = written([...fill, "b", "c"]);
    expect(sizes).toEqual([MIB - 2, 1]);
    expect(bytes.equals(reference([...fill, "b", "c"]))).toBe(true);
  });

  it("fills a chunk with three-byte text to one byte short of 1 MiB, then starts the next for one more character", () => {
    // 349,525 "€" take 1,048,575 bytes, one short of 1 MiB; one more code unit might take 3.
    const pieces = ["€".repeat(349_525), "x"];
    const { bytes, sizes } = written(pieces);
    expect(sizes).toEqual([MIB - 1, 1]);
    expect(bytes.equals(reference(pieces))).toBe(true);
  });

  it.each([
    { name: "349,525 ASCII characters, whose worst case fits 1 MiB", piece: "a".repeat(349_525) },
    { name: "349,526 three-byte characters, past 1 MiB", piece: "€".repeat(349_526) },
    { name: "2 million ASCII characters", piece: "a".repeat(2_000_000) },
    { name: "a million astral characters", piece: "🙂".repeat(1_000_000) },
  ])("writes a piece of $name whole", ({ piece }) => {
    const { bytes, sizes } = written([piece]);
    expect(sizes).toEqual([Buffer.byteLength(piece, "utf8")]);
    expect(bytes.equals(Buffer.from(piece, "utf8"))).toBe(true);
  });

  it("hands on what came before a piece larger than a chunk, then puts that piece and the next ones in one chunk", () => {
    const pieces = ["before", "a".repeat(400_000), "after", "and more"];
    const { bytes, sizes } = written(pieces);
    expect(sizes).toEqual([6, 400_013]);
    expect(bytes.equals(reference(pieces))).toBe(true);
  });
});
