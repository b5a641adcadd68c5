/**
 * `brain rules --check` models the runtime: which situations propose can produce
 * (isConsistentCandidate) and which outcomes it refuses in each (candidateGuard, factGuard). Here the
 * model is compared with the runtime itself: real profiles and batches go through proposeDiff with a
 * rule that forces each outcome, the situation propose derived is captured, and the checker must
 * call it consistent and refuse exactly the outcomes propose refused.
 */
import { describe, expect, it, vi } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import type { BrainConfig, Candidate, Fact, Rule } from "../../src/core/schema-types.js";
import { proposeDiff, type RecordsView } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { candidateGuard, factGuard, isConsistentCandidate } from "../../src/rules/check-rules.js";
import { OUTCOMES } from "../../src/rules/fact-catalog.js";
import { buildRuleSet } from "../../src/rules/rule-set.js";
import type { CandidateSituation, FactSituation } from "../../src/rules/situation.js";
import { recordsCitedBy, recordsView } from "../helpers/records.js";

const seen: object[] = [];
vi.mock("../../src/rules/evaluator.js", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../src/rules/evaluator.js")>();
  return {
    ...mod,
    createEvaluator: (...args: Parameters<typeof mod.createEvaluator>) => {
      const inner = mod.createEvaluator(...args);
      return {
        stats: inner.stats,
        evaluate: (s: object) => {
          seen.push(structuredClone(s));
          return inner.evaluate(s);
        },
      };
    },
  };
});

const TODAY = "2026-06-01";
const ALWAYS = [{ fact: "config", path: "decayDays", operator: "greaterThan", value: 0 }];

