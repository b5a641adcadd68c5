/** Invisible and look-alike text through the CLI, in-process (test/helpers/in-process.ts): refused keys leave every file as it was; gather escapes a hostile record. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { initialisedDir as initialisedDirWith, snapshotTree, tempDir } from "../helpers/cli.js";
import { expectUserError } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const initialisedDir = () => initialisedDirWith(brain);

const candidate = (key: string) => ({ key, value: "Head of AI", provenance: "human", source: "human:call-2026-06-01", observed_date: "2026-06-01" });

describe("look-alike keys are refused (exit 3), files byte-identical", () => {
  it.each([
    ["a zero-width space", "job\u200btitle", "/0/key: must not contain control or invisible-formatting characters", "got U+200B at character 4"],
    ["a Cyrillic ј among Latin letters", "\u0458ob-title", "/0/key: must be written in one script", "mixing Cyrl, Latn"],
    ["a Hangul filler", "job\u3164title", "/0/key: must not contain control or invisible-formatting characters", "got U+3164"],
  ])("%s", (_what, key, says, detail) => {
    const data = initialisedDir();
    ok(data, ["consolidate", "--propose", "--candidates", writeCandidates([candidate("job-title")]), "--today", "2026-06-01"]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm"]);
    const file = writeCandidates([candidate(key)]);
    const before = snapshotTree(data);
    const r = brain(data, ["consolidate", "--propose", "--candidates", file, "--today", "2026-06-02"]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(`${file}: ${says}`);
    expect(r.stderr).toContain(detail);
    // The refused key is shown escaped, never raw.
    expect(r.stderr).not.toContain("\u200b");
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("gather prints a record's text with terminal escapes shown as \\u{…}", () => {
  it("ANSI colours, an OSC 8 hyperlink, a screen clear and a bidi override never reach the terminal raw", () => {
    const data = initialisedDir();
    const post = join(tempDir(), "post.md");
    writeFileSync(post, "# Title\n\n\u001b[31mred\u001b[0m \u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u001b[2J a\u202eb\n\twith a tab\n");
    ok(data, ["ingest", post, "--date", "2026-05-01", "--today", "2026-06-01"]);
    const r = ok(data, ["consolidate", "--gather", "--today", "2026-06-01"]);
    expect(r.stdout).not.toMatch(/[\u001b\u0007\u202e]/);
    expect(r.stdout).toContain("\\u{1b}[31mred\\u{1b}[0m \\u{1b}]8;;https://evil.example\\u{7}link\\u{1b}]8;;\\u{7} \\u{1b}[2J a\\u{202e}b\n\twith a tab");
    // --json is data: the text is kept exactly (JSON escapes the controls).
    const g = JSON.parse(ok(data, ["consolidate", "--gather", "--json", "--today", "2026-06-01"]).stdout) as { new_records: { text: string }[] };
    expect(g.new_records[0]!.text).toContain("\u001b[31mred");
  });
});

function writeCandidates(list: unknown[]): string {
  const file = join(tempDir(), "candidates.json");
  writeFileSync(file, JSON.stringify(list));
  return file;
}
