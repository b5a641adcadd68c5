/**
 * pending-diff.md line by line: hand-built diffs, so each test pins the exact lines the operator
 * reads for one part of the review (the header, the records-read and agent-written lines, what
 * was carried over, the conflicts table and its caps, the notes under a candidate, the order of
 * entries), and fails on any change of wording, count or order.
 */
import { describe, expect, it } from "vitest";
import type { Addition, Candidate, Conflict, FactRef, IncomingRef, ProfileDiff, StaleFlag, TraceEntry } from "../../src/core/schema-types.js";
import { CELL_LIMIT, operatorReasons, REVIEW_LIMIT, renderDiffMarkdown } from "../../src/diff/render-diff-md.js";
import { resolveConfig } from "../../src/io/load-config.js";

const APPLY = "brain consolidate --apply --diff /data/brain/pending-diff.json --confirm";
const ID = "0123456789abcdef".repeat(4);
const BASE = "fedcba9876543210".repeat(4);

/** A diff that changes nothing, with `over` laid on it. */
function diff(over: Partial<ProfileDiff> = {}): ProfileDiff {
  return {
    id: ID,
    format: 2,
    base: BASE,
    today: "2026-06-01",
    rules: [
      { file: "candidate.yaml", scope: "candidate", version: 2, sha256: "c".repeat(64) },
      { file: "fact.yaml", scope: "fact", version: 1, sha256: "f".repeat(64) },
    ],
    config: resolveConfig({}) as ProfileDiff["config"],
    candidates: { sha256: "e".repeat(64), count: 0 },
    records: { through: null, published: 0, sha256: "0".repeat(64) },
    additions: [],
    evidenceBumps: [],
    promotions: [],
    conflicts: [],
    supersedes: [],
    staleFlags: [],
    retirements: [],
    rejected: [],
    duplicates: [],
    warnings: [],
    trace: [],
    ...over,
  };
}

const render = (d: ProfileDiff, o: Partial<Parameters<typeof renderDiffMarkdown>[1]> = {}) =>
  renderDiffMarkdown(d, { applyCommand: APPLY, ruleSet: "shipped rules (brain 1.0.0)", ...o });

/** The lines of section `title`, heading included, up to the next section. */
function sectionOf(text: string, title: string): string[] {
  const lines = text.split("\n");
  const at = lines.indexOf(`## ${title}`);
  expect(at).toBeGreaterThan(0);
  const end = lines.findIndex((l, i) => i > at && l.startsWith("## "));
  return lines.slice(at, end === -1 ? undefined : end);
}

const addition = (candidate: number, key: string, value: string, id = `a${candidate}`.padEnd(12, "0")): Addition => ({
  candidate,
  id,
  key,
  value,
  provenance: "published",
  source: `published:p${candidate}`,
  observed_date: "2026-05-20",
});
const addLine = (a: Addition) => `- #${a.candidate} **${a.key}**: ${a.value} — published, ${a.source}, 2026-05-20 → \`${a.id}\``;
const trace = (t: Partial<TraceEntry>): TraceEntry => ({ rule: "add-new", outcome: "add", ...t });

const FOOT = ["Nothing has been written to the profile. To apply exactly this diff:", "", "```sh", APPLY, "```", ""];
const HEAD = [
  "# Pending profile diff",
  "",
  "Proposed for 2026-06-01 against profile `fedcba987654` · diff `0123456789ab` · shipped rules (brain 1.0.0) (candidate.yaml v2, fact.yaml v1) · promoteThreshold 3, decayDays 90",
  "",
];
const ZEROS = "0 additions, 0 evidence bumps, 0 promotions, 0 conflicts, 0 supersessions, 0 retirements, 0 stale flags, 0 rejected, 0 duplicates, 0 warnings.";

