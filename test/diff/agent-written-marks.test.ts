/**
 * Which parts of a diff rest on what an agent wrote (src/diff/agent-written-marks.ts): the
 * candidates whose source is an agent-written record or whose origin is `agent`, and the promotions
 * of facts with an agent-written source; undefined when none.
 */
import { describe, expect, it } from "vitest";
import type { Fact, Promotion } from "../../src/core/schema-types.js";
import { agentWrittenMarks } from "../../src/diff/agent-written-marks.js";
import { ProfileState } from "../../src/diff/profile-state.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";

const candidates = [
  valueCandidate("city", "Utrecht", "published:written"),
  valueCandidate("city", "Leiden", "published:plain"),
  valueCandidate("employer", "Acme", "published:written"),
  valueCandidate("employer", "Initech", "published:plain"),
  valueCandidate("tone", "dry", "published:plain"),
];

const writtenFact = observedFact("employer", "Acme", ["published:plain", "published:written"], { id: "aaaaaaaaaaaa" });
const plainFact = observedFact("city", "Leiden", ["published:plain", "published:other"], { id: "bbbbbbbbbbbb" });
const state = new ProfileState({ title: "Profile", facts: [writtenFact, plainFact] });
const promotion = (f: Fact): Promotion => ({ id: f.id, key: f.key, value: f.value, evidence_count: f.evidence_count });
const noPromotions = { promotions: [] };

const WRITTEN = new Set(["published:written"]);

describe("agentWrittenMarks", () => {
  it("nothing agent-written and no agent origin: undefined, whether the set is absent or empty", () => {
    for (const written of [undefined, new Set<string>()]) {
      expect(agentWrittenMarks(candidates, { promotions: [promotion(writtenFact)] }, state, { written, agentOrigin: new Map() })).toBeUndefined();
    }
  });

  it("a candidate citing an agent-written record is marked, and only such a one", () => {
    expect(agentWrittenMarks(candidates, noPromotions, state, { written: WRITTEN, agentOrigin: new Map() })).toEqual({ candidates: [0, 2], promotions: [] });
  });

  it("agent-written records that no candidate cites and no promotion rests on: undefined", () => {
    const written = new Set(["published:elsewhere"]);
    expect(
      agentWrittenMarks(candidates, { promotions: [promotion(writtenFact), promotion(plainFact)] }, state, { written, agentOrigin: new Map() }),
    ).toBeUndefined();
  });

  it("a candidate of origin agent is marked with no agent-written record; operator and session are not", () => {
    const agentOrigin = new Map([
      [1, "operator"],
      [3, "agent"],
      [4, "session"],
    ]);
    for (const written of [undefined, new Set<string>()]) {
      expect(agentWrittenMarks(candidates, { promotions: [promotion(writtenFact)] }, state, { written, agentOrigin })).toEqual({
        candidates: [3],
        promotions: [],
      });
    }
  });

  it("candidates marked both ways come once each, in index order", () => {
    const agentOrigin = new Map([
      [4, "agent"],
      [3, "agent"],
      [2, "agent"],
      [1, "operator"],
    ]);
    expect(agentWrittenMarks(candidates, noPromotions, state, { written: WRITTEN, agentOrigin })).toEqual({ candidates: [0, 2, 3, 4], promotions: [] });
  });

  it("a promotion is marked when any of its fact's sources is agent-written, alone if no candidate is", () => {
    const written = new Set(["published:written", "published:elsewhere"]);
    const only = [candidates[1]!, candidates[3]!];
    const out = { promotions: [promotion(plainFact), promotion(writtenFact)] };
    expect(agentWrittenMarks(only, out, state, { written, agentOrigin: new Map() })).toEqual({ candidates: [], promotions: [writtenFact.id] });
  });

  it("promotions beside marked candidates: only those resting on an agent-written source, in their order", () => {
    const other = observedFact("tone", "dry", ["published:written"], { id: "cccccccccccc" });
    const s = new ProfileState({ title: "Profile", facts: [writtenFact, plainFact, other] });
    const out = { promotions: [promotion(other), promotion(plainFact), promotion(writtenFact)] };
    expect(agentWrittenMarks(candidates, out, s, { written: WRITTEN, agentOrigin: new Map() })).toEqual({
      candidates: [0, 2],
      promotions: [other.id, writtenFact.id],
    });
  });

  it("a promotion of a fact the profile does not hold is not marked (and does not throw)", () => {
    const out = { promotions: [{ id: "dddddddddddd", key: "x", value: "y", evidence_count: 2 }] };
    expect(agentWrittenMarks(candidates, out, state, { written: WRITTEN, agentOrigin: new Map() })).toEqual({ candidates: [0, 2], promotions: [] });
  });

  it("promotions are not looked at without agent-written records, even beside an agent-origin candidate", () => {
    const agentOrigin = new Map([[1, "agent"]]);
    expect(agentWrittenMarks(candidates, { promotions: [promotion(writtenFact)] }, state, { written: undefined, agentOrigin })).toEqual({
      candidates: [1],
      promotions: [],
    });
  });
});
