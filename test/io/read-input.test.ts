/**
 * Where brain opens the files of its data dir and the files a user hands in (src/io/read-input.ts):
 * anything but a regular file — a FIFO, a directory, a character device, a dangling link — is
 * refused at once, naming it and what it is, before a byte is read; a missing data file is simply
 * absent. test/hostile/special-files.test.ts shows every command goes through here.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BrainError } from "../../src/core/errors.js";
import { openDataFile, readDataFile, readDataText, readInputBytes, readInputText } from "../../src/io/read-input.js";
import { tempDir } from "../helpers/cli.js";

type Make = (path: string) => void;

const SPECIAL: { kind: string; make: Make; found: string }[] = [
  { kind: "a FIFO", make: (p) => expect(spawnSync("mkfifo", [p]).status).toBe(0), found: "a FIFO (named pipe)" },
  { kind: "a directory", make: (p) => mkdirSync(p), found: "a directory" },
  { kind: "a character device", make: (p) => symlinkSync("/dev/null", p), found: "a character device" },
  { kind: "a dangling symbolic link", make: (p) => symlinkSync(join(p, "..", "nowhere"), p), found: "a symbolic link to a file that does not exist" },
];

const READERS: { name: string; read: (path: string) => unknown }[] = [
  { name: "readDataFile", read: (p) => readDataFile(p) },
  { name: "readDataText", read: (p) => readDataText(p) },
  { name: "openDataFile", read: (p) => openDataFile(p) },
  { name: "readInputBytes", read: (p) => readInputBytes(p, p) },
  { name: "readInputText", read: (p) => readInputText(p, p) },
];

const CASES = SPECIAL.flatMap((s) => READERS.map((r) => ({ ...s, reader: r.name, read: r.read })));

/** The error `f` throws (the test fails if it returns). */
function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("expected a refusal, got a result");
}

describe("a file brain opens that is not a regular file", () => {
  it.each(CASES)("$reader refuses $kind at once, an IO error naming it and what it is", ({ make, found, read }) => {
    const path = join(tempDir(), "profile.md");
    make(path);
    const started = performance.now();
    const e = thrown(() => read(path));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(e).toBeInstanceOf(BrainError);
    expect((e as BrainError).code).toBe("IO");
    expect((e as Error).message).toBe(`${path}: expected a regular file, found ${found}`);
  });
});

describe("a regular file and a missing one", () => {
  it("the data-file readers return a regular file's bytes, and undefined for a missing file", () => {
    const dir = tempDir();
    const path = join(dir, "history.jsonl");
    writeFileSync(path, "{}\n");
    expect(readDataFile(path)?.toString("utf8")).toBe("{}\n");
    expect(readDataText(path)).toBe("{}\n");
    expect(readDataFile(join(dir, "missing"))).toBeUndefined();
    expect(readDataText(join(dir, "missing"))).toBeUndefined();
    expect(openDataFile(join(dir, "missing"))).toBeUndefined();
  });

  it("a missing file handed in is NOT_FOUND, naming it by its label", () => {
    const path = join(tempDir(), "candidates.json");
    const e = thrown(() => readInputBytes(path, "candidates.json"));
    expect((e as BrainError).code).toBe("NOT_FOUND");
    expect((e as Error).message).toBe("candidates.json: the file does not exist");
  });

  it("a file handed in over the size limit is refused with both sizes", () => {
    const path = join(tempDir(), "candidates.json");
    writeFileSync(path, "x".repeat(11));
    expect((thrown(() => readInputBytes(path, "c.json", 10)) as Error).message).toContain("c.json: expected at most 10 bytes, found 11 bytes");
    expect(readInputBytes(path, "c.json", 11).length).toBe(11);
  });
});
