/**
 * The runtime guards (src/rules/guards.ts) where two of them could answer: which refusal a
 * candidate meets first (learnFrom, then its shape, then the operator's decline, then an unknown
 * outcome, then the published-record guard, then the outcome's own), which outcomes store the
 * candidate's provenance (only those need a published record), and config.retireFrom as the config
 * sets it. guards-each-condition.test.ts shows each condition is needed; this file shows the order.
 */
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/io/load-config.js";
import { candidateGuard } from "../../src/rules/guards.js";
import { candidateSituation as situation } from "../helpers/situations.js";

const TARGET = { exists: true, active: true, sameKey: true, observed: true, differentValue: true, claimed: false };
const LEARN_FROM = (p: string) => ({
  why: `provenance "${p}" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected`,
  paths: ["candidate.provenance"],
});
const RETIRE_SHAPE = { why: "a retire candidate can only be retired or rejected", paths: ["candidate.hasRetires"] };
const RESOLVE_SHAPE = { why: "a resolve candidate can only resolve or be rejected", paths: ["candidate.hasKeeps"] };
const DECLINED = { why: "the operator declined this candidate: it can only be rejected", paths: ["candidate.declinedByOperator"] };
const PUBLISHED = {
  why: "provenance published is stored only for a source that is a known published record",
  paths: ["candidate.provenance", "candidate.sourceKnown", "candidate.operatorStatement"],
};
const SEED = { why: "only a candidate of origin operator may change a seed", paths: ["candidate.changesSeed", "candidate.origin"] };
const RETIRE = {
  why: "retire needs a retire candidate naming an active fact of its key, not already changed in this batch",
  paths: ["candidate.hasRetires", "target.exists", "target.active", "target.sameKey", "target.claimed"],
};
const RESOLVE = {
  why: "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active value of a single-valued key with more than one active value",
  paths: [
    "candidate.hasKeeps",
    "candidate.provenance",
    "target.exists",
    "target.active",
    "target.sameKey",
    "target.claimed",
    "key.activeFacts",
    "key.multiValued",
  ],
};
const SUPERSEDE = {
  why: "supersede needs an unclaimed active fact of this key named in `supersedes`, holding a different value",
  paths: ["candidate.hasSupersedes", "target.exists", "target.active", "target.sameKey", "target.differentValue", "target.claimed"],
};

describe("which refusal a candidate meets first", () => {
  it.each([
    {
      name: "learnFrom before the retire shape",
      outcome: "add",
      s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false, hasRetires: true }, key: { activeFacts: 0 } }),
      want: LEARN_FROM("ai-draft"),
    },
    {
      name: "learnFrom before the resolve shape",
      outcome: "retire",
      s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false, hasKeeps: true } }),
      want: LEARN_FROM("ai-draft"),
    },
    {
      name: "learnFrom before the decline",
      outcome: "add",
      s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false, declinedByOperator: true }, key: { activeFacts: 0 } }),
      want: LEARN_FROM("ai-draft"),
    },
    {
      name: "learnFrom before an unknown outcome",
      outcome: "promote",
      s: situation({ candidate: { provenance: "ai-draft", sourceKnown: false } }),
      want: LEARN_FROM("ai-draft"),
    },
    {
      name: "the retire shape before the decline",
      outcome: "add",
      s: situation({ candidate: { hasRetires: true, declinedByOperator: true }, key: { activeFacts: 0 } }),
      want: RETIRE_SHAPE,
    },
    {
      name: "the retire shape before the resolve shape",
      outcome: "resolve",
      s: situation({ candidate: { hasRetires: true, hasKeeps: true } }),
      want: RETIRE_SHAPE,
    },
    {
      name: "a retire candidate with a name that is no outcome: its shape",
      outcome: "promote",
      s: situation({ candidate: { hasRetires: true } }),
      want: RETIRE_SHAPE,
    },
    {
      name: "a resolve candidate with a name that is no outcome: its shape",
      outcome: "promote",
      s: situation({ candidate: { hasKeeps: true } }),
      want: RESOLVE_SHAPE,
    },
    {
      name: "the decline before the outcome's own guard (a retire the guard would take)",
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true, declinedByOperator: true }, target: TARGET }),
      want: DECLINED,
    },
    {
      name: "the decline before an unknown outcome",
      outcome: "promote",
      s: situation({ candidate: { declinedByOperator: true } }),
      want: DECLINED,
    },
    {
      name: "the decline before the published-record guard",
      outcome: "add",
      s: situation({ candidate: { provenance: "published", source: "published:a", sourceKnown: false, declinedByOperator: true }, key: { activeFacts: 0 } }),
      want: DECLINED,
    },
    {
      name: "the published-record guard before the outcome's own (an add on a key with a value)",
      outcome: "add",
      s: situation({ candidate: { provenance: "published", source: "published:a", sourceKnown: false }, key: { activeFacts: 1 } }),
      want: PUBLISHED,
    },
    {
      name: "the published-record guard before the seed guard of a supersede",
      outcome: "supersede",
      s: situation({ candidate: { provenance: "published", source: "human:x", hasSupersedes: true, changesSeed: true }, target: TARGET }),
      want: PUBLISHED,
    },
    {
      name: "the seed guard of a supersede before its target",
      outcome: "supersede",
      s: situation({ candidate: { changesSeed: true } }),
      want: SEED,
    },
    {
      name: "the seed guard of a retire before its target",
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true, changesSeed: true, origin: "agent" } }),
      want: SEED,
    },
    {
      name: "the seed guard of a resolve before its conditions",
      outcome: "resolve",
      s: situation({ candidate: { hasKeeps: true, changesSeed: true } }),
      want: SEED,
    },
    {
      name: "a retire's target before config.retireFrom",
      outcome: "retire",
      s: situation({ candidate: { hasRetires: true, provenance: "published", source: "published:a" }, target: { ...TARGET, claimed: true } }),
      want: RETIRE,
    },
    {
      name: "a supersede with no target named",
      outcome: "supersede",
      s: situation({ candidate: { changesSeed: true, origin: "operator" } }),
      want: SUPERSEDE,
    },
  ])("$name", ({ outcome, s, want }) => {
    expect(candidateGuard(outcome, s)).toEqual(want);
  });
});