describe("the whole review of a diff that changes nothing", () => {
  it("is the header, the counts, that nothing would change, and the apply command: no empty section", () => {
    expect(render(diff())).toBe([...HEAD, ZEROS, "", "Nothing in the profile would change.", "", ...FOOT].join("\n"));
  });

  it("a diff without records (written by an earlier version) has no records-read line", () => {
    expect(render(diff({ records: undefined }))).toBe([...HEAD, ZEROS, "", "Nothing in the profile would change.", "", ...FOOT].join("\n"));
  });

  it("a diff that adds something does not say nothing would change", () => {
    const a = addition(0, "city", "Berlin");
    const text = render(diff({ additions: [a], candidates: { sha256: "e".repeat(64), count: 1 } }));
    expect(text.split("\n").slice(0, 7)).toEqual([
      ...HEAD,
      "1 addition, 0 evidence bumps, 0 promotions, 0 conflicts, 0 supersessions, 0 retirements, 0 stale flags, 0 rejected, 0 duplicates, 0 warnings.",
      "",
      FOOT[0],
    ]);
    expect(text.endsWith(["```", "", "## Additions", "", addLine(a), ""].join("\n"))).toBe(true);
  });
});

describe("the records this apply marks read", () => {
  const withNew = (n: NonNullable<NonNullable<ProfileDiff["records"]>["new"]>, through: string | null) =>
    render(diff({ records: { through, published: n.count, sha256: "0".repeat(64), new: n } }));
  const linesAfterCounts = (text: string) => text.split("\n").slice(HEAD.length + 2);

  it("none, when no record is newer than the cursor: every record stays new without a cursor", () => {
    expect(linesAfterCounts(withNew({ count: 0, ids: [] }, null)).slice(0, 4)).toEqual([
      "Records this apply marks read: none (every record stays new).",
      "",
      "Nothing in the profile would change.",
      "",
    ]);
  });

  it("none, with a cursor: the records after it stay new", () => {
    expect(linesAfterCounts(withNew({ count: 0, ids: [] }, "2026-05-30T10:00:00Z"))[0]).toBe(
      "Records this apply marks read: none (records ingested after 2026-05-30T10:00:00Z stay new).",
    );
  });

  it("names every id when there are few, with no count of more", () => {
    expect(linesAfterCounts(withNew({ count: 2, ids: ["notes:a", "notes:b"] }, "2026-05-30T10:00:00Z")).slice(0, 2)).toEqual([
      "Records this apply marks read (2; gather will not offer them again, records ingested after 2026-05-30T10:00:00Z stay new): `notes:a`, `notes:b`.",
      "",
    ]);
  });

  it("names the first 50 and counts the rest; exactly 50 are all named", () => {
    const ids = Array.from({ length: 52 }, (_, i) => `notes:r${String(i).padStart(2, "0")}`);
    const named = (n: number) =>
      ids
        .slice(0, n)
        .map((id) => `\`${id}\``)
        .join(", ");
    expect(linesAfterCounts(withNew({ count: 52, ids }, null))[0]).toBe(
      `Records this apply marks read (52; gather will not offer them again, every record stays new): ${named(50)}, and 2 more.`,
    );
    expect(linesAfterCounts(withNew({ count: 50, ids: ids.slice(0, 50) }, null))[0]).toBe(
      `Records this apply marks read (50; gather will not offer them again, every record stays new): ${named(50)}.`,
    );
  });

  it.each([["agent_written"], ["agent_ingested"]])("the agent-written ones (%s) get a line of their own", (field) => {
    expect(linesAfterCounts(withNew({ count: 3, ids: ["mcp:a", "mcp:b", "notes:c"], [field]: ["mcp:a", "mcp:b"] }, null)).slice(0, 6)).toEqual([
      "Records this apply marks read (3; gather will not offer them again, every record stays new): `mcp:a`, `mcp:b`, `notes:c`.",
      "",
      "Agent-written (2; stored by an agent through brain's MCP server, not by the operator — check them before relying on them): `mcp:a`, `mcp:b`.",
      "",
      "Nothing in the profile would change.",
      "",
    ]);
  });
});

describe("what a new proposal carried over", () => {
  it("lists the operator's candidates and declines, or none", () => {
    const text = render(diff(), { carried: { from: "9".repeat(64), candidates: [4, 5], declined: [] } });
    expect(text.split("\n").slice(-9)).toEqual([
      "```",
      "",
      "## Carried over from the pending batch",
      "",
      "This batch replaced the pending batch of diff `999999999999` and kept your word on it:",
      "",
      "- your own candidates (brain retire, resolve, set): #4, #5",
      "- declined again, as you declined the same key and value: none",
      "",
    ]);
  });
});

