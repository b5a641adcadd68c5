/**
 * pending-diff.md, the review: what the operator reads must say what the diff does, name the rule
 * set and each rule's reason, mark what rests on the operator's own word, and never let text from
 * a profile restyle or hide anything.
 */
import { describe, expect, it } from "vitest";
import type { Candidate, Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { CELL_LIMIT, describeRuleSet, REVIEW_LIMIT, renderDiffMarkdown } from "../../src/diff/render-diff-md.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { ruleSetDigest } from "../../src/rules/rule-set.js";
import { recordsCitedBy } from "../helpers/records.js";

const RULES = loadRuleSet(null);
const APPLY = "brain consolidate --apply --diff /data/brain/pending-diff.json --confirm";

function fact(f: Partial<Fact> & Pick<Fact, "id" | "key" | "value">): Fact {
  const sources = f.sources ?? ["published:p1"];
  return {
    kind: "observed",
    layer: "dynamic",
    provenance: "published",
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    status: "active",
    ...f,
    sources,
    evidence_count: sources.length,
  };
}

async function diffOf(facts: Fact[], candidates: Candidate[], config = {}): Promise<ProfileDiff> {
  return proposeDiff({
    current: { title: "Profile", facts },
    base: "0".repeat(64),
    candidates,
    rules: RULES,
    config: resolveConfig(config),
    today: "2026-06-01",
    records: recordsCitedBy(candidates, facts),
  });
}

const c = (o: Record<string, unknown>) => ({ provenance: "published", source: "published:p2", observed_date: "2026-05-20", ...o }) as Candidate;

describe("the review header names the rule set", () => {
  it.each([
    ["shipped", { shipped: true as const, version: "0.2.0" }, "shipped rules (brain 0.2.0)"],
    [
      "custom",
      {
        shipped: false as const,
        folder: "/data/my-rules",
        files: [
          { file: "b.yaml", sha256: "b".repeat(64) },
          { file: "a.yaml", sha256: "a".repeat(64) },
        ],
      },
      `custom rules /data/my-rules ${ruleSetDigest([
        { file: "a.yaml", sha256: "a".repeat(64) },
        { file: "b.yaml", sha256: "b".repeat(64) },
      ]).slice(0, 12)}`,
    ],
  ])("%s", async (_name, set, expected) => {
    expect(describeRuleSet(set)).toBe(expected);
    const diff = await diffOf([], []);
    expect(renderDiffMarkdown(diff, { applyCommand: APPLY, ruleSet: describeRuleSet(set) })).toContain(
      ` · ${expected.replace(/_/g, "\\_")} (candidate.yaml v2, fact.yaml v1) · `,
    );
  });

  it("the digest is sha256 over sorted `file TAB sha256 LF` lines, whatever the input order", () => {
    const files = [
      { file: "fact.yaml", sha256: "f".repeat(64) },
      { file: "candidate.yaml", sha256: "c".repeat(64) },
    ];
    // Hand-computed: printf 'candidate.yaml\t<64×c>\nfact.yaml\t<64×f>\n' | sha256sum
    expect(ruleSetDigest(files)).toBe("655a4460102c8e2c77a8ac2469d21299e81d03fe97d9a0536cc65811bec40b05");
    expect(ruleSetDigest(files)).toBe(ruleSetDigest([...files].reverse()));
    expect(ruleSetDigest(files)).not.toBe(ruleSetDigest([{ ...files[0]!, sha256: "e".repeat(64) }, files[1]!]));
    expect(ruleSetDigest(files)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("without a name from the caller, the header gives the digest of diff.rules", async () => {
    const diff = await diffOf([], []);
    expect(renderDiffMarkdown(diff, { applyCommand: APPLY })).toContain(
      ` · rules ${ruleSetDigest(diff.rules).slice(0, 12)} (candidate.yaml v2, fact.yaml v1) · `,
    );
  });
});

describe("sections", () => {
  const project = fact({ id: "aaaaaaaaaaa1", key: "side-project", value: "Register toolkit" });
  const title = fact({ id: "aaaaaaaaaaa2", key: "job-title", value: "Policy Lead" });

  it("Retirements, Conflicts with every value of the key, rejection reasons and operator statements", async () => {
    const diff = await diffOf(
      [project, title],
      [
        c({ key: "side-project", retires: project.id, reason: "the project ended", provenance: "human", source: "human:call-0601" }),
        c({ key: "job-title", value: "Head of AI" }),
        c({ key: "job-title", value: "Director", provenance: "human", source: "human:call-0601" }),
        c({ key: "tone", value: "Visionary", provenance: "ai-draft", source: "ai-draft:x" }),
      ],
    );
    const md = renderDiffMarkdown(diff, { applyCommand: APPLY });
    const head = diff.additions.find((a) => a.value === "Head of AI")!;
    const director = diff.additions.find((a) => a.value === "Director")!;
    expect(md).toContain(
      "## Retirements\n\n- #0 **side-project**: Register toolkit — retired on 2026-05-20 (human:call-0601): the project ended; the fact stays in the profile, marked retired `aaaaaaaaaaa1` — operator statement, unrecorded\n",
    );
    expect(md).toContain(`| job-title | Policy Lead \`${title.id}\` | #1 Head of AI \`${head.id}\`<br>#2 Director \`${director.id}\` |`);
    expect(md).toContain(
      `- #2 **job-title**: Director — human, human:call-0601, 2026-05-20 → \`${director.id}\` — kept beside the key's other values (see Conflicts) — operator statement, unrecorded\n`,
    );
    expect(md).toContain(
      `- #1 **job-title**: Head of AI — published, published:p2, 2026-05-20 → \`${head.id}\` — kept beside the key's other values (see Conflicts)\n`,
    );
    expect(md).toContain(
      "- #3 **tone**: Visionary — ai-draft, ai-draft:x (rule reject-unlearnable-provenance) — provenance not in learnFrom: never learned from\n",
    );
    // Sections come in the documented order.
    const order = ["## Additions", "## Conflicts", "## Retirements", "## Rejected"].map((h) => md.indexOf(h));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i > 0)).toBe(true);
  });

  it("a rejected retire names the id it would have retired", async () => {
    const diff = await diffOf([project], [c({ key: "side-project", retires: project.id, reason: "ended" })]);
    expect(renderDiffMarkdown(diff, { applyCommand: APPLY })).toMatch(
      /- #0 \*\*side-project\*\*: retire `aaaaaaaaaaa1` — published, published:p2 \(rule reject-retire\) — a retire needs a provenance in retireFrom/,
    );
  });
});

describe("text from a hand-edited profile cannot restyle or hide anything", () => {
  it.each([
    ["ESC (terminal colours)", "Lead\u001b[31m red", "Lead\\\\u{1b}\\[31m red"],
    ["BEL", "Lead\u0007", "Lead\\\\u{7}"],
    ["right-to-left override", "Lead \u202eevil", "Lead \\\\u{202e}evil"],
    ["bidi isolate", "Lead \u2066x\u2069", "Lead \\\\u{2066}x\\\\u{2069}"],
    ["C1 control", "Lead\u009b", "Lead\\\\u{9b}"],
    ["line separator", "Lead\u2028two", "Lead\\\\u{2028}two"],
    ["left-to-right mark", "Lead\u200e", "Lead\\\\u{200e}"],
    ["newline", "Lead\nLine", "Lead\\\\u{a}Line"],
  ])("%s is written as an escape", async (_name, raw, shown) => {
    const old = fact({ id: "aaaaaaaaaaa2", key: "job-title", value: raw });
    const diff = await diffOf([old], [c({ key: "job-title", value: "Head of AI" })]);
    const md = renderDiffMarkdown(diff, { applyCommand: APPLY });
    expect(md).toContain(`| job-title | ${shown} \`aaaaaaaaaaa2\` |`);
    expect(md).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/u);
  });
});

describe("the review stays readable at any size", () => {
  it("lists the first REVIEW_LIMIT entries of a section, in order, then says how many more and where they are", async () => {
    const n = REVIEW_LIMIT + 7;
    // In a scrambled order (a permutation of 0..n-1), so the review has to pick the first ones.
    const candidates = Array.from({ length: n }, (_, i) => (i * 89) % n).map((k) =>
      c({ key: `k-${String(k).padStart(4, "0")}`, value: `v${k}`, source: `published:p${k}` }),
    );
    const text = renderDiffMarkdown(await diffOf([], candidates), { applyCommand: APPLY });
    const additions = text.split("\n## Additions\n")[1]!.split("\n## ")[0]!;
    const listed = additions.split("\n").filter((l) => /^- #\d+ \*\*/.test(l));
    expect(listed.map((l) => /k-\d{4}/.exec(l)![0])).toEqual(Array.from({ length: REVIEW_LIMIT }, (_, k) => `k-${String(k).padStart(4, "0")}`));
    expect(additions).toContain("- … 7 more entries are not listed here: every one is in pending-diff.json under `additions`");
    // The header still counts everything.
    expect(text).toContain(`${n} additions`);
  });

  it("caps the values of one conflict row and says the rest are in the diff", async () => {
    const facts = [fact({ id: "f1", key: "employer", value: "Acme" })];
    const candidates = Array.from({ length: CELL_LIMIT + 3 }, (_, i) => c({ key: "employer", value: `Firm ${i}`, source: `published:p${i}` }));
    const text = renderDiffMarkdown(await diffOf(facts, candidates), { applyCommand: APPLY });
    const row = text.split("\n").find((l) => l.startsWith("| employer |"))!;
    expect(row.split("<br>")).toHaveLength(CELL_LIMIT + 1);
    expect(row).toContain("… and 3 more");
    expect(text).toContain(`- … Values beyond the first ${CELL_LIMIT} of a side are not listed here: every one is in pending-diff.json under \`conflicts\``);
  });

  it("lists a section that fits in full, with no pointer", async () => {
    const text = renderDiffMarkdown(await diffOf([], [c({ key: "city", value: "Berlin" })]), { applyCommand: APPLY });
    expect(text).not.toContain("not listed here");
  });
});

describe("every entry a candidate caused names its index, as brain decline takes it", () => {
  it("additions, bumps, conflicts, supersessions, retirements, resolutions, rejections, duplicates, declines and warnings", async () => {
    const a = fact({ id: "aaaaaaaaaaa1", key: "job-title", value: "Policy Lead" });
    const b = fact({ id: "aaaaaaaaaaa2", key: "job-title", value: "Head of AI", sources: ["published:p3"] });
    const city = fact({ id: "aaaaaaaaaaa3", key: "city", value: "Utrecht" });
    const project = fact({ id: "aaaaaaaaaaa4", key: "side-project", value: "Toolkit" });
    const lang = fact({ id: "aaaaaaaaaaa5", key: "language", value: "Dutch" });
    const candidates = [
      c({ key: "employer", value: "Acme" }),
      c({ key: "language", value: "Dutch" }),
      c({ key: "city", value: "Lisbon", provenance: "human", source: "human:call", supersedes: city.id }),
      c({ key: "side-project", retires: project.id, reason: "ended", provenance: "human", source: "human:call" }),
      c({ key: "job-title", keeps: b.id, provenance: "human", source: "human:call" }),
      c({ key: "tone", value: "Bold", provenance: "ai-draft", source: "ai-draft:x" }),
      c({ key: "language", value: "Dutch", source: "published:p1" }),
      c({ key: "hobby", value: "Chess" }),
      c({ key: "employer", value: "Initech", supersedes: "nosuchid0000" }),
    ];
    const diff = await proposeDiff({
      current: { title: "Profile", facts: [a, b, city, project, lang] },
      base: "0".repeat(64),
      candidates,
      rules: RULES,
      config: resolveConfig({}),
      today: "2026-06-01",
      records: recordsCitedBy(candidates, [a, b, city, project, lang]),
      declined: [{ candidate: 7, reason: "not mine" }],
    });
    const text = renderDiffMarkdown(diff, { applyCommand: APPLY });
    const lists = ["additions", "evidenceBumps", "supersedes", "retirements", "resolutions", "rejected", "duplicates", "declined", "warnings"] as const;
    const caused = lists.flatMap((l) => ((diff[l] ?? []) as { candidate?: number }[]).map((e) => [l, e.candidate] as const));
    // Every list this test is about holds at least one entry, so none is passed over.
    expect(new Set(caused.map(([l]) => l))).toEqual(new Set(lists));
    for (const [list, candidate] of caused) {
      if (candidate === undefined) continue;
      expect({ list, line: text.split("\n").some((l) => l.startsWith(`- #${candidate} `) || l.startsWith(`- #${candidate}:`)) }).toEqual({ list, line: true });
    }
  });
});