describe("only the outcomes that store the candidate's provenance need a published record", () => {
  const unbacked = { provenance: "published", source: "published:a", sourceKnown: false } as const;

  it("a published retire whose source is no known record is retired when config.retireFrom names published (a retire stores nothing)", () => {
    const config = resolveConfig({ retireFrom: ["published", "human"] });
    expect(candidateGuard("retire", situation({ candidate: { ...unbacked, hasRetires: true }, target: TARGET, config }))).toBeUndefined();
  });

  it("a published resolve is refused by resolve's own guard, not the published-record guard (a resolve stores nothing)", () => {
    const s = situation({ candidate: { ...unbacked, hasKeeps: true }, key: { activeFacts: 2 }, target: TARGET });
    expect(candidateGuard("resolve", s)).toEqual(RESOLVE);
  });

  it.each(["bump", "conflict", "supersede"])("a published %s from an operator statement is refused by the published-record guard", (outcome) => {
    const s = situation({
      candidate: { provenance: "published", source: "human:x", hasSupersedes: true },
      key: { activeFacts: 2, sameValue: outcome === "bump" },
      target: TARGET,
    });
    expect(candidateGuard(outcome, s)).toEqual(PUBLISHED);
  });

  it.each(["bump", "conflict", "supersede"])("a published %s backed by a known published record is accepted", (outcome) => {
    const s = situation({
      candidate: { provenance: "published", source: "published:a", hasSupersedes: true },
      key: { activeFacts: 2, sameValue: outcome === "bump" },
      target: TARGET,
    });
    expect(candidateGuard(outcome, s)).toBeUndefined();
  });
});

describe("config.learnFrom and config.retireFrom as the config sets them", () => {
  it("with learnFrom [human], a published candidate can only be rejected", () => {
    const config = resolveConfig({ learnFrom: ["human"] });
    const s = situation({ candidate: { provenance: "published", source: "published:a" }, key: { activeFacts: 0 }, config });
    expect(candidateGuard("add", s)).toEqual(LEARN_FROM("published"));
    expect(candidateGuard("reject", s)).toBeUndefined();
  });

  it("with retireFrom [published], the operator's own retire is refused", () => {
    const config = resolveConfig({ retireFrom: ["published"] });
    expect(candidateGuard("retire", situation({ candidate: { hasRetires: true }, target: TARGET, config }))).toEqual({
      why: 'provenance "human" is not in config.retireFrom',
      paths: ["candidate.provenance"],
    });
  });

  it("a config without retireFrom (a diff of an earlier version) lets only the operator's word retire", () => {
    const { retireFrom: _, ...config } = resolveConfig({});
    expect(candidateGuard("retire", situation({ candidate: { hasRetires: true }, target: TARGET, config }))).toBeUndefined();
    const published = situation({ candidate: { hasRetires: true, provenance: "published", source: "published:a" }, target: TARGET, config });
    expect(candidateGuard("retire", published)).toEqual({ why: 'provenance "published" is not in config.retireFrom', paths: ["candidate.provenance"] });
  });
});