function fact(key: string, value: string, f: Partial<Fact> = {}): Fact {
  const sources = f.sources ?? ["published:aaaaaaaaaaaa"];
  return {
    id: `${key}-${value}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 12)
      .padEnd(12, "0"),
    kind: "observed",
    layer: "dynamic",
    key,
    value,
    provenance: "published",
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    status: "active",
    ...f,
    sources,
    evidence_count: sources.length,
  };
}
const value = (key: string, v: string, c: Partial<Candidate> = {}): Candidate =>
  ({ key, value: v, provenance: "published", source: "published:bbbbbbbbbbbb", observed_date: TODAY, ...c }) as Candidate;
const retire = (key: string, id: string, c: Partial<Candidate> = {}): Candidate =>
  ({ key, retires: id, reason: "it ended", provenance: "human", source: "human:call", observed_date: TODAY, ...c }) as Candidate;

const title = fact("job-title", "Policy Lead");
const other = fact("job-title", "Head of AI", { id: "jobtitle2nd0" });
const seed = fact("name", "Dana", { kind: "profile-field", layer: "static", provenance: "human", sources: ["human:init"] });
const english = fact("languages", "English");
const gone = fact("employer", "Utrecht", { status: "superseded" });

interface Scenario {
  name: string;
  profile: Fact[];
  /** Earlier candidates, decided by the setup rule; the last candidate is the one under test. */
  setup?: { candidates: Candidate[]; outcome: "supersede" | "retire" };
  candidate: Candidate;
  config?: BrainConfig;
  records?: RecordsView;
}

const SCENARIOS: Scenario[] = [
  { name: "a new key", profile: [], candidate: value("employer", "Rotterdam") },
  { name: "the same value from a new source", profile: [title], candidate: value("job-title", "policy lead") },
  { name: "the same value from the same source", profile: [title], candidate: value("job-title", "Policy Lead", { source: "published:aaaaaaaaaaaa" }) },
  { name: "a superseded value's source again", profile: [gone], candidate: value("employer", "Utrecht", { source: "published:aaaaaaaaaaaa" }) },
  { name: "a different value", profile: [title], candidate: value("job-title", "Chief") },
  { name: "a new member of a multi-valued key", profile: [english], candidate: value("languages", "Dutch"), config: { multiValued: ["languages"] } },
  { name: "a known member of a multi-valued key", profile: [english], candidate: value("languages", "english"), config: { multiValued: ["languages"] } },
  { name: "supersedes a live fact", profile: [title], candidate: value("job-title", "Chief", { supersedes: title.id }) },
  { name: "supersedes a fact holding the value", profile: [title], candidate: value("job-title", "Policy Lead", { supersedes: title.id }) },
  { name: "supersedes resolving a conflict", profile: [title, other], candidate: value("job-title", "Head of AI", { supersedes: title.id }) },
  {
    name: "supersedes a fact claimed earlier",
    profile: [title],
    setup: { candidates: [value("job-title", "Chief", { supersedes: title.id, source: "human:setup", provenance: "human" })], outcome: "supersede" },
    candidate: value("job-title", "Director", { supersedes: title.id }),
  },
  { name: "supersedes a seed", profile: [seed], candidate: value("name", "Ada", { supersedes: seed.id }) },
  { name: "supersedes a fact of another key", profile: [title], candidate: value("employer", "Chief", { supersedes: title.id }) },
  { name: "supersedes an unknown id", profile: [title], candidate: value("job-title", "Chief", { supersedes: "000000000000" }) },
  { name: "a human retire of a live fact", profile: [title], candidate: retire("job-title", title.id) },
  {
    name: "a published retire of a live fact",
    profile: [title],
    candidate: retire("job-title", title.id, { provenance: "published", source: "published:cccccccccccc" }),
  },
  {
    name: "a published retire with retireFrom published",
    profile: [title],
    candidate: retire("job-title", title.id, { provenance: "published", source: "published:cccccccccccc" }),
    config: { retireFrom: ["published"] },
  },
  { name: "an ai-draft retire", profile: [title], candidate: retire("job-title", title.id, { provenance: "ai-draft", source: "ai-draft:s" }) },
  {
    name: "a retire of a fact retired earlier",
    profile: [title],
    setup: { candidates: [retire("job-title", title.id, { source: "human:setup" })], outcome: "retire" },
    candidate: retire("job-title", title.id),
  },
  {
    name: "a retire of a fact superseded earlier (its id lives on)",
    profile: [title],
    setup: { candidates: [value("job-title", "Chief", { supersedes: title.id, source: "human:setup", provenance: "human" })], outcome: "supersede" },
    candidate: retire("job-title", title.id),
  },
  { name: "a retire of a seed", profile: [seed], candidate: retire("name", seed.id) },
  { name: "a retire of a fact of another key", profile: [title], candidate: retire("employer", title.id) },
  { name: "a retire of an unknown id", profile: [title], candidate: retire("job-title", "000000000000") },
  { name: "a retire of a superseded fact", profile: [gone], candidate: retire("employer", gone.id) },
  { name: "an ai-draft value", profile: [], candidate: value("tone", "visionary", { provenance: "ai-draft", source: "ai-draft:s" }) },
  { name: "an ai-draft value citing a human statement", profile: [], candidate: value("tone", "visionary", { provenance: "ai-draft", source: "human:x" }) },
  { name: "a published value citing a human statement", profile: [title], candidate: value("job-title", "Chief", { source: "human:x" }) },
  { name: "an invented source", profile: [title], candidate: value("job-title", "Chief"), records: recordsView({}) },
  {
    name: "a record of another provenance",
    profile: [title],
    candidate: value("job-title", "Chief", { source: "notes:dddddddddddd" }),
    records: recordsView({ "notes:dddddddddddd": "human" }),
  },
];

function ruleSet(candidate: Rule[], fact: Rule[] = []) {
  const files = [
    { path: "r/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: { version: 1, scope: "candidate" as const, rules: candidate } },
  ];
  if (fact.length > 0)
    files.push({ path: "r/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: { version: 1, scope: "fact" as const, rules: fact } as never });
  return buildRuleSet(files, "r");
}

/** Whether proposeDiff refused the decision (a rule misfire), or accepted it. */
async function refused(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return false;
  } catch (e) {
    if (e instanceof InvalidInputError && e.issues.some((i) => i.includes("which is not allowed"))) return true;
    throw e;
  }
}

describe("the checker's model of candidate situations agrees with propose", () => {
  it.each(SCENARIOS)("$name", async (sc) => {
    const setup = sc.setup?.candidates ?? [];
    const candidates = [...setup, sc.candidate];
    const config = resolveConfig(sc.config ?? {});
    const records = sc.records ?? recordsCitedBy(candidates, sc.profile);
    const checked: string[] = [];
    for (const outcome of OUTCOMES.candidate) {
      const rules = ruleSet([
        ...(sc.setup
          ? [
              {
                name: "setup",
                priority: 2,
                conditions: { all: [{ fact: "candidate", path: "source", operator: "equal", value: "human:setup" }] },
                event: { type: sc.setup.outcome },
              } as Rule,
            ]
          : []),
        { name: "force", priority: 1, conditions: { all: ALWAYS }, event: { type: outcome } } as Rule,
      ]);
      seen.length = 0;
      const runtime = await refused(() =>
        proposeDiff({ current: { title: "Profile", facts: sc.profile }, base: "0".repeat(64), candidates, rules, config, today: TODAY, records }),
      );
      const situation = seen[setup.length] as CandidateSituation;
      expect(situation, "propose evaluated the candidate").toBeDefined();
      expect(isConsistentCandidate(situation), JSON.stringify(situation)).toBe(true);
      const model = candidateGuard(outcome, situation) !== undefined;
      expect({ outcome, refused: model }).toEqual({ outcome, refused: runtime });
      if (!runtime) checked.push(outcome);
    }
    // Every scenario allows at least reject: a rule set can always be made total.
    expect(checked).toContain("reject");
  });
});

describe("the checker's fact guard agrees with propose", () => {
  const FACTS: [string, Fact][] = [
    ["an active dynamic observed fact", title],
    ["a static observed fact", fact("employer", "Rotterdam", { layer: "static" })],
    ["a superseded fact", gone],
    ["a retired fact", fact("side-project", "Toolkit", { status: "retired" })],
    ["a profile-field seed", seed],
  ];
  it.each(FACTS)("%s", async (_name, f) => {
    for (const outcome of OUTCOMES.fact) {
      const rules = ruleSet(
        [{ name: "reject-all", priority: 1, conditions: { all: ALWAYS }, event: { type: "reject" } } as Rule],
        [{ name: "force", priority: 1, conditions: { all: ALWAYS }, event: { type: outcome } } as Rule],
      );
      seen.length = 0;
      const runtime = await refused(() =>
        proposeDiff({ current: { title: "Profile", facts: [f] }, base: "0".repeat(64), candidates: [], rules, config: resolveConfig({}), today: TODAY }),
      );
      const situation = seen[0] as FactSituation;
      expect(factGuard(outcome, situation) !== undefined).toBe(runtime);
    }
  });
});
