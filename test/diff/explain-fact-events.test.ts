/**
 * explainFact's events, field by field and in order: which rejections and forgets are about the
 * fact, the values and reasons they tell, the order within an apply, and an operation the trace
 * does not record. Each input tells the code from a plausible slip in it.
 */
import { describe, expect, it } from "vitest";
import { mintArchiveId } from "../../src/core/mint-id.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { explainFact, type ForgetRecord } from "../../src/diff/explain-fact.js";
import { JT, SEED, seed, c, story } from "../helpers/explain-story.js";

const ops = (events: readonly { op: string; candidate: number | null }[]) => events.map((e) => [e.op, e.candidate]);

const retireOf = (id: string, source: string): Candidate =>
  ({
    key: "job-title",
    retires: id,
    reason: "left",
    provenance: source.startsWith("human:") ? "human" : "ai-draft",
    source,
    observed_date: "2026-05-02",
  }) as Candidate;

describe("explainFact: the seed", () => {
  it("tells the seed with its first source, before a rejected retire of it in the first apply", async () => {
    const { doc, applies } = await story([{ today: "2026-05-02", candidates: [{ ...retireOf(SEED, "ai:r"), key: "name" }] }]);
    const events = explainFact(SEED, doc, applies)!.events;
    expect(events.map((e) => [e.op, e.attempted ?? null, e.candidate])).toEqual([
      ["seed", null, null],
      ["reject", "retire", 0],
    ]);
    expect(events[0]).toMatchObject({ source: "fields.yaml", observed_date: "2026-04-01" });
  });
});

describe("explainFact: the rejections about the fact", () => {
  it("tells a rejected value of its key (with the value as sent) and a rejected retire of it, in candidate order among the apply's events; not those of another key, another id or a resolve", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      {
        today: "2026-05-02",
        candidates: [
          c("policy  LEAD", "ai:x"),
          c("Policy Lead", "published:b"),
          { ...c("Policy Lead", "ai:z"), key: "employer" },
          { key: "job-title", keeps: JT, provenance: "ai-draft", source: "ai:r", observed_date: "2026-05-02" } as Candidate,
          retireOf("0123456789ab", "ai:q"),
          retireOf(JT, "ai:p"),
        ],
      },
    ]);
    // Every candidate but the bump was rejected: the rejections this fact is not about are there to be left out.
    expect(applies[1]!.diff.rejected.map((r) => r.candidate)).toEqual([0, 2, 3, 4, 5]);
    const events = explainFact(JT, doc, applies)!.events;
    expect(events.map((e) => [e.op, e.attempted ?? null, e.candidate, e.id, e.value, e.source])).toEqual([
      ["add", null, 0, JT, "Policy Lead", "published:a"],
      ["reject", "value", 0, JT, "policy  LEAD", "ai:x"],
      ["bump", null, 1, JT, "Policy Lead", "published:b"],
      ["reject", "retire", 5, JT, "Policy Lead", "ai:p"],
    ]);
  });

  it("tells a rejection in its apply before the fact-scope outcomes of that apply", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-10", candidates: [c("Policy Lead", "published:b")] },
      { today: "2026-05-20", candidates: [c("Policy Lead", "ai:w"), c("Policy Lead", "published:c", { observed_date: "2026-05-20" })] },
    ]);
    const events = explainFact(JT, doc, applies)!.events;
    expect(ops(events)).toEqual([
      ["add", 0],
      ["bump", 0],
      ["reject", 0],
      ["bump", 1],
      ["promote", null],
    ]);
  });

  it("tells a rejection whose rule gives no reason without a reason", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-02", candidates: [c("Policy Lead", "ai:x")] },
    ]);
    // As a rule with no event.params.reason records it.
    const bare = applies.map((a) => ({ ...a, diff: { ...a.diff, rejected: a.diff.rejected.map(({ reason: _, ...r }) => r) } }));
    const reject = explainFact(JT, doc, bare)!.events[1]!;
    expect(reject.op).toBe("reject");
    expect(Object.keys(reject)).not.toContain("reason");
    expect(explainFact(JT, doc, applies)!.events[1]!.reason).toBe("provenance not in learnFrom: never learned from");
  });

  it("tells under the archived id a rejected retire of the id the fact had before a supersede gave it away", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-02", candidates: [retireOf(JT, "ai:p")] },
      { today: "2026-06-01", candidates: [c("Head of AI", "human:call", { supersedes: JT, observed_date: "2026-06-01" })] },
    ]);
    const archived = mintArchiveId({ id: JT, value: "Policy Lead", on: "2026-06-01" });
    expect(explainFact(archived, doc, applies)!.events.map((e) => [e.op, e.id])).toEqual([
      ["add", JT],
      ["reject", JT],
      ["superseded", JT],
    ]);
  });
});

