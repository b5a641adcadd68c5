/**
 * Every condition of every runtime guard (src/rules/guards.ts) is needed: from a situation the
 * guard accepts, changing any one fact its condition reads makes it refuse, with that guard's own
 * reason and the paths that show it. A guard that lost a condition (a blanked refusal path) fails
 * here, which the allowed/refused table of guards.test.ts alone would not show.
 */
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/io/load-config.js";
import { candidateGuard, factGuard } from "../../src/rules/guards.js";
import type { FactSituation } from "../../src/rules/situation.js";
import { candidateSituation as situation } from "../helpers/situations.js";

type Over = Parameters<typeof situation>[0];

interface GuardCase {
  outcome: string;
  /** A situation the guard accepts. */
  accepted: Over;
  /** Each a single change that must make it refuse. */
  flips: { name: string; over: Over }[];
  why: string;
  paths: string[];
}

const merge = (a: Over, b: Over): Over => ({
  candidate: { ...a.candidate, ...b.candidate },
  key: { ...a.key, ...b.key },
  target: { ...a.target, ...b.target },
  ...(b.config ? { config: b.config } : a.config ? { config: a.config } : {}),
});

const TARGET = { exists: true, active: true, sameKey: true, observed: true, differentValue: true, claimed: false };
const SUPERSEDE_PATHS = ["candidate.hasSupersedes", "target.exists", "target.active", "target.sameKey", "target.differentValue", "target.claimed"];
const RETIRE_PATHS = ["candidate.hasRetires", "target.exists", "target.active", "target.sameKey", "target.claimed"];
const RESOLVE_PATHS = [
  "candidate.hasKeeps",
  "candidate.provenance",
  "target.exists",
  "target.active",
  "target.sameKey",
  "target.claimed",
  "key.activeFacts",
  "key.multiValued",
];
const targetFlips = (names: (keyof typeof TARGET)[]) => names.map((n) => ({ name: `target.${n}`, over: { target: { [n]: !TARGET[n] } } }));

const CASES: GuardCase[] = [
  {
    outcome: "duplicate",
    accepted: { key: { sourceSeen: true } },
    flips: [{ name: "key.sourceSeen", over: { key: { sourceSeen: false } } }],
    why: "no fact of the key holds this value with this source",
    paths: ["key.sourceSeen"],
  },
  {
    outcome: "bump",
    accepted: { key: { sameValue: true, sourceSeen: false } },
    flips: [
      { name: "key.sameValue", over: { key: { sameValue: false } } },
      { name: "key.sourceSeen", over: { key: { sourceSeen: true } } },
    ],
    why: "no active fact of the key holds this value from another source",
    paths: ["key.sameValue", "key.sourceSeen"],
  },
  {
    outcome: "add",
    accepted: { key: { activeFacts: 0, sameValue: false } },
    flips: [
      { name: "key.activeFacts", over: { key: { activeFacts: 1 } } },
      { name: "key.sameValue", over: { key: { sameValue: true } } },
    ],
    why: "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
    paths: ["key.activeFacts", "key.multiValued", "key.sameValue"],
  },
  {
    outcome: "add",
    accepted: { key: { activeFacts: 2, multiValued: true, sameValue: false } },
    flips: [
      { name: "key.multiValued", over: { key: { multiValued: false } } },
      { name: "key.sameValue", over: { key: { sameValue: true } } },
    ],
    why: "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
    paths: ["key.activeFacts", "key.multiValued", "key.sameValue"],
  },
  {
    outcome: "conflict",
    accepted: { key: { activeFacts: 1, sameValue: false, multiValued: false } },
    flips: [
      { name: "key.activeFacts", over: { key: { activeFacts: 0 } } },
      { name: "key.sameValue", over: { key: { sameValue: true } } },
      { name: "key.multiValued", over: { key: { multiValued: true } } },
    ],
    why: "a conflict needs active facts of a single-valued key, none holding this value",
    paths: ["key.activeFacts", "key.sameValue", "key.multiValued"],
  },
  {
    outcome: "supersede",
    accepted: { candidate: { hasSupersedes: true }, target: TARGET },
    flips: [
      { name: "candidate.hasSupersedes", over: { candidate: { hasSupersedes: false } } },
      ...targetFlips(["exists", "active", "sameKey", "differentValue", "claimed"]),
    ],
    why: "supersede needs an unclaimed active fact of this key named in `supersedes`, holding a different value",
    paths: SUPERSEDE_PATHS,
  },
  {
    outcome: "retire",
    accepted: { candidate: { hasRetires: true }, target: TARGET },
    flips: [{ name: "candidate.hasRetires", over: { candidate: { hasRetires: false } } }, ...targetFlips(["exists", "active", "sameKey", "claimed"])],
    why: "retire needs a retire candidate naming an active fact of its key, not already changed in this batch",
    paths: RETIRE_PATHS,
  },
  {
    outcome: "resolve",
    accepted: { candidate: { hasKeeps: true }, key: { activeFacts: 2 }, target: TARGET },
    flips: [
      { name: "candidate.hasKeeps", over: { candidate: { hasKeeps: false } } },
      { name: "key.activeFacts", over: { key: { activeFacts: 1 } } },
      { name: "key.multiValued", over: { key: { multiValued: true } } },
      ...targetFlips(["exists", "active", "sameKey", "claimed"]),
    ],
    why: "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active value of a single-valued key with more than one active value",
    paths: RESOLVE_PATHS,
  },
];

