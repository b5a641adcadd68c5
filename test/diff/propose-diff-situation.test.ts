import { describe, expect, it } from "vitest";
import type { Candidate, Fact } from "../../src/core/schema-types.js";
import { type ProposeInput, proposeDiff, quotedSources } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { leaf, observedFact, resolveCandidate, retireCandidate, rule, ruleFile, valueCandidate } from "../helpers/builders.js";
import { rejectedIssues } from "../helpers/issues.js";
import { recordsCitedBy } from "../helpers/records.js";

// What the candidate rules see of a candidate (its situation), read back through a probe: a rule
// that rejects when one field of the situation has one value, above a rule that rejects anything.
// Retires and resolves see the fact they name; a value that supersedes sees the fact it replaces.
// Also: which decline an apply remembers, which remembered decline a candidate matches, and which
// key is named as similar.

const TODAY = "2026-06-01";
const OBSERVED = observedFact("employer", "Acme", ["published:p9"]);
const seedFact = (key: string, value: string, extra: Partial<Fact> = {}): Fact => ({
  ...observedFact(key, value, ["fields.yaml"], { kind: "profile-field", layer: "static", provenance: "human" }),
  id: `seed-${key}-${extra.status ?? "active"}`,
  ...extra,
});
const SEED = seedFact("employer", "Initech");
const RETIRED_SEED = seedFact("employer", "Hooli", { status: "retired" });
const RETIRED = { ...observedFact("employer", "Old"), id: "retired-employer", status: "retired" as const };
const PROFILE = [OBSERVED, SEED, RETIRED_SEED, RETIRED];

const retire = (retires: string, key = "employer") => retireCandidate(key, retires);
const resolve = (keeps: string, key = "employer") => resolveCandidate(key, keeps);

function input(candidates: Candidate[], extra: Partial<ProposeInput> = {}): ProposeInput {
  return {
    current: { title: "Profile", facts: PROFILE },
    base: "b".repeat(64),
    candidates,
    rules: loadRuleSet(null),
    config: resolveConfig({}),
    today: TODAY,
    records: recordsCitedBy(candidates),
    ...extra,
  };
}

/** Rules that reject with rule "probe" when `fact.path` equals `value`, else with "otherwise". */
const probe = (path: string, value: unknown): RuleSet => {
  const [fact, ...rest] = path.split(".");
  return buildRuleSet(
    [
      ruleFile("candidate.yaml", "candidate", [
        rule("probe", 2, [leaf(fact!, rest.join("."), "equal", value)], "reject"),
        rule("otherwise", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "reject"),
      ]),
    ],
    "r",
  );
};

/** Whether the last candidate's situation has `path` equal to `value`. */
async function sees(candidates: Candidate[], path: string, value: unknown, extra: Partial<ProposeInput> = {}): Promise<boolean> {
  const diff = await proposeDiff(input(candidates, { ...extra, rules: probe(path, value) }));
  return diff.trace.find((t) => t.candidate === candidates.length - 1)?.rule === "probe";
}

describe("what rules see of a retire: the fact it names", () => {
  it.each<[string, Candidate, Record<string, unknown>]>([
    [
      "an active observed fact",
      retire(OBSERVED.id),
      {
        "candidate.key": "employer",
        "candidate.value": "Acme",
        "candidate.changesSeed": false,
        "key.sameValue": false,
        "target.exists": true,
        "target.active": true,
        "target.sameKey": true,
        "target.observed": true,
        "target.differentValue": false,
      },
    ],
    ["an active seed of its key", retire(SEED.id), { "candidate.value": "Initech", "candidate.changesSeed": true, "target.observed": false }],
    ["a retired seed", retire(RETIRED_SEED.id), { "candidate.changesSeed": false, "target.active": false, "target.exists": true }],
    ["a seed of another key", retire(SEED.id, "city"), { "candidate.changesSeed": false, "target.sameKey": false, "candidate.key": "city" }],
    ["no fact", retire("nothing-here"), { "candidate.value": "", "target.exists": false, "target.observed": false, "candidate.changesSeed": false }],
  ])("%s", async (_name, candidate, expected) => {
    for (const [path, value] of Object.entries(expected)) expect([path, await sees([candidate], path, value)]).toEqual([path, true]);
  });
});

