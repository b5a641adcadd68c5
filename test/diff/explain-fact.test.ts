import { describe, expect, it } from "vitest";
import { mintArchiveId } from "../../src/core/mint-id.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { explainFact } from "../../src/diff/explain-fact.js";
import { explanationText } from "../../src/usecases/explain.js";
import { RULES, JT, SEED, seed, c, story } from "../helpers/explain-story.js";

describe("explainFact", () => {
  it("tells the whole life of a fact added, bumped, re-sent, promoted and superseded, under its archived id and under the id it has now", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-10", candidates: [c("Policy Lead", "published:b"), c("policy  lead", "published:a")] },
      { today: "2026-05-20", candidates: [c("Policy Lead", "published:c", { observed_date: "2026-05-20" })] },
      { today: "2026-06-01", candidates: [c("Head of AI", "human:call", { supersedes: JT, observed_date: "2026-06-01" })] },
    ]);
    const archived = mintArchiveId({ id: JT, value: "Policy Lead", on: "2026-06-01" });
    const old = explainFact(archived, doc, applies)!;
    expect(old.fact).toMatchObject({ id: archived, status: "superseded", superseded_by: JT });
    expect(old.events.map((e) => [e.op, e.id, e.diff === null ? null : applies.findIndex((a) => a.diff.id === e.diff)])).toEqual([
      ["add", JT, 0],
      ["bump", JT, 1],
      ["duplicate", JT, 1],
      ["bump", JT, 2],
      ["promote", JT, 2],
      ["superseded", JT, 3],
    ]);
    expect(old.events[0]).toMatchObject({
      at: "2026-06-01T10:00:00.000Z",
      today: "2026-05-01",
      rule: "add-new-key",
      candidate: 0,
      source: "published:a",
      observed_date: "2026-05-01",
    });
    expect(old.events[2]).toMatchObject({ rule: "duplicate-source", candidate: 1, source: "published:a" });
    expect(old.events[4]).toMatchObject({ rule: "promote-on-evidence", candidate: null, source: null });
    expect(old.events[5]).toMatchObject({ rule: "supersede-explicit", other: { id: JT, value: "Head of AI" } });

    const now = explainFact(JT, doc, applies)!;
    expect(now.fact).toMatchObject({ id: JT, value: "Head of AI", status: "active" });
    // Under the id it has now, every value the id has held, oldest first: Policy Lead's life, then Head of AI's.
    expect(now.events.map((e) => e.op)).toEqual(["add", "bump", "duplicate", "bump", "promote", "superseded", "supersede"]);
    expect(now.events.at(-1)).toMatchObject({ other: { id: archived, value: "Policy Lead" }, source: "human:call" });
  });

  it("records a conflict as the second value's first event and a seed from the profile itself", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-02", candidates: [c("Head of AI", "published:b")] },
    ]);
    const second = doc.facts.find((f) => f.value === "Head of AI")!;
    expect(explainFact(second.id, doc, applies)!.events.map((e) => [e.op, e.rule])).toEqual([["conflict", "conflict-keep-both"]]);
    expect(explainFact(SEED, doc, applies)).toEqual({
      id: SEED,
      fact: seed,
      events: [expect.objectContaining({ op: "seed", diff: null, at: null, today: "2026-04-01", rule: null })],
    });
  });

  it("a conflict tells each side of the other: the new value its `conflict`, the old one a `conflicted` event", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-02", candidates: [c("Head of AI", "published:b")] },
    ]);
    const second = doc.facts.find((f) => f.value === "Head of AI")!;
    expect(explainFact(second.id, doc, applies)!.events[0]).toMatchObject({ op: "conflict", others: [{ id: JT, value: "Policy Lead" }] });
    const first = explainFact(JT, doc, applies)!.events;
    expect(first.map((e) => e.op)).toEqual(["add", "conflicted"]);
    expect(first[1]).toMatchObject({ rule: "conflict-keep-both", candidate: 0, source: "published:b", others: [{ id: second.id, value: "Head of AI" }] });
    expect(explanationText({ ...explainFact(JT, doc, applies)!, skipped: [] })).toContain(
      `conflicted: a different value of its key arrived and was kept beside it (conflict) — the other side: "Head of AI" (${second.id}) · rule conflict-keep-both`,
    );
    expect(explanationText({ ...explainFact(second.id, doc, applies)!, skipped: [] })).toContain(`— the other side: "Policy Lead" (${JT})`);
  });

  it("tells the candidates about the fact that were rejected: a retire naming it, a value of it from an unlearnable provenance", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      {
        today: "2026-05-02",
        candidates: [
          c("Policy Lead", "ai:x", { provenance: "ai-draft" }),
          { key: "job-title", retires: JT, reason: "left", provenance: "published", source: "published:b", observed_date: "2026-05-02" } as Candidate,
          c("Something else", "ai:y", { provenance: "ai-draft" }),
        ],
      },
    ]);
    const events = explainFact(JT, doc, applies)!.events;
    expect(events.map((e) => [e.op, e.attempted ?? null, e.candidate, e.rule])).toEqual([
      ["add", null, 0, "add-new-key"],
      ["reject", "value", 0, "reject-unlearnable-provenance"],
      ["reject", "retire", 1, "reject-retire"],
    ]);
    expect(events[1]).toMatchObject({
      reason: "provenance not in learnFrom: never learned from",
      diff: applies[1]!.diff.id,
      today: "2026-05-02",
      file: "candidate.yaml",
    });
    expect(events[2]!.reason).toMatch(/^a retire needs a provenance in retireFrom/);
    const text = explanationText({ ...explainFact(JT, doc, applies)!, skipped: [] });
    expect(text).toContain(
      "reject: a candidate with its value was rejected: provenance not in learnFrom: never learned from; nothing changed · rule reject-unlearnable-provenance",
    );
    expect(text).toMatch(
      /2026-05-02 \(applied 2026-06-02T10:00:00.000Z\) {2}reject: a retire of it was rejected: a retire needs .*; nothing changed · rule reject-retire/,
    );
  });

  it("names the rule file and version from the diff", async () => {
    const { doc, applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    const ev = explainFact(JT, doc, applies)!.events[0]!;
    const version = RULES.files.find((f) => f.file === "candidate.yaml")!.version;
    expect(ev).toMatchObject({ rule: "add-new-key", file: "candidate.yaml", version });
  });

  it("knows nothing of an id no profile fact and no applied diff names", async () => {
    const { doc, applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    expect(explainFact("0123456789ab", doc, applies)).toBeUndefined();
  });
});
