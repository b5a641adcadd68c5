import { expect } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";

/**
 * The issues of the InvalidInputError `run` throws; fails the test when it returns, or throws
 * anything else. `expected` says what should have been refused ("the rule set to be refused").
 */
export function thrownIssues(run: () => unknown, expected: string): readonly string[] {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidInputError);
    return (e as InvalidInputError).issues;
  }
  throw new Error(`expected ${expected}`);
}
