import { describe } from "vitest";

/**
 * How many cases a property or a sweep tries. `npm run test:mutation` (vitest.mutation.config.ts
 * sets BRAIN_MUTATION) runs each test once per mutant it covers, thousands of times: there a
 * property tries a tenth of its cases (at least 50) and a sweep of every code point takes every
 * 16th. A mutant any case catches is almost always caught by the first few; `npm test` runs them all.
 */
export const UNDER_MUTATION = process.env.BRAIN_MUTATION === "1";

export function runs(n: number): number {
  return UNDER_MUTATION ? Math.min(n, Math.max(50, Math.round(n / 10))) : n;
}

/** The step of a sweep over every code point: 1, or 16 under mutation. */
export const SWEEP_STEP = UNDER_MUTATION ? 16 : 1;

/**
 * A test of scale (work that grows linearly over 5k–20k items): skipped under mutation, for the
 * reason vitest.mutation.config.ts leaves out test/diff/linear.test.ts. It reaches nearly every
 * line, so it would run for almost every mutant, and what it pins changes only by orders of magnitude.
 */
export const describeAtScale = UNDER_MUTATION ? describe.skip : describe;
