/**
 * The domain errors (src/core/errors.ts): each carries its machine `code` and its class's name, and
 * says its message as given. Invalid input lists every issue up to 20, then how many more, then the hint.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BrainError,
  type BrainErrorCode,
  InvalidInputError,
  LockedError,
  NotFoundError,
  RefusedError,
  StaleDiffError,
  UsageError,
} from "../../src/core/errors.js";
import { runs } from "../helpers/runs.js";

const issues = (n: number) => Array.from({ length: n }, (_, i) => `f.json: /${i}: is required (missing)`);

describe("InvalidInputError", () => {
  it("lists every issue up to 20, then the hint", () => {
    const e = new InvalidInputError(issues(20), "Nothing was written.");
    expect(e.message).toBe([...issues(20), "Nothing was written."].join("\n"));
    expect(e.issues).toHaveLength(20);
  });

  it("counts what it does not list, in the singular and the plural; the error keeps them all", () => {
    expect(new InvalidInputError(issues(21)).message.split("\n").slice(19)).toEqual([issues(21)[19], "… and 1 more issue"]);
    const e = new InvalidInputError(issues(23), "Fix them.");
    expect(e.message.split("\n").slice(19)).toEqual([issues(23)[19], "… and 3 more issues", "Fix them."]);
    expect(e.issues).toHaveLength(23);
  });

  it("without a hint ends at the last issue", () => {
    expect(new InvalidInputError(issues(1)).message).toBe(issues(1)[0]);
  });

  it("with exactly 20 issues and no hint says nothing more", () => {
    expect(new InvalidInputError(issues(20)).message).toBe(issues(20).join("\n"));
  });

  it("with no issues at all says only the hint, or nothing", () => {
    expect(new InvalidInputError([], "Nothing was written.").message).toBe("Nothing was written.");
    expect(new InvalidInputError([]).message).toBe("");
  });

  it("an empty hint adds no line", () => {
    expect(new InvalidInputError(issues(2), "").message).toBe(issues(2).join("\n"));
  });

  it("keeps the very issues it was given, in order, and is an invalid-input BrainError", () => {
    const given = issues(25);
    const e = new InvalidInputError(given);
    expect(e.issues).toEqual(given);
    expect(e.code).toBe("INVALID_INPUT");
    expect(e.name).toBe("InvalidInputError");
    expect(e).toBeInstanceOf(BrainError);
    expect(e).toBeInstanceOf(Error);
  });

  it("for any number of issues: the first 20 in order, a count of the rest only when there is a rest, then the hint", () => {
    fc.assert(
      fc.property(fc.nat(60), fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z .]{0,30}$/), { nil: undefined }), (n, hint) => {
        const rest = Math.max(0, n - 20);
        const expected = [
          ...issues(n).slice(0, 20),
          ...(rest === 0 ? [] : [rest === 1 ? "… and 1 more issue" : `… and ${rest} more issues`]),
          ...(hint === undefined ? [] : [hint]),
        ];
        expect(new InvalidInputError(issues(n), hint).message).toBe(expected.join("\n"));
      }),
      { seed: 61, numRuns: runs(300) },
    );
  });
});

describe("NotFoundError", () => {
  it("names the path and what does not exist, then the hint after a dash", () => {
    const e = new NotFoundError("/data/brain/pending-diff.json", "a pending diff", "propose a batch first");
    expect(e.message).toBe("/data/brain/pending-diff.json: a pending diff does not exist — propose a batch first");
    expect(e.path).toBe("/data/brain/pending-diff.json");
    expect(e.code).toBe("NOT_FOUND");
    expect(e.name).toBe("NotFoundError");
  });

  it("without a hint (or with an empty one) ends at what does not exist", () => {
    expect(new NotFoundError("4b248230183e", "a fact with this id").message).toBe("4b248230183e: a fact with this id does not exist");
    expect(new NotFoundError("4b248230183e", "a fact with this id", "").message).toBe("4b248230183e: a fact with this id does not exist");
  });
});

describe("the errors that carry a message as given", () => {
  const CASES: { name: string; make: (message: string) => BrainError; code: BrainErrorCode }[] = [
    { name: "UsageError", make: (m) => new UsageError(m), code: "USAGE" },
    { name: "StaleDiffError", make: (m) => new StaleDiffError(m), code: "STALE_DIFF" },
    { name: "LockedError", make: (m) => new LockedError(m), code: "LOCKED" },
    { name: "RefusedError", make: (m) => new RefusedError(m), code: "REFUSED" },
  ];

  it.each(CASES)("$name carries the code $code, its own name and the message unchanged", ({ name, make, code }) => {
    const e = make("the profile changed since the diff was proposed");
    expect(e.message).toBe("the profile changed since the diff was proposed");
    expect(e.code).toBe(code);
    expect(e.name).toBe(name);
    expect(e).toBeInstanceOf(BrainError);
    expect(e).toBeInstanceOf(Error);
    expect(String(e)).toBe(`${name}: the profile changed since the diff was proposed`);
  });

  it("a BrainError made directly is named BrainError and keeps any code", () => {
    const e = new BrainError("IO", "disk full");
    expect({ name: e.name, code: e.code, message: e.message }).toEqual({ name: "BrainError", code: "IO", message: "disk full" });
  });
});
