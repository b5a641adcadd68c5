/** The diff id a person read (src/core/expected-id.ts): `--expect` as typed, matching it, and the refusal when it is not the diff at hand. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StaleDiffError, UsageError } from "../../src/core/errors.js";
import { isExpectedId, parseExpectedId, shownId, unexpectedDiff } from "../../src/core/expected-id.js";
import { runs } from "../helpers/runs.js";

const ID = "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809";
const OTHER = "ffffeeee00001111222233334444555566667777888899990000aaaabbbbcccc";

const refusal = (flag: string, text: string) =>
  `${flag}: expected the diff id the review shows (at least 12 lowercase hex characters, e.g. --expect 1a2b3c4d5e6f), found "${text}"`;

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

describe("parseExpectedId", () => {
  it.each([
    { name: "12 hex characters, the shortest", text: ID.slice(0, 12) },
    { name: "13 hex characters", text: ID.slice(0, 13) },
    { name: "63 hex characters", text: ID.slice(0, 63) },
    { name: "a full id of 64", text: ID },
    { name: "digits only", text: "012345678901" },
    { name: "letters only", text: "abcdefabcdef" },
  ])("takes $name as it is", ({ text }) => {
    expect(parseExpectedId(text)).toBe(text);
  });

  it.each([
    { name: "nothing", text: "" },
    { name: "11 hex characters", text: ID.slice(0, 11) },
    { name: "65 hex characters", text: `${ID}0` },
    { name: "capitals", text: "1A2B3C4D5E6F" },
    { name: "a letter past f", text: "1a2b3c4d5e6g" },
    { name: "a character before the id", text: `x${ID.slice(0, 12)}` },
    { name: "a character after the id", text: `${ID.slice(0, 12)}x` },
    { name: "a space around the id", text: ` ${ID.slice(0, 12)}` },
    { name: "a line break after the id", text: `${ID.slice(0, 12)}\n` },
    { name: "a line break before the id", text: `\n${ID.slice(0, 12)}` },
    { name: "a 0x prefix", text: `0x${ID.slice(0, 12)}` },
  ])("refuses $name with a usage error naming --expect", ({ text }) => {
    const e = thrown(() => parseExpectedId(text));
    expect(e).toBeInstanceOf(UsageError);
    expect((e as UsageError).code).toBe("USAGE");
    expect((e as UsageError).message).toBe(refusal("--expect", text));
  });

  it("names the flag or argument it was given", () => {
    expect(() => parseExpectedId("123", "diff_id")).toThrow(new UsageError(refusal("diff_id", "123")));
    expect(parseExpectedId(ID.slice(0, 20), "diff_id")).toBe(ID.slice(0, 20));
  });

  it("takes exactly the strings of 12 to 64 lowercase hex characters", () => {
    const hex = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), maxLength: 70 });
    const near = fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEFgx \n"), maxLength: 70 });
    fc.assert(
      fc.property(fc.oneof(hex, near), (text) => {
        const valid = text.length >= 12 && text.length <= 64 && [...text].every((c) => "0123456789abcdef".includes(c));
        if (valid) expect(parseExpectedId(text)).toBe(text);
        else expect(() => parseExpectedId(text)).toThrow(UsageError);
      }),
      { seed: 64, numRuns: runs(1000) },
    );
  });
});

describe("isExpectedId", () => {
  it.each([
    { name: "the full id", expected: ID, is: true },
    { name: "its first 12 characters", expected: ID.slice(0, 12), is: true },
    { name: "a longer prefix", expected: ID.slice(0, 40), is: true },
    { name: "its last 12 characters", expected: ID.slice(-12), is: false },
    { name: "12 characters from its middle", expected: ID.slice(20, 32), is: false },
    { name: "another id", expected: OTHER, is: false },
    { name: "a prefix of another id", expected: OTHER.slice(0, 12), is: false },
    { name: "the id and one character more", expected: `${ID}0`, is: false },
  ])("$name: $is", ({ expected, is }) => {
    expect(isExpectedId(ID, expected)).toBe(is);
  });
});

describe("shownId", () => {
  it.each([
    { name: "a full id: its first 12 characters", id: ID, shown: "1a2b3c4d5e6f" },
    { name: "13 characters: the first 12", id: ID.slice(0, 13), shown: "1a2b3c4d5e6f" },
    { name: "exactly 12 characters: all", id: ID.slice(0, 12), shown: "1a2b3c4d5e6f" },
    { name: "a shorter id: all of it", id: "abc", shown: "abc" },
    { name: "nothing: nothing", id: "", shown: "" },
  ])("$name", ({ id, shown }) => {
    expect(shownId(id)).toBe(shown);
  });

  it("shows an id that parseExpectedId takes back and that names the id", () => {
    expect(isExpectedId(ID, parseExpectedId(shownId(ID)))).toBe(true);
  });
});

describe("unexpectedDiff", () => {
  const tail = "It changed since that review was printed (proposed again, declined or retired): read its review again and pass its id.";

  it("is a stale-diff error naming the file, both ids and what was not done", () => {
    const e = unexpectedDiff("/data/pending-diff.json", OTHER, ID.slice(0, 12), "nothing was written");
    expect(e).toBeInstanceOf(StaleDiffError);
    expect(e.code).toBe("STALE_DIFF");
    expect(e.message).toBe(`/data/pending-diff.json: holds diff ffffeeee0000, not 1a2b3c4d5e6f (the diff you were shown); nothing was written. ${tail}`);
  });

  it.each([
    { name: "a 12-character id: 12 characters of the found one", expected: ID.slice(0, 12), found: OTHER.slice(0, 12) },
    { name: "a longer prefix: as many characters of the found one", expected: ID.slice(0, 20), found: OTHER.slice(0, 20) },
    { name: "a full id: the whole found id", expected: ID, found: OTHER },
  ])("against $name", ({ expected, found }) => {
    expect(unexpectedDiff("d.json", OTHER, expected, "nothing was declined").message).toBe(
      `d.json: holds diff ${found}, not ${expected} (the diff you were shown); nothing was declined. ${tail}`,
    );
  });

  it("shows a found id shorter than the expected one whole", () => {
    expect(unexpectedDiff("d.json", "abc", ID, "nothing was written").message).toBe(
      `d.json: holds diff abc, not ${ID} (the diff you were shown); nothing was written. ${tail}`,
    );
  });
});
