import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { deriveDiff, type ProposeInput, proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { buildRuleSet } from "../../src/rules/rule-set.js";
import { leaf, observedFact, retireCandidate, rule, ruleFile } from "../helpers/builders.js";
import { rejectedIssues } from "../helpers/issues.js";
import { recordsCitedBy } from "../helpers/records.js";

// What proposeDiff does with the inputs beside the batch: the operator's declines and the
// candidates' origins (checked against the batch), the lists a caller may leave out, the warning
// for an earlier today, the pause every 1,024 candidates, the step counter and the agent-written marks.

const RULES = loadRuleSet(null);
const TODAY = "2026-06-01";
const cand = (n: number): Candidate => ({ key: `k${n}`, value: `v${n}`, source: `published:p${n}`, provenance: "published", observed_date: "2026-05-20" });

function input(candidates: Candidate[], extra: Partial<ProposeInput> = {}): ProposeInput {
  return {
    current: { title: "Profile", facts: [] },
    base: "b".repeat(64),
    candidates,
    rules: RULES,
    config: resolveConfig({}),
    today: TODAY,
    records: recordsCitedBy(candidates),
    ...extra,
  };
}

describe("the lists a caller may leave out", () => {
  it("no declines, origins or remembered declines is the same diff as empty lists", async () => {
    const candidates = [cand(0), cand(1)];
    const without = await proposeDiff(input(candidates));
    const empty = await proposeDiff(input(candidates, { declined: [], origins: [], remembered: [] }));
    expect(without).toEqual(empty);
    expect(without.candidates).not.toHaveProperty("decisions");
  });

  it("declines are recorded in candidate order, one per candidate, the last given winning", async () => {
    const candidates = [cand(0), cand(1), cand(2)];
    const a = await proposeDiff(input(candidates, { declined: [{ candidate: 2, reason: "no" }, { candidate: 0 }, { candidate: 2, reason: "not that" }] }));
    const b = await proposeDiff(input(candidates, { declined: [{ candidate: 0 }, { candidate: 2, reason: "not that" }] }));
    expect(a.id).toBe(b.id);
    expect((a.declined ?? []).map((d) => d.candidate)).toEqual([0, 2]);
    expect(a.declined?.[1]).toMatchObject({ candidate: 2, reason: "not that" });
    // Made over MCP: said so in the diff; otherwise no `by` at all.
    const overMcp = await proposeDiff(input(candidates, { declined: [{ candidate: 1, by: "mcp" }] }));
    expect(overMcp.declined?.[0]).toMatchObject({ candidate: 1, by: "mcp" });
    expect(a.declined?.[0]).not.toHaveProperty("by");
  });
});

describe("declines and origins must name a candidate of the batch", () => {
  it.each([
    ["a decline past the batch", { declined: [{ candidate: 2 }] }, "candidates: declined candidate /2: the batch has 2 candidate(s)"],
    ["a decline far past it", { declined: [{ candidate: 7 }] }, "candidates: declined candidate /7: the batch has 2 candidate(s)"],
    [
      "an origin past the batch",
      { origins: [{ candidate: 2, origin: "operator" as const }] },
      "candidates: origin of candidate /2: the batch has 2 candidate(s)",
    ],
  ])("%s", async (_name, extra, issue) => {
    expect(await rejectedIssues(deriveDiff(input([cand(0), cand(1)], extra)))).toEqual([issue]);
  });

  it("the last candidate of the batch may be declined or given an origin", async () => {
    const diff = await proposeDiff(input([cand(0), cand(1)], { declined: [{ candidate: 1 }], origins: [{ candidate: 1, origin: "operator" }] }));
    expect((diff.declined ?? []).map((d) => d.candidate)).toEqual([1]);
  });
});

describe("what else a propose reports", () => {
  it("a today earlier than the last apply's is a warning; the same day or later is none", async () => {
    const warnings = async (lastAppliedToday: string | undefined) => (await proposeDiff(input([cand(0)], { lastAppliedToday }))).warnings;
    expect(await warnings("2026-06-02")).toEqual([
      {
        message: "today 2026-06-01 is earlier than 2026-06-02, the today of the last apply: decay and promotion are computed as of 2026-06-01 (check --today)",
      },
    ]);
    expect(await warnings(TODAY)).toEqual([]);
    expect(await warnings("2026-05-31")).toEqual([]);
    expect(await warnings(undefined)).toEqual([]);
  });

  it("a candidate observed after today: nothing proposed, the hint says why", async () => {
    const future = { ...cand(0), observed_date: "2026-06-02" };
    const error = await deriveDiff(input([future])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).message).toContain("Nothing was proposed. A fact cannot be observed in the future; check the date or --today.");
  });

  it("a batch no rule classifies names the candidate rule files, not the fact rule files", async () => {
    const only = (scope: "candidate" | "fact", file: string) =>
      ruleFile(file, scope, [
        scope === "candidate"
          ? rule(`${file}-never`, 1, [leaf("key", "activeFacts", "lessThan", 0)], "add")
          : rule(`${file}-never`, 1, [leaf("fact", "daysSinceSeen", "lessThan", 0)], "promote"),
      ]);
    const rules = buildRuleSet([only("candidate", "a.yaml"), only("candidate", "b.yaml"), only("fact", "f.yaml")], "r");
    const issues = await rejectedIssues(deriveDiff(input([cand(0)], { rules })));
    expect(issues[0]).toMatch(
      /^candidates: \/0: no rule classifies candidate \/0 \(key "k0", provenance published\); the candidate rule set \(a\.yaml, b\.yaml\) must be total/,
    );
  });

  it("the step counter is filled in when asked for", async () => {
    const counters = { steps: 0 };
    await proposeDiff(input([cand(0), cand(1)], { counters }));
    expect(counters.steps).toBeGreaterThan(0);
  });

  it("every 1,024 candidates the batch pauses once, and without a pause it goes on", async () => {
    const candidates = Array.from({ length: 2100 }, (_, n) => cand(n));
    let pauses = 0;
    const paused = await proposeDiff(input(candidates, { pause: async () => void pauses++ }));
    expect(pauses).toBe(2);
    expect(await proposeDiff(input(candidates))).toEqual(paused);
  });

  it("a candidate citing a record an agent wrote is marked in the diff", async () => {
    const candidates = [cand(0), cand(1)];
    const records = { ...recordsCitedBy(candidates), agentWritten: new Set(["published:p1"]) };
    const diff = await proposeDiff(input(candidates, { records }));
    expect(diff.agent_written).toBeDefined();
    expect(JSON.stringify(diff.agent_written)).toContain("1");
    expect((await proposeDiff(input(candidates))).agent_written).toBeUndefined();
  });
});