describe("explainFact: the forgets about the fact", () => {
  it("tells the forget of a declined value of its key (normalized) and of a declined retire of it; not of another key, another value, another id or a key alone", async () => {
    const { doc, applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    const forgets: ForgetRecord[] = [
      {
        at: "2026-06-05T10:00:00.000Z",
        today: "2026-06-05",
        after: 1,
        forgotten: [
          { key: "employer", value: "policy lead" },
          { key: "Job Title", value: "policy lead", source: "published:x" },
          { key: "job-title", value: "head of ai" },
          { key: "job-title", retires: "0123456789ab" },
          // What a declined resolve is remembered as: its key alone.
          { key: "job-title" },
          { key: "job-title", retires: JT },
        ],
      },
    ];
    const events = explainFact(JT, doc, applies, forgets)!.events;
    expect(events.map((e) => [e.op, e.attempted ?? null, e.id, e.value, e.source])).toEqual([
      ["add", null, JT, "Policy Lead", "published:a"],
      ["forget", "value", JT, "Policy Lead", "published:x"],
      ["forget", "retire", JT, "Policy Lead", null],
    ]);
  });

  it("tells under the archived id the forget of a declined retire of the id it had before a supersede", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-06-01", candidates: [c("Head of AI", "human:call", { supersedes: JT, observed_date: "2026-06-01" })] },
    ]);
    const archived = mintArchiveId({ id: JT, value: "Policy Lead", on: "2026-06-01" });
    const forgets: ForgetRecord[] = [{ at: "2026-06-01T12:00:00.000Z", today: "2026-06-01", after: 1, forgotten: [{ key: "job-title", retires: JT }] }];
    expect(explainFact(archived, doc, applies, forgets)!.events.map((e) => [e.op, e.id])).toEqual([
      ["add", JT],
      ["forget", JT],
      ["superseded", JT],
    ]);
  });
});

describe("explainFact: what it is given", () => {
  it("tells the events of an id the profile no longer holds, with fact null", async () => {
    const { applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    const told = explainFact(JT, { title: "Profile", facts: [seed] }, applies)!;
    expect(told.fact).toBeNull();
    expect(ops(told.events)).toEqual([["add", 0]]);
  });

  it("tells a fact no applied diff names with no events", async () => {
    const { doc } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    expect(explainFact(JT, doc, [])).toEqual({ id: JT, fact: doc.facts.find((f) => f.id === JT), events: [] });
  });

  it("tells an operator's quote (never checked against a record) without quote_found", async () => {
    const { doc, applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "human:call", { quote: "I lead policy" })] }]);
    const add = explainFact(JT, doc, applies)!.events[0]!;
    expect(add).toMatchObject({ op: "add", quote: "I lead policy" });
    expect(Object.keys(add)).not.toContain("quote_found");
  });

  it("tells an event without a quote with no quote field", async () => {
    const { doc, applies } = await story([{ today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] }]);
    expect(Object.keys(explainFact(JT, doc, applies)!.events[0]!)).not.toContain("quote");
  });

  it("tells an operation the diff's trace does not record with no rule, file or version", async () => {
    const { doc, applies } = await story([
      { today: "2026-05-01", candidates: [c("Policy Lead", "published:a")] },
      { today: "2026-05-10", candidates: [c("Policy Lead", "published:b")] },
      { today: "2026-05-20", candidates: [c("Policy Lead", "ai:w"), c("Policy Lead", "published:c", { observed_date: "2026-05-20" })] },
    ]);
    const untraced = applies.map((a) => ({ ...a, diff: { ...a.diff, trace: [] } }));
    const events = explainFact(JT, doc, untraced)!.events;
    expect(events.map((e) => [e.op, e.candidate, e.rule, e.file, e.version])).toEqual([
      ["add", 0, null, null, null],
      ["bump", 0, null, null, null],
      ["reject", 0, "reject-unlearnable-provenance", null, null],
      ["bump", 1, null, null, null],
      ["promote", null, null, null, null],
    ]);
    expect(events.some((e) => "quote" in e)).toBe(false);
  });
});
