/**
 * A string of its own (src/core/detached.ts). Whether V8 copies the characters is memory only, which
 * JavaScript cannot observe (a string can be neither a WeakRef target nor compared by identity):
 * the bench measures that. What a test can pin is that the text never changes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detached } from "../../src/core/detached.js";
import { runs } from "../helpers/runs.js";

describe("detached", () => {
  it.each([
    { name: "the empty string", s: "" },
    { name: "one character", s: "a" },
    { name: "12 characters, below the slice threshold", s: "abcdefghijkl" },
    { name: "13 characters, the threshold", s: "abcdefghijklm" },
    { name: "14 characters", s: "abcdefghijklmn" },
    { name: "a space first", s: " leading space and more" },
    { name: "an astral character across the threshold", s: "abcdefghijkl🙂" },
    { name: "a lone surrogate", s: "\ud800abcdefghijklmnop" },
  ])("keeps $name as it is", ({ s }) => {
    expect(detached(s)).toBe(s);
  });

  it("keeps a slice of a long line as the very text sliced", () => {
    const line = `- job-title: ${"x".repeat(2000)} (2026-03-01; src: post-1)`;
    const source = line.slice(line.indexOf("src: ") + 5, -1);
    expect(detached(source)).toBe("post-1");
    const value = line.slice(13, 2013);
    expect(detached(value)).toBe("x".repeat(2000));
  });

  it("returns the same text for any string, lone surrogates included", () => {
    const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (s) => {
        const d = detached(s);
        expect(d).toBe(s);
        expect(d.length).toBe(s.length);
      }),
      { seed: 13, numRuns: runs(1000) },
    );
  });
});
