/**
 * Whether stdout is a terminal (src/cli/output.ts `onTerminal`): a pipe and a file are answered
 * without node:tty (it loads Node's socket and stream classes at every start), and only a
 * character device is asked about.
 */
import { closeSync, existsSync, openSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { onTerminal } from "../../src/cli/output.js";
import { tempDir } from "../helpers/cli.js";

/** An `isatty` stand-in that records the descriptors it was asked about and answers `answer`. */
function spy(answer: boolean) {
  const asked: number[] = [];
  return { asked, isatty: (fd: number) => (asked.push(fd), answer) };
}

function withFd<T>(path: string, flags: string, use: (fd: number) => T): T {
  const fd = openSync(path, flags);
  try {
    return use(fd);
  } finally {
    closeSync(fd);
  }
}

describe("onTerminal", () => {
  it("a regular file is not a terminal, and isatty is never asked", () => {
    const s = spy(true);
    expect(withFd(join(tempDir(), "out.txt"), "w", (fd) => onTerminal(fd, s.isatty))).toBe(false);
    expect(s.asked).toEqual([]);
  });

  it("/dev/null is asked about, and node:tty says it is no terminal", () => {
    expect(withFd("/dev/null", "w", (fd) => onTerminal(fd))).toBe(false);
  });

  it("a descriptor that is not open is not a terminal", () => {
    const fd = openSync("/dev/null", "r");
    closeSync(fd);
    const s = spy(true);
    expect(onTerminal(fd, s.isatty)).toBe(false);
    expect(s.asked).toEqual([]);
  });

  it.runIf(existsSync("/dev/zero"))("a character device is asked about, and its answer is the result", () => {
    for (const answer of [true, false]) {
      const s = spy(answer);
      expect(withFd("/dev/zero", "r", (fd) => onTerminal(fd, s.isatty))).toBe(answer);
      expect(s.asked).toHaveLength(1);
    }
  });
});
