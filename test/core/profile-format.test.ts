import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../../src/core/dates.js";
import { InvalidInputError } from "../../src/core/errors.js";
import { isNormalizedKey, normalizeKey, normalizeValue } from "../../src/core/normalize.js";
import {
  factLineFields,
  lineSources,
  parseProfile,
  serializeProfile,
  simpleFactLine,
  type FactLineFields,
  type ProfileDoc,
} from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { runs } from "../helpers/runs.js";

const FIXTURES = new URL("../fixtures/profiles/", import.meta.url);

function fixture(name: string): { text: string; doc: ProfileDoc } {
  return {
    text: readFileSync(new URL(`${name}.md`, FIXTURES), "utf8"),
    doc: JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), "utf8")) as ProfileDoc,
  };
}

/** The parse error's issues; fails the test when parsing succeeds or throws something else. */
function parseIssues(text: string): readonly string[] {
  try {
    parseProfile(text);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidInputError);
    const err = e as InvalidInputError;
    expect(err.code).toBe("INVALID_INPUT");
    for (const issue of err.issues) expect(err.message).toContain(issue);
    expect(err.message).toContain("brain changed nothing.");
    return err.issues;
  }
  throw new Error(`expected parseProfile to reject:\n${text}`);
}

describe("fixtures", () => {
  const names = readdirSync(FIXTURES)
    .filter((n) => n.endsWith(".md"))
    .map((n) => n.slice(0, -3))
    .sort();

  it("covers the scenarios the grammar must handle", () => {
    expect(names).toEqual(expect.arrayContaining(["empty", "escaped", "mixed", "seeds-only", "superseded"]));
  });

  it.each(names)("%s.md parses to %s.json and serializes back byte-identical", (name) => {
    const { text, doc } = fixture(name);
    const parsed = parseProfile(text);
    expect(parsed).toStrictEqual(doc);
    expect(serializeProfile(parsed)).toBe(text);
    expect(serializeProfile(doc)).toBe(text);
  });

  it("keeps every delimiter of the escaped fixture as data, not syntax", () => {
    const { facts, title } = parseProfile(fixture("escaped").text);
    expect(title).toBe("Notes on `brain` \\ escapes");
    expect(facts.map((f) => f.key)).toEqual(["`code`-*star*", "notes", "q&a", "q&a"]);
    expect(facts[0]!.value).toContain("**bold**: yes; a, b `x`");
    expect(facts[0]!.sources).toEqual(["human:call; 2026-04-01, notes", "published:a`b\\c"]);
    expect(facts[1]!.value).toBe("line one\nline two\u2028three\u0085four\u0000\r end ");
    expect(facts[2]!.value).toBe(" leading space, a literal \\u{41} and \\n");
  });

  it("orders static facts first whatever the input order, and the file stays one fact per line", () => {
    const { doc } = fixture("mixed");
    const shuffled: ProfileDoc = { ...doc, facts: [...doc.facts].reverse() };
    const text = serializeProfile(shuffled);
    expect(parseProfile(text).facts.map((f) => f.layer)).toEqual(["static", "static", "dynamic", "dynamic", "dynamic"]);
    expect(text.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(doc.facts.length);
  });
});

describe("round-trip properties", () => {
  // Every delimiter and escape the grammar uses, plus text that looks like its syntax.
  const TRICKY = [
    "\\",
    "`",
    "*",
    ";",
    ",",
    "=",
    "\n",
    "\r",
    "\r\n",
    "\t",
    "\u0000",
    "\u0001",
    "\u001f",
    "\u007f",
    "\u0085",
    "\u2028",
    "\u2029",
    " ",
    "  ",
    "**: ",
    "**",
    " `",
    "; ",
    ", ",
    "\\n",
    "\\u{41}",
    "\\`",
    "[superseded] ",
    "- ",
    "# ",
    "## Static",
    "## Dynamic",
    "id=x",
    "sources=a",
    "é",
    "e\u0301",
    "ß",
    "😀",
    "\ud83d\ude00\u200d",
    "\ufeff",
    "a",
    "Z",
    "0",
  ];
  const tricky = fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
  const text = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 24 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), tricky);
  const key = text.map(normalizeKey).filter((k) => k.length > 0);
  const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
  const date = fc
    .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  const fact: fc.Arbitrary<Fact> = fc
    .record({
      id,
      kind: fc.constantFrom("observed" as const, "profile-field" as const),
      layer: fc.constantFrom("static" as const, "dynamic" as const),
      key,
      value: text,
      provenance: fc.constantFrom("published" as const, "human" as const),
      sources: fc.uniqueArray(text, { minLength: 1, maxLength: 4 }),
      seen: fc.tuple(date, date).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      end: fc.option(fc.oneof(fc.record({ by: id, on: date }), fc.record({ retiredOn: date, reason: text })), { nil: undefined }),
    })
    .filter(({ id, end }) => !(end && "by" in end && end.by === id))
    .map(({ end, seen: [first_seen, last_seen], ...f }) => ({
      ...f,
      first_seen: first_seen!,
      last_seen: last_seen!,
      evidence_count: f.sources.length,
      ...(end === undefined
        ? { status: "active" as const }
        : "by" in end
          ? { status: "superseded" as const, superseded_by: end.by, superseded_on: end.on }
          : { status: "retired" as const, retired_on: end.retiredOn, retired_reason: end.reason }),
    }));

  const doc: fc.Arbitrary<ProfileDoc> = fc
    .record({
      title: fc.oneof(fc.constant(""), text),
      facts: fc.uniqueArray(fact, { maxLength: 6, selector: (f) => f.id }),
    })
    .map(({ title, facts }) => ({
      title,
      facts: [...facts.filter((f) => f.layer === "static"), ...facts.filter((f) => f.layer === "dynamic")],
    }));

  // Anything that would break a line or confuse an editor must be escaped, never written raw.
  const RAW_LINE_BREAKERS = /[\r\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/u;

  it("parse(serialize(doc)) deep-equals doc, and serialize(parse(text)) === text", () => {
    fc.assert(
      fc.property(doc, (d) => {
        const out = serializeProfile(d);
        expect(out).not.toMatch(RAW_LINE_BREAKERS);
        const lines = out.split("\n");
        expect(lines.filter((l) => l.startsWith("- "))).toHaveLength(d.facts.length);
        const parsed = parseProfile(out);
        expect(parsed).toStrictEqual(d);
        expect(serializeProfile(parsed)).toBe(out);
      }),
      { seed: 42, numRuns: runs(1500) },
    );
  });

  it("a single fact carrying the nastiest text in every field round-trips", () => {
    const nasty = fc
      .record({
        key: tricky.map(normalizeKey).filter((k) => k.length > 0),
        value: tricky,
        sources: fc.uniqueArray(tricky, { minLength: 1, maxLength: 3 }),
        title: tricky,
      })
      .map(
        ({ key, value, sources, title }): ProfileDoc => ({
          title,
          facts: [
            {
              id: "a1",
              kind: "observed",
              layer: "dynamic",
              key,
              value,
              provenance: "human",
              sources,
              first_seen: "2026-01-01",
              last_seen: "2026-01-02",
              evidence_count: sources.length,
              status: "superseded",
              superseded_by: "b2",
              superseded_on: "2026-02-28",
            },
          ],
        }),
      );
    fc.assert(
      fc.property(nasty, (d) => {
        expect(parseProfile(serializeProfile(d))).toStrictEqual(d);
      }),
      { seed: 7, numRuns: runs(2000) },
    );
  });

  it("an edited line is either parsed or rejected with a profile.md:<line> error, never a crash", () => {
    const base = serializeProfile(fixture("escaped").doc);
    const edit = fc.record({ at: fc.nat(base.length), drop: fc.nat(4), insert: fc.oneof(fc.constant(""), tricky) });
    fc.assert(
      fc.property(edit, ({ at, drop, insert }) => {
        const edited = base.slice(0, at) + insert + base.slice(at + drop);
        try {
          parseProfile(edited);
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidInputError);
          for (const issue of (e as InvalidInputError).issues) expect(issue).toMatch(/^profile\.md:\d+: expected /);
        }
      }),
      { seed: 1, numRuns: runs(1500) },
    );
  });
});