describe("what rules see of a resolve: the fact it keeps", () => {
  it("keeping the key's only seed changes no seed; keeping an observed fact beside a seed changes it", async () => {
    expect(await sees([resolve(SEED.id)], "candidate.changesSeed", false)).toBe(true);
    expect(await sees([resolve(SEED.id)], "candidate.value", "Initech")).toBe(true);
    expect(await sees([resolve(OBSERVED.id)], "candidate.changesSeed", true)).toBe(true);
    expect(await sees([resolve(OBSERVED.id)], "key.activeFacts", 2)).toBe(true);
  });
});

describe("what rules see of a value that supersedes", () => {
  const superseding = (supersedes: string) => valueCandidate("employer", "Globex", "human:call", { provenance: "human", supersedes });
  it("an active seed of its key is a seed it changes; a retired one is not", async () => {
    expect(await sees([superseding(SEED.id)], "candidate.changesSeed", true)).toBe(true);
    expect(await sees([superseding(RETIRED_SEED.id)], "candidate.changesSeed", false)).toBe(true);
  });

  it("an observed fact is observed, a seed is not", async () => {
    expect(await sees([superseding(OBSERVED.id)], "target.observed", true)).toBe(true);
    expect(await sees([superseding(SEED.id)], "target.observed", false)).toBe(true);
    expect(await sees([superseding(OBSERVED.id)], "candidate.hasSupersedes", true)).toBe(true);
    expect(await sees([retire(OBSERVED.id)], "candidate.hasSupersedes", false)).toBe(true);
  });
});

describe("what rules see of a value that names no fact", () => {
  it("no target: it does not exist", async () => {
    expect(await sees([valueCandidate("employer", "Globex", "published:p1")], "target.exists", false)).toBe(true);
  });
});

describe("what rules see of a candidate's source", () => {
  it("an ai-draft record backs nothing, not even an ai-draft candidate; a record of another provenance backs no candidate", async () => {
    const draft = valueCandidate("employer", "Globex", "ai:d1", { provenance: "ai-draft" });
    const records = {
      ...recordsCitedBy([]),
      known: new Map([
        ["ai:d1", "ai-draft"],
        ["human:x", "human"],
        ["published:h1", "human"],
      ]),
    };
    expect(await sees([draft], "candidate.sourceKnown", false, { records })).toBe(true);
    const published = valueCandidate("employer", "Globex", "published:h1");
    expect(await sees([published], "candidate.sourceKnown", false, { records })).toBe(true);
    const human = valueCandidate("employer", "Globex", "published:h1", { provenance: "human" });
    expect(await sees([human], "candidate.sourceKnown", true, { records })).toBe(true);
  });

  it("quotes are looked for in the records cited by a candidate with a quote, never in the operator's own statements", () => {
    const candidates = [
      valueCandidate("a", "x", "published:q", { quote: "said" }),
      valueCandidate("b", "x", "published:n"),
      valueCandidate("c", "x", "human:call", { provenance: "human", quote: "said" }),
    ];
    expect([...quotedSources(candidates)]).toEqual(["published:q"]);
  });
});

describe("a candidate the operator declined covers the later ones that are the same", () => {
  const declinedAt = async (candidates: Candidate[], declined: ProposeInput["declined"]) =>
    Promise.all(candidates.map((_, i) => sees(candidates.slice(0, i + 1), "candidate.declinedByOperator", true, { declined })));

  it("a retire of the same fact, not one of another", async () => {
    expect(await declinedAt([retire(OBSERVED.id), retire(OBSERVED.id), retire(SEED.id)], [{ candidate: 0 }])).toEqual([true, true, false]);
  });

  it("a resolve keeping the same fact, not one keeping another", async () => {
    expect(await declinedAt([resolve(OBSERVED.id), resolve(OBSERVED.id), resolve(SEED.id)], [{ candidate: 0 }])).toEqual([true, true, false]);
  });

  it("the first decline of a value gives the reason of the later copies", async () => {
    const same = valueCandidate("employer", "Globex", "published:p1");
    const candidates = [same, { ...same, source: "published:p2" }, { ...same, source: "published:p3" }];
    const diff = await proposeDiff(
      input(candidates, {
        declined: [
          { candidate: 0, reason: "first" },
          { candidate: 1, reason: "second" },
        ],
      }),
    );
    expect(diff.trace.map((t) => [t.candidate, t.reason])).toEqual([
      [0, "first"],
      [1, "second"],
      [2, "first"],
    ]);
  });
});

