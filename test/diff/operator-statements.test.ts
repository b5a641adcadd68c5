/**
 * Operator statements (docs/rules.md, "Operator statements"): `human:<label>` sources count once
 * together toward promotion, labels compare case- and space-free, only provenance human may cite
 * one, and nothing is stored as published without a published record, whatever the rules say.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { mintEntityId } from "../../src/core/mint-id.js";
import { independentEvidence, isOperatorStatement, sourceIdentity } from "../../src/core/provenance.js";
import type { BrainConfig, Candidate, Fact, ProfileDiff, Rule } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { explainFact } from "../../src/diff/explain-fact.js";
import { proposeDiff, type RecordsView } from "../../src/diff/propose-diff.js";
import { renderDiffMarkdown } from "../../src/diff/render-diff-md.js";
import { compareToday } from "../../src/diff/what-if.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { explanationText } from "../../src/usecases/explain.js";
import { checkRules } from "../../src/rules/check-rules.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { recordsView } from "../helpers/records.js";

const RULES = loadRuleSet(null);
const TODAY = "2026-06-01";
const TONE = mintEntityId({ kind: "observed", key: "tone" });

function fact(sources: string[], over: Partial<Fact> = {}): Fact {
  return {
    id: TONE,
    kind: "observed",
    layer: "dynamic",
    key: "tone",
    value: "direct",
    provenance: "human",
    sources,
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    evidence_count: sources.length,
    status: "active",
    ...over,
  };
}
const cand = (source: string, over: Partial<Candidate> = {}): Candidate =>
  ({ key: "tone", value: "direct", provenance: "human", source, observed_date: TODAY, ...over }) as Candidate;

function propose(
  facts: Fact[],
  candidates: Candidate[],
  { records, config, rules }: { records?: RecordsView; config?: BrainConfig; rules?: RuleSet } = {},
): Promise<ProfileDiff> {
  return proposeDiff({
    current: { title: "Profile", facts },
    base: "0".repeat(64),
    candidates,
    rules: rules ?? RULES,
    config: resolveConfig(config ?? {}),
    today: TODAY,
    records: records ?? recordsView({}),
  });
}
const outcomes = (d: ProfileDiff) => d.trace.map((t) => `${t.candidate ?? t.fact}:${t.outcome}:${t.rule}`);

describe("independentEvidence: each record once, all human:<label> statements together once", () => {
  it.each<[string, string[], number]>([
    ["three statements", ["human:a", "human:b", "human:c"], 1],
    ["label-case duplicates already stored", ["human:a", "human:A", "human:a "], 1],
    ["records each count", ["published:aaaaaaaaaaaa", "published:bbbbbbbbbbbb", "notes:cccccccccccc"], 3],
    ["a note counts on its own beside statements", ["human:a", "human:b", "notes:cccccccccccc"], 2],
    ["one statement", ["human:init"], 1],
  ])("%s", (_name, sources, expected) => {
    expect(independentEvidence(sources)).toBe(expected);
  });
});

describe("labels compare after trimming, collapsing whitespace and case folding", () => {
  it.each<[string, string, boolean]>([
    ["human:a", "human:A", true],
    ["human:a", "human:a ", true],
    ["human: call  one", "human:CALL one", true],
    ["human:Straße", "human:STRASSE", true],
    ["human:a", "human:b", false],
    ["published:A", "published:a", false],
  ])("%s ~ %s: %s", (a, b, same) => {
    expect(sourceIdentity(a) === sourceIdentity(b)).toBe(same);
  });

  it("human: alone is no statement", () => {
    expect([isOperatorStatement("human:"), isOperatorStatement("human:x"), isOperatorStatement("published:x")]).toEqual([false, true, false]);
  });
});

describe("invented operator statements never promote (issue 17)", () => {
  it("human:a, human:b, human:c in one batch add and bump, and promote nothing", async () => {
    const diff = await propose([], [cand("human:a"), cand("human:b"), cand("human:c")]);
    expect(outcomes(diff)).toEqual(["0:add:add-new-key", "1:bump:bump-same-value", "2:bump:bump-same-value"]);
    expect(diff.promotions).toEqual([]);
  });

  it("human:a, human:A, human:a  are one source: the later two are duplicates", async () => {
    const diff = await propose([], [cand("human:a"), cand("human:A"), cand("human:a ")]);
    expect(outcomes(diff)).toEqual(["0:add:add-new-key", "1:duplicate:duplicate-source", "2:duplicate:duplicate-source"]);
    expect(diff.evidenceBumps).toEqual([]);
    expect(applyDiff({ title: "Profile", facts: [] }, diff).facts[0]!.sources).toEqual(["human:a"]);
  });

  it("a bump by human:A after human:a already in the profile is a duplicate", async () => {
    const diff = await propose([fact(["human:a"])], [cand("human:A")]);
    expect(outcomes(diff)).toEqual(["0:duplicate:duplicate-source"]);
  });

  it("label-case duplicates already stored stay in sources and count once toward promotion", async () => {
    const stored = fact(["human:a", "human:A", "published:aaaaaaaaaaaa"], { provenance: "published" });
    const diff = await propose([stored], []);
    expect(diff.promotions).toEqual([]);
    expect(applyDiff({ title: "Profile", facts: [stored] }, diff).facts[0]!.sources).toEqual(stored.sources);
  });

  it("records each count: two records and a statement promote, and the diff and review name the independent count", async () => {
    const records = recordsView({ "published:aaaaaaaaaaaa": "published", "published:bbbbbbbbbbbb": "published" });
    const stored = fact(["human:a", "human:b", "published:aaaaaaaaaaaa"], { provenance: "published" });
    const diff = await propose([stored], [cand("published:bbbbbbbbbbbb", { provenance: "published" })], { records });
    expect(diff.promotions).toEqual([{ id: TONE, key: "tone", value: "direct", evidence_count: 4, independent_evidence: 3 }]);
    expect(renderDiffMarkdown(diff, { applyCommand: "brain consolidate --apply --confirm" })).toContain(
      "dynamic → static with 4 sources, 3 independent (threshold 3)",
    );
  });

  it("a promotion whose sources are all independent names no separate count", async () => {
    const records = recordsView({ "published:aaaaaaaaaaaa": "published", "published:bbbbbbbbbbbb": "published" });
    const diff = await propose([fact(["human:a", "published:aaaaaaaaaaaa"])], [cand("published:bbbbbbbbbbbb", { provenance: "published" })], { records });
    expect(diff.promotions).toEqual([{ id: TONE, key: "tone", value: "direct", evidence_count: 3 }]);
    expect(renderDiffMarkdown(diff, { applyCommand: "x" })).toContain("dynamic → static with 3 sources (threshold 3)");
  });

  it("explain shows the independent count where it differs", () => {
    const text = (sources: string[]) => explanationText({ ...explainFact(TONE, { title: "Profile", facts: [fact(sources)] }, [])!, skipped: [] });
    expect(text(["human:a", "human:b", "human:c"]).split("\n")[0]).toContain("3 sources, 1 independent (human:a, human:b, human:c)");
    expect(text(["human:a", "notes:cccccccccccc"]).split("\n")[0]).toContain("2 sources (human:a, notes:cccccccccccc)");
  });

  it("--what-if lists a static fact below the threshold by its independent count", async () => {
    const statements = fact(["human:a", "human:b", "human:c"], { layer: "static" });
    const setup = { rules: RULES, config: resolveConfig({}) };
    const r = await compareToday({ title: "Profile", facts: [statements] }, TODAY, setup, setup);
    expect(r.belowThreshold).toEqual([TONE]);
  });
});

describe("human: only under provenance human (shipped rule reject-human-source-not-human)", () => {
  it.each<[Candidate["provenance"], string]>([
    ["published", "0:reject:reject-human-source-not-human"],
    ["ai-draft", "0:reject:reject-unlearnable-provenance"],
    ["human", "0:add:add-new-key"],
  ])("a %s candidate citing human:x → %s", async (provenance, expected) => {
    const diff = await propose([], [cand("human:x", { provenance })]);
    expect(outcomes(diff)).toEqual([expected]);
    expect(diff.additions.filter((a) => a.provenance === "published")).toEqual([]);
  });
});

describe("nothing is stored as published without a published record (runtime guard)", () => {
  const forced = (type: string): RuleSet => {
    const rule: Rule = {
      name: "learn-everything",
      priority: 1,
      conditions: { all: [{ fact: "config", path: "decayDays", operator: "greaterThan", value: 0 }] },
      event: { type },
    };
    return buildRuleSet(
      [{ path: "r/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: { version: 1, scope: "candidate", rules: [rule] } }],
      "r",
    );
  };
  const refusal = async (run: Promise<unknown>): Promise<string> => {
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as InvalidInputError).issues.join("\n");
  };

  it.each<[string, Candidate, RecordsView, BrainConfig]>([
    ["a human: source", cand("human:x", { provenance: "published" }), recordsView({}), {}],
    [
      "an invented source, requireKnownSources off",
      cand("published:invented0000", { provenance: "published" }),
      recordsView({}),
      { requireKnownSources: false },
    ],
    [
      "a record ingested as human",
      cand("notes:cccccccccccc", { provenance: "published" }),
      recordsView({ "notes:cccccccccccc": "human" }),
      { requireKnownSources: false },
    ],
  ])("a custom rule adding a published claim with %s is refused as not allowed", async (_name, candidate, records, config) => {
    const issues = await refusal(propose([], [candidate], { rules: forced("add"), records, config }));
    expect(issues).toMatch(
      /rule "learn-everything" chose "add" for candidate \/0 .*which is not allowed: provenance published is stored only for a source that is a known published record/,
    );
  });

  it("a published claim backed by a published record is stored as published", async () => {
    const diff = await propose([], [cand("published:aaaaaaaaaaaa", { provenance: "published" })], {
      rules: forced("add"),
      records: recordsView({ "published:aaaaaaaaaaaa": "published" }),
    });
    expect(diff.additions.map((a) => a.provenance)).toEqual(["published"]);
  });

  it("a bump of an existing fact by an unbacked published claim is refused too", async () => {
    const issues = await refusal(propose([fact(["human:a"])], [cand("human:b", { provenance: "published" })], { rules: forced("bump") }));
    expect(issues).toContain("provenance published is stored only for a source that is a known published record");
  });

  it("rules --check reports a rule set that would store such a claim as an outcome-not-allowed error", async () => {
    // Adds only where add is otherwise fine (a new key), so the one refusal left is the published guard.
    const rule: Rule = {
      name: "learn-everything",
      priority: 1,
      conditions: {
        all: [
          { fact: "candidate", path: "provenance", operator: "equal", value: "published" },
          { fact: "candidate", path: "hasRetires", operator: "equal", value: false },
          { fact: "key", path: "activeFacts", operator: "equal", value: 0 },
        ],
      },
      event: { type: "add" },
    };
    const rules = buildRuleSet(
      [{ path: "r/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: { version: 1, scope: "candidate", rules: [rule] } }],
      "r",
    );
    const { findings } = await checkRules({ rules, config: resolveConfig({ requireKnownSources: false }), origin: "r" });
    const refused = findings.filter((f) => f.code === "outcome-not-allowed");
    expect(refused).toEqual([
      expect.objectContaining({
        level: "error",
        rule: "learn-everything",
        message: expect.stringContaining("provenance published is stored only for a source that is a known published record"),
      }),
    ]);
  });

  it("the shipped rules check clean under requireKnownSources off: they reject those claims first", async () => {
    const { findings } = await checkRules({ rules: RULES, config: resolveConfig({ requireKnownSources: false }), origin: "rules" });
    expect(findings.filter((f) => f.level === "error")).toEqual([]);
  });
});