describe("reasons", () => {
  it("operatorReasons keeps the reasons of value candidates only", () => {
    const cands = [
      { key: "city", value: "Lisbon", provenance: "human", source: "human:x", observed_date: "2026-05-20", reason: "moved" },
      { key: "city", retires: "aaaaaaaaaaa1", provenance: "human", source: "human:x", observed_date: "2026-05-20", reason: "ended" },
      { key: "city", value: "Porto", provenance: "human", source: "human:x", observed_date: "2026-05-20" },
    ] as Candidate[];
    expect(operatorReasons(cands)).toEqual(new Map([[0, "moved"]]));
  });

  it("the rule's reason (from the trace entry that has one) and the operator's reason follow an entry; a fact is given no candidate's reason", () => {
    const a = addition(0, "city", "Lisbon");
    const stale: StaleFlag = { id: "000000000000", key: "hobby", value: "Chess", last_seen: "2026-01-01", days_since_seen: 151 };
    const text = render(
      diff({
        additions: [a],
        staleFlags: [stale],
        trace: [
          trace({ candidate: 0, reason: "a new key" }),
          trace({ candidate: 0, rule: "other" }),
          trace({ fact: stale.id, rule: "decay", outcome: "decay-flag" }),
        ],
      }),
      { reasons: new Map([[0, "I moved"]]) },
    );
    expect(sectionOf(text, "Additions")).toEqual(["## Additions", "", `${addLine(a)} — a new key — the operator's reason: I moved`, ""]);
    expect(sectionOf(text, "Stale facts")).toEqual([
      "## Stale facts",
      "",
      "- **hobby**: Chess — last seen 2026-01-01, 151 days before 2026-06-01; flagged for review only `000000000000`",
      "",
    ]);
  });
});

describe("what rests on an agent's word", () => {
  it("a candidate an MCP tool added, and one citing an agent-written record, are marked; an operator's is not", () => {
    const [a0, a1, a2] = [addition(0, "a-key", "x"), addition(1, "b-key", "y"), addition(2, "c-key", "z")];
    const text = render(
      diff({
        additions: [a0, a1, a2],
        agent_written: { candidates: [1], promotions: [] },
        trace: [trace({ candidate: 0, origin: "agent" }), trace({ origin: "agent", fact: "f" }), trace({ candidate: 2, origin: "operator" })],
      }),
    );
    expect(sectionOf(text, "Additions")).toEqual([
      "## Additions",
      "",
      `${addLine(a0)} — agent-written: added by an agent through brain's MCP server`,
      `${addLine(a1)} — agent-written record`,
      addLine(a2),
      "",
    ]);
  });

  it("a promotion of a fact with an agent-written source is marked", () => {
    const text = render(
      diff({
        promotions: [
          { id: "bbbbbbbbbbb1", key: "k", value: "v", evidence_count: 3 },
          { id: "bbbbbbbbbbb2", key: "l", value: "w", evidence_count: 3 },
        ],
        agent_written: { candidates: [], promotions: ["bbbbbbbbbbb1"] },
      }),
    );
    expect(sectionOf(text, "Promotions")).toEqual([
      "## Promotions",
      "",
      "- **k**: v — dynamic → static with 3 sources (threshold 3) `bbbbbbbbbbb1` — agent-written source",
      "- **l**: w — dynamic → static with 3 sources (threshold 3) `bbbbbbbbbbb2`",
      "",
    ]);
  });
});

describe("the notes under a candidate", () => {
  it("alias, similar key and quote (found, not found, not checked), one line each; an entry with none has no note", () => {
    const entries = [addition(0, "job-title", "Lead"), addition(1, "k1", "v"), addition(2, "k2", "v"), addition(3, "k3", "v")];
    const text = render(
      diff({
        additions: entries,
        config: { ...resolveConfig({ keyAliases: { role: "job-title" } }) } as ProfileDiff["config"],
        trace: [
          trace({ candidate: 0, key_alias: "role", quote: "Lead of it all", quote_found: true }),
          trace({ candidate: 1, similar_key: "k-1", quote: "said v", quote_found: false }),
          trace({ candidate: 2, quote: "v" }),
          trace({ candidate: 3 }),
        ],
      }),
    );
    expect(sectionOf(text, "Additions")).toEqual([
      "## Additions",
      "",
      addLine(entries[0]!),
      "  - key role → job-title (alias)",
      "  - quote (found in the record): “Lead of it all”",
      addLine(entries[1]!),
      "  - new key, similar to `k-1`: if it is the same, decline it and add a key alias",
      "  - quote (NOT found in the record): “said v”",
      addLine(entries[2]!),
      "  - quote (not checked: an operator statement): “v”",
      addLine(entries[3]!),
      "",
    ]);
  });
});

