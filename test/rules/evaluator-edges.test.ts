/**
 * The evaluator's refusal as `rules --check` reads it (src/rules/evaluator.ts, `cannotEvaluate`);
 * the evaluator itself is tested in evaluator.test.ts. A file of its own: a test added to a file
 * makes mutation testing rerun every survivor that file's tests reach (docs/testing.md).
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { cannotEvaluate } from "../../src/rules/evaluator.js";

describe("cannotEvaluate", () => {
  it("reads the evaluator's refusal of a rule as no match, and any other error as the error it is", () => {
    expect(cannotEvaluate(new InvalidInputError(["a.yaml: a rule cannot be evaluated"], "Run `brain rules --check`."))).toBeUndefined();
    const bug = new TypeError("not the engine's refusal");
    expect(() => cannotEvaluate(bug)).toThrow(bug);
  });
});
