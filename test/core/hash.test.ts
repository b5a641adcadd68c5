import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256, sha256Hex, shortHash } from "../../src/core/hash.js";
import { runs } from "../helpers/runs.js";

describe("sha256Hex (one-shot crypto.hash) is the incremental sha256", () => {
  it("for any text, lone surrogates included (both encode them as U+FFFD), and for bytes", () => {
    const text = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 64 });
    fc.assert(
      fc.property(text, fc.uint8Array({ maxLength: 64 }), (s, bytes) => {
        expect(sha256Hex(s)).toBe(createHash("sha256").update(s, "utf8").digest("hex"));
        expect(sha256Hex(s)).toBe(sha256().update(s).digest("hex"));
        expect(sha256Hex(bytes)).toBe(createHash("sha256").update(bytes).digest("hex"));
        expect(shortHash(s)).toBe(sha256Hex(s).slice(0, 12));
      }),
      { seed: 33, numRuns: runs(1000) },
    );
  });

  it("a known digest", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