describe("the reason of a rejection that reads a quote or a look-alike, when its rule gives none", () => {
  const ruleSet = (reject: unknown[], type = "reject") =>
    buildRuleSet(
      [
        ruleFile("candidate.yaml", "candidate", [
          rule("reject-it", 2, reject, type),
          rule("add-any", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "add"),
        ]),
      ],
      "r",
    );
  const reasonOf = async (candidates: Candidate[], rules: ReturnType<typeof ruleSet>, extra: Partial<ProposeInput> = {}) =>
    (await proposeDiff(input(candidates, { rules, ...extra }))).trace.find((t) => t.candidate === candidates.length - 1)?.reason;

  it("a quote not found names the record it was looked for in", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "quoteFound", operator: "equal", value: false }]);
    const quoted = { ...cand(0), quote: "words never said" };
    const records = { ...recordsCitedBy([quoted]), bodies: new Map([["published:p0", "other words"]]) };
    expect(await reasonOf([quoted], rules, { records })).toBe("the quote is not in the cited record: not found in published:p0");
  });

  it("a rule reading the quote among other facts names the record too; one that does not reject, or rejects a quote found, keeps its own reason", async () => {
    const quoted = { ...cand(0), quote: "words never said" };
    const found = { ...cand(0), quote: "other words" };
    const records = (c: Candidate) => ({ ...recordsCitedBy([c]), bodies: new Map([["published:p0", "other words"]]) });
    const quoteIs = (value: boolean) => ({ fact: "candidate", path: "quoteFound", operator: "equal", value });
    const alsoKey = { fact: "key", path: "activeFacts", operator: "greaterThanInclusive", value: 0 };
    expect(await reasonOf([quoted], ruleSet([quoteIs(false), alsoKey]), { records: records(quoted) })).toBe(
      "the quote is not in the cited record: not found in published:p0",
    );
    expect(await reasonOf([quoted], ruleSet([quoteIs(false)], "add"), { records: records(quoted) })).toBeUndefined();
    expect(await reasonOf([found], ruleSet([quoteIs(true)]), { records: records(found) })).toBeUndefined();
  });

  it("a look-alike of an active value names both, spelled out, and the fact", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "lookalikeOf", operator: "notEqual", value: null }]);
    const first = { ...cand(0), key: "employer", value: "Acme" };
    const second = { ...cand(1), key: "employer", value: "Acm\u0435" };
    const diff = await proposeDiff(input([first, second], { rules }));
    const added = diff.additions[0]!;
    expect(diff.trace.find((t) => t.candidate === 1)?.reason).toBe(`looks like an active value of this key: "Acm\\u{435}" looks like "Acme" (${added.id})`);
  });

  it("a look-alike of a declined value names both", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "previouslyDeclined", operator: "equal", value: true }]);
    const candidate = { ...cand(0), key: "employer", value: "Acm\u0435" };
    const remembered = [{ key: "employer", value: "acme" }];
    expect(await reasonOf([candidate], rules, { remembered })).toBe('the operator declined this before: "Acm\\u{435}" looks like the declined "acme"');
  });

  it("a rule reading the look-alike that does not reject gives no look-alike reason", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "lookalikeOf", operator: "notEqual", value: null }], "conflict");
    const first = { ...cand(0), key: "employer", value: "Acme" };
    const second = { ...cand(1), key: "employer", value: "Acm\u0435" };
    expect(await reasonOf([first, second], rules)).toBeUndefined();
  });

  it("a look-alike of a declined value rejected by a rule reading only lookalikeOf keeps the rule's reason", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "lookalikeOf", operator: "equal", value: null }]);
    const candidate = { ...cand(0), key: "employer", value: "Acm\u0435" };
    expect(await reasonOf([candidate], rules, { remembered: [{ key: "employer", value: "acme" }] })).toBeUndefined();
  });

  it("a look-alike of an active value rejected by a rule reading only previouslyDeclined keeps the rule's reason", async () => {
    const rules = ruleSet([
      { fact: "candidate", path: "previouslyDeclined", operator: "equal", value: false },
      { fact: "key", path: "activeFacts", operator: "greaterThan", value: 0 },
    ]);
    const first = { ...cand(0), key: "employer", value: "Acme" };
    const second = { ...cand(1), key: "employer", value: "Acm\u0435" };
    expect(await reasonOf([first, second], rules)).toBeUndefined();
  });

  it("a rejection by a rule that reads neither keeps its own reason, look-alike or not", async () => {
    const rules = ruleSet([{ fact: "candidate", path: "provenance", operator: "equal", value: "human" }]);
    const first = { ...cand(0), key: "employer", value: "Acme" };
    const second = { ...cand(1), key: "employer", value: "Acm\u0435", provenance: "human" as const, source: "human:call" };
    expect(await reasonOf([first, second], rules)).toBeUndefined();
    expect(await reasonOf([second], rules, { remembered: [{ key: "employer", value: "acme" }] })).toBeUndefined();
  });
});