describe("what an apply will remember of a decline", () => {
  const remembered = async (candidate: Candidate, by?: "mcp") =>
    (await proposeDiff(input([candidate], { declined: [{ candidate: 0, ...(by ? { by } : {}) }] }))).declined?.[0]?.remember;

  it("a bump with its source; a value already evidenced by that source, or a new value, as key and value", async () => {
    expect(await remembered(valueCandidate("employer", "ACME", "published:p1"))).toStrictEqual({ key: "employer", value: "acme", source: "published:p1" });
    expect(await remembered(valueCandidate("employer", "Acme", "published:p9"))).toStrictEqual({ key: "employer", value: "acme" });
    expect(await remembered(valueCandidate("employer", "Globex", "published:p1"))).toStrictEqual({ key: "employer", value: "globex" });
  });

  it("a retire as the fact it names; made over MCP, it says so", async () => {
    expect(await remembered(retire(OBSERVED.id))).toStrictEqual({ key: "employer", retires: OBSERVED.id });
    expect(await remembered(valueCandidate("employer", "Globex", "published:p1"), "mcp")).toEqual({ key: "employer", value: "globex", by: "mcp" });
  });

  it("a resolve is not remembered", async () => {
    expect(await remembered(resolve(OBSERVED.id))).toBeUndefined();
  });
});

describe("which remembered decline a candidate matches", () => {
  const matches = async (candidate: Candidate, list: ProposeInput["remembered"]) =>
    (await proposeDiff(input([candidate], { remembered: list }))).declined_matches;

  it("of two alike, the first: by value, and by look-alike form", async () => {
    const two = [
      { key: "employer", value: "globex" },
      { key: "employer", value: "globex", by: "mcp" as const },
    ];
    expect(await matches(valueCandidate("employer", "Globex", "published:p1"), two)).toEqual([{ candidate: 0, match: two[0] }]);
    expect(await matches(valueCandidate("employer", "Gl\u043Ebex", "published:p1"), two)).toEqual([{ candidate: 0, match: two[0] }]);
    expect(await matches(valueCandidate("employer", "Gl\u043Ebex", "published:p1"), [two[1]!, two[0]!])).toEqual([{ candidate: 0, match: two[1] }]);
  });

  it("a bump of a value the operator accepted is never held against a decline, first in its batch or not", async () => {
    const list = [{ key: "employer", value: "gl\u043Ebex" }];
    const bump = valueCandidate("employer", "Acme", "published:p1");
    const diff = await proposeDiff(input([bump, valueCandidate("employer", "Globex", "published:p2"), bump], { remembered: list }));
    expect(diff.trace.map((t) => t.outcome)).toEqual(["bump", "reject", "duplicate"]);
    expect(diff.declined_matches).toEqual([{ candidate: 1, match: list[0] }]);
  });

  it("a value matching a decline exactly is rejected for that decline, not as a look-alike of it, beside an active value or not", async () => {
    const list = [{ key: "employer", value: "globex" }];
    const reason = async (facts: Fact[]) =>
      (await proposeDiff(input([valueCandidate("employer", "Globex", "published:p1")], { remembered: list, current: { title: "Profile", facts } }))).trace[0];
    const alone = await reason([]);
    expect(alone).toMatchObject({ outcome: "reject", rule: "reject-previously-declined" });
    expect(await reason([OBSERVED])).toEqual(alone);
  });

  it("a remembered retire is no value a new one can look like, even with a value beside it; a key alone matches nothing", async () => {
    const list = [{ key: "employer", retires: OBSERVED.id }];
    expect(await matches(valueCandidate("employer", "Globex", "published:p1"), list)).toBeUndefined();
    expect(await matches(retire(OBSERVED.id), list)).toEqual([{ candidate: 0, match: list[0] }]);
    // The format admits both (or neither); a hand-edited list may hold them.
    const both = [{ key: "employer", retires: OBSERVED.id, value: "globex" }];
    expect(await matches(valueCandidate("employer", "Gl\u043Ebex", "published:p1"), both)).toBeUndefined();
    for (const value of ["Globex", "undefined"])
      expect(await matches(valueCandidate("employer", value, "published:p1"), [{ key: "employer" }])).toBeUndefined();
  });
});