describe("sections in the operator's order", () => {
  it("declines in candidate order, with their reasons", () => {
    const text = render(diff({ declined: [{ candidate: 2 }, { candidate: 0, reason: "not mine" }, { candidate: 1, by: "mcp" }] }));
    expect(sectionOf(text, "Declined by the operator")).toEqual([
      "## Declined by the operator",
      "",
      "- #0: not mine (remembered once applied; brain declined lists it)",
      expect.stringMatching(/^- #1 — .+ \(remembered once applied; brain declined lists it\)$/),
      "- #2 (remembered once applied; brain declined lists it)",
      "",
    ]);
  });

  it("entries of one key and value by candidate, then by id", () => {
    const rej = (candidate: number) => ({ candidate, key: "tone", value: "Bold", provenance: "ai-draft" as const, source: "ai-draft:x", rule: "r" });
    const stale = (id: string): StaleFlag => ({ id, key: "hobby", value: "Chess", last_seen: "2026-01-01", days_since_seen: 151 });
    const text = render(diff({ rejected: [rej(2), rej(1), rej(3)], staleFlags: [stale("bbbbbbbbbbbb"), stale("cccccccccccc"), stale("aaaaaaaaaaaa")] }));
    expect(sectionOf(text, "Rejected").slice(2, 5)).toEqual([1, 2, 3].map((i) => `- #${i} **tone**: Bold — ai-draft, ai-draft:x (rule r)`));
    expect(
      sectionOf(text, "Stale facts")
        .slice(2, 5)
        .map((l) => /`(\w+)`$/.exec(l)![1]),
    ).toEqual(["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"]);
  });

  it("past REVIEW_LIMIT, entries that tie keep their input order", () => {
    const warnings = Array.from({ length: REVIEW_LIMIT + 2 }, (_, i) => ({ message: `w${i}` }));
    const lines = sectionOf(render(diff({ warnings })), "Warnings");
    expect(lines.slice(2, 2 + REVIEW_LIMIT)).toEqual(warnings.slice(0, REVIEW_LIMIT).map((w) => `- ${w.message}`));
    expect(lines[2 + REVIEW_LIMIT]).toBe(
      "- … 2 more entries are not listed here: every one is in pending-diff.json under `warnings`; `brain explain <id>` tells one fact's story.",
    );
  });
});

/** `n` values of a conflict's side: the facts it had, or (from candidate index `candidate` on) the values that arrived. */
function refs(n: number, prefix: string): FactRef[];
function refs(n: number, prefix: string, candidate: number): IncomingRef[];
function refs(n: number, prefix: string, candidate?: number): FactRef[] | IncomingRef[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    value: `${prefix} ${i}`,
    ...(candidate !== undefined ? { candidate: candidate + i } : {}),
  })) as FactRef[] | IncomingRef[];
}

