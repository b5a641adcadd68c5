/**
 * The life of a fact through the CLI (docs/consolidation-loop.md, "The lifecycle"): `brain retire`
 * through the gate, multi-valued keys, `brain show --conflicts` and `brain explain`. The subject is
 * the commands' outcomes, not the process: brain runs in-process (test/helpers/in-process.ts).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { EXAMPLE, ROOT, snapshotTree, tempDir, ingestExampleSession as ingestExampleSessionWith } from "../helpers/cli.js";
import { expectUserError } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const ingestExampleSession = (data: string, session: 1 | 2) => ingestExampleSessionWith(data, session, brain);

const post = (name: string) => join(EXAMPLE, "posts", name);
// The example posts and call note, with the record ids `brain ingest` gives them.
const P1 = "published:53e8af883c03"; // 2026-01-10
const P2 = "published:61659eb33810"; // 2026-02-14
const P3 = "published:4c02964285d6"; // 2026-05-20
const P4 = "published:b419f99d50c2"; // 2026-05-28
const NOTE = "notes:eb6dafc79531"; // 2026-06-01, human

const file = (data: string, name: string) => join(data, "brain", name);
const showAll = (data: string) => (JSON.parse(ok(data, ["show", "--json", "--all"]).stdout) as { facts: Fact[] }).facts;
const showActive = (data: string) => (JSON.parse(ok(data, ["show", "--json"]).stdout) as { facts: Fact[] }).facts;
const pending = (data: string) => JSON.parse(readFileSync(file(data, "pending-diff.json"), "utf8")) as ProfileDiff;

/** An initialised data dir (no seeds) with the four example posts and the call note ingested. */
function dataWithRecords(config?: string): string {
  const data = tempDir();
  if (config !== undefined) writeFileSync(join(data, "brain.config.yaml"), config);
  ok(data, ["init", "--today", "2026-03-01"]);
  ok(data, ["ingest", post("2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10", "--today", "2026-03-01"]);
  ok(data, ["ingest", post("2026-02-14-why-registers-matter.md"), "--date", "2026-02-14", "--today", "2026-03-01"]);
  ingestExampleSession(data, 2);
  return data;
}

type Cand = Record<string, string>;
const c = (key: string, value: string, source: string, observed_date: string, extra: Cand = {}): Cand => ({
  key,
  value,
  provenance: source.startsWith("published:") ? "published" : "human",
  source,
  observed_date,
  ...extra,
});

/** Proposes `candidates` (written to a file in the data dir) and applies the result; returns the applied diff. */
function consolidate(data: string, candidates: Cand[], today: string): ProfileDiff {
  const f = join(data, `candidates-${today}.json`);
  writeFileSync(f, JSON.stringify(candidates));
  ok(data, ["consolidate", "--propose", "--candidates", f, "--today", today]);
  const diff = pending(data);
  ok(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--confirm", "--today", today]);
  return diff;
}

const SIDE = "Open-source register toolkit";

/** A data dir whose profile holds an active side-project, a job-title and a superseded job-title. */
function lived(): { data: string; side: Fact } {
  const data = dataWithRecords();
  consolidate(data, [c("side-project", SIDE, P1, "2026-01-10"), c("job-title", "Policy Lead for AI", P1, "2026-01-10")], "2026-03-01");
  const old = showAll(data).find((f) => f.key === "job-title")!;
  consolidate(data, [c("job-title", "Head of AI", NOTE, "2026-06-01", { supersedes: old.id })], "2026-06-01");
  return { data, side: showAll(data).find((f) => f.key === "side-project")! };
}

describe("brain retire: the operator's statement goes through the gate", () => {
  it("proposes a retire batch, writes nothing until --apply --confirm, then marks the line retired", () => {
    const { data, side } = lived();
    const profileBefore = readFileSync(file(data, "profile.md"));
    const r = ok(data, ["retire", side.id, "--reason", "the toolkit was handed over", "--today", "2026-09-15"]);
    expect(r.stdout).toContain("1 retirement");
    // Proposed only: the profile is byte-identical.
    expect(readFileSync(file(data, "profile.md"))).toEqual(profileBefore);
    const diff = pending(data);
    expect(diff.retirements).toEqual([
      {
        candidate: 0,
        id: side.id,
        key: "side-project",
        value: SIDE,
        reason: "the toolkit was handed over",
        source: "human:retire-2026-09-15",
        observed_date: "2026-09-15",
      },
    ]);
    const md = readFileSync(file(data, "pending-diff.md"), "utf8");
    const section = md.slice(md.indexOf("\n## Retirements\n"));
    expect(md).toContain("\n## Retirements\n");
    expect(section).toContain(side.id);
    expect(section).toContain("the toolkit was handed over");
    expect(section).toContain("operator statement, unrecorded");

    // Apply without --confirm writes nothing either.
    const before = snapshotTree(data);
    const noConfirm = brain(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--today", "2026-09-15"]);
    expect(noConfirm.code).not.toBe(0);
    expect(readFileSync(file(data, "profile.md"))).toEqual(profileBefore);
    expect(snapshotTree(data)["brain/profile.md"]).toBe(before["brain/profile.md"]);

    ok(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--confirm", "--today", "2026-09-15"]);
    const profile = readFileSync(file(data, "profile.md"), "utf8");
    const line = profile.split("\n").find((l) => l.includes(`id=${side.id}`))!;
    expect(line).toMatch(/^- \[retired\] \*\*side-project\*\*: Open-source register toolkit `/);
    expect(line).toContain("retired_on=2026-09-15; retired_reason=the toolkit was handed over`");

    expect(showActive(data).map((f) => f.id)).not.toContain(side.id);
    expect(ok(data, ["show"]).stdout).not.toContain("side-project");
    expect(ok(data, ["show", "--all"]).stdout).toContain("side-project: Open-source register toolkit [retired on 2026-09-15: the toolkit was handed over]");
    const retired = showAll(data).find((f) => f.id === side.id)!;
    expect(retired).toMatchObject({ status: "retired", retired_on: "2026-09-15", retired_reason: "the toolkit was handed over", value: SIDE, sources: [P1] });
    const history = (JSON.parse(ok(data, ["history", "--json"]).stdout) as { entries: { counts: Record<string, number> }[] }).entries;
    expect(history[0]!.counts).toMatchObject({ retirements: 1, additions: 0 });

    // A later value of the key is a new fact with a fresh id; the retired one keeps its id and line.
    consolidate(data, [c("side-project", "Mentoring civil servants", P4, "2026-05-28")], "2026-10-01");
    const sides = showAll(data).filter((f) => f.key === "side-project");
    expect(sides.map((f) => [f.status, f.value])).toEqual([
      ["retired", SIDE],
      ["active", "Mentoring civil servants"],
    ]);
    expect(sides[1]!.id).not.toBe(side.id);
    expect(sides[0]!.id).toBe(side.id);
  });

  it("an id named twice is retired once", () => {
    const { data, side } = lived();
    ok(data, ["retire", side.id, side.id, "--reason", "ended", "--today", "2026-09-15"]);
    const diff = pending(data);
    expect(diff.retirements?.map((x) => x.id)).toEqual([side.id]);
    expect(diff.rejected).toEqual([]);
  });

  it("--source human:<label> is kept as the retire's source", () => {
    const { data, side } = lived();
    ok(data, ["retire", side.id, "--reason", "ended", "--source", "human:call-2026-09-14", "--today", "2026-09-15"]);
    expect(pending(data).retirements?.map((x) => x.source)).toEqual(["human:call-2026-09-14"]);
  });

  it.each([
    { name: "an unknown id", id: () => "000000000000", says: "no fact has this id" },
    { name: "a superseded fact", id: (_data: string, facts: Fact[]) => facts.find((f) => f.status === "superseded")!.id, says: "it is superseded" },
    {
      name: "a fact already retired",
      id: (data: string, facts: Fact[]) => {
        const side = facts.find((f) => f.key === "side-project")!.id;
        ok(data, ["retire", side, "--reason", "ended", "--today", "2026-09-15"]);
        ok(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--confirm", "--today", "2026-09-15"]);
        return side;
      },
      says: "it is retired",
    },
  ])("refuses $name: exit 1 naming it, nothing written", ({ id, says }) => {
    const { data } = lived();
    const target = id(data, showAll(data));
    const before = snapshotTree(data);
    const r = brain(data, ["retire", target, "--reason", "over", "--today", "2026-09-15"]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(target);
    expect(r.stderr).toContain(says);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("retires a profile-field seed through the gate (the operator's own retire): proposed, never written until applied", () => {
    const data = tempDir();
    const fields = join(data, "fields.yaml");
    writeFileSync(fields, "name: Dana Okafor\n");
    ok(data, ["init", "--from", fields, "--today", "2026-03-01"]);
    const seed = showAll(data)[0]!;
    expect(seed.kind).toBe("profile-field");
    const profile = readFileSync(join(data, "brain", "profile.md"), "utf8");
    const r = ok(data, ["retire", seed.id, "--reason", "over", "--today", "2026-09-15", "--json"]);
    expect((JSON.parse(r.stdout) as { counts: { retirements: number } }).counts.retirements).toBe(1);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toBe(profile);
  });

  it.each([
    { name: "a --source that is not human:<label>", args: ["--reason", "over", "--source", "notes:x"], says: "--source" },
    { name: "no --reason", args: [], says: "--reason" },
    {
      name: "a --reason with a line break",
      args: ["--reason", "over\nand out"],
      says: "--reason: must not contain control or invisible-formatting characters, found U+000A at character 5",
    },
    { name: "a --reason with a bidi override", args: ["--reason", "over\u202e"], says: "U+202E" },
    { name: "a --reason of 501 characters", args: ["--reason", "x".repeat(501)], says: "--reason: at most 500 characters, found 501" },
  ])("exits 2 on $name, nothing written", ({ args, says }) => {
    const { data, side } = lived();
    const before = snapshotTree(data);
    const r = brain(data, ["retire", side.id, ...args, "--today", "2026-09-15"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain(says);
    expect(snapshotTree(data)).toEqual(before);
  });

  it.each([
    { provenance: "published", source: P4, rule: "reject-retire" },
    { provenance: "ai-draft", source: "ai-draft:session-summary", rule: "reject-unlearnable-provenance" },
  ])("a $provenance retire candidate is rejected by $rule and retires nothing", ({ provenance, source, rule }) => {
    const { data, side } = lived();
    const f = join(data, "retire.json");
    writeFileSync(f, JSON.stringify([{ key: "side-project", retires: side.id, reason: "ended", provenance, source, observed_date: "2026-05-28" }]));
    ok(data, ["consolidate", "--propose", "--candidates", f, "--today", "2026-09-15"]);
    const diff = pending(data);
    expect(diff.retirements ?? []).toEqual([]);
    expect(diff.rejected).toMatchObject([{ candidate: 0, key: "side-project", provenance, source, rule }]);
    expect(readFileSync(file(data, "pending-diff.md"), "utf8")).toContain(rule);
    ok(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--confirm", "--today", "2026-09-15"]);
    expect(showAll(data).find((x) => x.id === side.id)!.status).toBe("active");
  });
});

describe("multi-valued keys and open conflicts", () => {
  function languages(config: string): string {
    const data = dataWithRecords(config);
    consolidate(
      data,
      [
        c("languages", "English", P1, "2026-01-10"),
        c("languages", "Dutch", P2, "2026-02-14"),
        c("languages", "French", P3, "2026-05-20"),
        c("preferred-format", "Small-group workshops", P3, "2026-05-20"),
        c("preferred-format", "Short written guidance", P4, "2026-05-28"),
      ],
      "2026-06-01",
    );
    return data;
  }

  it("languages: English, Dutch, French live side by side; only the single-valued key is an open conflict", () => {
    const data = languages("multiValued: [languages]\n");
    const history = (JSON.parse(ok(data, ["history", "--json"]).stdout) as { entries: { counts: Record<string, number> }[] }).entries;
    expect(history[0]!.counts).toMatchObject({ additions: 5, conflicts: 1 });
    const langs = showActive(data).filter((f) => f.key === "languages");
    expect(langs.map((f) => [f.value, f.sources])).toEqual([
      ["English", [P1]],
      ["Dutch", [P2]],
      ["French", [P3]],
    ]);
    expect(new Set(langs.map((f) => f.id)).size).toBe(3);

    const json = JSON.parse(ok(data, ["show", "--conflicts", "--json"]).stdout) as { conflicts: { key: string; values: Record<string, unknown>[] }[] };
    const formats = showActive(data).filter((f) => f.key === "preferred-format");
    expect(json.conflicts.map((x) => x.key)).toEqual(["preferred-format"]);
    expect(json.conflicts[0]!.values).toEqual(
      formats.map((f) => ({
        id: f.id,
        value: f.value,
        layer: "dynamic",
        provenance: "published",
        sources: f.sources,
        evidence_count: 1,
        first_seen: f.first_seen,
        last_seen: f.last_seen,
      })),
    );
    expect(json.conflicts[0]!.values.map((v) => v.first_seen)).toEqual(["2026-05-20", "2026-05-28"]);

    const text = ok(data, ["show", "--conflicts"]).stdout;
    expect(text).toContain("1 key with more than one active value");
    expect(text).toContain("preferred-format");
    for (const f of formats) expect(text).toContain(`${f.id}  ${f.value}`);
    expect(text).not.toContain("languages");
  });

  it("without multiValued the same three languages are an open conflict", () => {
    const data = languages("");
    const json = JSON.parse(ok(data, ["show", "--conflicts", "--json"]).stdout) as { conflicts: { key: string; values: { value: string }[] }[] };
    expect(json.conflicts.map((x) => [x.key, x.values.map((v) => v.value)])).toEqual([
      ["languages", ["English", "Dutch", "French"]],
      ["preferred-format", ["Small-group workshops", "Short written guidance"]],
    ]);
  });

  it("a profile without competing values has no open conflicts", () => {
    const { data } = lived();
    expect(JSON.parse(ok(data, ["show", "--conflicts", "--json"]).stdout)).toEqual({ conflicts: [], withheld: 0, warnings: [] });
    expect(ok(data, ["show", "--conflicts"]).stdout).toContain("No open conflicts");
  });
});

describe("brain explain: the whole story of a fact", () => {
  interface Explained {
    id: string;
    fact: Fact | null;
    events: {
      at: string | null;
      diff: string | null;
      today: string;
      op: string;
      rule: string | null;
      file: string | null;
      version: number | null;
      candidate: number | null;
      source: string | null;
      observed_date: string | null;
    }[];
  }
  const explain = (data: string, id: string) => JSON.parse(ok(data, ["explain", id, "--json"]).stdout) as Explained;

  /** primary-expertise: added, bumped, promoted (3 sources), then superseded by a stated change. */
  function story() {
    const data = dataWithRecords("promoteThreshold: 3\n");
    const d1 = consolidate(
      data,
      [c("primary-expertise", "AI governance", P1, "2026-01-10"), c("primary-expertise", "ai  governance", P2, "2026-02-14")],
      "2026-03-01",
    );
    const first = showAll(data).find((f) => f.key === "primary-expertise")!;
    const d2 = consolidate(data, [c("primary-expertise", "AI governance", P3, "2026-05-20")], "2026-06-01");
    expect(showAll(data).find((f) => f.id === first.id)!.layer).toBe("static");
    const d3 = consolidate(data, [c("primary-expertise", "Public-sector AI procurement", NOTE, "2026-06-01", { supersedes: first.id })], "2026-06-02");
    const facts = showAll(data).filter((f) => f.key === "primary-expertise");
    const archived = facts.find((f) => f.status === "superseded")!;
    const winner = facts.find((f) => f.status === "active")!;
    return { data, d1, d2, d3, first, archived, winner };
  }

  it("added, bumped, promoted and superseded: both the archived fact and the winner", () => {
    const { data, d1, d2, d3, first, archived, winner } = story();
    expect(winner.id).toBe(first.id); // the winner takes the key's id; the old value is re-minted
    expect(archived.id).not.toBe(first.id);

    const old = explain(data, archived.id);
    expect(old.id).toBe(archived.id);
    expect(old.fact).toMatchObject({ status: "superseded", value: "AI governance", superseded_by: winner.id });
    expect(old.events.map((e) => [e.op, e.diff, e.today, e.rule, e.candidate, e.source, e.observed_date])).toEqual([
      ["add", d1.id, "2026-03-01", "add-new-key", 0, P1, "2026-01-10"],
      ["bump", d1.id, "2026-03-01", "bump-same-value", 1, P2, "2026-02-14"],
      ["bump", d2.id, "2026-06-01", "bump-same-value", 0, P3, "2026-05-20"],
      ["promote", d2.id, "2026-06-01", expect.any(String), null, null, null],
      ["superseded", d3.id, "2026-06-02", "supersede-explicit", 0, NOTE, "2026-06-01"],
    ]);
    for (const e of old.events) {
      expect(e.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(e.file).toMatch(/\.yaml$/);
      expect(e.version).toEqual(expect.any(Number));
      expect(Object.keys(e)).toEqual(expect.arrayContaining(["at", "diff", "today", "op", "rule", "file", "version", "candidate", "source", "observed_date"]));
    }

    const now = explain(data, winner.id);
    expect(now.fact).toMatchObject({ status: "active", value: "Public-sector AI procurement" });
    // The winner's id has held both values: the old value's life first, then the supersede.
    expect(now.events.map((e) => [e.op, e.diff, e.source])).toEqual([
      ["add", d1.id, P1],
      ["bump", d1.id, P2],
      ["bump", d2.id, P3],
      ["promote", d2.id, null],
      ["superseded", d3.id, NOTE],
      ["supersede", d3.id, NOTE],
    ]);

    const text = ok(data, ["explain", archived.id]).stdout;
    const lines = text.split("\n").filter((l) => l.startsWith("- "));
    expect(lines.map((l) => l.split("  ")[1]!.split(":")[0])).toEqual(["add", "bump", "bump", "promote", "superseded"]);
    expect(text).toContain('superseded by "Public-sector AI procurement"');
  });

  it("a retired fact: added, then retired with the operator's reason", () => {
    const { data, side } = lived();
    ok(data, ["retire", side.id, "--reason", "handed over", "--today", "2026-09-15"]);
    const retireDiff = pending(data).id;
    ok(data, ["consolidate", "--apply", "--diff", file(data, "pending-diff.json"), "--confirm", "--today", "2026-09-15"]);
    const e = explain(data, side.id);
    expect(e.fact).toMatchObject({ status: "retired", retired_reason: "handed over" });
    const ops = e.events.map((x) => x.op);
    expect(ops[0]).toBe("add");
    expect(ops.at(-1)).toBe("retire");
    expect(e.events.at(-1)).toMatchObject({
      diff: retireDiff,
      today: "2026-09-15",
      rule: "retire-by-operator",
      candidate: 0,
      source: "human:retire-2026-09-15",
      observed_date: "2026-09-15",
    });
    expect(ok(data, ["explain", side.id]).stdout).toContain("retire: retired: handed over");
  });

  it("a rolled-back apply is not in the story", () => {
    const data = dataWithRecords();
    const d1 = consolidate(data, [c("side-project", SIDE, P1, "2026-01-10")], "2026-03-01");
    const id = showAll(data)[0]!.id;
    const d2 = consolidate(data, [c("side-project", SIDE, P2, "2026-02-14")], "2026-03-02");
    expect(explain(data, id).events.map((e) => [e.op, e.diff])).toEqual([
      ["add", d1.id],
      ["bump", d2.id],
    ]);
    ok(data, ["rollback", "--confirm", "--today", "2026-03-02"]);
    expect(explain(data, id).events.map((e) => [e.op, e.diff])).toEqual([["add", d1.id]]);
    expect(ok(data, ["explain", id]).stdout).not.toContain(d2.id.slice(0, 12));
  });

  it("a bidi override hand-edited into profile.md is shown escaped, never raw", () => {
    const { data, side } = lived();
    const profile = readFileSync(file(data, "profile.md"), "utf8");
    // The grammar's \u{hex} escape puts a real U+202E into the value (docs/profile-format.md, Escapes).
    writeFileSync(file(data, "profile.md"), profile.replace(`**side-project**: ${SIDE}`, `**side-project**: Open-source\\u{202e} register toolkit`));
    expect(showAll(data).find((f) => f.id === side.id)!.value).toBe("Open-source\u202e register toolkit");
    const text = ok(data, ["explain", side.id]).stdout;
    expect(text).not.toContain("\u202e");
    expect(text).toContain('side-project = "Open-source\\u{202e} register toolkit"');
  });

  it("an unknown id exits 1 naming it", () => {
    const { data } = lived();
    const before = snapshotTree(data);
    const r = brain(data, ["explain", "0123456789ab"]);
    expectUserError(r, 1);
    expect(r.stderr).toContain("0123456789ab");
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("the demo's third session (docs/example)", () => {
  it("the example configs are valid and candidates-3.json cites the post the demo ingests", () => {
    const data = tempDir();
    for (const f of ["brain.config.yaml", "what-if-threshold-2.yaml"]) {
      expect(ok(data, ["validate", join(EXAMPLE, f), "--as", "config"]).stdout).toContain("valid config");
    }
    expect(readFileSync(join(EXAMPLE, "brain.config.yaml"), "utf8")).toMatch(/^multiValued: \[languages\]$/m);
    ok(data, ["init"]);
    ok(data, ["ingest", post("2026-09-01-three-languages.md"), "--date", "2026-09-01"]);
    const g = JSON.parse(ok(data, ["consolidate", "--gather", "--json"]).stdout) as { new_records: { source: string }[] };
    const cited = JSON.parse(readFileSync(join(EXAMPLE, "candidates-3.json"), "utf8")) as { source: string; key: string }[];
    expect(new Set(cited.map((x) => x.source))).toEqual(new Set(g.new_records.map((r) => r.source)));
    expect(cited.filter((x) => x.key === "languages")).toHaveLength(3);
  });

  it("npm run demo prints every section of a pending diff, open conflicts, three languages, a retire through the gate, explain and what-if", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "docs", "example", "run-demo.mjs")], { encoding: "utf8", cwd: ROOT });
    expect(r.status, r.stderr).toBe(0);
    for (const title of ["Additions", "Evidence bumps", "Promotions", "Conflicts", "Supersessions", "Stale facts", "Rejected"]) {
      expect(r.stdout).toContain(`\n## ${title}\n`);
    }
    const third = r.stdout.slice(r.stdout.indexOf("Session 3 (2026-09-15)"));
    expect(third.length).toBeLessThan(r.stdout.length);
    // preferred-format, and location: the observed Rotterdam beside the seed "Rotterdam, NL" (a seed counts in conflicts).
    expect(third).toContain("2 keys with more than one active value");
    expect(third).toContain("3 additions, 1 evidence bump, 0 promotions, 0 conflicts");
    // show groups the multi-valued key's members under it.
    expect(third).toMatch(/ {2}languages \(multi-valued: 3 active members\):\n(?: {4}.*\n)* {4}- French\n/);
    expect(third).toContain("## Retirements\n\n- #0 **side-project**");
    expect(third).toContain("(proposed, not applied: the profile still shows it)");
    expect(third).toContain("[retired on 2026-09-15: Toolkit handed over to the municipalities in August]");
    expect(third).toMatch(/promote: promoted to static · rule promote-on-evidence/);
    expect(third).toMatch(/superseded: superseded by "Head of AI, City of Rotterdam"/);
    expect(third).toMatch(/- promotions gained:\n {2}- 640bc332a60a \(recurring-topic: Algorithm registers\)/);
    expect(third).toMatch(/- \[retired\] \*\*side-project\*\*: .*retired_on=2026-09-15; retired_reason=Toolkit handed over/);
    expect(third).toContain("Demo finished");
  }, 120_000);
});