describe("the trace of a batch under key aliases", () => {
  it("names the key a candidate gave only when an alias filed it under another", async () => {
    const candidates = [
      { ...cand(0), key: "role", value: "Lead" },
      { ...cand(1), key: "employer", value: "Acme" },
    ];
    const diff = await proposeDiff(input(candidates, { config: resolveConfig({ keyAliases: { role: "job-title" } }) }));
    expect(diff.trace.find((t) => t.candidate === 0)).toMatchObject({ key_alias: "role" });
    expect(diff.trace.find((t) => t.candidate === 1)).not.toHaveProperty("key_alias");
  });
});

describe("remembered declines", () => {
  const held = observedFact("employer", "Acme", ["published:p9"], { id: "f1" });
  const retire = (retires: string) => retireCandidate("employer", retires);
  const outcome = async (candidates: Candidate[], remembered: ProposeInput["remembered"]) =>
    (await proposeDiff(input(candidates, { current: { title: "Profile", facts: [held] }, remembered }))).trace.find((t) => t.candidate === 0);

  it("a retire the operator declined before is rejected as declined; a retire of another fact is not", async () => {
    expect(await outcome([retire("f1")], [{ key: "employer", retires: "f1" }])).toMatchObject({ outcome: "reject", rule: "reject-previously-declined" });
    expect(await outcome([retire("f1")], [{ key: "employer", retires: "f2" }])).toMatchObject({ outcome: "retire" });
  });

  it("a value declined with its source matches only that source; the first of two alike declines is the one remembered", async () => {
    const value = (source: string): Candidate => ({ ...cand(0), key: "employer", value: "Globex", source });
    const declined = [
      { key: "employer", value: "globex", source: "published:p1" },
      { key: "employer", value: "globex", source: "published:p1", by: "mcp" as const },
    ];
    expect(await outcome([value("published:p1")], declined)).toMatchObject({ outcome: "reject", rule: "reject-previously-declined" });
    expect(await outcome([value("published:p2")], declined)).not.toMatchObject({ outcome: "reject" });
  });
});
