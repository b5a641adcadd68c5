/**
 * Retire, multi-valued keys and known sources, decided by the shipped rules (docs/rules.md), and
 * what the profile looks like after applying the result.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { mintEntityId, mintMemberId } from "../../src/core/mint-id.js";
import type { BrainConfig, Candidate, Fact, ProfileDiff, RuleFile } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff, type RecordsView } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { recordsCitedBy, recordsView } from "../helpers/records.js";

const RULES = loadRuleSet(null);
const TODAY = "2026-06-01";
const E = (key: string, kind: Fact["kind"] = "observed") => mintEntityId({ kind, key });
const M = (key: string, value: string) => mintMemberId({ kind: "observed", key, value });
const RETIRE_REASON = "a retire needs a provenance in retireFrom and an active fact of the same key, not already changed in this batch";
const UNKNOWN_REASON = "the source names no ingested record with this provenance";

function fact(f: Partial<Fact> & Pick<Fact, "key" | "value">): Fact {
  const sources = f.sources ?? ["published:p1"];
  const kind = f.kind ?? "observed";
  return {
    id: f.id ?? E(f.key, kind),
    kind,
    layer: f.layer ?? "dynamic",
    key: f.key,
    value: f.value,
    provenance: f.provenance ?? "published",
    sources,
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    evidence_count: sources.length,
    status: f.status ?? "active",
    ...(f.superseded_by ? { superseded_by: f.superseded_by, superseded_on: "2026-05-02" } : {}),
  };
}

const retire = (key: string, retires: string, over: Partial<Candidate> = {}): Candidate =>
  ({ key, retires, reason: "the project ended", provenance: "human", source: "human:call-0601", observed_date: "2026-05-30", ...over }) as Candidate;
const value = (key: string, v: string, over: Partial<Candidate> = {}): Candidate =>
  ({ key, value: v, provenance: "published", source: "published:p2", observed_date: "2026-05-20", ...over }) as Candidate;

interface Run {
  facts?: Fact[];
  candidates: Candidate[];
  config?: BrainConfig;
  records?: RecordsView | null;
  rules?: RuleSet;
}

function propose(run: Run): Promise<ProfileDiff> {
  return proposeDiff({
    current: { title: "Profile", facts: run.facts ?? [] },
    base: "0".repeat(64),
    candidates: run.candidates,
    rules: run.rules ?? RULES,
    config: resolveConfig(run.config ?? {}),
    today: TODAY,
    ...(run.records === null ? {} : { records: run.records ?? recordsCitedBy(run.candidates, run.facts) }),
  });
}

const outcomes = (d: ProfileDiff) => d.trace.filter((t) => t.candidate !== undefined).map((t) => `${t.outcome}:${t.rule}`);

const project = fact({ key: "side-project", value: "Register toolkit" });
const city = fact({ key: "city", value: "Rotterdam", provenance: "human", sources: ["human:call-0110"] });
const seed = fact({ kind: "profile-field", key: "name", value: "Dana", layer: "static", sources: ["fields.yaml"], provenance: "human" });
const archived = fact({ id: "archived0001", key: "side-project", value: "Old toolkit", status: "superseded", superseded_by: E("side-project") });

describe("retire", () => {
  it("an operator's retire marks the fact retired: same id, same line, no longer active", async () => {
    const diff = await propose({ facts: [project, city], candidates: [retire("side-project", project.id)] });
    expect(outcomes(diff)).toEqual(["retire:retire-by-operator"]);
    expect(diff.retirements).toEqual([
      {
        candidate: 0,
        id: project.id,
        key: "side-project",
        value: "Register toolkit",
        reason: "the project ended",
        source: "human:call-0601",
        observed_date: "2026-05-30",
      },
    ]);
    const after = applyDiff({ title: "Profile", facts: [project, city] }, diff);
    expect(after.facts).toEqual([{ ...project, status: "retired", retired_on: "2026-05-30", retired_reason: "the project ended" }, city]);
  });

  it.each<[string, Fact[], Candidate, string]>([
    [
      "published provenance (not in retireFrom)",
      [project],
      retire("side-project", project.id, { provenance: "published", source: "published:p2" }),
      "reject-retire",
    ],
    ["an ai-draft", [project], retire("side-project", project.id, { provenance: "ai-draft", source: "ai-draft:x" }), "reject-unlearnable-provenance"],
    ["an unknown id", [project], retire("side-project", "nosuchfact01"), "reject-retire"],
    ["a fact of another key", [project, city], retire("city", project.id), "reject-retire"],
    ["a profile-field seed", [seed], retire("name", seed.id), "reject-seed-change-not-operator"],
    ["a superseded fact", [archived, project], retire("side-project", archived.id), "reject-retire"],
  ])("a retire from %s is rejected with a reason, and nothing changes", async (_name, facts, candidate, rule) => {
    const diff = await propose({ facts, candidates: [candidate] });
    expect(outcomes(diff)).toEqual([`reject:${rule}`]);
    expect(diff.retirements).toEqual([]);
    expect(diff.rejected).toEqual([
      expect.objectContaining({
        candidate: 0,
        retires: (candidate as { retires: string }).retires,
        rule,
        reason: rule === "reject-retire" ? RETIRE_REASON : expect.any(String),
      }),
    ]);
    expect(applyDiff({ title: "Profile", facts }, diff).facts).toEqual(facts);
  });

  it("config.retireFrom decides who may retire", async () => {
    const diff = await propose({
      facts: [project],
      config: { retireFrom: ["published", "human"] },
      candidates: [retire("side-project", project.id, { provenance: "published", source: "published:p2" })],
    });
    expect(outcomes(diff)).toEqual(["retire:retire-by-operator"]);
  });

  it("a fact changed earlier in the batch is not retired; a retired fact is not superseded; a later value gets a fresh id", async () => {
    const diff = await propose({
      facts: [project, city],
      candidates: [
        value("city", "Utrecht", { supersedes: city.id }),
        retire("city", city.id),
        retire("side-project", project.id),
        value("side-project", "Register toolkit v2", { supersedes: project.id }),
        retire("side-project", project.id),
      ],
    });
    expect(outcomes(diff)).toEqual([
      "supersede:supersede-explicit",
      "reject:reject-retire",
      "retire:retire-by-operator",
      "add:add-new-key",
      "reject:reject-retire",
    ]);
    expect(diff.warnings).toEqual([
      {
        candidate: 3,
        message: `supersedes "${project.id}" not used: already retired earlier in this batch by candidate /2; classified as add (rule add-new-key)`,
      },
    ]);
    expect(diff.additions[0]!.id).not.toBe(project.id);
    const after = applyDiff({ title: "Profile", facts: [project, city] }, diff);
    expect(after.facts.filter((f) => f.key === "side-project").map((f) => [f.id === project.id, f.value, f.status])).toEqual([
      [true, "Register toolkit", "retired"],
      [false, "Register toolkit v2", "active"],
    ]);
  });

  it("re-sending an applied retire batch rejects the second retire (the fact is no longer active)", async () => {
    const first = await propose({ facts: [project], candidates: [retire("side-project", project.id)] });
    const profile = applyDiff({ title: "Profile", facts: [project] }, first);
    const again = await propose({ facts: profile.facts, candidates: [retire("side-project", project.id)] });
    expect(outcomes(again)).toEqual(["reject:reject-retire"]);
  });

  it("a retired value re-sent by the source that evidenced it is a duplicate, not a comeback", async () => {
    const first = await propose({ facts: [project], candidates: [retire("side-project", project.id)] });
    const profile = applyDiff({ title: "Profile", facts: [project] }, first);
    const again = await propose({ facts: profile.facts, candidates: [value("side-project", "register toolkit", { source: "published:p1" })] });
    expect(outcomes(again)).toEqual(["duplicate:duplicate-source"]);
    expect(again.duplicates).toEqual([{ candidate: 0, id: project.id, key: "side-project", value: "Register toolkit", source: "published:p1" }]);
  });
});

describe("multi-valued keys", () => {
  const english = fact({ id: M("languages", "English"), key: "languages", value: "English" });
  const config = { multiValued: ["languages"] };

  it("each new value is a member with its own id; the same value bumps its member; no conflicts", async () => {
    const diff = await propose({
      facts: [english],
      config,
      candidates: [
        value("Languages", "Dutch"),
        value("languages", "French", { source: "human:call-1", provenance: "human" }),
        value("languages", "ENGLISH", { source: "published:p3" }),
      ],
    });
    expect(outcomes(diff)).toEqual(["add:add-multi-valued-member", "add:add-multi-valued-member", "bump:bump-same-value"]);
    expect(diff.additions.map((a) => [a.id, a.value, a.conflict])).toEqual([
      [M("languages", "Dutch"), "Dutch", undefined],
      [M("languages", "French"), "French", undefined],
    ]);
    expect(diff.conflicts).toEqual([]);
    expect(diff.evidenceBumps.map((b) => b.id)).toEqual([english.id]);
  });

  it("the first member of a new multi-valued key is a member too (not the key's canonical id)", async () => {
    const diff = await propose({ config, candidates: [value("languages", "English")] });
    expect(diff.additions.map((a) => a.id)).toEqual([M("languages", "English")]);
  });

  it("supersede and retire work per member, leaving the other members active", async () => {
    const dutch = fact({ id: M("languages", "Dutch"), key: "languages", value: "Dutch" });
    const diff = await propose({
      facts: [english, dutch],
      config,
      candidates: [value("languages", "British English", { supersedes: english.id }), retire("languages", dutch.id)],
    });
    expect(outcomes(diff)).toEqual(["supersede:supersede-explicit", "retire:retire-by-operator"]);
    const after = applyDiff({ title: "Profile", facts: [english, dutch] }, diff);
    expect(after.facts.filter((f) => f.status === "active").map((f) => [f.id, f.value])).toEqual([[english.id, "British English"]]);
  });

  it("promotion counts per member", async () => {
    const diff = await propose({
      facts: [english],
      config: { ...config, promoteThreshold: 2 },
      candidates: [value("languages", "English"), value("languages", "Dutch")],
    });
    expect(diff.promotions.map((p) => p.id)).toEqual([english.id]);
  });

  it("the same key without multiValued is a conflict", async () => {
    const diff = await propose({ facts: [english], candidates: [value("languages", "Dutch")] });
    expect(outcomes(diff)).toEqual(["conflict:conflict-keep-both"]);
  });
});

describe("known sources", () => {
  const expertise = fact({ key: "primary-expertise", value: "AI governance", sources: ["published:aaaaaaaaaaaa", "published:bbbbbbbbbbbb"] });

  it.each<[string, Candidate, RecordsView | null, BrainConfig, string]>([
    [
      "an invented published source",
      value("primary-expertise", "AI governance", { source: "published:invented" }),
      recordsView({}),
      {},
      "reject:reject-unknown-source",
    ],
    [
      "no records view at all (no record is known)",
      value("primary-expertise", "AI governance", { source: "published:cccccccccccc" }),
      null,
      {},
      "reject:reject-unknown-source",
    ],
    [
      "a human record cited as published",
      value("primary-expertise", "AI governance", { source: "notes:cccccccccccc" }),
      recordsView({ "notes:cccccccccccc": "human" }),
      {},
      "reject:reject-unknown-source",
    ],
    [
      "an ai-draft record cited as published",
      value("primary-expertise", "AI governance", { source: "drafts:dddddddddddd" }),
      recordsView({ "drafts:dddddddddddd": "ai-draft" }),
      {},
      "reject:reject-unknown-source",
    ],
    [
      "a real published record",
      value("primary-expertise", "AI governance", { source: "published:cccccccccccc" }),
      recordsView({ "published:cccccccccccc": "published" }),
      {},
      "bump:bump-same-value",
    ],
    [
      "a human record cited as human",
      value("primary-expertise", "AI governance", { source: "notes:cccccccccccc", provenance: "human" }),
      recordsView({ "notes:cccccccccccc": "human" }),
      {},
      "bump:bump-same-value",
    ],
    [
      "the operator's own statement",
      value("primary-expertise", "AI governance", { source: "human:call-1", provenance: "human" }),
      null,
      {},
      "bump:bump-same-value",
    ],
    [
      // Nothing is stored as published without a published record, whatever the config says.
      "an invented published source with requireKnownSources false",
      value("primary-expertise", "AI governance", { source: "published:invented" }),
      recordsView({}),
      { requireKnownSources: false },
      "reject:reject-unknown-source",
    ],
    [
      "a human claim citing an unknown record with requireKnownSources false",
      value("primary-expertise", "AI governance", { source: "published:invented", provenance: "human" }),
      recordsView({}),
      { requireKnownSources: false },
      "bump:bump-same-value",
    ],
  ])("%s → %s", async (_name, candidate, records, config, expected) => {
    const diff = await propose({ facts: [expertise], candidates: [candidate], records, config });
    expect(outcomes(diff)).toEqual([expected]);
    if (expected.startsWith("reject")) {
      expect(diff.rejected[0]).toMatchObject({ rule: "reject-unknown-source", reason: UNKNOWN_REASON });
      expect(diff.promotions).toEqual([]);
    }
  });

  it("three invented sources never promote anything", async () => {
    const candidates = ["a", "b", "c"].map((s) => value("tone", "Visionary", { source: `published:${s.repeat(12)}` }));
    const diff = await propose({ candidates, records: recordsView({}) });
    expect(diff.additions).toEqual([]);
    expect(diff.promotions).toEqual([]);
    expect(diff.rejected.map((r) => r.rule)).toEqual(["reject-unknown-source", "reject-unknown-source", "reject-unknown-source"]);
  });
});

describe("dates after today are refused before any rule runs", () => {
  it("names every candidate pointer whose observed_date is after today", async () => {
    const error = await propose({
      candidates: [value("a", "x"), value("b", "y", { observed_date: "2026-06-02" }), retire("c", "zzz", { observed_date: "2027-01-01" })],
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).issues).toEqual([
      'candidates: /1/observed_date: must not be after today (2026-06-01), got "2026-06-02"',
      'candidates: /2/observed_date: must not be after today (2026-06-01), got "2027-01-01"',
    ]);
  });
});

describe("custom rules cannot break the retire contract", () => {
  const shipped = (file: string) => load(readFileSync(join(SHIPPED_RULES_DIR, file), "utf8")) as RuleFile;
  const withRule = (rule: RuleFile["rules"][number]) => {
    const candidate = shipped("candidate.yaml");
    candidate.rules.unshift(rule);
    return buildRuleSet(
      [
        { path: "custom/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: candidate },
        { path: "custom/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: shipped("fact.yaml") },
      ],
      "custom",
    );
  };

  it.each<[string, RuleFile["rules"][number], Candidate, RegExp]>([
    [
      "retire for a value candidate",
      {
        name: "rogue",
        priority: 1000,
        conditions: { all: [{ fact: "candidate", path: "hasRetires", operator: "equal", value: false }] },
        event: { type: "retire" },
      },
      value("side-project", "x"),
      /chose "retire" for candidate \/0 .*retire needs a retire candidate/,
    ],
    [
      "add for a retire candidate",
      {
        name: "rogue",
        priority: 1000,
        conditions: { all: [{ fact: "candidate", path: "hasRetires", operator: "equal", value: true }] },
        event: { type: "add" },
      },
      retire("side-project", project.id),
      /chose "add" for candidate \/0 .*a retire candidate can only be retired or rejected/,
    ],
    [
      "retire from a provenance outside retireFrom",
      {
        name: "rogue",
        priority: 1000,
        conditions: { all: [{ fact: "candidate", path: "hasRetires", operator: "equal", value: true }] },
        event: { type: "retire" },
      },
      retire("side-project", project.id, { provenance: "published", source: "published:p2" }),
      /chose "retire" for candidate \/0 .*provenance "published" is not in config.retireFrom/,
    ],
  ])("%s is refused", async (_name, rule, candidate, message) => {
    const error = await propose({ facts: [project], candidates: [candidate], rules: withRule(rule) }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).issues).toEqual([expect.stringMatching(message)]);
  });

  it("a custom rule using startsWith decides, and its reason is kept in the trace and the rejection", async () => {
    const rules = withRule({
      name: "no-notes",
      priority: 99,
      conditions: { all: [{ fact: "candidate", path: "source", operator: "startsWith", value: "notes:" }] },
      event: { type: "reject", params: { reason: "notes are for the operator only" } },
    });
    const diff = await propose({
      candidates: [value("tone", "Calm", { source: "notes:aaaaaaaaaaaa", provenance: "human" }), value("tone", "Calm", { source: "published:p1" })],
      rules,
    });
    expect(diff.trace.filter((t) => t.candidate !== undefined)).toEqual([
      { candidate: 0, rule: "no-notes", file: "candidate.yaml", reason: "notes are for the operator only", outcome: "reject" },
      { candidate: 1, rule: "add-new-key", file: "candidate.yaml", outcome: "add" },
    ]);
    expect(diff.rejected[0]).toMatchObject({ rule: "no-notes", reason: "notes are for the operator only" });
  });
});
