/** The message of invalid input (src/core/errors.ts): every issue up to 20, then how many more, then the hint. */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";

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
});
