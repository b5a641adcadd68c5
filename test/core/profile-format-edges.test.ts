import { describe, expect, it } from "vitest";
import { parseProfile, parseProfileReport, ProfileParser, serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { thrownIssues } from "../helpers/issues.js";

/** The parse error's issues; fails the test when parsing succeeds or throws something else. */
const issuesOf = (parse: () => unknown) => thrownIssues(parse, "the profile to be rejected");

const JOB =
  "- **job-title**: Head of AI `id=680d9b5c23d9; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=notes:eb6dafc79531`";
/** A valid profile whose only fact, on line 7 under "## Dynamic", is `fact`. */
const withFact = (fact: string) => `${["# Profile", "", "## Static", "", "## Dynamic", "", fact].join("\n")}\n`;
/** The issues of a profile whose line 7 is `fact`. */
const issuesAt7 = (fact: string) => issuesOf(() => parseProfile(withFact(fact)));
/** The value read from a fact line like JOB whose value is written as `written`. */
const valueRead = (written: string) => parseProfile(withFact(JOB.replace("Head of AI", written))).facts[0]!.value;

function fact(over: Partial<Fact>): Fact {
  return {
    id: "2ab275526cb7",
    kind: "observed",
    layer: "dynamic",
    key: "job-title",
    value: "Policy Lead",
    provenance: "published",
    sources: ["published:53e8af883c03"],
    first_seen: "2026-01-10",
    last_seen: "2026-02-14",
    evidence_count: 1,
    status: "active",
    ...over,
  };
}

describe("writing superseded and retired facts", () => {
  it("writes a superseded fact with its mark, and superseded_by and superseded_on as its last fields", () => {
    const doc: ProfileDoc = {
      title: "Profile",
      facts: [fact({ status: "superseded", superseded_by: "680d9b5c23d9", superseded_on: "2026-06-01" })],
    };
    const text = serializeProfile(doc);
    expect(text.split("\n")[6]).toBe(
      "- [superseded] **job-title**: Policy Lead `id=2ab275526cb7; kind=observed; provenance=published; first_seen=2026-01-10; last_seen=2026-02-14; sources=published:53e8af883c03; superseded_by=680d9b5c23d9; superseded_on=2026-06-01`",
    );
    expect(parseProfile(text)).toStrictEqual(doc);
  });

  it("writes a retired fact with its mark, and retired_on and its escaped retired_reason as its last fields", () => {
    const doc: ProfileDoc = {
      title: "Profile",
      facts: [fact({ status: "retired", retired_on: "2026-09-15", retired_reason: "handed over; see `notes`, August" })],
    };
    const text = serializeProfile(doc);
    expect(text.split("\n")[6]).toBe(
      "- [retired] **job-title**: Policy Lead `id=2ab275526cb7; kind=observed; provenance=published; first_seen=2026-01-10; last_seen=2026-02-14; sources=published:53e8af883c03; retired_on=2026-09-15; retired_reason=handed over\\; see \\`notes\\`\\, August`",
    );
    expect(parseProfile(text)).toStrictEqual(doc);
  });

  it("keeps a fact's one source when a later field holds a comma, escaped or not", () => {
    // brain writes the reason's comma escaped; a hand edit may leave it bare. An escape in the value
    // sends a line down the general grammar, as any escape does.
    for (const reason of ["moved\\, then left", "moved, then left"]) {
      for (const value of ["Head of AI", "Head of AI \\* ML"]) {
        const line = JOB.replace("- **", "- [retired] **").replace("Head of AI", value).replace(/`$/, `; retired_on=2026-06-02; retired_reason=${reason}\``);
        const [read] = parseProfile(withFact(line)).facts;
        expect(read!.sources).toEqual(["notes:eb6dafc79531"]);
        expect(read!.evidence_count).toBe(1);
        expect(read!.retired_reason).toBe("moved, then left");
      }
    }
  });
});

describe("reading the file as a whole", () => {
  it("reads the last line of a file that does not end with a newline", () => {
    const text = withFact(JOB).slice(0, -1);
    expect(parseProfile(text).facts.map((f) => f.value)).toEqual(["Head of AI"]);
  });

  it("names profile.md in errors when no file name is given, whether parsed at once or line by line", () => {
    expect(issuesOf(() => parseProfileReport("# Profile\n\n## Static\n"))).toEqual(['profile.md:4: expected a "## Dynamic" section, found none']);
    const parser = new ProfileParser();
    for (const line of ["# Profile", "## Static", "- broken"]) parser.line(line);
    expect(issuesOf(() => parser.end())).toEqual(['profile.md:3: expected "**" before the key at column 3, found "broken"']);
  });
});

describe("keys stored by an earlier version", () => {
  it("counts only the key's active observed facts as its values (a superseded value or a profile field is no conflict)", () => {
    const hyphen = "job\u2010title";
    const text = `${[
      "# Profile",
      "",
      "## Static",
      "",
      "- **job-title**: Head of AI `id=f1; kind=profile-field; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=human:fields.yaml`",
      "",
      "## Dynamic",
      "",
      "- [superseded] **job-title**: Policy Lead `id=f2; kind=observed; provenance=published; first_seen=2026-01-10; last_seen=2026-02-14; sources=published:a; superseded_by=f3; superseded_on=2026-06-01`",
      `- **${hyphen}**: Head of AI \`id=f3; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=notes:b\``,
    ].join("\n")}\n`;
    const { doc, changedKeys } = parseProfileReport(text);
    expect(doc.facts.map((f) => f.key)).toEqual(["job-title", "job-title", "job-title"]);
    expect(changedKeys).toEqual([{ line: 10, id: "f3", stored: hyphen, key: "job-title", activeValues: 1 }]);
  });
});

describe("superseded and retired fields on a line without their mark", () => {
  const unmarked = (fields: string) => JOB.replace(/`$/, `; ${fields}\``);
  const SUPERSEDED_ONLY = 'profile.md:7: expected superseded_by/superseded_on only on a line marked "[superseded]"';
  const RETIRED_ONLY = 'profile.md:7: expected retired_on/retired_reason only on a line marked "[retired]"';

  it.each<[string, string, string]>([
    ["superseded_by alone", "superseded_by=9441cf95f51f", SUPERSEDED_ONLY],
    ["superseded_on alone", "superseded_on=2026-06-02", SUPERSEDED_ONLY],
    ["retired_on alone", "retired_on=2026-06-02", RETIRED_ONLY],
    ["retired_reason alone", "retired_reason=ended", RETIRED_ONLY],
  ])("rejects %s", (_, fields, issue) => {
    expect(issuesAt7(unmarked(fields))).toEqual([issue]);
  });

  it("rejects superseded fields on a retired line, and retired fields on a superseded line", () => {
    const retired = JOB.replace("- **", "- [retired] **").replace(/`$/, "; retired_on=2026-06-02; retired_reason=ended; superseded_on=2026-06-02`");
    expect(issuesAt7(retired)).toEqual([SUPERSEDED_ONLY]);
    const superseded = JOB.replace("- **", "- [superseded] **").replace(/`$/, "; superseded_by=f9; superseded_on=2026-06-02; retired_reason=ended`");
    expect(issuesAt7(superseded)).toEqual([RETIRED_ONLY]);
  });
});

describe("the fields between backticks", () => {
  it.each<[string, string, string]>([
    ["no fields at all", JOB.replace(/`id=.*`$/, "``"), 'profile.md:7: expected "<name>=<value>" in the fields, found ""'],
    ['a ";" after the last field', JOB.replace(/`$/, ";`"), 'profile.md:7: expected "; " between fields, found ";`"'],
    ['"; " after the last field', JOB.replace(/`$/, "; `"), 'profile.md:7: expected "<name>=<value>" in the fields, found ""'],
    ['a last field without "="', JOB.replace(/`$/, "; verified`"), 'profile.md:7: expected "<name>=<value>" in the fields, found "verified"'],
  ])("rejects %s", (_, line, issue) => {
    expect(issuesAt7(line)).toEqual([issue]);
  });

  it("names the column of a bad escape inside a field", () => {
    const line = JOB.replace("kind=observed", "kind=obs\\qerved");
    expect(line.indexOf("\\") + 1).toBe(55);
    expect(issuesAt7(line)).toEqual(['profile.md:7: expected one of the escapes \\\\ \\` \\* \\; \\, \\n \\r \\u{…} at column 55, found "\\q"']);
  });
});

describe("escapes", () => {
  it("reads a backtick or a backslash followed by a brace as that character, not as the start of \\u{…}", () => {
    expect(valueRead("run \\`{x}\\`")).toBe("run `{x}`");
    expect(valueRead("C:\\\\{tmp}")).toBe("C:\\{tmp}");
    const doc: ProfileDoc = { title: "Profile", facts: [fact({ value: "`{a}` and \\{b}" })] };
    expect(parseProfile(serializeProfile(doc))).toStrictEqual(doc);
  });

  it('rejects "\\u" without a brace as an unknown escape, naming its column', () => {
    expect(issuesAt7(JOB.replace("Head", "\\u0041Head"))).toEqual([
      'profile.md:7: expected one of the escapes \\\\ \\` \\* \\; \\, \\n \\r \\u{…} at column 18, found "\\u"',
    ]);
  });

  it("reads \\u{10ffff}, the last code point, and rejects one beyond it", () => {
    expect(valueRead("\\u{10ffff} end")).toBe("\u{10ffff} end");
    expect(issuesAt7(JOB.replace("Head", "\\u{110000}Head"))).toEqual(['profile.md:7: expected an escape \\u{hex} at column 18, found "\\\\u{110000}H"']);
  });

  it("rejects \\u{ left open at the end of a value, even when what follows it looks like hex", () => {
    expect(issuesAt7(JOB.replace("Head of AI", "Head \\u{41"))).toEqual(['profile.md:7: expected an escape \\u{hex} at column 23, found "\\\\u{41"']);
  });
});
