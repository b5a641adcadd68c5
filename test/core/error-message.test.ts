/**
 * The `brain: …` line of an error (src/core/error-message.ts, docs/cli.md "Conventions"): a
 * BrainError's message, an I/O error's path and message, anything else an unexpected error (with its
 * stack only when asked, as the CLI does); every control or invisible character escaped, line breaks
 * kept. And the start of a quoted line (`quotedStart`): JSON, cut after 60 characters with `…`.
 */
import { describe, expect, it } from "vitest";
import { errorMessage, quotedStart } from "../../src/core/error-message.js";
import { BrainError, InvalidInputError, NotFoundError, UsageError } from "../../src/core/errors.js";

/** An error as node:fs throws it: a string code, the syscall and (when the call had one) the path. */
function ioError(message: string, fields: { code?: unknown; syscall?: string; path?: string }): NodeJS.ErrnoException {
  return Object.assign(new Error(message), fields) as NodeJS.ErrnoException;
}

function withStack(message: string, stack: string | undefined): Error {
  const e = new Error(message);
  e.stack = stack;
  return e;
}

describe("errorMessage", () => {
  it.each([
    { name: "a BrainError", e: new BrainError("REFUSED", "nothing to roll back"), line: "brain: nothing to roll back" },
    { name: "a usage error", e: new UsageError('unknown command "shwo"'), line: 'brain: unknown command "shwo"' },
    {
      name: "a not-found error, which has a path of its own",
      e: new NotFoundError("/d/profile.md", "the profile"),
      line: "brain: /d/profile.md: the profile does not exist",
    },
    {
      name: "an I/O error with a path",
      e: ioError("ENOENT: no such file or directory, open '/d/x.md'", { code: "ENOENT", syscall: "open", path: "/d/x.md" }),
      line: "brain: /d/x.md: ENOENT: no such file or directory, open '/d/x.md'",
    },
    {
      name: "an Error with a string code but no syscall",
      e: ioError("bad argument", { code: "ERR_INVALID_ARG_TYPE" }),
      line: "brain: unexpected error: bad argument",
    },
    { name: "an Error with a syscall but a numeric code", e: ioError("odd", { code: 5, syscall: "read" }), line: "brain: unexpected error: odd" },
    { name: "a plain Error", e: new Error("boom"), line: "brain: unexpected error: boom" },
    { name: "a TypeError", e: new TypeError("x is not a function"), line: "brain: unexpected error: x is not a function" },
    { name: "a thrown string", e: "just text", line: "brain: unexpected error: just text" },
    { name: "a thrown number", e: 42, line: "brain: unexpected error: 42" },
    { name: "a thrown object", e: { code: "ENOENT" }, line: "brain: unexpected error: [object Object]" },
    { name: "null", e: null, line: "brain: unexpected error: null" },
    { name: "undefined", e: undefined, line: "brain: unexpected error: undefined" },
  ])("$name: $line", ({ e, line }) => {
    expect(errorMessage(e)).toBe(line);
  });

  it("an I/O error without a path is its message after the prefix, naming no path", () => {
    expect(errorMessage(ioError("read ECONNRESET", { code: "ECONNRESET", syscall: "read" }))).toBe("brain: read ECONNRESET");
    expect(errorMessage(ioError("read ECONNRESET", { code: "ECONNRESET", syscall: "read", path: "" }))).toBe("brain: read ECONNRESET");
  });

  it("gives an unexpected error's message without its stack unless the stack is asked for", () => {
    const e = withStack("boom", "Error: boom\n    at f (file.js:1:1)");
    expect(errorMessage(e)).toBe("brain: unexpected error: boom");
    expect(errorMessage(e, false)).toBe("brain: unexpected error: boom");
    expect(errorMessage(e, true)).toBe("brain: unexpected error: Error: boom\n    at f (file.js:1:1)");
  });

  it("gives the message when the stack is asked for and the error has none", () => {
    expect(errorMessage(withStack("boom", undefined), true)).toBe("brain: unexpected error: boom");
  });

  it("never adds a stack to an expected error", () => {
    expect(errorMessage(new UsageError("bad option"), true)).toBe("brain: bad option");
    const io = ioError("EACCES: permission denied", { code: "EACCES", syscall: "open", path: "/d/p.md" });
    expect(errorMessage(io, true)).toBe("brain: /d/p.md: EACCES: permission denied");
  });

  it("keeps the lines of a message and escapes every control or invisible character in them", () => {
    const e = new InvalidInputError(["profile.md:3: found \u001b[31mred\u001b[0m", "profile.md:4: found a\tb\u202ec\r"]);
    expect(errorMessage(e)).toBe("brain: profile.md:3: found \\u{1b}[31mred\\u{1b}[0m\nprofile.md:4: found a\\u{9}b\\u{202e}c\\u{d}");
  });

  it("escapes the path of an I/O error and an unexpected error's text the same way", () => {
    expect(errorMessage(ioError("EISDIR", { code: "EISDIR", syscall: "read", path: "/d/\u0007x" }))).toBe("brain: /d/\\u{7}x: EISDIR");
    expect(errorMessage(new Error("a\nb\u200bc"))).toBe("brain: unexpected error: a\nb\\u{200b}c");
  });
});

describe("quotedStart", () => {
  const sixty = "0123456789".repeat(6);

  it.each([
    { name: "the empty line", line: "", quoted: '""' },
    { name: "a short line", line: "- **key**: value", quoted: '"- **key**: value"' },
    { name: "a line of 59 characters", line: sixty.slice(0, 59), quoted: `"${sixty.slice(0, 59)}"` },
    { name: "a line of exactly 60 characters", line: sixty, quoted: `"${sixty}"` },
    { name: "a line of 61 characters", line: `${sixty}x`, quoted: `"${sixty}…"` },
    { name: "a long line", line: sixty.repeat(5), quoted: `"${sixty}…"` },
    { name: "quotes and backslashes", line: 'say "hi" \\ bye', quoted: '"say \\"hi\\" \\\\ bye"' },
    { name: "a tab and a control character", line: "a\tb\u0001", quoted: '"a\\tb\\u0001"' },
    { name: "60 characters counted as characters, not UTF-16 units", line: `${sixty.slice(0, 59)}🙂xyz`, quoted: `"${sixty.slice(0, 59)}🙂…"` },
    { name: "a line of 60 emoji is whole", line: "🙂".repeat(60), quoted: `"${"🙂".repeat(60)}"` },
  ])("$name: $quoted", ({ line, quoted }) => {
    expect(quotedStart(line)).toBe(quoted);
  });
});