describe("the key named as similar", () => {
  const similar = async (candidates: Candidate[], facts: Fact[]) =>
    (await proposeDiff(input(candidates, { current: { title: "Profile", facts } }))).trace.map((t) => t.similar_key ?? null);

  it("a key only a seed holds is named; one only a retired seed held is not", async () => {
    expect(await similar([valueCandidate("employers", "Globex", "published:p1")], [SEED])).toEqual(["employer"]);
    expect(await similar([valueCandidate("employers", "Globex", "published:p1")], [RETIRED_SEED])).toEqual([null]);
  });

  it("none for a key that has an active fact", async () => {
    expect(await similar([valueCandidate("employer", "Globex", "published:p1")], [OBSERVED, observedFact("employers", "Initech")])).toEqual([null]);
  });

  it("a key whose last fact this batch retires is passed over; one this batch adds is not in the index built before it", async () => {
    const batch = [
      valueCandidate("employerr", "Globex", "published:p1"),
      retire(OBSERVED.id),
      valueCandidate("city", "Paris", "published:p2"),
      valueCandidate("employers", "Initech", "published:p3"),
      valueCandidate("cities", "Rome", "published:p4"),
    ];
    expect(await similar(batch, [OBSERVED])).toEqual(["employer", null, null, null, null]);
  });
});

describe("a candidate no rule classifies", () => {
  it("a retire says it is one", async () => {
    const rules = buildRuleSet([ruleFile("a.yaml", "candidate", [rule("values-only", 1, [leaf("candidate", "hasRetires", "equal", false)], "reject")])], "r");
    expect(await rejectedIssues(proposeDiff(input([retire(OBSERVED.id)], { rules })))).toEqual([
      'candidates: /0: no rule classifies candidate /0 (key "employer", provenance human, a retire); the candidate rule set (a.yaml) must be total',
    ]);
  });

  it("every candidate rule file is named", async () => {
    const none = (file: string) => ruleFile(file, "candidate", [rule(`never-${file}`, 1, [leaf("key", "activeFacts", "lessThan", 0)], "reject")]);
    const rules = buildRuleSet([none("a.yaml"), none("b.yaml")], "r");
    expect(await rejectedIssues(proposeDiff(input([valueCandidate("k", "v", "published:p1")], { rules })))).toEqual([
      'candidates: /0: no rule classifies candidate /0 (key "k", provenance published); the candidate rule set (a.yaml, b.yaml) must be total',
    ]);
  });
});

describe("the reason of a quote not found, when its rule gives one", () => {
  it("is the rule's reason and the record", async () => {
    const rules = buildRuleSet(
      [
        ruleFile("candidate.yaml", "candidate", [
          {
            ...rule("quote-missing", 2, [leaf("candidate", "quoteFound", "equal", false)], "reject"),
            event: { type: "reject", params: { reason: "unquoted" } },
          },
          rule("add-any", 1, [leaf("key", "activeFacts", "greaterThanInclusive", 0)], "add"),
        ]),
      ],
      "r",
    );
    const quoted = valueCandidate("k", "v", "published:p0", { quote: "words never said" });
    const diff = await proposeDiff(input([quoted], { rules, records: { ...recordsCitedBy([quoted]), bodies: new Map([["published:p0", "other"]]) } }));
    expect(diff.trace[0]?.reason).toBe("unquoted: not found in published:p0");
  });
});