const FLIPS = CASES.flatMap((c) => c.flips.map((f) => ({ outcome: c.outcome, accepted: c.accepted, flip: f.name, over: f.over, why: c.why, paths: c.paths })));

describe("each condition of a candidate guard is needed", () => {
  it.each(CASES)("$outcome accepts its situation", ({ outcome, accepted }) => {
    expect(candidateGuard(outcome, situation(accepted))).toBeUndefined();
  });

  it.each(FLIPS)("$outcome refuses once $flip changes, with its reason and paths", ({ outcome, accepted, over, why, paths }) => {
    expect(candidateGuard(outcome, situation(merge(accepted, over)))).toEqual({ why, paths });
  });

  it.each(["supersede", "retire", "resolve"] as const)("%s of a seed: only a candidate of origin operator, whatever else holds", (outcome) => {
    const accepted = CASES.find((c) => c.outcome === outcome)!.accepted;
    const seed = { candidate: { changesSeed: true } };
    const seedRefusal = { why: "only a candidate of origin operator may change a seed", paths: ["candidate.changesSeed", "candidate.origin"] };
    expect(candidateGuard(outcome, situation(merge(merge(accepted, seed), { candidate: { origin: "operator" } })))).toBeUndefined();
    for (const origin of ["session", "agent"] as const) {
      expect(candidateGuard(outcome, situation(merge(merge(accepted, seed), { candidate: { origin } })))).toEqual(seedRefusal);
    }
  });

  it("resolve needs the operator's own word: provenance published is refused by resolve's guard", () => {
    const config = resolveConfig({ learnFrom: ["published", "human"] });
    const r = candidateGuard(
      "resolve",
      situation({ candidate: { hasKeeps: true, provenance: "published", source: "published:a" }, key: { activeFacts: 2 }, target: TARGET, config }),
    );
    expect(r).toEqual({ why: CASES.find((c) => c.outcome === "resolve")!.why, paths: RESOLVE_PATHS });
  });

  it("retire accepts only a provenance config.retireFrom names, refusing the others with that reason", () => {
    const accepted = { candidate: { hasRetires: true }, target: TARGET };
    expect(candidateGuard("retire", situation(accepted))).toBeUndefined();
    expect(candidateGuard("retire", situation(merge(accepted, { candidate: { provenance: "published", source: "published:a" } })))).toEqual({
      why: 'provenance "published" is not in config.retireFrom',
      paths: ["candidate.provenance"],
    });
  });
});

