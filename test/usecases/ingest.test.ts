/** The ingest use case, in-process: option checks, added then skipped, nothing stored when one file is bad. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NotFoundError, RefusedError, UsageError } from "../../src/core/errors.js";
import { layout } from "../../src/io/data-dir.js";
import { ingest, ingestText } from "../../src/usecases/ingest.js";
import { init } from "../../src/usecases/init.js";
import { EXAMPLE, snapshotTree, tempDir } from "../helpers/cli.js";

const POST = join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md");
const NOW = new Date("2026-06-01T10:00:00Z");

function initialised() {
  const paths = layout(tempDir());
  init({ paths, today: "2026-06-01" });
  return paths;
}

describe("ingest", () => {
  it("adds a record once; the same content again is skipped", () => {
    const paths = initialised();
    const first = ingest({ paths, today: "2026-06-01", now: NOW, files: [POST], date: "2026-01-10" });
    expect(first).toMatchObject({ kind: "ingested", tributary: "published", provenance: "published", date: "2026-01-10", added: 1, skipped: 0 });
    const again = ingest({ paths, today: "2026-06-01", now: NOW, files: [POST] });
    expect(again.records[0]).toMatchObject({ status: "skipped", id: first.records[0]!.id, path: first.records[0]!.path });
    expect(ingestText(again)).toBe(`skipped ${POST}: the same content is already ingested as ${first.records[0]!.path}\n0 added, 1 skipped.`);
  });

  it.each([
    { name: "a bad tributary", o: { into: "Bad_Name" }, says: "--into: expected a folder name" },
    { name: "no provenance outside published/", o: { into: "notes" }, says: "--provenance: required with --into notes" },
    { name: "an unknown provenance", o: { into: "notes", provenance: "rumour" }, says: "--provenance: expected one of published, human, ai-draft" },
    { name: "a draft in published/", o: { provenance: "ai-draft" }, says: "ingest/published/ holds only published records" },
    { name: "a bad date", o: { date: "2026-02-30" }, says: '--date: expected a date YYYY-MM-DD, found "2026-02-30"' },
  ])("$name is a usage error and stores nothing", ({ o, says }) => {
    const paths = initialised();
    const before = snapshotTree(paths.dataDir);
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [POST], ...o })).toThrow(says);
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [POST], ...o })).toThrow(UsageError);
    expect(snapshotTree(paths.dataDir)).toEqual(before);
  });

  it("refuses a data dir that was never initialised, naming the init command", () => {
    const paths = layout(tempDir());
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [POST], brain: "brain --data-dir /d" })).toThrow(
      /run `brain --data-dir \/d init` first/,
    );
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [POST] })).toThrow(NotFoundError);
  });

  it("one missing file stores nothing", () => {
    const paths = initialised();
    const before = snapshotTree(paths.dataDir);
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [POST, join(tempDir(), "missing.md")] })).toThrow(/missing\.md/);
    expect(snapshotTree(paths.dataDir)).toEqual(before);
  });
});

describe("ingest <folder>", () => {
  function folder(files: Record<string, string>): string {
    const dir = join(tempDir(), "posts");
    mkdirSync(join(dir, "sub"), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  }

  it("ingests the folder's *.md files in name order, not its subfolders nor other files", () => {
    const paths = initialised();
    const dir = folder({ "b.md": "# B\n", "a.md": "# A\n", "10.md": "# Ten\n", "notes.txt": "not a record\n", "sub/c.md": "# C in a subfolder\n" });
    mkdirSync(join(dir, "folder.md"));
    const r = ingest({ paths, today: "2026-06-01", now: NOW, files: [dir] });
    expect(r.records.map((x) => x.file)).toEqual([join(dir, "10.md"), join(dir, "a.md"), join(dir, "b.md")]);
    expect(r.added).toBe(3);
  });

  it("a folder with no *.md files is refused (exit 1), naming it; nothing is stored", () => {
    const paths = initialised();
    const dir = folder({ "notes.txt": "x\n", "sub/c.md": "# C\n" });
    const before = snapshotTree(paths.dataDir);
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [dir] })).toThrow(RefusedError);
    expect(() => ingest({ paths, today: "2026-06-01", now: NOW, files: [dir] })).toThrow(`${dir}: a folder with no *.md files`);
    expect(snapshotTree(paths.dataDir)).toEqual(before);
  });
});