describe("the conflicts table", () => {
  const cell = (rs: { id: string; value: string; candidate?: number }[]) =>
    rs.map((r) => `${r.candidate !== undefined ? `#${r.candidate} ` : ""}${r.value} \`${r.id}\``).join("<br>");

  it("one row per key in key order, the incoming values with their index, agent-written ones marked", () => {
    const conflicts: Conflict[] = [
      { key: "title", existing: refs(1, "t"), incoming: refs(2, "u", 0) },
      { key: "city", existing: refs(1, "c"), incoming: [{ id: "d0", value: "d 0", candidate: 5 }] },
    ];
    const text = render(diff({ conflicts, agent_written: { candidates: [1], promotions: [] } }));
    expect(text).toContain("```\n\n## Conflicts\n");
    expect(sectionOf(text, "Conflicts")).toEqual([
      "## Conflicts",
      "",
      "All values are kept; none replaces another until a candidate names one in `supersedes`.",
      "",
      "| key | existing | incoming |",
      "| --- | --- | --- |",
      "| city | c 0 `c0` | #5 d 0 `d0` |",
      "| title | t 0 `t0` | #0 u 0 `u0`<br>#1 u 1 `u1` (agent-written) |",
      "",
    ]);
  });

  it("a side of exactly CELL_LIMIT values is listed in full", () => {
    const text = render(diff({ conflicts: [{ key: "k", existing: refs(CELL_LIMIT, "e"), incoming: refs(CELL_LIMIT, "i", 0) }] }));
    expect(sectionOf(text, "Conflicts").slice(6)).toEqual([`| k | ${cell(refs(CELL_LIMIT, "e"))} | ${cell(refs(CELL_LIMIT, "i", 0))} |`, ""]);
  });

  it.each([
    ["existing", { existing: refs(CELL_LIMIT + 1, "e"), incoming: refs(1, "i", 0) }],
    ["incoming", { existing: refs(1, "e"), incoming: refs(CELL_LIMIT + 2, "i", 0) }],
  ])("a longer %s side is cut, and the table says so", (_side, sides) => {
    const conflicts: Conflict[] = [
      { key: "a", existing: refs(1, "x"), incoming: refs(1, "y", 50) },
      { key: "k", ...sides },
    ];
    const lines = sectionOf(render(diff({ conflicts })), "Conflicts");
    const over = (rs: { id: string; value: string; candidate?: number }[]) =>
      rs.length > CELL_LIMIT ? `${cell(rs.slice(0, CELL_LIMIT))}<br>… and ${rs.length - CELL_LIMIT} more` : cell(rs);
    expect(lines.slice(6)).toEqual([
      "| a | x 0 `x0` | #50 y 0 `y0` |",
      `| k | ${over(sides.existing)} | ${over(sides.incoming)} |`,
      "",
      `- … Values beyond the first ${CELL_LIMIT} of a side are not listed here: every one is in pending-diff.json under \`conflicts\`; \`brain explain <id>\` tells one fact's story.`,
      "",
    ]);
  });

  it("exactly REVIEW_LIMIT keys are all listed; one more is counted", () => {
    const keys = (n: number): Conflict[] =>
      Array.from({ length: n }, (_, i) => ({ key: `k${String(i).padStart(3, "0")}`, existing: refs(1, "e"), incoming: refs(1, "i", i) }));
    const full = sectionOf(render(diff({ conflicts: keys(REVIEW_LIMIT) })), "Conflicts");
    expect(full).toHaveLength(6 + REVIEW_LIMIT + 1);
    expect(full.at(-2)).toBe(`| k199 | e 0 \`e0\` | #199 i 0 \`i0\` |`);
    const cut = sectionOf(render(diff({ conflicts: keys(REVIEW_LIMIT + 1).reverse() })), "Conflicts");
    expect(cut.slice(6 + REVIEW_LIMIT - 1)).toEqual([
      `| k199 | e 0 \`e0\` | #199 i 0 \`i0\` |`,
      "",
      "- … 1 more key in conflict is not listed here: every one is in pending-diff.json under `conflicts`; `brain explain <id>` tells one fact's story.",
      "",
    ]);
    expect(sectionOf(render(diff({ conflicts: keys(REVIEW_LIMIT + 2) })), "Conflicts").at(-2)).toBe(
      "- … 2 more keys in conflict are not listed here: every one is in pending-diff.json under `conflicts`; `brain explain <id>` tells one fact's story.",
    );
    // REVIEW_LIMIT keys, one of them with too many values: the cut is of values, not of keys.
    const wide = keys(REVIEW_LIMIT);
    wide[0] = { ...wide[0]!, existing: refs(CELL_LIMIT + 1, "e") };
    expect(sectionOf(render(diff({ conflicts: wide })), "Conflicts").at(-2)).toBe(
      `- … Values beyond the first ${CELL_LIMIT} of a side are not listed here: every one is in pending-diff.json under \`conflicts\`; \`brain explain <id>\` tells one fact's story.`,
    );
  });
});