describe("the checks every candidate outcome meets first, in order", () => {
  it("a provenance config.learnFrom does not name can only be rejected", () => {
    const s = situation({ candidate: { provenance: "ai-draft", sourceKnown: false }, key: { activeFacts: 0 } });
    expect(candidateGuard("reject", s)).toBeUndefined();
    expect(candidateGuard("add", s)).toEqual({
      why: 'provenance "ai-draft" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected',
      paths: ["candidate.provenance"],
    });
  });

  it.each([
    { outcome: "add", allowed: false },
    { outcome: "reject", allowed: true },
    { outcome: "retire", allowed: true },
    { outcome: "resolve", allowed: false },
  ])("a retire candidate: $outcome allowed: $allowed", ({ outcome, allowed }) => {
    const r = candidateGuard(outcome, situation({ candidate: { hasRetires: true }, key: { activeFacts: 0 }, target: TARGET }));
    if (allowed) expect(r).toBeUndefined();
    else expect(r).toEqual({ why: "a retire candidate can only be retired or rejected", paths: ["candidate.hasRetires"] });
  });

  it.each([
    { outcome: "conflict", allowed: false },
    { outcome: "retire", allowed: false },
    { outcome: "reject", allowed: true },
    { outcome: "resolve", allowed: true },
  ])("a resolve candidate: $outcome allowed: $allowed", ({ outcome, allowed }) => {
    const r = candidateGuard(outcome, situation({ candidate: { hasKeeps: true }, key: { activeFacts: 2 }, target: TARGET }));
    if (allowed) expect(r).toBeUndefined();
    else expect(r).toEqual({ why: "a resolve candidate can only resolve or be rejected", paths: ["candidate.hasKeeps"] });
  });

  it("a candidate the operator declined can only be rejected, whatever else would hold", () => {
    const s = situation({ candidate: { declinedByOperator: true }, key: { activeFacts: 0 } });
    expect(candidateGuard("add", situation({ key: { activeFacts: 0 } }))).toBeUndefined();
    expect(candidateGuard("add", s)).toEqual({ why: "the operator declined this candidate: it can only be rejected", paths: ["candidate.declinedByOperator"] });
    expect(candidateGuard("reject", s)).toBeUndefined();
  });

  it("a name that is no candidate outcome is refused, naming it", () => {
    expect(candidateGuard("promote", situation({}))).toEqual({ why: '"promote" is not a candidate outcome', paths: [] });
  });

  it.each([
    { what: "a known published record", candidate: { sourceKnown: true, operatorStatement: false }, refused: false },
    { what: "an unknown source", candidate: { sourceKnown: false, operatorStatement: false }, refused: true },
    { what: "an operator statement", candidate: { sourceKnown: true, operatorStatement: true }, refused: true },
  ])("published stored by add needs $what … refused: $refused; reject and duplicate, which store nothing, are not asked", ({ candidate, refused }) => {
    const s = situation({ candidate: { provenance: "published", source: "published:a", ...candidate }, key: { activeFacts: 0, sourceSeen: true } });
    const r = candidateGuard("add", s);
    if (refused) {
      expect(r).toEqual({
        why: "provenance published is stored only for a source that is a known published record",
        paths: ["candidate.provenance", "candidate.sourceKnown", "candidate.operatorStatement"],
      });
    } else expect(r).toBeUndefined();
    expect(candidateGuard("duplicate", s)).toBeUndefined();
    expect(candidateGuard("reject", s)).toBeUndefined();
  });
});

describe("each condition of a fact guard is needed", () => {
  const fact = (over: Partial<FactSituation["fact"]>): FactSituation => ({
    fact: {
      kind: "observed",
      status: "active",
      layer: "dynamic",
      key: "k",
      provenance: "human",
      evidenceCount: 3,
      independentEvidence: 3,
      daysSinceSeen: 400,
      changedByThisDiff: false,
      ...over,
    },
    config: resolveConfig({}),
  });
  const refusal = { why: "only active observed facts can be flagged, and only dynamic ones promoted", paths: ["fact.kind", "fact.status", "fact.layer"] };

  it.each([
    { outcome: "promote", over: {}, refused: false },
    { outcome: "promote", over: { kind: "profile-field" }, refused: true },
    { outcome: "promote", over: { status: "superseded" }, refused: true },
    { outcome: "promote", over: { layer: "static" }, refused: true },
    { outcome: "decay-flag", over: {}, refused: false },
    { outcome: "decay-flag", over: { layer: "static" }, refused: false },
    { outcome: "decay-flag", over: { kind: "profile-field" }, refused: true },
    { outcome: "decay-flag", over: { status: "retired" }, refused: true },
  ] as const)("$outcome with $over: refused $refused", ({ outcome, over, refused }) => {
    const r = factGuard(outcome, fact(over));
    if (refused) expect(r).toEqual(refusal);
    else expect(r).toBeUndefined();
  });

  it("a name that is no fact outcome is refused, naming it", () => {
    expect(factGuard("add", fact({}))).toEqual({ why: '"add" is not a fact outcome', paths: [] });
  });
});