describe("broken lines", () => {
  const NAME =
    "- **name**: Dana `id=9441cf95f51f; kind=profile-field; provenance=human; first_seen=2026-03-01; last_seen=2026-03-01; sources=human:fields.yaml`";
  const JOB =
    "- **job-title**: Head of AI `id=680d9b5c23d9; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=notes:eb6dafc79531`";
  const lines = (name: string, job: string) => `${["# Profile", "", "## Static", "", name, "", "## Dynamic", "", job].join("\n")}\n`;
  /** A valid profile with line 5 (static) or line 9 (dynamic) replaced. */
  const at5 = (line: string) => lines(line, JOB);
  const at9 = (line: string) => lines(NAME, line);

  it("the base profile is valid", () => {
    expect(parseProfile(lines(NAME, JOB)).facts.map((f) => f.key)).toEqual(["name", "job-title"]);
  });

  it.each<[string, string, string]>([
    ["missing backticks", at5(NAME.replaceAll("`", "")), "profile.md:5: expected the fields in backticks after the value, found none"],
    ["missing closing backtick", at5(NAME.slice(0, -1)), "profile.md:5: expected a closing backtick after the fields, found none"],
    ["a field without =", at9(JOB.replace("kind=observed", "kind observed")), 'profile.md:9: expected "<name>=<value>" in the fields, found "kind observed"'],
    [
      "a field with = last",
      at9(JOB.replace("kind=observed", "kindobserved=")),
      'profile.md:9: expected a field named one of id, kind, provenance, first_seen, last_seen, sources, superseded_by, superseded_on, retired_on, retired_reason, found "kindobserved"',
    ],
    ["no sources field", at9(JOB.replace("; sources=notes:eb6dafc79531", "")), 'profile.md:9: expected field "sources=", found none'],
    [
      "sources without a space after the comma",
      at9(JOB.replace("sources=notes:eb6dafc79531", "sources=notes:a,notes:b")),
      'profile.md:9: expected ", " between sources, found ",notes:b`"',
    ],
    ["an escape with no hex digits", at9(JOB.replace("Head", "\\u{zz}Head")), 'profile.md:9: expected an escape \\u{hex} at column 18, found "\\\\u{zz}Head "'],
    [
      "an escape with a seventh digit",
      at9(JOB.replace("Head", "\\u{0000041}Head")),
      'profile.md:9: expected an escape \\u{hex} at column 18, found "\\\\u{0000041}"',
    ],
    ["an escape left open", at9(JOB.replace("Head", "\\u{41Head")), 'profile.md:9: expected an escape \\u{hex} at column 18, found "\\\\u{41Head o"'],
    [
      "a bad superseded_on on a superseded line",
      at9(JOB.replace("- **job-title**", "- [superseded] **job-title**").replace("kind=observed", "kind=observed; superseded_by=f2; superseded_on=2026-13-01")),
      'profile.md:9: expected superseded_on to be a date YYYY-MM-DD, found "2026-13-01"',
    ],
    [
      "a bad superseded_by on a superseded line",
      at9(
        JOB.replace("- **job-title**", "- [superseded] **job-title**").replace(
          "kind=observed",
          "kind=observed; superseded_by=no way; superseded_on=2026-06-01",
        ),
      ),
      'profile.md:9: expected superseded_by to be an id, found "no way"',
    ],
    [
      "bad escape",
      at5(NAME.replace("Dana", "Dana \\q")),
      'profile.md:5: expected one of the escapes \\\\ \\` \\* \\; \\, \\n \\r \\u{…} at column 18, found "\\q"',
    ],
    ["bad \\u escape", at9(JOB.replace("Head", "\\u{110000}Head")), 'profile.md:9: expected an escape \\u{hex} at column 18, found "\\\\u{110000}H"'],
    ["dangling backslash", at5(NAME.replace("Dana", "Dana\\")), 'profile.md:5: expected a character after "\\" at column 17, found the end of the text'],
    [
      "unknown field",
      at5(NAME.replace("; sources=", "; color=blue; sources=")),
      'profile.md:5: expected a field named one of id, kind, provenance, first_seen, last_seen, sources, superseded_by, superseded_on, retired_on, retired_reason, found "color"',
    ],
    ["duplicate field", at9(JOB.replace("kind=observed;", "kind=observed; kind=observed;")), 'profile.md:9: expected field "kind" once, found it twice'],
    ["missing field", at9(JOB.replace("provenance=human; ", "")), 'profile.md:9: expected field "provenance=", found none'],
    [
      "bad date",
      at9(JOB.replace("first_seen=2026-06-01", "first_seen=2026-02-30")),
      'profile.md:9: expected first_seen to be a date YYYY-MM-DD, found "2026-02-30"',
    ],
    [
      "date in another format",
      at9(JOB.replace("last_seen=2026-06-01", "last_seen=1/6/2026")),
      'profile.md:9: expected last_seen to be a date YYYY-MM-DD, found "1/6/2026"',
    ],
    ["unknown kind", at9(JOB.replace("kind=observed", "kind=learned")), 'profile.md:9: expected kind "observed" or "profile-field", found "learned"'],
    [
      "unknown provenance",
      at9(JOB.replace("provenance=human", "provenance=ai-draft")),
      'profile.md:9: expected provenance "published" or "human", found "ai-draft"',
    ],
    [
      "non-normalized key",
      at9(JOB.replace("job-title", "Job Title")),
      'profile.md:9: expected a normalized key (lower-case, "-" for spaces), found "Job Title"',
    ],
    [
      "key with an underscore",
      at9(JOB.replace("job-title", "job_title")),
      'profile.md:9: expected a normalized key (lower-case, "-" for spaces), found "job_title"',
    ],
    [
      "bad id",
      at9(JOB.replace("id=680d9b5c23d9", "id=680d 9b5c")),
      'profile.md:9: expected id to be letters, digits, "-" or "_" (at most 64), found "680d 9b5c"',
    ],
    [
      "duplicate id across lines",
      at9(JOB.replace("680d9b5c23d9", "9441cf95f51f")),
      'profile.md:9: expected a unique id, found id "9441cf95f51f" already used on line 5',
    ],
    [
      "empty source",
      at9(JOB.replace("sources=notes:eb6dafc79531", "sources=notes:eb6dafc79531, ")),
      'profile.md:9: expected a non-empty source, found an empty one in "sources="',
    ],
    ["duplicate source", at9(JOB.replace("sources=notes:eb6dafc79531", "sources=a, a")), 'profile.md:9: expected distinct sources, found "a" twice'],
    [
      "a source twice among many (past the pairwise check)",
      at9(JOB.replace("sources=notes:eb6dafc79531", `sources=${Array.from({ length: 40 }, (_, i) => `s${i}`).join(", ")}, s7`)),
      'profile.md:9: expected distinct sources, found "s7" twice',
    ],
    [
      "a source twice among many, one of them escaped (the slow path)",
      at9(JOB.replace("sources=notes:eb6dafc79531", `sources=${Array.from({ length: 40 }, (_, i) => `s${i}`).join(", ")}, a\\;b, a\\;b`)),
      'profile.md:9: expected distinct sources, found "a;b" twice',
    ],
    ['fields not separated by "; "', at9(JOB.replace("kind=observed; ", "kind=observed;")), 'profile.md:9: expected "; " between fields, found ";provenance"'],
    ["trailing spaces after the closing backtick", at9(`${JOB}  `), 'profile.md:9: expected the line to end at the closing backtick, found "  " after it'],
    ["whitespace-only line", lines(NAME, JOB).replace("\n\n## Dynamic", "\n \t\n## Dynamic"), "profile.md:6: expected an empty line, found whitespace only"],
    [
      "indented fact",
      at5(` ${NAME}`),
      `profile.md:5: expected a fact line "- **<key>**: <value> \`<fields>\`", found " - **name**: Dana \`id=9441cf95f51f; kind=profile-field; prov…"`,
    ],
    ["key not in bold", at5(NAME.replace("**name**", "name")), 'profile.md:5: expected "**" before the key at column 3, found "name: Dana `id=9441c"'],
    [
      'key not closed by "**: "',
      at5(NAME.replace("**name**:", "**name**")),
      'profile.md:5: expected the key to end with "**: ", found "name** Dana `id=9441cf95f51f; kind=profi"',
    ],
    ["empty value", at5(NAME.replace("Dana ", " ")), 'profile.md:5: expected "<value> `" (a non-empty value, then one space and a backtick), found " `"'],
    [
      "value without the space before the fields",
      at5(NAME.replace("Dana ", "Dana")),
      'profile.md:5: expected "<value> `" (a non-empty value, then one space and a backtick), found "Dana`"',
    ],
    ["superseded mark without superseded_by", at9(JOB.replace("- **", "- [superseded] **")), 'profile.md:9: expected field "superseded_by=", found none'],
    [
      "superseded mark without superseded_on",
      at9(JOB.replace("- **", "- [superseded] **").replace(/`$/, "; superseded_by=9441cf95f51f`")),
      'profile.md:9: expected field "superseded_on=", found none',
    ],
    [
      "superseded_by without the mark",
      at9(JOB.replace(/`$/, "; superseded_by=9441cf95f51f; superseded_on=2026-06-02`")),
      'profile.md:9: expected superseded_by/superseded_on only on a line marked "[superseded]"',
    ],
    [
      "first_seen after last_seen",
      at9(JOB.replace("first_seen=2026-06-01", "first_seen=2026-06-02")),
      "profile.md:9: expected first_seen on or before last_seen, found first_seen=2026-06-02 after last_seen=2026-06-01",
    ],
    [
      "a fact superseded by itself",
      at9(JOB.replace("- **", "- [superseded] **").replace(/`$/, "; superseded_by=680d9b5c23d9; superseded_on=2026-06-02`")),
      'profile.md:9: expected superseded_by to name another fact, found the fact\'s own id "680d9b5c23d9"',
    ],
    ["retired mark without retired_on", at9(JOB.replace("- **", "- [retired] **")), 'profile.md:9: expected field "retired_on=", found none'],
    [
      "retired mark without a reason",
      at9(JOB.replace("- **", "- [retired] **").replace(/`$/, "; retired_on=2026-06-02`")),
      'profile.md:9: expected field "retired_reason=", found none',
    ],
    [
      "retired with an empty reason",
      at9(JOB.replace("- **", "- [retired] **").replace(/`$/, "; retired_on=2026-06-02; retired_reason=`")),
      "profile.md:9: expected a non-empty retired_reason, found an empty one",
    ],
    [
      "retired_on with a bad date",
      at9(JOB.replace("- **", "- [retired] **").replace(/`$/, "; retired_on=2026-02-30; retired_reason=ended`")),
      'profile.md:9: expected retired_on to be a date YYYY-MM-DD, found "2026-02-30"',
    ],
    [
      "retired fields without the mark",
      at9(JOB.replace(/`$/, "; retired_on=2026-06-02; retired_reason=ended`")),
      'profile.md:9: expected retired_on/retired_reason only on a line marked "[retired]"',
    ],
    [
      'facts before "## Static"',
      ["# Profile", "", NAME, "", "## Static", "", "## Dynamic", ""].join("\n"),
      `profile.md:3: expected "## Static" before any fact, found "- **name**: Dana \`id=9441cf95f51f; kind=profile-field; prove…"`,
    ],
    ['missing "# " before the title', "Profile\n\n## Static\n\n## Dynamic\n", 'profile.md:1: expected the title line "# <title>", found "Profile"'],
    [
      "unknown section",
      lines(NAME, JOB).replace("## Dynamic", "## Later"),
      'profile.md:7: expected "## Dynamic" (once, Static before Dynamic), found "## Later"',
    ],
    ["sections out of order", "# Profile\n\n## Dynamic\n\n## Static\n", 'profile.md:3: expected "## Static" (once, Static before Dynamic), found "## Dynamic"'],
    [
      "a second Static section",
      lines(NAME, JOB).replace("## Dynamic", "## Static"),
      'profile.md:7: expected "## Dynamic" (once, Static before Dynamic), found "## Static"',
    ],
    ["missing Dynamic section", "# Profile\n\n## Static\n\n", 'profile.md:5: expected a "## Dynamic" section, found none'],
    ["missing both sections", "# Profile\n", 'profile.md:2: expected a "## Static" section, found none'],
    ["an empty file", "", 'profile.md:1: expected the title line "# <title>", found an empty file'],
  ])("%s", (_name, text, expected) => {
    expect(parseIssues(text)).toEqual([expected]);
  });

  it("CRLF line endings are reported on every line, with the fix", () => {
    const crlf = lines(NAME, JOB).replaceAll("\n", "\r\n");
    const issues = parseIssues(crlf);
    expect(issues).toHaveLength(9);
    issues.forEach((issue, i) =>
      expect(issue).toBe(`profile.md:${i + 1}: expected LF line endings, found CRLF (convert the file to LF, e.g. \`sed -i 's/\\r$//' profile.md\`)`),
    );
  });

  it("reports every broken line at once, each with its own line number", () => {
    const text = lines(NAME.replace("kind=profile-field", "kind=seed"), JOB.replace("2026-06-01", "2026-13-01"));
    expect(parseIssues(text)).toEqual([
      'profile.md:5: expected kind "observed" or "profile-field", found "seed"',
      'profile.md:9: expected first_seen to be a date YYYY-MM-DD, found "2026-13-01"',
    ]);
  });

  it("stops at 50 issues, from broken facts as from CRLF line endings", () => {
    const issuesOf = (text: string) => {
      try {
        parseProfile(text);
      } catch (e) {
        return (e as InvalidInputError).issues;
      }
      throw new Error("expected parseProfile to reject");
    };
    const broken = issuesOf(`# Profile\n\n## Static\n\n${"- broken\n".repeat(70)}`);
    expect(broken).toHaveLength(50);
    expect(broken.at(-1)).toBe('profile.md:54: expected "**" before the key at column 3, found "broken"');
    const crlf = issuesOf(`# Profile\r\n${"x\r\n".repeat(70)}`);
    expect(crlf).toHaveLength(50);
    expect(crlf.at(-1)).toMatch(/^profile\.md:50: expected LF line endings, found CRLF/);
  });

  it("tells a repeated source among few or many sources, on the fast path and the general one", () => {
    const many = Array.from({ length: 17 }, (_, i) => `notes:n${i}`);
    // An escape in the value sends the line down the general grammar.
    for (const job of [JOB, JOB.replace("Head of AI", "Head of AI \\* ML")]) {
      const withSources = (sources: readonly string[]) => at9(job.replace("sources=notes:eb6dafc79531", `sources=${sources.join(", ")}`));
      expect(parseProfile(withSources(many)).facts[1]!.sources).toEqual(many);
      for (const sources of [
        ["notes:a", "notes:b", "notes:a"],
        [...many.slice(0, 16), "notes:n3"],
      ]) {
        expect(parseIssues(withSources(sources))).toEqual([`profile.md:9: expected distinct sources, found "${sources.at(-1)}" twice`]);
      }
    }
  });

  it("reads escapes in the title, and says where a bad one is", () => {
    expect(parseProfile(lines(NAME, JOB).replace("# Profile", "# A \\* title")).title).toBe("A * title");
    expect(parseIssues(lines(NAME, JOB).replace("# Profile", "# Bad \\q title"))).toEqual([
      'profile.md:1: expected one of the escapes \\\\ \\` \\* \\; \\, \\n \\r \\u{…} at column 7, found "\\q"',
    ]);
  });

  it("names the file it was given", () => {
    expect(() => parseProfile("# Profile\n", "/data/brain/profile.md")).toThrow(/^\/data\/brain\/profile\.md:2: expected a "## Static" section/);
  });
});

describe("normalization", () => {
  it.each([
    ["Primary Expertise", "primary-expertise"],
    ["primary-expertise", "primary-expertise"],
    ["  Job Title  ", "job-title"],
    ["job_title", "job-title"],
    ["job__title", "job-title"],
    ["job _\t_ title", "job-title"],
    ["Job\u00a0Title", "job-title"],
    ["Job\nTitle", "job-title"],
    ["ＡＩ　Ｇｏｖｅｒｎａｎｃｅ", "ai-governance"],
    ["ﬁeld", "field"],
    ["①", "1"],
    ["Ⅻ", "xii"],
    ["\u212a", "k"],
    ["İstanbul", "i\u0307stanbul"],
    ["e\u0301", "é"],
    ["Straße", "straße"],
    ["_lead_", "-lead-"],
    ["", ""],
    ["   ", ""],
  ])("normalizeKey(%j) = %j", (input, expected) => {
    expect(normalizeKey(input)).toBe(expected);
    expect(isNormalizedKey(expected)).toBe(expected !== "");
  });

  it.each([
    ["AI governance", "ai  governance", true],
    ["AI governance", "  AI\tgovernance\u00a0", true],
    ["AI governance", "ＡＩ governance", true],
    ["Straße", "STRASSE", true],
    ["Straße", "STRAẞE", true],
    ["STRASSE", "STRAẞE", true],
    ["strasse", "Straße", true],
    ["ſtop", "STOP", true],
    ["ΣΊΣΥΦΟΣ", "σίσυφοσ", true],
    ["ΟΔΟΣ", "οδος", true],
    ["café", "cafe\u0301", true],
    ["AI governance", "AI-governance", false],
    ["AI governance", "AI governance.", false],
    ["Head of AI", "Head of ML", false],
  ])("normalizeValue: %j and %j compare equal: %s", (a, b, same) => {
    expect(normalizeValue(a) === normalizeValue(b)).toBe(same);
  });

  it("normalizeKey is idempotent, on any Unicode and on text built from its own edge cases", () => {
    const EDGES = [
      "İ",
      "ß",
      "ẞ",
      "ﬁ",
      "Ａ",
      "\u00a0",
      "\u3000",
      "\u2028",
      "\u0085",
      "_",
      "＿",
      " ",
      "\t",
      "\u0301",
      "\u0345",
      "Σ",
      "ς",
      "\u1100",
      "\u1161",
      "\u11a8",
      "\u0307",
      "\u212a",
      "\u212b",
      "ǅ",
      "ᾼ",
      "①",
      "㍿",
      "\u0f73",
      "\u0344",
      "\u00a8",
      "\u200b",
      "a",
      "A",
    ];
    const edgy = fc.array(fc.constantFrom(...EDGES), { maxLength: 10 }).map((p) => p.join(""));
    const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.string({ unit: "grapheme", maxLength: 15 }), edgy);
    fc.assert(
      fc.property(anyText, (s) => {
        const once = normalizeKey(s);
        expect(normalizeKey(once)).toBe(once);
        expect(once).not.toMatch(/[\s_]/u);
        if (once !== "") expect(isNormalizedKey(once)).toBe(true);
      }),
      { seed: 42, numRuns: runs(3000) },
    );
  });

  it("normalizeValue is idempotent and the ASCII fast path agrees with the general path", () => {
    const EDGES = [
      "ß",
      "ẞ",
      "SS",
      "ss",
      "İ",
      "ı",
      "I",
      "Σ",
      "ς",
      "σ",
      "ſ",
      "ﬀ",
      "ǅ",
      "ᾼ",
      "\u0345",
      "\u0307",
      "\u212a",
      "K",
      "a",
      "A",
      " ",
      "\u3000",
      "\u00a0",
    ];
    const edgy = fc.array(fc.constantFrom(...EDGES), { maxLength: 10 }).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme", maxLength: 15 }), edgy), (s) => {
        const once = normalizeValue(s);
        expect(normalizeValue(once)).toBe(once);
        // An ASCII text compares equal to itself with one non-ASCII character of the same folding appended and removed.
        expect(normalizeValue(`${s}ẞ`)).toBe(normalizeValue(`${s}ss`));
      }),
      { seed: 11, numRuns: runs(3000) },
    );
  });

  it("dates the grammar accepts are real calendar dates", () => {
    expect(["2026-02-28", "2024-02-29", "2000-02-29"].every(isIsoDate)).toBe(true);
    expect(["2026-02-29", "2100-02-29", "2026-02-30", "2026-04-31", "2026-00-10", "2026-13-01", "2026-01-00", "2026-1-1"].some(isIsoDate)).toBe(false);
  });
});

describe("the fast path for lines without escapes reads exactly what the general grammar reads", () => {
  /** What a reader gets: the parts, with the sources split (the fast path splits them itself). */
  type Read = { fields?: Omit<FactLineFields, "meta"> & { values: unknown[]; sources: string[] }; error?: string };
  const general = (line: string): Read => {
    try {
      const f = factLineFields(line);
      return { fields: { status: f.status, key: f.key, value: f.value, values: f.meta.values, sources: lineSources(line, f.meta) } };
    } catch (e) {
      return { error: (e as Error).message };
    }
  };
  const fast = (line: string): Read | undefined => {
    try {
      const f = simpleFactLine(line);
      return f && { fields: { status: f.status, key: f.key, value: f.value, values: f.meta.values, sources: lineSources(line, f.meta) } };
    } catch (e) {
      return { error: (e as Error).message };
    }
  };
  // Pieces a hand-edited line may hold around the grammar's delimiters.
  const piece = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom("a", "b-c", "x y", "=", "id", "kind", "sources", "Zürich", "東京", "2026-01-01", "") },
    { weight: 1, arbitrary: fc.constantFrom(";", "; ", ",", ", ", "*", "**", "`", " ", "\\", "\\;", "[retired] ") },
  );
  const text = fc.array(piece, { maxLength: 4 }).map((p) => p.join(""));
  const names = ["id", "kind", "provenance", "first_seen", "last_seen", "superseded_by", "superseded_on", "retired_on", "retired_reason"];
  const sources = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom("published:a", "human:b", "notes:c") }, { weight: 1, arbitrary: text }), {
    minLength: 1,
    maxLength: 3,
  });
  const separator = fc.oneof({ weight: 8, arbitrary: fc.constant("; ") }, { weight: 1, arbitrary: fc.constantFrom(";", ";  ", " ; ") });
  const shuffled = fc
    .tuple(
      fc.shuffledSubarray(names),
      fc.array(text, { minLength: 9, maxLength: 9 }),
      sources,
      fc.nat(9),
      fc.array(separator, { minLength: 10, maxLength: 10 }),
      fc.constantFrom("", "other=x", "id=again"),
    )
    .map(([picked, values, srcs, at, seps, extra]) => {
      const fields = picked.map((n, i) => `${n}=${values[i]}`);
      fields.splice(Math.min(at, fields.length), 0, `sources=${srcs.join(", ")}`);
      if (extra) fields.push(extra);
      return fields.map((f, i) => (i === 0 ? f : seps[i % seps.length] + f)).join("");
    });
  // The order brain writes, with or without the superseded and retired pairs.
  const usual = fc
    .tuple(fc.array(text, { minLength: 9, maxLength: 9 }), sources, fc.boolean(), fc.boolean(), fc.array(separator, { minLength: 10, maxLength: 10 }))
    .map(([v, srcs, superseded, retired, seps]) => {
      const fields = [`id=${v[0]}`, `kind=${v[1]}`, `provenance=${v[2]}`, `first_seen=${v[3]}`, `last_seen=${v[4]}`, `sources=${srcs.join(", ")}`];
      if (superseded) fields.push(`superseded_by=${v[5]}`, `superseded_on=${v[6]}`);
      if (retired) fields.push(`retired_on=${v[7]}`, `retired_reason=${v[8]}`);
      return fields.map((f, i) => (i === 0 ? f : seps[i] + f)).join("");
    });
  const meta = fc.oneof({ weight: 3, arbitrary: usual }, { weight: 1, arbitrary: shuffled });
  const line = fc
    .tuple(
      fc.constantFrom("", "[superseded] ", "[retired] ", "[other] "),
      fc.oneof(text, fc.constantFrom("key", "a-b", "Key")),
      text,
      meta,
      fc.constantFrom(" `", "`", "  `"),
      fc.constantFrom("`", "` ", ""),
    )
    .map(([mark, key, value, m, open, close]) => `- ${mark}**${key}**: ${value}${open}${m}${close}`);

  it("on random lines: whenever the fast path answers, its parts (or its error) are the general grammar's", () => {
    let answered = 0;
    fc.assert(
      fc.property(line, (l) => {
        const f = fast(l);
        if (f === undefined) return;
        answered++;
        expect(f).toEqual(general(l));
      }),
      { numRuns: 3000, seed: 21 },
    );
    expect(answered).toBeGreaterThan(50);
  });

  it("every fact line of the fixtures and of a serialized profile with delimiters in its text: same facts either way", () => {
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith(".md"))) {
      for (const l of readFileSync(new URL(name, FIXTURES), "utf8")
        .split("\n")
        .filter((x) => x.startsWith("- "))) {
        const f = fast(l);
        if (f) expect(f, `${name}: ${l}`).toEqual(general(l));
      }
    }
  });

  it("takes a plain line, and leaves escapes, stray delimiters and repeated sources to the general grammar", () => {
    const plain =
      "- **city**: Zürich `id=f1; kind=observed; provenance=published; first_seen=2026-01-01; last_seen=2026-01-02; sources=published:a, published:b`";
    expect(simpleFactLine(plain)?.meta.sources).toEqual(["published:a", "published:b"]);
    for (const other of [
      plain.replace("Zürich", "Z\\`rich"),
      plain.replace("kind=observed; ", "kind=observed;"),
      plain.replace("published:b", "published:a"),
      plain.replace("published:a, ", "published:a,"),
      plain.replace("id=f1", "id=f1; id=f2"),
      plain.replace("id=f1", "name=f1"),
    ]) {
      expect(simpleFactLine(other), other).toBeUndefined();
    }
  });
});
