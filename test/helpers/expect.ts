/** Assertions shared by the tests that run the real binary. */
import { expect } from "vitest";
import { brain, type RunResult } from "./cli.js";

/** A line of a JavaScript stack trace: user errors must never print one. */
export const STACK_LINE = /^\s{4}at /m;

/** A user error: the given exit code, nothing on stdout, one `brain: …` message and no stack trace on stderr. */
export function expectUserError(r: RunResult, code: number): void {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/^brain: /);
  expect(r.stderr).not.toMatch(STACK_LINE);
}

/** Runs `brain --data-dir data …args` and asserts it exits 0. */
export function ok(data: string, args: string[]): RunResult {
  const r = brain(data, args);
  expect(r.code, `brain ${args.join(" ")}\n${r.stderr}`).toBe(0);
  return r;
}
