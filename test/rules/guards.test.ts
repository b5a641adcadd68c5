/**
 * The runtime guards (src/rules/guards.ts): one implementation, asked by propose for every decision
 * and by `brain rules --check` for every enumerated situation. The tables pin the guard itself; the
 * last tests show both callers refuse with the guard's own reason.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import type { Candidate, Fact, Rule } from "../../src/core/schema-types.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { checkRules } from "../../src/rules/check-rules.js";
import { candidateGuard, factGuard } from "../../src/rules/guards.js";
import { buildRuleSet } from "../../src/rules/rule-set.js";
import type { FactSituation } from "../../src/rules/situation.js";
import { recordsCitedBy } from "../helpers/records.js";
import { candidateSituation as situation } from "../helpers/situations.js";

const DEFAULT = resolveConfig({});
const TODAY = "2026-06-01";

describe("candidateGuard: the one table propose and rules --check both ask", () => {
  it.each([
    { outcome: "reject", s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false } }), allowed: true },
    { outcome: "add", s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false }, key: { activeFacts: 0 } }), allowed: false },
    { outcome: "add", s: situation({ key: { activeFacts: 1 } }), allowed: false },
    { outcome: "add", s: situation({ key: { activeFacts: 1, multiValued: true } }), allowed: true },
    { outcome: "conflict", s: situation({ key: { activeFacts: 1, multiValued: true } }), allowed: false },
    { outcome: "conflict", s: situation({ key: { activeFacts: 1 } }), allowed: true },
    { outcome: "bump", s: situation({ key: { sameValue: true, sourceSeen: true } }), allowed: false },
    { outcome: "duplicate", s: situation({ key: { sourceSeen: true } }), allowed: true },
    {
      outcome: "supersede",
      s: situation({
        candidate: { hasSupersedes: true },
        target: { exists: true, active: true, sameKey: true, observed: true, differentValue: true, claimed: true },
      }),
      allowed: false,
    },
    {
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true }, target: { exists: true, active: true, sameKey: true, observed: true } }),
      allowed: true,
    },
    {
      outcome: "retire",
      s: situation({
        candidate: { hasRetires: true, provenance: "published", source: "published:a" },
        target: { exists: true, active: true, sameKey: true, observed: true },
      }),
      allowed: false,
    },
    { outcome: "add", s: situation({ candidate: { hasRetires: true }, key: { activeFacts: 0 } }), allowed: false },
    {
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true }, target: { exists: true, active: true, sameKey: true, observed: true, claimed: true } }),
      allowed: false,
    },
    {
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true }, target: { exists: true, active: true, sameKey: false, observed: true } }),
      allowed: false,
    },
    { outcome: "reject", s: situation({ candidate: { hasRetires: true } }), allowed: true },
    // Nothing is stored as published without a published record.
    ...["add", "bump", "conflict", "supersede"].map((outcome) => ({
      outcome,
      s: situation({
        candidate: { provenance: "published", source: "human:x", operatorStatement: true, hasSupersedes: true },
        key: { activeFacts: outcome === "add" ? 0 : 2, sameValue: outcome === "bump" },
        target: { exists: true, active: true, sameKey: true, observed: true, differentValue: true },
      }),
      allowed: false,
    })),
    {
      outcome: "add",
      s: situation({ candidate: { provenance: "published", source: "published:aaaaaaaaaaaa", sourceKnown: false }, key: { activeFacts: 0 } }),
      allowed: false,
    },
    {
      outcome: "add",
      s: situation({ candidate: { provenance: "published", source: "published:aaaaaaaaaaaa", sourceKnown: true }, key: { activeFacts: 0 } }),
      allowed: true,
    },
    {
      outcome: "add",
      s: situation({ candidate: { provenance: "human", source: "published:aaaaaaaaaaaa", sourceKnown: false }, key: { activeFacts: 0 } }),
      allowed: true,
    },
    { outcome: "reject", s: situation({ candidate: { provenance: "published", source: "human:x" } }), allowed: true },
    { outcome: "duplicate", s: situation({ candidate: { provenance: "published", source: "human:x" }, key: { sourceSeen: true } }), allowed: true },
  ])("$outcome allowed: $allowed", ({ outcome, s, allowed }) => {
    expect(candidateGuard(outcome, s) === undefined).toBe(allowed);
  });
});

describe("factGuard", () => {
  const fact = (over: Partial<FactSituation["fact"]>): FactSituation => ({
    fact: {
      kind: "observed",
      layer: "dynamic",
      status: "active",
      key: "k",
      provenance: "published",
      evidenceCount: 3,
      independentEvidence: 3,
      daysSinceSeen: 0,
      changedByThisDiff: false,
      ...over,
    },
    config: DEFAULT,
  });
  it.each([
    { outcome: "promote", s: fact({}), allowed: true },
    { outcome: "decay-flag", s: fact({}), allowed: true },
    { outcome: "promote", s: fact({ layer: "static" }), allowed: false },
    { outcome: "promote", s: fact({ status: "superseded" }), allowed: false },
    { outcome: "decay-flag", s: fact({ status: "retired" }), allowed: false },
    { outcome: "promote", s: fact({ kind: "profile-field", layer: "static" }), allowed: false },
    { outcome: "add", s: fact({}), allowed: false },
  ])("$outcome allowed: $allowed", ({ outcome, s, allowed }) => {
    expect(factGuard(outcome, s) === undefined).toBe(allowed);
  });
});

describe("propose and rules --check refuse with the guard's own reason", () => {
  const title: Fact = {
    id: "jobtitle0000",
    kind: "observed",
    layer: "dynamic",
    key: "job-title",
    value: "Policy Lead",
    provenance: "published",
    sources: ["published:aaaaaaaaaaaa"],
    evidence_count: 1,
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    status: "active",
  };
  const forced = (type: string) => {
    const rule: Rule = {
      name: "force",
      priority: 1,
      conditions: { all: [{ fact: "config", path: "decayDays", operator: "greaterThan", value: 0 }] },
      event: { type },
    };
    return buildRuleSet(
      [{ path: "r/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: { version: 1, scope: "candidate", rules: [rule] } }],
      "r",
    );
  };
  it.each([
    {
      name: "add on a key that has an active fact",
      outcome: "add",
      candidate: { key: "job-title", value: "Chief", provenance: "published", source: "published:bbbbbbbbbbbb", observed_date: TODAY } as Candidate,
      s: situation({ candidate: { provenance: "published", source: "published:bbbbbbbbbbbb" }, key: { activeFacts: 1 } }),
    },
    {
      name: "bump where no fact holds the value",
      outcome: "bump",
      candidate: { key: "job-title", value: "Chief", provenance: "human", source: "human:call", observed_date: TODAY } as Candidate,
      s: situation({ key: { activeFacts: 1 } }),
    },
  ])("$name", async ({ outcome, candidate, s }) => {
    const why = candidateGuard(outcome, s)?.why;
    expect(why).toBeDefined();
    const rules = forced(outcome);
    const error = await proposeDiff({
      current: { title: "Profile", facts: [title] },
      base: "0".repeat(64),
      candidates: [candidate],
      rules,
      config: DEFAULT,
      today: TODAY,
      records: recordsCitedBy([candidate], [title]),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).issues.join("\n")).toContain(`which is not allowed: ${why}`);
    const { findings } = await checkRules({ rules, config: DEFAULT, origin: "r" });
    expect(findings.filter((f) => f.code === "outcome-not-allowed").map((f) => f.message)).toEqual([expect.stringContaining(`(${why})`)]);
  });
});
