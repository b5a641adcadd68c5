/**
 * Look-alike values at propose (docs/security.md, docs/rules.md): the fact candidate.lookalikeOf
 * and the shipped rule reject-lookalike-value, remembered declines matched by look-alike form, the
 * reason that spells both texts out, the confusables version every diff records, and the index
 * that keeps one key with thousands of values linear.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { CONFUSABLES_VERSION } from "../../src/core/confusables-version.js";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { Candidate, Fact, ProfileDiff, RememberedDecline, RuleFile } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";
import { recordsCitedBy } from "../helpers/records.js";
import { describeAtScale } from "../helpers/runs.js";

const RULES = loadRuleSet(null);
const TITLE = observedFact("job-title", "Head of AI", ["published:a"]);
const TOPIC = observedFact("topic", "quantum", ["published:a"]);

function propose(o: {
  facts?: Fact[];
  candidates: Candidate[];
  remembered?: RememberedDecline[];
  rules?: RuleSet;
  counters?: { steps: number };
}): Promise<ProfileDiff> {
  const facts = o.facts ?? [];
  return proposeDiff({
    current: { title: "Profile", facts },
    base: "0".repeat(64),
    candidates: o.candidates,
    rules: o.rules ?? RULES,
    config: resolveConfig({}),
    today: "2026-06-01",
    records: recordsCitedBy(o.candidates, facts),
    remembered: o.remembered ?? [],
    counters: o.counters,
  });
}

const outcomes = (d: ProfileDiff) => d.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate, t.outcome, t.rule]);

describe("a value that looks like an active value of its key", () => {
  it.each([
    { name: "a lower-case L for the capital I", value: "Head of Al", spelled: "Head of Al" },
    { name: "a Cyrillic А (U+0410) for the Latin A", value: "Head of \u0410I", spelled: "Head of \\u{410}I" },
    { name: "a digit 1 for the capital I, in capitals", value: "HEAD OF A1", spelled: "HEAD OF A1" },
  ])("$name is rejected by reject-lookalike-value, and the reason spells both texts out", async ({ value, spelled }) => {
    const diff = await propose({ facts: [TITLE], candidates: [valueCandidate("job-title", value, "published:b")] });
    expect(outcomes(diff)).toEqual([[0, "reject", "reject-lookalike-value"]]);
    expect(diff.rejected[0]!.reason).toBe(
      `looks like an active value of this key but is not the same text: "${spelled}" looks like "Head of AI" (${TITLE.id})`,
    );
    expect(diff.trace[0]!.reason).toBe(diff.rejected[0]!.reason);
    expect(diff.additions).toEqual([]);
    expect(diff.conflicts).toEqual([]);
  });

  it("the same value in another case and spacing is still a bump, never a look-alike", async () => {
    const diff = await propose({ facts: [TITLE], candidates: [valueCandidate("job-title", "  head of   AI", "published:b")] });
    expect(outcomes(diff)).toEqual([[0, "bump", "bump-same-value"]]);
  });

  it("a candidate whose supersedes names the look-alike fact replaces it; naming another fact does not help", async () => {
    const other = observedFact("employer", "City", ["published:a"]);
    const diff = await propose({
      facts: [TITLE, other],
      candidates: [
        valueCandidate("job-title", "Head of Al", "human:call", { provenance: "human", supersedes: other.id }),
        valueCandidate("job-title", "Head of Al", "human:call-2", { provenance: "human", supersedes: TITLE.id }),
      ],
    });
    expect(outcomes(diff)).toEqual([
      [0, "reject", "reject-lookalike-value"],
      [1, "supersede", "supersede-explicit"],
    ]);
    expect(diff.supersedes[0]!.winner).toMatchObject({ id: TITLE.id, value: "Head of Al" });
  });

  it("with two active values of the key, the look-alike is the one it looks like, even beside a supersedes of the other", async () => {
    const second = observedFact("job-title", "Policy Lead", ["published:a"], { id: "second" });
    const diff = await propose({
      facts: [TITLE, second],
      candidates: [valueCandidate("job-title", "P\u043elicy Lead", "human:call", { provenance: "human", supersedes: TITLE.id })],
    });
    expect(outcomes(diff)).toEqual([[0, "reject", "reject-lookalike-value"]]);
    expect(diff.rejected[0]!.reason).toContain('"P\\u{43e}licy Lead" looks like "Policy Lead" (second)');
  });

  it("a look-alike of a value added earlier in the batch is rejected too", async () => {
    const diff = await propose({
      candidates: [valueCandidate("city", "Rotterdam", "published:a"), valueCandidate("city", "R\u043etterdam", "published:b")],
    });
    expect(outcomes(diff)).toEqual([
      [0, "add", "add-new-key"],
      [1, "reject", "reject-lookalike-value"],
    ]);
  });

  it("looks only at active values: a look-alike of a superseded or retired value, or of another key's, is classified as usual", async () => {
    const retired = observedFact("city", "Rotterdam", ["published:a"], { status: "retired", retired_on: "2026-05-02", retired_reason: "moved" });
    const diff = await propose({
      facts: [retired, TITLE],
      candidates: [valueCandidate("city", "R\u043etterdam", "published:b"), valueCandidate("role", "Head of Al", "published:b")],
    });
    expect(outcomes(diff)).toEqual([
      [0, "add", "add-new-key"],
      [1, "add", "add-new-key"],
    ]);
  });

  it("a rule set without the look-alike rule keeps both as before (a conflict): the fact is there for rules to read", async () => {
    const read = (name: string) => load(readFileSync(join(SHIPPED_RULES_DIR, name), "utf8")) as RuleFile;
    const candidate = read("candidate.yaml");
    const rules = buildRuleSet(
      [
        {
          path: "custom/candidate.yaml",
          file: "candidate.yaml",
          sha256: "c".repeat(64),
          content: { ...candidate, rules: candidate.rules.filter((r) => r.name !== "reject-lookalike-value") },
        },
        { path: "custom/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: read("fact.yaml") },
      ],
      "custom",
    );
    const diff = await propose({ facts: [TITLE], candidates: [valueCandidate("job-title", "Head of Al", "published:b")], rules });
    expect(outcomes(diff)).toEqual([[0, "conflict", "conflict-keep-both"]]);
    expect(diff.trace[0]!.reason).toBeUndefined();
  });
});

describe("a value that looks like a remembered decline", () => {
  const QUANTUM: RememberedDecline = { key: "topic", value: "quantum" };

  it("qu\u0430ntum (Cyrillic а) is rejected as previously declined when the operator declined quantum", async () => {
    const diff = await propose({ candidates: [valueCandidate("Topic", "qu\u0430ntum", "published:b")], remembered: [QUANTUM] });
    expect(outcomes(diff)).toEqual([[0, "reject", "reject-previously-declined"]]);
    expect(diff.declined_matches).toEqual([{ candidate: 0, match: QUANTUM }]);
    // It looks like the declined value, so the reason says which characters differ.
    expect(diff.rejected[0]!.reason).toBe('the operator declined this before (brain declined lists it): "qu\\u{430}ntum" looks like the declined "quantum"');
  });

  it("the same value declined before keeps the rule's own reason", async () => {
    const diff = await propose({ candidates: [valueCandidate("topic", "QUANTUM", "published:b")], remembered: [QUANTUM] });
    expect(diff.rejected[0]!.reason).toBe("the operator declined this before (brain declined lists it)");
  });

  it("a declined bump is matched by look-alike form with its source only", async () => {
    const bump: RememberedDecline = { key: "topic", value: "quantum", source: "published:x" };
    const diff = await propose({
      candidates: [valueCandidate("topic", "qu\u0430ntum", "published:x"), valueCandidate("topic", "qu\u0430ntum", "published:y")],
      remembered: [bump],
    });
    expect(outcomes(diff)).toEqual([
      [0, "reject", "reject-previously-declined"],
      [1, "add", "add-new-key"],
    ]);
  });

  it("a value an active fact holds is never held against a look-alike the operator declined", async () => {
    const fake: RememberedDecline = { key: "topic", value: "qu\u0430ntum" };
    const diff = await propose({ facts: [TOPIC], candidates: [valueCandidate("topic", "Quantum", "published:b")], remembered: [fake] });
    expect(outcomes(diff)).toEqual([[0, "bump", "bump-same-value"]]);
    expect(diff.declined_matches).toBeUndefined();
  });
});

describe("what every diff records", () => {
  it("the confusables version, hashed with the rest", async () => {
    const diff = await propose({ candidates: [valueCandidate("topic", "quantum", "published:a")] });
    expect(diff.confusables).toBe(CONFUSABLES_VERSION);
    const again = await propose({ candidates: [valueCandidate("topic", "quantum", "published:a")] });
    expect(again.id).toBe(diff.id);
  });

  it("applyDiff projects a batch with look-alike rejections onto the same profile as before: nothing changes for them", async () => {
    const candidates = [valueCandidate("job-title", "Head of Al", "published:b"), valueCandidate("employer", "City", "published:b")];
    const diff = await propose({ facts: [TITLE], candidates });
    const after = applyDiff({ title: "Profile", facts: [TITLE] }, diff);
    expect(after.facts.map((f) => [f.key, f.value])).toEqual([
      ["job-title", "Head of AI"],
      ["employer", "City"],
    ]);
  });
});

describeAtScale("one key with many values stays linear", () => {
  const values = (n: number, look: (i: number) => string) => Array.from({ length: n }, (_, i) => valueCandidate("employer", look(i), `published:s${i}`));

  it("5k then 10k distinct values, each checked against every earlier one by the index, never by a scan", async () => {
    const steps: number[] = [];
    for (const n of [5_000, 10_000]) {
      const counters = { steps: 0 };
      const diff = await propose({ facts: [observedFact("employer", "Agency 0", ["published:a"])], candidates: values(n, (i) => `Agency ${i + 1}`), counters });
      // The form reads 1 as l and 0 as o, but still gives each number a form of its own: every value is a conflict.
      expect(diff.conflicts[0]!.incoming).toHaveLength(n);
      steps.push(counters.steps);
    }
    expect(steps[1]! / steps[0]!).toBeLessThan(2.2);
  });

  it("10k look-alikes of one value are 10k rejections in linear work", async () => {
    const first = observedFact("employer", "Agency", ["published:a"]);
    // ZWJ and variation selectors, which values may hold, are default-ignorable: the skeleton drops them.
    const look = (i: number) => `Agency${"\u200d".repeat(1 + (i % 7))}${"\ufe0f".repeat(1 + Math.floor(i / 7))}`;
    const counters = { steps: 0 };
    const diff = await propose({ facts: [first], candidates: values(10_000, look), counters });
    expect(diff.rejected).toHaveLength(10_000);
    expect(new Set(diff.rejected.map((r) => r.rule))).toEqual(new Set(["reject-lookalike-value"]));
    expect(counters.steps).toBeLessThan(10 * 10_000);
    expect(mintEntityId({ kind: "observed", key: "employer" })).toBe(first.id);
  });
});
