import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BrainError } from "../../src/core/errors.js";
import { sha256Hex } from "../../src/core/hash.js";
import { parseProfile, serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { commitProfileChange } from "../../src/io/profile-commit.js";
import { readProfile } from "../../src/io/profile-store.js";
import { decodeUtf8 } from "../../src/io/read-input.js";

const dir = mkdtempSync(join(tmpdir(), "brain-profile-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What readProfile gave before it streamed: the whole file decoded, then parsed, and its hash. */
function wholeFile(path: string) {
  const bytes = readFileSync(path);
  return { doc: parseProfile(decodeUtf8(bytes, path), path), sha256: sha256Hex(bytes) };
}

function outcome(read: () => unknown): unknown {
  try {
    return { ok: read() };
  } catch (e) {
    return { code: (e as BrainError).code, message: (e as Error).message };
  }
}

const fact = (i: number, value: string, extra: Partial<Fact> = {}): Fact => ({
  id: `f${i.toString(16).padStart(11, "0")}`,
  kind: "observed",
  layer: i % 3 === 0 ? "static" : "dynamic",
  key: `key-${i}${i % 4 === 0 ? "-städte" : ""}`,
  value,
  provenance: i % 2 === 0 ? "published" : "human",
  sources: [`published:${i}`, ...(i % 5 === 0 ? [`human:call; with, delimiters ${i}`] : [])],
  first_seen: "2026-01-02",
  last_seen: "2026-03-04",
  evidence_count: i % 5 === 0 ? 2 : 1,
  status: "active",
  ...extra,
});

const VALUES = [
  "plain ascii",
  "Zürich",
  "東京 and São Paulo",
  "emoji 😀 four bytes",
  "tricky `\\*;, delimiters\nand a newline",
  "x".repeat(3000),
  `${"é".repeat(700)}東京`,
];
const doc: ProfileDoc = {
  title: "Profile of Zoë",
  facts: VALUES.map((v, i) => fact(i, v)).concat([
    fact(20, "old", { status: "superseded", superseded_by: "f00000000000", superseded_on: "2026-03-05" }),
    fact(21, "gone", { status: "retired", retired_on: "2026-03-05", retired_reason: "moved to 東京" }),
  ]),
};
const sorted: ProfileDoc = { ...doc, facts: [...doc.facts.filter((f) => f.layer === "static"), ...doc.facts.filter((f) => f.layer === "dynamic")] };
const good = serializeProfile(sorted);
const lines = good.split("\n");

const utf8 = (s: string) => Buffer.from(s, "utf8");
/** Byte offset of the start of line n (1-based) of `good`. */
const lineStart = (n: number) => utf8(lines.slice(0, n - 1).join("\n")).length + (n > 1 ? 1 : 0);
/** The 3,000-character line (1-based). */
const longLine = lines.findIndex((l) => l.includes("x".repeat(3000))) + 1;
const withBytes = (at: number, inserted: number[]) => {
  const b = utf8(good);
  return Buffer.concat([b.subarray(0, at), Buffer.from(inserted), b.subarray(at)]);
};

const FIXTURES = new URL("../fixtures/profiles/", import.meta.url);
const fixtures = readdirSync(FIXTURES)
  .filter((n) => n.endsWith(".md"))
  .map((n): [string, Buffer] => [`fixture ${n}`, readFileSync(new URL(n, FIXTURES))]);

const CASES: [string, Buffer][] = [
  ...fixtures,
  ["non-ASCII, escapes and a 3,000-character line", utf8(good)],
  ["no final newline", utf8(good.slice(0, -1))],
  ["two final newlines", utf8(`${good}\n`)],
  ["an empty file", utf8("")],
  ["one newline", utf8("\n")],
  ["two bytes, no newline", utf8("# ")],
  ["CRLF line endings", utf8(good.replaceAll("\n", "\r\n"))],
  ["a BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(good)])],
  ["a BOM alone", Buffer.from([0xef, 0xbb, 0xbf])],
  ["U+FEFF inside the text (not a BOM)", utf8(good.replace("plain ascii", "plain\ufeffascii"))],
  ["a duplicate id and a broken line", utf8(good.replace("Zürich", "Zürich `").replace(/id=f00000000002/, "id=f00000000001"))],
  ["whitespace-only and a stray heading", utf8(good.replace("\n\n## Dynamic", "\n  \n## Other\n## Dynamic"))],
  ["invalid byte 0xff on line 9", withBytes(lineStart(9) + 20, [0xff])],
  ["invalid byte on the first line", withBytes(3, [0x80])],
  ["a truncated 4-byte sequence at the very end", Buffer.concat([utf8(good), Buffer.from([0xf0, 0x9f, 0x98])])],
  ["an overlong encoding", withBytes(lineStart(7) + 5, [0xc0, 0xaf])],
  ["an encoded surrogate", withBytes(lineStart(12) + 40, [0xed, 0xa0, 0x80])],
  ["a grammar error before invalid UTF-8 (the encoding is reported)", Buffer.concat([utf8(good.replace("Zürich", "Zürich `")), Buffer.from([0xfe, 0x0a])])],
  ["60 broken lines: parsing stops at 50 issues", utf8(`# P\n\n## Static\n\n${"- nonsense\n".repeat(60)}\n## Dynamic\n`)],
];

describe("readProfile reads in chunks, hashing and parsing line by line", () => {
  it("the generated profile has what the cases need", () => {
    expect(lines.length).toBeGreaterThan(12);
    expect(longLine).toBeGreaterThan(5);
    expect(good).toContain("東京");
    expect(good).toContain("😀");
    expect(wholeFile(write("check", utf8(good))).doc).toEqual(sorted);
  });

  // Chunk sizes from 1 byte up: every line, and every multi-byte character, is cut by a chunk
  // boundary somewhere, and a line longer than a chunk grows the buffer.
  it.each(CASES)("%s: the same facts, hash or error as decoding the whole file, at any chunk size", (name, bytes) => {
    const path = write(name, bytes);
    const expected = outcome(() => wholeFile(path));
    for (const chunk of [1, 2, 3, 5, 16, 100, 4096, undefined]) {
      expect(
        outcome(() => readProfile(path, chunk)),
        `chunk size ${chunk ?? "default"}`,
      ).toEqual(expected);
    }
  });

  // Over 1 MiB the bytes are hashed as they are read instead of kept: the same facts and hash.
  it.each([
    ["valid", (text: string) => utf8(text)],
    ["invalid UTF-8 past the first MiB", (text: string) => Buffer.concat([utf8(text), Buffer.from([0xc3, 0x28, 0x0a])])],
  ])("a profile over 1 MiB (%s): the same as decoding the whole file", (_name, make) => {
    const big: ProfileDoc = { title: "Big", facts: Array.from({ length: 500 }, (_, i) => fact(i + 100, `${"Zürich 東京 ".repeat(250)}${i}`)) };
    const bytes = make(
      serializeProfile({ ...big, facts: [...big.facts.filter((f) => f.layer === "static"), ...big.facts.filter((f) => f.layer === "dynamic")] }),
    );
    expect(bytes.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const path = write("big", bytes);
    const expected = outcome(() => wholeFile(path));
    for (const chunk of [4096, 100_000, undefined])
      expect(
        outcome(() => readProfile(path, chunk)),
        `chunk size ${chunk ?? "default"}`,
      ).toEqual(expected);
  });

  it.each<[string, Buffer, string]>([
    [
      "invalid UTF-8",
      withBytes(lineStart(longLine) + 2500, [0xff]),
      `:${longLine}: expected UTF-8 text, found an invalid byte 0xff at byte ${lineStart(longLine) + 2500}`,
    ],
    ["a BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(good)]), ":1: expected UTF-8 without a byte-order mark, found a BOM (EF BB BF)"],
    ["CRLF", utf8(good.replaceAll("\n", "\r\n")), ":1: expected LF line endings, found CRLF"],
  ])("%s is refused naming the file and the line", (name, bytes, message) => {
    const path = write(`refused ${name}`, bytes);
    expect(outcome(() => readProfile(path, 7))).toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining(`${path}${message}`) });
  });

  it("a missing profile points at brain init", () => {
    expect(outcome(() => readProfile(join(dir, "nope.md")))).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("run `brain init` first") });
  });
});

describe("the apply backup is a copy of profile.md, checked against the hash brain read", () => {
  const change = (sha256: string) => ({
    profile: utf8("# New\n"),
    backup: { name: `backups/${sha256}.md`, copyOf: "", sha256 },
    entry: { op: "apply", at: "2026-12-01T00:00:00.000Z", diff: "d".repeat(64), base: sha256, result: sha256Hex(utf8("# New\n")) },
    state: {},
  });

  it("the backup holds exactly the bytes read", () => {
    const l = layout(mkdtempSync(join(dir, "ok-")));
    const bytes = utf8(good);
    write("ok", bytes, l.profile);
    const c = change(sha256Hex(bytes));
    c.backup.copyOf = l.profile;
    commitProfileChange(l, c as unknown as Parameters<typeof commitProfileChange>[1]);
    expect(readFileSync(join(l.brain, c.backup.name)).equals(bytes)).toBe(true);
    expect(readFileSync(l.profile, "utf8")).toBe("# New\n");
  });

  it("a profile changed since it was read is refused as stale, and nothing is written", () => {
    const l = layout(mkdtempSync(join(dir, "changed-")));
    const read = utf8(good);
    write("changed", utf8(`${good}\n`), l.profile);
    const c = change(sha256Hex(read));
    c.backup.copyOf = l.profile;
    expect(outcome(() => commitProfileChange(l, c as unknown as Parameters<typeof commitProfileChange>[1]))).toMatchObject({
      code: "STALE_DIFF",
      message: expect.stringContaining(`${l.profile}: changed while brain was writing`),
    });
    expect(readFileSync(l.profile, "utf8")).toBe(`${good}\n`);
    expect(readdirSync(l.brain).sort()).toEqual(["backups", "profile.md"]);
    expect(readdirSync(l.backups)).toEqual([]);
    expect(existsSync(join(l.brain, ".intent.json"))).toBe(false);
  });
});

let files = 0;
function write(_name: string, bytes: Buffer, path = join(dir, `case-${++files}.md`)): string {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}
