import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { listRecords, recordsView } from "../../src/io/records.js";
import { tempDir } from "../helpers/cli.js";

// A propose reads each record only up to the end of its frontmatter (records.ts, readHead), in
// chunks of 1 KiB into one buffer for all files, whose bytes past the end of a read are an earlier
// file's. Whatever
// the length of the frontmatter and wherever its closing line falls among the chunks, the records
// read are the ones a whole-file read (listRecords) finds.

function record(id: string, ingestedAt: string, padding: number, body = "the body\n"): string {
  return [
    "---",
    `id: ${hexId(id)}`,
    "provenance: published",
    "date: 2026-01-01",
    `ingested_at: ${ingestedAt}`,
    'source_file: "a.md"',
    `frontmatter: ${JSON.stringify({ note: "x".repeat(padding) })}`,
    "---",
    "",
    body,
  ].join("\n");
}

/** A short test name as the 12-hex id brain writes (`a0` → `a00000000000`). */
const hexId = (name: string) => name.padEnd(12, "0");

function dataDir(files: Record<string, string>): ReturnType<typeof layout> {
  const dir = tempDir("brain-record-heads-");
  mkdirSync(join(dir, "ingest", "published"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "ingest", "published", name), text);
  return layout(dir);
}

const heads = (l: ReturnType<typeof layout>) => [...recordsView(l).known.entries()];
const whole = (l: ReturnType<typeof layout>) => listRecords(l).records.map((r) => [`${r.tributary}:${r.id}`, r.provenance]);

describe("record heads read in chunks", () => {
  // The closing "\n---\n" before, across and after the 1 KiB and 2 KiB chunk boundaries.
  it.each([0, 850, 900, 905, 910, 1900, 1930, 1935, 1940, 5000])("a frontmatter padded by %i characters is read as a whole-file read reads it", (padding) => {
    const l = dataDir({
      "a0.md": record("a0", "2026-01-01T00:00:01.000Z", padding),
      "a1.md": record("a1", "2026-01-01T00:00:02.000Z", padding, `${"body ---\n".repeat(300)}\n---\n`),
    });
    expect(heads(l)).toEqual(whole(l));
    expect(heads(l)).toEqual([
      [`published:${hexId("a0")}`, "published"],
      [`published:${hexId("a1")}`, "published"],
    ]);
    expect(recordsView(l).newest).toBe("2026-01-01T00:00:02.000Z");
  });

  it("a file after a longer one is not read from the bytes the longer one left in the buffer", () => {
    // b1's text ends (no closing line) exactly where b0's closing line lies in the shared buffer.
    const long = record("b0", "2026-01-01T00:00:01.000Z", 1500);
    const cut = long.slice(0, long.indexOf("\n---\n", 4));
    const l = dataDir({ "b0.md": long, "b1.md": cut.replace(`id: ${hexId("b0")}`, `id: ${hexId("b1")}`) });
    expect(heads(l)).toEqual([[`published:${hexId("b0")}`, "published"]]);
    expect(heads(l)).toEqual(whole(l));
  });

  it.each([
    ["not opening with ---", "id: c0\ningested_at: 2026-01-01T00:00:01.000Z\n---\n"],
    ["no closing line", "---\nid: c0\ningested_at: 2026-01-01T00:00:01.000Z\n"],
    ["an empty file", ""],
  ])("%s: not a record, as with a whole-file read", (_, text) => {
    const l = dataDir({ "c0.md": text, "c1.md": record("c1", "2026-01-01T00:00:02.000Z", 10) });
    expect(heads(l)).toEqual([[`published:${hexId("c1")}`, "published"]]);
    expect(listRecords(l).notRecords).toEqual([join(l.ingest, "published", "c0.md")]);
  });
});
