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

/** The issues of the InvalidInputError `promise` rejects with; fails the test when it resolves, or rejects with anything else. */
export async function rejectedIssues(promise: Promise<unknown>): Promise<readonly string[]> {
  const error = await promise.then(
    () => new Error("expected the promise to reject with an InvalidInputError"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).issues;
}
